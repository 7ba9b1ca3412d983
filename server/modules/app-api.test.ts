import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, type Endpoint } from '../../common/api/endpoint.js';
import { appApi } from '../../common/api/index.js';
import { member } from '../db/schema/index.js';
import { declaration, declaredRoutes } from '../lib/http.js';
import { toErrorResponse } from '../lib/errors.js';
import { createLogger } from '../lib/logger.js';
import { createTestApp, type TestApp } from '../test/harness.js';

describe('the /api/app contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('declares every /api/app route and registers each through its declaration', () => {
    const declared = new Map<string, Endpoint>();
    for (const domain of Object.values(appApi)) {
      for (const e of Object.values(domain) as Endpoint[]) declared.set(`${e.method.toUpperCase()} /api/app${e.path}`, e);
    }
    const registered = t.app.routes.filter((r) => r.path.startsWith('/api/app') && r.method !== 'ALL');
    expect(registered.length).toBeGreaterThan(10);
    // A route with its own middleware is listed once per handler; the last one must be the declared handler.
    const handlers = new Map<string, unknown[]>();
    for (const r of registered) handlers.set(`${r.method} ${r.path}`, [...(handlers.get(`${r.method} ${r.path}`) ?? []), r.handler]);
    const undeclared = [...handlers]
      .filter(([key, list]) => !declared.has(key) || (list.at(-1) as { [declaration]?: Endpoint })[declaration] !== declared.get(key))
      .map(([key]) => key);
    expect(undeclared).toEqual([]);
    // And nothing is declared that the server does not serve.
    const served = new Set(registered.map((r) => `${r.method} ${r.path}`));
    expect([...declared.keys()].filter((k) => !served.has(k))).toEqual([]);
  });

  it('answers invalid input with 400 naming the field, before the handler runs', async () => {
    const owner = await t.signUp();
    const tooLong = await owner.client.post('/api/app/projects', { name: 'x'.repeat(121) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ error: { code: 'invalid_input', field: 'name', message: 'Project name must be 120 characters or fewer' } });
    const notJson = await owner.client.request('/api/app/projects', { method: 'POST', body: 'name=x', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { code: 'invalid_input' } });
    const badUnits = await owner.client.request('/api/app/projects/00000000-0000-4000-8000-000000000000', { method: 'PATCH', json: { unitCount: 'many' } });
    expect(badUnits.status).toBe(400);
    expect(await badUnits.json()).toMatchObject({ error: { code: 'invalid_input', field: 'unitCount' } });
  });

  it('answers 404 for a malformed id in the path, and checks the role before reading the input', async () => {
    const owner = await t.signUp();
    expect((await owner.client.get('/api/app/documents/not-an-id/viewer')).status).toBe(404);
    expect((await owner.client.get('/api/app/admin/waitlist/not-an-id/invite')).status).toBe(403); // platform admins only

    const { id: workspaceId } = (await (await owner.client.get('/api/app/workspaces/current')).json()) as { id: string };
    const person = await t.signUp();
    const userId = ((await (await person.client.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
    await t.deps.db
      .insert(member)
      .values({ id: randomBytes(12).toString('base64url'), organizationId: workspaceId, userId, role: 'member', createdAt: new Date() });
    expect((await person.client.post('/api/auth/organization/set-active', { organizationId: workspaceId })).status).toBe(200);
    // A Member learns nothing from validation on a route their role cannot use: 403 whatever the body.
    for (const body of [{}, { email: 'not an email', role: 'owner' }]) {
      const res = await person.client.post('/api/app/workspaces/current/invitations', body);
      expect(res.status).toBe(403);
    }
    expect((await person.client.request('/api/app/workspaces/current', { method: 'PATCH', json: { name: '' } })).status).toBe(403);
  });

  describe('a declared route', () => {
    const thing = endpoint({
      method: 'get',
      path: '/things/:id',
      query: z.object({ n: z.coerce.number().int('n must be a whole number').optional() }),
      response: z.object({ id: z.string(), count: z.number() }),
    });
    const router = (nodeEnv: string, wrongShape: boolean) => {
      const app = new Hono();
      app.onError((err, c) => toErrorResponse(err, c, createLogger('silent')));
      const route = declaredRoutes(app, '/things', { env: { NODE_ENV: nodeEnv } });
      if (wrongShape) {
        // @ts-expect-error: the type check refuses a reply its declaration does not allow
        route(thing, () => ({ id: 'a', count: 'three' }));
      } else {
        route(thing, (_c, { params, query }) => ({ id: params.id, count: query.n ?? 0 }));
      }
      return app;
    };

    it('hands the handler its parsed input and refuses bad query input with 400 naming the field', async () => {
      const app = router('test', false);
      expect(await (await app.request('/b?n=3')).json()).toEqual({ id: 'b', count: 3 });
      const bad = await app.request('/b?n=1.5');
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: { code: 'invalid_input', field: 'n', message: 'n must be a whole number' } });
    });

    it('catches a handler answering an undeclared shape (500, logged) outside production', async () => {
      const res = await router('test', true).request('/a');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: { code: 'internal', message: 'An unexpected error occurred' } });
      // Production trusts the type check and skips the per-response parse.
      expect((await router('production', true).request('/a')).status).toBe(200);
    });
  });
});
