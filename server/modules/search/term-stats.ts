import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Lexemes in more than this share of chunks are too common to find or rank candidates by (like a low IDF). */
export const COMMON_TERM_SHARE = 0.05;
const CACHE_MS = 5 * 60_000;
const ANALYZE_EVERY_MS = 10 * 60_000;
const MIN_CHUNKS_TO_PRUNE = 2_000;

/** What PostgreSQL's statistics say about how common the lexemes of the chunks' full text are. */
export interface TermStatistics {
  /** Share of chunks holding each frequent lexeme (empty in a small library, where nothing needs pruning). */
  shares: Map<string, number>;
  /** Chunks in the table (the planner's estimate). */
  chunks: number;
  /**
   * The share assumed for a lexeme missing from `shares`: half the least frequent one listed, as PostgreSQL's own
   * planner assumes (ts_selfuncs.c).
   */
  rareShare: number;
}

const NO_STATISTICS: TermStatistics = { shares: new Map(), chunks: 0, rareShare: 0 };

/** A word of the query and the lexemes the index stems it to (none for a stop word). */
export interface QueryWord {
  word: string;
  lexemes: string[];
}

const MAX_CACHED_WORDS = 20_000;

/**
 * What search knows about the database's terms, cached per app (AppDeps.termStats): the term statistics and the
 * stems of words already seen.
 */
export class TermStats {
  private cache: { at: number; statistics: TermStatistics } | null = null;
  private lastAnalyzeAt: number | null = null;
  /**
   * Stemmed forms of words already seen. Stemming is PostgreSQL's own 'english' configuration, which never changes
   * while the server runs, and a library's questions reuse a small vocabulary: most searches need no round trip
   * for it. Bounded so a stream of odd words cannot grow it without end.
   */
  private readonly stems = new Map<string, string[]>();

  constructor(
    private readonly db: Database,
    private readonly maxCachedWords = MAX_CACHED_WORDS,
  ) {}

  /**
   * How common each frequent lexeme is across chunks, from PostgreSQL's own column statistics (ANALYZE keeps
   * the most common elements of a tsvector column with their frequencies), cached for a few minutes. The
   * embedded database has no autovacuum, so statistics are refreshed here in the background at most every ten
   * minutes; until the first refresh no term counts as common.
   */
  async statistics(): Promise<TermStatistics> {
    const { db } = this;
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.statistics;
    const result = await db.execute(sql`select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs,
        (select reltuples from pg_class where relname = 'chunks' and relkind = 'r' limit 1) as chunks
      from pg_stats s where s.tablename = 'chunks' and s.attname = 'tsv' limit 1`);
    const row = result.rows[0] as { elems: string[] | null; freqs: number[] | null; chunks: number | null } | undefined;
    const chunks = Math.max(0, Number(row?.chunks ?? 0));
    let statistics = NO_STATISTICS;
    // In a small library every word is "common" and ranking every match is cheap: no pruning there.
    if (chunks >= MIN_CHUNKS_TO_PRUNE && row?.elems && row.freqs) {
      const { elems, freqs } = row;
      // most_common_elem_freqs has one entry per element, then the least and greatest of them and the null share.
      statistics = { shares: new Map(elems.map((lexeme, i) => [lexeme, Number(freqs[i])])), chunks, rareShare: Number(freqs[elems.length] ?? 0) / 2 };
    }
    this.cache = { at: Date.now(), statistics };
    if (this.lastAnalyzeAt === null || Date.now() - this.lastAnalyzeAt > ANALYZE_EVERY_MS) {
      this.lastAnalyzeAt = Date.now();
      this.maintenance = this.maintain();
    }
    return statistics;
  }

  /** The background upkeep statistics() last started (tests wait for it). */
  maintenance: Promise<void> = Promise.resolve();

  /**
   * Fresh statistics, and the full-text indexes' pending lists merged: a database written before
   * gin_pending_list_limit was lowered (db/client.ts), or by a client without that setting, may hold megabytes of
   * pending entries that every search reads, and PGlite has no autovacuum to merge them. Cheap when they are short.
   */
  private async maintain() {
    await this.db.execute(sql`analyze chunks`).then(
      () => (this.cache = null),
      () => {},
    );
    await this.db
      .execute(sql`select gin_clean_pending_list(i.indexrelid) from pg_index i
        join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
        where i.indrelid = 'chunks'::regclass and a.amname = 'gin'`)
      .catch(() => {});
  }

  /** The query's words, each stemmed exactly as the index stems it, in order. */
  async queryWords(query: string): Promise<QueryWord[]> {
    const words = query.split(/\s+/).filter(Boolean);
    let unknown = [...new Set(words.filter((w) => !this.stems.has(w)))];
    if (unknown.length && this.stems.size + unknown.length > this.maxCachedWords) {
      // Start afresh, and stem every word of this query: those known a moment ago are forgotten too (clearing after
      // the lookup lost them, and a long-running server then searched without some of the question's words).
      this.stems.clear();
      unknown = [...new Set(words)];
    }
    if (unknown.length) {
      const result = await this.db.execute(sql`select w.word, array(select lexeme from unnest(to_tsvector('english', w.word))) as lexemes
        from unnest(${sql.param(unknown)}::text[]) as w(word)`);
      for (const row of result.rows as unknown as QueryWord[]) this.stems.set(row.word, row.lexemes);
    }
    return words.map((word) => ({ word, lexemes: this.stems.get(word) ?? [] }));
  }
}

/**
 * About how many chunks hold every one ('all') or any ('any') of the lexemes: the work a full-text statement does
 * before it can rank anything (GIN finds matches, not the best ones, so every match is read and ranked).
 */
export function estimatedMatches(lexemes: string[], match: 'all' | 'any', stats: TermStatistics): number {
  if (!lexemes.length || !stats.chunks) return 0;
  const shares = lexemes.map((l) => stats.shares.get(l) ?? stats.rareShare);
  return (
    stats.chunks *
    (match === 'all'
      ? Math.min(...shares)
      : Math.min(
          1,
          shares.reduce((a, b) => a + b, 0),
        ))
  );
}

/** The distinct lexemes of the query's words. */
export function lexemesOf(words: QueryWord[]): string[] {
  return [...new Set(words.flatMap((w) => w.lexemes))];
}

/**
 * About how many chunks the query's every-term (websearch) form matches. Its terms are all required, except the
 * two either side of an "or", which websearch syntax makes alternatives: those cannot bound the match.
 */
export function estimatedEveryTermMatches(words: QueryWord[], stats: TermStatistics): number {
  const isOr = (w: QueryWord | undefined) => w?.word.toLowerCase() === 'or';
  const required = words.filter((w, i) => !isOr(w) && !isOr(words[i - 1]) && !isOr(words[i + 1])).flatMap((w) => w.lexemes);
  return required.length ? estimatedMatches(required, 'all', stats) : estimatedMatches(lexemesOf(words), 'any', stats);
}

/** The rarest of the lexemes whose matches together stay within `maxMatches` (none when even the rarest does not). */
export function rarestWithin(lexemes: string[], stats: TermStatistics, maxMatches: number): string[] {
  const matches = (l: string) => estimatedMatches([l], 'any', stats);
  const chosen: string[] = [];
  for (const lexeme of [...lexemes].sort((a, b) => matches(a) - matches(b))) {
    if (estimatedMatches([...chosen, lexeme], 'any', stats) > maxMatches) break;
    chosen.push(lexeme);
  }
  return chosen;
}

/**
 * The lexemes worth finding candidates by: those under COMMON_TERM_SHARE, or the two rarest when every term is
 * common: "lease" in a lease library neither makes half the corpus a candidate nor outweighs a rare name.
 */
export function selectiveLexemes(lexemes: string[], stats: TermStatistics): string[] {
  const share = (l: string) => stats.shares.get(l) ?? 0;
  const rare = lexemes.filter((l) => share(l) < COMMON_TERM_SHARE);
  return rare.length ? rare : [...lexemes].sort((a, b) => share(a) - share(b)).slice(0, 2);
}

/** A tsquery literal matching any of the (already stemmed) lexemes. */
export function anyOfLexemes(lexemes: string[]): string {
  return lexemes.map((l) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');
}
