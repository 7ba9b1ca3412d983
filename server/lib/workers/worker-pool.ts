import os from 'node:os';
import type { ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';

/**
 * The one worker-thread pool of the server, on piscina: PDF reading, text recognition, the viewer's page drawing
 * and the USE Lite embedder each build one (docs/decisions/0018-worker-pools-and-document-limits.md). What they
 * rely on, kept here once: a time limit per task (a worker that overruns is terminated: the only way to stop
 * synchronous code such as pdfjs spinning on a hostile file), abort (the same termination, on the caller's
 * signal), capped heaps, and idle threads that stop after a quiet spell and never keep the process alive.
 */

/** A task ran past its time limit; its worker was terminated. */
export class WorkerTimeoutError extends Error {}
/** A worker ran out of its capped heap. */
export class WorkerMemoryError extends Error {}

export interface WorkerPoolOptions {
  /** Names the pool in error messages. */
  name: string;
  /** A plain-JavaScript worker module (.mjs): piscina imports it without tsx, so pdfjs loads at its own speed. */
  filename: URL;
  /** Most threads; tasks beyond them wait in the pool's queue, in order. */
  threads: number;
  /** A thread with no task for this long stops (0: never). */
  idleTimeoutMs: number;
  resourceLimits?: ResourceLimits;
}

export interface RunOptions {
  /** The worker module's export to call (its default export when unset). */
  name?: string;
  /** Longest the task may run once a worker has it; the worker is then terminated (WorkerTimeoutError). */
  timeoutMs?: number;
  /** Aborting it terminates the task's worker at once (or takes the task off the queue); rejects with the signal's reason. */
  signal?: AbortSignal;
  transferList?: ArrayBuffer[];
}

/** Threads to use when the configuration leaves it open: one per core the process may use. */
export const machineThreads = () => Math.max(1, os.availableParallelism());

export class WorkerPool {
  private readonly piscina: Piscina;
  private running = 0;
  /** Tasks waiting for a thread, oldest first. Kept here rather than in piscina's queue so a task's time limit starts when it starts. */
  private readonly waiting: (() => void)[] = [];

  constructor(readonly options: WorkerPoolOptions) {
    const threads = Math.max(1, Math.floor(options.threads));
    this.piscina = new Piscina({
      filename: options.filename.href,
      minThreads: 0,
      maxThreads: threads,
      concurrentTasksPerWorker: 1,
      idleTimeout: options.idleTimeoutMs > 0 ? options.idleTimeoutMs : Number.POSITIVE_INFINITY,
      resourceLimits: options.resourceLimits,
      // Workers keep state between tasks (an open PDF, a loaded model) and finish async work after replying;
      // atomics would block their event loop between tasks.
      atomics: 'disabled',
    });
    // A worker that dies while idle has no task to reject; piscina replaces it on the next task.
    this.piscina.on('error', () => {});
  }

  /** Threads at most. */
  get size(): number {
    return this.piscina.options.maxThreads;
  }

  /** Threads alive right now, busy or idle (tests and benchmarks). */
  get liveThreads(): number {
    return this.piscina.threads.length;
  }

  /** Tasks waiting for a thread. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: unknown, options: RunOptions = {}): Promise<T> {
    await this.takeThread(options.signal);
    try {
      return await this.start<T>(task, options);
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /** Resolves when a thread is free for this task (the count is taken); rejects if `signal` aborts first. */
  private takeThread(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    if (this.running < this.size) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const i = this.waiting.indexOf(go);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(signal?.reason);
      };
      // Handed over by a finishing task, which leaves the count as it is.
      const go = () => {
        signal?.removeEventListener('abort', onAbort);
        this.running++;
        resolve();
      };
      this.waiting.push(go);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private async start<T>(task: unknown, { name, timeoutMs, signal, transferList }: RunOptions): Promise<T> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    if (timeoutMs !== undefined) {
      timer = setTimeout(
        () => {
          timedOut = true;
          controller.abort();
        },
        Math.max(0, timeoutMs),
      );
    }
    try {
      return (await this.piscina.run(task, { name, signal: controller.signal, transferList: transferList as never })) as T;
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      if (timedOut) throw new WorkerTimeoutError(`No answer from the ${this.options.name} worker within ${timeoutMs} ms`);
      if ((err as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw new WorkerMemoryError(`The ${this.options.name} worker ran out of memory`);
      throw err;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /** Stops every thread; tasks still running or queued are rejected. */
  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}
