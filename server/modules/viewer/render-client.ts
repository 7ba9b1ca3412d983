import { Worker } from 'node:worker_threads';
import type { PageTextItems, RenderedPage, RenderReply, RenderRequest } from './render-protocol.js';

/** Longest a request may take (opening a large PDF included) before its thread is terminated. */
const REQUEST_TIMEOUT_MS = 30_000;
/** The thread stops after this long without requests, so an idle server holds no open PDF. */
const IDLE_MS = 60_000;

export class RenderTimeoutError extends Error {}
export class RenderFailedError extends Error {
  constructor(
    readonly pdfjsName: string,
    message: string,
  ) {
    super(message);
  }
}

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = Distribute<RenderRequest>;

/**
 * One PDF thread for the viewer, requests served in turn. It remembers which document the thread has open, so
 * paging through a document sends its bytes once. `loadBytes` is only called when the document must be opened.
 */
class RenderClient {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private openKey: string | undefined;
  private nextId = 1;
  private chain: Promise<unknown> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | undefined;
  private pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();

  /** Runs `fn` with the document `key` open in the thread, after every earlier request. */
  withDocument<T>(key: string, loadBytes: () => Promise<Buffer>, fn: (call: (req: Request) => Promise<unknown>) => Promise<T>): Promise<T> {
    const run = this.chain.then(async () => {
      if (this.idleTimer) clearTimeout(this.idleTimer);
      try {
        if (this.openKey !== key) {
          this.openKey = undefined;
          const bytes = await loadBytes();
          await this.call({ op: 'open', key, data: new Uint8Array(bytes) });
          this.openKey = key;
        }
        return await fn((req) => this.call(req));
      } finally {
        this.idleTimer = setTimeout(() => this.stop(), IDLE_MS);
        this.idleTimer.unref();
      }
    });
    this.chain = run.catch(() => {});
    return run;
  }

  /** Starts the thread and opens the document ahead of the first page request (errors surface on that request). */
  prepare(key: string, loadBytes: () => Promise<Buffer>) {
    this.withDocument(key, loadBytes, async () => undefined).catch(() => {});
  }

  renderPage(key: string, loadBytes: () => Promise<Buffer>, page: number, width: number) {
    return this.withDocument(key, loadBytes, (call) => call({ op: 'render', page, width }) as Promise<RenderedPage>);
  }

  renderOcrPage(key: string, loadBytes: () => Promise<Buffer>, page: number, dpi: number) {
    return this.withDocument(key, loadBytes, (call) => call({ op: 'render-ocr', page, dpi }) as Promise<Uint8Array | null>);
  }

  textItems(key: string, loadBytes: () => Promise<Buffer>, page: number) {
    return this.withDocument(key, loadBytes, (call) => call({ op: 'text-items', page }) as Promise<PageTextItems>);
  }

  stop() {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    this.openKey = undefined;
    for (const p of this.pending.values()) p.reject(new RenderFailedError('Stopped', 'The page renderer stopped'));
    this.pending.clear();
    void worker?.terminate();
  }

  private start() {
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url));
    worker.unref();
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => {
      worker.on('message', (msg: RenderReply) => {
        if ('ready' in msg) return resolve();
        const waiter = this.pending.get(msg.id);
        if (!waiter) return;
        this.pending.delete(msg.id);
        if ('error' in msg) waiter.reject(new RenderFailedError(msg.error.name, msg.error.message));
        else waiter.resolve(msg.result);
      });
      const fail = (err: unknown) => {
        reject(err);
        if (this.worker === worker) this.stop();
      };
      worker.on('error', fail);
      worker.on('exit', () => fail(new RenderFailedError('Exited', 'The page renderer exited')));
    });
  }

  private async call(req: Request): Promise<unknown> {
    if (!this.worker) this.start();
    await this.ready;
    const worker = this.worker!;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new RenderTimeoutError('Drawing this page took too long'));
        // The only way to stop pdfjs stuck in a loop.
        this.stop();
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      const transfer = req.op === 'open' ? [req.data.buffer as ArrayBuffer] : [];
      worker.postMessage({ ...req, id }, transfer);
    });
  }
}

/** The process's viewer render thread (created lazily; stops itself when idle). */
export const renderClient = new RenderClient();
