import type { DocumentDto, DocumentStatus } from '@common/documents';

export { documentTypeLabels } from '@common/documents';
export { formatBytes, formatRelative } from '@/features/projects/format';

export const documentStatusLabels: Record<DocumentStatus, string> = {
  queued: 'Queued',
  processing: 'Processing',
  processed: 'Processed',
  failed: 'Failed',
};

export const supportedFormats = 'PDF (text or scanned), Word (DOCX), Excel (XLSX), CSV, plain text, Markdown, PNG, JPEG, TIFF and email (EML)';

/** "Recognising text (page 3 of 12) · 40%"; a queued document waits for a worker. */
export function processingLabel(doc: Pick<DocumentDto, 'status' | 'stage' | 'progress'>) {
  if (doc.status === 'queued') return 'Queued for processing';
  return `${doc.stage ?? 'Processing'} · ${Math.round(doc.progress)}%`;
}

export const versionLabel = (version: number) => (version === 1 ? '1 version' : `${version} versions`);
