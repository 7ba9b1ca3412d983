import { History } from 'lucide-react';
import { Link } from 'react-router';
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
            description={
              <>
                Ask a question in a project’s Queries tab, like “When does the lease for unit 4B end?”, or{' '}
                <Link to="/dashboard/search" className="text-brand-700 hover:underline">
                  search your documents
                </Link>
                . Your latest ones are listed here.
              </>
            }
          />
        ) : (
          <ul className="divide-y divide-gray-100">
            {data.map((q) => (
              <li key={q.id} className="relative flex flex-wrap items-center justify-between gap-2 py-3">
                {/* The whole row opens the saved question (the link's ::after covers it). */}
                <Link
                  to={`/dashboard/queries/${encodeURIComponent(q.id)}`}
                  className="min-w-0 flex-1 break-words text-sm text-gray-900 after:absolute after:inset-0 hover:text-brand-700 hover:underline focus-visible:outline-none focus-visible:after:rounded-md focus-visible:after:ring-2 focus-visible:after:ring-brand-500"
                >
                  {q.question}
                </Link>
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
