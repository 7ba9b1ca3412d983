import { FileText, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import type { DocumentDto } from '@common/documents';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { showError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { isActive, useRetryDocument } from './api';
import { DocumentActions, DocumentTypeSelect, type DocumentHandlers } from './document-actions';
import { DocumentStatusBadge, ProgressBar } from './document-status-badge';
import { formatBytes, formatRelative, processingLabel, versionLabel } from './format';

type ItemProps = { doc: DocumentDto; highlighted?: boolean } & DocumentHandlers;

/** The document page: its viewer, details, history and actions. */
export const documentPath = (doc: Pick<DocumentDto, 'id'>) => `/dashboard/documents/${doc.id}`;

/**
 * The title links to the document page, and its overlay stretches over the whole item (the item is
 * `relative`), so a click anywhere on it opens the document; the controls sit above the overlay (`relative z-10`).
 */
function Title({ doc }: { doc: DocumentDto }) {
  return (
    <p
      data-testid="document-title"
      className="truncate text-sm font-semibold text-gray-900"
      title={doc.fileName === doc.title ? doc.title : `${doc.title} (${doc.fileName})`}
    >
      <Link
        to={documentPath(doc)}
        className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {doc.title}
      </Link>
    </p>
  );
}

function Meta({ doc }: { doc: DocumentDto }) {
  const size = [formatBytes(doc.sizeBytes), doc.pageCount ? `${doc.pageCount} ${doc.pageCount === 1 ? 'page' : 'pages'}` : null].filter(Boolean).join(' · ');
  return (
    <p className="text-xs text-gray-500" title={`Uploaded ${new Date(doc.createdAt).toLocaleString()}${doc.uploadedBy ? ` by ${doc.uploadedBy.name}` : ''}`}>
      <span className="block truncate">{size}</span>
      <span className="block truncate" data-testid="document-versions">
        {versionLabel(doc.version)} · {formatRelative(doc.createdAt)}
      </span>
    </p>
  );
}

function FailureNote({ doc }: { doc: DocumentDto }) {
  const retry = useRetryDocument();
  return (
    <div className="relative z-10 flex items-start justify-between gap-2 rounded-md bg-red-50 px-2.5 py-2">
      <p className="min-w-0 break-words text-xs text-red-700">{doc.error ?? 'Processing failed.'}</p>
      <Button
        variant="outline"
        size="sm"
        className="h-7 shrink-0 px-2 text-xs"
        disabled={retry.isPending}
        aria-label={`Retry processing of ${doc.title}`}
        onClick={() =>
          retry.mutate(doc.id, {
            onError: (e) => showError(e, 'Could not retry'),
          })
        }
      >
        <RotateCw /> Retry
      </Button>
    </div>
  );
}

/** Grid view: one card per document. */
export function DocumentCard({ doc, highlighted, ...handlers }: ItemProps) {
  return (
    <Card
      id={`document-${doc.id}`}
      data-testid="document-item"
      className={cn('relative flex min-w-0 flex-col gap-3 p-4 transition-shadow hover:shadow-md', highlighted && 'ring-2 ring-brand-500')}
    >
      <div className="flex items-start gap-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <FileText className="h-4.5 w-4.5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <Title doc={doc} />
          <Meta doc={doc} />
        </div>
        <div className="relative z-10">
          <DocumentActions doc={doc} {...handlers} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <DocumentTypeSelect doc={doc} className="relative z-10 w-auto max-w-[11rem]" />
        <DocumentStatusBadge doc={doc} />
      </div>
      {isActive(doc) && (
        <ProgressBar value={doc.status === 'queued' ? 0 : doc.progress} label={`Processing ${doc.title}: ${processingLabel(doc)}`} tone="amber" />
      )}
      {doc.status === 'failed' && <FailureNote doc={doc} />}
    </Card>
  );
}

/** List view: one row per document; columns collapse under each other on a phone. */
export function DocumentRow({ doc, highlighted, ...handlers }: ItemProps) {
  return (
    <li
      id={`document-${doc.id}`}
      data-testid="document-item"
      className={cn(
        'relative px-4 py-3 hover:bg-gray-50 sm:grid sm:grid-cols-[minmax(0,1fr)_11rem_minmax(0,12rem)_2.5rem] sm:items-center sm:gap-4',
        highlighted && 'bg-brand-50',
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        <FileText className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
        <div className="min-w-0 flex-1">
          <Title doc={doc} />
          <Meta doc={doc} />
          {doc.status === 'failed' && (
            <div className="mt-2">
              <FailureNote doc={doc} />
            </div>
          )}
        </div>
        <div className="relative z-10 sm:hidden">
          <DocumentActions doc={doc} {...handlers} />
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 pl-7 sm:contents">
        <DocumentTypeSelect doc={doc} className="relative z-10 w-auto sm:w-full" />
        <div className="min-w-0">
          <DocumentStatusBadge doc={doc} />
          {isActive(doc) && (
            <div className="mt-1.5 w-32 sm:w-full">
              <ProgressBar value={doc.status === 'queued' ? 0 : doc.progress} label={`Processing ${doc.title}: ${processingLabel(doc)}`} tone="amber" />
            </div>
          )}
        </div>
      </div>
      <div className="relative z-10 hidden sm:block">
        <DocumentActions doc={doc} {...handlers} />
      </div>
    </li>
  );
}
