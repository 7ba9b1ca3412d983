import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attention } from '../../../common/api/dashboard.js';
import type { Summary } from '../../../common/api/workspaces.js';
import { documents } from '../../db/schema/index.js';
import { createTestApp, postgresMissing, type TestApp } from '../../test/harness.js';
import { plantDocument, plantProject } from '../../test/seed-documents.js';
import { plantAbstraction, plantLeaseRecord, plantProperty, plantTenant, plantUnit } from '../../test/seed-leases.js';
import { listAttention } from './attention.js';

type Client = ReturnType<TestApp['client']>;
const DAY = 86_400_000;
/** Days from today (UTC), as YYYY-MM-DD: the dashboard counts as of the real today. */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function workspaceOf(c: Client) {
  return ((await (await c.get('/api/app/workspaces/current')).json()) as { id: string }).id;
}

describe.skipIf(postgresMissing())('dashboard: portfolio cards and items needing attention', () => {
  let t: TestApp;
  let owner: Client;
  let other: Client;
  let ws: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await t.signUp({ company: 'Oak Street Properties' })).client;
    other = (await t.signUp({ company: 'Elsewhere Estates' })).client;
    const db = t.deps.db;
    ws = await workspaceOf(owner);
    const projectId = await plantProject(db, ws, 'Oak Street');
    const oak = await plantProperty(db, ws, 'Oak Street Apartments', '12 Oak Street');
    const [u4b, u2a, u1c, u3d, u5e, u6f] = await Promise.all(['4B', '2A', '1C', '3D', '5E', '6F'].map((label) => plantUnit(db, ws, oak, label)));
    const jane = await plantTenant(db, ws, 'Jane Doe');
    const pat = await plantTenant(db, ws, 'Pat Holdover');

    // In force today: 4B.
    ids.jane = await plantLeaseRecord(db, ws, { propertyId: oak, unitId: u4b, tenantIds: [jane], startDate: day(-100), endDate: day(200) });
    // Ended ten days ago, still marked active, nothing after it on 2A: needs attention, urgently.
    ids.holdover = await plantLeaseRecord(db, ws, { propertyId: oak, unitId: u2a, tenantIds: [pat], startDate: day(-400), endDate: day(-10) });
    // The record says it ended, but an amendment in effect extends it: 1C is occupied and nothing needs doing.
    ids.extended = await plantLeaseRecord(db, ws, { propertyId: oak, unitId: u1c, startDate: day(-400), endDate: day(-10) });
    await plantAbstraction(
      db,
      t.deps.embedder,
      { workspaceId: ws, projectId, leaseId: ids.extended },
      { title: 'Extension - Unit 1C', kind: 'amendment', pages: ['EXTENSION. The term is extended by one year.'], reviewed: true },
      { effective_date: [day(-20)], expiration_date: [day(300), 'The term is extended by one year.'] },
    );
    // A record left as a draft whose signed lease was read: in force by its dates, 6F is occupied.
    const draftWithLease = await plantLeaseRecord(db, ws, { propertyId: oak, unitId: u6f, startDate: day(-30), endDate: day(335), status: 'draft' });
    await plantAbstraction(
      db,
      t.deps.embedder,
      { workspaceId: ws, projectId, leaseId: draftWithLease },
      { title: 'Lease - Unit 6F', pages: ['LEASE for Unit 6F.'], reviewed: true },
      {},
    );
    // A draft with no document does not occupy 3D.
    await plantLeaseRecord(db, ws, { propertyId: oak, unitId: u3d, startDate: day(-5), endDate: day(365), status: 'draft' });
    // 5E: the old lease ended and a new one began: renewed, occupied.
    await plantLeaseRecord(db, ws, { propertyId: oak, unitId: u5e, startDate: day(-500), endDate: day(-60), status: 'expired' });
    await plantLeaseRecord(db, ws, { propertyId: oak, unitId: u5e, startDate: day(-50), endDate: day(315) });

    // Jane's lease read but not reviewed; another reviewed; one that could not be read.
    ids.janeDoc = (
      await plantAbstraction(
        db,
        t.deps.embedder,
        { workspaceId: ws, projectId, leaseId: ids.jane },
        { title: 'Lease - Unit 4B', pages: ['LEASE for Unit 4B. Rent is $1,850 per month.'] },
        { monthly_rent: [1850, 'Rent is $1,850 per month.'] },
      )
    ).documentId;
    ids.failedAbstractionDoc = (
      await plantAbstraction(
        db,
        t.deps.embedder,
        { workspaceId: ws, projectId, leaseId: ids.holdover },
        { title: 'Lease - Unit 2A (scan)', pages: ['unreadable'], status: 'failed' },
        {},
      )
    ).documentId;
    // A document that failed processing, and one uploaded last month (not counted this month).
    const failed = await plantDocument(db, ws, projectId, 'Inspection photos');
    await db.update(documents).set({ status: 'failed', error: 'The file is damaged and could not be read' }).where(eq(documents.id, failed.documentId));
    ids.failedDoc = failed.documentId;
    ids.projectId = projectId;
    const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    await plantDocument(db, ws, projectId, 'Old notice', { createdAt: new Date(monthStart.getTime() - DAY) });
  }, 180_000);
  afterAll(() => t?.close());

  it('counts units, units with a lease in force today (amendments applied, drafts and ended leases not), open maintenance and documents this month', async () => {
    const res = await owner.get('/api/app/workspaces/current/summary');
    expect(res.status).toBe(200);
    const s = (await res.json()) as Summary;
    expect(s.totalUnits).toBe(6);
    expect(s.occupiedUnits).toBe(4); // 4B, 1C (extended), 5E (new lease), 6F (a draft record with its signed lease read)
    expect(s.openMaintenance).toBe(0);
    // Five documents planted now (three leases, the extension, the failed one); the one from last month is not counted.
    expect(s.documentsThisMonth).toBe(5);
    expect(s.documents).toBe(6);
  });

  it('lists real items with priorities and where each is handled, most pressing first', async () => {
    const res = await owner.get('/api/app/dashboard/attention');
    expect(res.status).toBe(200);
    const { items, total } = (await res.json()) as Attention;
    expect(total).toBe(4);
    expect(items.map((i) => [i.source, i.priority, i.href])).toEqual([
      ['lease_ended', 'urgent', `/dashboard/leases/${ids.holdover}`],
      ['abstraction_failed', 'high', `/dashboard/documents/${ids.failedAbstractionDoc}`],
      ['document_failed', 'high', `/dashboard/projects/${ids.projectId}?tab=documents&document=${ids.failedDoc}`],
      ['abstraction_review', 'medium', `/dashboard/documents/${ids.janeDoc}`],
    ]);
    const ended = items[0]!;
    expect(ended.date).toBe(day(-10));
    expect(ended.detail).toMatch(
      /^Pat Holdover \(unit 2A, Oak Street Apartments\): ended .+; no renewal, extension or later lease is on file\. The lease is still marked active\.$/,
    );
    expect(items.find((i) => i.source === 'document_failed')!.detail).toContain('The file is damaged and could not be read');
    // The renewed 5E lease and the extended 1C lease are not there.
    expect(JSON.stringify(items)).not.toContain(ids.extended);
  });

  it('takes deadlines and other kinds as one more source, merged by priority', async () => {
    const deadline = async () => ({
      items: [
        {
          id: 'deadline:x',
          source: 'deadline',
          priority: 'urgent' as const,
          title: 'Renewal notice due',
          detail: 'Unit 4B',
          href: '/dashboard/calendar',
          date: day(-30),
        },
      ],
      total: 1,
    });
    const { attentionSources } = await import('./attention.js');
    const merged = await listAttention(t.deps.db, ws, day(0), 20, [...attentionSources, deadline]);
    expect(merged.total).toBe(5);
    expect(merged.items[0]!.id).toBe('deadline:x');
  });

  it('shows another workspace nothing of this one: zero counts, no items, and the same for the owner’s ids', async () => {
    const s = (await (await other.get('/api/app/workspaces/current/summary')).json()) as Summary;
    expect([s.totalUnits, s.occupiedUnits, s.openMaintenance, s.documentsThisMonth]).toEqual([0, 0, 0, 0]);
    const a = (await (await other.get('/api/app/dashboard/attention')).json()) as Attention;
    expect(a).toEqual({ items: [], total: 0 });
    expect((await t.client().get('/api/app/dashboard/attention')).status).toBe(401);
  });
});
