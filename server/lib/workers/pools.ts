import { machineThreads, WorkerPool, type WorkerPoolOptions } from './worker-pool.js';

/**
 * Every process-wide worker pool in one place: each is declared next to its worker (sharedPool), sized from the
 * configuration given once at start-up (configureWorkerPools, from server/env.ts), built on first use and closed
 * together (closeWorkerPools) at shutdown and in tests. The USE Lite embedder's pool is not here: it belongs to
 * its encoder object, which the dependencies build and close.
 */

/** The settings (server/env.ts) that size the shared pools; unset means one thread per core. */
export interface WorkerPoolSizes {
  PDF_WORKER_THREADS?: number;
  OCR_WORKER_THREADS?: number;
  VIEWER_RENDER_THREADS?: number;
}

let sizes: WorkerPoolSizes = {};
const built = new Map<string, WorkerPool>();

/** Sets the pool sizes; a pool already running keeps its size until it is closed. */
export function configureWorkerPools(next: WorkerPoolSizes) {
  sizes = { PDF_WORKER_THREADS: next.PDF_WORKER_THREADS, OCR_WORKER_THREADS: next.OCR_WORKER_THREADS, VIEWER_RENDER_THREADS: next.VIEWER_RENDER_THREADS };
}

/** Declares a pool; the returned getter builds it on first use (after a close, afresh). */
export function sharedPool(options: Omit<WorkerPoolOptions, 'threads'> & { threads: keyof WorkerPoolSizes }): () => WorkerPool {
  return () => {
    let pool = built.get(options.name);
    if (!pool) {
      pool = new WorkerPool({ ...options, threads: sizes[options.threads] ?? machineThreads() });
      built.set(options.name, pool);
    }
    return pool;
  };
}

/** Threads alive in a shared pool now (0 when it is not built): tests and benchmarks. */
export function liveThreads(name: string): number {
  return built.get(name)?.liveThreads ?? 0;
}

/** Closes every shared pool (or only `names`); their tasks are rejected, and the next use starts them again. */
export async function closeWorkerPools(names?: string[]): Promise<void> {
  const closing = [...built].filter(([name]) => !names || names.includes(name));
  for (const [name] of closing) built.delete(name);
  await Promise.all(closing.map(([, pool]) => pool.close()));
}
