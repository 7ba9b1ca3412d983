import { describe, expect, it } from 'vitest';
import { splitAnswer } from './answer-sentences.js';
import { DeltaSanitizer, stripLinksAndMarkup } from './sanitize.js';
import { claimTerms, passageTerms, supportOf } from './support.js';
import { contractPassages, CORIO, HYPERION } from './test-passages.js';
import { verifyAnswer } from './verify.js';

const corio = contractPassages(CORIO);
const term = corio.find('initial period of five (5) years');
const law = corio.find('governed by the laws of the State of California');
const hyperion = contractPassages(HYPERION);
const hyperionTerm = hyperion.find('initial term of one (1) year');

const supports = (claim: string, passage: string) => supportOf(claimTerms(claim), passageTerms(passage)).supported;

describe('verifyAnswer', () => {
  it('keeps a supported answer and quotes the exact supporting sentence with its canonical span', () => {
    const v = verifyAnswer('This Agreement is governed by the laws of the State of California [1].', [law, term]);
    expect(v.answer).toBe('This Agreement is governed by the laws of the State of California [1].');
    expect(v.citations).toHaveLength(1);
    const [c] = v.citations;
    expect(c).toMatchObject({ number: 1, chunkId: law.chunkId, documentId: law.documentId, page: law.pageStart });
    expect(c!.quote).toMatch(/^This Agreement shall be governed by\s+the laws of the State of California, USA,[\s\S]*Sale of Goods\.$/);
    expect(corio.canonical.slice(c!.charStart, c!.charEnd)).toBe(c!.quote);
    expect(c!.charStart).toBeGreaterThanOrEqual(law.charStart);
    expect(c!.charEnd).toBeLessThanOrEqual(law.charEnd);
  });

  it('removes a citation whose passage does not support the sentence and keeps the one that does', () => {
    const v = verifyAnswer('The initial term is five (5) years [2][1].', [law, term]);
    expect(v.answer).toBe('The initial term is five (5) years [1].');
    expect(v.removedCitations).toBe(1);
    expect(v.citations.map((c) => c.chunkId)).toEqual([term.chunkId]);
    expect(v.citations[0]!.quote).toContain('initial period of');
    expect(corio.canonical.slice(v.citations[0]!.charStart, v.citations[0]!.charEnd)).toBe(v.citations[0]!.quote);
  });

  it('drops a sentence no cited passage supports and renumbers the rest in order of first use', () => {
    const answer =
      'The agreement renews for subsequent one (1) year periods [3]. ' +
      'Either party may terminate at any time for convenience with ten days notice [1]. ' +
      'California law governs the agreement [2].';
    const v = verifyAnswer(answer, [hyperionTerm, law, term]);
    expect(v.answer).toBe('The agreement renews for subsequent one (1) year periods [1]. California law governs the agreement [2].');
    expect(v.droppedSentences).toEqual(['Either party may terminate at any time for convenience with ten days notice.']);
    expect(v.citations.map((c) => c.chunkId)).toEqual([term.chunkId, law.chunkId]);
  });

  it('accepts a sentence that joins facts from the passages it cites together', () => {
    const joined = 'The initial term is five (5) years and the agreement is governed by the laws of California [1][2].';
    const v = verifyAnswer(joined, [term, law]);
    expect(v.answer).toBe(joined);
    expect(v.citations.map((c) => c.chunkId)).toEqual([term.chunkId, law.chunkId]);
    // Together they still cannot support a fact neither holds.
    expect(verifyAnswer('The initial term is ten (10) years and the agreement is governed by the laws of California [1][2].', [term, law]).citations).toEqual(
      [],
    );
  });

  it('rejects a citation whose numbers differ from the passage', () => {
    const v = verifyAnswer('The initial term is ten (10) years [1].', [term]);
    expect(v.citations).toEqual([]);
    expect(v.answer).toBe('');
  });

  it('ignores citations of passages that were never given', () => {
    expect(verifyAnswer('The initial term is five (5) years [7].', [term]).citations).toEqual([]);
  });

  it('checks each claim of a sentence against the marker that follows it', () => {
    const ok = verifyAnswer('The initial term is five (5) years [1], and California law governs [2].', [term, law]);
    expect(ok.answer).toBe('The initial term is five (5) years [1], and California law governs [2].');
    // The second claim is backed by nothing it cites: the whole sentence goes.
    const bad = verifyAnswer('The initial term is five (5) years [1], and New York law governs [1].', [term, law]);
    expect(bad.citations).toEqual([]);
  });

  it('drops uncited factual sentences and trailing remarks, keeps a short lead-in', () => {
    const v = verifyAnswer('Yes.\nThe initial term is five (5) years [1]. The rent is $4,000 per month. Let me know if you need anything else about this.', [
      term,
    ]);
    expect(v.answer).toBe('Yes.\nThe initial term is five (5) years [1].');
  });

  it('strips links and images the model wrote, keeping a citation dressed as a link', () => {
    const v = verifyAnswer(
      'See [the contract](https://evil.example/phish) ![logo](http://img.example/x.png)\n' +
        'This Agreement is governed by the laws of the State of California [1](http://evil.example). More at https://evil.example/more.',
      [law],
    );
    expect(v.answer).toBe('This Agreement is governed by the laws of the State of California [1].');
    expect(v.answer).not.toMatch(/https?:|evil|example|!\[|\]\(/);
  });

  it('returns nothing for a not-found answer, so the caller falls back', () => {
    const v = verifyAnswer("I couldn't find this in your documents.", [term, law]);
    expect(v).toMatchObject({ answer: '', citations: [] });
  });
});

describe('support', () => {
  it('matches numbers written in words or digits, and dates written either way', () => {
    expect(supports('Notice is due sixty days before the end of the term', 'Notice must be given at least 60 days prior to the expiration of the term.')).toBe(
      true,
    );
    expect(supports('The lease ends on 12/31/2025', 'The Term shall expire on December 31, 2025.')).toBe(true);
    expect(supports('The lease ends on December 31, 2026', 'The Term shall expire on December 31, 2025.')).toBe(false);
    expect(supports('Rent is $1,850.00 per month', 'Tenant shall pay $1,850 monthly rent')).toBe(true);
    expect(supports('Rent is $2,850 per month', 'Tenant shall pay $1,850 monthly rent')).toBe(false);
  });

  it('needs most content words, with synonyms and word forms', () => {
    expect(supports('The lessee must repair the roof', 'Tenant shall maintain the roof in good repair.')).toBe(true);
    expect(supports('Pets are allowed in the unit', 'Tenant shall pay $1,850 monthly rent.')).toBe(false);
    // Words every contract has ("agreement") prove little: the key word is missing here.
    expect(supports('The agreement can be terminated for convenience', 'unless this Agreement is earlier terminated in accordance with its terms')).toBe(false);
  });

  it('needs a denial in the passage for a claim that denies', () => {
    expect(supports('Pets are not allowed', 'Pets are allowed with a deposit of $500.')).toBe(false);
    expect(supports('Pets are not allowed without consent', 'No pets are allowed without the prior written consent of Landlord.')).toBe(true);
  });

  it('needs the names a claim asserts, states and countries even at the start of a sentence', () => {
    const clause = 'This Agreement shall be governed by and construed in accordance with the laws of the State of Connecticut, U.S.A.';
    expect(supports('The agreement is governed by Connecticut law', clause)).toBe(true);
    expect(supports('The agreement is governed by the laws of Delaware', clause)).toBe(false);
    expect(supports('Delaware law governs the agreement', clause)).toBe(false);
    expect(supports('The agreement is governed by the laws of the State of New Jersey', 'governed by the laws of the State of New York')).toBe(false);
  });
});

describe('splitAnswer', () => {
  it('keeps markers with their sentence wherever they sit, and does not split at abbreviations', () => {
    const s = splitAnswer('Acme Inc. leases the U.S. premises [1]. The rent is $5 [2] and the deposit $10. [3] Fine\nNext line [4]');
    expect(s.map((x) => [x.text, x.separator, x.markers.map((m) => m.numbers)])).toEqual([
      ['Acme Inc. leases the U.S. premises [1].', '', [[1]]],
      ['The rent is $5 [2] and the deposit $10. [3]', ' ', [[2], [3]]],
      ['Fine', ' ', []],
      ['Next line [4]', '\n', [[4]]],
    ]);
  });

  it('reads lists and ranges of passage numbers', () => {
    expect(splitAnswer('A claim [1, 3] [Passage 2] [4-6].')[0]!.markers.map((m) => m.numbers)).toEqual([[1, 3, 2, 4, 5, 6]]);
  });
});

describe('sanitizing', () => {
  it('removes every kind of link, image and tag but keeps the words', () => {
    const out = stripLinksAndMarkup(
      '**Rent** is [due](javascript:alert(1)) <b>monthly</b> <https://a.example> www.evil.example/x //cdn.example/y evil.example/path ![i](data:image/png;base64,AAA) <img src=x onerror=alert(1)> data:text/html,hi',
    );
    expect(out).toBe('Rent is due monthly');
  });

  it('removes invisible characters that could hide a link, and reads other citation styles as [n]', () => {
    expect(stripLinksAndMarkup('Rent is due http\u200B://evil.example/x monthly\u202E [^1].')).toBe('Rent is due monthly [1].');
    expect(stripLinksAndMarkup('The term is five years (Passage 1) and renews (passages 2 and 3).')).toBe('The term is five years [1] and renews [2, 3].');
  });

  it('never streams a piece of a link, however the deltas are cut', () => {
    const text = 'The rent is due [here](http://evil.example/a b) and at https://evil.example/pay now [1]. ![x](http://evil.example/i.png) Done.';
    for (const size of [1, 2, 3, 5, 8, 13]) {
      const sanitizer = new DeltaSanitizer();
      let shown = '';
      for (let i = 0; i < text.length; i += size) shown += sanitizer.push(text.slice(i, i + size));
      shown += sanitizer.flush();
      expect(shown).not.toMatch(/evil|http|\]\(/);
      expect(shown.replace(/\s+/g, ' ')).toBe('The rent is due here and at now [1]. Done.');
    }
  });
});
