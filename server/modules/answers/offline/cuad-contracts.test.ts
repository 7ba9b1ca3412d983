/**
 * The composer on real contracts from the CUAD dev set (SEC filings, lawyer-marked answers): key terms come out
 * as the lawyers normalised them, and each citation quotes the contract's own text at its exact offsets.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composeOfflineAnswer } from './compose-offline.js';
import { hitsFromPages, rankByOverlap } from './fixtures.js';
import { expandSearchQuery } from './question-kind.js';
import { CUAD_CONTRACTS } from '../../../test/cuad.js';

const DIR = CUAD_CONTRACTS;
const corio = `${DIR}/CORIOINC_07_20_2000-EX-10.5-LICENSE AND HOSTING AGREEMENT.txt`;
const dyntek = `${DIR}/DYNTEKINC_07_30_1999-EX-10-ONLINE HOSTING AGREEMENT.txt`;

function askContract(path: string, question: string) {
  const text = readFileSync(path, 'utf8');
  const hits = rankByOverlap(expandSearchQuery(question), hitsFromPages([text], { documentId: path }));
  const answer = composeOfflineAnswer(question, hits);
  for (const c of answer.citations) expect(text.slice(c.charStart, c.charEnd)).toBe(c.quote);
  return answer;
}

describe.skipIf(!existsSync(corio) || !existsSync(dyntek))('key terms of real CUAD contracts', () => {
  it('Corio license and hosting agreement', () => {
    const parties = askContract(corio, 'Who are the parties to this agreement?');
    expect(parties.value).toMatchObject({ type: 'parties', names: ['Corio Inc.', 'Commerce One, Inc.'] });
    expect(askContract(corio, 'What is the date of this agreement?').value).toMatchObject({ type: 'date', iso: '1999-10-29' });
    const law = askContract(corio, 'What is the governing law of this agreement?');
    expect(law.value).toMatchObject({ type: 'jurisdiction', name: 'California' });
    expect(law.citations[0]!.quote).toMatch(/governed\s+by\s+the laws of the State of California/);
    expect(askContract(corio, 'What is the renewal term of this agreement?').value).toMatchObject({ normalized: 'successive 1 year' });
    expect(askContract(corio, 'How much notice is required to terminate renewal of this agreement?').value).toMatchObject({ normalized: '30 days' });
  });

  it('DynTek online hosting agreement: a term counted from the effective date', () => {
    expect(askContract(dyntek, 'What is the effective date of this agreement?').value).toMatchObject({ iso: '1999-06-01' });
    const end = askContract(dyntek, 'When does this agreement expire?');
    expect(end.value).toMatchObject({ type: 'date', iso: '2000-06-01' });
    expect(end.answer).toContain('June 1, 2000');
    expect(askContract(dyntek, 'What is the governing law of this agreement?').value).toMatchObject({ name: 'New York' });
  });

  it('says it cannot find what a contract does not state', () => {
    const a = askContract(corio, 'What is the security deposit for the apartment?');
    expect(a).toMatchObject({ answered: false, citations: [], value: null });
  });
});
