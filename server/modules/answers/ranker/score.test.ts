/**
 * The shipped ranker weights load and do their job on a contract written here (not a CUAD contract): for each key
 * term the right sentence and value come out on top, a wrong candidate scores below the right one, and a question
 * the contract does not answer gets "not found".
 */
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCandidates } from '../offline/candidates.js';
import { composeOfflineAnswer, finderContext } from '../offline/compose-offline.js';
import { hitsFromPages } from '../offline/fixtures.js';
import { findKeyTerm } from '../offline/key-term-finders.js';
import { analyzeQuestion, KEY_TERM_QUESTIONS, type KeyTopic } from '../offline/question-kind.js';
import { parseModel } from './model.js';
import { keyTermAnswers, keyTermScores } from './score.js';

const contract = `MASTER SERVICES AGREEMENT

This Master Services Agreement (the "Agreement") is entered into as of March 3, 2021 (the "Effective Date") by and between Northwind Supply Co., a Texas corporation ("Supplier"), and Bluegill Foods LLC, an Ohio limited liability company ("Customer").

WHEREAS, the parties signed a letter of intent dated January 5, 2020 concerning the services.

1. SERVICES. Supplier shall provide the services described in each statement of work. Supplier's workers' compensation coverage for its staff shall be subject to the laws of the State of Texas.

2. TERM. This Agreement shall commence on the Effective Date and continue for a period of three (3) years. Thereafter this Agreement shall automatically renew for successive one (1) year periods unless either party gives written notice of non-renewal at least ninety (90) days before the end of the then-current term.

3. TERMINATION. Either party may terminate this Agreement for material breach upon thirty (30) days prior written notice to the other party.

4. DISPUTES. Any arbitration shall be held in Chicago, Illinois under the rules of the American Arbitration Association.

5. GOVERNING LAW. This Agreement shall be governed by and construed in accordance with the laws of the State of Ohio, without regard to conflict of laws principles.

IN WITNESS WHEREOF, the parties have signed this Agreement on April 9, 2021.`;

const hits = hitsFromPages([contract], { documentId: 'doc-msa' });

function scored(topic: KeyTopic) {
  const analysis = analyzeQuestion(KEY_TERM_QUESTIONS[topic]);
  const candidates = buildCandidates(analysis, hits);
  const ctx = finderContext(candidates);
  const items = candidates.flatMap((candidate) => {
    const finding = findKeyTerm(topic, candidate, ctx);
    return finding ? [{ candidate, finding }] : [];
  });
  const scores = keyTermScores(topic, items);
  return items.map((it, i) => ({ ...it, score: scores[i]! }));
}

describe('the shipped key-term ranker', () => {
  it('loads: a small version-1 model for the seven CUAD key terms, thresholds between 0 and 1', () => {
    const file = new URL('./weights.json', import.meta.url);
    expect(statSync(file).size).toBeLessThan(1024 * 1024);
    const model = parseModel(JSON.parse(readFileSync(file, 'utf8')));
    expect(model.topics.sort()).toEqual(['agreement_date', 'effective_date', 'expiration', 'governing_law', 'parties', 'renewal_notice', 'renewal_term']);
    for (const t of model.topics) expect(model.thresholds[t]).toBeGreaterThanOrEqual(0);
    for (const t of model.topics) expect(model.thresholds[t]).toBeLessThan(1);
    expect(() => parseModel({ version: 2 })).toThrow(/version-1/);
  });

  it('reads each key term of a contract it has never seen from the sentence that states it', () => {
    const ask = (topic: KeyTopic) => composeOfflineAnswer(KEY_TERM_QUESTIONS[topic], hits);
    expect(ask('parties').value).toMatchObject({ type: 'parties', names: ['Northwind Supply Co.', 'Bluegill Foods LLC'] });
    expect(ask('agreement_date').value).toMatchObject({ type: 'date', iso: '2021-03-03' });
    expect(ask('effective_date').value).toMatchObject({ type: 'date', iso: '2021-03-03' });
    expect(ask('expiration').value).toMatchObject({ type: 'date', iso: '2024-03-03' });
    expect(ask('renewal_term').value).toMatchObject({ type: 'duration', normalized: 'successive 1 year' });
    expect(ask('renewal_notice').value).toMatchObject({ type: 'duration', normalized: '90 days' });
    const law = ask('governing_law');
    expect(law.value).toMatchObject({ type: 'jurisdiction', name: 'Ohio' });
    expect(law.citations[0]!.quote).toMatch(/^This Agreement shall be governed by/);
  });

  it('ranks the right candidate above a wrong one', () => {
    const law = scored('governing_law');
    const ohio = law.find((c) => c.finding.value.type === 'jurisdiction' && c.finding.value.name === 'Ohio')!;
    for (const other of law.filter((c) => c !== ohio)) expect(ohio.score).toBeGreaterThan(other.score);
    const dates = scored('agreement_date');
    const preamble = dates.find((c) => c.finding.value.type === 'date' && c.finding.value.month === 3)!;
    const signed = dates.find((c) => c.finding.value.type === 'date' && c.finding.value.month === 4)!;
    expect(preamble.score).toBeGreaterThan(signed.score);
    expect(keyTermAnswers('agreement_date', preamble.score, preamble.finding)).toBe(true);
    expect(law.length).toBeGreaterThan(1);
  });

  it('says "not found" for a renewal the contract does not have', () => {
    const noRenewal = hitsFromPages(
      [
        'SUPPLY AGREEMENT\n\nThis Supply Agreement is made on June 1, 2019 between Acme Widgets Inc. ("Seller") and Oakridge Tools LLC ("Buyer").\n\n1. TERM. This Agreement terminates on December 31, 2023.\n\n2. TERMINATION. Either party may terminate this Agreement upon sixty (60) days prior written notice.',
      ],
      { documentId: 'doc-supply' },
    );
    expect(composeOfflineAnswer('What is the renewal term of this agreement?', noRenewal).answered).toBe(false);
    expect(composeOfflineAnswer('How much notice is required to terminate renewal of this agreement?', noRenewal).answered).toBe(false);
  });

  it('keeps the hand-set score for a key term it was not fitted on (the termination notice)', () => {
    const notice = scored('termination_notice');
    expect(notice.length).toBeGreaterThan(0);
    // Hand-set scores are the finder bonus plus relevance, above 1 for a convincing sentence, not probabilities.
    expect(Math.max(...notice.map((c) => c.score))).toBeGreaterThan(1);
    expect(composeOfflineAnswer(KEY_TERM_QUESTIONS.termination_notice, hits).value).toMatchObject({ normalized: '30 days' });
  });
});
