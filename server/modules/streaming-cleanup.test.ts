import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LlmError, type ChatModel } from '../lib/llm/chat-model.js';
import { JobWorker } from '../lib/queue/worker.js';
import { abortedCall, abortPoints, type Call } from '../test/http-abort.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { ingestDocumentJob } from './ingest/ingest.job.js';

/**
 * The app behind a real HTTP server in this process: clients that leave a streamed response at any point (before
 * any byte, after the headers, part-way, after all of it) raise no error, and what the stream held is released:
 * the stored file's stream, the event subscription, the language-model call behind an answer.
 */

const until = async (check: () => boolean, what: () => string, ms = 5000) => {
  for (const deadline = Date.now() + ms; !check(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() > deadline) throw new Error(`still held after ${ms} ms: ${what()}`);
  }
};

describe('streamed responses whose clients leave', () => {
  let t: TestApp;
  let worker: JobWorker;
  let server: ServerType;
  let port: number;
  let cookie: string;
  let documentId: string;
  const escaped: unknown[] = [];
  const record = (err: unknown) => escaped.push(err);
  // What the streams hold, counted at the dependencies they use.
  const sources: Readable[] = [];
  let subscriptions = 0;
  let modelCalls = 0;

  beforeAll(async () => {
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
    t = await createTestApp();
    const storage = t.deps.storage;
    const get = storage.get.bind(storage);
    storage.get = async (key) => {
      const source = await get(key);
      sources.push(source);
      return source;
    };
    const subscribe = t.deps.events.subscribe.bind(t.deps.events);
    t.deps.events.subscribe = async (workspaceId, handler) => {
      const off = await subscribe(workspaceId, handler);
      subscriptions++;
      return () => {
        subscriptions--;
        off();
      };
    };
    // A language model that starts answering and then waits until its caller gives up.
    const hanging: ChatModel = {
      model: 'hanging',
      complete: (_messages, options) =>
        new Promise((_resolve, reject) => {
          modelCalls++;
          options?.onDelta?.('The monthly rent ');
          const stop = () => {
            modelCalls--;
            reject(new LlmError('aborted', 'The answer was cancelled'));
          };
          if (options?.signal?.aborted) stop();
          else options?.signal?.addEventListener('abort', stop, { once: true });
        }),
    };
    t.deps.chat = hanging;

    worker = new JobWorker({ db: t.deps.db, deps: t.deps, logger: t.deps.logger, jobs: [ingestDocumentJob], pollIntervalMs: 50 });
    worker.start();
    const owner = await t.signUp();
    cookie = [...owner.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const projectId = ((await (await owner.client.post('/api/app/projects', { name: 'Oak Street' })).json()) as { id: string }).id;
    const form = new FormData();
    form.append('project_id', projectId);
    form.append('file', new Blob(['LEASE FOR UNIT 4B\n\nThe monthly rent for unit 4B is $2,400, payable on the first day of each month.\n']), 'unit-4b.txt');
    documentId = ((await (await owner.client.request('/api/app/documents', { method: 'POST', body: form })).json()) as { id: string }).id;
    for (const deadline = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 100))) {
      const { status } = (await (await owner.client.get(`/api/app/documents/${documentId}`)).json()) as { status: string };
      if (status === 'processed') break;
      if (status === 'failed' || Date.now() > deadline) throw new Error(`the document is ${status}`);
    }
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  }, 120_000);

  beforeEach(() => {
    escaped.length = 0;
  });
  afterAll(async () => {
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
    await new Promise((resolve) => server?.close(resolve));
    await worker?.stop();
    await t?.close();
  });

  it('a download left at any point raises nothing and closes the stored file', async () => {
    const link = (await (
      await t.app.request(`/api/app/documents/${documentId}/download-link`, { method: 'POST', headers: { cookie, origin: t.env.PUBLIC_URL } })
    ).json()) as { url: string };
    const before = sources.length;
    for (let round = 0; round < 10; round++) {
      await Promise.all(abortPoints.map((point) => abortedCall(port, { path: link.url }, point, round % 3)));
    }
    const opened = sources.slice(before);
    expect(opened.length).toBeGreaterThan(0);
    await until(
      () => opened.every((s) => s.destroyed),
      () => `${opened.filter((s) => !s.destroyed).length} of ${opened.length} file streams open`,
    );
    expect(escaped).toEqual([]);
  });

  it('an event stream left at any point ends its subscription', async () => {
    const events: Call = { path: '/api/app/events', headers: { cookie } };
    for (let round = 0; round < 10; round++) {
      await Promise.all(abortPoints.filter((p) => p !== 'after-body').map((point) => abortedCall(port, events, point, round % 3)));
    }
    await until(
      () => subscriptions === 0,
      () => `${subscriptions} subscriptions`,
    );
    expect(escaped).toEqual([]);
  });

  it('a streamed answer left at any point stops its language-model call', async () => {
    const body = JSON.stringify({ query: 'What is the monthly rent for unit 4B?' });
    const ask: Call = {
      method: 'POST',
      path: '/api/app/queries/stream',
      body,
      headers: { cookie, origin: t.env.PUBLIC_URL, 'content-type': 'application/json' },
    };
    let calls = 0;
    const counted = t.deps.chat!.complete;
    t.deps.chat = {
      model: 'hanging',
      complete: (messages, options) => {
        calls++;
        return counted(messages, options);
      },
    };
    for (let round = 0; round < 10; round++) {
      // The model never finishes, so nobody reads an answer to its end.
      await Promise.all(abortPoints.filter((p) => p !== 'after-body').map((point) => abortedCall(port, ask, point, round % 3)));
    }
    expect(calls).toBeGreaterThan(0);
    await until(
      () => modelCalls === 0,
      () => `${modelCalls} language-model calls`,
    );
    expect(escaped).toEqual([]);
  });
});
