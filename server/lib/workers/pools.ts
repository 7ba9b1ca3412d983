import { machineThreads, WorkerPool, type WorkerPoolOptions } from './worker-pool.js';

/**
 * The process's worker pools (PDF, OCR, viewer drawing), built with the other dependencies (AppDeps.workerPools)
 * and closed by them. Each pool is declared next to its worker (a PoolSpec: its module, idle time, heap limits)
 * and sized from the configuration (server/env.ts); a pool is started on first use and closed with the rest.
 * The USE Lite embedder's pool is not here: it belongs to its encoder object, which the dependencies also own.
 */

/** The settings (server/env.ts) that size the pools; unset means one thread per core. */
export interface WorkerPoolSizes {
  PDF_WORKER_THREADS?: number;
  OCR_WORKER_THREADS?: number;
  VIEWER_RENDER_THREADS?: number;
}

/** A pool as its worker's module declares it; `threads` names the setting that sizes it. */
export type PoolSpec = Omit<WorkerPoolOptions, 'threads'> & { threads: keyof WorkerPoolSizes };

export class WorkerPools {
  private readonly sizes: WorkerPoolSizes;
  private readonly built = new Map<string, WorkerPool>();

  constructor(sizes: WorkerPoolSizes = {}) {
    this.sizes = {
      PDF_WORKER_THREADS: sizes.PDF_WORKER_THREADS,
      OCR_WORKER_THREADS: sizes.OCR_WORKER_THREADS,
      VIEWER_RENDER_THREADS: sizes.VIEWER_RENDER_THREADS,
    };
  }

  /** The pool `spec` declares, started on first use (after a close, afresh). */
  get(spec: PoolSpec): WorkerPool {
    let pool = this.built.get(spec.name);
    if (!pool) {
      pool = new WorkerPool({ ...spec, threads: this.sizes[spec.threads] ?? machineThreads() });
      this.built.set(spec.name, pool);
    }
    return pool;
  }

  /** Threads a pool holds at most (from its setting, whether or not it is running). */
  size(spec: PoolSpec): number {
    return this.built.get(spec.name)?.size ?? Math.max(1, Math.floor(this.sizes[spec.threads] ?? machineThreads()));
  }

  /** Threads alive in a pool now (0 when it is not running): tests and benchmarks. */
  liveThreads(name: string): number {
    return this.built.get(name)?.liveThreads ?? 0;
  }

  /** Closes every pool (or only `names`); their tasks are rejected, and the next use starts them again. */
  async close(names?: string[]): Promise<void> {
    const closing = [...this.built].filter(([name]) => !names || names.includes(name));
    for (const [name] of closing) this.built.delete(name);
    await Promise.all(closing.map(([, pool]) => pool.close()));
  }
}
