/**
 * Generic key-term candidates (value-candidates.ts): every value of the topic's type in a sentence is proposed beside
 * the finder's finding, and the learned ranker chooses. Synthetic text written here, no CUAD contract.
 */
import { describe, expect, it } from 'vitest';
import { keyTermFeatures } from '../ranker/features.js';
import { buildCandidates, type Candidate } from './candidates.js';
import { composeOfflineAnswer, finderContext } from './compose-offline.js';
import { hitsFromPages } from './fixtures.js';
import { analyzeQuestion, KEY_TERM_QUESTIONS, type KeyTopic } from './question-kind.js';
import { genericFindings, keyTermFindings } from './value-candidates.js';

function candidatesOf(topic: KeyTopic, text: string): Candidate[] {
  return buildCandidates(analyzeQuestion(KEY_TERM_QUESTIONS[topic]), hitsFromPages([text], { documentId: 'doc-synthetic' }));
}
const sentenceWith = (topic: KeyTopic, text: string, words: string) => candidatesOf(topic, text).find((c) => c.sentence.text.includes(words))!;

const contract = (law: string) => `CONSULTING AGREEMENT

This Consulting Agreement is made and entered into as of the 3rd day of March 2015 by and between Harbor Light Analytics, Inc., a Nevada corporation ("Company"), and Peter Vance ("Consultant").

1. SERVICES. Consultant shall advise the Company on data matters from its offices at 12 Front Street, Toronto.

2. TERM. The engagement runs from April 1, 2015 until March 31, 2016 and renews for successive periods of six (6) months unless either party objects thirty (30) days before.

3. MISCELLANEOUS. ${law}`;

describe('generic value candidates', () => {
  it('proposes every complete date, every duration and every named jurisdiction of a sentence, marked generic', () => {
    const text = contract('The internal laws of the Province of Ontario and of the State of New York apply.');
    const term = sentenceWith('expiration', text, 'engagement runs');
    expect(genericFindings('expiration', term).map((f) => f.value.normalized)).toEqual(['4/1/15', '3/31/16']);
    expect(genericFindings('renewal_term', term).map((f) => f.value.normalized)).toEqual(['successive 6 months', '30 days']);
    const law = genericFindings('governing_law', sentenceWith('governing_law', text, 'internal laws'));
    expect(law.map((f) => f.value.normalized)).toEqual(['Ontario', 'New York']);
    expect(law.every((f) => f.generic && f.bonus === 0)).toBe(true);
    // A state named in passing, in a sentence that is not about law, is no jurisdiction candidate.
    expect(genericFindings('governing_law', sentenceWith('governing_law', text, 'This Consulting Agreement'))).toEqual([]);
  });

  it('reads the parties of a preamble: names with an entity suffix or a defined term', () => {
    const preamble = sentenceWith('parties', contract(''), 'This Consulting Agreement');
    const [parties] = genericFindings('parties', preamble);
    expect(parties?.value).toMatchObject({ type: 'parties', names: ['Harbor Light Analytics, Inc.', 'Peter Vance'] });
  });

  it("keeps the finder's finding and drops a generic candidate repeating its value in the same sentence", () => {
    const text = contract('This Agreement shall be governed by the laws of the State of Ohio.');
    const cands = candidatesOf('governing_law', text);
    const law = cands.find((c) => c.sentence.text.includes('State of Ohio'))!;
    const findings = keyTermFindings('governing_law', law, finderContext(cands), true);
    expect(findings.filter((f) => f.value.normalized === 'Ohio')).toHaveLength(1);
    expect(findings[0]!.generic).toBeUndefined();
    // Without generic candidates (a model fitted without them), only the finder's finding.
    expect(keyTermFindings('governing_law', sentenceWith('governing_law', text, 'engagement runs'), finderContext(cands), false)).toEqual([]);
  });

  it('tells the ranker where a candidate came from', () => {
    const c = sentenceWith('governing_law', contract('The internal laws of the Province of Ontario apply.'), 'internal laws');
    const [f] = genericFindings('governing_law', c);
    expect(keyTermFeatures('governing_law', c, f!).dense.get('src:generic')).toBe(1);
    expect(keyTermFeatures('governing_law', c, { ...f!, generic: false }).dense.get('src:generic')).toBeUndefined();
  });
});

describe('the composer with generic candidates and the shipped weights', () => {
  const ask = (topic: KeyTopic, text: string) => composeOfflineAnswer(KEY_TERM_QUESTIONS[topic], hitsFromPages([text], { documentId: 'doc-synthetic' }));

  // The finders already read this wording; kept so the generic candidates beside them do not displace it.
  it('answers a date stated as "the 3rd day of March 2015"', () => {
    const a = ask('agreement_date', contract('Notices go to the addresses above.'));
    expect(a.answered).toBe(true);
    expect(a.value).toMatchObject({ type: 'date', iso: '2015-03-03' });
  });

  it('answers a governing-law clause in a wording no finder knows: "Ontario"', () => {
    const a = ask(
      'governing_law',
      contract('Questions concerning the interpretation of this Agreement are decided under the internal laws of the Province of Ontario.'),
    );
    expect(a.answered).toBe(true);
    expect(a.value).toMatchObject({ type: 'jurisdiction', normalized: 'Ontario' });
    expect(a.citations[0]!.quote).toContain('Province of Ontario');
  });
});
