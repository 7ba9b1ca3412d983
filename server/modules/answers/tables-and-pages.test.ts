/**
 * Real files through the real ingest (upload, extraction, chunking, indexing), then questions over the API:
 * citations name the page the quoted words are on, and a question about one row of a rent roll (CSV or XLSX)
 * is answered from that row.
 */
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerResponse, Citation } from '../../../common/search.js';
import { documentPages } from '../../db/schema/index.js';
import { buildPdf } from '../../lib/extract/fixtures/pdf.js';
import { postgresMissing } from '../../test/harness.js';
import { startIngestingApp, type IngestingApp } from '../../test/ingested-files.js';

const header = ['Unit', 'Tenant', 'Rent', 'Lease Start', 'Lease End', 'Deposit'];
const tenants: Array<[string, string, number, string, string, number]> = [
  ['4A', 'John Smith', 1700, '2025-03-01', '2026-02-28', 1700],
  ['4B', 'Maria Lopez', 1850, '2025-06-01', '2027-05-31', 2000],
  ['5A', 'Wei Chen', 1625, '2024-09-01', '2025-08-31', 1625],
];

/** A workbook whose first sheet is a short summary and whose second is the rent roll: the rows are on page 2. */
async function rentRollXlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const summary = wb.addWorksheet('Summary');
  summary.addRow(['Property', 'Units', 'Manager']);
  summary.addRow(['Pine Court', 3, 'Dana Ortiz']);
  const roll = wb.addWorksheet('Rent Roll');
  roll.addRow(header);
  for (const [unit, tenant, rent, start, end, deposit] of tenants) {
    const row = roll.addRow([unit, tenant, rent, new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`), deposit]);
    row.getCell(3).numFmt = '$#,##0';
    row.getCell(6).numFmt = '$#,##0';
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const rentRollCsv = [
  header.join(','),
  ...tenants.map(
    ([u, t, r, s, e, d]) =>
      `${u.replace('4', '7')},${t.replace('Lopez', 'Alvarez').replace('Smith', 'Jones').replace('Chen', 'Park')},"$${r.toLocaleString('en-US')}",${s},${e},"$${d.toLocaleString('en-US')}"`,
  ),
].join('\n');

/** An email with a two-page PDF report attached: the boiler deadline is on the attachment's page 2. */
function emailWithReport(): string {
  const pdf = buildPdf([
    { lines: ['INSPECTION REPORT', '', 'The roof at 12 Oak Street was inspected on March 3, 2026 and is in good order.'] },
    { lines: ['The boiler at 12 Oak Street must be replaced by June 30, 2026.'] },
  ]);
  return [
    'From: Inspector <inspector@example.com>',
    'To: manager@oakstreet.example',
    'Subject: Inspection report',
    'Date: Tue, 4 Mar 2026 10:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hello, the report of the inspection is attached.',
    '--b1',
    'Content-Type: application/pdf; name="inspection.pdf"',
    'Content-Disposition: attachment; filename="inspection.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    pdf.toString('base64'),
    '--b1--',
    '',
  ].join('\r\n');
}

describe.skipIf(postgresMissing())('tables and cited pages through the real ingest', () => {
  let app: IngestingApp;
  let xlsxId: string;
  let csvId: string;
  let attachmentId: string;

  beforeAll(async () => {
    app = await startIngestingApp();
    xlsxId = (await app.ingest('pine-court-rent-roll.xlsx', await rentRollXlsx())).id;
    csvId = (await app.ingest('birch-rent-roll.csv', rentRollCsv)).id;
    const email = await app.ingest('inspection.eml', emailWithReport());
    const [attachment] = await app.children(email.id);
    attachmentId = (await app.processed(attachment!.id)).id;
  }, 180_000);
  afterAll(() => app?.close());

  /** The quote is exactly the text of the cited page at the cited offsets, so the viewer highlights it there. */
  async function expectQuoteOnItsPage(c: Citation) {
    const [page] = await app.t.deps.db
      .select()
      .from(documentPages)
      .where(and(eq(documentPages.versionId, c.versionId), eq(documentPages.pageNumber, c.page)));
    expect(page!.text.slice(c.charStart - page!.charOffset, c.charEnd - page!.charOffset)).toBe(c.quote);
  }
  const only = (a: AnswerResponse) => {
    expect(a.answered).toBe(true);
    expect(a.citations).toHaveLength(1);
    return a.citations[0]!;
  };

  it("XLSX: a tenant's rent on the second sheet is read from her row and cited on page 2", async () => {
    const a = await app.ask("What is Maria Lopez's rent?");
    expect(a.answer).toBe('The rent for Maria Lopez is $1,850 [1].');
    expect(a.value).toEqual({ type: 'amount', value: 1850, currency: 'USD', percent: false, per: null, normalized: '$1,850' });
    const c = only(a);
    expect(c).toMatchObject({ documentId: xlsxId, page: 2, pageEnd: 2 });
    expect(c.quote).toBe('Unit: 4B; Tenant: Maria Lopez; Rent: $1,850; Lease Start: 2025-06-01; Lease End: 2027-05-31; Deposit: $2,000');
    await expectQuoteOnItsPage(c);
  });

  it("XLSX: a unit's lease end is its own row's date, typed as a date", async () => {
    const a = await app.ask('When does the lease for unit 4B end?');
    expect(a.answer).toBe('The lease end for unit 4B is May 31, 2027 [1].');
    expect(a.value).toMatchObject({ type: 'date', iso: '2027-05-31' });
    const c = only(a);
    expect(c).toMatchObject({ documentId: xlsxId, page: 2 });
    expect(c.quote).toContain('Unit: 4B; Tenant: Maria Lopez');
  });

  it('XLSX: a fact on the first sheet is cited on page 1', async () => {
    const a = await app.ask('Who is the manager of Pine Court?');
    const c = only(a);
    expect(a.answer).toContain('Dana Ortiz');
    expect(c).toMatchObject({ documentId: xlsxId, page: 1, pageEnd: 1 });
  });

  it('CSV: rent and lease end come from the named row', async () => {
    const rent = await app.ask("What is Maria Alvarez's rent?");
    expect(rent.answer).toBe('The rent for Maria Alvarez is $1,850 [1].');
    expect(rent.value).toMatchObject({ type: 'amount', value: 1850 });
    const c = only(rent);
    expect(c).toMatchObject({ documentId: csvId, page: 1 });
    expect(c.quote).toBe('Unit: 7B; Tenant: Maria Alvarez; Rent: $1,850; Lease Start: 2025-06-01; Lease End: 2027-05-31; Deposit: $2,000');
    await expectQuoteOnItsPage(c);

    const end = await app.ask('When does the lease for unit 7B end?');
    expect(end.answer).toBe('The lease end for unit 7B is May 31, 2027 [1].');
    expect(end.value).toMatchObject({ type: 'date', iso: '2027-05-31' });
    expect(only(end).documentId).toBe(csvId);
  });

  it("email: a fact on page 2 of the attached PDF is cited on the attachment's page 2", async () => {
    const a = await app.ask('When must the boiler be replaced?');
    expect(a.answer).toContain('June 30, 2026');
    const c = only(a);
    expect(c).toMatchObject({ documentId: attachmentId, page: 2, pageEnd: 2 });
    // The passage the citation rests on runs over both pages: the page comes from the quote, not the passage.
    const passage = a.passages.find((p) => p.chunkId === c.chunkId)!;
    expect([passage.pageStart, passage.pageEnd]).toEqual([1, 2]);
    await expectQuoteOnItsPage(c);
  });
});
