import { createRequire } from 'node:module';
import path from 'node:path';
import type * as NapiCanvas from '@napi-rs/canvas';
import sharp from 'sharp';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { PlacedText } from './align-runs.js';
import { wordsOf } from './glyph-widths.js';
import type { PageTextItems } from './render-protocol.js';

/**
 * pdfjs for the viewer (runs in render-worker.ts): open a stored PDF, draw a page, and say where its text items
 * are. Opened with the same safe options as extraction (no eval, no font loading, no fetching, no XFA), so a
 * page shows the same text the index was built from.
 */

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
const LOCAL_ASSETS = {
  standardFontDataUrl: path.join(PDFJS_DIR, 'standard_fonts') + path.sep,
  cMapUrl: path.join(PDFJS_DIR, 'cmaps') + path.sep,
  cMapPacked: true,
  wasmUrl: path.join(PDFJS_DIR, 'wasm') + path.sep,
  iccUrl: path.join(PDFJS_DIR, 'iccs') + path.sep,
};
// pdfjs draws through its own nested @napi-rs/canvas; a canvas from the app's copy would crash it (see extract/pdf.ts).
const { createCanvas } = createRequire(path.join(PDFJS_DIR, 'package.json'))('@napi-rs/canvas') as typeof NapiCanvas;
const MAX_RENDER_PIXELS = 25_000_000;

export function openViewerPdf(data: Uint8Array) {
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

/** Draws the page on white at `scale` and returns its RGBA pixels. */
async function draw(page: PDFPageProxy, scale: number) {
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
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: ctx as unknown as CanvasRenderingContext2D, viewport }).promise;
  page.cleanup();
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const raw = () => sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), { raw: { width, height, channels: 4 } });
  return { raw, width, height, scale };
}

/** The page in colour, `width` pixels wide, as PNG (what the viewer shows). */
export async function renderPagePng(page: PDFPageProxy, width: number) {
  const base = page.getViewport({ scale: 1 });
  const drawn = await draw(page, width / base.width);
  const png = await drawn.raw().removeAlpha().png({ compressionLevel: 6, adaptiveFiltering: true }).toBuffer();
  return { png, width: drawn.width, height: drawn.height };
}

/** The page in grey at about `dpi`, as text recognition at ingest saw it; null when nothing is drawn. */
export async function renderOcrPage(page: PDFPageProxy, dpi: number): Promise<Buffer | null> {
  const drawn = await draw(page, dpi / 72);
  const grey = () => drawn.raw().greyscale();
  const { channels } = await grey().stats();
  if (Math.min(...channels.slice(0, 3).map((c) => c.min)) > 160) return null;
  return grey().withMetadata({ density: Math.round(72 * drawn.scale) }).png({ compressionLevel: 1 }).toBuffer();
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/**
 * Where each text item is drawn, as fractions of the page (origin top-left). The box runs from the baseline up
 * by the font size, which is where glyphs are; the text item's own width gives the right edge.
 */
export async function pageTextItems(page: PDFPageProxy, numPages: number): Promise<PageTextItems> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: PlacedText[] = [];
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = raw as TextItem;
    if (!item.str) continue;
    const tx = pdfjs.Util.transform(viewport.transform, item.transform);
    const fontSize = Math.hypot(tx[2]!, tx[3]!) || item.height || 10;
    const angle = Math.atan2(tx[1]!, tx[0]!);
    const vertical = Math.abs(Math.sin(angle)) > 0.7;
    const length = item.width * viewport.scale;
    const x = vertical ? tx[4]! - fontSize : tx[4]!;
    // Glyphs rise about a font size above the baseline and descenders drop a fifth below it.
    const y = vertical ? tx[5]! - length : tx[5]! - fontSize * 0.95;
    const w = vertical ? fontSize : length;
    const h = vertical ? length : fontSize * 1.2;
    // One placed piece per word, so a highlight starting or ending mid-line lands on the right glyphs.
    for (const word of wordsOf(item.str)) {
      const along = (f: number) => f * length;
      items.push(
        vertical
          ? { text: word.text, x: x / viewport.width, y: (y + along(word.from)) / viewport.height, w: w / viewport.width, h: along(word.to - word.from) / viewport.height }
          : { text: word.text, x: (x + along(word.from)) / viewport.width, y: y / viewport.height, w: along(word.to - word.from) / viewport.width, h: h / viewport.height },
      );
    }
  }
  page.cleanup();
  return { numPages, aspect: viewport.height / viewport.width, items };
}
