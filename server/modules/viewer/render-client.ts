import type { PoolSpec, WorkerPools } from '../../lib/workers/pools.js';
import { WorkerTimeoutError } from '../../lib/workers/worker-pool.js';
import type { PageTextItems, RenderedPage, RenderReply, RenderRequest } from './render-protocol.js';

/** Longest a request may take (opening a large PDF included) before its thread is terminated. */
const REQUEST_TIMEOUT_MS = 30_000;

/** The viewer's PDF threads (VIEWER_RENDER_THREADS, default one per core); each stops after a minute without requests, so an idle server holds no open PDF. */
export const viewerPool: PoolSpec = {
  name: 'viewer',
  filename: new URL('./render-worker.mjs', import.meta.url),
  threads: 'VIEWER_RENDER_THREADS',
  idleTimeoutMs: 60_000,
};

export class RenderTimeoutError extends Error {}
export class RenderFailedError extends Error {
  constructor(
    readonly pdfjsName: string,
    message: string,
  ) {
    super(message);
  }
}

type Distribute<T> = T extends unknown ? Omit<T, 'key' | 'data'> : never;
type Request = Distribute<RenderRequest>;

/**
 * Draws PDF pages for the viewer in the viewer's pool. Each thread keeps the document it last opened, so paging
 * through a document parses it once per thread; `loadBytes` is only called when a thread asks for the document.
 */
export class RenderClient {
  constructor(private readonly pools: WorkerPools) {}

  /** Asks a thread; if it does not have `key` open, asks again with the bytes (read once per call). */
  private async call<T>(key: string, loadBytes: () => Promise<Buffer>, req: Request): Promise<T> {
    let reply = await this.send({ ...req, key });
    if ('missing' in reply) reply = await this.send({ ...req, key, data: new Uint8Array(await loadBytes()) });
    if ('missing' in reply) throw new RenderFailedError('Missing', 'The page renderer did not open the document');
    if ('error' in reply) throw new RenderFailedError(reply.error.name, reply.error.message);
    return reply.result as T;
  }

  private async send(req: RenderRequest): Promise<RenderReply> {
    try {
      return await this.pools
        .get(viewerPool)
        .run<RenderReply>(req, { timeoutMs: REQUEST_TIMEOUT_MS, transferList: req.data ? [req.data.buffer as ArrayBuffer] : [] });
    } catch (err) {
      // The thread was terminated: the only way to stop pdfjs stuck in a loop.
      if (err instanceof WorkerTimeoutError) throw new RenderTimeoutError('Drawing this page took too long');
      throw new RenderFailedError('Stopped', `The page renderer stopped: ${(err as Error).message}`);
    }
  }

  /** Opens the document in a thread ahead of the first page request (errors surface on that request). */
  prepare(key: string, loadBytes: () => Promise<Buffer>) {
    this.call(key, loadBytes, { op: 'open' }).catch(() => {});
  }

  renderPage(key: string, loadBytes: () => Promise<Buffer>, page: number, width: number) {
    return this.call<RenderedPage>(key, loadBytes, { op: 'render', page, width });
  }

  renderOcrPage(key: string, loadBytes: () => Promise<Buffer>, page: number, dpi: number) {
    return this.call<Uint8Array | null>(key, loadBytes, { op: 'render-ocr', page, dpi });
  }

  textItems(key: string, loadBytes: () => Promise<Buffer>, page: number) {
    return this.call<PageTextItems>(key, loadBytes, { op: 'text-items', page });
  }

  /** Stops the viewer's threads (tests); the next request starts them again. */
  stop(): Promise<void> {
    return this.pools.close(['viewer']);
  }
}
