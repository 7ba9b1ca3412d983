/**
 * L2-regularised logistic regression on sparse features, fitted by mini-batch gradient descent with per-weight
 * AdaGrad steps. Deterministic: the sample order comes from a seeded generator, so the same data gives the same
 * weights.
 */
import type { Features } from '../../server/modules/answers/offline/generic-features.js';

export interface Sample {
  features: Features;
  label: 0 | 1;
}

export interface FitOptions {
  dims: number;
  l2: number;
  /** L2 for the first `dense` slots (the named features), which overfit far less than the hashed word pairs. */
  l2Dense: number;
  dense: number;
  epochs: number;
  rate: number;
  batch: number;
  seed: number;
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

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

export function fitLogistic(samples: Sample[], o: FitOptions): Float64Array {
  const w = new Float64Array(o.dims);
  const g2 = new Float64Array(o.dims).fill(1e-8);
  const grad = new Float64Array(o.dims);
  const order = samples.map((_, i) => i);
  const next = random(o.seed);
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (let from = 0; from < order.length; from += o.batch) {
      grad.fill(0);
      const to = Math.min(order.length, from + o.batch);
      for (let k = from; k < to; k++) {
        const { features: f, label } = samples[order[k]!]!;
        let z = 0;
        for (let n = 0; n < f.index.length; n++) z += w[f.index[n]!]! * f.value[n]!;
        const err = sigmoid(z) - label;
        for (let n = 0; n < f.index.length; n++) grad[f.index[n]!]! += err * f.value[n]!;
      }
      const size = to - from;
      for (let d = 0; d < o.dims; d++) {
        // The bias (slot 0) is not shrunk.
        const g = grad[d]! / size + (d === 0 ? 0 : (d < o.dense ? o.l2Dense : o.l2) * w[d]!);
        if (g === 0) continue;
        g2[d]! += g * g;
        w[d]! -= (o.rate * g) / Math.sqrt(g2[d]!);
      }
    }
  }
  return w;
}

/** Mean log loss, for reporting. */
export function logLoss(samples: Sample[], w: Float64Array): number {
  let sum = 0;
  for (const { features: f, label } of samples) {
    let z = 0;
    for (let n = 0; n < f.index.length; n++) z += w[f.index[n]!]! * f.value[n]!;
    const p = Math.min(1 - 1e-12, Math.max(1e-12, sigmoid(z)));
    sum -= label ? Math.log(p) : Math.log(1 - p);
  }
  return sum / Math.max(1, samples.length);
}
