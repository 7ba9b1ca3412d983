import type { Database } from '../../db/client.js';
import { documentFrequenciesSql, openingMatchesSql, type SearchScope } from './search.sql.js';

/**
 * The documents a query names, and the query lexemes that name them. "What is the notice period in the Smith
 * lease?" or "Consider the Hosting Agreement between AstroNutrition.com and Deep Systems; what is the governing
 * law?" name one document by words that are rare across the workspace's document openings (titles, parties,
 * addresses). Those words find the document; the rest of the query ("notice period", "governing law") then
 * ranks passages inside it, where the naming words would only pull the preamble up.
 */
export interface DocumentFocus {
  documentIds: string[];
  namingLexemes: Set<string>;
}

/** A naming lexeme opens at most this share of the workspace's documents (and never more than a few of them). */
const NAMING_SHARE = 0.05;
const MIN_NAMING_DOCUMENTS = 2;
/**
 * Below this many documents every word is rare (in a library of three, "rent" opens only the lease), so no word
 * is taken for a name: a small library is searched as a whole anyway.
 */
const MIN_LIBRARY_DOCUMENTS = 10;
/** The named document must stand out: its naming score at least this many times the next document's. */
const STAND_OUT_RATIO = 1.5;
/** Documents scoring close to the best (an amendment beside its lease) are named too, up to a few. */
const CLOSE_SHARE = 0.8;
const MAX_FOCUS_DOCUMENTS = 3;

export interface OpeningMatch {
  document_id: string;
  lexeme: string;
  document_frequency: number;
  documents: number;
}

/**
 * Finds the documents the query names from its selective lexemes, or null when no document stands out. Scores
 * are BM25's IDF summed over the naming lexemes a document's opening holds. When the caller already narrowed
 * the search to a few documents, those are the focus, and the query's naming words are still set aside.
 */
export async function findDocumentFocus(db: Database, scope: SearchScope, selectiveLexemes: string[]): Promise<DocumentFocus | null> {
  const fixed = chosenFocus(scope);
  if (!selectiveLexemes.length) return fixed ? { documentIds: fixed, namingLexemes: new Set() } : null;
  const matches = await openingMatches(db, scope, selectiveLexemes);
  if (!fixed) return chooseFocus(matches);
  return { documentIds: fixed, namingLexemes: new Set(namingMatches(matches).map((m) => m.lexeme)) };
}

/** The documents a `documentIds` filter narrows the search to, when they are few enough to be the focus. */
export function chosenFocus(scope: SearchScope): string[] | null {
  const chosen = scope.filters?.documentIds;
  return chosen?.length && chosen.length <= MAX_FOCUS_DOCUMENTS ? chosen : null;
}

/**
 * Opening matches with each lexeme's workspace-wide document frequency. A lexeme already in more openings than
 * a name could be is not counted further (its frequency is at least that).
 */
async function openingMatches(db: Database, scope: SearchScope, lexemes: string[]): Promise<OpeningMatch[]> {
  const hits = (await db.execute(openingMatchesSql(scope, lexemes, { share: NAMING_SHARE, min: MIN_NAMING_DOCUMENTS }))).rows as Array<{
    document_id: string;
    lexeme: string;
    documents: number;
  }>;
  const documents = Number(hits[0]?.documents ?? 0);
  if (documents < MIN_LIBRARY_DOCUMENTS) return [];
  const openings = new Map<string, number>();
  for (const h of hits) openings.set(h.lexeme, (openings.get(h.lexeme) ?? 0) + 1);
  const candidates = [...openings.entries()].filter(([, n]) => n <= maxNamingFrequency(documents)).map(([l]) => l);
  const frequencies = new Map(openings);
  if (candidates.length) {
    const counted = (await db.execute(documentFrequenciesSql(scope.workspaceId, candidates))).rows as Array<{ lexeme: string; document_frequency: number }>;
    for (const c of counted) frequencies.set(c.lexeme, Number(c.document_frequency));
  }
  return hits.map((h) => ({ document_id: h.document_id, lexeme: h.lexeme, documents, document_frequency: frequencies.get(h.lexeme)! }));
}

const maxNamingFrequency = (documents: number) => Math.max(MIN_NAMING_DOCUMENTS, NAMING_SHARE * documents);

/** Matches on lexemes rare enough across the workspace's documents to name one. */
function namingMatches(matches: OpeningMatch[]): OpeningMatch[] {
  const documents = matches[0]?.documents ?? 0;
  if (documents < MIN_LIBRARY_DOCUMENTS) return [];
  return matches.filter((m) => m.document_frequency <= maxNamingFrequency(documents));
}

export function chooseFocus(matches: OpeningMatch[]): DocumentFocus | null {
  const documents = matches[0]?.documents ?? 0;
  const scores = new Map<string, { score: number; lexemes: string[] }>();
  for (const m of namingMatches(matches)) {
    const idf = Math.log(1 + (documents - m.document_frequency + 0.5) / (m.document_frequency + 0.5));
    const entry = scores.get(m.document_id) ?? { score: 0, lexemes: [] };
    entry.score += idf;
    entry.lexemes.push(m.lexeme);
    scores.set(m.document_id, entry);
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1].score - a[1].score || a[0].localeCompare(b[0]));
  const best = ranked[0];
  if (!best) return null;
  const close = ranked.filter(([, s]) => s.score >= CLOSE_SHARE * best[1].score);
  if (close.length > MAX_FOCUS_DOCUMENTS) return null;
  const next = ranked[close.length]?.[1].score ?? 0;
  if (close[close.length - 1]![1].score < STAND_OUT_RATIO * next) return null;
  return {
    documentIds: close.map(([id]) => id),
    namingLexemes: new Set(close.flatMap(([, s]) => s.lexemes)),
  };
}
