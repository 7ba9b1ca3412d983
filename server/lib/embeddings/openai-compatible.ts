import { EMBEDDING_DIMENSIONS } from '../../db/schema/documents.js';
import { withRetry } from '../retry.js';
import type { Embedder } from './embedder.js';
import { inBatches, l2Normalize } from './normalize.js';

/** A setting that cannot work (wrong model dimensions, rejected key, missing URL); retrying will not help. */
export class EmbeddingConfigError extends Error {}

/** The endpoint kept failing after retries (rate limit or server errors). */
export class EmbeddingUnavailableError extends Error {
  constructor(
    message: string,
    /** How long the endpoint asked us to wait (Retry-After), if it did. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface OpenAICompatibleOptions {
  /** e.g. https://api.openai.com/v1 — requests go to `${baseUrl}/embeddings`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  batchSize?: number;
  maxRetries?: number;
  /** First retry delay; doubles each attempt, with jitter (a Retry-After header wins when present). */
  retryBaseMs?: number;
  /**
   * Ask the endpoint to shorten vectors to 512. OpenAI's text-embedding-3 models honour it; older models and
   * many compatible servers reject the field, so by default it is sent only to text-embedding-3 models.
   */
  sendDimensions?: boolean;
  fetch?: typeof fetch;
}

interface EmbeddingsResponse {
  data?: Array<{ embedding: number[]; index?: number }>;
}

/**
 * Any server speaking OpenAI's POST /v1/embeddings (OpenAI, Azure-compatible gateways, vLLM, Ollama, LM Studio).
 * The chunks table stores vector(512), so the configured model must produce 512 dimensions, either natively or
 * via the `dimensions` request field; anything else fails with a configuration error naming EMBEDDINGS_MODEL.
 */
export class OpenAICompatibleEmbedder implements Embedder {
  readonly model: string;
  readonly dimensions = EMBEDDING_DIMENSIONS;
  private readonly url: string;
  private readonly batchSize: number;
  private readonly maxRetries: number;
  private readonly retryBaseMs: number;
  private readonly sendDimensions: boolean;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: OpenAICompatibleOptions) {
    this.model = options.model;
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/embeddings`;
    this.batchSize = options.batchSize ?? 64;
    this.maxRetries = options.maxRetries ?? 4;
    this.retryBaseMs = options.retryBaseMs ?? 500;
    this.sendDimensions = options.sendDimensions ?? /^text-embedding-3/.test(options.model);
    this.fetchFn = options.fetch ?? globalThis.fetch;
  }

  embed(texts: string[]): Promise<number[][]> {
    return inBatches(texts, this.batchSize, (batch) => this.embedBatch(batch));
  }

  private async embedBatch(input: string[]): Promise<number[][]> {
    const body: Record<string, unknown> = { model: this.model, input: input.map((t) => (t.trim() ? t : '.')) };
    if (this.sendDimensions) body.dimensions = this.dimensions;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;

    // Unreachable, rate-limited (429) or failing (5xx): retried with backoff (a Retry-After header wins).
    // Anything else is a setting that retrying will not fix.
    const attempt = async (attemptNumber: number) => {
      let res: Response;
      try {
        res = await this.fetchFn(this.url, { method: 'POST', headers, body: JSON.stringify(body) });
      } catch (err) {
        throw new EmbeddingUnavailableError(`Embeddings endpoint ${this.url} is unreachable: ${(err as Error).message}`);
      }
      if (res.ok) return this.parse((await res.json()) as EmbeddingsResponse, input.length);
      const detail = (await res.text().catch(() => '')).slice(0, 300);
      if (res.status === 429 || res.status >= 500) {
        const retryAfter = Number(res.headers.get('retry-after'));
        throw new EmbeddingUnavailableError(
          `Embeddings endpoint kept failing (HTTP ${res.status} after ${attemptNumber} attempts): ${detail}`,
          Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, 60_000) : undefined,
        );
      }
      if (res.status === 401 || res.status === 403) {
        throw new EmbeddingConfigError(`Embeddings endpoint rejected the credentials (HTTP ${res.status}): check EMBEDDINGS_API_KEY`);
      }
      throw new EmbeddingConfigError(
        `Embeddings endpoint refused the request (HTTP ${res.status}): check EMBEDDINGS_MODEL ("${this.model}") and EMBEDDINGS_BASE_URL. ${detail}`,
      );
    };
    return withRetry(attempt, {
      retries: this.maxRetries,
      baseMs: this.retryBaseMs,
      maxMs: 30_000,
      shouldRetry: (err) => err instanceof EmbeddingUnavailableError,
      delayFor: (err) => (err instanceof EmbeddingUnavailableError ? err.retryAfterMs : undefined),
    });
  }

  private parse(json: EmbeddingsResponse, expected: number): number[][] {
    const data = json.data;
    if (!Array.isArray(data) || data.length !== expected) {
      throw new EmbeddingConfigError(
        `Embeddings endpoint returned ${Array.isArray(data) ? data.length : 'no'} embeddings for ${expected} inputs: is EMBEDDINGS_BASE_URL an OpenAI-compatible /v1 endpoint?`,
      );
    }
    const ordered = data.every((d) => typeof d.index === 'number') ? [...data].sort((a, b) => a.index! - b.index!) : data;
    return ordered.map((d) => {
      if (!Array.isArray(d.embedding) || d.embedding.length !== this.dimensions) {
        throw new EmbeddingConfigError(
          `EMBEDDINGS_MODEL "${this.model}" returned ${Array.isArray(d.embedding) ? d.embedding.length : 'no'}-dimensional embeddings, ` +
            `but the search index stores ${this.dimensions} dimensions. Use a model that produces ${this.dimensions} dimensions ` +
            `(OpenAI's text-embedding-3 models are asked for ${this.dimensions} automatically).`,
        );
      }
      return l2Normalize(d.embedding);
    });
  }
}
