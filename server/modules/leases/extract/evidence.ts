/**
 * Evidence and choice: the passage a value was read from (exact page characters and canonical offsets), and how
 * one value is chosen among candidates with a confidence that says how sure the choice is.
 */
import type { TermEvidence } from '../../../../common/lease-terms.js';
import type { Clause } from './segment.js';

/** A value read from one or more clauses, with how strongly the clauses and cues support it. */
export interface Candidate<V> {
  value: V;
  /** The clause the value was read from first; others it used (a term and a date in the next sentence). */
  clauses: Clause[];
  score: number;
}

export interface Decision<V> {
  value: V | null;
  evidence: TermEvidence | null;
  confidence: number;
}

export const notStated: Decision<never> = { value: null, evidence: null, confidence: 0 };

/**
 * The span that covers the clauses on the first clause's page (consecutive clauses read together make one quote);
 * clauses on another page, or too far away, leave the quote at the first clause.
 */
export function evidenceOf(clauses: Clause[]): TermEvidence {
  const first = clauses[0]!;
  let start = first.start;
  let end = first.end;
  for (const c of clauses.slice(1)) {
    if (c.page !== first.page) continue;
    const s = Math.min(start, c.start);
    const e = Math.max(end, c.end);
    if (e - s > 1500) continue;
    start = s;
    end = e;
  }
  return { page: first.page.number, quote: first.page.text.slice(start, end), charStart: first.page.charStart + start, charEnd: first.page.charStart + end };
}

const logistic = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Chooses the value with the strongest support. Candidates with the same value pool their support (two clauses
 * agreeing make it surer); the confidence is the winner's strength (a logistic of its best score around
 * `threshold`) times its share of all the support, so disagreeing candidates lower it. Below `threshold` nothing
 * is stated.
 */
export function decide<V>(candidates: Candidate<V>[], threshold: number, key: (v: V) => string = (v) => JSON.stringify(v)): Decision<V> {
  if (!candidates.length) return notStated;
  const groups = new Map<string, { best: Candidate<V>; total: number }>();
  for (const c of candidates) {
    if (c.score <= 0) continue;
    const k = key(c.value);
    const g = groups.get(k);
    if (!g) groups.set(k, { best: c, total: c.score });
    else {
      g.total += c.score;
      if (c.score > g.best.score) g.best = c;
    }
  }
  if (!groups.size) return notStated;
  const ranked = [...groups.values()].sort((a, b) => b.best.score + 0.25 * b.total - (a.best.score + 0.25 * a.total));
  const top = ranked[0]!;
  if (top.best.score < threshold) return notStated;
  const all = ranked.reduce((s, g) => s + g.total, 0);
  const share = top.total / all;
  const confidence = Math.round(logistic(1.2 * (top.best.score - threshold) + 0.5) * (0.4 + 0.6 * share) * 100) / 100;
  return { value: top.best.value, evidence: evidenceOf(top.best.clauses), confidence: Math.min(0.99, Math.max(0.05, confidence)) };
}

/** Weighted cue vocabulary: each pattern that matches adds its weight (negative weights count against). */
export type Cues = ReadonlyArray<readonly [RegExp, number]>;

export function cueScore(text: string, cues: Cues): number {
  let s = 0;
  for (const [re, w] of cues) if (re.test(text)) s += w;
  return s;
}

/**
 * How much a clause is about a topic: its own words, the heading of its section and a "Label:" before a value.
 * A heading on topic counts a lot (the clause under "PETS" is about pets even if it says "animals").
 */
/** Each vocabulary's positive cues as one pattern: a clause none of them matches is off topic without more work. */
const gates = new WeakMap<Cues, RegExp>();
function gateOf(cues: Cues): RegExp {
  let gate = gates.get(cues);
  if (!gate) {
    gate = new RegExp(
      cues
        .filter(([, w]) => w > 0)
        .map(([re]) => `(?:${re.source})`)
        .join('|'),
    );
    gates.set(cues, gate);
  }
  return gate;
}

export function topicScore(clause: Clause, cues: Cues, heading: RegExp | null): number {
  const onHeading = heading !== null && ((clause.heading !== '' && heading.test(clause.heading)) || (clause.label !== '' && heading.test(clause.label)));
  if (!onHeading && !gateOf(cues).test(clause.lower)) return 0;
  let s = cueScore(clause.lower, cues);
  // A clause whose own words say it is about something else is not rescued by its section's heading.
  if (s < 0) return s;
  if (heading && clause.heading && heading.test(clause.heading)) s += 2;
  if (heading && clause.label && heading.test(clause.label)) s += 2.5;
  return s;
}

/** Clauses ranked by a score function, best first, above zero. */
export function ranked(clauses: Clause[], score: (c: Clause) => number, limit = 12): Array<{ clause: Clause; score: number }> {
  return clauses
    .map((clause) => ({ clause, score: score(clause) }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.clause.index - b.clause.index)
    .slice(0, limit);
}
