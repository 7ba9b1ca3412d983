import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attention } from '../../../common/api/dashboard.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { plantLeaseRecord, plantProperty, plantTenant, plantUnit } from '../../test/seed-leases.js';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

describe('Items Needing Attention: deadlines inside their lead time', () => {
  let t: TestApp;
  let owner: ReturnType<TestApp['client']>;
  let other: ReturnType<TestApp['client']>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = (await t.signUp()).client;
    other = (await t.signUp()).client;
    const ws = ((await (await owner.get('/api/app/workspaces/current')).json()) as { id: string }).id;
    const db = t.deps.db;
    const property = await plantProperty(db, ws, 'Maple Court', '8 Maple Court');
    const [a, b, c] = await Promise.all(['1A', '2B', '3C'].map((label) => plantUnit(db, ws, property, label)));
    const ada = await plantTenant(db, ws, 'Ada Park');
    await plantLeaseRecord(db, ws, { propertyId: property, unitId: a, tenantIds: [ada], startDate: day(-300), endDate: day(20) });
    await plantLeaseRecord(db, ws, { propertyId: property, unitId: b, startDate: day(-300), endDate: day(100) });
    // Beyond the longest lead time (120 days by default): not yet anything to do.
    await plantLeaseRecord(db, ws, { propertyId: property, unitId: c, startDate: day(-300), endDate: day(200) });
  });
  afterAll(() => t.close());

  it('lists each expiration inside a lead time with its priority and a link to the lease, and nothing beyond', async () => {
    const res = await owner.get('/api/app/dashboard/attention');
    expect(res.status).toBe(200);
    const deadlines = ((await res.json()) as Attention).items.filter((i) => i.source === 'deadline');
    expect(deadlines.map((i) => [i.date, i.priority])).toEqual([
      [day(20), 'urgent'],
      [day(100), 'medium'],
    ]);
    expect(deadlines[0]!.title).toBe('Lease expires');
    expect(deadlines[0]!.detail).toContain('Ada Park (unit 1A, Maple Court)');
    expect(deadlines[0]!.detail).toContain('in 20 days');
    expect(deadlines[0]!.href).toMatch(/^\/dashboard\/leases\/[0-9a-f-]{36}$/);
  });

  it('follows the lead times the workspace chose', async () => {
    const settings = await owner.request('/api/app/calendar/alert-settings', { method: 'PUT', json: { leadDays: [30], emailEnabled: true } });
    expect(settings.status, await settings.clone().text()).toBe(200);
    const items = ((await (await owner.get('/api/app/dashboard/attention')).json()) as Attention).items.filter((i) => i.source === 'deadline');
    expect(items.map((i) => i.date)).toEqual([day(20)]);
  });

  it('shows another workspace none of them', async () => {
    const items = ((await (await other.get('/api/app/dashboard/attention')).json()) as Attention).items;
    expect(items).toEqual([]);
  });
});
