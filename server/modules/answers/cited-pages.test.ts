import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../../common/search.js';
import { canonicalText, chunkPages } from '../ingest/chunker.js';
import { citedPages } from './cited-pages.js';
import { verifyAnswer } from './llm/verify.js';
import { composeOfflineAnswer } from './offline/compose-offline.js';

const pages = [
  'INSPECTION REPORT\n\nThe roof at 12 Oak Street was inspected on March 3, 2026 and is in good order.',
  'The boiler at 12 Oak Street must be replaced by June 30, 2026.\n\nThe gutters were cleaned.',
  'Signed by the inspector.',
];
const { text, pageOffsets } = canonicalText(pages);

/** The whole report as one passage over three pages, with its page breaks, as search returns it. */
function reportPassage(): SearchHit {
  const [chunk] = chunkPages(pages);
  expect([chunk!.pageStart, chunk!.pageEnd]).toEqual([1, 3]);
  return {
    chunkId: 'c1',
    documentId: 'd1',
    versionId: 'v1',
    documentTitle: 'inspection.pdf',
    documentType: 'inspection_report',
    projectId: 'p1',
    projectName: 'Oak Street',
    pageStart: 1,
    pageEnd: 3,
    pageBreaks: [
      [2, pageOffsets[1]!],
      [3, pageOffsets[2]!],
    ],
    charStart: chunk!.charStart,
    charEnd: chunk!.charEnd,
    text: chunk!.text,
    snippet: '',
    highlights: [],
    score: 1,
  };
}

describe('cited pages', () => {
  it('names the page the quoted words are on, and both pages for a quote over a page break', () => {
    const passage = reportPassage();
    expect(citedPages(passage, 0, 17)).toEqual({ page: 1, pageEnd: 1 });
    const boiler = text.indexOf('The boiler');
    expect(citedPages(passage, boiler, boiler + 20)).toEqual({ page: 2, pageEnd: 2 });
    expect(citedPages(passage, text.indexOf('The roof'), boiler + 20)).toEqual({ page: 1, pageEnd: 2 });
    expect(citedPages(passage, text.indexOf('Signed'), text.length)).toEqual({ page: 3, pageEnd: 3 });
    // Without page breaks (a passage made by hand) the passage's own range stands.
    expect(citedPages({ pageStart: 1, pageEnd: 3 }, boiler, boiler + 20)).toEqual({ page: 1, pageEnd: 3 });
  });

  it('the offline answer and the language model check both cite page 2 for a sentence on page 2', () => {
    const passage = reportPassage();
    const offline = composeOfflineAnswer('When must the boiler be replaced?', [passage]);
    expect(offline.citations[0]).toMatchObject({ page: 2, pageEnd: 2, quote: 'The boiler at 12 Oak Street must be replaced by June 30, 2026.' });
    const checked = verifyAnswer('The boiler must be replaced by June 30, 2026 [1].', [passage]);
    expect(checked.citations[0]).toMatchObject({ page: 2, pageEnd: 2 });
    expect(text.slice(checked.citations[0]!.charStart, checked.citations[0]!.charEnd)).toBe(checked.citations[0]!.quote);
  });
});
