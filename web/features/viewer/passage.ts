import { pageForOffset, type ViewerPage } from '@common/viewer';

/** What the viewer's address asks for: ?page=N&from=S&to=E&version=V (all optional). */
export interface ViewerTarget {
  page?: number;
  from?: number;
  to?: number;
  version?: string;
}

const count = (v: string | null) => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};

export function parseTarget(params: URLSearchParams): ViewerTarget {
  const from = count(params.get('from'));
  const to = count(params.get('to'));
  const page = count(params.get('page'));
  const version = params.get('version') ?? undefined;
  const span = from !== undefined && to !== undefined && to > from ? { from, to } : {};
  return { page: page && page > 0 ? page : undefined, version: version && /^[0-9a-f-]{36}$/i.test(version) ? version : undefined, ...span };
}

/** The cited span as offsets into one page's text, or null when the span does not touch that page. */
export function spanOnPage(page: ViewerPage, from?: number, to?: number): { start: number; end: number } | null {
  if (from === undefined || to === undefined) return null;
  const start = Math.max(from, page.charOffset) - page.charOffset;
  const end = Math.min(to, page.charOffset + page.text.length) - page.charOffset;
  return end > start ? { start, end } : null;
}

/** The pages the span covers (first and last), when it lies inside the document. */
export function passagePages(pages: ViewerPage[], from?: number, to?: number) {
  if (from === undefined || to === undefined || !pages.length) return null;
  const first = pageForOffset(pages, from);
  const last = pageForOffset(pages, Math.max(from, to - 1));
  if (first === undefined || last === undefined) return null;
  const text = pages
    .map((p) => spanOnPage(p, from, to) && p.text.slice(spanOnPage(p, from, to)!.start, spanOnPage(p, from, to)!.end))
    .filter(Boolean)
    .join('\n\n');
  return text ? { first, last, text } : null;
}

/** The page to open: the asked-for page if it exists, else the page where the passage starts, else the first. */
export function initialPage(pages: ViewerPage[], target: ViewerTarget): number {
  const numbers = new Set(pages.map((p) => p.number));
  if (target.page && numbers.has(target.page)) return target.page;
  const start = target.from !== undefined ? pageForOffset(pages, target.from) : undefined;
  return start ?? pages[0]?.number ?? 1;
}
