import type { PoolSpec, WorkerPools } from '../workers/pools.js';
import { WorkerTimeoutError } from '../workers/worker-pool.js';
import type { RecognisedWords } from './types.js';

/**
 * Text recognition in the OCR pool (ocr-worker.mjs, one tesseract.js worker per thread). tesseract.js runs
 * single-threaded WASM, so the pool's size (OCR_WORKER_THREADS, default one per core) is the number of cores
 * recognition uses. Threads start on the first page, are shared by every document and stop after a quiet spell.
 * A page over its time limit, or an aborted document, terminates its thread (a fresh one takes the next page).
 */

export const ocrPool: PoolSpec = { name: 'ocr', filename: new URL('./ocr-worker.mjs', import.meta.url), threads: 'OCR_WORKER_THREADS', idleTimeoutMs: 30_000 };

export class OcrTimeoutError extends Error {}

interface RecogniseOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

async function run(pools: WorkerPools, png: Buffer, { timeoutMs, signal }: RecogniseOptions, tsv: boolean) {
  try {
    // A copy the thread may keep: the caller's buffer may be a view into a larger one.
    const image = new Uint8Array(png);
    return await pools.get(ocrPool).run<{ text: string; tsv: string }>({ image, tsv }, { timeoutMs, signal, transferList: [image.buffer] });
  } catch (err) {
    if (err instanceof WorkerTimeoutError) throw new OcrTimeoutError(`Text recognition took longer than ${Math.round(timeoutMs / 1000)} seconds`);
    throw err;
  }
}

/** Recognises text in one image (a PNG buffer), giving up after `timeoutMs`. */
export async function recognize(pools: WorkerPools, png: Buffer, timeoutMs: number, signal?: AbortSignal): Promise<string> {
  return (await run(pools, png, { timeoutMs, signal }, false)).text;
}

/**
 * Recognises a page: its text and where each word sits, as fractions of the image, so the document viewer can
 * highlight a passage on this page later without recognising it again. The boxes come from Tesseract's TSV
 * output: about 3% more time than text alone, where the JSON block tree costs about 10% (measured on the
 * benchmark's scanned lease pages at the OCR resolution).
 */
export async function recognizePage(
  pools: WorkerPools,
  png: Buffer,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<{ text: string; words: RecognisedWords }> {
  const data = await run(pools, png, { timeoutMs, signal }, true);
  return { text: data.text, words: placedWords(data.tsv, pngSize(png)) };
}

/** 4 decimals: a tenth of a pixel on the viewer's widest drawing (1600 px), and a small stored page. */
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** The words of Tesseract's TSV (level-5 rows: level page block par line word left top width height conf text), placed as fractions of the image. */
function placedWords(tsv: string, { width, height }: { width: number; height: number }): RecognisedWords {
  const words: RecognisedWords['words'] = [];
  for (const line of tsv.split('\n')) {
    const cols = line.split('\t');
    if (cols[0] !== '5' || cols.length < 12) continue;
    const text = cols.slice(11).join('\t').trim();
    if (!text) continue;
    const [left, top, w, h] = cols.slice(6, 10).map(Number) as [number, number, number, number];
    words.push([text, round4(left / width), round4(top / height), round4(w / width), round4(h / height)]);
  }
  return { aspect: round4(height / width), words };
}

/** A PNG's pixel size, from its header (IHDR), without decoding it. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Pages recognised at once: one per OCR thread. */
export function ocrPoolSize(pools: WorkerPools): number {
  return pools.size(ocrPool);
}
