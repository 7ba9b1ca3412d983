import { ArrowUpRight, FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { CriticalDateDto } from '@common/calendar';
import { citationHref } from '@/features/viewer/citation-link';
import { cn } from '@/lib/cn';
import { dayOfMonth, formatLongDate, kindStyles, relativeDays, shortMonth } from './format';

/** Where the passage that set a date opens: the viewer with it highlighted, or the document when no passage is kept. */
export function sourceHref(source: NonNullable<CriticalDateDto['source']>) {
  const e = source.evidence;
  return e
    ? citationHref({ documentId: source.documentId, page: e.page, charStart: e.charStart, charEnd: e.charEnd })
    : `/dashboard/documents/${source.documentId}`;
}

export const placeOf = (item: Pick<CriticalDateDto, 'propertyName' | 'unitLabel'>) =>
  item.unitLabel ? `${item.propertyName}, unit ${item.unitLabel}` : item.propertyName;

/** One critical date: when, what, where, and the two ways on (the lease, the passage that set it). */
export function DateItem({ item, today }: { item: CriticalDateDto; today: string }) {
  const past = item.date < today;
  return (
    <li className={cn('flex gap-3 py-4 sm:gap-4', past && 'opacity-70')} data-testid="critical-date">
      <div className="flex w-12 shrink-0 flex-col items-center rounded-lg border border-gray-200 bg-white py-1.5 text-center" aria-hidden>
        <span className="text-[11px] font-semibold uppercase text-gray-500">{shortMonth(item.date)}</span>
        <span className="text-lg font-semibold leading-tight text-gray-900">{dayOfMonth(item.date)}</span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={cn('inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium', kindStyles[item.kind].chip)}>
            <span className={cn('h-1.5 w-1.5 rounded-full', kindStyles[item.kind].dot)} aria-hidden />
            {item.title}
          </span>
          <span className="text-sm text-gray-600">
            <time dateTime={item.date}>{formatLongDate(item.date)}</time> · {relativeDays(today, item.date)}
          </span>
        </div>
        <p className="mt-1 break-words text-sm font-medium text-gray-900">
          {placeOf(item)}
          {item.tenantNames.length > 0 && <span className="font-normal text-gray-600"> · {item.tenantNames.join(', ')}</span>}
        </p>
        <p className="mt-0.5 break-words text-sm text-gray-600">{item.detail}</p>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={`/dashboard/leases/${item.leaseId}`} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
            Open lease <ArrowUpRight className="h-3.5 w-3.5" aria-hidden />
          </Link>
          {item.source ? (
            <Link
              to={sourceHref(item.source)}
              className="inline-flex min-w-0 items-center gap-1 text-gray-700 hover:text-brand-700 hover:underline"
              aria-label={`Source: ${item.source.documentTitle}${item.source.evidence ? `, page ${item.source.evidence.page}` : ''}. Open the passage`}
            >
              <FileText className="h-3.5 w-3.5 shrink-0 text-gray-400" aria-hidden />
              <span className="truncate">
                {item.source.documentTitle}
                {item.source.evidence ? `, p. ${item.source.evidence.page}` : ''}
              </span>
            </Link>
          ) : (
            <span className="text-gray-500">From the lease record (no abstracted document)</span>
          )}
        </div>
      </div>
    </li>
  );
}
