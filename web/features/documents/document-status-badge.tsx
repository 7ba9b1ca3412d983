import { AlertTriangle, CheckCircle2, Clock, Loader2 } from 'lucide-react';
import type { DocumentDto } from '@common/documents';
import { Badge } from '@/components/ui/badge';
import { processingLabel } from './format';

/** Processed, queued, processing with its stage and percentage, or failed with the reason. */
export function DocumentStatusBadge({ doc }: { doc: Pick<DocumentDto, 'status' | 'stage' | 'progress' | 'error'> }) {
  if (doc.status === 'processed')
    return (
      <Badge variant="success" data-status="processed">
        <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> Processed
      </Badge>
    );
  if (doc.status === 'failed')
    return (
      <Badge variant="destructive" data-status="failed" className="max-w-full" title={doc.error ?? undefined}>
        <AlertTriangle className="h-3.5 w-3.5 shrink-0" aria-hidden /> Failed
      </Badge>
    );
  const label = processingLabel(doc);
  return (
    <Badge variant="warning" data-status={doc.status} className="max-w-full" title={label}>
      {doc.status === 'queued' ? <Clock className="h-3.5 w-3.5 shrink-0" aria-hidden /> : <Loader2 className="h-3.5 w-3.5 shrink-0 animate-spin" aria-hidden />}
      <span className="truncate">{doc.status === 'queued' ? 'Queued' : label}</span>
    </Badge>
  );
}

/** A thin bar for processing or uploading progress. */
export function ProgressBar({ value, label, tone = 'brand' }: { value: number; label: string; tone?: 'brand' | 'amber' }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      className="h-1.5 w-full overflow-hidden rounded-full bg-gray-100"
    >
      <div
        className={`h-full rounded-full transition-[width] duration-300 ${tone === 'brand' ? 'bg-brand-500' : 'bg-amber-500'}`}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
