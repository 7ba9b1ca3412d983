import { defaultKeyHasher } from '@better-auth/api-key';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyDto, CreatedApiKeyDto } from '../../../common/api-keys.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { recordQueryLater, settleQueryLog } from '../queries/query-log.service.js';
import { hashApiKey } from './api-key-verify.js';

type Client = ReturnType<TestApp['client']>;
const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;
const LIMIT = 5;

/**
 * The one-statement key check of the public API (decision 0011): no cache, so changes made to a key by any
 * process count from the next request; the rate limit holds under a burst; counts and the query log arrive.
 */
describe('API key verification', () => {
  let t: TestApp;
  let owner: Client;
  let workspaceId: string;

  const createKey = async (name = 'Key'): Promise<CreatedApiKeyDto> => {
    const res = await owner.post('/api/app/api-keys', { name, permission: 'read' });
    expect(res.status).toBe(201);
    return json<CreatedApiKeyDto>(res);
  };
  const call = async (key: string, path = '/projects', init: RequestInit = {}): Promise<Response> =>
    t.app.request(`/api/v1${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers } });
  const listed = async (id: string) => (await json<{ keys: ApiKeyDto[] }>(await owner.get('/api/app/api-keys'))).keys.find((k) => k.id === id)!;

  beforeAll(async () => {
    t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    owner = (await t.signUp()).client;
    workspaceId = (await json(await owner.get('/api/app/workspaces/current'))).id;
  }, 60_000);
  afterAll(async () => t?.close());

  it('hashes keys exactly as the plugin stores them', async () => {
    const { key, id } = await createKey();
    expect(hashApiKey(key)).toBe(await defaultKeyHasher(key));
    const stored = (await t.deps.db.execute(sql`select key from apikey where id = ${id}`)).rows[0] as { key: string };
    expect(stored.key).toBe(hashApiKey(key));
  });

  it('refuses a key deleted, disabled or expired in the database by another process on its very next request', async () => {
    // Written straight to the table, as another server process would: nothing in this process is told.
    const disabled = await createKey('Disabled elsewhere');
    expect((await call(disabled.key)).status).toBe(200);
    await t.deps.db.execute(sql`update apikey set enabled = false where id = ${disabled.id}`);
    expect((await call(disabled.key)).status).toBe(401);
    await t.deps.db.execute(sql`update apikey set enabled = true where id = ${disabled.id}`);
    expect((await call(disabled.key)).status).toBe(200);

    const deleted = await createKey('Deleted elsewhere');
    expect((await call(deleted.key)).status).toBe(200);
    await t.deps.db.execute(sql`delete from apikey where id = ${deleted.id}`);
    const refused = await call(deleted.key);
    expect(refused.status).toBe(401);
    expect((await json(refused)).error.code).toBe('unauthenticated');

    const expired = await createKey('Expired');
    expect((await call(expired.key)).status).toBe(200);
    await t.deps.db.execute(sql`update apikey set expires_at = (now() at time zone 'utc') - interval '1 second' where id = ${expired.id}`);
    expect((await call(expired.key)).status).toBe(401);
  });

  it('refuses a key of a deleted workspace (its usage row is gone)', async () => {
    const { key, id } = await createKey('Orphan');
    await t.deps.db.execute(sql`delete from api_key_usage where api_key_id = ${id}`);
    expect((await call(key)).status).toBe(401);
  });

  it('never lets a concurrent burst past the limit, and counts exactly the calls it let through', async () => {
    const { key, id } = await createKey('Burst');
    const statuses = await Promise.all(Array.from({ length: LIMIT + 7 }, () => call(key).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const row = await listed(id);
    expect(row.callCount).toBe(LIMIT);
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('answers 429 until the window has passed, with the time left as Retry-After, then starts a new window', async () => {
    const { key, id } = await createKey('Window');
    for (let i = 0; i < LIMIT; i++) expect((await call(key)).status).toBe(200);
    // The window began 50 s ago: 10 s are left of the minute.
    await t.deps.db.execute(sql`update apikey set last_request = (now() at time zone 'utc') - interval '50 seconds' where id = ${id}`);
    const limited = await call(key);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(9);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(11);
    // A minute after the window began, the key is served again and the count restarts at one.
    await t.deps.db.execute(sql`update apikey set last_request = (now() at time zone 'utc') - interval '61 seconds' where id = ${id}`);
    expect((await call(key)).status).toBe(200);
    const state = (await t.deps.db.execute(sql`select request_count from apikey where id = ${id}`)).rows[0] as { request_count: number };
    expect(state.request_count).toBe(1);
    expect((await listed(id)).callCount).toBe(LIMIT + 1);
  });

  it('logs every API search with the key that asked, written after the answer', async () => {
    const { key, id } = await createKey('Searcher');
    const res = await call(key, '/search', { method: 'POST', body: JSON.stringify({ query: 'security deposit' }) });
    expect(res.status).toBe(200);
    await settleQueryLog(t.deps.db);
    const rows = (await t.deps.db.execute(sql`select question, api_key_id, workspace_id, answered from query_log where api_key_id = ${id}`)).rows;
    expect(rows).toEqual([{ question: 'security deposit', api_key_id: id, workspace_id: workspaceId, answered: false }]);
  });

  it('logs a query-log write that fails twice instead of dropping it silently', async () => {
    const errors: Array<{ obj: any; msg: string }> = [];
    const logger = { error: (obj: any, msg: string) => void errors.push({ obj, msg }) };
    const missingWorkspace = randomUUID(); // the foreign key refuses the row
    recordQueryLater({ db: t.deps.db, logger: logger as never }, { workspaceId: missingWorkspace, apiKeyId: 'k1' }, {
      question: 'lost question', answer: null, answered: false, citations: [], projectId: null, responseMs: 3, resultCount: 0, bestScore: null,
    });
    await settleQueryLog(t.deps.db);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.msg).toMatch(/could not store a query/);
    expect(errors[0]!.obj.record.question).toBe('lost question');
    expect(errors[0]!.obj.asker.workspaceId).toBe(missingWorkspace);
  });
});
