// A text-recognition thread of the OCR pool (ocr.ts, on piscina). It holds one tesseract.js worker, started on
// the first page and reused for every page after: loading the English model takes about a second. tesseract.js
// runs it in a thread of its own; terminating this thread (a page over its time limit, or an aborted document)
// stops that one too. Plain JavaScript, loaded without tsx.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM } from 'tesseract.js';

const require = createRequire(import.meta.url);
// The bundled English model; tesseract.js must never fall back to its CDN default.
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** @type {Promise<import('tesseract.js').Worker> | undefined} */
let tesseract;

/**
 * Recognises one image: its text, and Tesseract's TSV (word boxes) when asked.
 * @param {{ image: Uint8Array; tsv: boolean }} task
 */
export default async function recognize({ image, tsv }) {
  tesseract ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, cacheMethod: 'none', gzip: true, logger: () => {}, errorHandler: () => {} });
  const worker = await tesseract;
  const { data } = await worker.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength), {}, tsv ? { text: true, tsv: true } : { text: true });
  return { text: data.text ?? '', tsv: data.tsv ?? '' };
}

/** Starts nothing; a task that only brings a thread up (tests). */
export function warm() {
  return null;
}
