import type { AnswerStreamEvent } from '@common/search';
import type { ServerSentEvent } from '@common/sse';

/** A streamed answer's event: its data is JSON, its `type` taken from the data, else from the event's name; anything else is skipped. */
export function answerEvent(message: ServerSentEvent): AnswerStreamEvent | null {
  try {
    const parsed = JSON.parse(message.data) as Record<string, unknown>;
    return (typeof parsed.type === 'string' ? parsed : { ...parsed, type: message.event ?? 'message' }) as AnswerStreamEvent;
  } catch {
    return null;
  }
}
