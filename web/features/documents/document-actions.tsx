import { Download, Eye, FileUp, MoreHorizontal, RotateCw, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { DocumentDto, DocumentType } from '@common/documents';
import { documentTypes } from '@common/documents';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { NativeSelect } from '@/components/ui/input';
import { showError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { downloadDocument, useRetryDocument, useUpdateDocument } from './api';
import { documentTypeLabels } from './format';

export interface DocumentHandlers {
  onNewVersion: (doc: DocumentDto) => void;
  onDelete: (doc: DocumentDto) => void;
}

export function startDownload(doc: DocumentDto) {
  downloadDocument(doc.id).catch((err) => showError(err, 'Could not download the file'));
}

/** The per-document menu: open, download, new version, retry a failed or stalled processing, delete (when allowed). */
export function DocumentActions({ doc, onNewVersion, onDelete }: { doc: DocumentDto } & DocumentHandlers) {
  const retry = useRetryDocument();
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="h-8 w-8 shrink-0" aria-label={`Actions for ${doc.title}`}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => navigate(`/dashboard/documents/${doc.id}`)}>
          <Eye className="h-4 w-4" /> Open
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => startDownload(doc)}>
          <Download className="h-4 w-4" /> Download original
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onNewVersion(doc)}>
          <FileUp className="h-4 w-4" /> Upload new version
        </DropdownMenuItem>
        {doc.status !== 'processed' && (
          <DropdownMenuItem
            onSelect={() =>
              retry.mutate(doc.id, {
                onSuccess: () =>
                  toast.success('Processing restarted', {
                    description: doc.title,
                  }),
                onError: (e) => showError(e, 'Could not retry'),
              })
            }
          >
            <RotateCw className="h-4 w-4" /> Retry processing
          </DropdownMenuItem>
        )}
        {doc.canDelete && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-red-700 data-[highlighted]:bg-red-50" onSelect={() => onDelete(doc)}>
              <Trash2 className="h-4 w-4" /> Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The document's type, guessed by the server and correctable here. */
export function DocumentTypeSelect({ doc, className }: { doc: DocumentDto; className?: string }) {
  const update = useUpdateDocument();
  return (
    <NativeSelect
      aria-label={`Type of ${doc.title}`}
      title={doc.typeSource === 'guessed' ? 'Guessed from the file; change it if it is wrong' : 'Set by a person'}
      className={cn('h-8 py-0 pl-2 pr-7 text-xs', className)}
      value={doc.type}
      disabled={update.isPending}
      onChange={(e) =>
        update.mutate(
          { id: doc.id, type: e.target.value as DocumentType },
          {
            onSuccess: (d) =>
              toast.success('Type changed', {
                description: `${d.title} is now filed as ${documentTypeLabels[d.type]}.`,
              }),
            onError: (err) => showError(err, 'Could not change the type'),
          },
        )
      }
    >
      {documentTypes.map((t) => (
        <option key={t} value={t}>
          {documentTypeLabels[t]}
        </option>
      ))}
    </NativeSelect>
  );
}
