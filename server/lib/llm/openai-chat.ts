import { LlmError, type ChatMessage, type ChatModel, type ChatOptions } from './chat-model.js';
import { readServerSentEvents } from '../../../common/sse.js';
import { withRetry } from '../retry.js';

export interface OpenAICompatibleChatOptions {
  /** e.g. https://api.openai.com/v1 — requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The whole completion must arrive within this time. */
  timeoutMs?: number;
  /** Longest silence allowed: before the response starts and between two streamed pieces. */
  idleTimeoutMs?: number;
  /** Ask for a server-sent-event stream (default); a plain JSON reply is accepted either way. */
  stream?: boolean;
  /** Retries for unreachable/429/5xx, only before any text was delivered (so nothing is shown twice). */
  maxRetries?: number;
  retryBaseMs?: number;
  fetch?: typeof fetch;
}

interface CompletionChunk {
  choices?: Array<{ delta?: { content?: unknown }; message?: { content?: unknown }; finish_reason?: unknown }>;
  error?: { message?: unknown } | string;
}

/** Optional request fields that some models refuse (reasoning models reject temperature and max_tokens). */
const OPTIONAL_FIELDS = ['temperature', 'max_tokens'] as const;

/**
 * Any server speaking OpenAI's POST /v1/chat/completions (OpenAI, vLLM, Ollama, LM Studio, llama.cpp, gateways).
 * Streams with `stream: true` and reads `data: {choices:[{delta:{content}}]}` events up to `data: [DONE]`.
 */
export class OpenAICompatibleChatModel implements ChatModel {
  readonly model: string;
  private readonly url: string;
  private readonly timeoutMs: number;
  private readonly idleTimeoutMs: number;
  private readonly stream: boolean;
  private readonly maxRetries: number;
  private readonly retryBaseMs: number;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: OpenAICompatibleChatOptions) {
    this.model = options.model;
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.idleTimeoutMs = options.idleTimeoutMs ?? 20_000;
    this.stream = options.stream ?? true;
    this.maxRetries = options.maxRetries ?? 1;
    this.retryBaseMs = options.retryBaseMs ?? 500;
    this.fetchFn = options.fetch ?? globalThis.fetch;
  }

  async complete(messages: ChatMessage[], options: ChatOptions = {}): Promise<string> {
    const body: Record<string, unknown> = { model: this.model, messages, stream: this.stream };
    if (options.temperature !== undefined) body.temperature = options.temperature;
    if (options.maxTokens !== undefined) body.max_tokens = options.maxTokens;

    let delivered = false;
    const onDelta = options.onDelta
      ? (text: string) => {
          delivered = true;
          options.onDelta!(text);
        }
      : () => {
          delivered = true;
        };

    const attempt = async () => {
      try {
        return await this.attempt(body, onDelta, options.signal);
      } catch (err) {
        // A model that refuses an optional field (400 naming it) is asked again at once without those fields.
        const refused = err instanceof LlmError && !delivered && OPTIONAL_FIELDS.filter((f) => f in body && err.status === 400 && err.message.includes(f));
        if (!refused || !refused.length) throw err;
        for (const f of OPTIONAL_FIELDS) delete body[f];
        return this.attempt(body, onDelta, options.signal);
      }
    };
    return withRetry(attempt, {
      retries: this.maxRetries,
      baseMs: this.retryBaseMs,
      maxMs: 10_000,
      // Only an unreachable or overloaded model, and only before any text was shown (so nothing shows twice).
      shouldRetry: (err) => err instanceof LlmError && err.reason === 'unavailable' && !delivered,
      signal: options.signal,
      abortError: () => new LlmError('aborted', 'The answer was cancelled'),
    });
  }

  private async attempt(body: Record<string, unknown>, onDelta: (text: string) => void, signal?: AbortSignal): Promise<string> {
    if (signal?.aborted) throw new LlmError('aborted', 'The answer was cancelled');
    const controller = new AbortController();
    let stopped: LlmError | undefined;
    const stop = (error: LlmError) => {
      if (stopped) return;
      stopped = error;
      controller.abort(error);
    };
    const onCallerAbort = () => stop(new LlmError('aborted', 'The answer was cancelled'));
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    const total = setTimeout(
      () => stop(new LlmError('timeout', `The language model at ${this.url} did not finish within ${this.timeoutMs} ms`)),
      this.timeoutMs,
    );
    let idle: NodeJS.Timeout | undefined;
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => stop(new LlmError('timeout', `The language model at ${this.url} sent nothing for ${this.idleTimeoutMs} ms`)), this.idleTimeoutMs);
    };
    touch();

    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: this.stream ? 'text/event-stream' : 'application/json',
    };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;

    try {
      let res: Response;
      try {
        res = await this.fetchFn(this.url, { method: 'POST', headers, body: JSON.stringify(body), signal: controller.signal });
      } catch (err) {
        throw new LlmError('unavailable', `The language model at ${this.url} is unreachable: ${(err as Error).message}`);
      }
      touch();
      if (!res.ok) throw await this.httpError(res);
      if ((res.headers.get('content-type') ?? '').includes('text/event-stream') && res.body) {
        return await this.readStream(res.body, onDelta, touch);
      }
      const content = this.contentOf(await res.json().catch(() => null));
      if (content) onDelta(content);
      return content;
    } catch (err) {
      // Whatever the fetch or the body reader threw after an abort, report why we aborted.
      if (stopped) throw stopped;
      if (err instanceof LlmError) throw err;
      throw new LlmError('unavailable', `The language model's reply broke off: ${(err as Error).message}`);
    } finally {
      clearTimeout(total);
      clearTimeout(idle);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  private async readStream(body: ReadableStream<Uint8Array>, onDelta: (text: string) => void, touch: () => void): Promise<string> {
    let text = '';
    for await (const { data } of readServerSentEvents(body)) {
      touch();
      if (data.trim() === '[DONE]') break;
      let chunk: CompletionChunk;
      try {
        chunk = JSON.parse(data) as CompletionChunk;
      } catch {
        throw new LlmError('bad_response', `The language model sent an event that is not JSON: ${data.slice(0, 200)}`);
      }
      if (chunk.error) throw new LlmError('unavailable', `The language model reported an error: ${errorText(chunk.error)}`);
      const piece = chunk.choices?.[0]?.delta?.content;
      if (typeof piece === 'string' && piece) {
        text += piece;
        onDelta(piece);
      }
    }
    return text;
  }

  private contentOf(json: unknown): string {
    const content = (json as CompletionChunk | null)?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') {
      throw new LlmError('bad_response', `The reply from ${this.url} is not a chat completion: is LLM_BASE_URL an OpenAI-compatible /v1 endpoint?`);
    }
    return content;
  }

  private async httpError(res: Response): Promise<LlmError> {
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    const status = res.status;
    if (status === 408 || status === 429 || status >= 500) {
      return new LlmError('unavailable', `The language model is unavailable (HTTP ${status}): ${detail}`, status);
    }
    if (status === 401 || status === 403) {
      return new LlmError('rejected', `The language model rejected the credentials (HTTP ${status}): check LLM_API_KEY`, status);
    }
    if (status === 404) {
      return new LlmError('rejected', `${this.url} was not found (HTTP 404): check LLM_BASE_URL (the /v1 base) and LLM_MODEL ("${this.model}")`, status);
    }
    return new LlmError('rejected', `The language model refused the request (HTTP ${status}): ${detail}`, status);
  }
}

function errorText(error: { message?: unknown } | string): string {
  return typeof error === 'string' ? error : String(error.message ?? JSON.stringify(error));
}
