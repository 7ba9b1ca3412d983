import { afterAll, describe, expect, it, vi } from 'vitest';
import { LocalSentenceEncoder, LOCAL_EMBEDDING_MODEL } from './local-sentence-encoder.js';

const dot = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * b[i]!, 0);

describe('LocalSentenceEncoder', () => {
  const encoder = new LocalSentenceEncoder();
  const realFetch = globalThis.fetch;
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it('loads and embeds without touching the network', async () => {
    const fetchSpy = vi.fn(() => {
      throw new Error('network access attempted');
    });
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    try {
      await encoder.warmUp();
      const [v] = await encoder.embed(['The tenant pays rent monthly.']);
      expect(v).toHaveLength(512);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('returns one unit-length 512-dimension vector per text, in order, across batches', async () => {
    const small = new LocalSentenceEncoder(2);
    const texts = ['Rent is due on the first.', 'The roof leaks.', 'Pets need a deposit.', ''];
    const vectors = await small.embed(texts);
    expect(small.model).toBe(LOCAL_EMBEDDING_MODEL);
    expect(vectors).toHaveLength(4);
    for (const v of vectors) {
      expect(v).toHaveLength(512);
      expect(Math.hypot(...v)).toBeCloseTo(1, 5);
    }
    // Batching must not reorder: embedding a text alone gives the same vector as within a batch.
    const [alone] = await small.embed([texts[2]!]);
    expect(dot(alone!, vectors[2]!)).toBeGreaterThan(0.999);
    expect(dot(alone!, vectors[1]!)).toBeLessThan(0.9);
  });

  it('places related sentences closer than unrelated ones', async () => {
    const [question, answer, unrelated] = await encoder.embed([
      'When does the lease end?',
      'The lease terminates on December 31, 2025',
      'Pets are allowed with a deposit',
    ]);
    expect(dot(question!, answer!)).toBeGreaterThan(dot(question!, unrelated!) + 0.1);
  });
});
