/**
 * npm run train:answers: fits the key-term ranker (decision 0020) on cuad-train and checks it on cuad-dev, without
 * a database (eval/ranker/dataset.ts runs the product's chunking, in-document ranking, candidates and finders).
 *
 *   npm run train:answers                     fit on cuad-train, report train/dev, write the weights
 *   npm run train:answers -- --no-write       report only
 *   npm run train:answers -- --verify         no fitting: the shipped weights through composeOfflineAnswer itself
 *   --dump FILE                               with --verify: every answer and its verdict, as JSON (to diff two runs)
 *   --train DIR / --dev DIR                   the sets (default ../shared/eval/cuad-train and cuad-dev)
 *   --limit N                                 the first N contracts of each set (quick runs)
 *
 * Thresholds (below which the composer says "not found") and the lexical regularisation are chosen by 5-fold
 * cross-validation on cuad-train, folds by contract. cuad-dev is never used to choose anything.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HASH_BUCKETS } from '../../server/modules/answers/ranker/features.js';
import type { RankerModel } from '../../server/modules/answers/ranker/model.js';
import { keyTermFields, type KeyTermField } from '../keyterms.js';
import { log } from '../log.js';
import { GENERIC_TOPICS, loadSet, productVerdict, type LoadedSet, type QuestionRow } from './dataset.js';
import { defaultFit, fit, predict, type FitOptions, type Weights } from './logistic.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WEIGHTS_FILE = join(repoRoot, 'server/modules/answers/ranker/weights.json');
const FOLDS = 5;
/** Regularisation strengths tried (dense, lexical), chosen by cross-validation. */
const L2_GRID: Array<[number, number]> = [
  [3e-3, 1e-2],
  [1e-2, 3e-2],
  [3e-2, 1e-1],
  [1e-1, 3e-1],
];
const CITATION_CREDIT = 0.5;
/** What a "not found" costs when the gold passage is among the first three shown: as much as a right answer gains. */
const NOT_FOUND_PENALTY = 1;
const THRESHOLD_GRID = Array.from({ length: 20 }, (_, i) => i * 0.05);

function parseArgs(argv: string[]) {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    train: resolve(value('train') ?? join(repoRoot, '..', 'shared', 'eval', 'cuad-train')),
    dev: resolve(value('dev') ?? join(repoRoot, '..', 'shared', 'eval', 'cuad-dev')),
    limit: value('limit') ? Number(value('limit')) : undefined,
    write: !argv.includes('--no-write'),
    verify: argv.includes('--verify'),
    dump: value('dump'),
  };
}

/** Per question: the probability of each candidate. */
type Scores = Map<QuestionRow, number[]>;

interface FieldFigures {
  accuracy: number;
  /** Share of questions with gold evidence whose cited candidate overlaps it. */
  overlap: number;
}
type Figures = Record<KeyTermField, FieldFigures> & { mean: FieldFigures };

/** The answer to a question: the best candidate if it qualifies, else "not found". */
function choose(q: QuestionRow, scores: number[], qualifies: (i: number) => boolean) {
  let best = -1;
  scores.forEach((s, i) => {
    if (qualifies(i) && (best < 0 || s > scores[best]!)) best = i;
  });
  return best < 0 ? null : q.candidates[best]!;
}

function figures(questions: QuestionRow[], pick: (q: QuestionRow) => QuestionRow['candidates'][number] | null): Figures {
  const out = {} as Figures;
  for (const field of keyTermFields) {
    const qs = questions.filter((q) => q.field === field);
    let right = 0;
    let cited = 0;
    let withEvidence = 0;
    for (const q of qs) {
      const c = pick(q);
      if (c ? c.correct : q.abstainCorrect) right++;
      if (q.hasEvidence) {
        withEvidence++;
        if (c?.overlap) cited++;
      }
    }
    out[field] = { accuracy: right / Math.max(1, qs.length), overlap: cited / Math.max(1, withEvidence) };
  }
  const mean = (k: keyof FieldFigures) => keyTermFields.reduce((s, f) => s + out[f][k], 0) / keyTermFields.length;
  out.mean = { accuracy: mean('accuracy'), overlap: mean('overlap') };
  return out;
}

const handFigures = (questions: QuestionRow[]) =>
  figures(questions, (q) =>
    choose(
      q,
      q.candidates.map((c) => c.handScore),
      (i) => q.candidates[i]!.handQualifies,
    ),
  );

/**
 * The best any ranker could do with these candidates: a right candidate exists, or "not found" is right. What stays
 * below it is for the finders (key-term-finders.ts) and search to close, not the ranker.
 */
const ceiling = (questions: QuestionRow[]) =>
  figures(questions, (q) => q.candidates.find((c) => c.correct && c.overlap) ?? q.candidates.find((c) => c.correct) ?? null);

function modelFigures(questions: QuestionRow[], scores: Scores, thresholds: Record<string, number>) {
  return figures(questions, (q) => {
    const s = scores.get(q)!;
    return choose(q, s, (i) => s[i]! >= (thresholds[q.topic] ?? 0.5));
  });
}

function scoreAll(questions: QuestionRow[], w: Weights, into: Scores = new Map()): Scores {
  for (const q of questions)
    into.set(
      q,
      q.candidates.map((c) => predict(w, c.features)),
    );
  return into;
}

const samplesOf = (questions: QuestionRow[]) => questions.flatMap((q) => q.candidates.map((c) => ({ x: c.features, y: c.label })));

/** Out-of-fold probabilities on the training set, folds by contract. */
function crossValidated(set: LoadedSet, options: FitOptions): Scores {
  const names = set.contracts.map((c) => c.prepared.name);
  const fold = new Map(names.map((n, i) => [n, i % FOLDS]));
  const scores: Scores = new Map();
  for (let k = 0; k < FOLDS; k++) {
    const w = fit(samplesOf(set.questions.filter((q) => fold.get(q.contract) !== k)), options);
    scoreAll(
      set.questions.filter((q) => fold.get(q.contract) === k),
      w,
      scores,
    );
  }
  return scores;
}

/**
 * Per topic, the threshold with the best out-of-fold score, which weighs what issue 16 judges: a right answer or a
 * right "not found" counts 1, a right answer citing the evidence 1.5, and a "not found" while the evidence is among
 * the first three passages shown costs 1 (the lowest of equals: answer rather than abstain).
 */
function chooseThresholds(questions: QuestionRow[], scores: Scores): Record<string, number> {
  const thresholds: Record<string, number> = {};
  for (const topic of new Set(questions.map((q) => q.topic))) {
    const qs = questions.filter((q) => q.topic === topic);
    let best = { t: 0, right: -1 };
    for (const t of THRESHOLD_GRID) {
      let right = 0;
      for (const q of qs) {
        const s = scores.get(q)!;
        const c = choose(q, s, (i) => s[i]! >= t);
        right += (c ? c.correct : q.abstainCorrect) ? 1 : 0;
        // A right answer that cites the evidence beats a right "not found" (citations are judged too).
        if (c?.correct && c.overlap) right += CITATION_CREDIT;
        // "Not found" while the answering passage is among the first three shown is a failure of its own (issue 16).
        if (!c && q.goldInTop3) right -= NOT_FOUND_PENALTY;
      }
      if (right > best.right) best = { t, right };
    }
    thresholds[topic] = Math.round(best.t * 100) / 100;
  }
  return thresholds;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}`;

function table(rows: Array<[string, Figures]>): string {
  const head = `| Field | ${rows.map(([name]) => name).join(' | ')} |\n|---|${rows.map(() => '---').join('|')}|`;
  const line = (label: string, get: (f: Figures) => FieldFigures) =>
    `| ${label} | ${rows.map(([, f]) => `${pct(get(f).accuracy)} (${pct(get(f).overlap)})`).join(' | ')} |`;
  return [head, ...keyTermFields.map((field) => line(field, (f) => f[field])), line('**Mean**', (f) => f.mean)].join('\n');
}

function toModel(w: Weights, topics: string[], thresholds: Record<string, number>): RankerModel {
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  const dense: Record<string, number> = {};
  for (const [name, x] of [...w.dense].sort(([a], [b]) => (a < b ? -1 : 1))) if (round(x)) dense[name] = round(x);
  const hashed: Record<string, number> = {};
  w.hashed.forEach((x, b) => {
    if (round(x)) hashed[b] = round(x);
  });
  return { version: 1, buckets: HASH_BUCKETS, topics, thresholds, genericTopics: [...GENERIC_TOPICS], dense, hashed };
}

/** The composer itself, with whatever weights it loaded, on every question of a set. */
function verify(set: LoadedSet, dump?: Record<string, unknown>): Figures {
  const verdicts = new Map<string, ReturnType<typeof productVerdict>>();
  for (const { prepared, gold } of set.contracts)
    for (const field of keyTermFields) verdicts.set(`${prepared.name}|${field}`, productVerdict(prepared, field, gold[field]));
  if (dump) for (const [key, v] of verdicts) dump[key] = v;
  const out = {} as Figures;
  for (const field of keyTermFields) {
    const qs = set.questions.filter((q) => q.field === field);
    const vs = qs.map((q) => verdicts.get(`${q.contract}|${field}`)!);
    const withEvidence = qs.filter((q) => q.hasEvidence).map((q) => verdicts.get(`${q.contract}|${field}`)!);
    out[field] = {
      accuracy: vs.filter((v) => v.correct).length / Math.max(1, vs.length),
      overlap: withEvidence.filter((v) => v.overlap).length / Math.max(1, withEvidence.length),
    };
  }
  const mean = (k: keyof FieldFigures) => keyTermFields.reduce((s, f) => s + out[f][k], 0) / keyTermFields.length;
  out.mean = { accuracy: mean('accuracy'), overlap: mean('overlap') };
  return out;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const train = loadSet(args.train, args.limit);
  const dev = loadSet(args.dev, args.limit);
  log(`loaded ${train.questions.length} train and ${dev.questions.length} dev questions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (args.verify) {
    const dump = args.dump ? { train: {}, dev: {} } : undefined;
    console.log(
      table([
        ['cuad-train, composer', verify(train, dump?.train)],
        ['cuad-dev, composer', verify(dev, dump?.dev)],
      ]),
    );
    if (args.dump) writeFileSync(args.dump, JSON.stringify(dump, null, 1));
    return;
  }

  let chosen = { options: defaultFit, cv: -1, scores: new Map() as Scores, thresholds: {} as Record<string, number> };
  for (const [l2, l2Lexical] of L2_GRID) {
    const options = { ...defaultFit, l2, l2Lexical };
    const scores = crossValidated(train, options);
    const thresholds = chooseThresholds(train.questions, scores);
    const cv = modelFigures(train.questions, scores, thresholds).mean.accuracy;
    log(`L2 ${l2} / lexical ${l2Lexical}: cross-validated mean accuracy ${pct(cv)}`);
    if (cv > chosen.cv) chosen = { options, cv, scores, thresholds };
  }
  const weights = fit(samplesOf(train.questions), chosen.options);
  const topics = [...new Set(train.questions.map((q) => q.topic))].sort();
  const model = toModel(weights, topics, chosen.thresholds);
  log(
    `L2 ${chosen.options.l2} / lexical ${chosen.options.l2Lexical}, thresholds ${JSON.stringify(chosen.thresholds)}; fitted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  console.log(
    table([
      ['train, hand weights', handFigures(train.questions)],
      ['train, model', modelFigures(train.questions, scoreAll(train.questions, weights), chosen.thresholds)],
      ['train, model (5-fold CV)', modelFigures(train.questions, chosen.scores, chosen.thresholds)],
      ['dev, hand weights', handFigures(dev.questions)],
      ['dev, model', modelFigures(dev.questions, scoreAll(dev.questions, weights), chosen.thresholds)],
      ['train, ceiling', ceiling(train.questions)],
      ['dev, ceiling', ceiling(dev.questions)],
    ]),
  );
  console.log('\nEach cell: accuracy % (citation overlaps gold evidence %, of questions with evidence).');
  if (args.write && !args.limit) {
    const json = `${JSON.stringify(model)}\n`;
    writeFileSync(WEIGHTS_FILE, json);
    log(
      `wrote ${WEIGHTS_FILE} (${(json.length / 1024).toFixed(0)} KB, ${Object.keys(model.dense).length} dense and ${Object.keys(model.hashed).length} lexical weights)`,
    );
  }
}

await main();
