/**
 * A minimal reader for server-sent events (the subset chat-completion streams use): it yields the `data` of each
 * event, joining multi-line data with "\n", and ignores comments, `event:`, `id:` and `retry:` fields. Lines may
 * end in \n, \r\n or \r, and may be split anywhere across network chunks.
 */
export async function* readSseData(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];

  function* takeLines(final: boolean): Generator<string> {
    for (;;) {
      const match = /\r\n|\n|\r/.exec(buffer);
      // A lone \r at the end may be the first half of \r\n: wait for more input unless the stream ended.
      if (!match || (match[0] === '\r' && match.index === buffer.length - 1 && !final)) return;
      const line = buffer.slice(0, match.index);
      buffer = buffer.slice(match.index + match[0].length);
      yield line;
    }
  }

  function* handle(line: string): Generator<string> {
    if (line === '') {
      if (data.length) yield data.join('\n');
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
  }

  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    for (const line of takeLines(false)) yield* handle(line);
  }
  buffer += decoder.decode();
  for (const line of takeLines(true)) yield* handle(line);
  if (buffer) yield* handle(buffer);
  // A stream that ends without a blank line still delivers its last event.
  if (data.length) yield data.join('\n');
}
