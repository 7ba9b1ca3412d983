import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PdfOpened, PdfReply, PdfRequest } from './pdf-worker-protocol.js';

/**
 * PDF parsing and page rendering run in worker threads (pdf-worker.mjs) so that a PDF that makes pdfjs spin cannot
 * freeze the server: every request has a time limit, and a worker that overruns it is terminated (the only way
 * to stop synchronous code) and replaced. Workers are reused across documents, one per document being read, at
 * most one per core (2 here), and stop after a quiet spell. Each has a capped heap, so one huge PDF ends in a
 * refusal instead of taking the process's memory.
 */

const MAX_WORKERS = Math.max(1, Math.min(2, os.availableParallelism()));
/** Back-to-back documents reuse a worker; an idle one holds ~100 MB, so it goes soon after a batch ends. */
const IDLE_SHUTDOWN_MS = 10_000;
/** Loading tsx, pdfjs, sharp and the canvas takes well under a second; this only catches a worker that never comes up. */
const START_TIMEOUT_MS = 60_000;
/**
 * pdfjs keeps parsed objects on the JS heap; rendered pixels live in the canvas's native memory (capped by
 * MAX_RENDER_PIXELS). A 16 MB young generation instead of 64 MB took ~45 MB less RSS per worker after reading
 * text PDFs, at no measurable cost in speed (BENCHMARKS.md).
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 16 };

/** Why a worker stopped: it overran its time limit, ran out of its heap, or died for another reason. */
export class PdfWorkerStopped extends Error {
  constructor(
    readonly reason: 'timeout' | 'memory' | 'crash',
    message: string,
  ) {
    super(message);
  }
}

/** An exception pdfjs threw inside the worker (its name, e.g. PasswordException, is kept for mapping). */
export class PdfParseError extends Error {
  constructor(
    readonly pdfName: string,
    message: string,
  ) {
    super(message);
  }
}

type PdfRequestBody = PdfRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  onProgress?: (p: { done: number; total: number }) => void;
  timer?: NodeJS.Timeout;
}

/** Workers started and not yet stopped (idle or in use). */
const live = new Set<PdfWorker>();

/** How many PDF worker threads exist right now (tests and benchmarks). */
export function livePdfWorkers(): number {
  return live.size;
}

class PdfWorker {
  private readonly worker: Worker;
  private readonly ready: Promise<void>;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failStart: (err: Error) => void = () => {};
  stopped: PdfWorkerStopped | null = null;

  constructor() {
    this.worker = new Worker(new URL('./pdf-worker.mjs', import.meta.url), { resourceLimits: RESOURCE_LIMITS });
    live.add(this);
    let started: () => void = () => {};
    this.ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      this.failStart = reject;
    });
    // Observed through whenReady(); a worker that dies before it is used must not be an unhandled rejection.
    this.ready.catch(() => {});
    this.worker.on('message', (reply: PdfReply) => {
      if ('ready' in reply) return started();
      const job = this.pending.get(reply.id);
      if (!job) return;
      if ('progress' in reply) return job.onProgress?.(reply.progress);
      this.pending.delete(reply.id);
      clearTimeout(job.timer);
      if ('error' in reply) job.reject(new PdfParseError(reply.error.name, reply.error.message));
      else job.resolve(reply.result);
    });
    this.worker.on('error', (err: Error & { code?: string }) => {
      this.stop(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new PdfWorkerStopped('memory', 'The PDF worker ran out of memory')
          : new PdfWorkerStopped('crash', `The PDF worker failed: ${err.message}`),
      );
    });
    this.worker.on('exit', (code) => this.stop(new PdfWorkerStopped('crash', `The PDF worker exited (code ${code})`)));
  }

  /** Sends one request; rejects with PdfWorkerStopped('timeout') and terminates the worker if no answer comes in time. */
  async request<T>(req: PdfRequestBody, timeoutMs: number, onProgress?: Pending['onProgress']): Promise<T> {
    await this.whenReady();
    if (this.stopped) throw this.stopped;
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      const job: Pending = { resolve: resolve as (v: unknown) => void, reject, onProgress };
      job.timer = setTimeout(() => this.stop(new PdfWorkerStopped('timeout', `No answer from the PDF worker within ${timeoutMs} ms`)), Math.max(0, timeoutMs));
      this.pending.set(id, job);
      const message = { ...req, id } as PdfRequest;
      // The document's bytes move to the worker without a copy (the caller passes its own copy).
      const transfer = message.op === 'open' ? [message.data.buffer as ArrayBuffer] : [];
      this.worker.postMessage(message, transfer);
    });
  }

  private async whenReady() {
    let timer: NodeJS.Timeout | undefined;
    const failed = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(this.stop(new PdfWorkerStopped('crash', 'The PDF worker did not start'))), START_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.ready, failed]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Fails every pending request with `reason` and terminates the thread (idempotent). */
  stop(reason: PdfWorkerStopped): PdfWorkerStopped {
    if (this.stopped) return this.stopped;
    this.stopped = reason;
    live.delete(this);
    this.failStart(reason);
    for (const job of this.pending.values()) {
      clearTimeout(job.timer);
      job.reject(reason);
    }
    this.pending.clear();
    void this.worker.terminate().catch(() => {});
    return reason;
  }

  /** An idle worker does not keep the process alive; one in use does. */
  setBusy(busy: boolean) {
    if (busy) this.worker.ref();
    else this.worker.unref();
  }
}

// ------------------------------------------------------------------ pool: one slot per document being read
let slotsInUse = 0;
const slotWaiters: (() => void)[] = [];
const idle: PdfWorker[] = [];
let idleTimer: NodeJS.Timeout | undefined;

async function acquireSlot() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = undefined;
  if (slotsInUse < MAX_WORKERS) {
    slotsInUse++;
    return;
  }
  // Handed over by releaseSlot, which keeps the count.
  await new Promise<void>((resolve) => slotWaiters.push(resolve));
}

function releaseSlot() {
  const next = slotWaiters.shift();
  if (next) return next();
  slotsInUse--;
  if (slotsInUse === 0 && idle.length) scheduleIdleShutdown();
}

function takeWorker(): PdfWorker {
  let worker = idle.pop();
  while (worker?.stopped) worker = idle.pop();
  worker ??= new PdfWorker();
  worker.setBusy(true);
  return worker;
}

function giveBack(worker: PdfWorker) {
  if (worker.stopped) return;
  worker.setBusy(false);
  idle.push(worker);
}

/**
 * Starts a worker before it is needed (a job is about to read a PDF), so the thread's start-up (loading pdfjs,
 * ~0.3 s on a free core and over a second on a busy one) overlaps the job's own set-up instead of delaying it.
 * Never more workers than slots; an unused one stops after the idle spell like any other.
 */
export function prewarmPdfWorker() {
  if (live.size >= MAX_WORKERS || idle.filter((w) => !w.stopped).length >= MAX_WORKERS - slotsInUse) return;
  const worker = new PdfWorker();
  worker.setBusy(false);
  idle.push(worker);
  if (slotsInUse === 0) scheduleIdleShutdown();
}

function scheduleIdleShutdown() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void closePdfWorkers(), IDLE_SHUTDOWN_MS);
  idleTimer.unref();
}

/** Stops every idle PDF worker (tests, shutdown). Workers in use finish their document first. */
export async function closePdfWorkers(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = undefined;
  for (const worker of idle.splice(0)) worker.stop(new PdfWorkerStopped('crash', 'The PDF worker was closed'));
}

/**
 * One PDF being read, on a worker of its own for the duration. If a request overruns its time limit the worker
 * is terminated; `render` then carries on with a fresh worker (the document is opened again) so one page that
 * cannot be rendered does not cost the rest of the document.
 */
export class PdfReader {
  private worker: PdfWorker | undefined;
  private holdsSlot = false;
  private opened: PdfOpened | undefined;

  constructor(private readonly bytes: Buffer) {}

  async open(timeoutMs: number): Promise<PdfOpened> {
    if (!this.holdsSlot) {
      await acquireSlot();
      this.holdsSlot = true;
    }
    this.worker = takeWorker();
    // pdfjs may detach the buffer it is given; the worker gets its own copy, transferred.
    this.opened = await this.worker.request<PdfOpened>({ op: 'open', data: new Uint8Array(this.bytes) }, timeoutMs);
    return this.opened;
  }

  /** Text of every page (index 0 is page 1), with progress per page. */
  text(timeoutMs: number, onProgress?: (p: { done: number; total: number }) => void): Promise<string[]> {
    return this.live().request<string[]>({ op: 'text' }, timeoutMs, onProgress);
  }

  /** A grayscale PNG of the page for OCR, or null for a blank page. */
  async render(page: number, dpi: number, timeoutMs: number, reopenTimeoutMs: number): Promise<Buffer | null> {
    if (!this.worker || this.worker.stopped) await this.open(reopenTimeoutMs);
    const png = await this.live().request<Uint8Array | null>({ op: 'render', page, dpi }, timeoutMs);
    return png ? Buffer.from(png.buffer, png.byteOffset, png.byteLength) : null;
  }

  /**
   * Gives up the worker and its slot while this document waits for something else (its turn at OCR): the
   * worker is stopped rather than kept idle, since the thread that is busy meanwhile needs the memory more.
   * The next render opens the document again.
   */
  async suspend() {
    const worker = this.worker;
    this.worker = undefined;
    worker?.stop(new PdfWorkerStopped('crash', 'The PDF worker was released'));
    if (this.holdsSlot) {
      this.holdsSlot = false;
      releaseSlot();
    }
  }

  /** Frees the document in the worker and returns the worker to the pool (a stopped one is dropped). */
  async close() {
    const worker = this.worker;
    this.worker = undefined;
    if (worker && !worker.stopped) {
      await worker.request({ op: 'close' }, 10_000).catch(() => {});
      giveBack(worker);
    }
    if (this.holdsSlot) {
      this.holdsSlot = false;
      releaseSlot();
    }
  }

  private live(): PdfWorker {
    if (!this.worker) throw new Error('PdfReader used before open()');
    return this.worker;
  }
}
