import { defaultKeyHasher } from '@better-auth/api-key';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyDto, CreatedApiKeyDto } from '../../../common/api-keys.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { recordQueryLater } from '../queries/query-log.service.js';
import { ApiKeyGate, KEY_TTL_MS, USAGE_FLUSH_MS } from './api-key-gate.js';
import { hashApiKey } from './api-key-verify.js';

type Client = ReturnType<TestApp['client']>;
const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;
const LIMIT = 5;

/**
 * The public API's key check (decision 0012): cached key facts forgotten at once when changed here and within
 * KEY_TTL_MS when changed elsewhere; rate-limit slots claimed in blocks, never past the limit across
 * processes; call counts and the query log written after the answer, and they arrive.
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

  it('refuses a key disabled, re-enables it and refuses it deleted through this process at once, even with no rate limit to re-check', async () => {
    const { key, id } = await createKey('Unlimited');
    // No limit: no slot claims go to the database, so only the in-process invalidation can make this immediate.
    await t.deps.db.execute(sql`update apikey set rate_limit_enabled = false where id = ${id}`);
    expect((await call(key)).status).toBe(200);
    expect((await owner.request(`/api/app/api-keys/${id}`, { method: 'PATCH', json: { enabled: false } })).status).toBe(200);
    expect((await call(key)).status).toBe(401);
    expect((await owner.request(`/api/app/api-keys/${id}`, { method: 'PATCH', json: { enabled: true } })).status).toBe(200);
    expect((await call(key)).status).toBe(200);
    expect((await owner.request(`/api/app/api-keys/${id}`, { method: 'DELETE' })).status).toBe(204);
    const refused = await call(key);
    expect(refused.status).toBe(401);
    expect((await json(refused)).error.code).toBe('unauthenticated');
  });

  it('refuses a key disabled, expired or deleted by another process within the cache lifetime', async () => {
    // Written straight to the table, as another server process would: nothing in this process is told.
    const made = await Promise.all(['Disabled elsewhere', 'Expired elsewhere', 'Deleted elsewhere'].map((n) => createKey(n)));
    const ids = made.map((k) => k.id);
    await t.deps.db.execute(
      sql`update apikey set rate_limit_enabled = false where id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
    for (const k of made) expect((await call(k.key)).status).toBe(200);
    await t.deps.db.execute(sql`update apikey set enabled = false where id = ${ids[0]}`);
    await t.deps.db.execute(sql`update apikey set expires_at = (now() at time zone 'utc') - interval '1 second' where id = ${ids[1]}`);
    await t.deps.db.execute(sql`delete from apikey where id = ${ids[2]}`);
    await new Promise((r) => setTimeout(r, KEY_TTL_MS + 100));
    for (const k of made) expect((await call(k.key)).status, k.name).toBe(401);
  });

  it('re-checks a rate-limited key at every slot claim: a key disabled elsewhere is refused at its next claim', async () => {
    const { key, id } = await createKey('Limited'); // limit 5: a block is one slot, so every call claims
    expect((await call(key)).status).toBe(200);
    await t.deps.db.execute(sql`update apikey set enabled = false where id = ${id}`);
    expect((await call(key)).status).toBe(401);
  });

  it('refuses a key of a deleted workspace (its usage row is gone)', async () => {
    const { key, id } = await createKey('Orphan');
    await t.deps.db.execute(sql`delete from api_key_usage where api_key_id = ${id}`);
    expect((await call(key)).status).toBe(401);
  });

  it('never serves more than the limit across processes, and loses at most a block per process', async () => {
    const { key, id } = await createKey('Shared');
    await t.deps.db.execute(sql`update apikey set rate_limit_max = 40 where id = ${id}`); // blocks of 2
    const logger = { error: () => undefined };
    const processes = [new ApiKeyGate(t.deps.db, logger), new ApiKeyGate(t.deps.db, logger), new ApiKeyGate(t.deps.db, logger)];
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        processes[i % 3]!.authenticate(hashApiKey(key)).then(
          () => 'ok',
          (err: { code?: string }) => err.code,
        ),
      ),
    );
    const served = outcomes.filter((o) => o === 'ok').length;
    expect(served).toBeLessThanOrEqual(40);
    expect(served).toBeGreaterThanOrEqual(40 - 3 * (2 - 1));
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'rate_limited')).toBe(true);
    await Promise.all(processes.map((p) => p.flush()));
    const usage = (await t.deps.db.execute(sql`select call_count from api_key_usage where api_key_id = ${id}`)).rows[0] as { call_count: number };
    expect(usage.call_count).toBe(served);
  });

  it('writes call counts and last use by itself shortly after the calls', async () => {
    const { key, id } = await createKey('Counted');
    for (let i = 0; i < 3; i++) expect((await call(key)).status).toBe(200);
    const read = async () =>
      (await t.deps.db.execute(sql`select call_count, last_used_at from api_key_usage where api_key_id = ${id}`)).rows[0] as {
        call_count: number;
        last_used_at: unknown;
      };
    const deadline = Date.now() + USAGE_FLUSH_MS * 8;
    while ((await read()).call_count < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect((await read()).call_count).toBe(3);
    expect((await read()).last_used_at).not.toBeNull();
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
    expect(res.headers.get('server-timing')).toMatch(/^app;dur=\d+\.\d\d$/);
    await t.deps.pendingWrites.settle();
    const rows = (await t.deps.db.execute(sql`select question, api_key_id, workspace_id, answered from query_log where api_key_id = ${id}`)).rows;
    expect(rows).toEqual([{ question: 'security deposit', api_key_id: id, workspace_id: workspaceId, answered: false }]);
  });

  it('logs a query-log write that fails twice instead of dropping it silently', async () => {
    const errors: Array<{ obj: any; msg: string }> = [];
    const logger = { error: (obj: any, msg: string) => void errors.push({ obj, msg }) };
    const missingWorkspace = randomUUID(); // the foreign key refuses the row
    recordQueryLater(
      { db: t.deps.db, pendingWrites: t.deps.pendingWrites, logger: logger as never },
      { workspaceId: missingWorkspace, apiKeyId: 'k1' },
      {
        question: 'lost question',
        answer: null,
        answered: false,
        citations: [],
        projectId: null,
        responseMs: 3,
        resultCount: 0,
        bestScore: null,
      },
    );
    await t.deps.pendingWrites.settle();
    expect(errors).toHaveLength(1);
    expect(errors[0]!.msg).toMatch(/could not store a query/);
    expect(errors[0]!.obj.record.question).toBe('lost question');
    expect(errors[0]!.obj.asker.workspaceId).toBe(missingWorkspace);
  });
});
