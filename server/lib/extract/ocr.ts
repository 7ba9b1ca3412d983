import { createRequire } from 'node:module';
import path from 'node:path';
import os from 'node:os';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { RecognisedWords } from './types.js';

/**
 * A small module-level OCR pool shared by every document. tesseract.js runs each worker in its own worker thread
 * with single-threaded WASM, so the pool size is the number of cores used: at most 2 on this machine, never more
 * than the cores available. Workers start lazily, are reused across documents and stop after a quiet spell.
 */

const require = createRequire(import.meta.url);
// The bundled English model; tesseract.js must never fall back to its CDN default.
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
const MAX_WORKERS = Math.max(1, Math.min(2, os.availableParallelism()));
const IDLE_SHUTDOWN_MS = 30_000;

export class OcrTimeoutError extends Error {}

interface PoolWorker {
  worker: Worker;
  busy: boolean;
}

interface Waiter {
  resolve: (w: PoolWorker) => void;
  reject: (err: unknown) => void;
}

const workers: PoolWorker[] = [];
let starting = 0;
const waiters: Waiter[] = [];
let idleTimer: NodeJS.Timeout | undefined;

async function startWorker(): Promise<PoolWorker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    cacheMethod: 'none',
    gzip: true,
    logger: () => {},
    errorHandler: () => {},
  });
  return { worker, busy: true };
}

async function acquire(): Promise<PoolWorker> {
  if (idleTimer) {
    clearTimeout(idleTimer);
    idleTimer = undefined;
  }
  const idle = workers.find((w) => !w.busy);
  if (idle) {
    idle.busy = true;
    return idle;
  }
  if (workers.length + starting < MAX_WORKERS) {
    starting++;
    try {
      const pw = await startWorker();
      workers.push(pw);
      return pw;
    } finally {
      starting--;
    }
  }
  return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
}

function release(pw: PoolWorker) {
  const next = waiters.shift();
  if (next) {
    next.resolve(pw);
    return;
  }
  pw.busy = false;
  scheduleIdleShutdown();
}

/** A worker that timed out may be stuck inside WASM: it is terminated and a waiting job gets a fresh one. */
function discard(pw: PoolWorker) {
  const i = workers.indexOf(pw);
  if (i >= 0) workers.splice(i, 1);
  void pw.worker.terminate().catch(() => {});
  const next = waiters.shift();
  if (next) {
    starting++;
    startWorker()
      .then((fresh) => {
        workers.push(fresh);
        next.resolve(fresh);
      }, next.reject)
      .finally(() => starting--);
  }
}

function scheduleIdleShutdown() {
  if (workers.some((w) => w.busy) || waiters.length) return;
  idleTimer = setTimeout(() => void closeOcrPool(), IDLE_SHUTDOWN_MS);
  idleTimer.unref();
}

type OcrOutput = { text: true; tsv?: true };

/** One recognition on a pooled worker, given up after `timeoutMs` (the worker is then replaced). */
async function run(png: Buffer, timeoutMs: number, output: OcrOutput) {
  const pw = await acquire();
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  try {
    const result = await Promise.race([
      pw.worker.recognize(png, {}, output),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(new OcrTimeoutError(`Text recognition took longer than ${Math.round(timeoutMs / 1000)} seconds`));
        }, timeoutMs);
      }),
    ]);
    return result.data;
  } finally {
    clearTimeout(timer);
    if (timedOut) discard(pw);
    else release(pw);
  }
}

/** Recognises text in one image (a PNG buffer), giving up after `timeoutMs`. */
export async function recognize(png: Buffer, timeoutMs: number): Promise<string> {
  return (await run(png, timeoutMs, { text: true })).text ?? '';
}

/**
 * Recognises a page: its text and where each word sits, as fractions of the image, so the document viewer can
 * highlight a passage on this page later without recognising it again. The boxes come from Tesseract's TSV
 * output: about 3% more time than text alone, where the JSON block tree costs about 10% (measured on the
 * benchmark's scanned lease pages at the OCR resolution).
 */
export async function recognizePage(png: Buffer, timeoutMs: number): Promise<{ text: string; words: RecognisedWords }> {
  const data = await run(png, timeoutMs, { text: true, tsv: true });
  return { text: data.text ?? '', words: placedWords(data.tsv ?? '', pngSize(png)) };
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

/** Stops every OCR worker (tests, shutdown). The pool starts again on the next recognise call. */
export async function closeOcrPool(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = undefined;
  const all = workers.splice(0);
  await Promise.all(all.map((w) => w.worker.terminate().catch(() => {})));
}

export const ocrPoolSize = MAX_WORKERS;

/** OCR worker threads alive right now, busy or idle (tests and benchmarks). */
export function liveOcrWorkers(): number {
  return workers.length + starting;
}
