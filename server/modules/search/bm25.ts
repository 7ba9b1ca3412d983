/**
 * Okapi BM25 over a small set of chunks (the chunks of a few documents), with document frequencies counted in
 * that set. PostgreSQL's ts_rank has no notion of how rare a word is; inside one contract that is what tells
 * "governing" (one clause) from the party's name (every page).
 */

const K1 = 1.2;
const B = 0.75;

export interface ChunkTerms {
  id: string;
  /** Chunk length in distinct lexemes (length(tsvector)). */
  length: number;
  /** Occurrences of each query lexeme in the chunk (heading occurrences may count extra). */
  terms: Map<string, number>;
}

/**
 * @param weight an extra factor per lexeme in [0, 1] (for example, damping words common across the whole
 *   library that happen to be rare in this set).
 */
export function bm25Scores(chunks: ChunkTerms[], lexemes: string[], weight: (lexeme: string) => number = () => 1): Array<{ id: string; score: number }> {
  const n = chunks.length;
  if (n === 0) return [];
  const averageLength = chunks.reduce((sum, c) => sum + c.length, 0) / n || 1;
  const idf = new Map(
    lexemes.map((l) => {
      const df = chunks.filter((c) => (c.terms.get(l) ?? 0) > 0).length;
      // Robertson's IDF, floored at zero: a word in most of these chunks (the title, a party's name) ranks nothing.
      return [l, Math.max(0, Math.log((n - df + 0.5) / (df + 0.5))) * weight(l)];
    }),
  );
  return chunks
    .map((c) => {
      let score = 0;
      for (const l of lexemes) {
        const tf = c.terms.get(l) ?? 0;
        if (tf > 0) score += idf.get(l)! * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * c.length) / averageLength)));
      }
      return { id: c.id, score };
    })
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}
