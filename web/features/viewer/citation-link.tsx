import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { Citation } from '@common/search';
import { cn } from '@/lib/cn';

type CitationTarget = Pick<Citation, 'documentId' | 'page' | 'charStart' | 'charEnd'> & { versionId?: string };

/**
 * The document viewer's address for a citation: /dashboard/documents/:documentId?page=N&from=S&to=E&version=V.
 * S and E are the cited span in the version's canonical text; V keeps a citation pointing at the text it quoted
 * after a new version of the document is uploaded.
 */
export function citationHref(c: CitationTarget) {
  const q = new URLSearchParams({ page: String(c.page), from: String(c.charStart), to: String(c.charEnd) });
  if (c.versionId) q.set('version', c.versionId);
  return `/dashboard/documents/${encodeURIComponent(c.documentId)}?${q}`;
}

/** "[2] Lease — Unit 4B, p. 3", linking to the highlighted passage. */
export function CitationChip({
  citation,
  className,
}: {
  citation: CitationTarget & Pick<Citation, 'number' | 'documentTitle'> & { pageEnd?: number };
  className?: string;
}) {
  const pages = citation.pageEnd && citation.pageEnd > citation.page ? `pp. ${citation.page}–${citation.pageEnd}` : `p. ${citation.page}`;
  return (
    <Link
      to={citationHref(citation)}
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 rounded-md border border-gray-200 bg-white px-2 py-1 text-xs font-medium text-gray-700 hover:border-brand-500 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
        className,
      )}
      aria-label={`Source ${citation.number}: ${citation.documentTitle}, ${pages}. Open the highlighted passage`}
    >
      <span className="font-semibold text-brand-700">[{citation.number}]</span>
      <FileText className="h-3.5 w-3.5 shrink-0 text-gray-400" aria-hidden />
      <span className="min-w-0 truncate">{citation.documentTitle}</span>
      <span className="shrink-0 text-gray-500">, {pages}</span>
    </Link>
  );
}
