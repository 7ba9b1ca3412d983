import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CUAD_CONTRACTS } from '../../test/cuad.js';
import { EmbeddingsModel } from '@energetic-ai/embeddings';
import { describe, expect, it } from 'vitest';
import { StaticEncoder, STATIC_EMBEDDING_MODEL } from './static-encoder.js';
import { decodeStaticTable, encodeStaticTable } from './static-table.js';
import { loadUseLiteVocabulary, UseLiteTokenizer } from './static-tokenizer.js';

const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};

const contract = readFileSync(join(CUAD_CONTRACTS, 'AFSALABANCORPINC_08_01_1996-EX-1.1-AGENCY AGREEMENT.txt'), 'utf8');

describe('UseLiteTokenizer', () => {
  const vocabulary = loadUseLiteVocabulary();
  const ours = new UseLiteTokenizer(vocabulary);
  // The package's own tokenizer, built without loading the model (the constructor only keeps the graph).
  const original = new EmbeddingsModel({ vocabulary: vocabulary as Array<[string, number]>, model: null as never }).tokenizer;

  it('gives exactly the ids of the original tokenizer, so the distilled table lines up with the model', () => {
    const samples = [
      '',
      'When does the lease end?',
      'The Tenant shall pay Rent of $4,250.00 on the 1st day of each month.',
      '  double  spaces\n\nand a new paragraph\ttab',
      'héllo wörld — “quotes” ① ﬁ 😀 ∑',
      ...Array.from({ length: 20 }, (_, i) => contract.slice(i * 1500, i * 1500 + 1500)),
    ];
    for (const text of samples) expect(ours.encode(text)).toEqual(original.encode(text));
  });
});

describe('StaticEncoder', () => {
  const encoder = new StaticEncoder();

  it('embeds from the committed table without touching the network', async () => {
    const realFetch = globalThis.fetch;
    let called = false;
    globalThis.fetch = (() => {
      called = true;
      throw new Error('network access attempted');
    }) as typeof fetch;
    try {
      const [v] = await encoder.embed(['The tenant pays rent monthly.']);
      expect(v).toHaveLength(512);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(called).toBe(false);
    expect(encoder.model).toBe(STATIC_EMBEDDING_MODEL);
  });

  it('returns one unit-length vector per text, in order, deterministic, blank text included', async () => {
    const texts = ['Rent is due on the first.', 'The roof leaks.', 'Pets need a deposit.', '', '   '];
    const vectors = await encoder.embed(texts);
    expect(vectors).toHaveLength(texts.length);
    for (const v of vectors) {
      expect(v).toHaveLength(512);
      expect(v.every(Number.isFinite)).toBe(true);
      expect(Math.hypot(...v)).toBeCloseTo(1, 5);
    }
    const [again] = await encoder.embed([texts[2]!]);
    expect(dot(again!, vectors[2]!)).toBeCloseTo(1, 6);
    expect(dot(vectors[1]!, vectors[2]!)).toBeLessThan(0.9);
  });

  it('places related texts closer than unrelated ones', async () => {
    const [question, answer, unrelated, law, lawClause] = await encoder.embed([
      'When does the lease end?',
      'The term of this lease expires and the lease terminates on December 31, 2025.',
      'Pets are allowed with a deposit of two hundred dollars.',
      'Which law governs this agreement?',
      'This Agreement shall be governed by and construed in accordance with the laws of the State of New York.',
    ]);
    expect(dot(question!, answer!)).toBeGreaterThan(dot(question!, unrelated!) + 0.05);
    expect(dot(law!, lawClause!)).toBeGreaterThan(dot(law!, unrelated!) + 0.05);
    expect(dot(law!, lawClause!)).toBeGreaterThan(dot(law!, answer!));
  });

  it('embeds a thousand 1,000-character chunks in about a second of CPU on the calling thread', async () => {
    const chunks = Array.from({ length: 1000 }, (_, i) => contract.slice((i * 997) % (contract.length - 1000)).slice(0, 1000));
    encoder.warmUp();
    // CPU time, not wall time: the test machine is shared, and a busy neighbour must not fail this test.
    const before = process.cpuUsage();
    const vectors = await encoder.embed(chunks);
    const used = process.cpuUsage(before);
    expect(vectors).toHaveLength(1000);
    // ~0.6 ms each; USE Lite needs ~80 ms of CPU per chunk, so this bound still fails a transformer by far.
    expect((used.user + used.system) / 1000).toBeLessThan(3000);
  });
});

describe('static table format', () => {
  it('round-trips weights, bias and int8 rows within quantisation error', () => {
    const V = 3;
    const D = 4;
    const rows = Float32Array.from([1, -0.5, 0.25, 0, 0, 0, 0, 0, -2, 2, 1, -1]);
    const table = { vocabularySize: V, dimensions: D, weights: Float32Array.from([1, 0.5, 0.1]), bias: Float32Array.from([0.1, 0, 0, -0.1]), rows };
    const back = decodeStaticTable(encodeStaticTable(table));
    expect(back.vocabularySize).toBe(V);
    expect(Array.from(back.weights)).toEqual(Array.from(table.weights));
    expect(back.bias[0]).toBeCloseTo(0.1, 6);
    rows.forEach((v, i) => expect(back.rows[i]!).toBeCloseTo(v, 1));
    expect(() => decodeStaticTable(Buffer.from('nope'))).toThrow(/bad header/);
  });
});
