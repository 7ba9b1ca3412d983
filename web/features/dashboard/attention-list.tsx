import { AlertTriangle, CheckCircle2, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorBanner, Spinner } from '@/components/ui/feedback';
import { useAttention, type AttentionItem, type AttentionPriority } from './api';

const badge: Record<AttentionPriority, { label: string; variant: 'destructive' | 'warning' | 'default' }> = {
  urgent: { label: 'Urgent', variant: 'destructive' },
  high: { label: 'High', variant: 'warning' },
  medium: { label: 'Medium', variant: 'default' },
};

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function Item({ item }: { item: AttentionItem }) {
  const b = badge[item.priority];
  return (
    <li>
      <Link
        to={item.href}
        data-testid="attention-item"
        data-source={item.source}
        className="flex items-start gap-3 rounded-lg px-3 py-3 hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Badge variant={b.variant} className="shrink-0">
              {b.label}
            </Badge>
            <span className="text-sm font-medium text-gray-900">{item.title}</span>
          </span>
          <span className="mt-1 block break-words text-sm text-gray-600">{item.detail}</span>
          {item.date && (
            <time dateTime={item.date} className="mt-0.5 block text-xs text-gray-500">
              {dayFormat.format(new Date(`${item.date}T00:00:00Z`))}
            </time>
          )}
        </span>
        <ChevronRight className="mt-1 h-4 w-4 shrink-0 text-gray-400" aria-hidden />
      </Link>
    </li>
  );
}

/** Items Needing Attention: real items from the server, most pressing first, each linking to where it is handled. */
export function AttentionList() {
  const { data, isPending, isError } = useAttention();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AlertTriangle className="h-5 w-5 text-amber-500" aria-hidden /> Items Needing Attention
          {!!data?.total && <span className="text-sm font-normal text-gray-500">({data.total})</span>}
        </CardTitle>
        <CardDescription>Leases that ended without a renewal, lease terms waiting for your review, and documents that could not be read.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner label="Loading items needing attention" />
        ) : isError || !data ? (
          <ErrorBanner message="Items needing attention could not be loaded. Refresh to try again." />
        ) : data.items.length === 0 ? (
          <div className="flex items-start gap-3 rounded-lg bg-gray-50 p-4 text-sm text-gray-600" data-testid="attention-empty">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden />
            <p>
              Nothing needs your attention right now. Upload your leases with <strong>Upload Lease</strong>: their terms are read for you to review here, and
              leases that end without a renewal or documents that cannot be read show up here too.
            </p>
          </div>
        ) : (
          <>
            <ul className="-mx-3 divide-y divide-gray-100" aria-label="Items needing attention">
              {data.items.map((item) => (
                <Item key={item.id} item={item} />
              ))}
            </ul>
            {data.total > data.items.length && (
              <p className="mt-2 text-xs text-gray-500">
                Showing the {data.items.length} most pressing of {data.total}.
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
