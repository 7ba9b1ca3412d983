import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKeyDto } from '../../../common/api-keys.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Client = ReturnType<TestApp['client']>;
const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;

describe('portfolio records through /api/v1 (properties, units, tenants, leases)', () => {
  let t: TestApp;
  let writeA: string;
  let readA: string;
  let writeB: string;

  const createKey = async (c: Client, permission: 'read' | 'read_write') => {
    const res = await c.post('/api/app/api-keys', { name: `key ${permission}`, permission });
    expect(res.status).toBe(201);
    return (await json<CreatedApiKeyDto>(res)).key;
  };
  const v1 = (key: string, method: string, path: string, body?: unknown) =>
    t.app.request(`/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  const post = async (key: string, path: string, body: unknown) => {
    const res = await v1(key, 'POST', path, body);
    expect(res.status, await res.clone().text()).toBe(201);
    return json(res);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const a = (await t.signUp()).client;
    const b = (await t.signUp()).client;
    writeA = await createKey(a, 'read_write');
    readA = await createKey(a, 'read');
    writeB = await createKey(b, 'read_write');
  });
  afterAll(() => t.close());

  it('creates, lists with filters, updates and deletes in snake_case', async () => {
    const property = await post(writeA, '/properties', { name: 'Elm Court', address: '5 Elm Court', type: 'commercial' });
    expect(property).toMatchObject({ name: 'Elm Court', type: 'commercial', unit_count: 0 });
    expect(property.created_at).toBeTruthy();
    const unit = await post(writeA, '/units', { property_id: property.id, label: 'Suite 100', square_feet: 2400, market_rent_cents: 420000 });
    expect(unit).toMatchObject({ property_id: property.id, label: 'Suite 100', square_feet: 2400, market_rent_cents: 420000, status: 'vacant' });
    const tenant = await post(writeA, '/tenants', { kind: 'company', name: 'Brightline Dental LLC', phone: '555-0100' });
    const lease = await post(writeA, '/leases', {
      property_id: property.id,
      unit_id: unit.id,
      tenant_ids: [tenant.id],
      start_date: '2024-03-01',
      end_date: '2029-02-28',
      monthly_rent_cents: 420000,
      deposit_cents: 840000,
      status: 'active',
    });
    expect(lease).toMatchObject({ unit_id: unit.id, tenant_ids: [tenant.id], start_date: '2024-03-01', end_date: '2029-02-28', deposit_cents: 840000 });

    // A Read Only key reads everything, filtered. The unit, on a lease active today, is marked occupied.
    const units = await json(await v1(readA, 'GET', `/units?property_id=${property.id}&status=occupied`));
    expect(units).toEqual({ units: [expect.objectContaining({ id: unit.id })], next_page: null });
    expect((await json(await v1(readA, 'GET', `/leases?property_id=${property.id}&q=brightline`))).leases.map((l: any) => l.id)).toEqual([lease.id]);
    expect((await json(await v1(readA, 'GET', '/properties?q=elm'))).properties.map((p: any) => p.id)).toEqual([property.id]);
    expect(await json(await v1(readA, 'GET', `/tenants/${tenant.id}`))).toMatchObject({ kind: 'company', name: 'Brightline Dental LLC' });

    const patched = await v1(writeA, 'PATCH', `/leases/${lease.id}`, { status: 'terminated', end_date: '2026-01-31' });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({ status: 'terminated', end_date: '2026-01-31', start_date: '2024-03-01', tenant_ids: [tenant.id] });

    const refused = await v1(writeA, 'DELETE', `/properties/${property.id}`);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ error: { code: 'conflict' } });
    expect((await v1(writeA, 'DELETE', `/leases/${lease.id}`)).status).toBe(204);
    expect((await v1(writeA, 'DELETE', `/units/${unit.id}`)).status).toBe(204);
    expect((await v1(writeA, 'DELETE', `/tenants/${tenant.id}`)).status).toBe(204);
    expect((await v1(writeA, 'DELETE', `/properties/${property.id}`)).status).toBe(204);
    expect((await v1(readA, 'GET', `/properties/${property.id}`)).status).toBe(404);
  });

  it('refuses writes with a Read Only key (403), before reading the body', async () => {
    const property = await post(writeA, '/properties', { name: 'Read Only Row', type: 'mixed' });
    for (const [method, path] of [
      ['POST', '/properties'],
      ['POST', '/units'],
      ['POST', '/tenants'],
      ['POST', '/leases'],
      ['PATCH', `/properties/${property.id}`],
      ['DELETE', `/properties/${property.id}`],
    ]) {
      const res = await v1(readA, method!, path!, {});
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await v1(readA, 'GET', `/properties/${property.id}`)).status).toBe(200);
  });

  it('names the bad field in snake_case, including a unit from another property', async () => {
    const bad = async (method: string, path: string, body: unknown, field: string) => {
      const res = await v1(writeA, method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(await json(res)).toMatchObject({ error: { code: 'invalid_input', field } });
    };
    await bad('POST', '/properties', { name: 'X', type: 'castle' }, 'type');
    const p1 = await post(writeA, '/properties', { name: 'P1', type: 'residential' });
    const p2 = await post(writeA, '/properties', { name: 'P2', type: 'residential' });
    const u2 = await post(writeA, '/units', { property_id: p2.id, label: '1A' });
    await bad('POST', '/units', { property_id: p1.id, label: '1B', square_feet: -1 }, 'square_feet');
    await bad('POST', '/leases', { property_id: p1.id, start_date: '2025-13-01' }, 'start_date');
    await bad('POST', '/leases', { property_id: p1.id, start_date: '2025-02-01', end_date: '2025-01-01' }, 'end_date');
    await bad('POST', '/leases', { property_id: p1.id, unit_id: u2.id, start_date: '2025-01-01' }, 'unit_id');
    await bad('POST', '/leases', { property_id: '3f1c2a9e-5b7d-4c1e-9a2f-8d6b4e0c1a23', start_date: '2025-01-01' }, 'property_id');
    await bad('GET', '/units?status=rented', undefined, 'status');
  });

  it("never shows one workspace's records to another's key", async () => {
    const property = await post(writeA, '/properties', { name: 'Hidden Heights', type: 'residential' });
    const unit = await post(writeA, '/units', { property_id: property.id, label: 'H1' });
    const tenant = await post(writeA, '/tenants', { name: 'Hidden Tenant' });
    const lease = await post(writeA, '/leases', { property_id: property.id, unit_id: unit.id, tenant_ids: [tenant.id], start_date: '2025-01-01' });
    for (const [kind, id] of [
      ['properties', property.id],
      ['units', unit.id],
      ['tenants', tenant.id],
      ['leases', lease.id],
    ] as const) {
      expect((await v1(writeB, 'GET', `/${kind}/${id}`)).status).toBe(404);
      expect((await v1(writeB, 'PATCH', `/${kind}/${id}`, {})).status).toBe(404);
      expect((await v1(writeB, 'DELETE', `/${kind}/${id}`)).status).toBe(404);
      expect(JSON.stringify(await json(await v1(writeB, 'GET', `/${kind}`)))).not.toContain(id);
    }
    expect((await json(await v1(writeB, 'GET', `/units?property_id=${property.id}`))).units).toEqual([]);
    const mine = await post(writeB, '/properties', { name: 'B Block', type: 'mixed' });
    const res = await v1(writeB, 'POST', '/leases', { property_id: mine.id, unit_id: unit.id, start_date: '2025-01-01' });
    expect(res.status).toBe(400);
    expect((await v1(readA, 'GET', `/leases/${lease.id}`)).status).toBe(200);
  });

  it('publishes the routes in the OpenAPI document', async () => {
    const doc = await json(await t.app.request('/api/v1/openapi.json'));
    for (const kind of ['properties', 'units', 'tenants', 'leases']) {
      expect(Object.keys(doc.paths[`/${kind}`])).toEqual(expect.arrayContaining(['get', 'post']));
      expect(Object.keys(doc.paths[`/${kind}/{id}`])).toEqual(expect.arrayContaining(['get', 'patch', 'delete']));
    }
  });
});
