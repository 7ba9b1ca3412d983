/**
 * npm run train:party-spans: fits the party-span scorer (server/modules/answers/offline/party-spans.ts) on cuad-train
 * and writes server/modules/answers/offline/party-span-weights.json.
 *
 *   --no-write         report only
 *   --train DIR        default ../shared/eval/cuad-train
 *   --dev DIR          default ../shared/eval/cuad-dev (reported, never used to choose anything)
 *
 * Every span the reader proposes in a contract's opening is labelled by the lawyers' Parties answer: a positive when
 * it names one of the gold parties (most of that party's words) and is little else (most of its words are that
 * party's). The regularisation, the threshold and which context words may be features are chosen on cuad-train alone
 * (5-fold cross-validation by contract, judged as the eval judges a Parties answer). Deterministic.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { partySpans, positionFeature, readPartySpans, spanFeatures, type PartySpanWeights } from '../../server/modules/answers/offline/party-spans.js';
import { SPAN_OPENING } from '../../server/modules/answers/offline/value-candidates.js';
import { loadDataset } from '../dataset.js';
import { goldParties, namesParty, partyWords, scoreKeyTerm } from '../keyterms.js';
import { log } from '../log.js';
import { prepareContract } from './dataset.js';
import { defaultFit, fit, type Sample } from './logistic.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WEIGHTS_FILE = join(repoRoot, 'server/modules/answers/offline/party-span-weights.json');
const FOLDS = 5;
const L2_GRID = [1e-4, 3e-4, 1e-3, 3e-3];
/** Floors for the first two parties and thresholds for more, tried in pairs (threshold >= floor). */
const FLOORS = [0.05, 0.1, 0.15, 0.2, 0.3];
const THRESHOLDS = [0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6];
/** A context word ("prev:between", "next:a") is a feature only when this many training contracts have it. */
const MIN_CONTRACTS = 10;

function parseArgs(argv: string[]) {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    train: resolve(value('train') ?? join(repoRoot, '..', 'shared', 'eval', 'cuad-train')),
    dev: resolve(value('dev') ?? join(repoRoot, '..', 'shared', 'eval', 'cuad-dev')),
    write: !argv.includes('--no-write'),
  };
}

interface Doc {
  name: string;
  /** The passages of the opening, as the product chunks the contract (the reader reads one passage at a time). */
  windows: Array<{ text: string; offset: number }>;
  gold: string;
  samples: Sample[];
}

/** A span names a gold party: most of the party's words, and little besides. */
function names(span: string, party: string): boolean {
  if (!namesParty(span, party)) return false;
  const words = partyWords(span);
  const theirs = new Set(party.toLowerCase().split(/[^a-z0-9&]+/));
  return words.length > 0 && words.filter((w) => theirs.has(w)).length / words.length >= 0.6;
}

function loadDocs(dir: string): Doc[] {
  const data = loadDataset(dir);
  return data.keyTerms.map((kt) => {
    // Each passage read on into the next, as value-candidates.ts reads them.
    const hits = prepareContract(kt.document, data.txt(kt.document)).hits;
    const windows = hits
      .filter((h) => h.charStart < SPAN_OPENING)
      .map((h, i) => ({ text: hits[i + 1] ? `${h.text}\n${hits[i + 1]!.text}` : h.text, offset: h.charStart }));
    const gold = goldParties(kt.Parties.answer);
    // Spans are learnt from the whole opening (a preamble split over two passages still shows both parties whole);
    // the reading is judged passage by passage, as the product reads.
    const opening = data.txt(kt.document).slice(0, SPAN_OPENING);
    const samples = [{ text: opening, offset: 0 }].flatMap(({ text, offset }) =>
      partySpans(text).map((s) => {
        const dense = spanFeatures(text, s, offset);
        dense.set(positionFeature(s.start), 1);
        const x = { dense, hashed: new Map<number, number>() };
        return { x, y: (gold.some((g) => names(s.name, g)) ? 1 : 0) as 0 | 1 };
      }),
    );
    return { name: kt.document, windows, gold: kt.Parties.answer, samples };
  });
}

/** The names read from the first passage of the opening the reader finds parties in. */
function read(doc: Doc, w: PartySpanWeights): string[] {
  for (const { text, offset } of doc.windows) {
    const found = readPartySpans(text, offset, w).map((s) => s.name);
    if (found.length) return found;
  }
  return [];
}

/** Whether the parties read from the opening are the lawyers' (as eval/keyterms.ts judges a Parties answer). */
function right(doc: Doc, w: PartySpanWeights): boolean {
  const found = read(doc, w);
  if (!found.length) return false;
  return scoreKeyTerm('Parties', doc.gold, { text: found.join('; '), answered: true, value: { type: 'parties', names: found } }).correct;
}

/**
 * Names read that are none of the lawyers' parties ("Exchange Commission", "Rights. (Program)"), over the answers
 * that name the parties: what a reader sees as junk, which the accuracy above does not count.
 */
function extraNames(docs: Doc[], w: PartySpanWeights): string {
  let extra = 0;
  let answers = 0;
  for (const d of docs) {
    const gold = goldParties(d.gold);
    if (!gold.length || !right(d, w)) continue;
    answers++;
    extra += read(d, w).filter((name) => !gold.some((g) => namesParty(name, g))).length;
  }
  return `${extra} names that are no party in ${answers} right answers`;
}

/** Context-word features seen in too few contracts are dropped (they would be names, not words). */
function commonWords(docs: Doc[]): Set<string> {
  const seen = new Map<string, number>();
  for (const d of docs) {
    const names = new Set(d.samples.flatMap((s) => [...s.x.dense.keys()]).filter((k) => /^(prev|next):/.test(k)));
    for (const k of names) seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  return new Set([...seen].filter(([, n]) => n >= MIN_CONTRACTS).map(([k]) => k));
}

function restrict(docs: Doc[], keep: Set<string>): Sample[] {
  return docs.flatMap((d) =>
    d.samples.map((s) => ({ y: s.y, x: { hashed: s.x.hashed, dense: new Map([...s.x.dense].filter(([k]) => !/^(prev|next):/.test(k) || keep.has(k))) } })),
  );
}

function toWeights(dense: Map<string, number>, floor: number, threshold: number): PartySpanWeights {
  const weights: Record<string, number> = {};
  for (const [k, v] of [...dense].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const r = Math.round(v * 1e4) / 1e4;
    if (r) weights[k] = r;
  }
  return { version: 1, floor, threshold, weights };
}

function train(docs: Doc[], l2: number) {
  const keep = commonWords(docs);
  return fit(restrict(docs, keep), { ...defaultFit, l2, l2Lexical: l2, epochs: 300 }).dense;
}

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}`;

function main() {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const trainDocs = loadDocs(args.train);
  const positives = trainDocs.reduce((n, d) => n + d.samples.filter((s) => s.y).length, 0);
  const spans = trainDocs.reduce((n, d) => n + d.samples.length, 0);
  const reachable = trainDocs.filter(
    (d) => d.samples.filter((s) => s.y).length >= Math.min(2, goldParties(d.gold).length) && goldParties(d.gold).length,
  ).length;
  log(`${trainDocs.length} train contracts, ${spans} spans, ${positives} positives; spans name the parties in ${pct(reachable, trainDocs.length)}%`);

  // Cross-validation by contract: out-of-fold weights per l2, every threshold judged on the held-out contracts.
  const pairs = FLOORS.flatMap((floor) => THRESHOLDS.filter((t) => t >= floor).map((threshold) => ({ floor, threshold, key: `${floor}/${threshold}` })));
  let best = { l2: L2_GRID[0]!, floor: 0.2, threshold: 0.5, right: -1 };
  for (const l2 of L2_GRID) {
    const rightAt = new Map(pairs.map((p) => [p.key, 0]));
    for (let k = 0; k < FOLDS; k++) {
      const dense = train(
        trainDocs.filter((_, i) => i % FOLDS !== k),
        l2,
      );
      for (const p of pairs) {
        const w = toWeights(dense, p.floor, p.threshold);
        rightAt.set(p.key, rightAt.get(p.key)! + trainDocs.filter((d, i) => i % FOLDS === k && right(d, w)).length);
      }
    }
    for (const p of pairs) {
      const r = rightAt.get(p.key)!;
      if (r > best.right) best = { l2, floor: p.floor, threshold: p.threshold, right: r };
    }
    const top = pairs.reduce((a, b) => (rightAt.get(b.key)! > rightAt.get(a.key)! ? b : a));
    log(`l2 ${l2}: best floor/threshold ${top.key}, cross-validated ${pct(rightAt.get(top.key)!, trainDocs.length)}%`);
  }
  const weights = toWeights(train(trainDocs, best.l2), best.floor, best.threshold);
  const devDocs = loadDocs(args.dev);
  log(
    `chosen l2 ${best.l2}, floor ${best.floor}, threshold ${best.threshold}: train ${pct(trainDocs.filter((d) => right(d, weights)).length, trainDocs.length)}%, ` +
      `5-fold CV ${pct(best.right, trainDocs.length)}%, dev ${pct(devDocs.filter((d) => right(d, weights)).length, devDocs.length)}% ` +
      `(the parties read from the passages of the first ${SPAN_OPENING} characters alone; ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  log(`chosen: train ${extraNames(trainDocs, weights)}; dev ${extraNames(devDocs, weights)}`);
  const shipped = JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as PartySpanWeights;
  log(
    `shipped weights: train ${pct(trainDocs.filter((d) => right(d, shipped)).length, trainDocs.length)}%, ${extraNames(trainDocs, shipped)}; ` +
      `dev ${pct(devDocs.filter((d) => right(d, shipped)).length, devDocs.length)}%, ${extraNames(devDocs, shipped)}`,
  );
  if (args.write) {
    const json = `${JSON.stringify(weights, null, 1)}\n`;
    writeFileSync(WEIGHTS_FILE, json);
    log(`wrote ${WEIGHTS_FILE} (${Object.keys(weights.weights).length} weights)`);
  }
}

main();
