import { Readable } from 'node:stream';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { toErrorResponse } from './errors.js';
import { nodeStreamBody, streamEvents } from './http-stream.js';
import type { Logger } from './logger.js';

/** An app whose log lines are kept, with the workspace set as requireWorkspace would set it. */
function appWithLog() {
  const lines: Array<Record<string, unknown>> = [];
  const logger: Logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = new Hono<{ Variables: { workspace: { id: string } } }>();
  app.use(async (c, next) => {
    c.set('workspace', { id: 'ws-1' });
    await next();
  });
  app.onError((err, c) => toErrorResponse(err, c, logger));
  return { app, logger, lines };
}

describe('errors in requests and in streamed responses', () => {
  it('answers an unexpected error with 500 "internal" and logs it with method, path and workspace', async () => {
    const { app, lines } = appWithLog();
    app.post('/boom', () => {
      throw new Error('database on fire');
    });
    const res = await app.request('/boom', { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { code: 'internal', message: 'An unexpected error occurred' } });
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'unhandled error',
        method: 'POST',
        path: '/boom',
        workspaceId: 'ws-1',
        err: expect.objectContaining({ message: 'database on fire' }),
      }),
    ]);
  });

  it('ends an event stream whose work throws after its headers went out, and logs the error with its context', async () => {
    const { app, logger, lines } = appWithLog();
    app.get('/events', (c) =>
      streamEvents(c, { logger, context: { workspaceId: c.get('workspace').id } }, async (send) => {
        await send({ event: 'ready', data: '{}' });
        throw new Error('subscription lost');
      }),
    );
    const res = await app.request('/events');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('event: ready\ndata: {}\n\n'); // the stream ends; nothing is written after the error
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'event stream failed',
        method: 'GET',
        path: '/events',
        workspaceId: 'ws-1',
        err: expect.objectContaining({ message: 'subscription lost' }),
      }),
    ]);
  });

  it('stops the work of an event stream once its reader cancels', async () => {
    const { app, logger } = appWithLog();
    const seen = { stopped: false };
    app.get('/events', (c) =>
      streamEvents(c, { logger }, async (send, clientLeft) => {
        const timer = setInterval(() => void send({ data: 'tick' }), 5);
        await new Promise((resolve) => clientLeft.addEventListener('abort', resolve));
        clearInterval(timer);
        seen.stopped = true;
      }),
    );
    const reader = (await app.request('/events')).body!.getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.stopped).toBe(true);
  });

  it('serves a Node stream as a body, logs a read error after the headers and ends the response', async () => {
    const { app, logger, lines } = appWithLog();
    app.get('/file', (c) => {
      const source = new Readable({ read() {} });
      source.push(Buffer.from('first part'));
      setTimeout(() => source.destroy(new Error('disk gone')), 10);
      return new Response(nodeStreamBody(c, source, { logger, context: { workspaceId: 'ws-1' } }));
    });
    const res = await app.request('/file');
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'streamed response failed after its headers were sent', method: 'GET', path: '/file', workspaceId: 'ws-1' }),
    ]);
  });

  it('reads a Node stream to its end, or destroys it when the reader cancels', async () => {
    const { app, logger } = appWithLog();
    const sources: Readable[] = [];
    app.get('/file', (c) => {
      const source = Readable.from([Buffer.from('one '), Buffer.from('two '), Buffer.from('three')]);
      sources.push(source);
      return new Response(nodeStreamBody(c, source, { logger }));
    });
    expect(await (await app.request('/file')).text()).toBe('one two three');
    const reader = (await app.request('/file')).body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(sources[1]!.destroyed).toBe(true);
  });
});
