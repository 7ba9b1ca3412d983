import type { RawEnv } from '../../env.js';
import type { Embedder } from './embedder.js';
import { LocalSentenceEncoder } from './local-sentence-encoder.js';
import { EmbeddingConfigError, OpenAICompatibleEmbedder } from './openai-compatible.js';
import { ThreadedSentenceEncoder } from './threaded-sentence-encoder.js';

type EmbeddingsEnv = Pick<RawEnv, 'EMBEDDINGS_PROVIDER' | 'EMBEDDINGS_BASE_URL' | 'EMBEDDINGS_API_KEY' | 'EMBEDDINGS_MODEL'>;

export interface CreateEmbedderOptions {
  /**
   * Worker threads for the local model. The default 1 keeps embedding off the main thread, so extraction/OCR
   * and HTTP use one core while embedding uses the other; 0 runs it in-process (scripts, single-core hosts).
   */
  localThreads?: number;
}

/** EMBEDDINGS_PROVIDER=local (default, offline) or openai (needs EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL). */
export function createEmbedder(env: EmbeddingsEnv, options: CreateEmbedderOptions = {}): Embedder {
  if (env.EMBEDDINGS_PROVIDER === 'local') {
    const threads = options.localThreads ?? 1;
    return threads > 0 ? new ThreadedSentenceEncoder(threads) : new LocalSentenceEncoder();
  }
  const missing = (['EMBEDDINGS_BASE_URL', 'EMBEDDINGS_MODEL'] as const).filter((k) => !env[k]);
  if (missing.length) {
    throw new EmbeddingConfigError(`EMBEDDINGS_PROVIDER=openai needs ${missing.join(' and ')} to be set`);
  }
  return new OpenAICompatibleEmbedder({
    baseUrl: env.EMBEDDINGS_BASE_URL!,
    apiKey: env.EMBEDDINGS_API_KEY,
    model: env.EMBEDDINGS_MODEL!,
  });
}
