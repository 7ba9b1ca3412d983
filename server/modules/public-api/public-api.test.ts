import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyDto, CreatedApiKeyDto } from '../../../common/api-keys.js';
import { member } from '../../db/schema/index.js';
import { JobWorker } from '../../lib/queue/worker.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { embedChunksJob } from '../ingest/embed.job.js';
import { ingestDocumentJob } from '../ingest/ingest.job.js';

type Client = ReturnType<TestApp['client']>;
const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;

// A phrase that exists only in workspace A: nothing done with workspace B's key may reveal it.
const SECRET = 'Quillfeather';
const leaseText = (unit: string, extra = '') =>
  `RESIDENTIAL LEASE AGREEMENT\n\nThis Lease is made between Oak Street Properties LLC ("Landlord") and the Tenant of unit ${unit}.\n\n` +
  `1. TERM\n\nThe term begins on January 1, 2025 and ends on December 31, 2025.\n\n2. RENT\n\nTenant shall pay monthly rent of $1,850. ` +
  `The security deposit is $2,000.\n\n${extra}`;

describe('API keys and the public API v1', () => {
  let t: TestApp;
  let worker: JobWorker;
  let ownerA: Client;
  let ownerB: Client;
  let workspaceA: string;
  let projectA: string;
  let projectB: string;
  let secretDocId: string;

  const createKey = async (c: Client, permission: 'read' | 'read_write' | 'full', name = `key ${permission}`) => {
    const res = await c.post('/api/app/api-keys', { name, permission });
    expect(res.status).toBe(201);
    return json<CreatedApiKeyDto>(res);
  };
  const v1 = async (key: string | null, path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (key !== null) headers.set('authorization', `Bearer ${key}`);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    return t.app.request(`/api/v1${path}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  };
  const uploadForm = (content: string | Buffer, name: string, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
    return form;
  };
  const waitProcessed = async (key: string, id: string) => {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const doc = await json(await v1(key, `/documents/${id}`));
      if (doc.status === 'processed' || doc.status === 'failed') return doc;
      if (Date.now() > deadline) throw new Error(`document stayed ${doc.status}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_MB: '1' });
    worker = new JobWorker({ db: t.deps.db, deps: t.deps, logger: t.deps.logger, jobs: [ingestDocumentJob, embedChunksJob], pollIntervalMs: 50 });
    worker.start();
    ownerA = (await t.signUp({ company: 'Alpha Rentals' })).client;
    ownerB = (await t.signUp({ company: 'Beta Homes' })).client;
    workspaceA = (await json(await ownerA.get('/api/app/workspaces/current'))).id;
    projectA = (await json(await ownerA.post('/api/app/projects', { name: 'Alpha Court' }))).id;
    projectB = (await json(await ownerB.post('/api/app/projects', { name: 'Beta Gardens' }))).id;
  }, 120_000);
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it('creates a key shown once, lists it masked, keeps only a hash, and counts its calls', async () => {
    const created = await createKey(ownerA, 'read', 'Reporting');
    expect(created.key).toMatch(/^pw_[A-Za-z0-9]{48}$/);
    expect(created).toMatchObject({ name: 'Reporting', permission: 'read', enabled: true, callCount: 0, lastUsedAt: null });
    expect(created.maskedKey).toBe(`${created.key.slice(0, 12)}••••••••${created.key.slice(-8)}`);

    const listed = (await json<{ keys: Array<ApiKeyDto & { key?: string }> }>(await ownerA.get('/api/app/api-keys'))).keys;
    const row = listed.find((k) => k.id === created.id)!;
    expect(row.key).toBeUndefined();
    expect(row.maskedKey).toBe(created.maskedKey);
    expect(JSON.stringify(listed)).not.toContain(created.key);

    // Hashed at rest: the key (or its hidden middle) appears in no row of any table.
    const tables = (await t.deps.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`))
      .rows as Array<{ table_name: string }>;
    const middle = created.key.slice(12, -8);
    for (const { table_name } of tables) {
      const dump = (await t.deps.db.execute(sql`select coalesce(string_agg(row_to_json(x)::text, ''), '') as d from ${sql.identifier(table_name)} x`))
        .rows[0] as { d: string };
      expect(dump.d.includes(middle), `key found in ${table_name}`).toBe(false);
    }

    expect((await v1(created.key, '/projects')).status).toBe(200);
    expect((await v1(created.key, '/projects?limit=5')).status).toBe(200);
    const after = (await json<{ keys: ApiKeyDto[] }>(await ownerA.get('/api/app/api-keys'))).keys.find((k) => k.id === created.id)!;
    expect(after.callCount).toBe(2);
    expect(after.lastUsedAt).not.toBeNull();
  });

  it('counts concurrent calls without losing any', async () => {
    const { key, id } = await createKey(ownerA, 'read');
    const statuses = await Promise.all(Array.from({ length: 12 }, () => v1(key, '/projects').then((r) => r.status)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const row = (await json<{ keys: ApiKeyDto[] }>(await ownerA.get('/api/app/api-keys'))).keys.find((k) => k.id === id)!;
    expect(row.callCount).toBe(12);
  });

  /** A second person joins workspace A with `role` and makes it their active workspace. */
  async function joinA(role: 'admin' | 'member') {
    const person = await t.signUp({ company: `${role} home co` });
    const userId = (await json(await person.client.get('/api/auth/get-session'))).user.id as string;
    await t.deps.db.insert(member).values({ id: randomBytes(12).toString('base64url'), organizationId: workspaceA, userId, role, createdAt: new Date() });
    expect((await person.client.post('/api/auth/organization/set-active', { organizationId: workspaceA })).status).toBe(200);
    return person;
  }

  it('lets only Owners and Admins manage keys, and names a missing key name', async () => {
    const admin = await joinA('admin');
    const adminKey = await createKey(admin.client, 'read_write', 'Admin made');
    expect((await v1(adminKey.key, '/projects')).status).toBe(200);
    expect((await json<{ keys: ApiKeyDto[] }>(await ownerA.get('/api/app/api-keys'))).keys.map((k) => k.name)).toContain('Admin made');
    expect((await admin.client.request(`/api/app/api-keys/${adminKey.id}`, { method: 'PATCH', json: { enabled: false } })).status).toBe(200);

    const person = await joinA('member');
    expect((await person.client.get('/api/app/api-keys')).status).toBe(403);
    expect((await person.client.post('/api/app/api-keys', { name: 'sneaky', permission: 'full' })).status).toBe(403);
    const someKey = await createKey(ownerA, 'read');
    expect((await person.client.request(`/api/app/api-keys/${someKey.id}`, { method: 'DELETE' })).status).toBe(403);
    // The plugin's own endpoints are closed: no way around the role check.
    expect((await person.client.post('/api/auth/api-key/create', { name: 'direct', organizationId: workspaceA })).status).toBe(404);
    expect((await person.client.get('/api/auth/api-key/list')).status).toBe(404);

    const noName = await ownerA.post('/api/app/api-keys', { name: '  ', permission: 'read' });
    expect(noName.status).toBe(400);
    expect((await json(noName)).error.field).toBe('name');
    const defaulted = await json<CreatedApiKeyDto>(await ownerA.post('/api/app/api-keys', { name: 'Default level' }));
    expect(defaulted.permission).toBe('read');
  });

  it('enforces each permission level on every endpoint', async () => {
    const read = (await createKey(ownerA, 'read')).key;
    const write = (await createKey(ownerA, 'read_write')).key;
    const full = (await createKey(ownerA, 'full')).key;
    const upload = (key: string, unit: string) =>
      v1(key, '/documents', { method: 'POST', body: uploadForm(leaseText(unit), `lease-${unit}.txt`, { project_id: projectA }) });

    // Read Only: list, read, search, ask; never write.
    expect((await v1(read, '/projects')).status).toBe(200);
    expect((await v1(read, '/search', { method: 'POST', json: { query: 'rent' } })).status).toBe(200);
    expect((await v1(read, '/query', { method: 'POST', json: { query: 'What is the rent?' } })).status).toBe(200);
    const refused = await upload(read, '1R');
    expect(refused.status).toBe(403);
    expect((await json(refused)).error.code).toBe('forbidden');
    expect((await v1(read, '/projects', { method: 'POST', json: { name: 'Nope' } })).status).toBe(403);

    // Workspace administration: Full Access only.
    expect((await v1(read, '/workspace/members')).status).toBe(403);
    expect((await v1(write, '/workspace/members')).status).toBe(403);
    const members = await v1(full, '/workspace/members');
    expect(members.status).toBe(200);
    expect((await json(members)).members[0]).toMatchObject({ role: 'owner', name: 'Test Manager' });

    // Read & Write and Full Access: documents and projects.
    for (const [key, unit] of [
      [write, '2W'],
      [full, '3F'],
    ] as const) {
      const created = await upload(key, unit);
      expect(created.status).toBe(201);
      const doc = await json(created);
      expect(doc).toMatchObject({ project_id: projectA, status: 'queued', file_name: `lease-${unit}.txt` });
      expect((await v1(read, `/documents/${doc.id}`)).status).toBe(200);
      expect((await v1(read, `/documents/${doc.id}`, { method: 'DELETE' })).status).toBe(403);
      expect((await v1(key, `/documents/${doc.id}`, { method: 'DELETE' })).status).toBe(204);
      expect((await v1(key, `/documents/${doc.id}`)).status).toBe(404);
      const project = await v1(key, '/projects', { method: 'POST', json: { name: `Made by ${unit}`, unit_count: 4 } });
      expect(project.status).toBe(201);
      expect(await json(project)).toMatchObject({ name: `Made by ${unit}`, unit_count: 4, document_count: 0 });
    }
  });

  it('uploads through the API, processes the document, and finds it by search and question (logged for the key)', async () => {
    const { key, id: keyId } = await createKey(ownerA, 'read_write');
    const res = await v1(key, '/documents', {
      method: 'POST',
      body: uploadForm(leaseText('9Q', `3. PARKING\n\nThe parking space is assigned to ${SECRET} Holdings for the whole term.`), 'lease-9q.txt', {
        property_id: projectA,
        type: 'lease',
      }),
    });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created.type).toBe('lease');
    const done = await waitProcessed(key, created.id);
    expect(done.status).toBe('processed');
    secretDocId = created.id;

    // The same content again: 409 with the stable code and the existing document in the API's snake_case.
    const again = await v1(key, '/documents', {
      method: 'POST',
      body: uploadForm(leaseText('9Q', `3. PARKING\n\nThe parking space is assigned to ${SECRET} Holdings for the whole term.`), 'copy.txt', {
        project_id: projectA,
      }),
    });
    expect(again.status).toBe(409);
    expect((await json(again)).error).toMatchObject({ code: 'conflict', existing: { id: created.id, project_id: projectA } });

    const found = await json(await v1(key, '/search', { method: 'POST', json: { query: SECRET, filters: { property_ids: [projectA] }, limit: 5 } }));
    expect(found.results[0]).toMatchObject({ document_id: created.id, project_id: projectA });
    expect(found.results[0].text).toContain(SECRET);
    const answer = await json(
      await v1(key, '/query', { method: 'POST', json: { query: 'Who is the parking space assigned to?', filters: { project_ids: [projectA] } } }),
    );
    expect(answer).toHaveProperty('answer');
    expect(answer.passages.some((p: { document_id: string }) => p.document_id === created.id)).toBe(true);

    await t.deps.pendingWrites.settle(); // the search's log row is written after its answer
    const logged = (await t.deps.db.execute(sql`select question from query_log where api_key_id = ${keyId} order by created_at`)).rows as Array<{
      question: string;
    }>;
    expect(logged.map((r) => r.question)).toEqual([SECRET, 'Who is the parking space assigned to?']);
  });

  it("confines every call to the key's workspace", async () => {
    expect(secretDocId).toBeDefined();
    const keyB = (await createKey(ownerB, 'full')).key;
    expect((await v1(keyB, `/documents/${secretDocId}`)).status).toBe(404);
    expect((await v1(keyB, `/documents/${secretDocId}`, { method: 'DELETE' })).status).toBe(404);
    const projects = await json(await v1(keyB, '/projects?limit=100'));
    expect(projects.projects.map((p: { id: string }) => p.id)).toEqual([projectB]);
    const search = await v1(keyB, '/search', { method: 'POST', json: { query: SECRET } });
    expect((await json(search)).results).toEqual([]);
    const filtered = await v1(keyB, '/search', { method: 'POST', json: { query: SECRET, filters: { project_ids: [projectA], document_ids: [secretDocId] } } });
    expect((await json(filtered)).results).toEqual([]);
    const answer = await v1(keyB, '/query', { method: 'POST', json: { query: `Who is ${SECRET}?` } });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(await json(answer))).not.toContain(`${SECRET} Holdings`);
    const intoA = await v1(keyB, '/documents', { method: 'POST', body: uploadForm(leaseText('X1'), 'x.txt', { project_id: projectA }) });
    expect(intoA.status).toBe(404);
    // Nor can B's owner see or touch A's keys.
    const keyA = await createKey(ownerA, 'read');
    expect((await ownerB.request(`/api/app/api-keys/${keyA.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await ownerB.request(`/api/app/api-keys/${keyA.id}`, { method: 'PATCH', json: { enabled: false } })).status).toBe(404);
    expect((await json<{ keys: ApiKeyDto[] }>(await ownerB.get('/api/app/api-keys'))).keys.some((k) => k.id === keyA.id)).toBe(false);
    // The document is still there for A.
    expect((await v1(keyA.key, `/documents/${secretDocId}`)).status).toBe(200);
  });

  it('refuses an inactive key at once, accepts it again when re-enabled, and refuses a deleted key', async () => {
    const { key, id } = await createKey(ownerA, 'read');
    expect((await v1(key, '/projects')).status).toBe(200);
    const off = await ownerA.request(`/api/app/api-keys/${id}`, { method: 'PATCH', json: { enabled: false } });
    expect((await json<ApiKeyDto>(off)).enabled).toBe(false);
    const refused = await v1(key, '/projects');
    expect(refused.status).toBe(401);
    expect((await json(refused)).error.code).toBe('unauthenticated');
    await ownerA.request(`/api/app/api-keys/${id}`, { method: 'PATCH', json: { enabled: true } });
    expect((await v1(key, '/projects')).status).toBe(200);
    expect((await ownerA.request(`/api/app/api-keys/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await v1(key, '/projects')).status).toBe(401);
    expect((await ownerA.request(`/api/app/api-keys/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers every error with its status and the JSON error shape', async () => {
    const key = (await createKey(ownerA, 'read_write')).key;
    const expectError = async (res: Response, status: number, code: string, field?: string) => {
      expect(res.status).toBe(status);
      const body = await json(res);
      expect(body.error.code).toBe(code);
      expect(typeof body.error.message).toBe('string');
      if (field) expect(body.error.field).toBe(field);
    };
    // 401
    await expectError(await v1(null, '/projects'), 401, 'unauthenticated');
    await expectError(await v1('pw_not-a-real-key', '/projects'), 401, 'unauthenticated');
    await expectError(await v1(null, '/projects', { headers: { authorization: `Basic ${key}` } }), 401, 'unauthenticated');
    // 400 naming the field
    await expectError(await v1(key, '/search', { method: 'POST', json: { query: '   ' } }), 400, 'invalid_input', 'query');
    await expectError(await v1(key, '/search', { method: 'POST', json: { query: 'rent', limit: 1000 } }), 400, 'invalid_input', 'limit');
    await expectError(
      await v1(key, '/search', { method: 'POST', json: { query: 'rent', filters: { project_ids: ['nope'] } } }),
      400,
      'invalid_input',
      'filters.project_ids.0',
    );
    await expectError(await v1(key, '/search', { method: 'POST', json: { query: 'rent', filters: { projectIds: [projectA] } } }), 400, 'invalid_input');
    await expectError(await v1(key, '/query', { method: 'POST', json: {} }), 400, 'invalid_input', 'query');
    await expectError(await v1(key, '/projects?limit=0'), 400, 'invalid_input', 'limit');
    await expectError(await v1(key, '/projects', { method: 'POST', json: { name: '' } }), 400, 'invalid_input', 'name');
    await expectError(await v1(key, '/documents/not-a-uuid'), 400, 'invalid_input', 'id');
    await expectError(await v1(key, '/documents', { method: 'POST', body: uploadForm('hello', 'a.txt', {}) }), 400, 'invalid_input', 'project_id');
    await expectError(
      await v1(key, '/documents', { method: 'POST', body: uploadForm('hello', 'a.txt', { project_id: projectA, type: 'poem' }) }),
      400,
      'invalid_input',
      'type',
    );
    // 404
    await expectError(await v1(key, `/documents/${randomUUID()}`), 404, 'not_found');
    await expectError(await v1(key, `/documents/${randomUUID()}`, { method: 'DELETE' }), 404, 'not_found');
    await expectError(
      await v1(key, '/documents', { method: 'POST', body: uploadForm('hello there', 'a.txt', { project_id: randomUUID() }) }),
      404,
      'not_found',
    );
    // 413: over MAX_UPLOAD_MB=1, refused while streaming
    await expectError(
      await v1(key, '/documents', { method: 'POST', body: uploadForm(Buffer.alloc(1024 * 1024 + 10, 'a'), 'big.txt', { project_id: projectA }) }),
      413,
      'payload_too_large',
      'file',
    );
    // 415: a type decided by content, and a request body that is not JSON
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(4000)]);
    await expectError(
      await v1(key, '/documents', { method: 'POST', body: uploadForm(elf, 'tool.pdf', { project_id: projectA }) }),
      415,
      'unsupported_media_type',
    );
    await expectError(
      await v1(key, '/search', { method: 'POST', body: 'query=rent', headers: { 'content-type': 'text/plain' } }),
      415,
      'unsupported_media_type',
    );
    // 403 was covered per level; unknown endpoints stay 404 JSON
    expect((await v1(key, '/nothing-here')).status).toBe(404);
  });

  it('limits each key to API_RATE_LIMIT_PER_MINUTE calls and answers 429 with Retry-After', async () => {
    const small = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const owner = (await small.signUp()).client;
      const { key } = await json<CreatedApiKeyDto>(await owner.post('/api/app/api-keys', { name: 'Burst', permission: 'read' }));
      const other = await json<CreatedApiKeyDto>(await owner.post('/api/app/api-keys', { name: 'Other', permission: 'read' }));
      const call = async (k: string): Promise<Response> => small.app.request('/api/v1/projects', { headers: { authorization: `Bearer ${k}` } });
      for (let i = 0; i < 3; i++) expect((await call(key)).status).toBe(200);
      const limited = await call(key);
      expect(limited.status).toBe(429);
      expect((await json(limited)).error.code).toBe('rate_limited');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await call(other.key)).status).toBe(200); // per key
    } finally {
      await small.close();
    }
  });

  it('publishes an OpenAPI 3.1 document generated from the validating schemas', async () => {
    const res = await t.app.request('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = await json(res);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/documents',
      '/documents/{id}',
      '/documents/{id}/abstraction',
      '/documents/{id}/text',
      '/leases',
      '/leases/{id}',
      '/leases/{id}/terms',
      '/projects',
      '/properties',
      '/properties/{id}',
      '/query',
      '/search',
      '/tenants',
      '/tenants/{id}',
      '/units',
      '/units/{id}',
      '/workspace/members',
    ]);
    expect(Object.keys(doc.paths['/documents']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/documents/{id}']).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(doc.paths['/projects']).sort()).toEqual(['get', 'post']);
    for (const path of Object.values<Record<string, any>>(doc.paths)) {
      for (const op of Object.values<any>(path)) {
        expect(op.security).toEqual([{ bearerAuth: [] }]);
        expect(op['x-codeSamples'][0].source).toMatch(/^curl /);
        expect(op.responses['401']).toBeDefined();
      }
    }
    expect(doc.paths['/documents'].post.requestBody.content['multipart/form-data'].schema.$ref).toBe('#/components/schemas/DocumentUpload');
    expect(doc.paths['/documents'].post.responses['413']).toBeDefined();
    // The same limits that validate requests (common/search.ts) are what the document states.
    expect(doc.components.schemas.SearchRequest.properties.query.maxLength).toBe(1000);
    expect(doc.components.schemas.SearchRequest.properties.limit.maximum).toBe(100);
    expect(doc.components.schemas.SearchFilters.properties).toHaveProperty('property_ids');
    expect(doc.components.schemas.Answer.required).toEqual(expect.arrayContaining(['answer', 'citations', 'passages']));
    // Every reference resolves, and every path template parameter is declared.
    const refs: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) {
        node.forEach(walk);
        return;
      }
      if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) k === '$ref' ? refs.push(v as string) : walk(v);
      }
    };
    walk(doc);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) expect(doc.components.schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
    for (const [path, ops] of Object.entries<Record<string, any>>(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const op of Object.values<any>(ops)) {
        for (const name of names)
          expect(
            op.parameters?.some((p: any) => p.in === 'path' && p.name === name && p.required),
            `${path} ${name}`,
          ).toBe(true);
        expect(Object.keys(op.responses).some((s) => s.startsWith('2'))).toBe(true);
        expect(op.summary).toBeTruthy();
      }
    }
  });
});
