import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Lexemes in more than this share of chunks are too common to find or rank candidates by (like a low IDF). */
export const COMMON_TERM_SHARE = 0.05;
const CACHE_MS = 5 * 60_000;
const ANALYZE_EVERY_MS = 10 * 60_000;
const MIN_CHUNKS_TO_PRUNE = 2_000;

let cache: { at: number; db: Database; frequencies: Map<string, number> } | null = null;
let lastAnalyze: { at: number; db: Database } | null = null;

/**
 * How common each frequent lexeme is across chunks, from PostgreSQL's own column statistics (ANALYZE keeps
 * the most common elements of a tsvector column with their frequencies), cached for a few minutes. The
 * embedded database has no autovacuum, so statistics are refreshed here in the background at most every ten
 * minutes; until the first refresh no term counts as common.
 */
export async function commonTermFrequencies(db: Database): Promise<Map<string, number>> {
  if (cache && cache.db === db && Date.now() - cache.at < CACHE_MS) return cache.frequencies;
  const result = await db.execute(sql`select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs,
      (select reltuples from pg_class where relname = 'chunks' and relkind = 'r' limit 1) as chunks
    from pg_stats s where s.tablename = 'chunks' and s.attname = 'tsv' limit 1`);
  const row = result.rows[0] as { elems: string[] | null; freqs: number[] | null; chunks: number | null } | undefined;
  const frequencies = new Map<string, number>();
  // In a small library every word is "common" and ranking every match is cheap: no pruning there.
  if (Number(row?.chunks ?? 0) >= MIN_CHUNKS_TO_PRUNE) row?.elems?.forEach((lexeme, i) => frequencies.set(lexeme, Number(row.freqs![i])));
  cache = { at: Date.now(), db, frequencies };
  if (!lastAnalyze || lastAnalyze.db !== db || Date.now() - lastAnalyze.at > ANALYZE_EVERY_MS) {
    lastAnalyze = { at: Date.now(), db };
    void db.execute(sql`analyze chunks`).then(() => (cache = null), () => {});
  }
  return frequencies;
}

/** A word of the query and the lexemes the index stems it to (none for a stop word). */
export interface QueryWord {
  word: string;
  lexemes: string[];
}

/** The query's words, each stemmed exactly as the index stems it, in order. */
export async function queryWords(db: Database, query: string): Promise<QueryWord[]> {
  const words = query.split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const result = await db.execute(sql`select w.word, array(select lexeme from unnest(to_tsvector('english', w.word))) as lexemes
    from unnest(${sql.param(words)}::text[]) with ordinality as w(word, i) order by w.i`);
  return result.rows as unknown as QueryWord[];
}

/** The distinct lexemes of the query's words. */
export function lexemesOf(words: QueryWord[]): string[] {
  return [...new Set(words.flatMap((w) => w.lexemes))];
}

/**
 * The lexemes worth finding candidates by: those under COMMON_TERM_SHARE, or the two rarest when every term is
 * common: "lease" in a lease library neither makes half the corpus a candidate nor outweighs a rare name.
 */
export function selectiveLexemes(lexemes: string[], frequencies: Map<string, number>): string[] {
  const share = (l: string) => frequencies.get(l) ?? 0;
  const rare = lexemes.filter((l) => share(l) < COMMON_TERM_SHARE);
  return rare.length ? rare : [...lexemes].sort((a, b) => share(a) - share(b)).slice(0, 2);
}

/** A tsquery literal matching any of the (already stemmed) lexemes. */
export function anyOfLexemes(lexemes: string[]): string {
  return lexemes.map((l) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');
}
