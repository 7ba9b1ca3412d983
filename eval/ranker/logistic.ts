/**
 * L2-regularised logistic regression by full-batch gradient descent with AdaGrad step sizes, over the sparse
 * features of server/modules/answers/ranker/features.ts. Deterministic: no randomness but a seeded visiting order,
 * so the same data gives the same weights.
 */
import type { Features } from '../../server/modules/answers/ranker/features.js';
import { HASH_BUCKETS } from '../../server/modules/answers/ranker/features.js';

export interface Sample {
  x: Features;
  y: 0 | 1;
}

export interface FitOptions {
  /** L2 strength on the dense weights (against the mean loss per candidate). */
  l2: number;
  /** L2 strength on the hashed lexical weights: higher, words are many and each is seen rarely. */
  l2Lexical: number;
  /** Full-batch gradient steps. */
  epochs: number;
  learningRate: number;
  seed: number;
}

export const defaultFit: FitOptions = { l2: 1e-2, l2Lexical: 3e-2, epochs: 300, learningRate: 0.3, seed: 20 };

export interface Weights {
  dense: Map<string, number>;
  hashed: Float64Array;
}

/** mulberry32: a small seeded generator. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function predict(w: Weights, x: Features): number {
  let z = 0;
  for (const [name, v] of x.dense) z += (w.dense.get(name) ?? 0) * v;
  for (const [b, v] of x.hashed) z += w.hashed[b]! * v;
  return 1 / (1 + Math.exp(-z));
}

/**
 * Minimises the mean log loss plus (l2 / 2)·|dense weights|² + (l2Lexical / 2)·|lexical weights|² by full-batch
 * gradient descent with AdaGrad steps. Every weight is regularised at every step, so a feature seen on three
 * candidates cannot take a large weight from them alone. Samples are summed in a seeded order (it only fixes the
 * order of floating-point sums).
 */
export function fit(samples: Sample[], options: FitOptions = defaultFit): Weights {
  // Dense features by index after the lexical buckets: one weight vector, samples as (index, value) arrays.
  const names = [...new Set(samples.flatMap((s) => [...s.x.dense.keys()]))].sort();
  const column = new Map(names.map((name, i) => [name, HASH_BUCKETS + i]));
  const size = HASH_BUCKETS + names.length;
  const next = random(options.seed);
  const order = samples.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const rows = order.map((i) => {
    const { x, y } = samples[i]!;
    const entries = [...x.hashed, ...[...x.dense].map(([name, v]) => [column.get(name)!, v] as [number, number])];
    return { index: Int32Array.from(entries.map((e) => e[0])), value: Float64Array.from(entries.map((e) => e[1])), y };
  });
  const l2 = new Float64Array(size).fill(options.l2Lexical, 0, HASH_BUCKETS).fill(options.l2, HASH_BUCKETS);
  const w = new Float64Array(size);
  const grad = new Float64Array(size);
  const acc = new Float64Array(size);
  const n = Math.max(1, rows.length);
  for (let step = 0; step < options.epochs; step++) {
    for (let k = 0; k < size; k++) grad[k] = l2[k]! * w[k]!;
    for (const r of rows) {
      let z = 0;
      for (let k = 0; k < r.index.length; k++) z += w[r.index[k]!]! * r.value[k]!;
      const err = (1 / (1 + Math.exp(-z)) - r.y) / n;
      for (let k = 0; k < r.index.length; k++) grad[r.index[k]!]! += err * r.value[k]!;
    }
    for (let k = 0; k < size; k++) {
      acc[k]! += grad[k]! * grad[k]!;
      if (acc[k]! > 0) w[k]! -= (options.learningRate * grad[k]!) / Math.sqrt(acc[k]!);
    }
  }
  return { dense: new Map(names.map((name) => [name, w[column.get(name)!]!])), hashed: w.slice(0, HASH_BUCKETS) };
}

/** Mean log loss plus the penalty: what fit minimises (for checking convergence). */
export function objective(samples: Sample[], w: Weights, options: FitOptions): number {
  let loss = 0;
  for (const { x, y } of samples) {
    const p = Math.min(1 - 1e-12, Math.max(1e-12, predict(w, x)));
    loss -= y ? Math.log(p) : Math.log(1 - p);
  }
  let dense = 0;
  for (const v of w.dense.values()) dense += v * v;
  let lexical = 0;
  for (const v of w.hashed) lexical += v * v;
  return loss / Math.max(1, samples.length) + (options.l2 / 2) * dense + (options.l2Lexical / 2) * lexical;
}
