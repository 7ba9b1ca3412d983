import { createRequire } from 'node:module';
import path from 'node:path';
import os from 'node:os';
import { createWorker, OEM, type Worker } from 'tesseract.js';

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

/** Recognises text in one image (a PNG buffer), giving up after `timeoutMs`. */
export async function recognize(png: Buffer, timeoutMs: number): Promise<string> {
  const pw = await acquire();
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  try {
    const result = await Promise.race([
      pw.worker.recognize(png),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(new OcrTimeoutError(`Text recognition took longer than ${Math.round(timeoutMs / 1000)} seconds`));
        }, timeoutMs);
      }),
    ]);
    return result.data.text ?? '';
  } finally {
    clearTimeout(timer);
    if (timedOut) discard(pw);
    else release(pw);
  }
}

/** A recognised word and its box in the image's pixels. */
export interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Like recognize, but also returns each word's box (for the document viewer's highlights on scans), from the same
 * pool of workers.
 */
export async function recognizeWords(png: Buffer, timeoutMs: number): Promise<{ text: string; words: OcrWord[] }> {
  const pw = await acquire();
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  try {
    const result = await Promise.race([
      pw.worker.recognize(png, {}, { text: true, blocks: true }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(new OcrTimeoutError(`Text recognition took longer than ${Math.round(timeoutMs / 1000)} seconds`));
        }, timeoutMs);
      }),
    ]);
    const words: OcrWord[] = [];
    for (const block of result.data.blocks ?? [])
      for (const para of block.paragraphs)
        for (const line of para.lines) for (const w of line.words) words.push({ text: w.text, x0: w.bbox.x0, y0: w.bbox.y0, x1: w.bbox.x1, y1: w.bbox.y1 });
    return { text: result.data.text ?? '', words };
  } finally {
    clearTimeout(timer);
    if (timedOut) discard(pw);
    else release(pw);
  }
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
