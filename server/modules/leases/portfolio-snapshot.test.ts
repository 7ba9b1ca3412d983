import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attention } from '../../../common/api/dashboard.js';
import type { AnswerResponse } from '../../../common/search.js';
import { leaseAbstractionTerms, organization, portfolioVersions } from '../../db/schema/index.js';
import { createTestApp, postgresMissing, type TestApp } from '../../test/harness.js';
import { plantProject } from '../../test/seed-documents.js';
import { plantAbstraction, plantLeaseRecord, plantProperty, plantTenant, plantUnit } from '../../test/seed-leases.js';
import { type PortfolioSnapshot, portfolioSnapshot, portfolioVersion, type SnapshotPart, termParts } from './portfolio-snapshot.js';

type Client = ReturnType<TestApp['client']>;
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const AS_OF = '2026-12-01';

/**
 * The workspace's terms snapshot is kept in memory while its portfolio version stands: every kind of change, by
 * any route or by another process writing the database directly, must be in the very next answer.
 */
describe.skipIf(postgresMissing())('terms snapshot: every change is seen by the next request', () => {
  let t: TestApp;
  let owner: Client;
  let rival: Client;
  let ws: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await t.signUp()).client;
    rival = (await t.signUp()).client;
    ws = ((await (await owner.get('/api/app/workspaces/current')).json()) as { id: string }).id;
    const db = t.deps.db;
    const projectId = await plantProject(db, ws, 'Leases');
    const oak = await plantProperty(db, ws, 'Oak Street Apartments', '12 Oak Street');
    const [u4b, u2a, u1c] = await Promise.all(['4B', '2A', '1C'].map((label) => plantUnit(db, ws, oak, label, 'occupied')));
    const [jane, john, olive] = await Promise.all(['Jane Doe', 'John Smith', 'Olive Oldham'].map((name) => plantTenant(db, ws, name)));
    ids.jane = await plantLeaseRecord(db, ws, { propertyId: oak, unitId: u4b, tenantIds: [jane], startDate: '2026-01-01', endDate: '2027-03-31' });
    ids.john = await plantLeaseRecord(db, ws, { propertyId: oak, unitId: u2a, tenantIds: [john], startDate: '2026-01-01', endDate: '2027-06-30' });
    // A lease from a rent roll, with no document: its record is all there is.
    ids.olive = await plantLeaseRecord(db, ws, { propertyId: oak, unitId: u1c, tenantIds: [olive], startDate: '2025-01-01', endDate: '2027-08-31' });
    ids.janeDoc = (
      await plantAbstraction(
        db,
        t.deps.embedder,
        { workspaceId: ws, projectId, leaseId: ids.jane },
        { title: 'Lease - Unit 4B', pages: ['LEASE for Unit 4B. Tenant may keep pets. The term ends March 31, 2027.'] },
        { pets: ['allowed', 'Tenant may keep pets.'], expiration_date: ['2027-03-31', 'The term ends March 31, 2027.'] },
      )
    ).documentId;
    await plantAbstraction(
      db,
      t.deps.embedder,
      { workspaceId: ws, projectId, leaseId: ids.john },
      { title: 'Lease - Unit 2A', pages: ['LEASE for Unit 2A. No pets are allowed.'] },
      { pets: ['prohibited', 'No pets are allowed.'] },
    );
    ids.amendment = (
      await plantAbstraction(
        db,
        t.deps.embedder,
        { workspaceId: ws, projectId, leaseId: ids.john },
        { title: 'Pet Addendum - Unit 2A', kind: 'amendment', pages: ['PET ADDENDUM. Effective June 1, 2026 Tenant may keep one cat.'] },
        { effective_date: ['2026-06-01'], pets: ['allowed', 'Tenant may keep one cat.'] },
      )
    ).documentId;
  }, 180_000);
  afterAll(() => t?.close());

  const ask = async (query: string, asOf = AS_OF, as = owner) => {
    const res = await as.post('/api/app/queries', { query, asOf });
    expect(res.status, await res.clone().text()).toBe(200);
    const a = (await res.json()) as AnswerResponse;
    expect(a.route).toBe('records');
    return a.answer;
  };
  const petOwners = () => ask('Which tenants may keep pets?');

  it('keeps one snapshot while nothing changes; after a change, keeps what was worked out from the parts it did not touch', async () => {
    const db = t.deps.db;
    const first = await portfolioSnapshot(db, ws);
    expect(await portfolioSnapshot(db, ws)).toBe(first);
    const hold = (s: PortfolioSnapshot, name: string, parts: SnapshotPart[]) => s.memo(name, parts, () => ({ name }));
    const fromRecords = await hold(first, 'test:records', ['records']);
    const fromPets = await hold(first, 'test:pets', termParts(['pets']));

    // A lease record edited: what came from the records goes, what came from the terms stays.
    await db.execute(sql`update leases set monthly_rent_cents = 100000 where id = ${ids.olive}`);
    const second = await portfolioSnapshot(db, ws);
    expect(second).not.toBe(first);
    expect(second.version).toEqual({ ...first.version, records: first.version.records + 1 });
    expect(await hold(second, 'test:records', ['records'])).not.toBe(fromRecords);
    expect(await hold(second, 'test:pets', termParts(['pets']))).toBe(fromPets);

    // Another term of a lease: pets stand. Accepting a term or its confidence changes nothing held.
    await db.execute(sql`insert into lease_abstraction_terms (abstraction_id, workspace_id, key, extracted_value)
      select id, workspace_id, 'governing_law', '"Ohio"' from lease_abstractions where document_id = ${ids.janeDoc}`);
    const third = await portfolioSnapshot(db, ws);
    expect(third.version.terms.governing_law).toBe((second.version.terms.governing_law ?? 0) + 1);
    expect(await hold(third, 'test:pets', termParts(['pets']))).toBe(fromPets);
    await db.execute(sql`update lease_abstraction_terms set confidence = 0.5, accepted_at = now() where workspace_id = ${ws}`);
    await db.execute(sql`update leases set updated_at = now() where workspace_id = ${ws}`);
    expect(await portfolioSnapshot(db, ws)).toBe(third);
    // An abstraction reviewed: its state moves, what came from the terms stays.
    await db.execute(sql`update lease_abstractions set reviewed_at = now() where document_id = ${ids.janeDoc}`);
    const reviewed = await portfolioSnapshot(db, ws);
    expect(reviewed.version).toEqual({ ...third.version, states: third.version.states + 1 });
    expect(await hold(reviewed, 'test:pets', termParts(['pets']))).toBe(fromPets);

    // The pets term itself (corrected to the value it had): what was worked out from it goes.
    await db.execute(sql`update lease_abstraction_terms set corrected = true, corrected_value = extracted_value
      where key = 'pets' and abstraction_id = (select id from lease_abstractions where document_id = ${ids.janeDoc})`);
    const fourth = await portfolioSnapshot(db, ws);
    expect(fourth.version.terms.pets).toBe((reviewed.version.terms.pets ?? 0) + 1);
    expect(await hold(fourth, 'test:pets', termParts(['pets']))).not.toBe(fromPets);
  });

  it('an amendment linked, unlinked and linked again changes the next answer each time', async () => {
    expect(await petOwners()).toMatch(/^2 tenants may keep pets: John Smith .*Jane Doe/);
    const unlink = await owner.request(`/api/app/leases/abstractions/${ids.amendment}/lease`, { method: 'PUT', json: { leaseId: null } });
    expect(unlink.status, await unlink.clone().text()).toBe(200);
    expect(await petOwners()).toMatch(/^1 tenant may keep pets: Jane Doe /);
    await owner.request(`/api/app/leases/abstractions/${ids.amendment}/lease`, { method: 'PUT', json: { leaseId: ids.john } });
    expect(await petOwners()).toMatch(/^2 tenants may keep pets/);
  });

  it('a person’s correction of a term changes the next answer', async () => {
    const res = await owner.post(`/api/app/leases/abstractions/${ids.janeDoc}/terms/pets/correct`, { value: 'prohibited' });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = await petOwners();
    expect(answer).toMatch(/^1 tenant may keep pets: John Smith /);
    expect(answer).not.toContain('Jane Doe');
  });

  it('a write by another process, straight to the database, is seen too', async () => {
    await t.deps.db
      .update(leaseAbstractionTerms)
      .set({ corrected: true, correctedValue: 'prohibited' })
      .where(and(eq(leaseAbstractionTerms.workspaceId, ws), eq(leaseAbstractionTerms.key, 'pets')));
    expect(await petOwners()).toMatch(/^No tenants may keep pets/);
  });

  it('a lease record edited or deleted changes the next answer, the calendar and Items Needing Attention', async () => {
    const ending = 'Which leases end in the next 90 days?';
    expect(await ask(ending, '2027-07-01')).toMatch(/^1 lease ends .*Olive Oldham/);
    const moved = await owner.request(`/api/app/portfolio/leases/${ids.olive}`, { method: 'PATCH', json: { endDate: '2027-12-31' } });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await ask(ending, '2027-07-01')).toMatch(/^No leases end/);

    // Dates from today: the dashboard and the calendar work from the real today.
    await owner.request(`/api/app/portfolio/leases/${ids.olive}`, { method: 'PATCH', json: { startDate: day(-300), endDate: day(20) } });
    const attention = async () => ((await (await owner.get('/api/app/dashboard/attention')).json()) as Attention).items.map((i) => i.href);
    expect(await attention()).toContain(`/dashboard/leases/${ids.olive}`);
    const removed = await owner.request(`/api/app/portfolio/leases/${ids.olive}`, { method: 'DELETE' });
    expect(removed.status, await removed.clone().text()).toBe(204);
    expect(await attention()).not.toContain(`/dashboard/leases/${ids.olive}`);
    expect(await ask('How many leases are there?')).not.toContain('Olive Oldham');
  });

  it('counts one change per transaction, keeps other workspaces apart, and goes with a deleted workspace', async () => {
    const before = await portfolioVersion(t.deps.db, ws);
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`update leases set monthly_rent_cents = 120000 where workspace_id = ${ws}`);
      await tx.execute(sql`update units set floor = '1' where workspace_id = ${ws}`);
      await tx.execute(sql`update lease_abstraction_terms set extracted_evidence = null where workspace_id = ${ws} and key = 'expiration_date'`);
    });
    const counted = { ...before, records: before.records + 1, terms: { ...before.terms, expiration_date: (before.terms.expiration_date ?? 0) + 1 } };
    expect(await portfolioVersion(t.deps.db, ws)).toEqual(counted);

    const rivalWs = ((await (await rival.get('/api/app/workspaces/current')).json()) as { id: string }).id;
    const property = await plantProperty(t.deps.db, rivalWs, 'Rival Tower', '9 Elm Street');
    const tenant = await plantTenant(t.deps.db, rivalWs, 'Rita Rival');
    await plantLeaseRecord(t.deps.db, rivalWs, { propertyId: property, tenantIds: [tenant], startDate: '2026-01-01', endDate: '2027-01-31' });
    expect(await portfolioVersion(t.deps.db, ws)).toEqual(counted);
    const rivalAnswer = await ask('Which leases end in the next 90 days?', AS_OF, rival);
    expect(rivalAnswer).toContain('Rita Rival');
    expect(rivalAnswer).not.toMatch(/Jane|John|Oak Street/);

    // Deleting a workspace removes its rows (the triggers skip it) and its version with them.
    await t.deps.db.delete(organization).where(eq(organization.id, rivalWs));
    expect(await t.deps.db.select().from(portfolioVersions).where(eq(portfolioVersions.workspaceId, rivalWs))).toEqual([]);
  });
});
