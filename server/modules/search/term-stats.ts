import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Lexemes in more than this share of chunks are too common to find candidates with (they still rank). */
export const COMMON_TERM_SHARE = 0.05;
const CACHE_MS = 5 * 60_000;

let cache: { at: number; db: Database; frequencies: Map<string, number> } | null = null;

/**
 * How common each frequent lexeme is across chunks, from PostgreSQL's own column statistics (ANALYZE keeps
 * the most common elements of a tsvector column with their frequencies), cached for a few minutes. Empty
 * where there are no statistics yet (a new or embedded database), which simply means no term is skipped.
 */
export async function commonTermFrequencies(db: Database): Promise<Map<string, number>> {
  if (cache && cache.db === db && Date.now() - cache.at < CACHE_MS) return cache.frequencies;
  const result = await db.execute(sql`select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs
    from pg_stats where tablename = 'chunks' and attname = 'tsv' limit 1`);
  const row = result.rows[0] as { elems: string[] | null; freqs: number[] | null } | undefined;
  const frequencies = new Map<string, number>();
  row?.elems?.forEach((lexeme, i) => frequencies.set(lexeme, Number(row.freqs![i])));
  cache = { at: Date.now(), db, frequencies };
  return frequencies;
}

/** The query's lexemes, stemmed exactly as the index stems them. */
export async function queryLexemes(db: Database, query: string): Promise<string[]> {
  const result = await db.execute(sql`select array(select lexeme from unnest(to_tsvector('english', ${query}))) as lexemes`);
  return ((result.rows[0] as { lexemes: string[] } | undefined)?.lexemes ?? []).filter(Boolean);
}

/**
 * The lexemes worth finding candidates by: those under COMMON_TERM_SHARE, or the two rarest when every term is
 * common. Ranking still uses every term, so "lease" still counts; it just doesn't make half the corpus a
 * candidate to be ranked.
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
