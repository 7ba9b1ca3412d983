/**
 * Lease abstraction from upload to the portfolio and back: the lease record filled from the terms, the review
 * form's corrections (kept beside the extracted value, with who and when), re-abstraction that keeps them,
 * amendments linked in either upload order, and terms as of a date through both APIs. The extractor is a fake
 * with known values (test-support/fake-extractor.ts), so these tests do not depend on extraction quality.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Abstraction, LeasePage } from '../../../common/api/leases.js';
import type { LeaseTerms } from '../../../common/lease-terms.js';
import { documents, leaseAbstractions, leases, member, properties, tenants, units } from '../../db/schema/index.js';
import { statusOn, todayUtc } from './dates.js';
import { scheduleStaleAbstractions } from './reabstract-on-start.js';
import { fakeDocuments, type FakeDocument } from './test-support/fake-extractor.js';
import { json, startLeaseApp, type LeaseApp } from './test-support/lease-app.js';

vi.mock('./extract/index.js', async () => {
  const fake = await import('./test-support/fake-extractor.js');
  return { EXTRACTOR_VERSION: 'test-1', extractLease: fake.fakeExtractLease };
});

/** A document whose lines name each term it states, so the fake's evidence quotes real text. */
function fileFor(name: string, spec: FakeDocument) {
  fakeDocuments.set(name, spec);
  const lines = Object.entries(spec.terms).map(([key, value]) => `${key.replace(/_/g, ' ')}: ${JSON.stringify(value)}`);
  return [spec.kind === 'lease' ? 'LEASE AGREEMENT' : 'FIRST AMENDMENT TO LEASE', name, ...lines].join('\n');
}

const oakLease: LeaseTerms = {
  landlord: 'Oakline Property Management LLC',
  tenants: ['Dana Reyes', 'Sam Lee'],
  premises_address: '12 Oak Street, Apartment 4B, Springfield, IL 62701',
  unit: '4B',
  commencement_date: '2025-03-01',
  expiration_date: '2027-02-28',
  term_months: 24,
  monthly_rent: 1850,
  security_deposit: 1850,
  late_fee: { amount: 75, grace_days: 5 },
  pets: 'with_consent',
  permitted_use: 'Private residence only',
  governing_law: 'Illinois',
};

describe('lease review, the portfolio and terms as of a date', () => {
  let app: LeaseApp;
  let base: string;
  let oak: { doc: { id: string }; abstraction: Abstraction };
  let oakPropertyId: string;
  let ownerName: string;
  type Uploaded = Awaited<ReturnType<LeaseApp['uploadLease']>>;
  let pine: Uploaded;
  let extension: Uploaded;
  let cedar: Uploaded;

  beforeAll(async () => {
    app = await startLeaseApp();
    ownerName = app.owner.name;
    // A property already in the portfolio, written differently from the lease's premises.
    const created = await json(
      await app.owner.client.post('/api/app/portfolio/properties', {
        name: 'Oak Street Apartments',
        address: '12 Oak St., Springfield IL',
        type: 'residential',
      }),
    );
    oakPropertyId = created.id;
    base = '/api/app/leases/abstractions';
    oak = await app.uploadLease('oak-4b.txt', fileFor('oak-4b.txt', { kind: 'lease', terms: oakLease }));
  });
  afterAll(() => app.close());

  const post = (path: string, body: unknown = {}) => app.owner.client.request(path, { method: 'POST', json: body });
  const leaseRecord = async (leaseId: string) => (await app.t.deps.db.select().from(leases).where(eq(leases.id, leaseId)))[0]!;
  const term = (a: Abstraction, key: string) => a.terms.find((t) => t.key === key)!;

  it('fills the portfolio from a lease: property matched by address, unit and tenants created, record and document linked', async () => {
    const a = oak.abstraction;
    expect(a).toMatchObject({ status: 'ready', kind: 'lease', error: null, portfolioNote: null, leaseLink: null });
    expect(term(a, 'monthly_rent')).toMatchObject({ value: 1850, status: 'extracted', confidence: 0.9 });
    expect(term(a, 'monthly_rent').evidence?.quote).toContain('monthly rent');
    expect(a.lease?.label).toBe('Oak Street Apartments · 4B · Dana Reyes & Sam Lee');

    const record = await leaseRecord(a.lease!.id);
    expect(record).toMatchObject({
      propertyId: oakPropertyId,
      startDate: '2025-03-01',
      endDate: '2027-02-28',
      monthlyRentCents: 185000,
      depositCents: 185000,
      status: statusOn(todayUtc(), '2025-03-01', '2027-02-28'),
    });
    const [unit] = await app.t.deps.db.select().from(units).where(eq(units.id, record.unitId!));
    expect(unit).toMatchObject({ label: '4B', propertyId: oakPropertyId });
    const people = await app.t.deps.db.select({ name: tenants.name, kind: tenants.kind }).from(tenants);
    expect(people).toEqual(
      expect.arrayContaining([
        { name: 'Dana Reyes', kind: 'person' },
        { name: 'Sam Lee', kind: 'person' },
      ]),
    );
    const [doc] = await app.t.deps.db.select().from(documents).where(eq(documents.id, oak.doc.id));
    expect(doc).toMatchObject({ leaseId: record.id, propertyId: oakPropertyId, unitId: record.unitId });
  });

  it('creates a commercial property and a company tenant for an office lease', async () => {
    const { abstraction } = await app.uploadLease(
      'market-200.txt',
      fileFor('market-200.txt', {
        kind: 'lease',
        terms: {
          tenants: ['Brightline Dental LLC'],
          premises_address: '400 Market Street, Suite 200, Springfield',
          commencement_date: '2024-01-01',
          expiration_date: '2028-12-31',
          monthly_rent: 4200.5,
          permitted_use: 'General office and dental clinic use',
        },
      }),
    );
    const record = await leaseRecord(abstraction.lease!.id);
    expect(record.monthlyRentCents).toBe(420050);
    const [property] = await app.t.deps.db.select().from(properties).where(eq(properties.id, record.propertyId));
    expect(property).toMatchObject({ name: '400 Market Street', address: '400 Market Street, Suite 200, Springfield', type: 'commercial' });
    const [unit] = await app.t.deps.db.select().from(units).where(eq(units.id, record.unitId!));
    expect(unit?.label).toBe('200');
    const [tenant] = await app.t.deps.db.select().from(tenants).where(eq(tenants.name, 'Brightline Dental LLC'));
    expect(tenant?.kind).toBe('company');
  });

  it('names a property made from a lease after the building a lease names, whichever lease comes first; a person’s name stays', async () => {
    const lease = (file: string, unit: string, tenant: string, buildingName: string | null) =>
      app.uploadLease(
        file,
        fileFor(file, {
          kind: 'lease',
          terms: {
            tenants: [tenant],
            premises_address: '1596 Birch Road, Spokane, WA 99235',
            unit,
            commencement_date: '2024-03-01',
            expiration_date: '2027-02-28',
          },
          references: { buildingName },
        }),
      );
    const propertyOf = async (leaseId: string) =>
      (
        await app.t.deps.db
          .select()
          .from(properties)
          .where(eq(properties.id, (await leaseRecord(leaseId)).propertyId))
      )[0]!;
    // The first lease names no building: the property takes its street line.
    const first = await lease('birch-100.txt', '100', 'Harbor Optics LLC', null);
    expect(await propertyOf(first.abstraction.lease!.id)).toMatchObject({ name: '1596 Birch Road' });
    // The next names it: same property (by address), now called by the building's name.
    const second = await lease('sterling-110.txt', '110', 'Greenfield Engineering Co.', 'Sterling Plaza');
    const property = await propertyOf(second.abstraction.lease!.id);
    expect(property).toMatchObject({
      id: (await propertyOf(first.abstraction.lease!.id)).id,
      name: 'Sterling Plaza',
      address: '1596 Birch Road, Spokane, WA 99235',
    });
    // A person renames it; a lease naming the building again leaves their name.
    const renamed = await app.owner.client.request(`/api/app/portfolio/properties/${property.id}`, { method: 'PATCH', json: { name: 'Birch Road offices' } });
    expect(renamed.status).toBe(200);
    const third = await lease('sterling-240.txt', '240', 'Northwind Dental LLC', 'Sterling Plaza');
    expect(await propertyOf(third.abstraction.lease!.id)).toMatchObject({ id: property.id, name: 'Birch Road offices' });
  });

  it('files the lease where a person filed its document, until they correct the premises', async () => {
    const name = 'birch-2.txt';
    const terms: LeaseTerms = {
      tenants: ['Ines Moreau'],
      premises_address: '77 Birch Lane, Unit 2, Springfield',
      unit: '2',
      commencement_date: '2025-06-01',
      expiration_date: '2026-05-31',
      monthly_rent: 1400,
    };
    // Uploaded on Oak Street Apartments' page: the person says it belongs there, whatever the address reads.
    const doc = await app.upload(name, fileFor(name, { kind: 'lease', terms }), { documentType: 'lease', property_id: oakPropertyId });
    await app.processed(doc.id);
    const filed = await app.abstracted(doc.id);
    const record = await leaseRecord(filed.lease!.id);
    expect(record.propertyId).toBe(oakPropertyId);
    const [unit] = await app.t.deps.db.select().from(units).where(eq(units.id, record.unitId!));
    expect(unit).toMatchObject({ label: '2', propertyId: oakPropertyId });
    const [linked] = await app.t.deps.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(linked).toMatchObject({ propertyId: oakPropertyId, leaseId: record.id });

    // Correcting the premises says where it really is: the record and the document move there.
    const res = await post(`${base}/${doc.id}/terms/premises_address/correct`, { value: '77 Birch Lane, Springfield' });
    expect(res.status, await res.clone().text()).toBe(200);
    const moved = await leaseRecord(record.id);
    expect(moved.propertyId).not.toBe(oakPropertyId);
    const [property] = await app.t.deps.db.select().from(properties).where(eq(properties.id, moved.propertyId));
    expect(property).toMatchObject({ name: '77 Birch Lane' });
    const [relinked] = await app.t.deps.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(relinked.propertyId).toBe(moved.propertyId);
  });

  it('keeps the extracted value beside a correction, records who and when, and updates the lease record', async () => {
    const before = Date.now();
    const res = await post(`${base}/${oak.doc.id}/terms/monthly_rent/correct`, { value: 1900 });
    expect(res.status, await res.clone().text()).toBe(200);
    const a = await json<Abstraction>(res);
    const rent = term(a, 'monthly_rent');
    expect(rent).toMatchObject({ value: 1900, extractedValue: 1850, status: 'corrected' });
    expect(rent.corrected?.by).toBe(ownerName);
    expect(Date.parse(rent.corrected!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(rent.history).toEqual([{ previousValue: 1850, value: 1900, by: ownerName, at: rent.corrected!.at }]);
    expect((await leaseRecord(a.lease!.id)).monthlyRentCents).toBe(190000);

    // "Not stated" is a correction too; the extracted value stays.
    const cleared = await json<Abstraction>(await post(`${base}/${oak.doc.id}/terms/late_fee/correct`, { value: null }));
    expect(term(cleared, 'late_fee')).toMatchObject({ value: null, extractedValue: { amount: 75, grace_days: 5 }, status: 'corrected' });
    // A second correction adds to the history.
    const again = await json<Abstraction>(await post(`${base}/${oak.doc.id}/terms/monthly_rent/correct`, { value: 1925.5 }));
    expect(term(again, 'monthly_rent').history.map((h) => [h.previousValue, h.value])).toEqual([
      [1850, 1900],
      [1900, 1925.5],
    ]);
    expect((await leaseRecord(a.lease!.id)).monthlyRentCents).toBe(192550);
    // A correction of the premises moves the lease record to the property it names.
    const moved = await json<Abstraction>(await post(`${base}/${oak.doc.id}/terms/premises_address/correct`, { value: '14 Oak Street, Apt 4B, Springfield' }));
    expect((await leaseRecord(moved.lease!.id)).propertyId).not.toBe(oakPropertyId);
    await post(`${base}/${oak.doc.id}/terms/premises_address/correct`, { value: oakLease.premises_address });
    expect((await leaseRecord(moved.lease!.id)).propertyId).toBe(oakPropertyId);
  });

  it("refuses a value that is not the term's with a 400 naming the field", async () => {
    const notMoney = await post(`${base}/${oak.doc.id}/terms/monthly_rent/correct`, { value: 'eighteen hundred' });
    expect(notMoney.status).toBe(400);
    expect((await json(notMoney)).error).toMatchObject({ code: 'invalid_input', field: 'value', message: expect.stringContaining('Monthly rent') });
    const badGrace = await post(`${base}/${oak.doc.id}/terms/late_fee/correct`, { value: { amount: 50, grace_days: -2 } });
    expect(badGrace.status).toBe(400);
    expect((await json(badGrace)).error).toMatchObject({ field: 'value.grace_days', message: expect.stringContaining('Late fee') });
    const badDate = await post(`${base}/${oak.doc.id}/terms/expiration_date/correct`, { value: '2027-02-30' });
    expect((await json(badDate)).error).toMatchObject({ field: 'value', message: expect.stringContaining('Expiration') });
    const noValue = await post(`${base}/${oak.doc.id}/terms/pets/correct`, {});
    expect((await json(noValue)).error).toMatchObject({ field: 'value' });
    const leaseHasNoEffectiveDate = await post(`${base}/${oak.doc.id}/terms/effective_date/correct`, { value: '2025-01-01' });
    expect((await json(leaseHasNoEffectiveDate)).error).toMatchObject({ field: 'key' });
    expect((await post(`${base}/${oak.doc.id}/terms/colour/correct`, { value: 'red' })).status).toBe(400);
    // Nothing of that reached the term.
    expect(term((await app.abstraction(oak.doc.id)).abstraction!, 'monthly_rent').value).toBe(1925.5);
  });

  it('accepts one term, then all that remain', async () => {
    const one = await json<Abstraction>(await post(`${base}/${oak.doc.id}/terms/landlord/accept`));
    expect(term(one, 'landlord')).toMatchObject({ status: 'accepted', accepted: { by: ownerName } });
    expect(one.toReview).toBeGreaterThan(0);
    const all = await json<Abstraction>(await post(`${base}/${oak.doc.id}/accept-all`));
    expect(all.toReview).toBe(0);
    expect(term(all, 'monthly_rent').status).toBe('corrected');
    expect(term(all, 'pet_deposit').status).toBe('accepted');
    const [row] = await app.t.deps.db.select().from(leaseAbstractions).where(eq(leaseAbstractions.documentId, oak.doc.id));
    expect(row?.reviewedAt).toBeTruthy();
  });

  it('re-abstracts after an extractor change without overwriting corrections or making a second lease record', async () => {
    const leaseId = (await app.abstraction(oak.doc.id)).abstraction!.lease!.id;
    // What a newer extractor reads differently.
    fakeDocuments.set('oak-4b.txt', { kind: 'lease', terms: { ...oakLease, monthly_rent: 1875, landlord: 'Oakline Property Mgmt LLC' } });
    await app.t.deps.db.update(leaseAbstractions).set({ extractorVersion: 'older' }).where(eq(leaseAbstractions.documentId, oak.doc.id));
    const since = new Date().toISOString();
    expect(await scheduleStaleAbstractions(app.t.deps)).toEqual([oak.doc.id]);
    const a = await app.abstracted(oak.doc.id, since);
    expect(a.extractorVersion).toBe('test-1');
    expect(term(a, 'monthly_rent')).toMatchObject({ value: 1925.5, extractedValue: 1875, status: 'corrected' });
    expect(term(a, 'late_fee')).toMatchObject({ value: null, status: 'corrected' });
    // The extracted landlord changed under its acceptance: it goes back to review.
    expect(term(a, 'landlord')).toMatchObject({ value: 'Oakline Property Mgmt LLC', status: 'extracted' });
    expect(term(a, 'pets').status).toBe('accepted');
    expect(a.lease?.id).toBe(leaseId);
    const [{ unitId }] = await app.t.deps.db.select({ unitId: leases.unitId }).from(leases).where(eq(leases.id, leaseId));
    expect(await app.t.deps.db.select().from(leases).where(eq(leases.unitId, unitId!))).toHaveLength(1);
    expect((await leaseRecord(leaseId)).monthlyRentCents).toBe(192550);
    // Nothing stale is left to redo.
    expect(await scheduleStaleAbstractions(app.t.deps)).toEqual([]);
  });

  it('links an amendment to its lease whichever is uploaded first, and applies it as of its effective date', async () => {
    // Lease first, then its extension.
    pine = await app.uploadLease(
      'pine-7c.txt',
      fileFor('pine-7c.txt', {
        kind: 'lease',
        terms: {
          tenants: ['Priya Shah'],
          premises_address: '80 Pine Avenue, Unit 7C',
          commencement_date: '2025-07-01',
          expiration_date: '2026-06-30',
          monthly_rent: 2100,
        },
      }),
    );
    extension = await app.uploadLease(
      'pine-7c-extension.txt',
      fileFor('pine-7c-extension.txt', {
        kind: 'amendment',
        terms: { effective_date: '2026-07-01', expiration_date: '2027-06-30', monthly_rent: 2200 },
        references: { tenants: ['Priya Shah'], premisesAddress: '80 Pine Ave., Unit 7C', unit: '7C', leaseDate: '2025-07-01' },
      }),
    );
    expect(extension.abstraction).toMatchObject({ kind: 'amendment', leaseLink: 'suggested', portfolioNote: null });
    expect(extension.abstraction.lease?.id).toBe(pine.abstraction.lease!.id);
    expect(extension.abstraction.terms.map((t) => t.key)[0]).toBe('effective_date');

    // Amendment first: no lease yet, so it waits (and says so); its lease links it when it arrives.
    const early = await app.uploadLease(
      'cedar-9d-amendment.txt',
      fileFor('cedar-9d-amendment.txt', {
        kind: 'amendment',
        terms: { effective_date: '2026-01-01', pets: 'allowed' },
        references: { tenants: ['Lee Wong'], premisesAddress: '3 Cedar Lane, Apt 9D' },
      }),
    );
    expect(early.abstraction).toMatchObject({ lease: null, leaseLink: null, portfolioNote: expect.stringContaining('No lease in this workspace') });
    cedar = await app.uploadLease(
      'cedar-9d.txt',
      fileFor('cedar-9d.txt', {
        kind: 'lease',
        terms: {
          tenants: ['Wong, Lee'],
          premises_address: '3 Cedar Lane, Apt 9D',
          commencement_date: '2025-09-01',
          expiration_date: '2026-08-31',
          pets: 'prohibited',
        },
      }),
    );
    const linked = (await app.abstraction(early.doc.id)).abstraction!;
    expect(linked).toMatchObject({ leaseLink: 'suggested', portfolioNote: null });
    expect(linked.lease?.id).toBe(cedar.abstraction.lease!.id);
    const [earlyDoc] = await app.t.deps.db.select().from(documents).where(eq(documents.id, early.doc.id));
    expect(earlyDoc?.leaseId).toBe(cedar.abstraction.lease!.id);

    // As of a date, through the web app's API and the public API.
    const leaseId = pine.abstraction.lease!.id;
    const asOf = async (date: string) => json(await app.owner.client.get(`/api/app/leases/${leaseId}/terms?asOf=${date}`));
    const before = await asOf('2026-06-30');
    const expiration = (r: any) => r.terms.find((t: any) => t.key === 'expiration_date');
    expect(expiration(before)).toMatchObject({ value: '2026-06-30', source: { documentId: pine.doc.id, kind: 'lease' } });
    expect(expiration(before).history.map((h: any) => h.value)).toEqual(['2026-06-30', '2027-06-30']);
    const after = await asOf('2026-07-01');
    expect(expiration(after)).toMatchObject({ value: '2027-06-30', source: { documentId: extension.doc.id, kind: 'amendment', effectiveDate: '2026-07-01' } });
    expect(after.terms.find((t: any) => t.key === 'monthly_rent').value).toBe(2200);
    expect((await app.owner.client.get(`/api/app/leases/${leaseId}/terms?asOf=2026-02-30`)).status).toBe(400);

    const key = await app.apiKey(app.owner.client, 'read');
    const v1 = await json(await app.v1(key, `/leases/${leaseId}/terms?as_of=2026-07-01`));
    expect(v1).toMatchObject({ lease_id: leaseId, as_of: '2026-07-01' });
    expect(v1.terms.expiration_date).toEqual({
      value: '2027-06-30',
      source: { document_id: extension.doc.id, kind: 'amendment', effective_date: '2026-07-01' },
      history: [
        { value: '2026-06-30', document_id: pine.doc.id, effective_date: null, corrected: false },
        { value: '2027-06-30', document_id: extension.doc.id, effective_date: '2026-07-01', corrected: false },
      ],
    });
    expect(Object.keys(v1.terms)).toContain('tenants');
    expect((await json(await app.v1(key, `/leases/${leaseId}/terms?as_of=2026-06-30`))).terms.expiration_date.value).toBe('2026-06-30');
    expect((await app.v1(key, `/leases/${leaseId}/terms?as_of=June`)).status).toBe(400);
    const v1Amendment = await json(await app.v1(key, `/documents/${extension.doc.id}/abstraction`));
    expect(v1Amendment).toMatchObject({ kind: 'amendment', lease_id: leaseId, lease_link: 'suggested' });
    expect(v1Amendment.terms.effective_date).toMatchObject({ value: '2026-07-01', status: 'extracted', evidence: { page: 1 } });

    // The lease page: the record, its documents in order, its people.
    const page = await json<LeasePage>(await app.owner.client.get(`/api/app/leases/${leaseId}`));
    expect(page.lease).toMatchObject({ id: leaseId, unit: { label: '7C' }, tenants: [{ name: 'Priya Shah', kind: 'person' }] });
    expect(page.documents.map((d) => [d.documentId, d.kind, d.leaseLink])).toEqual([
      [pine.doc.id, 'lease', null],
      [extension.doc.id, 'amendment', 'suggested'],
    ]);
    // Today's record reflects the extension once it is in effect.
    expect((await leaseRecord(leaseId)).endDate).toBe(todayUtc() >= '2026-07-01' ? '2027-06-30' : '2026-06-30');
  });

  it('links a stack of leases and amendments of one building uploaded together in any order, with one property', async () => {
    const units = ['1A', '2A', '3A'];
    const files = units.flatMap((unit, i) => {
      const tenant = ['Ava Stone', 'Ben Ortiz', 'Cai Lin'][i]!;
      return [
        {
          name: `birch-${unit}-amendment.txt`,
          spec: {
            kind: 'amendment' as const,
            terms: { effective_date: '2026-05-01', monthly_rent: 1500 + i },
            references: { tenants: [tenant], premisesAddress: `9 Birch Road, Unit ${unit}`, unit },
          },
        },
        {
          name: `birch-${unit}.txt`,
          spec: {
            kind: 'lease' as const,
            terms: {
              tenants: [tenant],
              premises_address: `9 Birch Road, Unit ${unit}, Springfield`,
              unit,
              commencement_date: '2025-05-01',
              expiration_date: '2027-04-30',
              monthly_rent: 1400,
            },
          },
        },
      ];
    });
    // Amendments of 1A and 3A before their leases, 2A's after: all uploaded at once.
    const order = [files[0]!, files[3]!, files[1]!, files[5]!, files[2]!, files[4]!];
    const docs = await Promise.all(order.map((f) => app.upload(f.name, fileFor(f.name, f.spec))));
    await Promise.all(docs.map((d) => app.processed(d.id)));
    const read = await Promise.all(docs.map((d) => app.abstracted(d.id)));
    // Links settle once the last lease is in; read them again.
    const byName = new Map(await Promise.all(order.map(async (f, i) => [f.name, (await app.abstraction(docs[i]!.id)).abstraction!] as const)));
    expect(read.every((a) => a.status === 'ready')).toBe(true);
    for (const unit of units) {
      const lease = byName.get(`birch-${unit}.txt`)!;
      const amendment = byName.get(`birch-${unit}-amendment.txt`)!;
      expect(lease.lease, unit).not.toBeNull();
      expect(amendment.lease?.id, unit).toBe(lease.lease!.id);
      expect(amendment.leaseLink).toBe('suggested');
    }
    const birch = await app.t.deps.db.select().from(properties).where(eq(properties.name, '9 Birch Road'));
    expect(birch).toHaveLength(1);
  });

  it('lets a person confirm, change or remove the lease an amendment changes; matching never undoes that', async () => {
    const pineLeaseId = pine.abstraction.lease!.id;
    const cedarLeaseId = cedar.abstraction.lease!.id;
    const choices = await json(await app.owner.client.get('/api/app/leases/choices?q=cedar'));
    expect(choices.items.map((c: any) => c.id)).toEqual([cedarLeaseId]);
    expect(choices.items[0].label).toBe('3 Cedar Lane · 9D · Wong, Lee');

    const put = (documentId: string, leaseId: string | null) => app.owner.client.request(`${base}/${documentId}/lease`, { method: 'PUT', json: { leaseId } });
    const confirmed = await json<Abstraction>(await put(extension.doc.id, pineLeaseId));
    expect(confirmed).toMatchObject({ leaseLink: 'confirmed', lease: { id: pineLeaseId } });
    const moved = await json<Abstraction>(await put(extension.doc.id, cedarLeaseId));
    expect(moved).toMatchObject({ leaseLink: 'confirmed', lease: { id: cedarLeaseId } });
    const cedarPage = await json<LeasePage>(await app.owner.client.get(`/api/app/leases/${cedarLeaseId}`));
    expect(cedarPage.documents.find((d) => d.documentId === extension.doc.id)).toMatchObject({ kind: 'amendment', leaseLink: 'confirmed' });
    // Moving the extension away puts the pine lease's end date back.
    expect((await leaseRecord(pineLeaseId)).endDate).toBe('2026-06-30');
    const unlinked = await json<Abstraction>(await put(extension.doc.id, null));
    expect(unlinked).toMatchObject({ leaseLink: 'confirmed', lease: null, portfolioNote: null });

    // Re-reading the lease it matches best does not link it again.
    const since = new Date().toISOString();
    expect((await post(`${base}/${pine.doc.id}/rerun`)).status).toBe(200);
    await app.abstracted(pine.doc.id, since);
    expect((await app.abstraction(extension.doc.id)).abstraction).toMatchObject({ lease: null, leaseLink: 'confirmed' });

    expect((await json(await put(extension.doc.id, crypto.randomUUID()))).error).toMatchObject({ code: 'invalid_input', field: 'leaseId' });
    expect((await json(await put(pine.doc.id, pineLeaseId))).error).toMatchObject({ code: 'invalid_input', field: 'leaseId' });
  });

  it('does not make a second lease record for a second document of the same lease, and says why', async () => {
    const { abstraction } = await app.uploadLease('oak-4b-copy.txt', fileFor('oak-4b-copy.txt', { kind: 'lease', terms: oakLease }));
    expect(abstraction.lease).toBeNull();
    expect(abstraction.portfolioNote).toMatch(/^Another lease document, "oak-4b", already covers unit 4B of 12 Oak Street.* from Mar 1, 2025/);
  });

  it('removes the abstraction of a document that reads as neither a lease nor an amendment, leaving the document as it is', async () => {
    const doc = await app.upload('house-rules.txt', 'Quiet hours are from 10 pm to 7 am. Bicycles go in the basement.');
    await app.processed(doc.id);
    const deadline = Date.now() + 30_000;
    let found = await app.abstraction(doc.id);
    while ((found.abstraction || found.awaiting) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      found = await app.abstraction(doc.id);
    }
    expect(found).toEqual({ documentId: doc.id, abstraction: null, awaiting: false });
    expect(await json(await app.owner.client.get(`/api/app/documents/${doc.id}`))).toMatchObject({ type: 'lease', status: 'processed' });
    // Re-running reads it again (the document is still a lease by type), with the same outcome.
    expect((await post(`${base}/${doc.id}/rerun`)).status).toBe(200);
  });

  it('lets a Member review (portfolio.edit)', async () => {
    const { id: workspaceId } = await json(await app.owner.client.get('/api/app/workspaces/current'));
    const person = await app.t.signUp({ name: 'Morgan Member' });
    const { user } = await json(await person.client.get('/api/auth/get-session'));
    await app.t.deps.db
      .insert(member)
      .values({ id: randomBytes(12).toString('base64url'), organizationId: workspaceId, userId: user.id, role: 'member', createdAt: new Date() });
    expect((await person.client.post('/api/auth/organization/set-active', { organizationId: workspaceId })).status).toBe(200);
    expect((await person.client.get(`${base}/${oak.doc.id}`)).status).toBe(200);
    const res = await person.client.request(`${base}/${oak.doc.id}/terms/security_deposit/correct`, { method: 'POST', json: { value: 2000 } });
    expect(res.status).toBe(200);
    expect(term(await json(res), 'security_deposit').corrected?.by).toBe('Morgan Member');
    expect((await person.client.request(`${base}/${oak.doc.id}/terms/pets/accept`, { method: 'POST', json: {} })).status).toBe(200);
  });

  it('answers 404 to another workspace on every lease route, in both APIs', async () => {
    const other = await app.t.signUp();
    const c = other.client;
    const leaseId = oak.abstraction.lease!.id;
    const d = oak.doc.id;
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `${base}/${d}`],
      ['POST', `${base}/${d}/terms/monthly_rent/correct`, { value: 1 }],
      ['POST', `${base}/${d}/terms/monthly_rent/accept`, {}],
      ['POST', `${base}/${d}/accept-all`, {}],
      ['POST', `${base}/${d}/rerun`, {}],
      ['PUT', `${base}/${d}/lease`, { leaseId: null }],
      ['GET', `/api/app/leases/${leaseId}`],
      ['GET', `/api/app/leases/${leaseId}/terms?asOf=2026-01-01`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await c.request(path, { method, json: body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await json(await c.get('/api/app/leases/choices'))).items).toEqual([]);
    const key = await app.apiKey(c, 'read');
    expect((await app.v1(key, `/documents/${d}/abstraction`)).status).toBe(404);
    expect((await app.v1(key, `/leases/${leaseId}/terms`)).status).toBe(404);
    // Its own amendment naming the same tenant is not matched to this workspace's lease, nor can it be pointed at it.
    const project = await json(await c.post('/api/app/projects', { name: 'Elsewhere' }));
    const theirs = await app.upload(
      'b-amendment.txt',
      fileFor('b-amendment.txt', {
        kind: 'amendment',
        terms: { effective_date: '2026-01-01', monthly_rent: 1 },
        references: { tenants: ['Dana Reyes'], premisesAddress: oakLease.premises_address! },
      }),
      { documentType: 'lease' },
      c,
      project.id,
    );
    const deadline = Date.now() + 30_000;
    let mine = await app.abstraction(theirs.id, c);
    while (mine.abstraction?.status !== 'ready' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      mine = await app.abstraction(theirs.id, c);
    }
    expect(mine.abstraction).toMatchObject({ status: 'ready', lease: null });
    const pointed = await c.request(`${base}/${theirs.id}/lease`, { method: 'PUT', json: { leaseId } });
    expect((await json(pointed)).error).toMatchObject({ code: 'invalid_input', field: 'leaseId' });
    // Nothing above changed A's data.
    expect(term((await app.abstraction(d)).abstraction!, 'monthly_rent').value).toBe(1925.5);
  });
});
