import { AlertTriangle, Check, Pencil, Quote } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AbstractionTerm } from '@common/api/leases';
import { LOW_CONFIDENCE } from '@common/lease-abstraction';
import { leaseTermLabels, type TermEvidence } from '@common/lease-terms';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { showError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useAcceptTerm, useCorrectTerm } from './api';
import { formatTermValue, formatWhen } from './format';
import { TermEditor } from './term-editor';

export type ShowEvidence = (evidence: TermEvidence, termLabel: string) => void;

/**
 * One value of the review form: the value in words (or "Not stated"), the passage it was read from (one click
 * highlights it in the viewer), a flag when the extractor was unsure, and Accept / Correct / Mark not stated. A
 * corrected value says what was extracted, who corrected it and when, with its history.
 */
export function TermRow({
  documentId,
  term,
  canEdit,
  onShowEvidence,
}: {
  documentId: string;
  term: AbstractionTerm;
  canEdit: boolean;
  onShowEvidence: ShowEvidence;
}) {
  const [editing, setEditing] = useState(false);
  const accept = useAcceptTerm(documentId);
  const correct = useCorrectTerm(documentId);
  const label = leaseTermLabels[term.key];
  const stated = term.value !== null && term.value !== undefined;
  const unsure = term.status === 'extracted' && stated && term.confidence < LOW_CONFIDENCE;
  const reviewed = term.status !== 'extracted';

  return (
    <li className={cn('space-y-2 py-3', unsure && '-mx-2 rounded-md bg-amber-50 px-2')} data-testid={`term-${term.key}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-gray-500">{label}</p>
          <p className={cn('break-words text-sm', stated ? 'font-medium text-gray-900' : 'italic text-gray-500')} data-testid="term-value">
            {formatTermValue(term.key, term.value)}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {term.status === 'corrected' && <Badge variant="default">Corrected</Badge>}
          {term.status === 'accepted' && (
            <Badge variant="success">
              <Check className="h-3 w-3" aria-hidden /> Accepted
            </Badge>
          )}
          {unsure && (
            <Badge variant="warning" title={`The reader was ${Math.round(term.confidence * 100)}% sure`}>
              <AlertTriangle className="h-3 w-3" aria-hidden /> Check this
            </Badge>
          )}
        </div>
      </div>

      {term.evidence && term.status !== 'corrected' && (
        <button
          type="button"
          onClick={() => onShowEvidence(term.evidence!, label)}
          className="flex w-full min-w-0 items-start gap-1.5 rounded-md border border-gray-200 bg-gray-50 px-2 py-1.5 text-left text-xs text-gray-700 hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          aria-label={`Show where ${label} is in the document: page ${term.evidence.page}`}
        >
          <Quote className="mt-0.5 h-3.5 w-3.5 shrink-0 text-gray-400" aria-hidden />
          <span className="min-w-0">
            <span className="font-medium text-gray-900">p. {term.evidence.page}</span> ·{' '}
            <span className="line-clamp-2 break-words">“{term.evidence.quote}”</span>
          </span>
        </button>
      )}

      {term.status === 'corrected' && (
        <div className="space-y-1 text-xs text-gray-600">
          <p className="break-words">
            Extracted: {formatTermValue(term.key, term.extractedValue)} · corrected by {term.corrected?.by ?? 'a former member'}
            {term.corrected && `, ${formatWhen(term.corrected.at)}`}
          </p>
          {term.evidence && (
            <Button variant="link" className="h-auto p-0 text-xs" onClick={() => onShowEvidence(term.evidence!, label)}>
              Show the passage it was read from (p. {term.evidence.page})
            </Button>
          )}
          {term.history.length > 0 && (
            <details>
              <summary className="cursor-pointer text-brand-700">History ({term.history.length})</summary>
              <ol className="mt-1 space-y-1 border-l border-gray-200 pl-3">
                {term.history.map((h) => (
                  <li key={h.at} className="break-words">
                    {formatWhen(h.at)}, {h.by ?? 'a former member'}: {formatTermValue(term.key, h.previousValue)} → {formatTermValue(term.key, h.value)}
                  </li>
                ))}
              </ol>
            </details>
          )}
        </div>
      )}

      {canEdit && !editing && (
        <div className="flex flex-wrap gap-1.5">
          {!reviewed && (
            <Button
              size="sm"
              variant="outline"
              disabled={accept.isPending}
              onClick={() => accept.mutate(term.key, { onError: (e) => showError(e, 'Could not accept') })}
              aria-label={`Accept ${label}`}
            >
              <Check /> Accept
            </Button>
          )}
          <Button size="sm" variant={reviewed ? 'ghost' : 'outline'} onClick={() => setEditing(true)} aria-label={`Correct ${label}`}>
            <Pencil /> Correct
          </Button>
          {stated && (
            <Button
              size="sm"
              variant="ghost"
              disabled={correct.isPending}
              aria-label={`Mark ${label} as not stated`}
              onClick={() =>
                correct.mutate(
                  { key: term.key, value: null },
                  { onSuccess: () => toast.success(`${label}: not stated`), onError: (e) => showError(e, 'Could not save') },
                )
              }
            >
              Mark not stated
            </Button>
          )}
        </div>
      )}
      {editing && <TermEditor documentId={documentId} termKey={term.key} value={term.value} onDone={() => setEditing(false)} />}
    </li>
  );
}
