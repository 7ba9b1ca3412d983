import { FileSignature, FileUp, RotateCw, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { DocumentDto, DocumentProcessingRunDto, ProcessingOutcome } from '@common/documents';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/feedback';
import { showError } from '@/lib/api';
import { isActive, useDeleteDocument, useDocumentVersions, useRetryDocument, useUpdateDocument } from './api';
import { DocumentTypeSelect } from './document-actions';
import { documentDetailKey, useDocumentHistory } from './document-details-api';
import { DocumentLinks } from './document-links';
import { DocumentStatusBadge } from './document-status-badge';
import { formatBytes, formatRelative, processingLabel, versionLabel } from './format';
import { NewVersionDialog } from './new-version-dialog';
import { uploads, useUploads } from './upload-store';

const when = (iso: string) => new Date(iso).toLocaleString();

const outcomeLabels: Record<ProcessingOutcome, { label: string; variant: 'success' | 'destructive' | 'warning' | 'secondary' }> = {
  queued: { label: 'Queued', variant: 'warning' },
  processing: { label: 'Processing', variant: 'warning' },
  retrying: { label: 'Retrying', variant: 'warning' },
  processed: { label: 'Processed', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  finished: { label: 'Finished', variant: 'secondary' },
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2 border-t border-gray-100 pt-4 first:border-0 first:pt-0">
      <h2 className="text-xs font-medium uppercase tracking-wide text-gray-500">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 text-sm">
      <dt className="shrink-0 text-gray-500">{label}</dt>
      <dd className="min-w-0 break-words text-right text-gray-900">{children}</dd>
    </div>
  );
}

/**
 * The document page's side panel: what the document is (type, pages, size, uploader, versions), what
 * processing did with it (each run, its tries and reasons), and what the caller may do with it (upload a new
 * version and edit its type: everyone; retry: when it failed; delete: `canDelete`, as the server decides).
 */
export function DocumentDetailsPanel({ doc }: { doc: DocumentDto }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [versionOpen, setVersionOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const versions = useDocumentVersions(doc.id, true);
  const history = useDocumentHistory(doc.id, isActive(doc));
  const retry = useRetryDocument();
  const remove = useDeleteDocument();
  const retype = useUpdateDocument();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: documentDetailKey(doc.id) });
    void queryClient.invalidateQueries({ queryKey: ['viewer', doc.id] });
  }, [queryClient, doc.id]);
  // A new version uploaded from here: its processing shows once the file has arrived.
  const versionUploads = useUploads(doc.projectId).filter((u) => u.documentId === doc.id && u.phase !== 'uploaded');
  useEffect(() => uploads.onUploaded((uploaded) => uploaded.id === doc.id && refresh()), [doc.id, refresh]);

  return (
    <aside aria-label="Document details" className="space-y-4 rounded-xl border border-gray-200 bg-white p-4">
      <Section title="Details">
        <dl className="space-y-2">
          <Fact label="Status">
            <DocumentStatusBadge doc={doc} />
          </Fact>
          <Fact label="Type">
            <DocumentTypeSelect doc={doc} className="w-auto max-w-[11rem]" />
          </Fact>
          <Fact label="Pages">{doc.pageCount ?? (isActive(doc) ? 'Counting…' : '—')}</Fact>
          <Fact label="Size">{formatBytes(doc.sizeBytes)}</Fact>
          <Fact label="File">
            <span className="break-all">{doc.fileName}</span>
          </Fact>
          <Fact label="Uploaded by">{doc.uploadedBy?.name ?? 'An API key or a former member'}</Fact>
          <Fact label="Uploaded">
            <span title={when(doc.createdAt)}>{formatRelative(doc.createdAt)}</span>
          </Fact>
        </dl>
        {isActive(doc) && <p className="text-xs text-amber-700">{processingLabel(doc)}</p>}
        {doc.status === 'failed' && doc.error && <p className="rounded-md bg-red-50 px-2.5 py-2 text-xs text-red-700">{doc.error}</p>}
        {versionUploads.map((u) => (
          <p key={u.key} role="status" className={u.error ? 'text-xs text-red-700' : 'text-xs text-gray-600'}>
            {u.error ? `New version ${u.file.name}: ${u.error}` : `Uploading new version ${u.file.name}… ${Math.round(u.uploadProgress)}%`}
          </p>
        ))}
      </Section>

      <Section title="Linked records">
        <DocumentLinks doc={doc} />
      </Section>

      <Section title="Actions">
        <div className="flex flex-col gap-2">
          <Button variant="outline" className="justify-start" onClick={() => setVersionOpen(true)}>
            <FileUp /> Upload new version
          </Button>
          {doc.type !== 'lease' && (
            // A lease or amendment filed as something else: once marked, its terms are read (the lease section).
            <Button
              variant="outline"
              className="justify-start"
              disabled={retype.isPending}
              onClick={() =>
                retype.mutate(
                  { id: doc.id, type: 'lease' },
                  {
                    onSuccess: () => {
                      toast.success('Marked as a lease', { description: 'Its terms are being read.' });
                      refresh();
                    },
                    onError: (e) => showError(e, 'Could not mark it as a lease'),
                  },
                )
              }
            >
              <FileSignature /> Mark as lease
            </Button>
          )}
          {doc.status === 'failed' && (
            <Button
              variant="outline"
              className="justify-start"
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate(doc.id, {
                  onSuccess: () => {
                    toast.success('Processing restarted', { description: doc.title });
                    void refresh();
                  },
                  onError: (e) => showError(e, 'Could not retry'),
                })
              }
            >
              <RotateCw /> Retry processing
            </Button>
          )}
          {doc.canDelete && (
            <Button variant="outline" className="justify-start text-red-700 hover:bg-red-50" onClick={() => setConfirmDelete(true)}>
              <Trash2 /> Delete document
            </Button>
          )}
        </div>
      </Section>

      <Section title={`Versions (${versionLabel(doc.version)})`}>
        {versions.isPending ? (
          <Spinner />
        ) : (
          <ol className="space-y-1.5" aria-label="Versions">
            {versions.data?.map((v) => (
              <li key={v.id} className="text-sm">
                <span className="whitespace-nowrap font-medium text-gray-900">Version {v.version}</span>
                {v.current && <span className="ml-1.5 text-xs text-brand-700">current</span>}
                <p className="break-words text-xs text-gray-500" title={when(v.createdAt)}>
                  {formatBytes(v.sizeBytes)} · {v.uploadedBy?.name ?? 'API key'} · {formatRelative(v.createdAt)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title="Processing history">
        {history.isPending ? (
          <Spinner />
        ) : !history.data?.length ? (
          <p className="text-sm text-gray-500">No processing runs are on record (finished runs are kept for a week).</p>
        ) : (
          <ol className="space-y-3" aria-label="Processing history">
            {history.data.map((run) => (
              <ProcessingRun key={run.id} run={run} />
            ))}
          </ol>
        )}
      </Section>

      <NewVersionDialog doc={versionOpen ? doc : null} onOpenChange={setVersionOpen} />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this document?"
        description={
          <span className="break-words">
            “{doc.title}” ({versionLabel(doc.version)}) is removed from search and answers at once, and its file is deleted. This cannot be undone.
          </span>
        }
        confirmLabel="Delete document"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(doc.id, {
            onSuccess: () => {
              toast.success('Document deleted', { description: doc.title });
              navigate(`/dashboard/projects/${doc.projectId}?tab=documents`, { replace: true });
            },
            onError: (err) => showError(err, 'Could not delete the document'),
          })
        }
      />
    </aside>
  );
}

function ProcessingRun({ run }: { run: DocumentProcessingRunDto }) {
  const { label, variant } = outcomeLabels[run.outcome];
  const tries = run.attempts > 1 ? ` · ${run.attempts} tries` : '';
  return (
    <li className="space-y-1" data-testid="processing-run">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm text-gray-900">{run.version ? `Version ${run.version}` : 'A removed version'}</span>
        <Badge variant={variant}>{label}</Badge>
      </div>
      <p className="text-xs text-gray-500">
        Queued{' '}
        <time dateTime={run.queuedAt} title={when(run.queuedAt)}>
          {formatRelative(run.queuedAt)}
        </time>
        {run.finishedAt && (
          <>
            {' '}
            · ended{' '}
            <time dateTime={run.finishedAt} title={when(run.finishedAt)}>
              {formatRelative(run.finishedAt)}
            </time>
          </>
        )}
        {tries}
      </p>
      {run.reason && <p className="break-words text-xs text-red-700">{run.reason}</p>}
    </li>
  );
}
