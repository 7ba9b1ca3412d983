import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { documentTypeLabels } from '@common/documents';
import type { SearchHit } from '@common/search';
import { Badge } from '@/components/ui/badge';
import { HighlightedSnippet } from './highlighted-snippet';
import { hitHref, pageLabel } from './passage-href';

const scoreFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3, minimumFractionDigits: 3 });

/** One passage found: where it is (document, project, type, pages), the matched words, and its score. */
export function SearchResultCard({ hit }: { hit: SearchHit }) {
  const href = hitHref(hit);
  return (
    <li data-testid="search-result" className="relative rounded-xl border border-gray-200 bg-white p-4 shadow-sm transition-colors hover:border-gray-300">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h3 className="flex min-w-0 items-start gap-2 text-sm font-semibold text-gray-900">
          <FileText className="mt-0.5 h-4 w-4 shrink-0 text-gray-400" aria-hidden />
          {/* The whole card is the link's hit area (the ::after), the heading its accessible name. */}
          <Link
            to={href}
            className="min-w-0 break-words after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-500"
          >
            {hit.documentTitle}
          </Link>
        </h3>
        <span className="text-xs tabular-nums text-gray-500" title="Relevance score (higher is better)">
          Score {scoreFormat.format(hit.score)}
        </span>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-500">
        <span className="min-w-0 break-words">{hit.projectName}</span>
        <span aria-hidden>·</span>
        <Badge variant="secondary">{documentTypeLabels[hit.documentType] ?? hit.documentType}</Badge>
        <span aria-hidden>·</span>
        <span data-testid="search-result-pages">{pageLabel(hit.pageStart, hit.pageEnd)}</span>
      </div>
      <HighlightedSnippet snippet={hit.snippet} highlights={hit.highlights} className="mt-2 break-words text-sm leading-relaxed text-gray-700" />
    </li>
  );
}
