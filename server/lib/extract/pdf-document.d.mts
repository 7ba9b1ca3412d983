import type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';

/** Opens a PDF with script evaluation, fonts, XFA and fetching all off. The caller destroys the task. */
export function openPdf(data: Uint8Array): PDFDocumentLoadingTask;
/** The page's text with lines and paragraphs rebuilt (pdf-text.mjs). */
export function pageText(doc: PDFDocumentProxy, n: number): Promise<string>;
/** Draws a page on white at `scale` (capped in pixels); `raw()` gives a sharp pipeline over its RGBA pixels. */
export function drawPage(page: PDFPageProxy, scale: number, options?: { keep?: boolean }): Promise<{ raw: () => import('sharp').Sharp; rgba: Uint8ClampedArray; width: number; height: number; scale: number }>;
/** Whether the page is blank or nearly so, from a quick low-resolution drawing. */
export function isBlankPage(page: PDFPageProxy): Promise<boolean>;
/** Renders a page to a grayscale PNG at about `dpi` for OCR, or null when it is blank; `glance` decides from a quick low-resolution drawing first. */
export function renderPage(page: PDFPageProxy, dpi: number, options?: { glance?: boolean }): Promise<Buffer | null>;
export function readTitle(doc: PDFDocumentProxy): Promise<string | undefined>;
