/**
 * The document viewer contract (/api/app/documents/:id/viewer, .../pages/:n/image, .../pages/:n/layout), shared
 * by the server and the web app. Offsets: a citation's charStart/charEnd are offsets in the version's canonical
 * text (pages joined by a blank line); a page's `charOffset` is where that page starts in it, so
 * `charStart - page.charOffset` is an offset in `page.text`.
 */
import type { DocumentType } from './documents.js';
import { glyphWidth } from './glyph-widths.js';

/** How the viewer shows a version: rendered pages (PDFs and images) or the extracted text. */
export type ViewerKind = 'pdf' | 'image' | 'text';

export interface ViewerPage {
  number: number;
  text: string;
  charOffset: number;
  /** The text came from text recognition (a scan or photo). */
  ocr: boolean;
}

export interface ViewerDocument {
  id: string;
  title: string;
  fileName: string;
  type: DocumentType;
  projectId: string;
  projectName: string;
  status: 'queued' | 'processing' | 'processed' | 'failed';
  kind: ViewerKind;
  versionId: string;
  version: number;
  /** False when an earlier version was asked for (a citation made before a new version was uploaded). */
  isCurrentVersion: boolean;
  pages: ViewerPage[];
}

/**
 * One positioned run of a rendered page: the characters [start, end) of `page.text` drawn inside the box
 * (x, y, w, h), as fractions of the page's width and height (0..1, origin top-left), so the boxes fit the page
 * image at any zoom. Characters are assumed evenly spread across a run, which is close enough for highlighting.
 */
export interface LayoutRun {
  start: number;
  end: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PageLayout {
  page: number;
  /** Page aspect ratio (height / width), so the image's space is reserved before it loads. */
  aspect: number;
  /** 'text-layer' from the PDF's own text, 'ocr' from text recognition word boxes, 'none' when there is no text to place. */
  source: 'text-layer' | 'ocr' | 'none';
  runs: LayoutRun[];
}

/**
 * Rectangles (fractions of the page) covering [from, to) of a page's text, one per run touched, merged along a
 * line. With the page text, a run cut mid-way is cut in proportion to glyph widths (a narrow "." or "i" takes
 * less room than "M"), else evenly.
 */
export function highlightRects(runs: LayoutRun[], from: number, to: number, pageText?: string): Array<{ x: number; y: number; w: number; h: number }> {
  const rects: Array<{ x: number; y: number; w: number; h: number }> = [];
  for (const run of runs) {
    if (run.end <= from || run.start >= to || run.end <= run.start) continue;
    const cut = fractionAlong(run, pageText);
    const a = cut(Math.max(from, run.start));
    const b = cut(Math.min(to, run.end));
    rects.push({ x: run.x + run.w * a, y: run.y, w: run.w * (b - a), h: run.h });
  }
  return mergeLineRects(rects);
}

/** How far along a run (0..1) the character at `offset` starts. */
function fractionAlong(run: LayoutRun, pageText?: string) {
  const text = pageText?.slice(run.start, run.end);
  if (!text || text.length !== run.end - run.start) return (offset: number) => (offset - run.start) / (run.end - run.start);
  const widths = [...text].length === text.length ? Array.from(text, glyphWidth) : null;
  if (!widths) return (offset: number) => (offset - run.start) / (run.end - run.start);
  const total = widths.reduce((sum, w) => sum + w, 0) || 1;
  return (offset: number) => {
    let sum = 0;
    for (let i = 0; i < offset - run.start; i++) sum += widths[i]!;
    return sum / total;
  };
}

/** Joins touching rectangles on the same line so a highlighted line reads as one band. */
function mergeLineRects(rects: Array<{ x: number; y: number; w: number; h: number }>) {
  const out: typeof rects = [];
  for (const r of rects) {
    const last = out.at(-1);
    const sameLine = last && Math.abs(last.y - r.y) < Math.min(last.h, r.h) * 0.5 && r.x >= last.x - 0.002 && r.x - (last.x + last.w) < 0.03;
    if (last && sameLine) {
      const right = Math.max(last.x + last.w, r.x + r.w);
      const top = Math.min(last.y, r.y);
      const bottom = Math.max(last.y + last.h, r.y + r.h);
      last.w = right - last.x;
      last.y = top;
      last.h = bottom - top;
    } else out.push({ ...r });
  }
  return out;
}

/** The page holding canonical offset `offset` (pages sorted by charOffset). */
export function pageForOffset(pages: Pick<ViewerPage, 'number' | 'charOffset'>[], offset: number): number | undefined {
  let found: number | undefined;
  for (const p of pages) {
    if (p.charOffset <= offset) found = p.number;
    else break;
  }
  return found;
}
