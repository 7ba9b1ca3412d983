import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKeyDto } from '../common/api-keys.js';
import { createApp } from './app.js';
import { buildDeps } from './bootstrap.js';
import type { AppDeps } from './deps.js';
import { createLogger } from './lib/logger.js';
import { createTestApp, type TestApp } from './test/harness.js';

/**
 * Process-wide state (the API key gate, term statistics, writes started after a response) is built with the other
 * dependencies and ended by one deps.close(), not held in module variables that shutdown reaches into one by one.
 */
describe('dependencies own the process-wide state', () => {
  let t: TestApp;
  let key: CreatedApiKeyDto;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = (await t.signUp()).client;
    const res = await owner.post('/api/app/api-keys', { name: 'Shutdown', permission: 'read' });
    expect(res.status).toBe(201);
    key = (await res.json()) as CreatedApiKeyDto;
  }, 60_000);
  afterAll(async () => t?.close());

  /** A second app on the same database, as another process would be, whose database close is observed. */
  async function secondApp(onDatabaseClose: () => Promise<void>): Promise<AppDeps> {
    const database = { ...t.deps.database, close: onDatabaseClose }; // the first app closes the real handle
    return buildDeps(t.env, { database, logger: createLogger('silent') });
  }

  it('gives every app its own key gate, term statistics, pending writes and viewer cache', async () => {
    const other = await secondApp(async () => {});
    expect(other.apiKeyGate).toBeDefined();
    expect(other.apiKeyGate).not.toBe(t.deps.apiKeyGate);
    expect(other.termStats).not.toBe(t.deps.termStats);
    expect(other.pendingWrites).not.toBe(t.deps.pendingWrites);
    expect(other.viewerCache).not.toBe(t.deps.viewerCache);
    await other.close();
  });

  it('writes the call counts and query-log rows it still holds before it closes the database', async () => {
    const counted = async () => {
      const usage = await t.deps.db.execute(sql`select call_count from api_key_usage where api_key_id = ${key.id}`);
      const logged = await t.deps.db.execute(sql`select count(*)::int as n from query_log where api_key_id = ${key.id}`);
      return { calls: Number((usage.rows[0] as { call_count: number }).call_count), logged: (logged.rows[0] as { n: number }).n };
    };
    const before = await counted();
    let atClose: { calls: number; logged: number } | undefined;
    const deps = await secondApp(async () => {
      atClose = await counted();
    });
    const app = createApp(deps);
    const res = await app.request('/api/v1/search', {
      method: 'POST',
      headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'security deposit' }),
    });
    expect(res.status).toBe(200);
    // Closed at once: the call count (written every 250 ms) and the query-log row (written after the answer) are
    // still held by this app's gate and pending writes; close() must write them before the database goes.
    await deps.close();
    expect(atClose).toEqual({ calls: before.calls + 1, logged: before.logged + 1 });
  });
});
