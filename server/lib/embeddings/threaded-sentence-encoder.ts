import { EMBEDDING_DIMENSIONS } from '../../db/schema/documents.js';
import { WorkerPool } from '../workers/worker-pool.js';
import type { Embedder } from './embedder.js';
import { LOCAL_EMBEDDING_MODEL } from './local-sentence-encoder.js';
import { l2Normalize } from './normalize.js';

/**
 * The same model as LocalSentenceEncoder (same vectors, same model id), run in a pool of worker threads (the
 * server's one pool, server/lib/workers/worker-pool.ts). The WASM backend is single-threaded, so one thread moves
 * embedding off the main thread (extraction and HTTP keep their core) and each further thread adds roughly one
 * core of embedding throughput (EMBEDDINGS_THREADS). Threads start on first use, each loading its own copy of the
 * model (~100 MB), stay for the next batch, and keep the process alive only while they have work; a thread that
 * dies fails its batch and is replaced on the next.
 */
export class ThreadedSentenceEncoder implements Embedder {
  readonly model = LOCAL_EMBEDDING_MODEL;
  readonly dimensions = EMBEDDING_DIMENSIONS;
  private pool: WorkerPool | undefined;

  constructor(
    private readonly threads = 1,
    private readonly batchSize = 16,
  ) {}

  private workers(): WorkerPool {
    // Loading the model takes seconds: threads are kept rather than stopped when idle.
    this.pool ??= new WorkerPool({ name: 'embedding', filename: new URL('./encoder-worker.mjs', import.meta.url), threads: this.threads, idleTimeoutMs: 0 });
    return this.pool;
  }

  private async send(texts: string[]): Promise<number[][]> {
    let flat: Float32Array;
    try {
      flat = await this.workers().run<Float32Array>({ texts });
    } catch (err) {
      throw new Error(`Embedding worker failed: ${(err as Error).message}`);
    }
    const rows: number[][] = [];
    for (let i = 0; i < flat.length; i += EMBEDDING_DIMENSIONS) rows.push(l2Normalize(Array.from(flat.subarray(i, i + EMBEDDING_DIMENSIONS))));
    return rows;
  }

  async embed(texts: string[]): Promise<number[][]> {
    const batches: Promise<number[][]>[] = [];
    for (let i = 0; i < texts.length; i += this.batchSize) {
      batches.push(this.send(texts.slice(i, i + this.batchSize).map((t) => (t.trim() ? t : '.'))));
    }
    return (await Promise.all(batches)).flat();
  }

  /** Stops the threads (tests, graceful shutdown); the next embed starts them again. */
  async close() {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
  }
}
