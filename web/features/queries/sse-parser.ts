import type { AnswerStreamEvent } from '../../../common/search';

/**
 * Server-sent events arrive in arbitrary pieces. Feed text in; complete events come out, the unfinished tail
 * is kept for the next piece. Each event's data is JSON; its `type` comes from the data, else the event name.
 */
export class SseParser {
  private buffer = '';

  push(chunk: string): AnswerStreamEvent[] {
    this.buffer += chunk;
    const blocks = this.buffer.split(/\r?\n\r?\n/);
    this.buffer = blocks.pop() ?? '';
    return blocks.map(parseBlock).filter((e): e is AnswerStreamEvent => e !== null);
  }

  /** What is left when the stream ends (a last event without its blank line). */
  flush(): AnswerStreamEvent[] {
    const rest = this.buffer;
    this.buffer = '';
    const event = rest.trim() ? parseBlock(rest) : null;
    return event ? [event] : [];
  }
}

function parseBlock(block: string): AnswerStreamEvent | null {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith(':')) continue; // comment / keep-alive
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  }
  if (!data.length) return null;
  try {
    const parsed = JSON.parse(data.join('\n')) as Record<string, unknown>;
    return (typeof parsed.type === 'string' ? parsed : { ...parsed, type: name }) as AnswerStreamEvent;
  } catch {
    return null;
  }
}
