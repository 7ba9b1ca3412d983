import type { RawEnv } from '../../env.js';
import type { Embedder } from './embedder.js';
import { LocalSentenceEncoder } from './local-sentence-encoder.js';
import { EmbeddingConfigError, OpenAICompatibleEmbedder } from './openai-compatible.js';
import { StaticEncoder } from './static-encoder.js';
import { ThreadedSentenceEncoder } from './threaded-sentence-encoder.js';

type EmbeddingsEnv = Pick<RawEnv, 'EMBEDDINGS_PROVIDER' | 'EMBEDDINGS_BASE_URL' | 'EMBEDDINGS_API_KEY' | 'EMBEDDINGS_MODEL'>;

export interface CreateEmbedderOptions {
  /**
   * Worker threads for USE Lite (EMBEDDINGS_PROVIDER=use-lite). The default 1 keeps embedding off the main thread, so extraction/OCR
   * and HTTP use one core while embedding uses the other; 0 runs it in-process (scripts, single-core hosts).
   */
  localThreads?: number;
}

/**
 * EMBEDDINGS_PROVIDER:
 * - local (default, offline): the static encoder distilled from USE Lite, microseconds per text on the calling
 *   thread (docs/decisions/0008-fast-static-encoder.md);
 * - use-lite (offline): the USE Lite transformer itself in worker threads, better vectors at ~10 texts/s per core;
 * - openai: an OpenAI-compatible endpoint (needs EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL).
 * Each records its own model id on chunks, so switching re-embeds existing chunks in the background.
 */
export function createEmbedder(env: EmbeddingsEnv, options: CreateEmbedderOptions = {}): Embedder {
  if (env.EMBEDDINGS_PROVIDER === 'local') return new StaticEncoder();
  if (env.EMBEDDINGS_PROVIDER === 'use-lite') {
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
