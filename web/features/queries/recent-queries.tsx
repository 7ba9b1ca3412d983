import { History } from 'lucide-react';
import type { QueryLogEntryDto } from '@common/search';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorBanner, Spinner } from '@/components/ui/feedback';
import { formatRelative } from '@/features/projects/format';
import { recentQueryOutcome } from '@/features/dashboard/recent-query-label';
import { fromLogEntry, type AnswerViewModel } from './answer-model';
import { useProjectQueries } from './api';

const outcomeOf = (q: QueryLogEntryDto) =>
  recentQueryOutcome({ kind: q.answer === null ? 'search' : 'question', answered: q.answered, resultCount: q.resultCount, citationCount: q.citations.length });

/** The project's latest questions; choosing one shows its saved answer above. */
export function RecentQueries({ projectId, selectedId, onSelect }: { projectId: string; selectedId?: string; onSelect: (answer: AnswerViewModel) => void }) {
  const { data, isPending, isError } = useProjectQueries(projectId);
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle className="text-base">Recent Queries</CardTitle>
        <CardDescription>Questions asked about this project’s documents.</CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {isPending ? (
          <Spinner label="Loading recent queries" />
        ) : isError ? (
          <ErrorBanner message="Recent queries could not be loaded." />
        ) : !data.length ? (
          <p className="flex items-center gap-2 text-sm text-gray-500">
            <History className="h-4 w-4" aria-hidden /> No questions yet. Ask the first one above.
          </p>
        ) : (
          <ul className="divide-y divide-gray-100" aria-label="Recent queries">
            {data.map((q) => (
              <li key={q.id}>
                <button
                  type="button"
                  aria-current={q.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(fromLogEntry(q))}
                  className="flex w-full flex-wrap items-center justify-between gap-2 rounded-md px-2 py-2.5 text-left hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 aria-[current=true]:bg-brand-50"
                >
                  <span className="min-w-0 flex-1 break-words text-sm text-gray-900">{q.question}</span>
                  <span className="flex items-center gap-2 text-xs text-gray-500">
                    {/* A search (no answer stored) is labelled by its results, a question by its answer. */}
                    <Badge variant={outcomeOf(q).tone}>{outcomeOf(q).label}</Badge>
                    {q.askedBy?.name && <span className="hidden sm:inline">{q.askedBy.name}</span>}
                    <time dateTime={q.createdAt}>{formatRelative(q.createdAt)}</time>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
