// A thread of the viewer's PDF pool (render-client.ts, on piscina): keeps the last document it opened (the one
// being read, so paging through it does not parse it again) and answers one request at a time (render-protocol.ts).
// A request without the document's bytes for a document this thread does not have open answers { missing: true },
// and the client sends it again with them. The main thread times every request and terminates the thread when one
// runs too long: pdfjs can loop on a hostile file without yielding, and the web server must not.
//
// Plain JavaScript on purpose: under tsx's loader, pdfjs (and the pdf.worker module it imports) are transformed
// on load, which took ~4 s per start of this thread instead of ~0.3 s. The TypeScript side (render-client.ts,
// text-items.ts) does everything that is not pdfjs.
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { drawPage, openPdf, renderPage } from '../../lib/extract/pdf-document.mjs';

let task;
let doc;
let openKey;

/** Opened with the same safe options as extraction: no eval, no font loading, no fetching, no XFA. */
async function open(key, data) {
  openKey = undefined;
  await task?.destroy().catch(() => {});
  doc = undefined;
  task = openPdf(data);
  doc = await task.promise;
  openKey = key;
}

async function getPage(n) {
  if (!doc) throw new Error('No PDF is open in this worker');
  if (!Number.isInteger(n) || n < 1 || n > doc.numPages) throw Object.assign(new Error(`No page ${n}`), { name: 'PageRangeError' });
  return doc.getPage(n);
}

/** The page in colour, `width` pixels wide, as PNG (what the viewer shows). */
async function render(n, width) {
  const page = await getPage(n);
  const drawn = await drawPage(page, width / page.getViewport({ scale: 1 }).width);
  const png = await drawn.raw().removeAlpha().png({ compressionLevel: 6 }).toBuffer();
  // A copy in a plain ArrayBuffer: sharp's buffers are external memory that cannot be transferred.
  return { png: new Uint8Array(png), width: drawn.width, height: drawn.height };
}

/** The page in grey at about `dpi`, as text recognition at ingest saw it; null when nothing is drawn. */
async function renderOcr(n, dpi) {
  const png = await renderPage(await getPage(n), dpi);
  return png && new Uint8Array(png);
}

/**
 * Where each text item is drawn, as fractions of the page (origin top-left). The box rises from the baseline by
 * about the font size (where glyphs are) and drops a fifth below it for descenders.
 */
async function textItems(n) {
  const page = await getPage(n);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str) continue;
    const tx = pdfjs.Util.transform(viewport.transform, item.transform);
    const fontSize = Math.hypot(tx[2], tx[3]) || item.height || 10;
    const vertical = Math.abs(Math.sin(Math.atan2(tx[1], tx[0]))) > 0.7;
    const length = item.width * viewport.scale;
    const x = vertical ? tx[4] - fontSize : tx[4];
    const y = vertical ? tx[5] - length : tx[5] - fontSize * 0.95;
    const w = vertical ? fontSize : length;
    const h = vertical ? length : fontSize * 1.2;
    items.push({ str: item.str, vertical, x: x / viewport.width, y: y / viewport.height, w: w / viewport.width, h: h / viewport.height });
  }
  page.cleanup();
  return { numPages: doc.numPages, aspect: viewport.height / viewport.width, items };
}

async function handle(req) {
  switch (req.op) {
    case 'render':
      return render(req.page, req.width);
    case 'render-ocr':
      return renderOcr(req.page, req.dpi);
    case 'text-items':
      return textItems(req.page);
    default:
      throw new Error(`Unknown request ${req.op}`);
  }
}

/** One request (render-protocol.ts): opens `key` first when it carries the bytes, or asks for them. */
export default async function request(req) {
  try {
    if (req.key !== openKey) {
      if (!req.data) return { missing: true };
      await open(req.key, req.data);
    }
    if (req.op === 'open') return { result: null };
    return { result: await handle(req) };
  } catch (err) {
    return { error: { name: err?.name ?? 'Error', message: err?.message ?? String(err) } };
  }
}
