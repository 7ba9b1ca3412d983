/**
 * Features of one key-term candidate (a sentence of a returned passage and the value a finder read from it), for
 * the learned ranker (decision 0020). The same pure function feeds training (eval/ranker) and the runtime scorer,
 * so what the model learned is what it sees.
 *
 * Everything here is general: the signals the composer already had (the finder's bonus, question and cue words,
 * search rank), where the sentence stands and how it looks, what kind of value it holds, and the words of the
 * sentence and around the value, hashed and crossed with the topic. No contract, party or eval-set string.
 *
 * This folder imports nothing from offline/ (the composer imports it): the inputs below are structural, and the
 * composer's Candidate and Finding satisfy them as they are.
 */
import type { AnswerValue } from '../../../../common/answer-value.js';

/** What the ranker reads of a candidate sentence (offline/candidates.ts Candidate has these fields). */
export interface RankedCandidate {
  passage: { text: string; documentId: string };
  /** Rank of the passage among those search returned (0 = first). */
  passageIndex: number;
  /** Index of the sentence within its passage. */
  index: number;
  sentence: { text: string; start: number; end: number };
  /** Offset of the sentence in the document's text. */
  charStart: number;
  termHits: number;
  cueHits: number;
  rankWeight: number;
  /** How strongly search favoured the candidate's document (not a feature: training sees one document at a time). */
  docWeight: number;
}

/** What the ranker reads of a finder's result (offline/key-term-finders.ts Finding has these fields). */
export interface RankedFinding {
  value: AnswerValue;
  phrase: string;
  bonus: number;
  note?: string;
  throughSentence?: number;
  /** Proposed by its type alone (offline/value-candidates.ts), not by a topic's finder. */
  generic?: boolean;
  /** The value's offset in the sentence, when the proposer knows it, and where its words end. */
  at?: number;
  end?: number;
  /** A generic value in a sentence where the topic's finder stated another value. */
  besideFinder?: boolean;
}

/** Sparse features: named dense signals, and hashed lexical buckets. */
export interface Features {
  dense: Map<string, number>;
  /** Bucket index → value. */
  hashed: Map<number, number>;
}

/** Buckets for the hashed lexical features: a few thousand keep the model small and the words from overfitting. */
export const HASH_BUCKETS = 4096;
/** Words either side of the value that count as its window. */
const WINDOW = 4;

/** FNV-1a, 32 bits: a stable hash, the same at training and at run time. */
export function hashBucket(key: string, buckets = HASH_BUCKETS): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % buckets;
}

/** Lower-case word tokens cut to six letters (so "renewal"/"renew" meet); numbers become "#". */
export function tokens(text: string): Array<{ word: string; start: number; end: number }> {
  const out: Array<{ word: string; start: number; end: number }> = [];
  for (const m of text.matchAll(/[A-Za-z]+|\d+/g)) {
    const w = m[0];
    out.push({ word: /^\d/.test(w) ? '#' : w.toLowerCase().slice(0, 6), start: m.index!, end: m.index! + w.length });
  }
  return out;
}

const squashed = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Where the value stands in the sentence: its phrase verbatim, else the year of a date, else a party's first word. */
export function valueLocation(sentence: string, finding: RankedFinding): number {
  if (finding.at !== undefined) return finding.at;
  const phrase = squashed(finding.phrase);
  if (phrase && phrase.length <= 120) {
    const words = phrase.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const m = new RegExp(words.join('\\s+'), 'i').exec(sentence);
    if (m) return m.index;
  }
  const v = finding.value;
  if (v.type === 'date' && v.year !== null) {
    const at = sentence.indexOf(String(v.year));
    if (at >= 0) return at;
  }
  if (v.type === 'parties' && v.names[0]) {
    const first = v.names[0].split(/\s+/)[0]!;
    const at = sentence.indexOf(first);
    if (at >= 0) return at;
  }
  if (v.type === 'duration') {
    const m = /\b(day|week|month|year)s?\b/i.exec(sentence);
    if (m) return m.index;
  }
  return -1;
}

const bin = (x: number, edges: number[]) => {
  let i = 0;
  while (i < edges.length && x >= edges[i]!) i++;
  return i;
};

/** A section title: short, or mostly capitals ("12. GOVERNING LAW"). */
function headingLike(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return text.trim().split(/\s+/).length <= 4 || (letters.length > 0 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.8);
}

/** A finder's note as a kind: "5 years from June 1, 2010" is a relative date, "after launch" an event. */
function noteKind(note: string): string {
  if (/\d/.test(note) && /\bfrom\b/.test(note)) return 'relative';
  return (
    note
      .toLowerCase()
      .replace(/[^a-z\s-]/g, ' ')
      .trim()
      .split(/\s+/)[0] || 'other'
  );
}

const definition = /["“][^"”]{1,60}["”]\s+(means|shall mean|has the meaning|shall have the meaning)\b/i;

/** The value's kind and shape, as named indicator features. */
function valueSignals(v: AnswerValue, add: (name: string, x?: number) => void) {
  add(`vt:${v.type}`);
  switch (v.type) {
    case 'date':
      add('date:day', v.day !== null ? 1 : 0);
      add('date:month', v.month !== null ? 1 : 0);
      add('date:year', v.year !== null ? 1 : 0);
      if (v.year !== null) add(`date:era${bin(v.year, [1980, 1995, 2005, 2015, 2030])}`);
      break;
    case 'duration':
      add(`dur:${v.unit}`);
      add(`dur:amount${bin(v.amount, [2, 4, 11, 31, 61, 91, 181])}`);
      add('dur:successive', v.successive ? 1 : 0);
      break;
    case 'parties':
      add(`parties:n${Math.min(v.names.length, 5)}`);
      add('parties:roles', v.roles.filter(Boolean).length / Math.max(1, v.roles.length));
      add('parties:long', v.names.some((n) => n.length > 80) ? 1 : 0);
      break;
    case 'jurisdiction':
      add('law:words', Math.min(4, v.name.split(/\s+/).length) / 4);
      break;
    case 'text':
      add(`text:${v.normalized.split(/\s+/).slice(0, 2).join('_').toLowerCase()}`);
      break;
    default:
      break;
  }
}

/** How a candidate stands among the others found for the same question. */
export interface GroupContext {
  /** Candidates found for the question. */
  count: number;
  /** Other candidates stating the same value. */
  sameValue: number;
  /** The best finder bonus among them. */
  maxBonus: number;
  /** This candidate's place by the composer's former hand-set score (0 = first). */
  handRank: number;
  /** A finder (not only the generic proposer) states this value somewhere among the candidates. */
  finderSays: boolean;
  /** How many candidates come from the topic's finder (the rest are generic). */
  finders: number;
  /** For a date: its place among the distinct dates of the question, from the earliest and from the latest. */
  dateFromEarliest: number;
  dateFromLatest: number;
  /** Its place among the candidates by position in the document (0 = the first value found). */
  documentOrder: number;
  /** Its place among the values found in the same sentence (0 = the first). */
  sentenceOrder: number;
}

/** The composer's hand-set score before the model; kept as one signal among others (and its rank as a feature). */
export function handScore(c: RankedCandidate, f: RankedFinding): number {
  return f.bonus + (0.4 * Math.min(c.cueHits, 3)) / 3 + 0.3 * c.termHits + 0.6 * c.rankWeight + 0.4 * c.docWeight;
}

/** Each candidate's standing in its question's group. */
export function groupContexts(items: Array<{ candidate: RankedCandidate; finding: RankedFinding }>): GroupContext[] {
  const hand = items.map((it) => handScore(it.candidate, it.finding));
  const maxBonus = Math.max(...items.map((it) => it.finding.bonus));
  const values = new Map<string, number>();
  for (const it of items) values.set(valueKey(it.finding), (values.get(valueKey(it.finding)) ?? 0) + 1);
  const byFinder = new Set(items.filter((it) => !it.finding.generic).map((it) => valueKey(it.finding)));
  const isos = [...new Set(items.map((it) => (it.finding.value.type === 'date' ? it.finding.value.iso : null)).filter((x): x is string => !!x))].sort();
  const where = items.map((it) => it.candidate.charStart + Math.max(0, valueLocation(it.candidate.sentence.text, it.finding)));
  const sentenceKey = (c: RankedCandidate) => `${c.passageIndex}:${c.index}`;
  return items.map((it, i) => {
    const iso = it.finding.value.type === 'date' ? it.finding.value.iso : null;
    const rank = iso ? isos.indexOf(iso) : -1;
    return {
      count: items.length,
      sameValue: values.get(valueKey(it.finding))! - 1,
      maxBonus,
      handRank: hand.filter((h, j) => h > hand[i]! || (h === hand[i]! && j < i)).length,
      finderSays: byFinder.has(valueKey(it.finding)),
      finders: items.filter((o) => !o.finding.generic).length,
      dateFromEarliest: rank,
      dateFromLatest: rank < 0 ? -1 : isos.length - 1 - rank,
      documentOrder: where.filter((w) => w < where[i]!).length,
      sentenceOrder: items.filter((o, j) => j !== i && sentenceKey(o.candidate) === sentenceKey(it.candidate) && where[j]! < where[i]!).length,
    };
  });
}

const valueKey = (f: RankedFinding) => `${f.value.type}:${f.value.normalized.toLowerCase()}`;

/** Features of every candidate of one question, in order. */
export function keyTermFeatureList(topic: string, items: Array<{ candidate: RankedCandidate; finding: RankedFinding }>): Features[] {
  const groups = groupContexts(items);
  return items.map((it, i) => keyTermFeatures(topic, it.candidate, it.finding, groups[i]));
}

/**
 * The features of a candidate for a key topic. Dense signals appear twice: shared by every topic and crossed with
 * the topic, so a topic with few examples leans on what all topics share. Words are crossed with the topic only.
 */
export function keyTermFeatures(topic: string, c: RankedCandidate, f: RankedFinding, group?: GroupContext): Features {
  const dense = new Map<string, number>();
  const add = (name: string, x = 1) => {
    if (!x) return;
    dense.set(name, (dense.get(name) ?? 0) + x);
    dense.set(`${topic}|${name}`, (dense.get(`${topic}|${name}`) ?? 0) + x);
  };
  const s = c.sentence.text;
  // Where the candidate came from: a finder's verdict, or every value of the type (value-candidates.ts).
  const src = f.generic ? 'generic' : 'finder';
  add('bias');
  add(`src:${src}`);
  add(`src:${src}|cues${Math.min(c.cueHits, 3)}`);
  if (f.generic) add(f.besideFinder ? 'generic:besideFinder' : 'generic:alone');
  add(`src:${src}|passage${Math.min(c.passageIndex, 4)}`);
  add(`src:${src}|at${bin(c.charStart, [400, 1500, 4000, 10000, 30000])}`);
  add('bonus', Math.max(-2, Math.min(3, f.bonus)));
  add(`bonus${bin(f.bonus, [0.5, 0.9, 1.2, 1.5, 1.9, 2.3])}`);
  add('cues', Math.min(c.cueHits, 3) / 3);
  add('terms', c.termHits);
  add('rank', c.rankWeight);
  add(`passage${Math.min(c.passageIndex, 4)}`);
  add('firstSentence', c.index === 0 ? 1 : 0);
  add(`at${bin(c.charStart, [400, 1500, 4000, 10000, 30000])}`);
  add(`len${bin(s.length, [40, 100, 200, 400, 700])}`);
  add('heading', headingLike(s) ? 1 : 0);
  add('definition', definition.test(s) ? 1 : 0);
  add('quotedTerm', /\(\s*(the\s+)?["“][^"”]{1,40}["”]\s*\)/.test(s) ? 1 : 0);
  add('continues', f.throughSentence !== undefined && f.throughSentence > c.index ? 1 : 0);
  if (f.note) add(`note:${noteKind(f.note)}`);
  valueSignals(f.value, add);
  if (group) {
    add(`group:n${bin(group.count, [2, 3, 5, 10, 20])}`);
    add(`group:same${Math.min(group.sameValue, 2)}`);
    add('group:topBonus', f.bonus >= group.maxBonus ? 1 : 0);
    add('group:bonusGap', Math.min(2, group.maxBonus - f.bonus));
    add(`group:hand${Math.min(group.handRank, 2)}`);
    add('group:finderSays', group.finderSays ? 1 : 0);
    add(`src:${src}|finders${Math.min(group.finders, 2)}`);
    if (group.dateFromEarliest >= 0) {
      add(`date:fromEarliest${Math.min(group.dateFromEarliest, 2)}`);
      add(`date:fromLatest${Math.min(group.dateFromLatest, 2)}`);
    }
    add(`src:${src}|docOrder${bin(group.documentOrder, [1, 2, 4, 8])}`);
    add(`src:${src}|sentenceOrder${Math.min(group.sentenceOrder, 2)}`);
  }

  const at = valueLocation(s, f);
  add(at < 0 ? 'value:elsewhere' : `value:at${bin(at / Math.max(1, s.length), [0.2, 0.5, 0.8])}`);
  if (f.generic) add(at < 0 ? 'generic:elsewhere' : `generic:at${bin(at / Math.max(1, s.length), [0.2, 0.5, 0.8])}`);

  const hashed = new Map<number, number>();
  const put = (key: string, x: number) => {
    const b = hashBucket(`${topic}|${key}`);
    hashed.set(b, (hashed.get(b) ?? 0) + x);
  };
  const words = tokens(s);
  const distinct = [...new Set(words.map((w) => w.word))];
  // Scaled so a long sentence does not outvote a short one by its length alone.
  for (const w of distinct) put(`s:${w}`, 1 / Math.sqrt(distinct.length));
  if (at >= 0) {
    const first = words.findIndex((w) => w.end > at);
    const from = first < 0 ? words.length : first;
    for (let i = Math.max(0, from - WINDOW); i < from; i++) put(`L:${words[i]!.word}`, 0.5);
    const after = words.findIndex((w) => w.start >= (f.end ?? at + f.phrase.length));
    const to = after < 0 ? words.length : after;
    for (let i = to; i < Math.min(words.length, to + WINDOW); i++) put(`R:${words[i]!.word}`, 0.5);
  }
  return { dense, hashed };
}
