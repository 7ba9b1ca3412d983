import { createRequire } from 'node:module';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { GLANCE_INK_LEVEL, isBlankBitmap } from './blank-page.mjs';
import { itemsToText } from './pdf-text.mjs';

/**
 * The pdfjs side of PDF reading: open, title, text per page, render a page for OCR. It runs inside the PDF worker
 * thread (pdf-worker.mjs), never on the server's main thread, because pdfjs can spin on a hostile file without
 * yielding and only terminating its thread stops it. Plain JavaScript (types in pdf-document.d.mts): loading
 * pdfjs through tsx's loader cost ~300 MB of RSS per worker (BENCHMARKS.md), so the worker needs no tsx.
 */

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
/** @type {typeof import('@napi-rs/canvas')} */
const { createCanvas } = createRequire(path.join(PDFJS_DIR, 'package.json'))('@napi-rs/canvas');
/**
 * sharp is loaded on the first render: most PDFs have a text layer and never render a page, and a worker that
 * only reads text starts faster and smaller without it.
 * @type {Promise<typeof import('sharp')> | undefined}
 */
let sharpModule;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;
/** Renders above this many pixels are scaled down: a page can declare absurd dimensions. */
const MAX_RENDER_PIXELS = 25_000_000;

/** Opens a PDF with script evaluation, fonts, XFA and fetching all off. The caller destroys the task. */
/** @param {Uint8Array} data */
export function openPdf(data) {
  return pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    enableXfa: false,
    verbosity: 0,
    ...LOCAL_ASSETS,
  });
}

/** The page's text with lines and paragraphs rebuilt (pdf-text.mjs). */
/** @param {import('pdfjs-dist/types/src/display/api.js').PDFDocumentProxy} doc @param {number} n @returns {Promise<string>} */
export async function pageText(doc, n) {
  const page = await doc.getPage(n);
  const content = await page.getTextContent();
  const text = itemsToText(/** @type {any} */ (content.items.filter((i) => 'str' in i)));
  page.cleanup();
  return text;
}

/**
 * Draws a page on white at `scale` (scaled down past MAX_RENDER_PIXELS) and returns its RGBA pixels and a sharp
 * pipeline factory over them. Shared with the viewer's render thread. `keep` leaves the page's parsed operators
 * and decoded images in place for another drawing of the same page.
 * @param {import('pdfjs-dist/types/src/display/api.js').PDFPageProxy} page @param {number} scale
 */
export async function drawPage(page, scale, { keep = false } = {}) {
  const sharp = await loadSharp();
  const base = page.getViewport({ scale: 1 });
  const pixels = base.width * scale * base.height * scale;
  if (pixels > MAX_RENDER_PIXELS) scale *= Math.sqrt(MAX_RENDER_PIXELS / pixels);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  await page.render(/** @type {any} */ ({ canvas, canvasContext: ctx, viewport })).promise;
  if (!keep) page.cleanup();
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const raw = () => sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), { raw: { width, height, channels: 4 } });
  return { raw, rgba, width, height, scale };
}

/**
 * Resolution of the quick drawing that tells a blank page from one with ink (blank-page.mjs): a Letter page is
 * 306 × 396 pixels, about 2 ms of CPU for a page without images (a full drawing at 200 DPI: 35-140 ms). pdfjs keeps
 * the parsed page and decoded images for a full drawing that follows.
 */
const GLANCE_DPI = 36;

/** @param {import('pdfjs-dist/types/src/display/api.js').PDFPageProxy} page */
async function blankAtAGlance(page) {
  const drawn = await drawPage(page, GLANCE_DPI / 72, { keep: true });
  return isBlankBitmap(drawn.rgba, drawn.width, drawn.height, GLANCE_INK_LEVEL);
}

/**
 * Whether a page is blank or nearly so, from a quick low-resolution drawing (a white box, an empty scan, a page
 * with nothing on it at all).
 * @param {import('pdfjs-dist/types/src/display/api.js').PDFPageProxy} page @returns {Promise<boolean>}
 */
export async function isBlankPage(page) {
  const blank = await blankAtAGlance(page);
  page.cleanup();
  return blank;
}

/**
 * Renders a page to a grayscale PNG at about `dpi` for OCR, or null when the page is blank or nearly so
 * (blank-page.mjs). With `glance`, a quick low-resolution drawing decides first: a blank page then costs a few
 * milliseconds instead of a full drawing, but a scan pays its image's conversion twice (~50% more drawing time),
 * so the caller glances only where blank pages are likely.
 * @param {import('pdfjs-dist/types/src/display/api.js').PDFPageProxy} page @param {number} dpi @param {{ glance?: boolean }} [options]
 * @returns {Promise<Buffer | null>}
 */
export async function renderPage(page, dpi, { glance = false } = {}) {
  if (glance && (await blankAtAGlance(page))) {
    page.cleanup();
    return null;
  }
  const drawn = await drawPage(page, dpi / 72);
  if (isBlankBitmap(drawn.rgba, drawn.width, drawn.height)) return null;
  return (
    drawn
      .raw()
      .greyscale()
      // Tesseract sizes its expectations of glyphs from the image's resolution.
      .withMetadata({ density: Math.round(72 * drawn.scale) })
      .png({ compressionLevel: 1 })
      .toBuffer()
  );
}

/** @param {import('pdfjs-dist/types/src/display/api.js').PDFDocumentProxy} doc @returns {Promise<string | undefined>} */
export async function readTitle(doc) {
  try {
    const meta = await doc.getMetadata();
    /** @type {{ Title?: unknown } | undefined} */
    const info = /** @type {any} */ (meta.info);
    // Word's PDF export often stores "Microsoft Word - lease.docx": keep the useful part.
    const title =
      typeof info?.Title === 'string'
        ? info.Title.replace(/^Microsoft \w+ - /, '')
            .replace(/\.(docx?|xlsx?|rtf)$/i, '')
            .trim()
        : '';
    return title || undefined;
  } catch {
    return undefined;
  }
}
