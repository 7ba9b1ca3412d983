import { describe, expect, it } from 'vitest';
import { canonicalText, chunkPages, looksLikeHeading, pageAt } from './chunker.js';

const lease = [
  'RESIDENTIAL LEASE AGREEMENT\n\nThis Lease is made between Oak Street Properties LLC ("Landlord") and Jane Doe ("Tenant").\n\n1. TERM\n\nThe term begins on January 1, 2025 and ends on December 31, 2025.',
  '2. RENT\n\nTenant shall pay $1,850 per month, due on the first day of each month.\n\n3. PETS\n\nNo pets are allowed without the prior written consent of Landlord.',
];

describe('chunker', () => {
  it('recognises headings, not sentences', () => {
    expect(looksLikeHeading('1. TERM')).toBe(true);
    expect(looksLikeHeading('ARTICLE IV - MAINTENANCE')).toBe(true);
    expect(looksLikeHeading('Section 12. Governing Law')).toBe(true);
    expect(looksLikeHeading('Tenant shall pay rent on the first day of each month.')).toBe(false);
  });

  it('records character spans that point at the exact text, and the right pages', () => {
    const { text } = canonicalText(lease);
    const chunks = chunkPages(lease, { targetChars: 80, maxChars: 200, minChars: 10 });
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) expect(text.slice(c.charStart, c.charEnd)).toBe(c.text);
    const rent = chunks.find((c) => c.text.includes('$1,850'))!;
    expect(rent.pageStart).toBe(2);
    expect(rent.heading).toBe('2. RENT');
    const term = chunks.find((c) => c.text.includes('December 31, 2025'))!;
    expect(term.pageStart).toBe(1);
    expect(term.heading).toBe('1. TERM');
  });

  it('starts a new chunk at a section heading so sections do not blur together', () => {
    const chunks = chunkPages(lease, { targetChars: 2000, maxChars: 3000, minChars: 10 });
    expect(chunks.some((c) => c.text.includes('$1,850') && c.text.includes('No pets'))).toBe(false);
  });

  it('splits an over-long paragraph at sentence ends, covering all of it', () => {
    const sentence = 'The tenant shall keep the premises clean and in good repair at all times. ';
    const page = sentence.repeat(60).trim();
    const chunks = chunkPages([page], { targetChars: 500, maxChars: 600, minChars: 100 });
    expect(chunks.length).toBeGreaterThan(5);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(600);
      expect(c.text.endsWith('.')).toBe(true);
    }
    const covered = chunks.reduce((n, c) => n + c.text.length, 0);
    expect(covered).toBeGreaterThan(page.length * 0.98);
  });

  it('keeps table rows whole', () => {
    const rows = ['Unit\tIssue\tCost', ...Array.from({ length: 40 }, (_, i) => `${i + 1}B\tLeaking faucet in kitchen\t$${100 + i}`)].join('\n');
    const chunks = chunkPages([rows], { targetChars: 200, maxChars: 400, minChars: 50 });
    for (const c of chunks) for (const line of c.text.split('\n')) expect(line.split('\t')).toHaveLength(3);
  });

  it('chunks a spreadsheet page by whole labelled rows, each sheet on its own, offsets true to the text', () => {
    const row = (i: number) => `Unit: ${i}B; Tenant: Tenant Number ${i}; Rent: $1,${500 + i}; Lease Start: 2025-01-01; Lease End: 2027-05-31`;
    const sheets = [`Sheet: Summary\nProperty: Oak Street; Units: 40`, `Sheet: Rent Roll\n${Array.from({ length: 40 }, (_, i) => row(i + 1)).join('\n')}`];
    const chunks = chunkPages(sheets, { targetChars: 400, maxChars: 700, minChars: 50 }, [true, true]);
    const { text } = canonicalText(sheets);
    expect(chunks[0]).toMatchObject({ text: sheets[0], pageStart: 1, pageEnd: 1, heading: 'Sheet: Summary' });
    for (const c of chunks.slice(1)) {
      expect(c).toMatchObject({ pageStart: 2, pageEnd: 2, heading: 'Sheet: Rent Roll' });
      expect(text.slice(c.charStart, c.charEnd)).toBe(c.text);
      for (const line of c.text.split('\n'))
        expect(line).toMatch(/^Sheet: Rent Roll$|^Unit: \d+B; Tenant: Tenant Number \d+; Rent: \$1,\d{3}; Lease Start: 2025-01-01; Lease End: 2027-05-31$/);
    }
    expect(chunks.map((c) => c.text).join('\n')).toBe(`${sheets[0]}\n${sheets[1]}`);
    // The same text read as prose runs the two sheets together and cuts rows at "; ".
    const prose = chunkPages(sheets, { targetChars: 400, maxChars: 700, minChars: 50 });
    expect(prose.some((c) => c.text.split('\n').some((line) => !/^Sheet: |^Property: |^Unit: .*2027-05-31$/.test(line)))).toBe(true);
  });

  it('maps offsets to pages', () => {
    const { pageOffsets } = canonicalText(['abc', 'de', 'f']);
    expect([0, 2, 5, 6, 9].map((o) => pageAt(pageOffsets, o))).toEqual([1, 1, 2, 2, 3]);
  });
});
