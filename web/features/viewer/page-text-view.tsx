import { useEffect, useRef } from 'react';
import type { ViewerPage } from '@common/viewer';

/**
 * A page's extracted text, the cited span marked and scrolled into view (non-PDF formats, or the Text view).
 * scrollRequest: a number the caller bumps to bring the same span into view again.
 */
export function PageTextView({ page, span, scrollRequest = 0 }: { page: ViewerPage; span: { start: number; end: number } | null; scrollRequest?: number }) {
  const markRef = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another page, cited span or request is what brings the mark into view; the effect finds it through the ref.
  useEffect(() => {
    markRef.current?.scrollIntoView({ block: 'center', behavior: 'auto' });
  }, [page.number, span?.start, span?.end, scrollRequest]);

  const text = page.text;
  return (
    <article
      aria-label={`Text of page ${page.number}`}
      className="min-h-[40vh] whitespace-pre-wrap break-words rounded-lg border border-gray-200 bg-white p-4 font-serif text-[15px] leading-relaxed text-gray-900 shadow-sm sm:p-8"
    >
      {!text.trim() ? (
        <p className="font-sans text-sm text-gray-500">No text was found on this page.</p>
      ) : span ? (
        <>
          {text.slice(0, span.start)}
          <mark ref={markRef} data-testid="passage-highlight" className="rounded-sm bg-yellow-200 px-0.5 text-gray-900 ring-1 ring-yellow-400">
            {text.slice(span.start, span.end)}
          </mark>
          {text.slice(span.end)}
        </>
      ) : (
        text
      )}
    </article>
  );
}
