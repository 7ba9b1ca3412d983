import { ArrowLeft, Lock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState, ErrorBanner, FullPageSpinner } from '@/components/ui/feedback';
import { useProject } from '@/features/projects/api';
import { AnswerActions } from '@/features/queries/answer-actions';
import { AnswerBody } from '@/features/queries/answer-body';
import { citationLabel, fromLogEntry, leaseHref } from '@/features/queries/answer-model';
import { useSavedQuery } from '@/features/queries/api';
import { CitationChip } from '@/features/queries/citation-chip';
import { ApiError } from '@/lib/api';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What someone outside the workspace (or with another workspace active) sees: nothing of the answer. */
function NotAvailable() {
  return (
    <>
      <AppPageHeader title="Answer not available" />
      <EmptyState
        icon={<Lock className="h-8 w-8" />}
        title="This answer is not available to you"
        description="It does not exist, or it belongs to a workspace you are not a member of. If it was shared from another of your workspaces, switch to that workspace and open the link again."
        action={
          <Button asChild variant="outline">
            <Link to="/dashboard">Back to the dashboard</Link>
          </Button>
        }
      />
    </>
  );
}

function ProjectLink({ projectId }: { projectId: string }) {
  const { data } = useProject(projectId);
  if (!data) return null;
  return (
    <Link to={`/dashboard/projects/${data.id}?tab=queries`} className="inline-flex items-center gap-1 text-brand-700 hover:underline">
      <ArrowLeft className="h-3.5 w-3.5" aria-hidden /> {data.name}
    </Link>
  );
}

/** /dashboard/queries/:queryId: a saved question and answer, shared by link among the workspace's members. */
export default function SharedQueryPage() {
  const id = useParams().queryId ?? '';
  const { data, isPending, error } = useSavedQuery(id);
  if (isPending) return <FullPageSpinner />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400)) return <NotAvailable />;
  if (!data) return <ErrorBanner message="This answer could not be loaded. Refresh to try again." />;
  const answer = fromLogEntry(data);
  const asker = data.askedBy ? (data.askedBy.kind === 'api_key' ? `API key “${data.askedBy.name}”` : data.askedBy.name) : 'A former member';

  return (
    <>
      <AppPageHeader title="Saved answer" />
      <div className="space-y-4">
        <Card>
          <CardContent className="space-y-4 p-4 sm:p-6">
            <div className="space-y-1">
              <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">Question</p>
              <h2 data-testid="saved-question" className="break-words text-lg font-semibold text-gray-900">
                {data.question}
              </h2>
              <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-500">
                <span data-testid="asked-by">
                  Asked by {asker} on <time dateTime={data.createdAt}>{when.format(new Date(data.createdAt))}</time>
                </span>
                {data.projectId && (
                  <>
                    <span aria-hidden>·</span>
                    <ProjectLink projectId={data.projectId} />
                  </>
                )}
              </p>
            </div>
            <div className="space-y-1">
              <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">Answer</p>
              <AnswerBody answer={answer} />
            </div>
            <AnswerActions answer={answer} />
          </CardContent>
        </Card>
        {answer.citations.length > 0 && (
          <Card>
            <CardContent className="space-y-3 p-4 sm:p-6">
              <h2 className="text-base font-semibold text-gray-900">Cited passages</h2>
              <ol className="space-y-3">
                {answer.citations.map((c) => (
                  <li key={c.number} className="space-y-1.5 rounded-lg border border-gray-200 p-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <CitationChip citation={c} />
                      {c.leaseId && (
                        <Link to={leaseHref(c.leaseId)} className="text-xs font-medium text-brand-700 hover:underline">
                          Open the lease
                        </Link>
                      )}
                    </div>
                    {c.quote && (
                      <blockquote className="break-words border-l-2 border-amber-300 pl-3 text-sm text-gray-700" aria-label={`Quote from ${citationLabel(c)}`}>
                        {c.quote}
                      </blockquote>
                    )}
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        )}
      </div>
    </>
  );
}
