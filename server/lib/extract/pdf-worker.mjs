import { isBlankPage, openPdf, pageText, readTitle, renderPage } from './pdf-document.mjs';

/**
 * A PDF thread of the PDF pool (pdf-worker-pool.ts, on piscina). Each task names its document by a key and carries
 * its bytes (a SharedArrayBuffer, so no copy is made per task); the thread keeps the last document it opened, so
 * the tasks of one document that land here parse it once. The main thread times every task and terminates the
 * thread when one runs too long, which is the only way to stop pdfjs inside a loop that never yields. Failures
 * come back as `{ error: { name, message } }` so pdfjs's exception names (PasswordException, ...) survive.
 * Plain JavaScript, loaded without tsx (loading pdfjs through tsx's loader cost ~300 MB of RSS per worker).
 */

/** @type {{ key: string; task: import('pdfjs-dist/types/src/display/api.js').PDFDocumentLoadingTask; doc?: import('pdfjs-dist/types/src/display/api.js').PDFDocumentProxy } | undefined} */
let open;

/** @param {string} key @param {SharedArrayBuffer | Uint8Array} data */
async function documentFor(key, data) {
  if (open?.key === key && open.doc) return open.doc;
  const previous = open;
  open = undefined;
  await previous?.task.destroy().catch(() => {});
  // pdfjs may detach the buffer it is given: it gets its own copy.
  const task = openPdf(new Uint8Array(data).slice());
  const doc = await task.promise.catch(async (err) => {
    await task.destroy().catch(() => {});
    throw err;
  });
  open = { key, task, doc };
  return doc;
}

/** @template T @param {() => Promise<T>} work */
async function answer(work) {
  try {
    return { result: await work() };
  } catch (err) {
    const e = /** @type {{ name?: unknown; message?: unknown } | null} */ (err);
    return { error: { name: String(e?.name ?? 'Error'), message: String(e?.message ?? err) } };
  }
}

/**
 * Page count, title (with the first pages) and the text of pages `from`..`to` (none when `to` < `from`).
 * @param {{ key: string; data: SharedArrayBuffer; from: number; to: number }} task
 */
export function read({ key, data, from, to }) {
  return answer(async () => {
    const doc = await documentFor(key, data);
    const texts = [];
    for (let n = from; n <= Math.min(to, doc.numPages); n++) texts.push(await pageText(doc, n));
    return { numPages: doc.numPages, title: from === 1 ? await readTitle(doc) : undefined, texts };
  });
}

/**
 * Which of `pages` are blank or nearly so (from a quick low-resolution drawing of each).
 * @param {{ key: string; data: SharedArrayBuffer; pages: number[] }} task
 */
export function blank({ key, data, pages }) {
  return answer(async () => {
    const doc = await documentFor(key, data);
    const out = [];
    for (const n of pages) out.push(await isBlankPage(await doc.getPage(n)));
    return out;
  });
}

/**
 * A grayscale PNG of the page for OCR, or null for a blank page (`glance`: decided at low resolution first).
 * @param {{ key: string; data: SharedArrayBuffer; page: number; dpi: number; glance: boolean }} task
 */
export function render({ key, data, page, dpi, glance }) {
  return answer(async () => {
    const doc = await documentFor(key, data);
    const png = await renderPage(await doc.getPage(page), dpi, { glance });
    // A copy in a plain ArrayBuffer: sharp's buffers are external memory that cannot be posted.
    return png ? new Uint8Array(png) : null;
  });
}

/** Does nothing: brings a thread up ahead of need (its start-up loads pdfjs). */
export function warm() {
  return null;
}
