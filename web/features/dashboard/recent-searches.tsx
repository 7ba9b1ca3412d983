import { History } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, ErrorBanner, Spinner } from '@/components/ui/feedback';
import { Badge } from '@/components/ui/badge';
import { useRecentQueries } from '@/features/workspaces/api';

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The caller's latest questions in this workspace. */
export function RecentSearches() {
  const { data, isPending, isError } = useRecentQueries();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Searches</CardTitle>
        <CardDescription>Your latest questions in this workspace.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner label="Loading recent searches" />
        ) : isError ? (
          <ErrorBanner message="Recent searches could not be loaded." />
        ) : !data?.length ? (
          <EmptyState
            icon={<History className="h-6 w-6" />}
            title="No searches yet"
            description="Once documents are uploaded, the questions you ask, like “When does the lease for unit 4B end?”, will be listed here."
          />
        ) : (
          <ul className="divide-y divide-gray-100">
            {data.map((q) => (
              <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span className="min-w-0 flex-1 break-words text-sm text-gray-900">{q.question}</span>
                <span className="flex items-center gap-2 text-xs text-gray-500">
                  <Badge variant={q.answered ? 'success' : 'secondary'}>{q.answered ? 'Answered' : `${q.resultCount} results`}</Badge>
                  {when.format(new Date(q.createdAt))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
