import type { Readable } from 'node:stream';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { streamSSE, type SSEMessage } from 'hono/streaming';
import type { Logger } from './logger.js';

/**
 * Streaming responses, made safe once for every route that streams (decision 0019): whether the client reads
 * all, part or nothing of the response, nothing throws out of the request, the work behind the stream stops, and
 * its file handle, socket or subscription is released.
 */

/** What a log line about a streamed response names besides the method and path (e.g. the workspace). */
export type StreamLog = { logger: Logger; context?: Record<string, unknown> };

/**
 * Aborted when the client of this request goes away before its response has finished. Under @hono/node-server
 * this watches the response socket itself: the Request's own signal only fires if something touched it before the
 * connection closed, and a stream's cancel never comes if the client left before the response was handed over.
 * Elsewhere (app.request() in tests) it is the Request's signal.
 */
export function clientGone(c: Context): AbortSignal {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (!outgoing || typeof outgoing.once !== 'function') return c.req.raw.signal;
  const gone = new AbortController();
  if (outgoing.destroyed && !outgoing.writableFinished) gone.abort();
  else outgoing.once('close', () => !outgoing.writableFinished && gone.abort());
  return gone.signal;
}

/**
 * A Node stream (a stored file, an S3 object) as a web Response body. Handing the Node stream itself to
 * `new Response` makes undici iterate it and close its web stream from a microtask, which throws
 * ERR_INVALID_STATE when the client has already gone and ends the process. This stream is pulled a chunk at a
 * time, so a slow client holds the file back instead of having it buffered in memory; when the client goes away
 * the source is destroyed; an error while reading, after the headers went out, is logged and ends the response.
 */
export function nodeStreamBody(c: Context, source: Readable, log: StreamLog): ReadableStream<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  let finished = false;
  const stop = () => {
    finished = true;
    source.destroy();
  };
  const gone = clientGone(c);
  if (gone.aborted) stop();
  else gone.addEventListener('abort', stop, { once: true });
  source.once('close', () => gone.removeEventListener('abort', stop));
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await chunks.next();
        // Stopped while this read was pending: after a cancel the stream is closed and error() does nothing;
        // after the socket closed first, it ends the stream for whoever still holds it.
        if (finished) return controller.error(new Error('The client went away'));
        if (done) {
          finished = true;
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (err) {
        if (finished) return controller.error(new Error('The client went away'));
        finished = true;
        log.logger.error({ err, method: c.req.method, path: c.req.path, ...log.context }, 'streamed response failed after its headers were sent');
        controller.error(err);
      }
    },
    cancel: stop,
  });
}

/** Sends one event unless the client has gone; never waits on a client that has gone. */
export type SendEvent = (message: SSEMessage) => Promise<void>;

/**
 * A server-sent event stream whose work stops when the client goes away. `run` gets `send` and a signal aborted
 * when the client leaves (or the stream ends); it should stop its work and listeners on that signal and return.
 * Writes after that are dropped, not queued. An error escaping `run` is logged with the request's context and
 * ends the stream (the status line went out long ago, so there is no 500 to give).
 */
export function streamEvents(c: Context, log: StreamLog, run: (send: SendEvent, signal: AbortSignal) => Promise<void>): Response {
  const gone = clientGone(c);
  return streamSSE(c, async (stream) => {
    const stopped = new AbortController();
    stream.onAbort(() => stopped.abort());
    // Aborting the stream also cancels its internal reader, which releases a write that waits for a reader.
    const leave = () => stream.abort();
    if (gone.aborted) leave();
    else gone.addEventListener('abort', leave, { once: true });
    const send: SendEvent = async (message) => {
      if (!stopped.signal.aborted) await stream.writeSSE(message);
    };
    try {
      await run(send, stopped.signal);
    } catch (err) {
      log.logger.error({ err, method: c.req.method, path: c.req.path, ...log.context }, 'event stream failed');
    } finally {
      gone.removeEventListener('abort', leave);
      stopped.abort();
    }
  });
}

/** Resolves when any of the signals aborts, and removes its listeners then (long-lived signals keep none). */
export function untilAborted(...signals: AbortSignal[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const signal of signals) signal.removeEventListener('abort', done);
      resolve();
    };
    if (signals.some((signal) => signal.aborted)) return done();
    for (const signal of signals) signal.addEventListener('abort', done, { once: true });
  });
}
