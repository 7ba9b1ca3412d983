/**
 * The learned key-term ranker's model: an L2-regularised logistic regression over the features of features.ts,
 * with a probability threshold per topic below which the composer answers "not found". Fitted on cuad-train by
 * eval/ranker/train.ts (npm run train:answers); decision 0020.
 */
import { HASH_BUCKETS, type Features } from './features.js';

export interface RankerModel {
  version: 1;
  /** Lexical hash buckets the weights were fitted with (must equal HASH_BUCKETS). */
  buckets: number;
  /** Topics the model was fitted on; other key topics keep the hand-set score. */
  topics: string[];
  /** Per topic: answer only when the best candidate's probability reaches this. */
  thresholds: Record<string, number>;
  /** Topics fitted with the generic value candidates (offline/value-candidates.ts) beside the finders' findings. */
  genericTopics?: string[];
  /** Weights of the named dense features (absent = 0). */
  dense: Record<string, number>;
  /** Weights of the hashed lexical buckets, by bucket index (absent = 0). */
  hashed: Record<string, number>;
}

/** The model's logit for a candidate's features. */
export function logit(model: RankerModel, x: Features): number {
  let z = 0;
  for (const [name, v] of x.dense) z += (model.dense[name] ?? 0) * v;
  for (const [bucket, v] of x.hashed) z += (model.hashed[bucket] ?? 0) * v;
  return z;
}

export function probability(model: RankerModel, x: Features): number {
  return 1 / (1 + Math.exp(-logit(model, x)));
}

/** Checks the shape of a parsed weights file, so a bad file fails at start-up rather than answer by answer. */
export function parseModel(json: unknown): RankerModel {
  const m = json as Partial<RankerModel>;
  if (
    m?.version !== 1 ||
    m.buckets !== HASH_BUCKETS ||
    !Array.isArray(m.topics) ||
    typeof m.thresholds !== 'object' ||
    typeof m.dense !== 'object' ||
    typeof m.hashed !== 'object'
  ) {
    throw new Error(`ranker weights: not a version-1 model with ${HASH_BUCKETS} buckets`);
  }
  return m as RankerModel;
}
