/**
 * Features of a candidate sentence for a question without a key term ("Is there a non-compete?", "Who pays for
 * travel expenses?"), for the sentence scorer in generic-model.ts. They describe how the sentence relates to the
 * question and where it stands, never what a particular contract says: word overlap with stems and synonyms,
 * BM25 of the sentence among the passages' sentences, the clause vocabulary's drafting words, the passage's rank,
 * the sentence's position, length and shape, and hashed pairs (question word × sentence word) through which the
 * fitted weights learn that "compete" questions are answered by sentences saying "engage" or "competitive".
 *
 * The vector is sparse: DENSE_FEATURES named slots, then HASH_BUCKETS hashed slots.
 */
import { bm25Scores } from '../../search/bm25.js';
import { clauseVocabulary } from '../../search/clause-vocabulary.js';
import { isHeadingText, type Candidate } from './candidates.js';
import type { QuestionAnalysis } from './question-kind.js';
import { contentStems } from './text.js';

export const HASH_BUCKETS = 16384;

export const DENSE_NAMES = [
  'bias',
  'termHits',
  'bestTermHits',
  'termHitsRelative',
  'bm25Relative',
  'bm25Log',
  'vocabularyHits',
  'passageRank',
  'firstPassage',
  'rankWeight',
  'firstSentence',
  'sentencePosition',
  'logLength',
  'short',
  'long',
  'valueOfKind',
  'operative',
  'neighbourTermHits',
  'hasNumber',
  'negated',
  'listOpener',
  'rarestTerm',
] as const;
export const DENSE_FEATURES = DENSE_NAMES.length;

/** Sparse vector: parallel slot indexes and values. */
export interface Features {
  index: number[];
  value: number[];
}

export interface ScoringContext {
  analysis: QuestionAnalysis;
  candidates: Candidate[];
  stems: string[][];
  bm25: number[];
  maxBm25: number;
  maxTermHits: number;
  vocabulary: Set<string>;
  /** The nearest heading above each sentence in its passage, as stems (empty when none). */
  headings: string[][];
  /** The question's words found in the fewest of these sentences (those that say most; ties all count). */
  rarest: string[];
}

const operative = /\b(shall|will|may|must|agrees?|covenants?|undertakes?|is entitled|has the right)\b/i;
const negated = /\b(shall|may|will|must)\s+not\b|\bno\s+\w+\s+shall\b|\bin no event\b|\bnot\s+be\s+(permitted|allowed)\b/i;

export function scoringContext(analysis: QuestionAnalysis, candidates: Candidate[]): ScoringContext {
  const stems = candidates.map((c) => [...new Set(contentStems(c.sentence.text))]);
  const own = [...new Set(analysis.terms)];
  const vocabulary = new Set(contentStems(clauseVocabulary(analysis.question)).filter((s) => !own.includes(s)));
  const lexemes = [...own, ...vocabulary];
  const scored = bm25Scores(
    candidates.map((c, i) => {
      const terms = new Map<string, number>();
      for (const s of contentStems(c.sentence.text)) terms.set(s, (terms.get(s) ?? 0) + 1);
      return { id: String(i), length: stems[i]!.length, terms };
    }),
    lexemes,
    (l) => (vocabulary.has(l) ? 0.5 : 1),
  );
  const bm25 = new Array<number>(candidates.length).fill(0);
  for (const s of scored) bm25[Number(s.id)] = s.score;
  const headings: string[][] = [];
  let current: string[] = [];
  candidates.forEach((c, i) => {
    if (c.index === 0) current = [];
    headings.push(current);
    if (isHeadingText(c.sentence.text)) current = stems[i]!;
  });
  const counts = own.map((t) => ({ t, n: stems.filter((ss) => holds(ss, t)).length })).filter((x) => x.n > 0);
  const fewest = Math.min(...counts.map((x) => x.n));
  const rarest = counts.filter((x) => x.n === fewest).map((x) => x.t);
  return {
    rarest,
    analysis,
    candidates,
    stems,
    bm25,
    maxBm25: Math.max(1e-9, ...bm25),
    maxTermHits: Math.max(0, ...candidates.map((c) => c.termHits)),
    vocabulary,
    headings,
  };
}

/** Whether the stems hold the word, or one that shares its first four letters and is a prefix of it ("smok", "smoke"). */
function holds(stems: string[], t: string): boolean {
  return stems.some((s) => s === t || (Math.min(s.length, t.length) >= 4 && (s.startsWith(t) || t.startsWith(s))));
}

/** Whether the sentence, or the section heading above it, holds one of the question's rarest words. */
function holdsRarest(ctx: ScoringContext, i: number): boolean {
  return ctx.rarest.some((t) => holds(ctx.stems[i]!, t) || holds(ctx.headings[i]!, t));
}

/** FNV-1a, 32 bits: a stable hash for the word-pair slots. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function sentenceFeatures(ctx: ScoringContext, i: number, valueOfKind: boolean): Features {
  const c = ctx.candidates[i]!;
  const text = c.sentence.text;
  const stems = ctx.stems[i]!;
  const prev = ctx.candidates[i - 1];
  const next = ctx.candidates[i + 1];
  const neighbour = Math.max(
    prev && prev.passageIndex === c.passageIndex ? prev.termHits : 0,
    next && next.passageIndex === c.passageIndex ? next.termHits : 0,
  );
  let vocabularyHits = 0;
  for (const s of stems) if (ctx.vocabulary.has(s)) vocabularyHits++;
  const dense = [
    1,
    c.termHits,
    ctx.maxTermHits > 0 && c.termHits >= ctx.maxTermHits - 1e-9 ? 1 : 0,
    ctx.maxTermHits > 0 ? c.termHits / ctx.maxTermHits : 0,
    ctx.bm25[i]! / ctx.maxBm25,
    Math.log1p(ctx.bm25[i]!) / 3,
    Math.min(1, vocabularyHits / 3),
    1 / (1 + c.passageIndex),
    c.passageIndex === 0 ? 1 : 0,
    c.rankWeight,
    c.index === 0 ? 1 : 0,
    c.index / Math.max(1, c.siblings.length - 1),
    Math.log(1 + text.length) / 7,
    text.length < 60 ? 1 : 0,
    text.length > 400 ? 1 : 0,
    valueOfKind ? 1 : 0,
    operative.test(text) ? 1 : 0,
    neighbour,
    /\d/.test(text) ? 1 : 0,
    negated.test(text) ? 1 : 0,
    /:\s*$/.test(text) ? 1 : 0,
    holdsRarest(ctx, i) ? 1 : 0,
  ];
  const slots = new Map<number, number>();
  dense.forEach((v, k) => {
    if (v !== 0) slots.set(k, v);
  });
  // Question word × sentence word, and × the words of the section heading above the sentence.
  const terms = [...new Set(ctx.analysis.terms)];
  const scale = 1 / Math.sqrt(Math.max(1, stems.length) * Math.max(1, terms.length));
  const add = (key: string, v: number) => {
    const slot = DENSE_FEATURES + (hash(key) % HASH_BUCKETS);
    slots.set(slot, (slots.get(slot) ?? 0) + v);
  };
  for (const t of terms) {
    for (const s of stems) add(`${t}|${s}`, scale);
    for (const s of ctx.headings[i]!) add(`${t}|h|${s}`, 1 / Math.sqrt(Math.max(1, ctx.headings[i]!.length * terms.length)));
  }
  return { index: [...slots.keys()], value: [...slots.values()] };
}

/**
 * The sentences that could answer (not headings), each with what it states for the question's kind, its
 * features, and whether it holds the question's rarest word. `find` reads the value; passed in so training and answering read it the same way.
 */
export function genericSamples<F extends { bonus: number }>(
  analysis: QuestionAnalysis,
  candidates: Candidate[],
  find: (analysis: QuestionAnalysis, c: Candidate) => F | null,
): Array<{ i: number; finding: F; features: Features; holdsRarest: boolean }> {
  const ctx = scoringContext(analysis, candidates);
  const out: Array<{ i: number; finding: F; features: Features; holdsRarest: boolean }> = [];
  candidates.forEach((c, i) => {
    const finding = find(analysis, c);
    if (finding) out.push({ i, finding, features: sentenceFeatures(ctx, i, finding.bonus > 0), holdsRarest: holdsRarest(ctx, i) });
  });
  return out;
}
