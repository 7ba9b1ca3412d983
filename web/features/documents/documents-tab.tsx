import { FileSearch, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { DocumentDto } from '@common/documents';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState, ErrorBanner, Spinner } from '@/components/ui/feedback';
import { showError } from '@/lib/api';
import { useDeleteDocument, useDocuments, type DocumentFilters } from './api';
import { DocumentCard, DocumentRow } from './document-item';
import { DocumentsToolbar, ViewSwitch, type DocumentView } from './documents-toolbar';
import { DropZone, filesFromDrop } from './drop-zone';
import { versionLabel } from './format';
import { NewVersionDialog } from './new-version-dialog';
import { UploadList } from './upload-list';
import { uploads } from './upload-store';

const VIEW_KEY = 'propwise.documents.view';
const readView = (): DocumentView => (typeof localStorage !== 'undefined' && localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid');

/** A project's Documents tab: upload (drop or choose), uploads in flight, and the documents in grid or list view. */
export function DocumentsTab({ projectId }: { projectId: string }) {
  const [filters, setFilters] = useState<DocumentFilters>({ sort: 'newest' });
  const [view, setView] = useState<DocumentView>(readView);
  const [versionOf, setVersionOf] = useState<DocumentDto | null>(null);
  const [deleting, setDeleting] = useState<DocumentDto | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { data: docs, isPending, error } = useDocuments(projectId, filters);
  const remove = useDeleteDocument();
  const highlight = useSearchParams()[0].get('document');

  useEffect(() => {
    if (highlight && docs?.some((d) => d.id === highlight)) document.getElementById(`document-${highlight}`)?.scrollIntoView({ block: 'center' });
  }, [highlight, docs]);

  const chooseView = (v: DocumentView) => {
    setView(v);
    localStorage.setItem(VIEW_KEY, v);
  };
  const add = (files: File[]) => uploads.add(files, { projectId });
  const filtered = !!(filters.type || filters.status || filters.propertyId);
  const handlers = { onNewVersion: setVersionOf, onDelete: setDeleting };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for files dragged with a mouse; the keyboard way in is the Upload button.
    <div
      className="relative space-y-4"
      onDragOver={(e) => {
        if (!docs?.length) return; // the empty state's drop zone handles it
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(e) => {
        if (!docs?.length) return;
        e.preventDefault();
        setDragging(false);
        const files = filesFromDrop(e);
        if (files.length) add(files);
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-gray-900">Documents</h2>
          <p className="text-sm text-gray-500">
            {docs ? `${docs.length} ${docs.length === 1 ? 'document' : 'documents'}${filtered ? ' match these filters' : ''}` : ' '}
            {docs && docs.length > 0 && <span className="hidden sm:inline"> · drop files anywhere here to upload</span>}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {!!docs?.length && <ViewSwitch view={view} onView={chooseView} />}
          <Button onClick={() => input.current?.click()}>
            <Upload /> Upload
          </Button>
        </div>
        <input
          ref={input}
          type="file"
          multiple
          className="hidden"
          aria-hidden
          tabIndex={-1}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length) add(files);
          }}
        />
      </div>

      <UploadList projectId={projectId} />

      {(docs?.length || filtered) && <DocumentsToolbar filters={filters} onChange={setFilters} />}

      {isPending && <Spinner />}
      {error && <ErrorBanner message="The documents could not be loaded. Refresh to try again." />}
      {docs && docs.length === 0 && !filtered && (
        <DropZone title="No documents in this project yet. Drag and drop files here to start" onFiles={add}>
          <p className="mt-2 max-w-md text-xs text-gray-500">
            Leases, tenant files, maintenance records and inspection reports: each gets its type guessed and is made searchable with page citations.
          </p>
        </DropZone>
      )}
      {docs && docs.length === 0 && filtered && (
        <EmptyState
          icon={<FileSearch className="h-8 w-8" />}
          title="No documents match these filters"
          description="Try another type, status or property, or show everything."
          action={
            <Button variant="outline" onClick={() => setFilters({ sort: filters.sort })}>
              Clear filters
            </Button>
          }
        />
      )}
      {docs && docs.length > 0 && view === 'grid' && (
        <ul aria-label="Documents" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {docs.map((doc) => (
            <li key={doc.id} className="min-w-0">
              <DocumentCard doc={doc} highlighted={doc.id === highlight} {...handlers} />
            </li>
          ))}
        </ul>
      )}
      {docs && docs.length > 0 && view === 'list' && (
        <div className="overflow-hidden rounded-xl border border-gray-200 bg-white">
          <div
            className="hidden border-b border-gray-100 bg-gray-50 px-4 py-2 text-xs font-medium uppercase tracking-wide text-gray-500 sm:grid sm:grid-cols-[minmax(0,1fr)_11rem_minmax(0,12rem)_2.5rem] sm:gap-4"
            aria-hidden
          >
            <span>Name</span>
            <span>Type</span>
            <span>Status</span>
            <span />
          </div>
          <ul aria-label="Documents" className="divide-y divide-gray-100">
            {docs.map((doc) => (
              <DocumentRow key={doc.id} doc={doc} highlighted={doc.id === highlight} {...handlers} />
            ))}
          </ul>
        </div>
      )}

      {dragging && (
        <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-xl border-2 border-dashed border-brand-500 bg-brand-50/80 text-sm font-medium text-brand-700">
          Drop to upload into this project
        </div>
      )}

      <NewVersionDialog doc={versionOf} onOpenChange={(open) => !open && setVersionOf(null)} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this document?"
        description={
          deleting ? (
            <span className="break-words">
              “{deleting.title}” ({versionLabel(deleting.version)}) is removed from search and answers at once, and its file is deleted. This cannot be undone.
            </span>
          ) : null
        }
        confirmLabel="Delete document"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Document deleted', {
                description: deleting.title,
              });
              setDeleting(null);
            },
            onError: (err) => showError(err, 'Could not delete the document'),
          })
        }
      />
    </div>
  );
}
