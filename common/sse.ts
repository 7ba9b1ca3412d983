import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** One server-sent event: its name (`event:`, absent for plain messages), its `data` lines joined, its `id`. */
export type ServerSentEvent = EventSourceMessage;

/**
 * The events of a server-sent event stream, as they arrive: the one SSE reader of the code base, used by the
 * server (a language model's streamed reply) and by the browser (a streamed answer) alike. eventsource-parser
 * does the parsing (lines split anywhere across chunks, \n, \r\n or \r, comments and `retry:` skipped); this only
 * decodes bytes and delivers a last event that arrives without its closing blank line.
 */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const events: ServerSentEvent[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const decoder = new TextDecoder();
  for await (const chunk of chunksOf(body)) {
    parser.feed(decoder.decode(chunk, { stream: true }));
    yield* events.splice(0);
  }
  parser.feed(`${decoder.decode()}\n\n`);
  yield* events.splice(0);
}

/** A web stream read through its reader (Safari cannot iterate one), cancelled if the caller stops early. */
async function* chunksOf(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  if (!('getReader' in body)) return yield* body;
  const reader = body.getReader();
  let done = false;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      yield next.value;
    }
    done = true;
  } finally {
    if (done) reader.releaseLock();
    else await reader.cancel().catch(() => {});
  }
}
