import { CalendarDays, FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { TermAsOfDto } from '@common/api/leases';
import { leaseTermGroups, leaseTermLabels } from '@common/lease-terms';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/feedback';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useLeaseTermsAsOf } from './api';
import { formatDate, formatTermValue } from './format';
import { evidenceHref } from './portfolio-links';

export const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * A lease's terms on a date the user picks (today by default): each value with the document that set it (its
 * passage one click away) and the history of its values, later amendments included and marked as not yet in effect.
 */
export function LeaseTermsAsOf({ leaseId, asOf, onAsOf }: { leaseId: string; asOf: string; onAsOf: (date: string) => void }) {
  const { data, isPending, isFetching, error } = useLeaseTermsAsOf(leaseId, asOf);
  const today = todayIso();
  const byKey = new Map((data?.terms ?? []).map((t) => [t.key, t]));
  return (
    <section aria-labelledby="terms-heading" className="space-y-4 rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="terms-heading" className="text-base font-semibold text-gray-900">
            Terms as of {formatDate(asOf)}
          </h2>
          <p className="text-sm text-gray-600">The lease with every amendment in effect on that date applied.</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="as-of" className="text-xs font-medium text-gray-600">
              <CalendarDays className="mr-1 inline h-3.5 w-3.5" aria-hidden />
              As of
            </label>
            <Input id="as-of" type="date" value={asOf} onChange={(e) => e.target.value && onAsOf(e.target.value)} className="h-9 w-auto" />
          </div>
          {asOf !== today && (
            <Button variant="outline" size="sm" onClick={() => onAsOf(today)}>
              Today
            </Button>
          )}
          {isFetching && !isPending && <Spinner className="h-4 w-4" label="Updating" />}
        </div>
      </div>
      {isPending ? (
        <Spinner />
      ) : error || !data ? (
        <p className="text-sm text-red-700">The terms could not be loaded. Refresh to try again.</p>
      ) : (
        leaseTermGroups.map((group) => {
          const terms = group.keys.map((k) => byKey.get(k)).filter((t): t is TermAsOfDto => !!t);
          if (!terms.length) return null;
          return (
            <div key={group.title}>
              <h3 className="text-xs font-medium uppercase tracking-wide text-gray-500">{group.title}</h3>
              <dl className="divide-y divide-gray-100">
                {terms.map((t) => (
                  <TermAsOfRow key={t.key} term={t} asOf={asOf} />
                ))}
              </dl>
            </div>
          );
        })
      )}
    </section>
  );
}

function TermAsOfRow({ term, asOf }: { term: TermAsOfDto; asOf: string }) {
  const label = leaseTermLabels[term.key];
  const stated = term.value !== null && term.value !== undefined;
  const { source } = term;
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4" data-testid={`as-of-${term.key}`}>
      <dt className="text-sm text-gray-500">{label}</dt>
      <dd className="min-w-0 space-y-1">
        <p className={cn('break-words text-sm', stated ? 'font-medium text-gray-900' : 'italic text-gray-500')} data-testid="as-of-value">
          {formatTermValue(term.key, term.value)}
        </p>
        {source && (
          <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-xs text-gray-600">
            <FileText className="h-3.5 w-3.5 shrink-0 text-gray-400" aria-hidden />
            <span>Set by</span>{' '}
            <Link
              to={source.evidence ? evidenceHref(source.documentId, source.evidence, label) : `/dashboard/documents/${source.documentId}`}
              className="min-w-0 break-words font-medium text-brand-700 hover:underline"
            >
              {source.title}
              {source.evidence && `, p. ${source.evidence.page}`}
            </Link>{' '}
            {source.kind === 'amendment' && source.effectiveDate && <span>(in effect from {formatDate(source.effectiveDate)})</span>}
            {term.history.some((h) => h.documentId === source.documentId && h.corrected) && <span>· corrected by a person</span>}
          </p>
        )}
        {term.history.length > 1 && (
          <details className="text-xs text-gray-600">
            <summary className="cursor-pointer text-brand-700">History of values ({term.history.length})</summary>
            <ol className="mt-1 space-y-1 border-l border-gray-200 pl-3">
              {term.history.map((h, i) => {
                const later = h.kind === 'amendment' && h.effectiveDate !== null && h.effectiveDate > asOf;
                return (
                  <li key={`${h.documentId}-${i}`} className={cn('break-words', later && 'text-gray-400')}>
                    <span className="font-medium text-gray-800">{formatTermValue(term.key, h.value)}</span> · {h.title}
                    {h.kind === 'lease' ? ' (the lease)' : h.effectiveDate ? ` (from ${formatDate(h.effectiveDate)})` : ' (amendment, no date stated)'}
                    {h.corrected && (
                      <Badge variant="secondary" className="ml-1 px-1.5 py-0">
                        corrected
                      </Badge>
                    )}
                    {later && ' · not yet in effect'}
                  </li>
                );
              })}
            </ol>
          </details>
        )}
      </dd>
    </div>
  );
}
