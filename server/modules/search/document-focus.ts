import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SearchFocus } from '../../../common/search.js';
import type { Database } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';
import { titleCanBeNamed, titleRegion } from './document-title.js';
import { lexemesOf, type TermStats } from './term-stats.js';
import {
  documentFrequenciesSql,
  documentOpeningsSql,
  openingFrequenciesSql,
  openingMatchesSql,
  openingNameLexemesSql,
  scopedChunks,
  type SearchScope,
} from './search.sql.js';

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
  /** 'question' when the query's words name the documents, 'filter' when a documentIds filter chose them. */
  namedBy: 'question' | 'filter';
  /**
   * True when each document is named by words the others lack ("the Smith lease and the Jones lease"): the
   * query names several documents, rather than one name matching a lease and its amendment.
   */
  separateNames: boolean;
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
export const MAX_FOCUS_DOCUMENTS = 3;
/**
 * A second name must weigh at least this share of the first: a contract named by its title and parties is not
 * also "named" by one rare word of the question that opens another document.
 */
const SECOND_NAME_SHARE = 0.5;

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
  const byFilter = (namingLexemes: Set<string>): DocumentFocus => ({ documentIds: fixed!, namingLexemes, namedBy: 'filter', separateNames: false });
  if (!selectiveLexemes.length) return fixed ? byFilter(new Set()) : null;
  const matches = await openingMatches(db, scope, selectiveLexemes);
  if (!fixed) return chooseFocus(matches);
  return byFilter(new Set(namingMatches(matches).map((m) => m.lexeme)));
}

/** Documents looked at per lexeme when finding the documents a name fits: a name is in a few, a common word in many. */
const NAME_LOOKUP_DOCUMENTS = 20;

/**
 * The documents (within the scope) that a name written in a question fits: those holding the most of its lexemes
 * anywhere (title, preamble, body), or whose file name holds `fileName`; at least half of the lexemes, best first.
 * Search's focus finds a name only where it is rare among document openings; this tells a name that fits no
 * document ("the Smith lease" in a workspace without one) from a name that fits some but did not stand out.
 * Only the name's selective words count: a word in more than NAME_LOOKUP_DOCUMENTS documents ("investors",
 * "affiliates") is looked up in just that many of them, whichever the index gives first, so counting it would
 * favour those documents by chance. Null when every word of the name is that common: the name tells nothing apart.
 */
export async function documentsFittingName(
  db: Database,
  scope: SearchScope,
  lexemes: string[],
  fileName: string | null,
): Promise<Array<{ id: string; title: string }> | null> {
  const rows = lexemes.length
    ? ((
        await db.execute(sql`with holders as (
            select l.lexeme, h.document_id
            from unnest(${sql.param(lexemes)}::text[]) as l(lexeme)
            cross join lateral (
              select distinct c.document_id from ${scopedChunks(scope)} and c.tsv @@ quote_literal(l.lexeme)::tsquery limit ${NAME_LOOKUP_DOCUMENTS + 1}
            ) h
          ), common as (
            select lexeme from holders group by lexeme having count(*) > ${NAME_LOOKUP_DOCUMENTS}
          ), counted as (
            select h.document_id, count(distinct h.lexeme)::int as held
            from holders h where h.lexeme not in (select lexeme from common)
            group by h.document_id order by held desc limit 10
          )
          -- One row at least, to carry the count of common lexemes when no document holds a selective one.
          select (select count(*) from common)::int as common, counted.document_id, counted.held
          from (select 1) as one left join counted on true order by counted.held desc nulls last`)
      ).rows as Array<{ document_id: string | null; held: number | null; common: number }>)
    : [];
  const selective = lexemes.length - Number(rows[0]?.common ?? 0);
  if (lexemes.length && !selective && !fileName) return null;
  const needed = Math.ceil(selective / 2);
  const byWords = rows.filter((r) => r.document_id && Number(r.held) >= needed && Number(r.held) > 0);
  const ids = byWords.filter((r) => Number(r.held) === Number(byWords[0]!.held)).map((r) => r.document_id!);
  const byFile = fileName
    ? await db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.workspaceId, scope.workspaceId), sql`lower(${documents.fileName}) = lower(${fileName})`))
    : [];
  const all = [...new Set([...byFile.map((d) => d.id), ...ids])];
  if (!all.length) return [];
  const found = await db
    .select({ id: documents.id, title: documents.title })
    .from(documents)
    .where(and(eq(documents.workspaceId, scope.workspaceId), inArray(documents.id, all)));
  const titles = new Map(found.map((r) => [r.id, r.title]));
  return all.filter((id) => titles.has(id)).map((id) => ({ id, title: titles.get(id)! }));
}

/** The fit a document holding every party of a name keeps when its title is not the one the name gives. */
const TITLE_FLOOR = 0.5;

/** A title of this many words, besides those every title has, names a document by itself. */
const SPECIFIC_TITLE_WORDS = 4;
const genericTitleWords = new Set(['agreement', 'contract']);

/** Documents looked at when ranking them by a name: those whose openings hold one of its rare words. */
const NAME_CANDIDATES = 20;

/**
 * A name's words, and those of the title it gives (the part before "between" or "with" in "the Supply Agreement
 * between A and B"; empty when the name gives none): the title must match the document's own title.
 */
export interface NameLexemes {
  lexemes: string[];
  titleLexemes: string[];
  /** The name calls the document a schedule, an amendment or another attachment ("Amendment No. 2 to ..."). */
  asksForAttachment: boolean;
}
/** A name's few least common words that are not rare, which find candidates beside its rare words. */
const FALLBACK_FINDERS = 3;

export interface NameFit {
  id: string;
  title: string;
  /** The share of the name's weight (each word's IDF over the library's openings) that the document's opening holds. */
  fit: number;
}

/** A word in more than this share of all chunks is not a name's, whatever the openings say. */
const RARE_CHUNK_SHARE = 0.01;

/**
 * Ranks documents by how well a name fits their openings (title, preamble): each word of the name weighs its IDF
 * over the library's openings, and a document scores the share of that weight its opening holds (titledFit,
 * untitledFit). Words rare across the library (a party, a street) find the candidates; the title tells apart the
 * documents between the same parties: "the Second Amendment to the Services Agreement between A and B" picks the
 * amendment over the agreement. Empty when no word of the name is in any document's opening.
 */
export async function rankByName(db: Database, termStats: TermStats, scope: SearchScope, name: NameLexemes): Promise<NameFit[]> {
  const statistics = await termStats.statistics();
  const unique = [...new Set([...name.lexemes, ...name.titleLexemes])];
  if (!unique.length) return [];
  const frequencies = (await db.execute(openingFrequenciesSql(scope, unique, NAME_LOOKUP_DOCUMENTS * 5))).rows as Array<{
    lexeme: string;
    document_frequency: number;
    documents: number;
  }>;
  const library = Number(frequencies[0]?.documents ?? 0);
  const idf = new Map(frequencies.map((f) => [f.lexeme, Math.log(1 + (library - Number(f.document_frequency) + 0.5) / (Number(f.document_frequency) + 0.5))]));
  // A name's word opens few documents and is rare among all chunks (a party named in a preamble past the cover page
  // opens none, yet is rare); "parties" or "collectively" are neither.
  const share = (lexeme: string) => statistics.shares.get(lexeme) ?? 0;
  const isRare = (f: (typeof frequencies)[number]) => Number(f.document_frequency) <= maxNamingFrequency(library) && share(f.lexeme) <= RARE_CHUNK_SHARE;
  // Beside its rare words, a name's least common other words find candidates too: a name of common words ("the
  // Affiliate Office Agreement between Network 1 Financial and Payment Data Systems"), or one whose rare words are
  // typed otherwise than the document writes them ("Radial Spark" for "RadialSpark"). The whole name decides.
  const leastCommon = frequencies
    .filter((f) => Number(f.document_frequency) >= 1 && !isRare(f))
    .sort((a, b) => Number(a.document_frequency) - Number(b.document_frequency) || share(a.lexeme) - share(b.lexeme))
    .slice(0, FALLBACK_FINDERS)
    .map((f) => f.lexeme);
  const finders = [...frequencies.filter(isRare).map((f) => f.lexeme), ...leastCommon];
  if (!finders.length) return [];
  const held = (await db.execute(openingNameLexemesSql(scope, finders, unique, NAME_CANDIDATES, NAME_LOOKUP_DOCUMENTS))).rows as Array<{
    document_id: string;
    lexeme: string;
  }>;
  const titled = await titleLexemes(db, termStats, scope.workspaceId, [...new Set(held.map((h) => h.document_id))], name.asksForAttachment);
  const weightOf = (lexemes: Iterable<string>) => [...new Set(lexemes)].reduce((sum, l) => sum + (idf.get(l) ?? 0), 0);
  const opened = new Map<string, Set<string>>();
  for (const h of held) opened.set(h.document_id, (opened.get(h.document_id) ?? new Set()).add(h.lexeme));
  const fitOf = name.titleLexemes.length ? titledFit(name, weightOf, titled) : untitledFit(name, weightOf, titled);
  const titles = await documentTitles(db, scope.workspaceId, [...opened.keys()]);
  return [...opened]
    .filter(([id]) => titles.has(id))
    .map(([id, lexemes]) => ({ id, title: titles.get(id)!, fit: fitOf(id, lexemes) }))
    .sort((a, b) => b.fit - a.fit || a.id.localeCompare(b.id));
}

type Weigh = (lexemes: Iterable<string>) => number;
type FitOf = (documentId: string, opening: Set<string>) => number;

/**
 * A name that gives a title ("the Sponsorship Agreement between Tickets.com and MP3.com"): its other words (the
 * parties) say which documents it can be, and the title which of those. A document scores the share of the
 * parties' weight its opening holds, scaled from TITLE_FLOOR (its title is another, or not found) to 1 (its title
 * holds every title word): another sponsorship agreement between other parties fits poorly however alike its
 * title, and of an agreement and its schedule between the same parties the one titled as named fits best.
 */
function titledFit(name: NameLexemes, weightOf: Weigh, titled: Map<string, Set<string>>): FitOf {
  const titleWords = new Set(name.titleLexemes);
  const parties = name.lexemes.filter((l) => !titleWords.has(l));
  const partyWeight = weightOf(parties);
  const titleWeight = weightOf(titleWords);
  // A long title ("Addendum Required by the Department of Law of the State of New York") names a document by
  // itself, though the attachment it titles may not repeat the parties of the agreement it belongs to.
  const specific = [...titleWords].filter((l) => !genericTitleWords.has(l)).length >= SPECIFIC_TITLE_WORDS;
  return (id, opening) => {
    const title = titled.get(id);
    const byTitle = titleWeight && title ? weightOf([...titleWords].filter((l) => title.has(l))) / titleWeight : 0;
    if (specific && byTitle === 1) return 1;
    const byParties = partyWeight ? weightOf(parties.filter((l) => opening.has(l))) / partyWeight : 1;
    return byParties * (TITLE_FLOOR + (1 - TITLE_FLOOR) * byTitle);
  };
}

/**
 * A name without a title ("the Smith lease", "the agreement with Jones"): the share of its weight a document's
 * opening holds, words in the document's title counting twice.
 */
function untitledFit(name: NameLexemes, weightOf: Weigh, titled: Map<string, Set<string>>): FitOf {
  const nameWeight = 2 * weightOf(name.lexemes);
  return (id, opening) => {
    const title = titled.get(id);
    const held = name.lexemes.filter((l) => opening.has(l));
    return nameWeight ? (weightOf(held) + weightOf(held.filter((l) => title?.has(l)))) / nameWeight : 0;
  };
}

/**
 * The lexemes of each document's title (document-title.ts), for the documents whose title can be the one the name
 * gives (titleCanBeNamed): "the Supply Agreement between A and B" is the agreement, not "Schedule to the Supply
 * Agreement" between the same parties, whose title repeats the agreement's words.
 */
async function titleLexemes(db: Database, termStats: TermStats, workspaceId: string, ids: string[], asksForAttachment: boolean) {
  const byDocument = new Map<string, Set<string>>();
  if (!ids.length) return byDocument;
  const openings = (await db.execute(documentOpeningsSql(workspaceId, ids))).rows as Array<{ document_id: string; opening: string }>;
  const titles = openings.map((o) => ({ id: o.document_id, title: titleRegion(o.opening) })).filter((t) => titleCanBeNamed(t.title, asksForAttachment));
  // One round trip stems every title's words; each title then reads its own from the cache.
  await termStats.queryWords(titles.map((t) => t.title).join(' '));
  for (const t of titles) byDocument.set(t.id, new Set(lexemesOf(await termStats.queryWords(t.title))));
  return byDocument;
}

async function documentTitles(db: Database, workspaceId: string, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: documents.id, title: documents.title })
    .from(documents)
    .where(and(eq(documents.workspaceId, workspaceId), inArray(documents.id, ids)));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** The focus as search results report it: the documents with their titles, in focus order. */
export async function describeFocus(db: Database, workspaceId: string, focus: DocumentFocus): Promise<SearchFocus> {
  const rows = await db
    .select({ id: documents.id, title: documents.title })
    .from(documents)
    .where(and(eq(documents.workspaceId, workspaceId), inArray(documents.id, focus.documentIds)));
  const titles = new Map(rows.map((r) => [r.id, r.title]));
  const documentIds = focus.documentIds.filter((id) => titles.has(id));
  return {
    documentIds,
    titles: documentIds.map((id) => titles.get(id)!),
    namedBy: focus.namedBy,
    separateNames: focus.separateNames,
    namingLexemes: [...focus.namingLexemes],
  };
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
  const naming = namingMatches(matches);
  const first = standingOut(naming);
  if (!first) return null;
  // A second name in the question ("the Smith lease and the Jones lease"): the documents that the words the first
  // ones lack name on their own.
  const taken = new Set(first.flatMap((d) => d.lexemes));
  const rest = naming.filter((m) => !taken.has(m.lexeme) && !first.some((d) => d.id === m.document_id));
  const second = standingOut(rest);
  const named = second && second[0]!.score >= SECOND_NAME_SHARE * first[0]!.score && first.length + second.length <= MAX_FOCUS_DOCUMENTS;
  const chosen = named ? [...first, ...second] : first;
  return {
    documentIds: chosen.map((d) => d.id),
    namingLexemes: new Set(chosen.flatMap((d) => d.lexemes)),
    namedBy: 'question',
    separateNames: chosen.length > 1 && ownWords(chosen.map((d) => d.lexemes)),
  };
}

/**
 * The documents whose naming score stands out: BM25's IDF summed over the naming lexemes each opening holds, the
 * best and those close to it, at least STAND_OUT_RATIO times the next.
 */
function standingOut(naming: OpeningMatch[]): Array<{ id: string; lexemes: string[]; score: number }> | null {
  const documents = naming[0]?.documents ?? 0;
  const scores = new Map<string, { score: number; lexemes: string[] }>();
  for (const m of naming) {
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
  return close.map(([id, s]) => ({ id, ...s }));
}

/** Each document's naming words include one that names none of the others. */
function ownWords(lexemeSets: string[][]): boolean {
  return lexemeSets.every((own, i) => own.some((l) => lexemeSets.every((other, j) => j === i || !other.includes(l))));
}
