/**
 * The ranker's features are a pure, deterministic function of the candidate, and general: the same sentence gives
 * the same features whatever document, title or party it comes from, and no value text becomes a feature name.
 */
import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '../../../../common/answer-value.js';
import {
  groupContexts,
  hashBucket,
  HASH_BUCKETS,
  keyTermFeatureList,
  keyTermFeatures,
  tokens,
  valueLocation,
  type RankedCandidate,
  type RankedFinding,
} from './features.js';

function candidate(text: string, over: Partial<RankedCandidate> = {}): RankedCandidate {
  return {
    passage: { text, documentId: 'doc-1' },
    passageIndex: 0,
    index: 0,
    sentence: { text, start: 0, end: text.length },
    charStart: 5000,
    termHits: 0.5,
    cueHits: 2,
    rankWeight: 0.8,
    docWeight: 1,
    ...over,
  };
}

const law = (name: string): RankedFinding => ({ value: { type: 'jurisdiction', name, normalized: name }, phrase: name, bonus: 1.9 });
const date = (year: number, month: number, day: number, phrase: string): RankedFinding => ({
  value: { type: 'date', iso: null, year, month, day, normalized: `${month}/${day}/${year % 100}` } as AnswerValue,
  phrase,
  bonus: 1.6,
});

describe('key-term features', () => {
  it('are the same on every call (a stable hash, no randomness, no state)', () => {
    expect(hashBucket('governing_law|s:govern')).toBe(hashBucket('governing_law|s:govern'));
    expect(hashBucket('a')).not.toBe(hashBucket('b'));
    const c = candidate('This Agreement shall be governed by the laws of the State of Delaware.');
    const a = keyTermFeatures('governing_law', c, law('Delaware'));
    const b = keyTermFeatures('governing_law', c, law('Delaware'));
    expect([...a.dense]).toEqual([...b.dense]);
    expect([...a.hashed]).toEqual([...b.hashed]);
    for (const bucket of a.hashed.keys()) expect(bucket).toBeLessThan(HASH_BUCKETS);
  });

  it('do not depend on which document, title or party the sentence comes from', () => {
    const text = 'This Agreement shall be governed by the laws of the State of Delaware.';
    const a = keyTermFeatures('governing_law', candidate(text), law('Delaware'));
    const b = keyTermFeatures('governing_law', { ...candidate(text), passage: { text, documentId: 'another-document' } }, law('Delaware'));
    expect([...a.dense]).toEqual([...b.dense]);
    expect([...a.hashed]).toEqual([...b.hashed]);
  });

  it('name no value: a party or a place never becomes a feature name, only hashed words of the sentence', () => {
    const parties: RankedFinding = {
      value: {
        type: 'parties',
        names: ['Zyxwv Holdings Inc.', 'Qrstu Labs LLC'],
        roles: ['Buyer', 'Seller'],
        normalized: 'Zyxwv Holdings Inc.; Qrstu Labs LLC',
      },
      phrase: 'Zyxwv Holdings Inc. (“Buyer”) and Qrstu Labs LLC (“Seller”)',
      bonus: 2.1,
    };
    const x = keyTermFeatures('parties', candidate('This Agreement is made between Zyxwv Holdings Inc. ("Buyer") and Qrstu Labs LLC ("Seller").'), parties);
    for (const name of x.dense.keys()) expect(name).not.toMatch(/zyxwv|qrstu|buyer|seller/i);
    expect(x.dense.get('parties|vt:parties')).toBe(1);
    expect(x.dense.get('parties|parties:n2')).toBe(1);
  });

  it('cross every signal with the topic and keep a shared copy', () => {
    const x = keyTermFeatures('expiration', candidate('The term ends on June 30, 2025.'), date(2025, 6, 30, 'June 30, 2025'));
    expect(x.dense.get('bias')).toBe(1);
    expect(x.dense.get('expiration|bias')).toBe(1);
    expect(x.dense.get('expiration|vt:date')).toBe(1);
    expect(x.dense.get('expiration|date:day')).toBe(1);
  });

  it('find the value in its sentence for the window features', () => {
    const s = 'This Agreement shall terminate on June  30, 2025 unless renewed.';
    expect(valueLocation(s, date(2025, 6, 30, 'June 30, 2025'))).toBe(s.indexOf('June'));
    // A computed date is not in the sentence: its year may not be either.
    expect(valueLocation('It runs for five years.', date(2030, 1, 1, 'January 1, 2030'))).toBe(-1);
    expect(tokens('Renewal 30 days')).toEqual([
      { word: 'renewa', start: 0, end: 7 },
      { word: '#', start: 8, end: 10 },
      { word: 'days', start: 11, end: 15 },
    ]);
  });

  it('place a candidate among the others of its question', () => {
    const items = [
      { candidate: candidate('Dated as of May 1, 2020.'), finding: { ...date(2020, 5, 1, 'May 1, 2020'), bonus: 1.0 } },
      { candidate: candidate('Signed on May 1, 2020.', { passageIndex: 3, rankWeight: 0.2 }), finding: { ...date(2020, 5, 1, 'May 1, 2020'), bonus: 0.6 } },
      { candidate: candidate('Amended June 2, 2021.', { passageIndex: 5, rankWeight: 0.1 }), finding: { ...date(2021, 6, 2, 'June 2, 2021'), bonus: 0.4 } },
    ];
    const groups = groupContexts(items);
    expect(groups.map((g) => g.sameValue)).toEqual([1, 1, 0]);
    expect(groups.map((g) => g.handRank)).toEqual([0, 1, 2]);
    const features = keyTermFeatureList('agreement_date', items);
    expect(features[0]!.dense.get('agreement_date|group:topBonus')).toBe(1);
    expect(features[2]!.dense.get('agreement_date|group:same0')).toBe(1);
  });
});
