import { describe, expect, it } from 'vitest';
import { bm25Scores, type ChunkTerms } from './bm25.js';

const chunk = (id: string, terms: Record<string, number>, length = 50): ChunkTerms => ({ id, length, terms: new Map(Object.entries(terms)) });

describe('bm25Scores', () => {
  it('lets a word found in one chunk outweigh a word found in every chunk', () => {
    const chunks = [chunk('preamble', { acme: 3, law: 0 }), chunk('clause', { acme: 1, law: 1 }), chunk('other', { acme: 2 }), chunk('more', { acme: 1 })];
    expect(bm25Scores(chunks, ['acme', 'law']).map((s) => s.id)[0]).toBe('clause');
  });

  it('prefers the shorter of two chunks with the same count, and scores zero without a match', () => {
    const chunks = [chunk('long', { rent: 1 }, 200), chunk('short', { rent: 1 }, 40), ...['none', 'b', 'c', 'd'].map((id) => chunk(id, {}, 40))];
    const scores = bm25Scores(chunks, ['rent']);
    expect(scores.map((s) => s.id).slice(0, 2)).toEqual(['short', 'long']);
    expect(scores.find((s) => s.id === 'none')!.score).toBe(0);
  });

  it('ranks nothing by a word found in most chunks', () => {
    const chunks = [chunk('a', { acme: 1 }), chunk('b', { acme: 2 }), chunk('c', { acme: 1 }), chunk('d', {})];
    expect(bm25Scores(chunks, ['acme']).every((s) => s.score === 0)).toBe(true);
  });

  it('applies the per-word weight', () => {
    const chunks = [chunk('a', { contract: 1 }), chunk('b', { notice: 1 }), chunk('c', {}), chunk('d', {})];
    const damped = bm25Scores(chunks, ['contract', 'notice'], (l) => (l === 'contract' ? 0.1 : 1));
    expect(damped[0]!.id).toBe('b');
    expect(damped[1]!.score).toBeLessThan(damped[0]!.score / 5);
  });
});
