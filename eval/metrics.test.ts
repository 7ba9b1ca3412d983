import { describe, expect, it } from 'vitest';
import { Bm25Index, fixedChunks, tokenize } from './bm25.js';
import { fitQuery } from './dataset.js';
import { findDates, findDurations, goldParties, jurisdictionName, parseGoldDate, scoreKeyTerm } from './keyterms.js';
import { charPrecisionRecall, mrrAtK, ndcgAtK, passageGrams, quoteRecallAtK } from './metrics.js';
import { buildOffsetMap } from './offsets.js';
import { paginateText } from '../server/lib/extract/text.js';
import { canonicalText } from '../server/modules/ingest/chunker.js';
import { extractSection } from './report.js';

describe('character precision and recall', () => {
  const gold = [{ doc: 'a', start: 100, end: 200 }];

  it('counts shared characters over retrieved and over gold', () => {
    const { precision, recall } = charPrecisionRecall([{ doc: 'a', start: 150, end: 250 }], gold, 1);
    expect(precision).toBeCloseTo(0.5);
    expect(recall).toBeCloseTo(0.5);
  });

  it('counts overlapping passages once and only the top k', () => {
    const retrieved = [
      { doc: 'b', start: 100, end: 200 }, // right offsets, wrong contract
      { doc: 'a', start: 100, end: 150 },
      { doc: 'a', start: 120, end: 200 },
    ];
    expect(charPrecisionRecall(retrieved, gold, 1)).toEqual({ precision: 0, recall: 0 });
    const at3 = charPrecisionRecall(retrieved, gold, 3);
    expect(at3.recall).toBeCloseTo(1);
    expect(at3.precision).toBeCloseTo(100 / 200); // 100 shared of 100 (doc b) + 100 (doc a, merged)
  });
});

describe('ranking metrics', () => {
  it('nDCG@10 is 1 for an ideal ranking and discounts later hits', () => {
    expect(ndcgAtK([true, true, false], 2)).toBeCloseTo(1);
    expect(ndcgAtK([false, true], 1)).toBeCloseTo(1 / Math.log2(3));
    expect(ndcgAtK([false, false], 3)).toBe(0);
    // Two relevant passages exist but only one was found, at rank 1.
    expect(ndcgAtK([true, false], 2)).toBeCloseTo(1 / (1 + 1 / Math.log2(3)));
  });

  it('MRR@10 is the reciprocal rank of the first relevant passage within 10', () => {
    expect(mrrAtK([false, false, true])).toBeCloseTo(1 / 3);
    expect(mrrAtK([...Array(10).fill(false), true])).toBe(0);
  });
});

describe('quote recall', () => {
  it('finds a quote when 80% of its word 3-grams appear, ignoring case, punctuation and spacing', () => {
    const passage = passageGrams('This Agreement shall be governed by the laws of the State of New-York, without regard to conflicts.');
    expect(quoteRecallAtK(['governed by the LAWS of the state of new york'], [passage], 1)).toBe(1);
    // 4 of its 7 trigrams present (57%) is not enough.
    expect(quoteRecallAtK(['governed by the laws of the province of ontario'], [passage], 1)).toBe(0);
  });

  it('only counts the top k passages', () => {
    const hit = passageGrams('the term is five years');
    const miss = passageGrams('nothing relevant here at all');
    expect(quoteRecallAtK(['the term is five years', 'nothing relevant here'], [miss, hit], 1)).toBe(0.5);
    expect(quoteRecallAtK(['the term is five years', 'nothing relevant here'], [miss, hit], 2)).toBe(1);
  });
});

describe('BM25 baseline', () => {
  it('cuts 500-character chunks and ranks the chunk with the rare query term first', () => {
    const text = `${'lorem ipsum dolor '.repeat(40)}governing law delaware ${'lorem ipsum '.repeat(60)}`;
    const chunks = fixedChunks('doc', text, 500);
    expect(chunks.map((c) => c.end - c.start)).toEqual([500, 500, text.length - 1000]);
    const index = new Bm25Index([...chunks, ...fixedChunks('other', 'the laws of new york govern this agreement', 500)]);
    const top = index.search('Which state law governs? Delaware', 2);
    expect(top[0]!.chunk.text).toContain('delaware');
    expect(tokenize("Seller's 30-day notice")).toEqual(['seller', 's', '30', 'day', 'notice']);
  });
});

describe('canonical text to .txt offsets', () => {
  it('maps chunk spans of the paginated text back to the original file', () => {
    const source = 'TITLE\r\n\r\n\r\nSection 1.  Term.   \r\nThe term is five years.\r\n\r\n' + 'word '.repeat(400) + '\r\nGoverning law: Delaware.';
    const pages = paginateText(source, 300).map((p) => p.text);
    const { text } = canonicalText(pages);
    const map = buildOffsetMap(source, text);
    expect(map.exact).toBe(true);
    for (const phrase of ['The term is five years.', 'Governing law: Delaware.', 'Section 1.  Term.']) {
      const at = text.indexOf(phrase);
      const span = map.toSource(at, at + phrase.length)!;
      expect(source.slice(span.start, span.end)).toBe(phrase);
    }
  });

  it('stops mapping at the first character that does not line up', () => {
    const map = buildOffsetMap('abc def', 'abc dxf');
    expect(map.exact).toBe(false);
    expect(map.toSource(0, 3)).toEqual({ start: 0, end: 3 });
    expect(map.toSource(5, 7)).toBeNull();
  });
});

describe('key-term comparison', () => {
  it('reads dates as dates, with unknown parts as wildcards', () => {
    expect(findDates('made on the 2nd day of September, 1998 and signed 03/01/05')).toEqual([
      { d: 2, m: 9, y: 1998 },
      { m: 3, d: 1, y: 2005 },
    ]);
    expect(parseGoldDate('[]/[]/2015')).toEqual({ m: null, d: null, y: 2015 });
    expect(parseGoldDate('31/01/2025')).toEqual({ m: 1, d: 31, y: 2025 });
    expect(parseGoldDate('12/01/2025')).toEqual({ m: 12, d: 1, y: 2025 });
    expect(scoreKeyTerm('Agreement Date', '3/1/16', { text: 'The agreement is dated March 1, 2016.', answered: true }).correct).toBe(true);
    expect(scoreKeyTerm('Agreement Date', '3/1/16', { text: 'The agreement is dated March 2, 2016.', answered: true }).correct).toBe(false);
    expect(scoreKeyTerm('Agreement Date', '[]/[]/2015', { text: 'The agreement is dated a date in 2015 left blank [1].', answered: true }).correct).toBe(true);
    expect(scoreKeyTerm('Agreement Date', '3/1/15', { text: 'The agreement is dated a date in 2015 left blank [1].', answered: true }).correct).toBe(false);
    expect(scoreKeyTerm('Agreement Date', '02/[]/2017', { text: 'It is dated February ____, 2017.', answered: true }).correct).toBe(true);
    expect(scoreKeyTerm('Effective Date', '5/8/14', { text: '', answered: true, value: { type: 'date', year: 2014, month: 5, day: 8 } }).correct).toBe(true);
    // A two-digit gold year leaves its century open: "9/1/45" is the agreement's end in 2045 as well as 1945.
    expect(scoreKeyTerm('Expiration Date', '9/1/45', { text: 'The agreement ends on September 1, 2045.', answered: true }).correct).toBe(true);
    expect(scoreKeyTerm('Expiration Date', '9/1/45', { text: 'The agreement ends on September 1, 2046.', answered: true }).correct).toBe(false);
    expect(scoreKeyTerm('Agreement Date', '9/1/2045', { text: 'It is dated September 1, 1945.', answered: true }).correct).toBe(false);
    // "0.5 year" is six months, as "half a year" is.
    expect(scoreKeyTerm('Renewal Term', '0.5 year', { text: '', answered: true, value: { type: 'duration', amount: 6, unit: 'month' } }).correct).toBe(true);
    expect(scoreKeyTerm('Renewal Term', '0.5 year', { text: 'The renewal term is half a year [1].', answered: true }).correct).toBe(true);
    expect(scoreKeyTerm('Renewal Term', '0.5 year', { text: 'The renewal term is a year [1].', answered: true }).correct).toBe(false);
    // Several gold values are alternatives: any one of them is the answer.
    expect(scoreKeyTerm('Renewal Term', '5 years; 2 years', { text: 'The renewal term is five (5) years.', answered: true }).correct).toBe(true);
    expect(scoreKeyTerm('Renewal Term', '5 years; 2 years', { text: 'The renewal term is two (2) years.', answered: true }).correct).toBe(true);
    expect(scoreKeyTerm('Renewal Term', '5 years; 2 years', { text: 'The renewal term is one (1) year.', answered: true }).correct).toBe(false);
    expect(scoreKeyTerm('Effective Date', '09/01/2006; 8/31/2007', { text: 'It takes effect on September 1, 2006.', answered: true }).correct).toBe(true);
    expect(scoreKeyTerm('Effective Date', '09/01/2006; 8/31/2007', { text: 'It takes effect on August 31, 2007.', answered: true }).correct).toBe(true);
    expect(scoreKeyTerm('Effective Date', '09/01/2006; 8/31/2007', { text: 'It takes effect on June 1, 2006.', answered: true }).correct).toBe(false);
    expect(scoreKeyTerm('Effective Date', '09/01/2006; 8/31/2007', { text: 'It does not say.', answered: false }).correct).toBe(false);
    expect(scoreKeyTerm('Expiration Date', '09/05/2019; perpetual', { text: 'It has no fixed end: it is perpetual.', answered: true }).correct).toBe(true);
    expect(scoreKeyTerm('Expiration Date', '09/05/2019; perpetual', { text: 'It ends on September 5, 2019.', answered: true }).correct).toBe(true);
    expect(scoreKeyTerm('Expiration Date', '09/05/2019; perpetual', { text: 'It ends on March 19, 2019.', answered: true }).correct).toBe(false);
  });

  it('scores a value the contract does not state as correct only when none is asserted', () => {
    expect(scoreKeyTerm('Effective Date', '', { text: "I couldn't find this in your documents.", answered: false }).correct).toBe(true);
    expect(scoreKeyTerm('Effective Date', '', { text: 'Effective upon execution.', answered: true }).correct).toBe(true);
    expect(scoreKeyTerm('Effective Date', '', { text: 'Effective as of June 1, 2001.', answered: true }).correct).toBe(false);
    expect(scoreKeyTerm('Governing Law', '', { text: 'The laws of Texas govern.', answered: true }).correct).toBe(false);
  });

  it('compares governing law by jurisdiction name', () => {
    expect(jurisdictionName('Province of Ontario, Canada')).toBe('ontario');
    expect(scoreKeyTerm('Governing Law', 'New York', { text: 'It is governed by the laws of the State of New York [1].', answered: true }).correct).toBe(true);
    expect(scoreKeyTerm('Governing Law', 'Province of Ontario, Canada', { text: 'the laws of the Province of Ontario', answered: true }).correct).toBe(true);
    // The first jurisdiction named is the answer: Delaware law with New York courts is not New York law.
    expect(scoreKeyTerm('Governing Law', 'New York', { text: 'Delaware law governs; courts of New York.', answered: true }).correct).toBe(false);
    expect(scoreKeyTerm('Governing Law', 'England; Wales', { text: 'English law applies.', answered: true }).correct).toBe(true);
    // A state's formal name and its short name are one jurisdiction.
    expect(scoreKeyTerm('Governing Law', 'Federal Republic of Germany', { text: 'The governing law is Germany [1].', answered: true }).correct).toBe(true);
  });

  it('compares parties by name overlap, ignoring entity suffixes and aliases', () => {
    const gold = 'Corio Inc. ("CORIO"); Commerce One, Inc. ("COMMERCE ONE"); (together "Parties")';
    expect(goldParties(gold)).toEqual(['Corio Inc. ("CORIO")', 'Commerce One, Inc. ("COMMERCE ONE")']);
    expect(scoreKeyTerm('Parties', gold, { text: 'The parties are Corio, Inc. and Commerce One Inc. [1]', answered: true }).correct).toBe(true);
    expect(scoreKeyTerm('Parties', gold, { text: 'The parties are Corio, Inc. and the Customer.', answered: true }).correct).toBe(false);
    expect(goldParties('(AFSALA  Bancorp,  Inc. (the  "Company"); Capital Resources, Inc. ("Capital Resources"))')).toHaveLength(2);
  });

  it('reads a party name as the contract writes it: accents, spacing, a gold misspelling, a descriptive tail', () => {
    const says = (gold: string, text: string) => scoreKeyTerm('Parties', gold, { text, answered: true }).correct;
    // Accents and "& Co KG": the contract's "Laboratórios", a German partnership's legal form.
    expect(says('NLS-1 Pharma AG ("NLS"); Eurofarma Laboratorios S.A. ("Eurofarma")', 'The parties are NLS-1 Pharma AG and Eurofarma Laboratórios S.A.')).toBe(
      true,
    );
    expect(
      says('Cremer Oleo GmbH & Co KG ("Cremer"); Ultragenyx Pharmaceutical Inc.', 'The parties are CREMER OLEO GmbH and Ultragenyx Pharmaceutical Inc'),
    ).toBe(true);
    // Written together or apart.
    expect(says('Clear Capital ("Company"); Radial Spark, LLC ("Contractor")', 'The parties are Clear Capital and RadialSpark, LLC.')).toBe(true);
    expect(says('Vayyar Imaging Ltd.; IndeLiving Holdings, Inc.', 'The parties are Vayyar Imaging Ltd. and Inde Living Holdings, Inc.')).toBe(true);
    // The gold misspells a name the contract spells right; a one-letter slip in a short word is another word.
    expect(says('Oriental Financial Group Inc.; Melavante Corporation', 'The parties are Oriental Financial Group Inc. and Metavante Corporation.')).toBe(true);
    expect(says('Oriental Financial Group Inc.; Melavante Corporation', 'The parties are Oriental Financial Group Inc. and Wells Fargo.')).toBe(false);
    expect(says('Acme Inc.; Bolt Ltd.', 'The parties are Acme Inc. and Bold Ltd.')).toBe(false);
    expect(says('Pifzer Inc. ("Manufacturer"); Upjohn Inc. ("Customer")', 'The parties are PFIZER INC. and UPJOHN INC.')).toBe(true);
    // What the gold adds after the name is not asked of the answer.
    expect(
      says(
        'General Electric Capital Corporation together with its successors and assigns, if any ("Lessor"); Duckwall-Alco Stores, Inc.',
        'The parties are General Electric Capital Corporation and Duckwall-Alco Stores, Inc.',
      ),
    ).toBe(true);
    expect(
      says(
        'Wireless Links Inc ("WLI"); Jaguar Investments, Inc. and its affiliates ("Power2Ship")',
        'The parties are Wireless Links Inc and Jaguar Investments, Inc.',
      ),
    ).toBe(true);
    expect(
      says('Wireless Links Inc ("WLI"); Jaguar Investments, Inc. and its affiliates ("Power2Ship")', 'The parties are Wireless Links Inc and Power2Ship.'),
    ).toBe(false);
  });

  it('normalises durations to days or months', () => {
    expect(findDurations('renews for successive one (1) year periods')).toEqual([{ amount: 12, unit: 'months' }]);
    expect(scoreKeyTerm('Renewal Term', 'successive 1 year', { text: 'It renews for successive twelve (12) month terms.', answered: true }).correct).toBe(true);
    expect(
      scoreKeyTerm('Notice Period To Terminate Renewal', '30 days', { text: 'at least thirty days before the end of the term', answered: true }).correct,
    ).toBe(true);
    expect(scoreKeyTerm('Notice Period To Terminate Renewal', '30 days', { text: 'sixty (60) days notice', answered: true }).correct).toBe(false);
    expect(scoreKeyTerm('Expiration Date', 'perpetual', { text: 'It continues in perpetuity until terminated.', answered: true }).correct).toBe(true);
  });
});

describe('queries and the report', () => {
  it('keeps the question when a query is over the length limit', () => {
    const long = `Consider the AGREEMENT between ${'Party Name Inc.; '.repeat(80)}Other Co.; What is the governing law?`;
    const fitted = fitQuery(long, 1000);
    expect(fitted.length).toBeLessThanOrEqual(1000);
    expect(fitted.endsWith('; What is the governing law?')).toBe(true);
    expect(fitQuery('short', 1000)).toBe('short');
  });

  it('carries another author\u2019s section over', () => {
    const md = '# T\n\n## Run\nx\n\n## Query/chunk encoder: quality cost\nkept text\n\n## How\ny\n';
    expect(extractSection(md, '## Query/chunk encoder: quality cost')).toBe('## Query/chunk encoder: quality cost\nkept text\n');
  });
});
