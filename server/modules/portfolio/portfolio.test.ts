import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { member, properties, units } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { conflictOnConstraint } from './shared.js';

type Client = Awaited<ReturnType<TestApp['signUp']>>['client'];
const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;
const base = '/api/app/portfolio';

describe('portfolio records through /api/app/portfolio', () => {
  let t: TestApp;
  let a: Client;
  let b: Client;
  beforeAll(async () => {
    t = await createTestApp();
    a = (await t.signUp()).client;
    b = (await t.signUp()).client;
  });
  afterAll(() => t.close());

  const send = (c: Client, method: string, path: string, body?: unknown) => c.request(`${base}${path}`, { method, json: body });
  const create = async (c: Client, path: string, body: unknown) => {
    const res = await send(c, 'POST', path, body);
    expect(res.status, await res.clone().text()).toBe(201);
    return json(res);
  };

  it('creates, reads, lists, updates and deletes properties, units, tenants and leases', async () => {
    const property = await create(a, '/properties', { name: 'Oak Street Apartments', address: '12 Oak St', type: 'residential' });
    expect(property).toMatchObject({ name: 'Oak Street Apartments', type: 'residential', unitCount: 0 });
    const unit = await create(a, '/units', {
      propertyId: property.id,
      label: '4B',
      floor: '4',
      bedrooms: 2,
      bathrooms: 1.5,
      squareFeet: 900,
      marketRentCents: 185000,
    });
    expect(unit).toMatchObject({ label: '4B', bathrooms: 1.5, marketRentCents: 185000, status: 'vacant' });
    const tenant = await create(a, '/tenants', { name: 'Dana Reyes', email: 'dana@example.com', kind: 'person' });
    const lease = await create(a, '/leases', {
      propertyId: property.id,
      unitId: unit.id,
      tenantIds: [tenant.id],
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      monthlyRentCents: 185000,
      depositCents: 200000,
      status: 'active',
    });
    expect(lease).toMatchObject({ unitId: unit.id, tenantIds: [tenant.id], startDate: '2025-01-01', endDate: '2025-12-31', status: 'active' });
    // Named for display, so a list needs no more requests.
    expect(lease).toMatchObject({ propertyName: 'Oak Street Apartments', unitLabel: '4B', tenants: [{ id: tenant.id, name: 'Dana Reyes' }] });

    expect(await json(await a.get(`${base}/properties/${property.id}`))).toMatchObject({ unitCount: 1 });
    expect((await json(await a.get(`${base}/units?propertyId=${property.id}`))).items.map((u: any) => u.id)).toEqual([unit.id]);
    expect((await json(await a.get(`${base}/leases?q=dana`))).items.map((l: any) => l.id)).toEqual([lease.id]);
    expect((await json(await a.get(`${base}/leases?status=draft`))).items).toEqual([]);
    expect((await json(await a.get(`${base}/tenants?q=reyes`))).items.map((x: any) => x.id)).toEqual([tenant.id]);
    expect((await json(await a.get(`${base}/leases?tenantId=${tenant.id}`))).items.map((l: any) => l.id)).toEqual([lease.id]);
    expect((await a.get(`${base}/leases?tenantId=nope`)).status).toBe(400);

    const patched = await json(await send(a, 'PATCH', `/leases/${lease.id}`, { status: 'terminated', tenantIds: [] }));
    expect(patched).toMatchObject({ status: 'terminated', tenantIds: [], startDate: '2025-01-01' });
    expect(await json(await send(a, 'PATCH', `/units/${unit.id}`, { status: 'occupied' }))).toMatchObject({ status: 'occupied', label: '4B' });

    // In use: the property (units, leases) and the unit (a lease) cannot be deleted; the tenant, no longer on it, can.
    const refused = await send(a, 'DELETE', `/properties/${property.id}`);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ error: { code: 'conflict', existing: { units: 1, leases: 1 } } });
    expect((await send(a, 'DELETE', `/units/${unit.id}`)).status).toBe(409);
    expect((await send(a, 'DELETE', `/tenants/${tenant.id}`)).status).toBe(204);
    expect((await send(a, 'DELETE', `/leases/${lease.id}`)).status).toBe(204);
    expect((await send(a, 'DELETE', `/units/${unit.id}`)).status).toBe(204);
    expect((await send(a, 'DELETE', `/properties/${property.id}`)).status).toBe(204);
    expect((await a.get(`${base}/properties/${property.id}`)).status).toBe(404);
  });

  it('refuses a tenant on a lease, and pages lists', async () => {
    const p = await create(a, '/properties', { name: 'Paging Plaza', type: 'commercial' });
    const tenant = await create(a, '/tenants', { name: 'Acme Ltd', kind: 'company' });
    await create(a, '/leases', { propertyId: p.id, tenantIds: [tenant.id], startDate: '2025-02-01' });
    expect((await send(a, 'DELETE', `/tenants/${tenant.id}`)).status).toBe(409);
    for (const label of ['1', '2', '3']) await create(a, '/units', { propertyId: p.id, label });
    // One unit of a label per property, whatever its case.
    const dup = await send(a, 'POST', '/units', { propertyId: p.id, label: ' 1 ' });
    expect(dup.status).toBe(409);
    expect(await json(dup)).toMatchObject({ error: { code: 'conflict', field: 'label' } });
    const three = (await json(await a.get(`${base}/units?propertyId=${p.id}&q=3`))).items[0];
    expect((await send(a, 'PATCH', `/units/${three.id}`, { label: '2' })).status).toBe(409);
    expect((await send(a, 'PATCH', `/units/${three.id}`, { label: '3', floor: 'G' })).status).toBe(200);
    const first = await json(await a.get(`${base}/units?propertyId=${p.id}&limit=2`));
    expect(first.items.map((u: any) => u.label)).toEqual(['1', '2']);
    expect(first.nextPage).toBe(2);
    const second = await json(await a.get(`${base}/units?propertyId=${p.id}&limit=2&page=2`));
    expect(second).toMatchObject({ items: [{ label: '3' }], nextPage: null });
  });

  it('answers 409, never 500, when a write reaches a constraint its check did not see (two requests at once)', async () => {
    // A race cannot be staged reliably through the API, so the writes the checks would have stopped go to the database directly.
    const p = await create(a, '/properties', { name: 'Race Row', type: 'residential' });
    await create(a, '/units', { propertyId: p.id, label: '7C' });
    const { id: workspaceId } = await json(await a.get('/api/app/workspaces/current'));
    const messages = { unique: 'duplicate', reference: 'in use' };
    const duplicate = t.deps.db.insert(units).values({ workspaceId, propertyId: p.id, label: '7c' });
    await expect(conflictOnConstraint(duplicate, messages, 'label')).rejects.toMatchObject({
      code: 'conflict',
      message: 'duplicate',
      details: { field: 'label' },
    });
    const inUse = t.deps.db.delete(properties).where(eq(properties.id, p.id));
    await expect(conflictOnConstraint(inUse, messages)).rejects.toMatchObject({ code: 'conflict', message: 'in use' });
  });

  it('names the bad field, and checks that a lease unit belongs to the lease property', async () => {
    const bad = async (path: string, body: unknown, field: string, method = 'POST') => {
      const res = await send(a, method, path, body);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ error: { code: 'invalid_input', field } });
    };
    await bad('/properties', { name: 'X', type: 'castle' }, 'type');
    await bad('/properties', { type: 'mixed' }, 'name');
    const p1 = await create(a, '/properties', { name: 'One', type: 'mixed' });
    const p2 = await create(a, '/properties', { name: 'Two', type: 'mixed' });
    const u2 = await create(a, '/units', { propertyId: p2.id, label: 'A' });
    await bad('/units', { propertyId: p1.id, label: 'B', marketRentCents: -5 }, 'marketRentCents');
    await bad('/units', { propertyId: p1.id, label: 'B', bathrooms: 1.3 }, 'bathrooms');
    await bad('/leases', { propertyId: p1.id, startDate: '2025-02-30' }, 'startDate');
    await bad('/leases', { propertyId: p1.id, startDate: '2025-03-01', endDate: '2025-02-01' }, 'endDate');
    await bad('/leases', { propertyId: p1.id, unitId: u2.id, startDate: '2025-01-01' }, 'unitId');
    const lease = await create(a, '/leases', { propertyId: p2.id, unitId: u2.id, startDate: '2025-01-01' });
    // Moving the lease to another property while keeping a unit of the first is the same mistake.
    await bad(`/leases/${lease.id}`, { propertyId: p1.id }, 'unitId', 'PATCH');
    await bad('/tenants', { name: 'T', email: 'not-an-email' }, 'email');
    await bad('/leases?status=nope', undefined, 'status', 'GET');
  });

  it("keeps each workspace's records to itself", async () => {
    const p = await create(a, '/properties', { name: 'Secret Towers', type: 'residential' });
    const u = await create(a, '/units', { propertyId: p.id, label: 'PH' });
    const tenant = await create(a, '/tenants', { name: 'Secret Tenant' });
    const l = await create(a, '/leases', { propertyId: p.id, unitId: u.id, tenantIds: [tenant.id], startDate: '2025-01-01' });
    for (const [kind, id] of [
      ['properties', p.id],
      ['units', u.id],
      ['tenants', tenant.id],
      ['leases', l.id],
    ] as const) {
      expect((await b.get(`${base}/${kind}/${id}`)).status).toBe(404);
      expect((await send(b, 'PATCH', `/${kind}/${id}`, {})).status).toBe(404);
      expect((await send(b, 'DELETE', `/${kind}/${id}`)).status).toBe(404);
      expect(JSON.stringify(await json(await b.get(`${base}/${kind}`)))).not.toContain(id);
    }
    expect((await json(await b.get(`${base}/leases?tenantId=${tenant.id}`))).items).toEqual([]);
    // B cannot hang its records on A's.
    const pb = await create(b, '/properties', { name: 'B Place', type: 'mixed' });
    expect((await send(b, 'POST', '/units', { propertyId: p.id, label: 'x' })).status).toBe(400);
    expect((await send(b, 'POST', '/leases', { propertyId: pb.id, unitId: u.id, startDate: '2025-01-01' })).status).toBe(400);
    expect((await send(b, 'POST', '/leases', { propertyId: pb.id, tenantIds: [tenant.id], startDate: '2025-01-01' })).status).toBe(400);
    expect((await a.get(`${base}/leases/${l.id}`)).status).toBe(200);
  });

  it('lets a Member of the workspace read and write (the matrix: members may edit documents)', async () => {
    const owner = await t.signUp();
    const { id: workspaceId } = await json(await owner.client.get('/api/app/workspaces/current'));
    const person = await t.signUp();
    const { user } = await json(await person.client.get('/api/auth/get-session'));
    await t.deps.db
      .insert(member)
      .values({ id: randomBytes(12).toString('base64url'), organizationId: workspaceId, userId: user.id, role: 'member', createdAt: new Date() });
    expect((await person.client.post('/api/auth/organization/set-active', { organizationId: workspaceId })).status).toBe(200);
    const p = await create(person.client, '/properties', { name: 'Member Made', type: 'residential' });
    expect((await owner.client.get(`${base}/properties/${p.id}`)).status).toBe(200);
  });
});
