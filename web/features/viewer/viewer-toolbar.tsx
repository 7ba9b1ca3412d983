import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

interface Props {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Only for drawn pages. */
  zoom?: { value: number; onChange: (zoom: number) => void };
  view?: { value: 'page' | 'text'; onChange: (view: 'page' | 'text') => void };
}

/** Page navigation (previous, next, "Page n of m" you can type into), zoom and the Page/Text switch. */
export function ViewerToolbar({ page, pageCount, onPage, zoom, view }: Props) {
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(typed);
    if (Number.isInteger(n) && n >= 1 && n <= pageCount) onPage(n);
    else setTyped(String(page));
  };
  const zoomIndex = zoom ? ZOOM_STEPS.findIndex((z) => z === zoom.value) : 0;

  return (
    <div role="toolbar" aria-label="Document pages" className="flex flex-wrap items-center gap-2 rounded-lg border border-gray-200 bg-white p-2">
      <div className="flex items-center gap-1">
        <Button variant="outline" size="icon" aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft />
        </Button>
        <form onSubmit={submit} className="flex items-center gap-1 text-sm text-gray-700">
          <label htmlFor="viewer-page" className="sr-only">
            Page number
          </label>
          <span aria-hidden>Page</span>
          <input
            id="viewer-page"
            inputMode="numeric"
            value={typed}
            onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
            onBlur={submit}
            className="h-9 w-12 rounded-md border border-gray-300 text-center text-sm focus:outline-none focus:ring-2 focus:ring-brand-500"
          />
          <span data-testid="page-of">of {pageCount}</span>
        </form>
        <Button variant="outline" size="icon" aria-label="Next page" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          <ChevronRight />
        </Button>
      </div>
      <div className="ml-auto flex items-center gap-1">
        {zoom && view?.value !== 'text' && (
          <>
            <Button variant="outline" size="icon" aria-label="Zoom out" disabled={zoomIndex <= 0} onClick={() => zoom.onChange(ZOOM_STEPS[zoomIndex - 1]!)}>
              <ZoomOut />
            </Button>
            <Button variant="outline" size="sm" className="h-9" aria-pressed={zoom.value === 1} onClick={() => zoom.onChange(1)}>
              Fit width
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label="Zoom in"
              disabled={zoomIndex >= ZOOM_STEPS.length - 1}
              onClick={() => zoom.onChange(ZOOM_STEPS[zoomIndex + 1]!)}
            >
              <ZoomIn />
            </Button>
          </>
        )}
        {view && (
          <fieldset aria-label="Show" className="flex rounded-md border border-gray-300 p-0.5">
            {(['page', 'text'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view.value === v}
                onClick={() => view.onChange(v)}
                className={cn(
                  'h-8 rounded px-2.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  view.value === v ? 'bg-brand-600 text-white' : 'text-gray-700 hover:bg-gray-100',
                )}
              >
                {v === 'page' ? 'Page' : 'Text'}
              </button>
            ))}
          </fieldset>
        )}
      </div>
    </div>
  );
}
