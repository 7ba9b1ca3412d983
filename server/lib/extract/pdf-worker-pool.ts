import { randomUUID } from 'node:crypto';
import type { PoolSpec, WorkerPools } from '../workers/pools.js';
import type { PdfOpened, PdfReply } from './pdf-worker-protocol.js';

/**
 * PDF parsing and page rendering run in the PDF pool's threads (pdf-worker.mjs) so that a PDF that makes pdfjs spin
 * cannot freeze the server: every task has a time limit, and a thread that overruns it is terminated and replaced.
 * PDF_WORKER_THREADS threads at most (default one per core), shared by every document in small tasks (a range of
 * pages' text, one page drawn), so a long document does not hold a thread while others wait. Each has a capped
 * heap, so one huge PDF ends in a refusal instead of taking the process's memory; idle threads stop soon.
 */

export const pdfPool: PoolSpec = {
  name: 'pdf',
  filename: new URL('./pdf-worker.mjs', import.meta.url),
  threads: 'PDF_WORKER_THREADS',
  /** Back-to-back documents reuse a thread; an idle one holds ~100 MB, so it goes soon after a batch ends. */
  idleTimeoutMs: 10_000,
  /**
   * pdfjs keeps parsed objects on the JS heap; rendered pixels live in the canvas's native memory (capped by
   * MAX_RENDER_PIXELS). A 16 MB young generation instead of 64 MB took ~45 MB less RSS per worker after reading
   * text PDFs, at no measurable cost in speed (BENCHMARKS.md).
   */
  resourceLimits: { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 16 },
};

/** An exception pdfjs threw inside the worker (its name, e.g. PasswordException, is kept for mapping). */
export class PdfParseError extends Error {
  constructor(
    readonly pdfName: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Starts a thread before it is needed (a job is about to read a PDF), so its start-up (loading pdfjs, ~0.3 s on a
 * free core and over a second on a busy one) overlaps the job's own set-up. Never more than the pool's size.
 */
export function prewarmPdfWorker(pools: WorkerPools) {
  const pool = pools.get(pdfPool);
  if (pool.liveThreads < pool.size) void pool.run(null, { name: 'warm' }).catch(() => {});
}

/**
 * One PDF being read: its bytes, shared once with the pool's threads, and a key by which a thread recognises a
 * document it already has open. Every call may be aborted by `signal` (the thread working on it is terminated).
 */
export class PdfFile {
  private readonly key = randomUUID();
  private readonly data: SharedArrayBuffer;

  constructor(
    private readonly pools: WorkerPools,
    bytes: Buffer,
    private readonly signal?: AbortSignal,
  ) {
    this.data = new SharedArrayBuffer(bytes.length);
    new Uint8Array(this.data).set(bytes);
  }

  /** Page count, title and the text of pages `from`..`to` (index 0 is page `from`). */
  read(from: number, to: number, timeoutMs: number): Promise<PdfOpened & { texts: string[] }> {
    return this.call('read', { from, to }, timeoutMs);
  }

  /** Whether each page is blank or nearly so (blank-page.mjs). */
  blank(pages: number[], timeoutMs: number): Promise<boolean[]> {
    return this.call('blank', { pages }, timeoutMs);
  }

  /** A grayscale PNG of the page for OCR, or null for a blank page (`glance`: tested at low resolution first, pdf-document.mjs). */
  async render(page: number, dpi: number, timeoutMs: number, glance: boolean): Promise<Buffer | null> {
    const png = await this.call<Uint8Array | null>('render', { page, dpi, glance }, timeoutMs);
    return png ? Buffer.from(png.buffer, png.byteOffset, png.byteLength) : null;
  }

  private async call<T>(name: string, task: object, timeoutMs: number): Promise<T> {
    const reply = await this.pools.get(pdfPool).run<PdfReply<T>>({ key: this.key, data: this.data, ...task }, { name, timeoutMs, signal: this.signal });
    if ('error' in reply) throw new PdfParseError(reply.error.name, reply.error.message);
    return reply.result;
  }
}
