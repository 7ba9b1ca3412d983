import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKeyDto } from '../../../common/api-keys.js';
import { readServerSentEvents } from '../../../common/sse.js';
import type { AnswerResponse, AnswerStreamEvent, QueryLogEntryDto } from '../../../common/search.js';
import { createTestApp, postgresMissing, type TestApp } from '../../test/harness.js';
import { plantProject } from '../../test/seed-documents.js';
import { plantAbstraction, plantLeaseRecord, plantProperty, plantTenant, plantUnit } from '../../test/seed-leases.js';

type Client = ReturnType<TestApp['client']>;

const leasePages = (tenant: string, unit: string, address: string, clauses: string[]) => [
  `RESIDENTIAL LEASE AGREEMENT\n\nThis Lease is made between Oak Street Properties LLC ("Landlord") and ${tenant} ("Tenant") for the premises at ${address}, ${unit}.`,
  clauses.join('\n\n'),
];

async function workspaceOf(c: Client) {
  return ((await (await c.get('/api/app/workspaces/current')).json()) as { id: string }).id;
}

describe.skipIf(postgresMissing())('portfolio questions answered from the records', () => {
  let t: TestApp;
  let owner: Client;
  let rival: Client;
  const docs: Record<string, string> = {};
  const leaseIds: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await t.signUp({ company: 'Oak Street Properties' })).client;
    rival = (await t.signUp({ company: 'Rival Estates' })).client;
    const db = t.deps.db;
    const ws = await workspaceOf(owner);
    const projectId = await plantProject(db, ws, 'Leases');
    const oak = await plantProperty(db, ws, 'Oak Street Apartments', '12 Oak Street, Springfield', 'residential');
    const plaza = await plantProperty(db, ws, 'Main Plaza', '400 Main Street, Springfield', 'commercial');
    const u4b = await plantUnit(db, ws, oak, '4B', 'occupied');
    const u2a = await plantUnit(db, ws, oak, '2A', 'occupied');
    await plantUnit(db, ws, oak, '1C', 'vacant');
    await plantUnit(db, ws, oak, '3D', 'unavailable');
    const s200 = await plantUnit(db, ws, plaza, 'Suite 200', 'occupied');
    await plantUnit(db, ws, plaza, 'Suite 300', 'vacant');
    const jane = await plantTenant(db, ws, 'Jane Doe');
    const john = await plantTenant(db, ws, 'John Smith');
    const acme = await plantTenant(db, ws, 'Acme Corp');
    const old = await plantTenant(db, ws, 'Olive Oldham');

    leaseIds.jane = await plantLeaseRecord(db, ws, {
      propertyId: oak,
      unitId: u4b,
      tenantIds: [jane],
      startDate: '2026-04-01',
      endDate: '2027-03-31',
      monthlyRentCents: 185000,
    });
    const jane1 = leasePages('Jane Doe', 'Unit 4B', '12 Oak Street', [
      'The term ends on March 31, 2027.',
      'Rent is $1,850 per month.',
      'Tenant may keep up to two pets.',
      'Tenant shall not sublet the premises.',
      'Tenant may renew this lease once for twelve months by giving sixty days notice.',
      'Landlord shall make all repairs.',
      'Tenant pays electricity and gas.',
    ]);
    docs.jane = (
      await plantAbstraction(
        db,
        t.deps.embedder,
        { workspaceId: ws, projectId, leaseId: leaseIds.jane },
        { title: 'Lease - Unit 4B - Jane Doe', pages: jane1 },
        {
          tenants: [['Jane Doe'], 'Jane Doe ("Tenant")'],
          unit: ['4B', 'Unit 4B'],
          premises_address: ['12 Oak Street', '12 Oak Street'],
          commencement_date: ['2026-04-01'],
          expiration_date: ['2027-03-31', 'The term ends on March 31, 2027.'],
          monthly_rent: [1850, 'Rent is $1,850 per month.'],
          pets: ['allowed', 'Tenant may keep up to two pets.'],
          subletting: ['prohibited', 'Tenant shall not sublet the premises.'],
          renewal_option: [{ count: 1, term_months: 12, notice_days: 60 }, 'Tenant may renew this lease once for twelve months by giving sixty days notice.'],
          repairs: ['landlord', 'Landlord shall make all repairs.'],
          utilities_tenant: [['electricity', 'gas'], 'Tenant pays electricity and gas.'],
          early_termination: [null],
        },
      )
    ).documentId;

    leaseIds.john = await plantLeaseRecord(db, ws, {
      propertyId: oak,
      unitId: u2a,
      tenantIds: [john],
      startDate: '2026-07-01',
      endDate: '2027-06-30',
      monthlyRentCents: 210000,
    });
    docs.john = (
      await plantAbstraction(
        db,
        t.deps.embedder,
        { workspaceId: ws, projectId, leaseId: leaseIds.john },
        {
          title: 'Lease - Unit 2A - John Smith',
          pages: leasePages('John Smith', 'Unit 2A', '12 Oak Street', [
            'This lease ends June 30, 2027.',
            'Monthly rent: $2,100.',
            'No pets without the prior written consent of Landlord.',
            'Subletting requires the written consent of Landlord.',
            'Tenant is responsible for all repairs.',
            'Tenant pays water and electricity.',
            'A late fee of $75 applies after five days.',
          ]),
        },
        {
          tenants: [['John Smith']],
          unit: ['2A'],
          commencement_date: ['2026-07-01'],
          expiration_date: ['2027-06-30', 'This lease ends June 30, 2027.'],
          monthly_rent: [2100, 'Monthly rent: $2,100.'],
          pets: ['with_consent', 'No pets without the prior written consent of Landlord.'],
          subletting: ['with_consent', 'Subletting requires the written consent of Landlord.'],
          renewal_option: [null],
          repairs: ['tenant', 'Tenant is responsible for all repairs.'],
          utilities_tenant: [['water', 'electricity'], 'Tenant pays water and electricity.'],
          late_fee: [{ amount: 75, grace_days: 5 }, 'A late fee of $75 applies after five days.'],
        },
      )
    ).documentId;
    // An extension that takes effect on January 1, 2027: a year more, and a new rent.
    docs.johnAmendment = (
      await plantAbstraction(
        db,
        t.deps.embedder,
        { workspaceId: ws, projectId, leaseId: leaseIds.john },
        {
          title: 'First Amendment - Unit 2A',
          kind: 'amendment',
          pages: ['FIRST AMENDMENT\n\nEffective January 1, 2027, the term is extended to June 30, 2028 and the rent is $2,200 per month.'],
        },
        {
          effective_date: ['2027-01-01', 'Effective January 1, 2027'],
          expiration_date: ['2028-06-30', 'the term is extended to June 30, 2028'],
          monthly_rent: [2200, 'the rent is $2,200 per month'],
        },
      )
    ).documentId;

    leaseIds.acme = await plantLeaseRecord(db, ws, {
      propertyId: plaza,
      unitId: s200,
      tenantIds: [acme],
      startDate: '2025-01-01',
      endDate: '2029-12-31',
      monthlyRentCents: 500000,
    });
    docs.acme = (
      await plantAbstraction(
        db,
        t.deps.embedder,
        { workspaceId: ws, projectId, leaseId: leaseIds.acme },
        {
          title: 'Commercial Lease - Suite 200 - Acme Corp',
          pages: leasePages('Acme Corp', 'Suite 200', '400 Main Street', [
            'The term expires December 31, 2029.',
            'Base rent is $5,000 per month.',
            'No animals are permitted on the premises.',
            'Tenant may assign or sublet without consent.',
            'Tenant has two options to renew for five years each on 180 days notice.',
            'Tenant may terminate early on 90 days notice and payment of $10,000.',
            'Tenant shall maintain and repair the premises.',
            'Tenant pays electricity, internet and water.',
            'The premises shall be used as a retail store.',
          ]),
        },
        {
          tenants: [['Acme Corp']],
          unit: ['Suite 200'],
          commencement_date: ['2025-01-01'],
          expiration_date: ['2029-12-31', 'The term expires December 31, 2029.'],
          monthly_rent: [5000, 'Base rent is $5,000 per month.'],
          pets: ['prohibited', 'No animals are permitted on the premises.'],
          subletting: ['allowed', 'Tenant may assign or sublet without consent.'],
          renewal_option: [{ count: 2, term_months: 60, notice_days: 180 }, 'Tenant has two options to renew for five years each on 180 days notice.'],
          early_termination: [{ notice_days: 90, fee: 10000 }, 'Tenant may terminate early on 90 days notice and payment of $10,000.'],
          repairs: ['tenant', 'Tenant shall maintain and repair the premises.'],
          utilities_tenant: [['electricity', 'internet', 'water'], 'Tenant pays electricity, internet and water.'],
          permitted_use: ['retail store', 'The premises shall be used as a retail store.'],
        },
      )
    ).documentId;
    // A lease from a rent roll: a record without any document.
    leaseIds.old = await plantLeaseRecord(db, ws, {
      propertyId: oak,
      unitId: u2a,
      tenantIds: [old],
      startDate: '2024-01-01',
      endDate: '2026-06-30',
      monthlyRentCents: 170000,
      status: 'expired',
    });

    // Another workspace with a pet-friendly lease of its own.
    const rivalWs = await workspaceOf(rival);
    const rivalProject = await plantProject(db, rivalWs, 'Rival leases');
    const rivalProperty = await plantProperty(db, rivalWs, 'Rival Tower', '9 Oak Street', 'residential');
    const rivalTenant = await plantTenant(db, rivalWs, 'Rita Rival');
    const rivalLease = await plantLeaseRecord(db, rivalWs, {
      propertyId: rivalProperty,
      tenantIds: [rivalTenant],
      startDate: '2026-01-01',
      endDate: '2027-04-15',
      monthlyRentCents: 999900,
    });
    docs.rival = (
      await plantAbstraction(
        db,
        t.deps.embedder,
        { workspaceId: rivalWs, projectId: rivalProject, leaseId: rivalLease },
        { title: 'Rival lease', pages: ['LEASE\n\nRita Rival may keep pets. The term ends April 15, 2027. Rent is $9,999 per month.'] },
        {
          tenants: [['Rita Rival']],
          pets: ['allowed', 'Rita Rival may keep pets.'],
          expiration_date: ['2027-04-15', 'The term ends April 15, 2027.'],
          monthly_rent: [9999, 'Rent is $9,999 per month.'],
        },
      )
    ).documentId;
  }, 180_000);
  afterAll(() => t?.close());

  const ask = async (c: Client, query: string, asOf?: string, filters?: object) => {
    const res = await c.post('/api/app/queries', { query, ...(asOf ? { asOf } : {}), ...(filters ? { filters } : {}) });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as AnswerResponse;
  };
  const citedDocs = (a: AnswerResponse) => a.citations.map((c) => c.documentId);

  it('"Which leases end in the next 90 days?" lists the leases ending in the window after as_of, citing each lease with its passage', async () => {
    const a = await ask(owner, 'Which leases end in the next 90 days?', '2027-03-01');
    expect(a.route).toBe('records');
    expect(a.answered).toBe(true);
    expect(a.passages).toEqual([]);
    expect(a.answer).toMatch(
      /^1 lease ends in the next 90 days \(by May 30, 2027\): Jane Doe \(unit 4B, Oak Street Apartments\): ends on March 31, 2027 \[1\]\./,
    );
    expect(a.citations).toHaveLength(1);
    const [c] = a.citations;
    expect(c).toMatchObject({ number: 1, documentId: docs.jane, leaseId: leaseIds.jane, page: 2, quote: 'The term ends on March 31, 2027.' });
    expect(c!.chunkId).not.toBe('');
    expect(c!.charEnd - c!.charStart).toBe('The term ends on March 31, 2027.'.length);
  });

  it('applies amendments as of the date asked: before the extension takes effect both Oak Street leases end by July 2027, after it only one', async () => {
    const before = await ask(owner, 'leases expiring before July 2027', '2026-12-15');
    expect(before.route).toBe('records');
    expect(citedDocs(before).sort()).toEqual([docs.jane, docs.john].sort());
    // The rent-roll lease that ended in 2026 is named, without a citation: it has no document.
    expect(before.answer).toContain('Olive Oldham (unit 2A, Oak Street Apartments): ended on June 30, 2026;');
    const after = await ask(owner, 'leases expiring before July 2027', '2027-02-01');
    expect(citedDocs(after)).toEqual([docs.jane]);
    expect(after.answer).not.toContain('John Smith');
  });

  it('"Which tenants may keep pets?" names the tenant whose lease allows pets and, apart and uncited, the one who needs consent', async () => {
    const a = await ask(owner, 'Which tenants may keep pets?', '2027-03-01');
    expect(a.route).toBe('records');
    expect(citedDocs(a)).toEqual([docs.jane]);
    expect(a.citations[0]!.quote).toBe('Tenant may keep up to two pets.');
    expect(a.answer).toMatch(/^1 tenant may keep pets: Jane Doe \(unit 4B, Oak Street Apartments\) \[1\]\./);
    expect(a.answer).toContain("1 more allows pets only with the landlord's consent: John Smith (unit 2A, Oak Street Apartments).");
    // The other workspace's pet-friendly lease is not there.
    expect(a.answer).not.toContain('Rita');
  });

  it('says which leases it cannot place because no document states the term and their record does not hold it', async () => {
    const a = await ask(owner, 'Which tenants may keep pets?', '2026-03-01');
    expect(a.answer).toContain(
      '1 lease has no pets on record and no lease document to read it from (upload the lease, or enter it on the lease): Olive Oldham',
    );
  });

  it('"What is the total monthly rent at Oak Street?" totals the leases in force, with the amended rent, citing each lease document', async () => {
    const a = await ask(owner, 'What is the total monthly rent at Oak Street?', '2027-03-01');
    expect(a.route).toBe('records');
    expect(a.answer).toMatch(/^Total monthly rent at Oak Street Apartments: \$4,050\.00 across 2 leases in force on March 1, 2027: /);
    expect(a.answer).toContain('John Smith (unit 2A) $2,200.00 (as amended by First Amendment - Unit 2A) [');
    expect(a.value).toMatchObject({ type: 'amount', value: 4050, currency: 'USD' });
    // One citation per lease, each naming the lease document (not the amendment).
    expect(citedDocs(a).sort()).toEqual([docs.jane, docs.john].sort());
    expect(a.citations.find((c) => c.documentId === docs.john)!.quote).toBe('Monthly rent: $2,100.');
  });

  it('"Which leases have a renewal option?" and "list commercial leases with early termination rights"', async () => {
    const renewal = await ask(owner, 'Which leases have a renewal option?', '2027-03-01');
    expect(citedDocs(renewal).sort()).toEqual([docs.jane, docs.acme].sort());
    expect(renewal.answer).toContain('2 renewal options of 60 months, exercised with 180 days');
    const early = await ask(owner, 'list commercial leases with early termination rights', '2027-03-01');
    expect(early.route).toBe('records');
    expect(citedDocs(early)).toEqual([docs.acme]);
    expect(early.citations[0]!.quote).toBe('Tenant may terminate early on 90 days notice and payment of $10,000.');
  });

  it('answers the value of one term for a unit: repairs at 4B, the rent of 2A (the lease in force, as amended), who pays water at 12 Oak Street', async () => {
    const repairs = await ask(owner, 'Who pays for repairs at unit 4B?', '2027-03-01');
    expect(repairs.route).toBe('records');
    expect(repairs.answer).toBe('Jane Doe (unit 4B, Oak Street Apartments): the landlord is responsible for repairs [1].');
    expect(repairs.citations[0]).toMatchObject({ documentId: docs.jane, quote: 'Landlord shall make all repairs.' });

    const rent = await ask(owner, "what's the rent for unit 2A", '2027-03-01');
    expect(rent.answer).toBe('John Smith (unit 2A, Oak Street Apartments): $2,200.00 a month (as amended by First Amendment - Unit 2A) [1].');
    expect(rent.value).toMatchObject({ type: 'amount', value: 2200 });
    expect(citedDocs(rent)).toEqual([docs.john]);

    const water = await ask(owner, 'who pays water at 12 Oak Street', '2027-03-01');
    expect(water.route).toBe('records');
    expect(water.answer).toContain('Jane Doe (unit 4B): the landlord pays water (the tenant pays electricity, gas) [');
    expect(water.answer).toContain('John Smith (unit 2A): the tenant pays water [');
    expect(citedDocs(water).sort()).toEqual([docs.jane, docs.john].sort());
  });

  it('"how many units are vacant" counts units without a lease in force (an unavailable unit is not vacant); subletting; yes or no', async () => {
    const vacant = await ask(owner, 'how many units are vacant', '2027-03-01');
    expect(vacant.route).toBe('records');
    expect(vacant.answer).toBe('2 units are vacant on March 1, 2027: Suite 300 (Main Plaza); unit 1C (Oak Street Apartments).');
    expect(vacant.citations).toEqual([]);
    const sublet = await ask(owner, 'which tenants are allowed to sublet', '2027-03-01');
    expect(citedDocs(sublet)).toEqual([docs.acme]);
    const pets = await ask(owner, 'Does unit 4B allow pets?', '2027-03-01');
    expect(pets.answer).toMatch(/^Yes\. Jane Doe \(unit 4B, Oak Street Apartments\): pets are allowed \[1\]\.$/);
    expect(pets.value).toEqual({ type: 'yes_no', polarity: 'yes', normalized: 'yes' });
  });

  it('"What is the occupancy at Oak Street?" is a records question (units that can be let, occupied on the date)', async () => {
    const a = await ask(owner, 'What is the occupancy at Oak Street?', '2027-03-01');
    expect(a.route).toBe('records');
    expect(a.answer).toMatch(/^Occupancy at Oak Street Apartments on March 1, 2027: 2 of 3 units occupied \(67%\)/);
  });

  it('leaves questions about one document or its content to the documents', async () => {
    for (const q of ['What is the late fee in the Smith lease?', 'Summarise the inspection report']) {
      const a = await ask(owner, q, '2027-03-01');
      expect(a.route, q).toBe('documents');
    }
  });

  it('never shows another workspace’s leases: the rival sees its own lease only, and the owner’s lease ids do not leak', async () => {
    const a = await ask(rival, 'Which leases end in the next 90 days?', '2027-03-01');
    expect(a.route).toBe('records');
    expect(citedDocs(a)).toEqual([docs.rival]);
    expect(a.answer).toContain('Rita Rival');
    expect(a.answer).not.toMatch(/Jane|John|Acme|Oak Street Apartments/);
    const total = await ask(rival, 'What is the total monthly rent?', '2027-03-01');
    expect(total.answer).toContain('$9,999.00 across 1 lease');
    // The rival has no unit 4B: the question goes to the documents, which know nothing of the owner's.
    const unit = await ask(rival, 'Who pays for repairs at unit 4B?', '2027-03-01');
    expect(unit.route).toBe('documents');
    expect(JSON.stringify(unit)).not.toMatch(/Landlord shall make all repairs|Jane Doe/);
  });

  it('streams the same events as a document answer and logs the question with its route', async () => {
    const res = await owner.post('/api/app/queries/stream', { query: 'Which leases have a renewal option?', asOf: '2027-03-01' });
    expect(res.status).toBe(200);
    const events: AnswerStreamEvent[] = [];
    for await (const { data } of readServerSentEvents(res.body!)) events.push(JSON.parse(data) as AnswerStreamEvent);
    expect(events.map((e) => e.type)).toEqual(['passages', 'delta', 'done']);
    const done = events.at(-1) as Extract<AnswerStreamEvent, { type: 'done' }>;
    expect(done.answer.route).toBe('records');
    expect((events[1] as { text: string }).text).toBe(done.answer.answer);
    const saved = (await (await owner.get(`/api/app/queries/${done.answer.queryId}`)).json()) as QueryLogEntryDto;
    expect(saved.route).toBe('records');
    expect(saved.citations.map((c) => c.leaseId).sort()).toEqual([leaseIds.jane, leaseIds.acme].sort());
    // It counts as a question of the month.
    const summary = (await (await owner.get('/api/app/workspaces/current/summary')).json()) as { questionsThisMonth: number };
    expect(summary.questionsThisMonth).toBeGreaterThan(0);
    // The rival cannot open it.
    expect((await rival.get(`/api/app/queries/${done.answer.queryId}`)).status).toBe(404);
  });

  it('rejects a malformed asOf with a message naming the field', async () => {
    const res = await owner.post('/api/app/queries', { query: 'Which leases end in the next 90 days?', asOf: '2027-02-30' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe('asOf');
  });

  describe('POST /api/v1/query', () => {
    let key: string;
    let rivalKey: string;
    const createKey = async (c: Client) => {
      const res = await c.post('/api/app/api-keys', { name: 'reader', permission: 'read' });
      expect(res.status).toBe(201);
      return ((await res.json()) as CreatedApiKeyDto).key;
    };
    const query = (k: string, body: object) =>
      t.app.request('/api/v1/query', {
        method: 'POST',
        headers: { authorization: `Bearer ${k}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    beforeAll(async () => {
      key = await createKey(owner);
      rivalKey = await createKey(rival);
    });

    it('answers from the records with route, as_of and one citation per lease (lease_id, document_id, passage)', async () => {
      const res = await query(key, { query: 'Which leases end in the next 90 days?', as_of: '2027-03-01' });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { route: string; citations: Array<Record<string, unknown>>; answer: string };
      expect(body.route).toBe('records');
      expect(body.citations).toHaveLength(1);
      expect(body.citations[0]).toMatchObject({ document_id: docs.jane, lease_id: leaseIds.jane, page: 2, quote: 'The term ends on March 31, 2027.' });
      // as_of moves "today": in December 2026 the window ends in March 2027, before Jane's lease ends.
      const earlier = (await (await query(key, { query: 'Which leases end in the next 90 days?', as_of: '2026-12-01' })).json()) as {
        citations: unknown[];
        answer: string;
      };
      expect(earlier.citations).toEqual([]);
      expect(earlier.answer).toMatch(/^No leases end in the next 90 days/);
    });

    it('keeps each key in its workspace, says route documents for other questions, and refuses a bad as_of', async () => {
      const rivalAnswer = (await (await query(rivalKey, { query: 'Which tenants may keep pets?', as_of: '2027-03-01' })).json()) as {
        citations: Array<{ document_id: string }>;
        answer: string;
      };
      expect(rivalAnswer.citations.map((c) => c.document_id)).toEqual([docs.rival]);
      expect(rivalAnswer.answer).not.toContain('Jane');
      const doc = (await (await query(key, { query: 'Summarise the inspection report' })).json()) as { route: string; citations: Array<{ lease_id: unknown }> };
      expect(doc.route).toBe('documents');
      for (const c of doc.citations) expect(c.lease_id).toBeNull();
      const bad = await query(key, { query: 'Which leases end in the next 90 days?', as_of: 'next week' });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: { field: string } }).error.field).toBe('as_of');
    });
  });
});
