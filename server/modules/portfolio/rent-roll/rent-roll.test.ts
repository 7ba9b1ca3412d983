import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentRollPreview } from '../../../../common/api/rent-roll.js';
import { leases, leaseTenants, properties, rentRollImports, tenants, units } from '../../../db/schema/index.js';
import { buildZip, deflatedZeros } from '../../../lib/extract/fixtures/zip.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

/**
 * Rent-roll import through /api/app/portfolio/rent-roll: preview writes nothing, confirm creates exactly the
 * rows without problems, a re-import creates nothing, bad rows and hostile files are named, and an import stays
 * in its workspace.
 */
type Client = ReturnType<TestApp['client']>;
const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;
const fixture = readFileSync(join(import.meta.dirname, '../../../../e2e/fixtures/rent-roll-maple-court.csv'));

describe('rent-roll import', () => {
  let t: TestApp;
  let a: Client;
  let b: Client;
  let workspaceA: string;

  const upload = (c: Client, name: string, content: string | Buffer, fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
    return c.request('/api/app/portfolio/rent-roll', { method: 'POST', body: form });
  };
  const preview = async (c: Client, name: string, content: string | Buffer, fields: Record<string, string> = {}) => {
    const res = await upload(c, name, content, fields);
    expect(res.status, await res.clone().text()).toBe(201);
    return json<RentRollPreview>(res);
  };
  const confirm = (c: Client, id: string) => c.request(`/api/app/portfolio/rent-roll/${id}/confirm`, { method: 'POST' });
  const tally = async (workspaceId: string) => {
    const n = async (table: typeof properties | typeof units | typeof tenants | typeof leases) =>
      Number((await t.deps.db.select({ n: count() }).from(table).where(eq(table.workspaceId, workspaceId)))[0]!.n);
    const links = Number((await t.deps.db.select({ n: count() }).from(leaseTenants).where(eq(leaseTenants.workspaceId, workspaceId)))[0]!.n);
    return { properties: await n(properties), units: await n(units), tenants: await n(tenants), leases: await n(leases), links };
  };

  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_MB: '1' });
    a = (await t.signUp()).client;
    b = (await t.signUp()).client;
    workspaceA = (await json(await a.get('/api/app/workspaces/current'))).id;
  });
  afterAll(() => t.close());

  it('previews a CSV without writing, names each bad row, and confirms exactly the good rows', async () => {
    const before = await tally(workspaceA);
    const p = await preview(a, 'rent-roll.csv', fixture);
    expect(await tally(workspaceA)).toEqual(before); // nothing written but the import itself
    expect(p).toMatchObject({ status: 'previewed', fileName: 'rent-roll.csv', propertyType: 'residential', result: null });
    expect(p.columns.map((c) => c.field)).toEqual(['property', 'unit', 'tenant', 'email', 'phone', 'start', 'end', 'rent', 'deposit']);
    expect(p.counts).toEqual({
      rows: 8,
      ok: 7,
      bad: 1,
      properties: { create: 2, exists: 0 },
      units: { create: 7, exists: 0 },
      tenants: { create: 7, exists: 0 },
      leases: { create: 6, exists: 0 },
    });
    const byRow = new Map(p.rows.map((r) => [r.row, r]));
    expect(byRow.get(6)).toMatchObject({ ok: false, problems: ['Lease end (2026-06-30) is before its start (2026-07-01)'] });
    expect(byRow.get(2)).toMatchObject({
      ok: true,
      property: { name: 'Maple Court', action: 'create' },
      unit: { label: '1A', action: 'create' },
      tenants: [{ name: 'Jordan Ellis', email: 'jordan.ellis@example.com', phone: '512-555-0101', action: 'create' }],
      lease: { startDate: '2026-01-01', endDate: '2030-12-31', monthlyRentCents: 145_000, depositCents: 145_000, status: 'active', action: 'create' },
    });
    expect(byRow.get(3)).toMatchObject({
      property: { action: 'repeat', firstRow: 2 },
      tenants: [
        { name: 'Priya Natarajan', email: 'priya.n@example.com' },
        { name: 'Omar Haddad', email: 'omar.h@example.com' },
      ],
      lease: { startDate: '2026-03-01', endDate: '2031-02-28', monthlyRentCents: 152_500 },
    });
    expect(byRow.get(4)).toMatchObject({ ok: true, unit: { label: '2A', action: 'create' }, tenants: [], lease: null });
    expect(byRow.get(5)!.lease).toMatchObject({ startDate: '2026-03-15', endDate: '2031-03-14', monthlyRentCents: 160_000 });
    expect(byRow.get(7)!.lease).toMatchObject({ status: 'expired' });

    const res = await confirm(a, p.id);
    expect(res.status, await res.clone().text()).toBe(200);
    const done = await json<RentRollPreview>(res);
    expect(done).toMatchObject({ status: 'confirmed', result: { created: { properties: 2, units: 7, tenants: 7, leases: 6 }, skippedRows: 1 } });
    expect(await tally(workspaceA)).toEqual({
      properties: before.properties + 2,
      units: before.units + 7,
      tenants: before.tenants + 7,
      leases: before.leases + 6,
      links: before.links + 7,
    });
    // The records read as the file says, through the portfolio API.
    const maple = (await json(await a.get('/api/app/portfolio/properties?q=maple'))).items[0];
    expect(maple).toMatchObject({ name: 'Maple Court', type: 'residential', unitCount: 5 });
    const mapleUnits = (await json(await a.get(`/api/app/portfolio/units?propertyId=${maple.id}`))).items;
    expect(mapleUnits.find((u: any) => u.label === '2A')).toMatchObject({ status: 'vacant', marketRentCents: 149_500 });
    expect(mapleUnits.find((u: any) => u.label === '1B')).toMatchObject({ status: 'occupied' });
    expect(mapleUnits.find((u: any) => u.label === '3A')).toBeUndefined();
    const lease1b = (await json(await a.get('/api/app/portfolio/leases?q=priya'))).items[0];
    expect(lease1b).toMatchObject({ startDate: '2026-03-01', monthlyRentCents: 152_500, depositCents: 152_500, status: 'active' });
    expect(lease1b.tenantIds).toHaveLength(2);

    // Confirming twice is refused; the preview now finds every record.
    expect((await confirm(a, p.id)).status).toBe(409);
    const again = await json<RentRollPreview>(await a.get(`/api/app/portfolio/rent-roll/${p.id}`));
    expect(again.counts).toMatchObject({ properties: { create: 0, exists: 2 }, leases: { create: 0, exists: 6 } });
  });

  it('creates nothing when the same file, or one that overlaps it, is imported again', async () => {
    const before = await tally(workspaceA);
    const same = await preview(a, 'rent-roll-again.csv', fixture);
    expect(same.counts).toEqual({
      rows: 8,
      ok: 7,
      bad: 1,
      properties: { create: 0, exists: 2 },
      units: { create: 0, exists: 7 },
      tenants: { create: 0, exists: 7 },
      leases: { create: 0, exists: 6 },
    });
    expect(same.rows.find((r) => r.row === 2)).toMatchObject({ property: { action: 'exists' }, unit: { action: 'exists' }, lease: { action: 'exists' } });
    expect((await confirm(a, same.id)).status).toBe(200);
    expect(await tally(workspaceA)).toEqual(before);

    // Another file: one known lease written differently (case, date format), one new lease, one new unit of a known property.
    const overlapping = [
      'Building,Apt,Resident,Move-In,Lease Exp.,Rent',
      'MAPLE COURT,1a,jordan ellis,1/1/2026,12/31/2030,1450',
      'Maple Court,4A,Rita Gomez,2026-10-01,2031-09-30,"$1,700"',
    ].join('\n');
    const p = await preview(a, 'october.csv', overlapping);
    expect(p.counts).toMatchObject({ ok: 2, bad: 0, properties: { create: 0, exists: 1 }, units: { create: 1, exists: 1 }, leases: { create: 1, exists: 1 } });
    await confirm(a, p.id);
    expect(await tally(workspaceA)).toEqual({
      ...before,
      units: before.units + 1,
      tenants: before.tenants + 1,
      leases: before.leases + 1,
      links: before.links + 1,
    });
  });

  it('reports duplicate rows, overlapping leases, unreadable values and missing units with their reasons', async () => {
    const csv = [
      'Property,Unit,Tenant,Start,End,Rent,Deposit',
      'Quarry Row,1,Ann Bell,2026-01-01,2026-12-31,1000,1000',
      'Quarry Row,1,Ann Bell,2026-01-01,2026-12-31,1000,1000',
      'Quarry Row,,Ben Cho,2026-01-01,2026-12-31,1000,',
      'Quarry Row,2,Cy Dunn,next spring,2026-12-31,1000,',
      'Quarry Row,3,Di Eve,2026-01-01,2026-12-31,-$50,',
      'Quarry Row,4,Ed Fox,,2026-12-31,1000,',
      'Quarry Row,1,Flo Gee,2026-06-01,2027-05-31,1100,',
      'Maple Court,1A,Someone New,2026-06-01,2027-05-31,1500,',
      ',5,Gil Ho,2026-01-01,,900,',
      'Total,,,,,"5,000",',
    ].join('\n');
    const p = await preview(a, 'messy.csv', csv);
    const problems = Object.fromEntries(p.rows.map((r) => [r.row, r.problems]));
    expect(p.rows.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]); // the totals line is not a row
    expect(problems[2]).toEqual([]);
    expect(problems[3]).toEqual(['Duplicate of row 2: the same unit and lease start']);
    expect(problems[4]).toEqual(['Unit is missing']);
    expect(problems[5]).toEqual(['Lease start "next spring" is not a date we can read (use 2025-03-01 or 3/1/2025)']);
    expect(problems[6]).toEqual(['Rent cannot be negative (-$50)']);
    expect(problems[7]).toEqual(['Lease start date is missing']);
    expect(problems[8]).toEqual(['Overlaps the lease of row 2 (2026-01-01 to 2026-12-31) for the same unit']);
    expect(problems[9]).toEqual(['Unit 1A already has a lease from 2026-01-01 to 2030-12-31, which overlaps this one']);
    expect(problems[10]).toEqual(['Property is missing (the row names none and no property was given for the file)']);
    const before = await tally(workspaceA);
    await confirm(a, p.id);
    expect(await tally(workspaceA)).toEqual({
      ...before,
      properties: before.properties + 1,
      units: before.units + 1,
      tenants: before.tenants + 1,
      leases: before.leases + 1,
      links: before.links + 1,
    });
  });

  it('reads an XLSX with a title above the header, date cells, serial dates and currency cells; and a file without a property column', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Rent Roll');
    sheet.addRow(['Juniper Lofts rent roll']);
    sheet.addRow(['As of', new Date(Date.UTC(2026, 10, 1))]);
    sheet.addRow(['Unit', 'Lessee', 'Commencement', 'Expiration', 'Base Rent', 'Security Deposit']);
    sheet.addRow(['A-1', 'Noor Aziz', new Date(Date.UTC(2026, 1, 1)), new Date(Date.UTC(2027, 0, 31)), 2250, 2250]);
    sheet.addRow(['A-2', 'Owen Price', 46082, 46446, '$2,300.00', null]);
    sheet.getColumn(5).numFmt = '"$"#,##0.00';
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const p = await preview(b, 'juniper.xlsx', bytes, { default_property: 'Juniper Lofts', property_type: 'mixed' });
    expect(p.propertyType).toBe('mixed');
    expect(p.rows).toHaveLength(2);
    expect(p.rows[0]).toMatchObject({
      row: 4,
      ok: true,
      property: { name: 'Juniper Lofts', action: 'create' },
      lease: { startDate: '2026-02-01', endDate: '2027-01-31', monthlyRentCents: 225_000, depositCents: 225_000 },
    });
    expect(p.rows[1]).toMatchObject({ ok: true, lease: { startDate: '2026-03-01', endDate: '2027-02-28', monthlyRentCents: 230_000, depositCents: null } });
    expect((await confirm(b, p.id)).status).toBe(200);
    const juniper = (await json(await b.get('/api/app/portfolio/properties'))).items;
    expect(juniper).toMatchObject([{ name: 'Juniper Lofts', type: 'mixed', unitCount: 2 }]);

    // Without a property column or a property for the file, every row says so.
    const noProperty = await preview(b, 'units.csv', 'Unit,Tenant,Start\n9,Pat Quinn,2026-01-01\n');
    expect(noProperty.rows[0]!.problems).toEqual(['Property is missing (the row names none and no property was given for the file)']);
  });

  it('refuses hostile and unusable files before storing anything', async () => {
    const imports = async () => Number((await t.deps.db.select({ n: count() }).from(rentRollImports).where(eq(rentRollImports.workspaceId, workspaceA)))[0]!.n);
    const before = await imports();
    // A zip bomb dressed as a workbook: refused by the zip guard, in well under a second of inflating.
    const bomb = buildZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', compressed: deflatedZeros(500), declaredSize: 500 * 1024 * 1024 },
    ]);
    const bombRes = await upload(a, 'rent-roll.xlsx', bomb);
    expect(bombRes.status).toBe(400);
    expect((await json(bombRes)).error).toMatchObject({ code: 'invalid_input', field: 'file', message: expect.stringMatching(/refused as unsafe/) });
    // A program named .csv: the type is decided by content.
    const binary = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, ...Array(200).fill(0)]);
    const binRes = await upload(a, 'rent-roll.csv', binary);
    expect(binRes.status).toBe(415);
    expect((await json(binRes)).error.message).toMatch(/A rent roll must be a CSV or Excel \(\.xlsx\) file/);
    // A PDF is a real document, but not a rent roll.
    expect((await upload(a, 'roll.pdf', '%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')).status).toBe(415);
    // Over the size limit (1 MB here): 413 while streaming.
    expect((await upload(a, 'big.csv', `Unit,Tenant\n${'1,x\n'.repeat(400_000)}`)).status).toBe(413);
    // A table without a unit column, and a file of more rows than one import takes.
    const noHeader = await upload(a, 'notes.csv', 'Name,Amount\nx,1\ny,2\n');
    expect(noHeader.status).toBe(400);
    expect((await json(noHeader)).error.message).toMatch(/No header row was found/);
    const huge = `Property,Unit,Tenant,Start\n${Array.from({ length: 10_001 }, (_, i) => `P,${i},T${i},2026-01-01`).join('\n')}`;
    const hugeRes = await upload(a, 'huge.csv', huge);
    expect(hugeRes.status).toBe(400);
    expect((await json(hugeRes)).error.message).toBe('This rent roll has more than 10,000 rows; split it into smaller files and import each.');
    expect(await imports()).toBe(before);
  });

  it('keeps an import to its workspace: another can neither read nor confirm it', async () => {
    const p = await preview(a, 'private.csv', 'Property,Unit,Tenant,Start\nSecret Gardens,1,Val Wu,2026-01-01\n');
    expect((await b.get(`/api/app/portfolio/rent-roll/${p.id}`)).status).toBe(404);
    expect((await confirm(b, p.id)).status).toBe(404);
    const workspaceB = (await json(await b.get('/api/app/workspaces/current'))).id;
    expect((await t.deps.db.select().from(properties).where(eq(properties.name, 'Secret Gardens'))).length).toBe(0);
    // B's own import never matches A's records: the same names are new in B.
    const bp = await preview(b, 'b.csv', 'Property,Unit,Tenant,Start\nMaple Court,1A,Jordan Ellis,2026-01-01\n');
    expect(bp.rows[0]).toMatchObject({
      property: { action: 'create' },
      unit: { action: 'create' },
      tenants: [{ action: 'create' }],
      lease: { action: 'create' },
    });
    expect(workspaceB).not.toBe(workspaceA);
    expect((await confirm(a, p.id)).status).toBe(200);
  });
});
