import { parentPort } from 'node:worker_threads';
import { openPdf, pageText, readTitle, renderPage } from './pdf-document.mjs';

/**
 * The PDF worker thread: holds at most one open document and answers one request at a time. The main thread
 * times every request and terminates this thread when one runs too long, which is the only way to stop pdfjs
 * inside a loop that never yields. Messages: pdf-worker-protocol.ts. Plain JavaScript, loaded by new Worker()
 * without tsx (loading pdfjs through tsx's loader cost ~300 MB of RSS per worker).
 */
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
/** @type {import('pdfjs-dist/types/src/display/api.js').PDFDocumentLoadingTask | undefined} */
let task;
/** @type {import('pdfjs-dist/types/src/display/api.js').PDFDocumentProxy | undefined} */
let doc;

async function close() {
  const current = task;
  task = undefined;
  doc = undefined;
  await current?.destroy().catch(() => {});
}

/** @param {import('./pdf-worker-protocol.js').PdfRequest} req */
async function handle(req) {
  switch (req.op) {
    case 'open': {
      await close();
      task = openPdf(req.data);
      doc = await task.promise;
      return { numPages: doc.numPages, title: await readTitle(doc) };
    }
    case 'text': {
      const open = requireDoc();
      const texts = [];
      for (let n = 1; n <= open.numPages; n++) {
        port.postMessage({ id: req.id, progress: { done: n - 1, total: open.numPages } });
        texts.push(await pageText(open, n));
      }
      return texts;
    }
    case 'render': {
      const png = await renderPage(await requireDoc().getPage(req.page), req.dpi);
      // A copy in a plain ArrayBuffer: sharp's buffers are external memory that cannot be transferred.
      return png ? new Uint8Array(png) : null;
    }
    case 'close':
      await close();
      return null;
  }
}

function requireDoc() {
  if (!doc) throw new Error('No PDF is open in this worker');
  return doc;
}

port.on('message', async (/** @type {import('./pdf-worker-protocol.js').PdfRequest} */ req) => {
  try {
    const result = await handle(req);
    // A rendered page moves to the main thread without a copy.
    const transfer = result instanceof Uint8Array ? [result.buffer] : [];
    port.postMessage({ id: req.id, result }, transfer);
  } catch (err) {
    const e = /** @type {{ name?: unknown; message?: unknown } | null} */ (err);
    port.postMessage({ id: req.id, error: { name: String(e?.name ?? 'Error'), message: String(e?.message ?? err) } });
  }
});
port.postMessage({ ready: true });
