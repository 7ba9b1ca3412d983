import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../../../common/search.js';
import { canonicalText, chunkPages } from '../../ingest/chunker.js';
import { composeOfflineAnswer } from './compose-offline.js';
import { hitsFromPages, leasePages } from './fixtures.js';
import { parseRow } from './table-rows.js';

const rentRoll = [
  'Sheet: Rent Roll',
  'Unit: 4A; Tenant: John Smith; Rent: $1,700; Lease Start: 2025-03-01; Lease End: 2026-02-28; Deposit: $1,700',
  'Unit: 4B; Tenant: Maria Lopez; Rent: $1,850; Lease Start: 2025-06-01; Lease End: 2027-05-31; Deposit: $2,000',
  'Unit: 5A; Tenant: Wei Chen; Rent: $1,625; Lease Start: 2024-09-01; Lease End: 2025-08-31; Deposit: $1,625',
].join('\n');

/** Search hits cut from spreadsheet pages the way ingest chunks them (whole rows). */
function tableHits(pages: string[], order?: number[]): SearchHit[] {
  const chunks = chunkPages(
    pages,
    { targetChars: 900, maxChars: 1400, minChars: 200 },
    pages.map(() => true),
  );
  return (order ?? chunks.map((c) => c.index)).map((i, rank) => {
    const c = chunks[i]!;
    return {
      chunkId: `rows-${c.index}`,
      documentId: 'doc-roll',
      versionId: 'v1',
      documentTitle: 'Rent roll 2025',
      documentType: 'other',
      projectId: 'p1',
      projectName: 'Oak Street',
      pageStart: c.pageStart,
      pageEnd: c.pageEnd,
      charStart: c.charStart,
      charEnd: c.charEnd,
      text: c.text,
      snippet: '',
      highlights: [],
      score: 1 / (1 + rank),
    };
  });
}

describe('table rows', () => {
  it('reads a row as labelled cells; a value with "; " in it stays one cell', () => {
    expect(parseRow('Unit: 5A; Issue: Door; front; Cost: $80')).toEqual([
      { header: 'Unit', value: '5A' },
      { header: 'Issue', value: 'Door; front' },
      { header: 'Cost', value: '$80' },
    ]);
    expect(parseRow('The rent is due on the first day; late fees apply.')).toBeNull();
  });

  it("answers a tenant's rent from her row, typed as money, citing that row alone", () => {
    const hits = tableHits([rentRoll]);
    const a = composeOfflineAnswer("What is Maria Lopez's rent?", hits);
    expect(a.answered).toBe(true);
    expect(a.answer).toBe('The rent for Maria Lopez is $1,850 [1].');
    expect(a.value).toEqual({ type: 'amount', value: 1850, currency: 'USD', percent: false, per: null, normalized: '$1,850' });
    const [c] = a.citations;
    expect(c!.quote).toBe(rentRoll.split('\n')[2]);
    expect(canonicalText([rentRoll]).text.slice(c!.charStart, c!.charEnd)).toBe(c!.quote);
  });

  it("answers a unit's lease end with its own row's date, not the row before", () => {
    const a = composeOfflineAnswer('When does the lease for unit 4B end?', tableHits([rentRoll]));
    expect(a.answer).toBe('The lease end for unit 4B is May 31, 2027 [1].');
    expect(a.value).toMatchObject({ type: 'date', iso: '2027-05-31' });
    expect(a.citations[0]!.quote).toContain('Unit: 4B; Tenant: Maria Lopez');
  });

  it('asks the column by its synonyms and names the row by any of its cells', () => {
    expect(composeOfflineAnswer("When does Wei Chen's lease expire?", tableHits([rentRoll])).value).toMatchObject({ iso: '2025-08-31' });
    expect(composeOfflineAnswer('What is the security deposit for unit 4A?', tableHits([rentRoll])).answer).toBe('The deposit for unit 4A is $1,700 [1].');
    expect(composeOfflineAnswer('Who is the tenant of unit 5A?', tableHits([rentRoll])).answer).toBe('The tenant for unit 5A is Wei Chen [1].');
  });

  it('a value every row shares does not pick the row', () => {
    const sheet = [
      'Sheet: Units',
      'Property: Oak Street; Unit: 1; Tenant: Ana Silva; Rent: $900',
      'Property: Oak Street; Unit: 2; Tenant: Tom Brown; Rent: $950',
    ].join('\n');
    expect(composeOfflineAnswer("What is Tom Brown's rent at Oak Street?", tableHits([sheet])).answer).toBe('The rent for Tom Brown is $950 [1].');
  });

  it('a value several rows share, or two rows named alike, leave the table to the other finders', () => {
    const sheet = [
      'Sheet: Units',
      'Property: Oak Street; Unit: 1; Tenant: Ana Silva; Rent: $900',
      'Property: Oak Street; Unit: 2; Tenant: Tom Brown; Rent: $950',
      'Property: Oak Street; Unit: 3; Tenant: Ana Brown; Rent: $990',
    ].join('\n');
    expect(composeOfflineAnswer('What is the rent at Oak Street?', tableHits([sheet])).answer).not.toMatch(/^The rent for/);
    expect(composeOfflineAnswer("What is Brown's rent?", tableHits([sheet])).answer).not.toMatch(/^The rent for/);
    expect(composeOfflineAnswer("What is Ana Brown's rent?", tableHits([sheet])).answer).toBe('The rent for Ana Brown is $990 [1].');
  });

  it('leaves prose to the other finders', () => {
    const a = composeOfflineAnswer('How much is the monthly rent?', hitsFromPages(leasePages));
    expect(a.answer).toContain('$1,850');
    expect(a.citations[0]!.quote).toContain('monthly rent of $1,850.00 per month');
  });

  it('a question that names no row is not answered from the table', () => {
    const a = composeOfflineAnswer('What is the rent?', tableHits([rentRoll]));
    expect(a.answer).not.toMatch(/^The rent for/);
  });
});
