import type { RawEnv } from '../../env.js';
import type { ChatModel } from './chat-model.js';
import { OpenAICompatibleChatModel, type OpenAICompatibleChatOptions } from './openai-chat.js';

type LlmEnv = Pick<RawEnv, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'>;

/**
 * The configured chat model, or null when LLM_BASE_URL is unset: answers are then composed offline from the
 * passages, which is the default and needs no external service.
 */
export function createChatModel(env: LlmEnv, tuning: Omit<OpenAICompatibleChatOptions, 'baseUrl' | 'apiKey' | 'model'> = {}): ChatModel | null {
  if (!env.LLM_BASE_URL) return null;
  return new OpenAICompatibleChatModel({ ...tuning, baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL });
}
