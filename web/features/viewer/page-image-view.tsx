import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { highlightRects, type ViewerPage } from '@common/viewer';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/feedback';
import { pageImageUrl, pageImageWidth, usePageLayout } from './api';

/** Widest a page is drawn at "fit width", so a desktop page stays readable without filling a wide screen. */
const MAX_FIT_WIDTH = 900;

interface Props {
  documentId: string;
  versionId: string;
  title: string;
  page: ViewerPage;
  span: { start: number; end: number } | null;
  /** 1 = fit width; 2 = twice that. */
  zoom: number;
  onShowText: () => void;
  /** The following page, fetched ahead. */
  nextPage?: number;
  /** A number the caller bumps to bring the same highlight into view again. */
  scrollRequest?: number;
}

/**
 * A page drawn by the server (PDF page or image), the cited span highlighted over it. The highlight comes from
 * the page's layout: which characters of the page text each drawn run holds and where it is, so the marked
 * boxes are exactly the cited characters. Zooming widens the page inside its own scroll area, never the screen.
 */
export function PageImageView({ documentId, versionId, title, page, span, zoom, onShowText, nextPage, scrollRequest = 0 }: Props) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const firstRectRef = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const measure = () => {
      const style = getComputedStyle(el);
      setAvailable(Math.floor(el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const fitWidth = Math.min(available || MAX_FIT_WIDTH, MAX_FIT_WIDTH);
  const cssWidth = Math.round(fitWidth * zoom);
  // Drawn once per width step: zooming within a step only scales the same image.
  const drawWidth = pageImageWidth(cssWidth, window.devicePixelRatio || 1);
  const src = available ? pageImageUrl(documentId, versionId, page.number, drawWidth) : null;
  const layout = usePageLayout(documentId, versionId, page.number, !!span);
  const rects = span && layout.data ? highlightRects(layout.data.runs, span.start, span.end, page.text) : [];
  const imageReady = !!src && loaded === src;

  // Once this page is shown, fetch the next one so turning the page is instant.
  const nextSrc = nextPage && src ? pageImageUrl(documentId, versionId, nextPage, drawWidth) : null;
  useEffect(() => {
    if (!imageReady || !nextSrc) return;
    const img = new Image();
    img.src = nextSrc;
  }, [imageReady, nextSrc]);

  // Scroll once the highlight first appears on this page, not on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: another page, cited span or request (page.number, span?.start, scrollRequest) is what scrolls again; the effect finds the highlight through the ref.
  useEffect(() => {
    if (imageReady && rects.length) firstRectRef.current?.scrollIntoView({ block: 'center', inline: 'nearest' });
  }, [imageReady, rects.length, page.number, span?.start, scrollRequest]);

  return (
    <div className="space-y-2">
      {span && layout.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
          <Spinner className="h-4 w-4" label="Finding the passage" />
          {page.ocr ? 'Finding the passage on this scanned page…' : 'Finding the passage…'}
        </p>
      )}
      {span && (layout.isError || (layout.data && !rects.length)) && (
        <p className="text-sm text-gray-600">
          The passage could not be placed on the page image.{' '}
          <Button variant="link" className="h-auto p-0" onClick={onShowText}>
            Show it in the text
          </Button>
        </p>
      )}
      {failed === src && src ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-700">
          This page could not be drawn.{' '}
          <Button variant="link" className="h-auto p-0 text-red-700 underline" onClick={onShowText}>
            Show its text instead
          </Button>
        </div>
      ) : (
        <div ref={scrollerRef} className="w-full overflow-auto rounded-lg bg-gray-100 p-2 sm:p-4" data-testid="page-scroller">
          <div
            className="relative mx-auto bg-white shadow-md"
            style={{ width: cssWidth || '100%', aspectRatio: imageReady ? undefined : `1 / ${layout.data?.aspect ?? 11 / 8.5}` }}
            data-testid="page-image"
            data-page={page.number}
          >
            {src && (
              <img
                key={src}
                src={src}
                alt={`Page ${page.number} of ${title}`}
                className="block h-auto w-full select-none"
                draggable={false}
                onLoad={() => setLoaded(src)}
                onError={() => setFailed(src)}
              />
            )}
            {!imageReady && (
              <div className="absolute inset-0 flex items-center justify-center">
                <Spinner className="h-6 w-6" label={`Loading page ${page.number}`} />
              </div>
            )}
            {imageReady && rects.length > 0 && (
              <div
                data-testid="passage-highlight"
                role="img"
                aria-label={`Cited passage on page ${page.number}: ${page.text.slice(span!.start, span!.end)}`}
                data-text={page.text.slice(span!.start, span!.end)}
                className="pointer-events-none absolute inset-0"
              >
                {rects.map((r, i) => (
                  <div
                    key={i}
                    ref={i === 0 ? firstRectRef : undefined}
                    data-testid="highlight-rect"
                    className="absolute rounded-[2px] bg-yellow-300/45 ring-1 ring-yellow-500/80 mix-blend-multiply"
                    style={{
                      left: `${r.x * 100}%`,
                      top: `${r.y * 100}%`,
                      width: `${r.w * 100}%`,
                      height: `${r.h * 100}%`,
                      scrollMarginTop: 96,
                      scrollMarginBottom: 96,
                    }}
                  />
                ))}
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
