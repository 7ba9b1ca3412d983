import { createRequire } from 'node:module';
import path from 'node:path';
import type * as NapiCanvas from '@napi-rs/canvas';
import sharp from 'sharp';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { itemsToText, type PdfTextItem } from './pdf-text.js';
import { OcrTimeoutError, ocrPoolSize, recognize } from './ocr.js';
import type { ExtractionLimits } from './limits.js';
import { ExtractionError, type ExtractedDocument, type ExtractedPage, type ExtractionProgress } from './types.js';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
// Local folders for everything pdfjs might otherwise fetch: nothing is downloaded while reading a document.
const LOCAL_ASSETS = {
  standardFontDataUrl: path.join(PDFJS_DIR, 'standard_fonts') + path.sep,
  cMapUrl: path.join(PDFJS_DIR, 'cmaps') + path.sep,
  cMapPacked: true,
  wasmUrl: path.join(PDFJS_DIR, 'wasm') + path.sep,
  iccUrl: path.join(PDFJS_DIR, 'iccs') + path.sep,
};
/**
 * pdfjs draws images through the @napi-rs/canvas it depends on (a nested copy, a different major version from the
 * app's). Mixing canvases from two native builds crashes the process, so pages are rendered with pdfjs's own copy.
 */
const { createCanvas } = createRequire(path.join(PDFJS_DIR, 'package.json'))('@napi-rs/canvas') as typeof NapiCanvas;
/** Renders above this many pixels are scaled down: a page can declare absurd dimensions. */
const MAX_RENDER_PIXELS = 25_000_000;

const encryptedMessage = 'This PDF is password-protected. Remove the password (print or save it as an unprotected PDF) and upload it again.';
const corruptMessage = 'This PDF is damaged or incomplete, so it could not be read. Try saving it again from the original program.';

interface PdfOptions {
  limits: ExtractionLimits;
  onProgress?: ExtractionProgress;
}

export async function extractPdf(bytes: Buffer, { limits, onProgress }: PdfOptions): Promise<ExtractedDocument> {
  const task = pdfjs.getDocument({
    // pdfjs may transfer (detach) the buffer it is given; it gets its own copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    enableXfa: false,
    verbosity: 0,
    ...LOCAL_ASSETS,
  });
  const deadline = Date.now() + limits.pdfTimeoutMs;
  let doc: PDFDocumentProxy | undefined;
  try {
    doc = await withDeadline(task.promise, deadline);
    if (doc.numPages > limits.maxPages) {
      throw new ExtractionError('too_large', `This PDF has ${doc.numPages} pages; the most Propwise reads in one file is ${limits.maxPages}.`);
    }
    if (doc.numPages === 0) throw new ExtractionError('corrupt', corruptMessage);
    const title = await readTitle(doc);
    const pages: ExtractedPage[] = [];
    const needOcr: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      onProgress?.({ stage: 'Reading text', done: n - 1, total: doc.numPages });
      const page = await withDeadline(doc.getPage(n), deadline);
      const content = await withDeadline(page.getTextContent(), deadline);
      const text = itemsToText(content.items.filter((i) => 'str' in i) as PdfTextItem[]);
      pages.push({ number: n, text, ocr: false });
      if (text.replace(/\s/g, '').length < limits.ocrMinChars) needOcr.push(n);
      page.cleanup();
    }
    onProgress?.({ stage: 'Reading text', done: doc.numPages, total: doc.numPages });
    if (needOcr.length) await ocrPages(doc, pages, needOcr, limits, onProgress);
    return { pages, title, attachments: [] };
  } catch (err) {
    throw toExtractionError(err);
  } finally {
    await task.destroy().catch(() => {});
  }
}

/**
 * Renders pages one at a time on this thread while up to `ocrPoolSize` earlier pages are recognised in the
 * OCR workers, so both cores stay busy without holding many rendered pages in memory.
 */
async function ocrPages(doc: PDFDocumentProxy, pages: ExtractedPage[], numbers: number[], limits: ExtractionLimits, onProgress?: ExtractionProgress) {
  const total = numbers.length;
  let done = 0;
  const inFlight = new Set<Promise<void>>();
  for (const n of numbers) {
    while (inFlight.size >= ocrPoolSize) await Promise.race(inFlight);
    onProgress?.({ stage: `Recognising text (page ${n} of ${doc.numPages})`, done, total });
    const png = await renderPage(await doc.getPage(n), limits.ocrDpi);
    if (!png) {
      // A blank page (separator sheets are common in contracts) has nothing to recognise.
      done++;
      continue;
    }
    const job = recognize(png, limits.ocrPageTimeoutMs).then(
      (text) => {
        const ocrText = text.trim();
        // Keep a sparse text layer if OCR found nothing better.
        if (ocrText.replace(/\s/g, '').length >= pages[n - 1].text.replace(/\s/g, '').length) {
          pages[n - 1] = { number: n, text: ocrText, ocr: true };
        }
      },
      (err) => {
        const reason = err instanceof OcrTimeoutError ? err.message : 'Text recognition failed on this page';
        pages[n - 1] = { ...pages[n - 1], failure: reason };
      },
    );
    const tracked: Promise<void> = job.finally(() => {
      inFlight.delete(tracked);
      done++;
      onProgress?.({ stage: `Recognising text (page ${n} of ${doc.numPages})`, done, total });
    });
    inFlight.add(tracked);
  }
  await Promise.all(inFlight);
}

/** Renders a page to a grayscale PNG at about `dpi` for OCR, or null when nothing dark is drawn on it. */
export async function renderPage(page: PDFPageProxy, dpi: number): Promise<Buffer | null> {
  const base = page.getViewport({ scale: 1 });
  let scale = dpi / 72;
  const pixels = base.width * scale * base.height * scale;
  if (pixels > MAX_RENDER_PIXELS) scale *= Math.sqrt(MAX_RENDER_PIXELS / pixels);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: ctx as unknown as CanvasRenderingContext2D, viewport })
    .promise;
  page.cleanup();
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const raw = () => sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), { raw: { width, height, channels: 4 } }).greyscale();
  const { channels } = await raw().stats();
  // Colour channels only (the page is opaque); any clearly dark pixel in any of them means something is drawn.
  if (Math.min(...channels.slice(0, 3).map((c) => c.min)) > 160) return null;
  return raw()
    // Tesseract sizes its expectations of glyphs from the image's resolution.
    .withMetadata({ density: Math.round(72 * scale) })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function readTitle(doc: PDFDocumentProxy): Promise<string | undefined> {
  try {
    const meta = await doc.getMetadata();
    const info = meta.info as { Title?: unknown } | undefined;
    // Word's PDF export often stores "Microsoft Word - lease.docx": keep the useful part.
    const title = typeof info?.Title === 'string' ? info.Title.replace(/^Microsoft \w+ - /, '').replace(/\.(docx?|xlsx?|rtf)$/i, '').trim() : '';
    return title || undefined;
  } catch {
    return undefined;
  }
}

function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  const remaining = deadline - Date.now();
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ExtractionError('timeout', 'Reading this PDF took too long, so it was stopped. It may be damaged or unusually complex.')),
        Math.max(0, remaining),
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

function toExtractionError(err: unknown): ExtractionError {
  if (err instanceof ExtractionError) return err;
  const name = (err as { name?: string } | null)?.name;
  if (name === 'PasswordException') return new ExtractionError('encrypted', encryptedMessage);
  return new ExtractionError('corrupt', corruptMessage);
}
