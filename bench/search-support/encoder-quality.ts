import type { Embedder } from '../../server/lib/embeddings/embedder.js';
import { charScores, type SubsetChunk, type SubsetQuery } from './cuad-subset.js';

export interface QualityResult {
  model: string;
  queries: number;
  chunks: number;
  recallAt: Record<number, number>;
  precisionAt: Record<number, number>;
  mrr10: number;
}

const KS = [1, 8, 64];

/** Dense-only retrieval over the whole subset: rank every chunk by cosine (vectors are unit length). */
export function denseQuality(
  model: string,
  chunks: SubsetChunk[],
  chunkVectors: Float32Array[],
  queries: SubsetQuery[],
  queryVectors: Float32Array[],
): QualityResult {
  const recall: Record<number, number> = {};
  const precision: Record<number, number> = {};
  for (const k of KS) recall[k] = precision[k] = 0;
  let mrr = 0;
  queries.forEach((q, qi) => {
    const qv = queryVectors[qi]!;
    const scored = chunkVectors.map((v, i) => {
      let s = 0;
      for (let d = 0; d < v.length; d++) s += v[d]! * qv[d]!;
      return { i, s };
    });
    scored.sort((a, b) => b.s - a.s);
    const ranked = scored.map((x) => chunks[x.i]!);
    for (const k of KS) {
      const r = charScores(ranked, q, k);
      recall[k]! += r.recall;
      precision[k]! += r.precision;
    }
    const first = ranked.slice(0, 10).findIndex((c) => c.document === q.document && q.spans.some(([s, e]) => c.charEnd > s && c.charStart < e));
    if (first >= 0) mrr += 1 / (first + 1);
  });
  for (const k of KS) {
    recall[k] = recall[k]! / queries.length;
    precision[k] = precision[k]! / queries.length;
  }
  return { model, queries: queries.length, chunks: chunks.length, recallAt: recall, precisionAt: precision, mrr10: mrr / queries.length };
}

export async function embedAll(embedder: Embedder, texts: string[], batch = 64): Promise<Float32Array[]> {
  const out: Float32Array[] = [];
  for (let i = 0; i < texts.length; i += batch) {
    for (const v of await embedder.embed(texts.slice(i, i + batch))) out.push(Float32Array.from(v));
  }
  return out;
}
