import { parentPort } from 'node:worker_threads';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import { openViewerPdf, pageTextItems, renderOcrPage, renderPagePng } from './pdf-pages.js';
import type { RenderReply, RenderRequest } from './render-protocol.js';

/**
 * The viewer's PDF thread: keeps one document open (the one being read, so paging through it does not parse it
 * again) and answers one request at a time. The main thread times every request and terminates this thread
 * when one runs too long: pdfjs can loop on a hostile file without yielding, and the web server must not.
 */
const port = parentPort!;
let task: PDFDocumentLoadingTask | undefined;
let doc: PDFDocumentProxy | undefined;

async function handle(req: RenderRequest): Promise<unknown> {
  switch (req.op) {
    case 'open': {
      await task?.destroy().catch(() => {});
      doc = undefined;
      task = openViewerPdf(req.data);
      doc = await task.promise;
      return { numPages: doc.numPages };
    }
    case 'render': {
      const rendered = await renderPagePng(await page(req.page), req.width);
      // A copy in a plain ArrayBuffer: sharp's buffers are external memory that cannot be transferred.
      return { ...rendered, png: new Uint8Array(rendered.png) };
    }
    case 'render-ocr': {
      const png = await renderOcrPage(await page(req.page), req.dpi);
      return png ? new Uint8Array(png) : null;
    }
    case 'text-items':
      return pageTextItems(await page(req.page), requireDoc().numPages);
  }
}

function requireDoc(): PDFDocumentProxy {
  if (!doc) throw new Error('No PDF is open in this worker');
  return doc;
}

async function page(n: number) {
  const open = requireDoc();
  if (!Number.isInteger(n) || n < 1 || n > open.numPages) throw Object.assign(new Error(`No page ${n}`), { name: 'PageRangeError' });
  return open.getPage(n);
}

port.on('message', async (req: RenderRequest) => {
  try {
    const result = await handle(req);
    const buffer = (result as { png?: Uint8Array } | null)?.png?.buffer ?? (result instanceof Uint8Array ? result.buffer : undefined);
    port.postMessage({ id: req.id, result } satisfies RenderReply, buffer ? [buffer as ArrayBuffer] : []);
  } catch (err) {
    const e = err as { name?: string; message?: string };
    port.postMessage({ id: req.id, error: { name: e?.name ?? 'Error', message: e?.message ?? String(err) } } satisfies RenderReply);
  }
});
port.postMessage({ ready: true } satisfies RenderReply);
