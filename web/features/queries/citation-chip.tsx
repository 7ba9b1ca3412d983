import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { Citation } from '@common/search';
import { passageHref } from '@/features/search/passage-href';
import { citationLabel } from './answer-model';

export const citationHref = (c: Citation) => passageHref({ documentId: c.documentId, page: c.page, charStart: c.charStart, charEnd: c.charEnd });

/** "[n] Title, p. N": opens the viewer at the cited passage; the quote shows on hover. */
export function CitationChip({ citation }: { citation: Citation }) {
  return (
    <Link
      to={citationHref(citation)}
      data-testid="citation-chip"
      title={citation.quote}
      className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700 hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <FileText className="h-3.5 w-3.5 shrink-0" aria-hidden />
      <span className="truncate">{citationLabel(citation)}</span>
    </Link>
  );
}

/** An inline [n] marker in the answer text, linking to the same passage as its chip. */
export function CitationMarker({ citation }: { citation: Citation }) {
  return (
    <Link
      to={citationHref(citation)}
      aria-label={`Source ${citationLabel(citation)}`}
      className="mx-0.5 rounded px-0.5 align-super text-[0.7em] font-semibold text-brand-700 hover:bg-brand-50 hover:underline"
    >
      [{citation.number}]
    </Link>
  );
}
