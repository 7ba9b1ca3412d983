import { History, MessageSquareText, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, ErrorBanner, Spinner } from '@/components/ui/feedback';
import { Badge } from '@/components/ui/badge';
import { emptySearchState, writeSearchState } from '@/features/search/search-url';
import { useRecentQueries, type RecentQuery } from '@/features/workspaces/api';
import { recentQueryOutcome } from './recent-query-label';

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A question opens its saved answer; a search runs again on the search page. */
const entryPath = (q: RecentQuery) =>
  q.kind === 'question' ? `/dashboard/queries/${encodeURIComponent(q.id)}` : `/dashboard/search?${writeSearchState({ ...emptySearchState, q: q.question })}`;

/** The caller's latest questions and searches in this workspace, each with what came of it. */
export function RecentSearches() {
  const { data, isPending, isError } = useRecentQueries();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Searches</CardTitle>
        <CardDescription>Your latest questions and searches in this workspace.</CardDescription>
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
            {data.map((q) => {
              const outcome = recentQueryOutcome(q);
              const KindIcon = q.kind === 'question' ? MessageSquareText : Search;
              return (
                <li key={q.id} className="relative flex flex-wrap items-center justify-between gap-2 py-3" data-testid="recent-query">
                  <KindIcon className="h-4 w-4 shrink-0 text-gray-400" aria-hidden />
                  {/* The whole row opens the saved question or the search (the link's ::after covers it). */}
                  <Link
                    to={entryPath(q)}
                    className="min-w-[12rem] flex-1 break-words text-sm text-gray-900 after:absolute after:inset-0 hover:text-brand-700 hover:underline focus-visible:outline-none focus-visible:after:rounded-md focus-visible:after:ring-2 focus-visible:after:ring-brand-500"
                  >
                    {q.question}
                  </Link>
                  <span className="flex items-center gap-2 text-xs text-gray-500">
                    <span data-testid="recent-query-kind">{q.kind === 'question' ? 'Question' : 'Search'}</span>
                    <Badge variant={outcome.tone} data-testid="recent-query-outcome">
                      {outcome.label}
                    </Badge>
                    {when.format(new Date(q.createdAt))}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
