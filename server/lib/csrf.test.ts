import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every state-changing route of the web app's API, as the app registered it. */
function unsafeAppRoutes(t: TestApp) {
  const seen = new Set<string>();
  return t.app.routes
    .filter((r) => unsafe.has(r.method) && r.path.startsWith('/api/app/'))
    .map((r) => ({ method: r.method, path: r.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, 'probe-id') }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

/** Row counts of every table: a refused request must change nothing. */
async function rowCounts(t: TestApp) {
  const tables = await t.deps.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of (tables as unknown as { rows: { name: string }[] }).rows ?? tables) {
    const result = await t.deps.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = ((result as unknown as { rows: { n: number }[] }).rows ?? result)[0]!.n;
  }
  return counts;
}

describe('cross-site request protection of /api/app', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.signUp();
    cookie = [...owner.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    t.app.request(path, { method, headers: { cookie, ...headers }, body });

  it('refuses the four hostile variants on every unsafe route before any handler runs', async () => {
    const routes = unsafeAppRoutes(t);
    expect(routes.length).toBeGreaterThan(25); // the walk really found the API
    const json = { 'content-type': 'application/json' };
    const variants: { name: string; headers: Record<string, string>; body?: string; status: number; code: string }[] = [
      { name: 'foreign Origin', headers: { ...json, origin: 'https://evil.example' }, body: '{"name":"x"}', status: 403, code: 'cross_site_request' },
      { name: 'Origin: null', headers: { ...json, origin: 'null' }, body: '{"name":"x"}', status: 403, code: 'cross_site_request' },
      { name: 'no Origin', headers: json, body: '{"name":"x"}', status: 403, code: 'cross_site_request' },
      {
        name: 'text/plain body',
        headers: { origin: t.env.PUBLIC_URL, 'content-type': 'text/plain' },
        body: '{"name":"x"}',
        status: 415,
        code: 'unsupported_media_type',
      },
      {
        name: 'form body',
        headers: { origin: t.env.PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=x',
        status: 415,
        code: 'unsupported_media_type',
      },
      {
        name: 'cross-site fetch metadata',
        headers: { ...json, origin: t.env.PUBLIC_URL, 'sec-fetch-site': 'cross-site' },
        body: '{"name":"x"}',
        status: 403,
        code: 'cross_site_request',
      },
      {
        name: 'evil origin form post',
        headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
        body: 'x',
        status: 403,
        code: 'cross_site_request',
      },
    ];
    const before = await rowCounts(t);
    const failures: string[] = [];
    for (const route of routes) {
      for (const v of variants) {
        const res = await send(route.method, route.path, v.headers, v.body);
        const body = (await res.json().catch(() => ({}))) as { error?: { code: string; message: string } };
        // The middleware's own answer (its code and wording), not a handler's 415 for an unsupported file.
        const fromGuard =
          v.code === 'cross_site_request' ? /cross-site/.test(body.error?.message ?? '') : /Send the request body as JSON/.test(body.error?.message ?? '');
        if (res.status !== v.status || body.error?.code !== v.code || !fromGuard)
          failures.push(`${route.method} ${route.path} [${v.name}] -> ${res.status} ${JSON.stringify(body)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts(t)).toEqual(before);
  });

  it('refuses multipart everywhere but the upload routes', async () => {
    const form = () => {
      const f = new FormData();
      f.set('name', 'x');
      return f;
    };
    const project = await t.app.request('/api/app/projects', { method: 'POST', headers: { cookie, origin: t.env.PUBLIC_URL }, body: form() });
    expect(project.status).toBe(415);
    const upload = await t.app.request('/api/app/documents', { method: 'POST', headers: { cookie, origin: t.env.PUBLIC_URL }, body: form() });
    expect(upload.status).not.toBe(415); // reaches the upload handler, which wants a file
    expect(((await upload.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
    // Every endpoint declared with a multipart rawBody takes one (the rent-roll import); its neighbours do not.
    const rentRoll = await t.app.request('/api/app/portfolio/rent-roll', { method: 'POST', headers: { cookie, origin: t.env.PUBLIC_URL }, body: form() });
    expect(((await rentRoll.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
    const property = await t.app.request('/api/app/portfolio/properties', { method: 'POST', headers: { cookie, origin: t.env.PUBLIC_URL }, body: form() });
    expect(property.status).toBe(415);
  });

  it('lets same-origin JSON (and same-origin requests without a body) through on every route', async () => {
    const failures: string[] = [];
    for (const route of unsafeAppRoutes(t)) {
      for (const [headers, body] of [
        [{ origin: t.env.PUBLIC_URL, 'content-type': 'application/json; charset=utf-8', 'sec-fetch-site': 'same-origin' }, '{}'],
        [{ origin: t.env.PUBLIC_URL }, undefined],
      ] as const) {
        const res = await send(route.method, route.path, headers, body);
        const text = await res.text();
        if (/cross_site_request|Send the request body as JSON/.test(text)) failures.push(`${route.method} ${route.path} -> ${res.status} ${text}`);
      }
    }
    expect(failures).toEqual([]);
    // And a real change goes through.
    const created = await send(
      'POST',
      '/api/app/projects',
      { origin: t.env.PUBLIC_URL, 'content-type': 'application/json' },
      JSON.stringify({ name: 'Same-origin project' }),
    );
    expect(created.status).toBe(201);
  });

  it('leaves safe methods and the key-authenticated public API alone', async () => {
    expect((await send('GET', '/api/app/projects', { origin: 'https://evil.example' })).status).toBe(200);
    const v1 = await t.app.request('/api/v1/projects', {
      method: 'POST',
      headers: { authorization: 'Bearer pw_nope', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(v1.status).toBe(401);
  });
});
