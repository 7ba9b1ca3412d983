import type { RawEnv } from '../../env.js';
import type { Embedder } from './embedder.js';
import { LocalSentenceEncoder } from './local-sentence-encoder.js';
import { EmbeddingConfigError, OpenAICompatibleEmbedder } from './openai-compatible.js';

type EmbeddingsEnv = Pick<RawEnv, 'EMBEDDINGS_PROVIDER' | 'EMBEDDINGS_BASE_URL' | 'EMBEDDINGS_API_KEY' | 'EMBEDDINGS_MODEL'>;

/** EMBEDDINGS_PROVIDER=local (default, offline) or openai (needs EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL). */
export function createEmbedder(env: EmbeddingsEnv): Embedder {
  if (env.EMBEDDINGS_PROVIDER === 'local') return new LocalSentenceEncoder();
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
