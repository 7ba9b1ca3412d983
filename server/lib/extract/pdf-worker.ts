import { parentPort } from 'node:worker_threads';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import { openPdf, pageText, readTitle, renderPage } from './pdf-document.js';
import type { PdfOpened, PdfReply, PdfRequest } from './pdf-worker-protocol.js';

/**
 * The PDF worker thread: holds at most one open document and answers one request at a time. The main thread
 * times every request and terminates this thread when one runs too long, which is the only way to stop pdfjs
 * inside a loop that never yields.
 */
const port = parentPort!;
let task: PDFDocumentLoadingTask | undefined;
let doc: PDFDocumentProxy | undefined;

async function close() {
  const current = task;
  task = undefined;
  doc = undefined;
  await current?.destroy().catch(() => {});
}

async function handle(req: PdfRequest): Promise<unknown> {
  switch (req.op) {
    case 'open': {
      await close();
      task = openPdf(req.data);
      doc = await task.promise;
      return { numPages: doc.numPages, title: await readTitle(doc) } satisfies PdfOpened;
    }
    case 'text': {
      const open = requireDoc();
      const texts: string[] = [];
      for (let n = 1; n <= open.numPages; n++) {
        port.postMessage({ id: req.id, progress: { done: n - 1, total: open.numPages } } satisfies PdfReply);
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

function requireDoc(): PDFDocumentProxy {
  if (!doc) throw new Error('No PDF is open in this worker');
  return doc;
}

port.on('message', async (req: PdfRequest) => {
  try {
    const result = await handle(req);
    // A rendered page moves to the main thread without a copy.
    const transfer = result instanceof Uint8Array ? [result.buffer as ArrayBuffer] : [];
    port.postMessage({ id: req.id, result } satisfies PdfReply, transfer);
  } catch (err) {
    const e = err as { name?: unknown; message?: unknown } | null;
    port.postMessage({ id: req.id, error: { name: String(e?.name ?? 'Error'), message: String(e?.message ?? err) } } satisfies PdfReply);
  }
});
port.postMessage({ ready: true } satisfies PdfReply);
