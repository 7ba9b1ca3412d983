import { highlightSegments } from './highlight-segments';

/** A snippet with its matched terms in <mark>: rendered as text, so document content can never inject markup. */
export function HighlightedSnippet({ snippet, highlights, className }: { snippet: string; highlights: Array<[number, number]>; className?: string }) {
  return (
    <p className={className}>
      {highlightSegments(snippet, highlights).map((seg, i) =>
        seg.marked ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-gray-900">
            {seg.text}
          </mark>
        ) : (
          <span key={i}>{seg.text}</span>
        ),
      )}
    </p>
  );
}
