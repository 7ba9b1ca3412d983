/**
 * Fits the sentence scorer for questions without a key term on ../shared/eval/cuad-train ONLY, and writes
 * server/modules/answers/offline/generic-weights.json (`npm run train:clauses`).
 *
 * Samples: for each clause query, every candidate sentence of the contract's top 8 passages (DB-free ranking,
 * passages.ts), labelled 1 when it overlaps a gold span; for a third of the categories a contract lacks, the
 * same question's sentences, all labelled 0 (the question has no answer there). The answer threshold is chosen
 * on out-of-fold probabilities (two folds of contracts) so that a "not found" comes back for at most
 * TARGET_NOT_FOUND of the queries whose gold passage is among the top three.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCandidates } from '../../server/modules/answers/offline/candidates.js';
import { findGeneric } from '../../server/modules/answers/offline/compose-generic.js';
import { DENSE_FEATURES, DENSE_NAMES, genericSamples, HASH_BUCKETS } from '../../server/modules/answers/offline/generic-features.js';
import type { GenericWeights } from '../../server/modules/answers/offline/generic-model.js';
import { analyzeQuestion } from '../../server/modules/answers/offline/question-kind.js';
import { loadCases, type ClauseCase } from './cases.js';
import { fitLogistic, logLoss, sigmoid, type FitOptions, type Sample } from './logistic.js';
import { overlaps } from './passages.js';
import { EVAL_ROOT } from './report.js';

const TARGET_NOT_FOUND = 0.02;
const CONFIDENT_PRECISION = 0.75;
const OPTIONS: FitOptions = {
  dims: DENSE_FEATURES + HASH_BUCKETS,
  dense: DENSE_FEATURES,
  l2Dense: 1e-6,
  l2: 1e-4,
  epochs: 15,
  rate: 0.1,
  batch: 256,
  seed: 16,
};
const OUT = fileURLToPath(new URL('../../server/modules/answers/offline/generic-weights.json', import.meta.url));

interface Group {
  c: ClauseCase;
  fold: number;
  samples: Sample[];
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function groups(cases: ClauseCase[]): Group[] {
  const out: Group[] = [];
  for (const c of cases) {
    if (!c.gold.length && hash(c.id) % 3 !== 0) continue;
    const analysis = analyzeQuestion(c.query);
    if (analysis.topic) continue;
    const candidates = buildCandidates(analysis, c.passages);
    const samples = genericSamples(analysis, candidates, findGeneric).map(({ i, features }): Sample => {
      const s = candidates[i]!;
      return { features, label: overlaps(s.charStart, s.charEnd, c.gold) ? 1 : 0 };
    });
    out.push({ c, fold: hash(c.contract) % 2, samples });
  }
  return out;
}

function best(g: Group, w: Float64Array): number {
  let p = 0;
  for (const s of g.samples) {
    let z = 0;
    for (let n = 0; n < s.features.index.length; n++) z += w[s.features.index[n]!]! * s.features.value[n]!;
    p = Math.max(p, sigmoid(z));
  }
  return p;
}

/** The top sentence's label, when the query is answered at this threshold. */
function topIsGold(g: Group, w: Float64Array): boolean {
  let top: Sample | null = null;
  let p = -1;
  for (const s of g.samples) {
    let z = 0;
    for (let n = 0; n < s.features.index.length; n++) z += w[s.features.index[n]!]! * s.features.value[n]!;
    if (z > p || top === null) {
      p = z;
      top = s;
    }
  }
  return top?.label === 1;
}

function summary(label: string, gs: Array<{ g: Group; p: number; gold: boolean }>, threshold: number) {
  const pos = gs.filter((x) => x.g.c.gold.length);
  const top3 = pos.filter((x) => x.g.c.goldInTop3);
  const neg = gs.filter((x) => !x.g.c.gold.length);
  const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
  console.log(
    `${label}: answered from gold ${pct(pos.filter((x) => x.p >= threshold && x.gold).length, pos.length)} of ${pos.length}, ` +
      `not found with gold in top 3 ${pct(top3.filter((x) => x.p < threshold).length, top3.length)} of ${top3.length}, ` +
      `negatives not found ${pct(neg.filter((x) => x.p < threshold).length, neg.length)} of ${neg.length}`,
  );
}

const started = performance.now();
const all = groups(loadCases(join(EVAL_ROOT, 'cuad-train')));
const flat = (gs: Group[]) => gs.flatMap((g) => g.samples);
console.log(
  `${all.length} queries, ${flat(all).length} sentences, ${flat(all).filter((s) => s.label).length} positive (${((performance.now() - started) / 1000).toFixed(0)} s)`,
);

/** Out-of-fold probabilities: each half of the contracts scored by weights fitted on the other half. */
function outOfFold(options: FitOptions) {
  const oof: Array<{ g: Group; p: number; gold: boolean }> = [];
  for (const fold of [0, 1]) {
    const w = fitLogistic(flat(all.filter((g) => g.fold !== fold)), options);
    const held = all.filter((g) => g.fold === fold);
    console.log(`fold ${fold}: held-out log loss ${logLoss(flat(held), w).toFixed(4)}`);
    for (const g of held) oof.push({ g, p: best(g, w), gold: topIsGold(g, w) });
  }
  const inTop3 = oof
    .filter((x) => x.g.c.goldInTop3)
    .map((x) => x.p)
    .sort((a, b) => a - b);
  const threshold = Math.floor(inTop3[Math.floor(TARGET_NOT_FOUND * inTop3.length)]! * 1e4) / 1e4;
  summary(`out of fold, ${JSON.stringify(options)}, threshold ${threshold}`, oof, threshold);
  // The probability from which an answer is right CONFIDENT_PRECISION of the time (a negative answered is wrong):
  // below it a yes/no answer quotes the closest clause without saying yes.
  const ranked = oof.slice().sort((a, b) => b.p - a.p);
  let right = 0;
  let confident = 1;
  ranked.forEach((x, k) => {
    if (x.gold && x.g.c.gold.length) right++;
    if (k >= 50 && right / (k + 1) >= CONFIDENT_PRECISION) confident = x.p;
  });
  confident = Math.floor(confident * 1e4) / 1e4;
  console.log(`confident from ${confident}: ${ranked.filter((x) => x.p >= confident).length} of ${ranked.length} queries`);
  if (process.env.SWEEP) {
    const w = fitLogistic(flat(all), options);
    summary(
      '  same, fitted on all',
      all.map((g) => ({ g, p: best(g, w), gold: topIsGold(g, w) })),
      threshold,
    );
  }
  return { threshold, confident };
}

// SWEEP=1 compares settings on the training split's folds (never on cuad-dev).
if (process.env.SWEEP) for (const l2 of [5e-5, 1e-4]) for (const epochs of [15]) outOfFold({ ...OPTIONS, l2, epochs });
const { threshold, confident } = outOfFold(OPTIONS);

const w = fitLogistic(flat(all), OPTIONS);
summary(
  'fitted on all of train',
  all.map((g) => ({ g, p: best(g, w), gold: topIsGold(g, w) })),
  threshold,
);
const weights: Array<[number, number]> = [];
w.forEach((v, slot) => {
  const r = Math.round(v * 1e3) / 1e3;
  if (r !== 0) weights.push([slot, r]);
});
const out: GenericWeights = { dense: DENSE_FEATURES, buckets: HASH_BUCKETS, threshold, confident, weights };
writeFileSync(OUT, `${JSON.stringify(out)}\n`);
console.log(DENSE_NAMES.map((n, i) => `${n} ${w[i]!.toFixed(2)}`).join(', '));
console.log(`${weights.length} weights written to ${OUT} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
