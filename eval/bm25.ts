/**
 * The plain baseline the README compares against: BM25 (k1 = 1.2, b = 0.75, lower-case word tokens, no stemming,
 * no stop words) over fixed 500-character chunks of each contract's `.txt`, across the whole corpus.
 */
export interface BaselineChunk {
  doc: string;
  start: number;
  end: number;
  text: string;
}

export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Consecutive, non-overlapping chunks of `size` characters (the last one shorter). */
export function fixedChunks(doc: string, text: string, size = 500): BaselineChunk[] {
  const out: BaselineChunk[] = [];
  for (let start = 0; start < text.length; start += size) {
    const end = Math.min(text.length, start + size);
    out.push({ doc, start, end, text: text.slice(start, end) });
  }
  return out;
}

export class Bm25Index {
  private readonly postings = new Map<string, Array<[number, number]>>();
  private readonly lengths: number[] = [];
  private readonly avgLength: number;

  constructor(
    readonly chunks: BaselineChunk[],
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {
    chunks.forEach((chunk, i) => {
      const tokens = tokenize(chunk.text);
      this.lengths.push(tokens.length);
      const tf = new Map<string, number>();
      for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const [t, n] of tf) {
        const list = this.postings.get(t) ?? [];
        list.push([i, n]);
        this.postings.set(t, list);
      }
    });
    this.avgLength = this.lengths.reduce((a, b) => a + b, 0) / Math.max(1, chunks.length);
  }

  /** Top `limit` chunks by BM25 score; ties keep corpus order. Query terms count once each. */
  search(query: string, limit: number): Array<{ chunk: BaselineChunk; score: number }> {
    const n = this.chunks.length;
    const scores = new Map<number, number>();
    for (const term of new Set(tokenize(query))) {
      const list = this.postings.get(term);
      if (!list) continue;
      // The Lucene/Okapi idf, never negative.
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
      for (const [i, tf] of list) {
        const norm = tf + this.k1 * (1 - this.b + (this.b * this.lengths[i]!) / this.avgLength);
        scores.set(i, (scores.get(i) ?? 0) + (idf * tf * (this.k1 + 1)) / norm);
      }
    }
    return [...scores.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([i, score]) => ({ chunk: this.chunks[i]!, score }));
  }
}
