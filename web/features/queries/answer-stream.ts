import type { AnswerResponse, AnswerStreamEvent, AskRequest } from '@common/search';
import { authMessages } from '@common/auth';
import { ApiError } from '@/lib/api';
import { SseParser } from './sse-parser';

/**
 * Asks a question over POST /api/app/queries/stream, calling `onEvent` for each event as it arrives, and
 * resolves with the final answer. A refusal before the stream starts (400, 429, ...) and an `error` event
 * both reject with an ApiError, so `showError` handles them like any other API error.
 */
export async function streamAnswer(request: AskRequest, onEvent: (event: AnswerStreamEvent) => void, signal?: AbortSignal): Promise<AnswerResponse> {
  const response = await fetch('/api/app/queries/stream', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => undefined)) as { error?: { code?: string; message?: string; field?: string } } | undefined;
    throw new ApiError(response.status, body?.error?.code ?? 'internal', body?.error?.message ?? authMessages.unexpected, body?.error?.field);
  }
  const parser = new SseParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let answer: AnswerResponse | undefined;
  const handle = (events: AnswerStreamEvent[]) => {
    for (const event of events) {
      if (event.type === 'error') throw new ApiError(500, event.error.code, event.error.message);
      if (event.type === 'done') answer = event.answer;
      onEvent(event);
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      handle(parser.push(value));
    }
    handle(parser.flush());
  } finally {
    reader.releaseLock();
  }
  if (!answer) throw new ApiError(502, 'stream_ended', 'The answer was cut off. Ask again.');
  return answer;
}
