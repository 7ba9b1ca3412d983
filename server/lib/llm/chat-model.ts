/**
 * Text generation behind one small interface, so answers can use any OpenAI-compatible chat endpoint (or none:
 * the product works fully offline) and tests can point it at a local server speaking the same wire format.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatOptions {
  /** Called with each piece of text as it arrives (streaming); the promise still resolves with the whole text. */
  onDelta?: (text: string) => void;
  /** Aborts the request (e.g. the client went away); the promise rejects with an LlmError of reason 'aborted'. */
  signal?: AbortSignal;
  temperature?: number;
  maxTokens?: number;
}

export interface ChatModel {
  readonly model: string;
  /** Sends the conversation and resolves with the assistant's full reply. Rejects with LlmError. */
  complete(messages: ChatMessage[], options?: ChatOptions): Promise<string>;
}

/**
 * Why a completion failed: `timeout` (no answer in time), `aborted` (the caller's signal), `unavailable`
 * (unreachable, 429 or 5xx after retries: try later), `rejected` (key, model or URL refused: a configuration
 * problem), `bad_response` (not the chat-completions format).
 */
export type LlmFailure = 'timeout' | 'aborted' | 'unavailable' | 'rejected' | 'bad_response';

export class LlmError extends Error {
  constructor(
    readonly reason: LlmFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}
