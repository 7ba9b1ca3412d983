import { describe, expect, it } from 'vitest';
import { readServerSentEvents, type ServerSentEvent } from './sse.js';

const encoder = new TextEncoder();
async function* bytes(...parts: Array<string | Uint8Array>) {
  for (const p of parts) yield typeof p === 'string' ? encoder.encode(p) : p;
}
const all = async (source: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>) => {
  const out: ServerSentEvent[] = [];
  for await (const event of readServerSentEvents(source)) out.push(event);
  return out;
};

describe('readServerSentEvents', () => {
  it('joins events split anywhere across chunks, with any line ending, skipping comments', async () => {
    expect(await all(bytes('data: {"a"', ':1}\r', '\n\r\ndata: two\rdata: lines\r\r', ': comment\n', 'event: x\ndata: [DONE]\n\n'))).toEqual([
      { data: '{"a":1}' },
      { data: 'two\nlines' },
      { event: 'x', data: '[DONE]' },
    ]);
  });

  it('names events and reads them from a web stream, as the browser does', async () => {
    const stream = new Response(
      'retry: 1000\nevent: passages\ndata: {"type":"passages","passages":[]}\n\n: keep-alive\n\nevent: del' +
        'ta\r\ndata: {"type":"delta",\r\ndata: "text":"The lease"}\r\n\r\n',
    ).body!;
    expect(await all(stream)).toEqual([
      { event: 'passages', data: '{"type":"passages","passages":[]}' },
      { event: 'delta', data: '{"type":"delta",\n"text":"The lease"}' },
    ]);
  });

  it('keeps multi-byte characters split between chunks and delivers a last event without its blank line', async () => {
    const euro = encoder.encode('event: delta\ndata: 5 €');
    expect(await all(bytes(euro.slice(0, euro.length - 1), euro.slice(euro.length - 1)))).toEqual([{ event: 'delta', data: '5 €' }]);
  });

  it('cancels a web stream that the caller stops reading', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull: (c) => c.enqueue(encoder.encode('data: more\n\n')),
      cancel: () => {
        cancelled = true;
      },
    });
    for await (const event of readServerSentEvents(stream)) {
      expect(event.data).toBe('more');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
