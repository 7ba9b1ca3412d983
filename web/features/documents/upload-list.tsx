import { AlertTriangle, CheckCircle2, Copy, FileUp, RotateCw, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { showError } from '@/lib/api';
import { useRetryDocument } from './api';
import { ProgressBar } from './document-status-badge';
import { formatBytes, processingLabel } from './format';
import { uploads, useUploads, type UploadItem } from './upload-store';

/** This tab's uploads (optionally for one project): progress, processing, failures with a retry, duplicates. */
export function UploadList({ projectId, projectNames, propertyId }: { projectId?: string; projectNames?: Record<string, string>; propertyId?: string }) {
  const items = useUploads(projectId).filter((it) => !propertyId || it.links?.propertyId === propertyId);
  if (!items.length) return null;
  const finished = items.some((it) => it.phase === 'uploaded' && it.doc?.status === 'processed');
  const active = items.filter(
    (it) => it.phase === 'waiting' || it.phase === 'uploading' || (it.phase === 'uploaded' && it.doc?.status !== 'processed' && it.doc?.status !== 'failed'),
  ).length;
  const failed = items.filter((it) => it.phase === 'failed' || it.phase === 'duplicate' || it.doc?.status === 'failed').length;
  const summary = active ? `${active} in progress` : failed ? `${failed} ${failed === 1 ? 'needs' : 'need'} attention` : 'all processed';

  return (
    <section aria-label="Uploads" className="rounded-xl border border-gray-200 bg-white">
      <div className="flex items-center justify-between gap-2 border-b border-gray-100 px-4 py-2.5">
        <h3 className="text-sm font-semibold text-gray-900">
          Uploads <span className="font-normal text-gray-500">· {summary}</span>
        </h3>
        {finished && (
          <Button variant="ghost" size="sm" onClick={() => uploads.clearFinished(projectId)}>
            Clear processed
          </Button>
        )}
      </div>
      <ul className="max-h-80 divide-y divide-gray-100 overflow-y-auto">
        {items.map((item) => (
          <UploadRow key={item.key} item={item} projectName={projectNames?.[item.projectId]} />
        ))}
      </ul>
    </section>
  );
}

function UploadRow({ item, projectName }: { item: UploadItem; projectName?: string }) {
  const retry = useRetryDocument();
  const doc = item.doc;
  const failed = item.phase === 'failed' || item.phase === 'duplicate' || doc?.status === 'failed';

  return (
    <li className="px-4 py-3" data-testid="upload-row" data-phase={item.phase} data-status={doc?.status}>
      <div className="flex items-start gap-3">
        <span className={`mt-0.5 shrink-0 ${failed ? 'text-red-600' : doc?.status === 'processed' ? 'text-green-600' : 'text-brand-600'}`} aria-hidden>
          {item.phase === 'duplicate' ? (
            <Copy className="h-4 w-4" />
          ) : failed ? (
            <AlertTriangle className="h-4 w-4" />
          ) : doc?.status === 'processed' ? (
            <CheckCircle2 className="h-4 w-4" />
          ) : (
            <FileUp className="h-4 w-4" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p className="truncate text-sm font-medium text-gray-900" title={item.file.name}>
              {item.file.name}
            </p>
            <span className="shrink-0 text-xs text-gray-500">{formatBytes(item.file.size)}</span>
          </div>
          {projectName && (
            <p className="truncate text-xs text-gray-500">
              <Link className="hover:text-brand-700 hover:underline" to={`/dashboard/projects/${item.projectId}?tab=documents`}>
                {projectName}
              </Link>
              {item.documentId ? ' · new version' : ''}
            </p>
          )}
          {!projectName && item.documentId && <p className="text-xs text-gray-500">New version</p>}
          <div className="mt-1.5">
            <RowStatus item={item} />
          </div>
          {item.phase === 'failed' && item.retryable && (
            <Button
              variant="outline"
              size="sm"
              className="mt-2 h-7 px-2 text-xs"
              onClick={() => uploads.retryUpload(item.key)}
              aria-label={`Retry upload of ${item.file.name}`}
            >
              <RotateCw /> Retry upload
            </Button>
          )}
          {item.phase === 'uploaded' && doc?.status === 'failed' && (
            <Button
              variant="outline"
              size="sm"
              className="mt-2 h-7 px-2 text-xs"
              disabled={retry.isPending}
              aria-label={`Retry processing of ${item.file.name}`}
              onClick={() => retry.mutate(doc.id, { onSuccess: (d) => uploads.applyDocument(d), onError: (e) => showError(e, 'Could not retry') })}
            >
              <RotateCw /> Retry processing
            </Button>
          )}
        </div>
        {item.phase === 'uploading' || item.phase === 'waiting' ? (
          <Button
            variant="ghost"
            size="icon"
            className="-mr-1 -mt-1 h-8 w-8 shrink-0"
            onClick={() => uploads.dismiss(item.key)}
            aria-label={`Cancel upload of ${item.file.name}`}
          >
            <X />
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="icon"
            className="-mr-1 -mt-1 h-8 w-8 shrink-0"
            onClick={() => uploads.dismiss(item.key)}
            aria-label={`Dismiss ${item.file.name}`}
          >
            <X />
          </Button>
        )}
      </div>
    </li>
  );
}

function RowStatus({ item }: { item: UploadItem }) {
  const doc = item.doc;
  if (item.phase === 'waiting') return <p className="text-xs text-gray-500">Waiting to upload</p>;
  if (item.phase === 'uploading')
    return (
      <div className="space-y-1">
        <ProgressBar value={item.uploadProgress} label={`Uploading ${item.file.name}`} />
        <p className="text-xs text-gray-600">Uploading {item.uploadProgress}%</p>
      </div>
    );
  if (item.phase === 'duplicate')
    return (
      <p role="alert" className="text-xs text-red-700">
        {item.error}{' '}
        {item.existing && (
          <Link
            className="font-medium text-brand-700 underline"
            to={`/dashboard/projects/${item.existing.projectId}?tab=documents&document=${item.existing.id}`}
          >
            Open the existing document
          </Link>
        )}
      </p>
    );
  if (item.phase === 'failed')
    return (
      <p role="alert" className="break-words text-xs text-red-700">
        {item.error}
      </p>
    );
  if (!doc) return null;
  if (doc.status === 'processed')
    return (
      <p className="text-xs text-green-700">
        Uploaded · Processed ·{' '}
        <Link className="font-medium text-brand-700 underline" to={`/dashboard/documents/${doc.id}`} aria-label={`Open ${item.file.name}`}>
          Open
        </Link>
      </p>
    );
  if (doc.status === 'failed')
    return (
      <p role="alert" className="break-words text-xs text-red-700">
        Processing failed: {doc.error ?? 'unknown reason'}
      </p>
    );
  return (
    <div className="space-y-1">
      <ProgressBar value={doc.status === 'queued' ? 0 : doc.progress} label={`Processing ${item.file.name}`} tone="amber" />
      <p className="truncate text-xs text-gray-600">Uploaded · {processingLabel(doc)}</p>
    </div>
  );
}
