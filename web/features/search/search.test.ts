import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight-segments';
import { looksLikeQuestion, quickSearchItems } from './quick-search-items';
import { readSearchState, searchRequest, writeSearchState } from './search-url';

describe('highlightSegments', () => {
  it('marks the given spans and keeps the text in between', () => {
    expect(
      highlightSegments('the security deposit is due', [
        [4, 12],
        [13, 20],
      ]),
    ).toEqual([
      { text: 'the ', marked: false },
      { text: 'security', marked: true },
      { text: ' ', marked: false },
      { text: 'deposit', marked: true },
      { text: ' is due', marked: false },
    ]);
  });

  it('sorts, merges overlaps and clamps offsets outside the snippet', () => {
    expect(
      highlightSegments('abcdef', [
        [3, 9],
        [-2, 1],
        [2, 4],
        [5, 5],
      ]),
    ).toEqual([
      { text: 'a', marked: true },
      { text: 'b', marked: false },
      { text: 'cdef', marked: true },
    ]);
  });

  it('treats markup in the snippet as text', () => {
    const segs = highlightSegments('<img src=x onerror=alert(1)> rent', [[29, 33]]);
    expect(segs.map((s) => s.text).join('')).toBe('<img src=x onerror=alert(1)> rent');
    expect(segs.at(-1)).toEqual({ text: 'rent', marked: true });
  });
});

describe('search state in the address', () => {
  const project = '0b9e6f7e-8a55-4a3c-9f51-0c7e7c2b5d11';

  it('round-trips every filter', () => {
    const state = {
      q: '"notice to vacate" -commercial',
      projectId: project,
      propertyId: '',
      type: 'lease' as const,
      documentId: '',
      from: '2026-01-01',
      to: '2026-02-01',
    };
    const params = writeSearchState(state);
    expect(params.toString()).not.toContain('document=');
    expect(readSearchState(new URLSearchParams(params.toString()))).toEqual(state);
    expect(searchRequest(state)).toEqual({
      query: '"notice to vacate" -commercial',
      limit: 20,
      filters: { projectIds: [project], documentTypes: ['lease'], uploadedFrom: '2026-01-01', uploadedTo: '2026-02-01' },
    });
  });

  it('drops malformed values from a hand-edited link and sends nothing for a blank query', () => {
    const state = readSearchState(new URLSearchParams('q=%20%20&project=nope&type=villa&from=yesterday'));
    expect(state).toEqual({ q: '  ', projectId: '', propertyId: '', type: '', documentId: '', from: '', to: '' });
    expect(searchRequest(state)).toBeNull();
  });
});

describe('quickSearchItems', () => {
  it('lists documents, then projects, then a full search for the words typed', () => {
    const items = quickSearchItems(' maple ', {
      documents: [{ id: 'd1', title: 'Maple lease', projectId: 'p1', projectName: 'Maple Court', type: 'lease' }],
      projects: [{ id: 'p1', name: 'Maple Court', address: null }],
    });
    expect(items.map((i) => [i.kind, i.to])).toEqual([
      ['document', '/dashboard/documents/d1'],
      ['project', '/dashboard/projects/p1'],
      ['search', '/dashboard/search?q=maple'],
    ]);
    expect(quickSearchItems('   ', undefined)).toEqual([]);
  });

  it('offers to answer a question first, and other words of two or more after the names found', () => {
    const question = quickSearchItems('Which leases end in the next 90 days?', { documents: [], projects: [] });
    expect(question.map((i) => i.kind)).toEqual(['ask', 'search']);
    expect(question[0]!.label).toBe('Ask: “Which leases end in the next 90 days?”');
    const words = quickSearchItems('unit 4B lease end', {
      documents: [{ id: 'd1', title: 'Lease 4B', projectId: 'p1', projectName: 'Oak', type: 'lease' }],
      projects: [],
    });
    expect(words.map((i) => i.kind)).toEqual(['document', 'ask', 'search']);
    expect(looksLikeQuestion('pets')).toBe(false);
    expect(looksLikeQuestion('who pays water at 12 Oak Street')).toBe(true);
  });
});
