import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPostgres } from '../../db/client.js';
import { readServerSentEvents, type ServerSentEvent } from '../../../common/sse.js';
import { createEventBus, type WorkspaceEvent } from '../../lib/events/event-bus.js';
import { createTestApp, testDbKind, type TestApp } from '../../test/harness.js';
import { eventRoutes } from './events.routes.js';

const until = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** Reads a server-sent event stream into a growing list of events; `cancel` stops reading (the client leaves). */
function readStream(res: Response) {
  const state = { events: [] as ServerSentEvent[], done: false };
  const events = readServerSentEvents(res.body!);
  void (async () => {
    for await (const event of events) state.events.push(event);
  })()
    .catch(() => {})
    .finally(() => (state.done = true));
  const has = (name: string, text = '') => state.events.some((e) => e.event === name && e.data.includes(text));
  return { state, has, cancel: () => events.return(undefined) };
}

describe('workspace events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('delivers an event only to subscribers of its workspace', async () => {
    const seenA: WorkspaceEvent[] = [];
    const seenB: WorkspaceEvent[] = [];
    const offA = await t.deps.events.subscribe('ws-a', (e) => seenA.push(e));
    const offB = await t.deps.events.subscribe('ws-b', (e) => seenB.push(e));
    await t.deps.events.publish({ type: 'document.status', workspaceId: 'ws-a', data: { documentId: 'd1', status: 'processing' } });
    await until(() => seenA.length === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(seenA[0]).toMatchObject({ workspaceId: 'ws-a', data: { documentId: 'd1' } });
    expect(seenB).toHaveLength(0);
    offA();
    offB();
  });

  it.skipIf(testDbKind === 'pglite')('crosses processes: a publisher on another connection reaches this process', async () => {
    // PGlite is one in-process database, so there is no "other process" to test there.
    const [{ db }] = (await t.deps.db.execute(sql`select current_database() as db`)).rows as Array<{ db: string }>;
    const other = await openPostgres(inject('postgresUrl').replace(/\/postgres$/, `/${db}`));
    const publisher = createEventBus(other, t.deps.logger);
    const seen: WorkspaceEvent[] = [];
    const off = await t.deps.events.subscribe('ws-x', (e) => seen.push(e));
    await publisher.publish({ type: 'document.status', workspaceId: 'ws-x', data: { status: 'processed' } });
    await until(() => seen.length === 1);
    off();
    await publisher.close();
    await other.close();
  });

  it('streams the caller workspace events over SSE with heartbeats, and nothing from other workspaces', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const workspaceOf = async (client: typeof owner.client) => ((await (await client.get('/api/app/workspaces/current')).json()) as { id: string }).id;
    const mine = await workspaceOf(owner.client);
    const theirs = await workspaceOf(stranger.client);

    const app = new Hono().route('/events', eventRoutes(t.deps, { heartbeatMs: 100 }));
    const cookie = [...owner.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.request('/events', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const { state, has, cancel } = readStream(res);
    await until(() => has('ready'));

    await t.deps.events.publish({ type: 'document.status', workspaceId: theirs, data: { secret: 'other-workspace-document' } });
    await t.deps.events.publish({ type: 'document.status', workspaceId: mine, data: { documentId: 'mine-1', status: 'processed' } });
    await until(() => has('document.status', 'mine-1'));
    await until(() => has('heartbeat'));
    expect(state.events.some((e) => e.data.includes('other-workspace-document'))).toBe(false);
    await cancel();
  });

  it('refuses a visitor who is not signed in', async () => {
    const res = await t.app.request('/api/app/events');
    expect(res.status).toBe(401);
  });

  it('ends open streams when the bus closes, so shutdown is not held up', async () => {
    const local = await createTestApp();
    try {
      const user = await local.signUp();
      const cookie = [...user.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await local.app.request('/api/app/events', { headers: { cookie } });
      const { state, has } = readStream(res);
      await until(() => has('ready'));
      await local.deps.events.close();
      await until(() => state.done);
    } finally {
      await local.close();
    }
  });
});
