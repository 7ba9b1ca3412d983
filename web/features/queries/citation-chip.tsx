import { Link } from 'react-router';
import type { Citation } from '@common/search';
import { citationHref } from '@/features/viewer/citation-link';

export { CitationChip, citationHref } from '@/features/viewer/citation-link';

/** An inline [n] marker in the answer text, linking to the same highlighted passage as its chip. */
export function CitationMarker({ citation }: { citation: Citation }) {
  return (
    <Link
      to={citationHref(citation)}
      aria-label={`Citation ${citation.number}`}
      title={`${citation.documentTitle}, p. ${citation.page}`}
      className="ml-0.5 rounded px-0.5 align-super text-[0.7em] font-semibold text-brand-700 hover:bg-brand-50 hover:underline"
    >
      [{citation.number}]
    </Link>
  );
}
