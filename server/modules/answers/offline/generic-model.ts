/**
 * The fitted sentence scorer: a logistic regression over generic-features.ts, fitted on the CUAD training split
 * only (eval/clauses/train.ts, `npm run train:clauses`), weights and answer threshold in generic-weights.json.
 * Loaded once, on first use.
 */
import { readFileSync } from 'node:fs';
import { DENSE_FEATURES, HASH_BUCKETS, type Features } from './generic-features.js';

export interface GenericWeights {
  /** Slot layout the weights were fitted for; a mismatch means the features changed and the model is stale. */
  dense: number;
  buckets: number;
  /** Probability a sentence needs for the composer to answer with it (chosen on the training split). */
  threshold: number;
  /** Probability from which three answers in four were right out of fold; below it a yes/no answer says no "yes". */
  confident: number;
  /** Weights by slot, as [slot, weight] pairs (slots with no weight are left out). */
  weights: Array<[number, number]>;
}

let loaded: { threshold: number; confident: number; weights: Float64Array } | null = null;

export function modelFrom(w: GenericWeights): { threshold: number; confident: number; weights: Float64Array } {
  if (w.dense !== DENSE_FEATURES || w.buckets !== HASH_BUCKETS) throw new Error('generic-weights.json does not match the features: run npm run train:clauses');
  const weights = new Float64Array(DENSE_FEATURES + HASH_BUCKETS);
  for (const [slot, v] of w.weights) weights[slot] = v;
  return { threshold: w.threshold, confident: w.confident, weights };
}

function model() {
  loaded ??= modelFrom(JSON.parse(readFileSync(new URL('./generic-weights.json', import.meta.url), 'utf8')) as GenericWeights);
  return loaded;
}

export function logit(weights: Float64Array, f: Features): number {
  let z = 0;
  for (let k = 0; k < f.index.length; k++) z += weights[f.index[k]!]! * f.value[k]!;
  return z;
}

/** Probability that the sentence with these features answers the question. */
export function answerProbability(f: Features): number {
  return 1 / (1 + Math.exp(-logit(model().weights, f)));
}

export function answerThreshold(): number {
  return model().threshold;
}

export function confidentProbability(): number {
  return model().confident;
}
