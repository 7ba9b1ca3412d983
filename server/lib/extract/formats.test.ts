import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { detectFileType } from './detect.js';
import { extractDocument } from './extract.js';
import { buildPdf } from './fixtures/pdf.js';
import { buildDocxEntries, buildZip } from './fixtures/zip.js';
import { WorkerPools } from '../workers/pools.js';

/** Spreadsheets, Word files, text and email use no worker threads; PDFs do. */
const pools = new WorkerPools();

async function extract(bytes: Buffer, name: string) {
  const stages: string[] = [];
  const detected = await detectFileType(bytes, name);
  const doc = await extractDocument(bytes, detected, { pools, onProgress: (p) => stages.push(p.stage) });
  return { detected, doc, stages };
}

describe('extractDocument formats', () => {
  it('text PDF: one page per PDF page, lines and paragraphs kept, no OCR', async () => {
    const pdf = buildPdf(
      [
        { lines: ['RESIDENTIAL LEASE', '', '1. Rent. The tenant pays $1,450 on the first day', 'of each month by bank transfer.'] },
        { lines: ['2. Pets. No pets without written consent of the landlord.'] },
      ],
      { title: 'Lease 4B' },
    );
    const { doc, stages } = await extract(pdf, 'lease.pdf');
    expect(doc.title).toBe('Lease 4B');
    expect(doc.pages.map((p) => p.number)).toEqual([1, 2]);
    expect(doc.pages.every((p) => !p.ocr)).toBe(true);
    expect(doc.pages[0].text).toBe('RESIDENTIAL LEASE\n\n1. Rent. The tenant pays $1,450 on the first day\nof each month by bank transfer.');
    expect(doc.pages[1].text).toContain('2. Pets. No pets without written consent');
    expect(stages).toContain('Reading text');
  });

  it('DOCX: headings on their own lines, paragraphs apart, title from the first heading', async () => {
    const docx = buildZip(
      buildDocxEntries([{ heading: 'Maintenance Policy' }, 'Tenants report leaks within 24 hours.', 'Landlord repairs within 7 days & pays.']),
    );
    const { detected, doc } = await extract(docx, 'policy.docx');
    expect(detected.kind).toBe('docx');
    expect(doc.title).toBe('Maintenance Policy');
    expect(doc.pages).toHaveLength(1);
    expect(doc.pages[0].text).toBe('Maintenance Policy\n\nTenants report leaks within 24 hours.\n\nLandlord repairs within 7 days & pays.');
  });

  it('XLSX: one page per sheet, each row labelled with its headers', async () => {
    const wb = new ExcelJS.Workbook();
    const log = wb.addWorksheet('Maintenance');
    log.addRow(['Unit', 'Issue', 'Cost', 'Reported']);
    log.addRow(['4B', 'Leak', 120, new Date(Date.UTC(2026, 2, 2))]);
    log.getCell('C2').numFmt = '$#,##0';
    log.addRow(['5A', 'Broken lock', { formula: '40*2', result: 80 }, null]);
    const tenants = wb.addWorksheet('Tenants');
    tenants.addRow(['Name', 'Unit']);
    tenants.addRow(['Dana Ortiz', '4B']);
    wb.addWorksheet('Empty');
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const { detected, doc } = await extract(bytes, 'log.xlsx');
    expect(detected.kind).toBe('xlsx');
    expect(doc.pages).toHaveLength(2);
    expect(doc.pages[0].text).toBe('Sheet: Maintenance\nUnit: 4B; Issue: Leak; Cost: $120; Reported: 2026-03-02\nUnit: 5A; Issue: Broken lock; Cost: 80');
    expect(doc.pages[1]).toMatchObject({ number: 2, text: 'Sheet: Tenants\nName: Dana Ortiz; Unit: 4B' });
  });

  it('CSV: rows labelled with headers, quoted delimiters respected', async () => {
    const csv = Buffer.from('Unit;Issue;Cost\r\n4B;Leak;$120\r\n5A;"Door; front";$80\r\n');
    const { detected, doc } = await extract(csv, 'log.csv');
    expect(detected.kind).toBe('csv');
    expect(doc.pages[0].text).toBe('Unit: 4B; Issue: Leak; Cost: $120\nUnit: 5A; Issue: Door; front; Cost: $80');
  });

  it('CSV: a line break inside a quoted cell stays inside its row', async () => {
    const csv = Buffer.from('Unit,Notes,Rent\n4B,"Quiet tenant.\nPays early.",$1850\n5A,None,$900\n');
    const { doc } = await extract(csv, 'roll.csv');
    expect(doc.pages[0]).toMatchObject({ table: true, text: 'Unit: 4B; Notes: Quiet tenant. Pays early.; Rent: $1850\nUnit: 5A; Notes: None; Rent: $900' });
  });

  it('CSV: too many columns is refused', async () => {
    const wide = Buffer.from(`${Array.from({ length: 30 }, (_, i) => `c${i}`).join(',')}\n${'1,'.repeat(29)}1\n`);
    const err = await extractDocument(wide, await detectFileType(wide, 'wide.csv'), { pools, limits: { csvMaxColumns: 10 } }).catch((e) => e);
    expect(err.code).toBe('too_large');
  });

  it('TXT: flowing text is cut into ~3,000 character pages at paragraph boundaries', async () => {
    const paragraphs = Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1}. ${'The landlord keeps the common areas clean and safe. '.repeat(4)}`.trim());
    const { detected, doc } = await extract(Buffer.from(paragraphs.join('\n\n')), 'rules.txt');
    expect(detected.kind).toBe('text');
    expect(doc.pages.length).toBeGreaterThan(2);
    for (const page of doc.pages) {
      expect(page.text.length).toBeLessThanOrEqual(3000);
      expect(page.text).toMatch(/^Paragraph \d+\./);
      expect(page.text).toMatch(/safe\.$/);
    }
    expect(doc.pages.map((p) => p.number)).toEqual(doc.pages.map((_, i) => i + 1));
    expect(doc.pages.map((p) => p.text).join('\n\n')).toBe(paragraphs.join('\n\n'));
  });

  it('TXT: UTF-16 text saved by Windows tools reads as text', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Notice to quit: unit 4B, 30 days.\r\n', 'utf16le')]);
    const { doc } = await extract(bytes, 'notice.txt');
    expect(doc.pages[0].text).toBe('Notice to quit: unit 4B, 30 days.');
  });

  it('Markdown: kept as text, title from the first heading', async () => {
    const { detected, doc } = await extract(Buffer.from('# House Rules\n\nQuiet hours are 10pm to 7am.\n'), 'rules.md');
    expect(detected.kind).toBe('markdown');
    expect(doc.title).toBe('House Rules');
    expect(doc.pages[0].text).toBe('# House Rules\n\nQuiet hours are 10pm to 7am.');
  });

  it('EML: headers and HTML body as text, attachments returned, inline parts left out', async () => {
    const attachment = Buffer.from('Unit,Issue\n4B,Leak\n');
    const eml = [
      'From: Dana Ortiz <dana@tenants.test>',
      'To: manager@propwise.test',
      'Subject: Leak in 4B',
      'Date: Mon, 02 Mar 2026 09:30:00 +0000',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<html><body><p>Water under the <b>kitchen sink</b>.</p><script>alert("x")</script><img src="https://tracker.test/p.gif"></body></html>',
      '--b1',
      'Content-Type: text/csv; name="log.csv"',
      'Content-Disposition: attachment; filename="log.csv"',
      'Content-Transfer-Encoding: base64',
      '',
      attachment.toString('base64'),
      '--b1--',
      '',
    ].join('\r\n');
    const { detected, doc } = await extract(Buffer.from(eml), 'mail.eml');
    expect(detected.kind).toBe('eml');
    expect(doc.title).toBe('Leak in 4B');
    const page = doc.pages[0].text;
    expect(page).toMatch(/^From: Dana Ortiz <dana@tenants\.test>\nTo: manager@propwise\.test\nDate: 2026-03-02 09:30 UTC\nSubject: Leak in 4B\n\n/);
    expect(page).toContain('Water under the kitchen sink.');
    expect(page).not.toContain('alert');
    expect(doc.attachments).toEqual([{ fileName: 'log.csv', bytes: attachment }]);
  });

  it('EML: attachments past the count limit are skipped with a note', async () => {
    const parts = Array.from({ length: 3 }, (_, i) =>
      [`--b1`, `Content-Type: text/plain; name="a${i}.txt"`, `Content-Disposition: attachment; filename="a${i}.txt"`, '', `file ${i}`].join('\r\n'),
    );
    const eml = [
      'From: a@b.test',
      'Subject: Files',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain',
      '',
      'See files.',
      ...parts,
      '--b1--',
      '',
    ].join('\r\n');
    const doc = await extractDocument(Buffer.from(eml), { kind: 'eml', mimeType: 'message/rfc822' }, { pools, limits: { emailMaxAttachments: 2 } });
    expect(doc.attachments.map((a) => a.fileName)).toEqual(['a0.txt', 'a1.txt']);
    expect(doc.notes?.[0]).toMatch(/first 2 attachments/);
  });
});
