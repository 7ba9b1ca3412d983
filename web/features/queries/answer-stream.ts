import { queriesApi } from '@common/api/queries';
import type { AnswerResponse, AnswerStreamEvent, AskRequest } from '@common/search';
import { authMessages } from '@common/auth';
import { readServerSentEvents } from '@common/sse';
import { ApiError, apiUrl } from '@/lib/api';
import { answerEvent } from './answer-event';

/**
 * Asks a question over the declared stream endpoint (queriesApi.askStream, POST /api/app/queries/stream), calling `onEvent` for each event as it arrives, and
 * resolves with the final answer. A refusal before the stream starts (400, 429, ...) and an `error` event
 * both reject with an ApiError, so `showError` handles them like any other API error.
 */
export async function streamAnswer(request: AskRequest, onEvent: (event: AnswerStreamEvent) => void, signal?: AbortSignal): Promise<AnswerResponse> {
  const endpoint = queriesApi.askStream;
  const response = await fetch(apiUrl(endpoint, { body: request }), {
    method: endpoint.method.toUpperCase(),
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => undefined)) as { error?: { code?: string; message?: string; field?: string } } | undefined;
    throw new ApiError(response.status, body?.error?.code ?? 'internal', body?.error?.message ?? authMessages.unexpected, body?.error?.field);
  }
  let answer: AnswerResponse | undefined;
  for await (const message of readServerSentEvents(response.body)) {
    const event = answerEvent(message);
    if (!event) continue;
    if (event.type === 'error') throw new ApiError(500, event.error.code, event.error.message);
    if (event.type === 'done') answer = event.answer;
    onEvent(event);
  }
  if (!answer) throw new ApiError(502, 'stream_ended', 'The answer was cut off. Ask again.');
  return answer;
}
