import { Worker } from 'node:worker_threads';
import { EMBEDDING_DIMENSIONS } from '../../db/schema/documents.js';
import type { Embedder } from './embedder.js';
import { LOCAL_EMBEDDING_MODEL } from './local-sentence-encoder.js';
import { l2Normalize } from './normalize.js';

interface Reply {
  id: number;
  flat?: Float32Array;
  error?: string;
}

interface Slot {
  worker: Worker;
  pending: Map<number, { resolve: (v: number[][]) => void; reject: (e: Error) => void }>;
  busy: number;
}

/**
 * The same model as LocalSentenceEncoder (same vectors, same model id), run in worker threads. The WASM backend
 * is single-threaded, so one worker moves embedding off the main thread (extraction and HTTP keep their core)
 * and each further worker adds roughly one core of embedding throughput. Workers start on first use, each
 * loading its own copy of the model (~100 MB), and keep the process alive only while they have work.
 */
export class ThreadedSentenceEncoder implements Embedder {
  readonly model = LOCAL_EMBEDDING_MODEL;
  readonly dimensions = EMBEDDING_DIMENSIONS;
  private slots: Slot[] = [];
  private nextId = 0;

  constructor(
    private readonly threads = 1,
    private readonly batchSize = 16,
  ) {}

  private start(): Slot[] {
    if (this.slots.length) return this.slots;
    this.slots = Array.from({ length: Math.max(1, this.threads) }, () => {
      const worker = new Worker(new URL('./encoder-worker.mjs', import.meta.url));
      worker.unref();
      const slot: Slot = { worker, pending: new Map(), busy: 0 };
      worker.on('message', (reply: Reply) => {
        const job = slot.pending.get(reply.id);
        if (!job) return;
        slot.pending.delete(reply.id);
        if (--slot.busy === 0) worker.unref();
        if (reply.error || !reply.flat) return job.reject(new Error(`Embedding worker failed: ${reply.error}`));
        const flat = reply.flat;
        const rows: number[][] = [];
        for (let i = 0; i < flat.length; i += EMBEDDING_DIMENSIONS) rows.push(l2Normalize(Array.from(flat.subarray(i, i + EMBEDDING_DIMENSIONS))));
        job.resolve(rows);
      });
      // A dead worker fails its jobs and is replaced on the next call instead of hanging the pipeline.
      const fail = (err: Error) => {
        for (const job of slot.pending.values()) job.reject(err);
        slot.pending.clear();
        this.slots = this.slots.filter((s) => s !== slot);
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`Embedding worker exited (code ${code})`)));
      return slot;
    });
    return this.slots;
  }

  private send(texts: string[]): Promise<number[][]> {
    const slots = this.start();
    const slot = slots.reduce((a, b) => (b.busy < a.busy ? b : a));
    const id = this.nextId++;
    // Referenced only while it has work: a pending embed keeps the process alive, an idle worker does not.
    if (slot.busy++ === 0) slot.worker.ref();
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, texts });
    });
  }

  async embed(texts: string[]): Promise<number[][]> {
    const batches: Promise<number[][]>[] = [];
    for (let i = 0; i < texts.length; i += this.batchSize) {
      batches.push(this.send(texts.slice(i, i + this.batchSize).map((t) => (t.trim() ? t : '.'))));
    }
    return (await Promise.all(batches)).flat();
  }

  /** Stops the workers (tests, graceful shutdown). */
  async close() {
    const slots = this.slots;
    this.slots = [];
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}
