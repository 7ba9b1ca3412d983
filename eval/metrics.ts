/**
 * Retrieval metrics of the CUAD dev README, as pure functions over character spans.
 *
 * A passage is `{doc, start, end}`: a [start, end) span of a contract's `.txt`. Gold spans are the same. Overlap is
 * only ever counted within one document.
 */
export interface Span {
  doc: string;
  start: number;
  end: number;
}

/** Sorted, merged [start, end) intervals per document, so overlapping passages count their characters once. */
export function unionByDoc(spans: Span[]): Map<string, Array<[number, number]>> {
  const byDoc = new Map<string, Array<[number, number]>>();
  for (const s of spans) {
    if (s.end <= s.start) continue;
    const list = byDoc.get(s.doc) ?? [];
    list.push([s.start, s.end]);
    byDoc.set(s.doc, list);
  }
  for (const [doc, list] of byDoc) {
    list.sort((a, b) => a[0] - b[0]);
    const merged: Array<[number, number]> = [];
    for (const [a, b] of list) {
      const last = merged[merged.length - 1];
      if (last && a <= last[1]) last[1] = Math.max(last[1], b);
      else merged.push([a, b]);
    }
    byDoc.set(doc, merged);
  }
  return byDoc;
}

function totalLength(u: Map<string, Array<[number, number]>>) {
  let n = 0;
  for (const list of u.values()) for (const [a, b] of list) n += b - a;
  return n;
}

function intersectionLength(x: Map<string, Array<[number, number]>>, y: Map<string, Array<[number, number]>>) {
  let n = 0;
  for (const [doc, xs] of x) {
    const ys = y.get(doc);
    if (!ys) continue;
    let i = 0;
    let j = 0;
    while (i < xs.length && j < ys.length) {
      const lo = Math.max(xs[i]![0], ys[j]![0]);
      const hi = Math.min(xs[i]![1], ys[j]![1]);
      if (hi > lo) n += hi - lo;
      if (xs[i]![1] < ys[j]![1]) i++;
      else j++;
    }
  }
  return n;
}

/**
 * LegalBench-RAG character precision and recall at k: the characters shared by the union of the top-k passages and
 * the union of the gold spans, over the retrieved characters (precision) and over the gold characters (recall).
 */
export function charPrecisionRecall(retrieved: Span[], gold: Span[], k: number): { precision: number; recall: number } {
  const r = unionByDoc(retrieved.slice(0, k));
  const g = unionByDoc(gold);
  const shared = intersectionLength(r, g);
  const rLen = totalLength(r);
  const gLen = totalLength(g);
  return { precision: rLen ? shared / rLen : 0, recall: gLen ? shared / gLen : 0 };
}

export function overlaps(a: Span, b: Span) {
  return a.doc === b.doc && a.start < b.end && b.start < a.end;
}

export function isRelevant(passage: Span, gold: Span[]) {
  return gold.some((g) => overlaps(passage, g));
}

/**
 * nDCG@k with binary relevance (a passage is relevant where it overlaps a gold span). The ideal ranking puts all
 * `relevantInIndex` relevant passages of the system's index first (capped at k): a system is judged against what
 * its own chunking makes possible.
 */
export function ndcgAtK(relevance: boolean[], relevantInIndex: number, k = 10): number {
  let dcg = 0;
  relevance.slice(0, k).forEach((rel, i) => {
    if (rel) dcg += 1 / Math.log2(i + 2);
  });
  const ideal = Math.min(k, Math.max(relevantInIndex, relevance.slice(0, k).filter(Boolean).length));
  let idcg = 0;
  for (let i = 0; i < ideal; i++) idcg += 1 / Math.log2(i + 2);
  return idcg ? dcg / idcg : 0;
}

/** Reciprocal rank of the first relevant passage within the top k, 0 when none is. */
export function mrrAtK(relevance: boolean[], k = 10): number {
  const i = relevance.slice(0, k).indexOf(true);
  return i < 0 ? 0 : 1 / (i + 1);
}

/** Lower-cased words with punctuation and whitespace removed, as the README's quote recall asks. */
export function quoteWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function wordTrigrams(words: string[]): string[] {
  // A quote shorter than three words is looked up as its whole word sequence.
  if (words.length < 3) return words.length ? [words.join(' ')] : [];
  const out: string[] = [];
  for (let i = 0; i + 3 <= words.length; i++) out.push(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}

/** Every word 3-gram (and, for short quotes, 1- and 2-grams) of a passage, for quote look-ups. */
export function passageGrams(text: string): Set<string> {
  const w = quoteWords(text);
  const set = new Set<string>();
  for (let i = 0; i < w.length; i++) {
    set.add(w[i]!);
    if (i + 1 < w.length) set.add(`${w[i]} ${w[i + 1]}`);
    if (i + 2 < w.length) set.add(`${w[i]} ${w[i + 1]} ${w[i + 2]}`);
  }
  return set;
}

/** Share of a quote's word 3-grams present in any of the passages' gram sets. */
export function quoteCoverage(quote: string, passages: Set<string>[]): number {
  const grams = wordTrigrams(quoteWords(quote));
  if (!grams.length) return 0;
  let found = 0;
  for (const g of grams) if (passages.some((p) => p.has(g))) found++;
  return found / grams.length;
}

/**
 * Quote recall at k (for PDFs, whose offsets differ from the `.txt`): the share of gold quotes of which at least
 * `threshold` of the word 3-grams appear in the top-k passages (of the quote's own document).
 */
export function quoteRecallAtK(quotes: string[], rankedPassages: Set<string>[], k: number, threshold = 0.8): number {
  const usable = quotes.filter((q) => wordTrigrams(quoteWords(q)).length > 0);
  if (!usable.length) return 0;
  const top = rankedPassages.slice(0, k);
  return usable.filter((q) => quoteCoverage(q, top) >= threshold).length / usable.length;
}

export const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
