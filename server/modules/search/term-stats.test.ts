import { describe, expect, it } from 'vitest';
import { estimatedEveryTermMatches, estimatedMatches, rarestWithin, selectiveLexemes, type QueryWord, type TermStatistics } from './term-stats.js';

// A 100,000-chunk library: "leas" in 60% of chunks, "end" in 9%, "rent" in 4%; anything unlisted under 1.3%.
const stats: TermStatistics = {
  shares: new Map([
    ['leas', 0.6],
    ['end', 0.09],
    ['rent', 0.04],
  ]),
  chunks: 100_000,
  rareShare: 0.013,
};

describe('estimatedMatches', () => {
  it('bounds an every-term match by its rarest term and an any-term match by the sum', () => {
    expect(estimatedMatches(['leas', 'end'], 'all', stats)).toBeCloseTo(9_000);
    expect(estimatedMatches(['leas', 'end'], 'any', stats)).toBeCloseTo(69_000);
    expect(estimatedMatches(['leas', 'end', 'rent'], 'any', stats)).toBeCloseTo(73_000);
  });

  it('counts a term the statistics do not list at the share assumed for unlisted terms', () => {
    expect(estimatedMatches(['leas', 'sublet'], 'all', stats)).toBeCloseTo(1_300);
  });

  it('estimates nothing without statistics (a small library, ranked in full)', () => {
    expect(estimatedMatches(['leas', 'end'], 'all', { shares: new Map(), chunks: 0, rareShare: 0 })).toBe(0);
    expect(estimatedMatches([], 'all', stats)).toBe(0);
  });
});

describe('estimatedEveryTermMatches', () => {
  const words = (...pairs: Array<[string, string[]]>): QueryWord[] => pairs.map(([word, lexemes]) => ({ word, lexemes }));

  it('is bounded by the rarest required term; the terms either side of "or" are alternatives', () => {
    expect(estimatedEveryTermMatches(words(['lease', ['leas']], ['rent', ['rent']]), stats)).toBeCloseTo(4_000);
    // "lease rent or end": rent | end is the alternative, so only "lease" is required.
    expect(estimatedEveryTermMatches(words(['lease', ['leas']], ['rent', ['rent']], ['or', []], ['end', ['end']]), stats)).toBeCloseTo(60_000);
    // Only alternatives: any of them.
    expect(estimatedEveryTermMatches(words(['rent', ['rent']], ['OR', []], ['end', ['end']]), stats)).toBeCloseTo(13_000);
  });
});

describe('rarestWithin', () => {
  it('keeps the rarest terms while their matches together stay under the bound', () => {
    expect(rarestWithin(['leas', 'sublet', 'pet'], stats, 3_000)).toEqual(['sublet', 'pet']);
    expect(rarestWithin(['leas', 'sublet', 'pet'], stats, 2_000)).toEqual(['sublet']);
    expect(rarestWithin(['leas', 'end'], stats, 1_000)).toEqual([]);
  });
});

describe('selectiveLexemes', () => {
  it('drops terms in more than 5% of chunks, or keeps the two rarest when all are that common', () => {
    expect(selectiveLexemes(['leas', 'end', 'rent', 'sublet'], stats)).toEqual(['rent', 'sublet']);
    expect(selectiveLexemes(['leas', 'end'], stats)).toEqual(['end', 'leas']);
  });
});
