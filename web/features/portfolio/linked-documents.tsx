import { FileText, Upload } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { documentTypeLabels } from '@common/documents';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorBanner, Spinner } from '@/components/ui/feedback';
import { useDocuments } from '@/features/documents/api';
import { documentPath } from '@/features/documents/document-item';
import { DocumentStatusBadge } from '@/features/documents/document-status-badge';
import { UploadList } from '@/features/documents/upload-list';
import { uploads } from '@/features/documents/upload-store';

/**
 * The documents linked to a property (directly, or through one of its units or leases), and uploading more: an
 * upload from here is linked to the property and filed in the property's project.
 */
export function LinkedDocuments({ propertyId, propertyName }: { propertyId: string; propertyName: string }) {
  const input = useRef<HTMLInputElement>(null);
  const { data: docs, isPending, isError } = useDocuments('', { sort: 'newest', propertyId });
  const add = (files: File[]) => uploads.add(files, { projectId: '', links: { propertyId } });

  return (
    <section aria-labelledby="documents-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="documents-heading" className="text-base font-semibold text-gray-900">
          Documents
        </h2>
        <Button size="sm" className="h-9" onClick={() => input.current?.click()}>
          <Upload /> Upload to {propertyName.length > 24 ? 'this property' : propertyName}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          className="hidden"
          aria-hidden
          tabIndex={-1}
          data-testid="property-upload-input"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length) add(files);
          }}
        />
      </div>
      <UploadList propertyId={propertyId} />
      {isPending ? (
        <Spinner label="Loading documents" />
      ) : isError ? (
        <ErrorBanner message="The documents could not be loaded. Refresh to try again." />
      ) : docs.length === 0 ? (
        <EmptyState
          icon={<FileText className="h-7 w-7" />}
          title="No documents linked yet"
          description="Upload this property's leases, inspection reports and maintenance records here, or link a document to it from the document's page."
        />
      ) : (
        <ul aria-label="Linked documents" className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
          {docs.map((d) => (
            <li key={d.id} className="relative flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-gray-50">
              <FileText className="h-4 w-4 shrink-0 text-brand-600" aria-hidden />
              <Link to={documentPath(d)} className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900 after:absolute after:inset-0 hover:underline">
                {d.title}
              </Link>
              <span className="text-xs text-gray-500">{documentTypeLabels[d.type]}</span>
              <DocumentStatusBadge doc={d} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
