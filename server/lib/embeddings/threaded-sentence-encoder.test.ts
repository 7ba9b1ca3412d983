import { afterAll, describe, expect, it } from 'vitest';
import { LocalSentenceEncoder } from './local-sentence-encoder.js';
import { ThreadedSentenceEncoder } from './threaded-sentence-encoder.js';

const dot = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * b[i]!, 0);

describe('ThreadedSentenceEncoder', () => {
  const threaded = new ThreadedSentenceEncoder(2, 2);
  afterAll(() => threaded.close());

  it('gives the same vectors as the in-process encoder, in input order, across workers and batches', async () => {
    const texts = [
      'When does the lease end?',
      'The lease terminates on December 31, 2025',
      'Pets are allowed with a deposit',
      'The boiler was serviced in March.',
      'Rent is $1,850 per month.',
    ];
    const [fromWorkers, inProcess] = await Promise.all([threaded.embed(texts), new LocalSentenceEncoder().embed(texts)]);
    expect(threaded.model).toBe('use-lite-512');
    expect(fromWorkers).toHaveLength(texts.length);
    fromWorkers.forEach((v, i) => {
      expect(v).toHaveLength(512);
      expect(Math.hypot(...v)).toBeCloseTo(1, 5);
      expect(dot(v, inProcess[i]!)).toBeGreaterThan(0.9999);
      if (i > 0) expect(dot(v, inProcess[i - 1]!)).toBeLessThan(0.99);
    });
  });
});
