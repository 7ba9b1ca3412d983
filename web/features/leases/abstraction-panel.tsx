import { CheckCheck, FileSearch, Loader2, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Abstraction } from '@common/api/leases';
import type { DocumentDto } from '@common/documents';
import { leaseTermGroups } from '@common/lease-terms';
import { can } from '@common/permissions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/feedback';
import { useCurrentWorkspace } from '@/features/workspaces/api';
import { showError } from '@/lib/api';
import { useAcceptAll, useDocumentAbstraction, useRerunAbstraction } from './api';
import { AmendmentLink } from './amendment-link';
import { TermRow, type ShowEvidence } from './term-row';
import { useAbstractionLiveUpdates } from './use-abstraction-live-updates';

function Shell({ children, title = 'Lease terms', badge }: { children: React.ReactNode; title?: string; badge?: React.ReactNode }) {
  return (
    <section aria-label="Lease terms" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4" data-testid="lease-abstraction">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-gray-900">{title}</h2>
        {badge}
      </div>
      {children}
    </section>
  );
}

/**
 * The document page's lease section: while the document is read, its progress; then the review form of what was
 * abstracted, grouped as a lease abstract reads (parties, term, money, use), with what to do at every step.
 * Renders nothing for a document that is not a lease and has no abstraction.
 */
export function AbstractionPanel({ doc, onShowEvidence }: { doc: DocumentDto; onShowEvidence: ShowEvidence }) {
  useAbstractionLiveUpdates(doc.id);
  const { data, isPending, error } = useDocumentAbstraction(doc.id);
  const rerun = useRerunAbstraction(doc.id);
  const { data: workspace } = useCurrentWorkspace();
  const canEdit = !!workspace && can(workspace.role, 'portfolio.edit');
  const again = () =>
    rerun.mutate(undefined, { onSuccess: () => toast.success('Reading the lease terms again'), onError: (e) => showError(e, 'Could not start it') });

  if (isPending) return doc.type === 'lease' ? <Shell>{<Spinner />}</Shell> : null;
  if (error)
    return doc.type === 'lease' ? <Shell>{<p className="text-sm text-red-700">The lease terms could not be loaded. Refresh to try again.</p>}</Shell> : null;
  const abstraction = data?.abstraction;

  if (!abstraction) {
    if (doc.type !== 'lease' || doc.status === 'failed') return null;
    if (data?.awaiting || doc.status !== 'processed')
      return (
        <Shell badge={<Badge variant="warning">Waiting</Badge>}>
          <Progress text={doc.status === 'processed' ? 'Waiting to read the lease terms…' : 'The terms are read as soon as the document has been processed.'} />
        </Shell>
      );
    return (
      <Shell>
        <div className="space-y-2 text-sm text-gray-700">
          <p className="flex items-start gap-2">
            <FileSearch className="mt-0.5 h-4 w-4 shrink-0 text-gray-400" aria-hidden />
            Propwise read this document and found no lease or amendment in it: no parties, premises, rent or term to abstract.
          </p>
          <p className="text-gray-600">If it is a lease, upload a clearer copy as a new version. If it is not, change its type in the details.</p>
          {canEdit && (
            <Button size="sm" variant="outline" onClick={again} disabled={rerun.isPending}>
              <RotateCw /> Read it again
            </Button>
          )}
        </div>
      </Shell>
    );
  }

  const reading = abstraction.status === 'queued' || abstraction.status === 'processing';
  const everRead = !!abstraction.extractorVersion;
  const kindLabel = abstraction.kind === 'amendment' ? 'Amendment' : 'Lease';
  return (
    <Shell title={everRead ? `${kindLabel} terms` : 'Lease terms'} badge={<StatusBadge abstraction={abstraction} />}>
      {reading && (
        <Progress
          text={
            everRead
              ? 'Reading the document again. Corrections and acceptances stay.'
              : abstraction.status === 'queued'
                ? 'Waiting to read the lease terms…'
                : 'Reading the lease terms…'
          }
        />
      )}
      {abstraction.status === 'failed' && (
        <div role="alert" className="space-y-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{abstraction.error ?? 'The lease terms could not be read.'}</p>
          {canEdit && (
            <Button size="sm" variant="outline" onClick={again} disabled={rerun.isPending}>
              <RotateCw /> Try again
            </Button>
          )}
        </div>
      )}
      {everRead && <ReviewForm abstraction={abstraction} canEdit={canEdit && !reading} onShowEvidence={onShowEvidence} onRerun={canEdit ? again : undefined} />}
    </Shell>
  );
}

function Progress({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-amber-800">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {text}
    </p>
  );
}

function StatusBadge({ abstraction }: { abstraction: Abstraction }) {
  if (abstraction.status === 'failed') return <Badge variant="destructive">Failed</Badge>;
  if (abstraction.status !== 'ready') return <Badge variant="warning">{abstraction.status === 'queued' ? 'Queued' : 'Reading'}</Badge>;
  return abstraction.toReview ? <Badge variant="warning">{abstraction.toReview} to review</Badge> : <Badge variant="success">Reviewed</Badge>;
}

function ReviewForm({
  abstraction,
  canEdit,
  onShowEvidence,
  onRerun,
}: {
  abstraction: Abstraction;
  canEdit: boolean;
  onShowEvidence: ShowEvidence;
  onRerun?: () => void;
}) {
  const acceptAll = useAcceptAll(abstraction.documentId);
  const [showUnstated, setShowUnstated] = useState(false);
  const byKey = new Map(abstraction.terms.map((t) => [t.key, t]));
  const isAmendment = abstraction.kind === 'amendment';
  // An amendment states only what it changes: the rest is hidden until asked for.
  const hidden = isAmendment
    ? abstraction.terms.filter((t) => t.value === null && t.status === 'extracted' && t.key !== 'effective_date').map((t) => t.key)
    : [];
  const nothingRead = isAmendment && abstraction.terms.every((t) => t.key === 'effective_date' || t.value === null);
  const visible = (key: string) => byKey.has(key as never) && (showUnstated || !hidden.includes(key as never));

  return (
    <div className="space-y-4">
      {isAmendment ? (
        <AmendmentLink abstraction={abstraction} canEdit={canEdit} />
      ) : abstraction.lease ? (
        <p className="break-words text-sm text-gray-700">
          In the portfolio as{' '}
          <Link to={`/dashboard/leases/${abstraction.lease.id}`} className="font-medium text-brand-700 hover:underline">
            {abstraction.lease.label}
          </Link>
        </p>
      ) : (
        abstraction.portfolioNote && <p className="rounded-md border border-amber-200 bg-amber-50 p-2.5 text-sm text-amber-900">{abstraction.portfolioNote}</p>
      )}

      {canEdit && abstraction.toReview > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-gray-50 p-2.5">
          <p className="text-sm text-gray-700">Check each value against its passage, then accept it or correct it.</p>
          <Button
            size="sm"
            disabled={acceptAll.isPending}
            onClick={() =>
              acceptAll.mutate(undefined, {
                onSuccess: () => toast.success('Every remaining value accepted'),
                onError: (e) => showError(e, 'Could not accept'),
              })
            }
          >
            <CheckCheck /> Accept all remaining ({abstraction.toReview})
          </Button>
        </div>
      )}

      {nothingRead && (
        <p className="text-sm text-gray-700">
          Propwise found no changed terms in this amendment. Show the terms it does not change and correct the ones it does, with its effective date.
        </p>
      )}
      {leaseTermGroups.map((group) => {
        const keys = group.keys.filter(visible);
        if (!keys.length) return null;
        return (
          <div key={group.title}>
            <h3 className="text-xs font-medium uppercase tracking-wide text-gray-500">{group.title}</h3>
            <ul className="divide-y divide-gray-100">
              {keys.map((key) => (
                <TermRow key={key} documentId={abstraction.documentId} term={byKey.get(key)!} canEdit={canEdit} onShowEvidence={onShowEvidence} />
              ))}
            </ul>
          </div>
        );
      })}
      {hidden.length > 0 && (
        <Button variant="link" className="h-auto p-0 text-sm" onClick={() => setShowUnstated((v) => !v)}>
          {showUnstated ? 'Hide the terms it does not change' : `Show the ${hidden.length} terms it does not change`}
        </Button>
      )}
      {onRerun && (
        <p className="text-xs text-gray-500">
          Values look wrong everywhere?{' '}
          <Button variant="link" className="h-auto p-0 text-xs" onClick={onRerun}>
            Read the document again
          </Button>{' '}
          (your corrections stay).
        </p>
      )}
    </div>
  );
}
