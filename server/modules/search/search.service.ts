import type { sql } from 'drizzle-orm';
import type { DocumentType } from '../../../common/documents.js';
import type { SearchHit, SearchRequest, SearchResponse } from '../../../common/search.js';
import { DEFAULT_SEARCH_LIMIT } from '../../../common/search.js';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import { fuseRankings, RRF_K } from './fusion.js';
import {
  excludesTerms,
  hitDetailsSql,
  nearestWithTextRankSql,
  OPENING_CHUNKS,
  definingChunksSql,
  openingChunksSql,
  scopedDocumentsSql,
  textCandidatesSql,
  vectorCandidatesSql,
  type SearchScope,
} from './search.sql.js';
import { parseHeadline } from './snippet.js';
import { chosenFocus, describeFocus, findDocumentFocus, MAX_FOCUS_DOCUMENTS, type DocumentFocus } from './document-focus.js';
import { rankWithinDocuments } from './focused-ranking.js';
import { questionPart } from './question-part.js';
import { asksAboutTheDocument, clauseVocabulary } from './clause-vocabulary.js';
import { anyOfLexemes, estimatedEveryTermMatches, lexemesOf, rarestWithin, selectiveLexemes, type QueryWord, type TermStatistics } from './term-stats.js';

export type SearchDeps = Pick<AppDeps, 'db' | 'embedder' | 'termStats'> & { logger?: AppDeps['logger'] };

/**
 * The vector list counts half as much as the full-text list in fusion. On the CUAD development set, equal
 * weights let passages that merely sound alike (often from the wrong contract) push out exact matches:
 * recall@64 0.54 at weight 1, 0.69 at 0.5, 0.69 at 0.25 (EVALUATION.md). Half keeps paraphrases in play.
 */
const VECTOR_WEIGHT = 0.5;

/** Drafting words added for the concept a question names (clause-vocabulary.ts) count this much of its own words. */
const VOCABULARY_WEIGHT = 0.5;

/** Candidates per list: enough that fusion can reorder, few enough to stay fast. */
const candidateCount = (limit: number) => Math.min(Math.max(limit * 2, 50), 200);

/**
 * Full text ranks every passage that matches, because a GIN index finds matches, not the best ones. Past about
 * this many matches ("When does the lease end?" in a library of thousands of leases) that costs more than the
 * rest of the search together (about 10 µs a match on the 100k-chunk benchmark), and the words tell the passages
 * apart little anyway: full text then ranks the semantic candidates instead of the whole library.
 */
export const MAX_RANKED_MATCHES = 1_000;

/**
 * Hybrid search over a workspace's documents: full-text and vector candidates, each already filtered, fused
 * by reciprocal rank. When the query names a document ("...in the Smith lease"), that document's passages come
 * first, ranked by the rest of the question (document-focus.ts). If the query cannot be embedded (an external
 * embeddings endpoint is down), full-text results still come back.
 */
export async function searchDocuments(deps: SearchDeps, scope: SearchScope, req: SearchRequest): Promise<SearchResponse> {
  const started = performance.now();
  const limit = req.limit ?? DEFAULT_SEARCH_LIMIT;
  const n = candidateCount(limit);
  const asked: SearchScope = { workspaceId: scope.workspaceId, filters: req.filters ?? scope.filters };
  // An exclusion ("-roof") must hold everywhere, so a named document's passages are not ranked apart then.
  const focusing = !excludesTerms(req.query);

  const [words, stats, vector, few] = await Promise.all([
    deps.termStats.queryWords(req.query),
    deps.termStats.statistics(),
    embedQuery(deps, req.query),
    focusing && !chosenFocus(asked) ? fewDocuments(deps.db, asked) : null,
  ]);
  // A scope of a few documents (a new workspace, a small project) is ranked whole, as a filter down to them is:
  // the library-wide lists only pick candidates, and over one contract they missed its term clause for
  // "when does the agreement end?" among the many clauses that say "terminated".
  const fullScope: SearchScope = few ? { ...asked, filters: { ...asked.filters, documentIds: few } } : asked;
  const selective = selectiveLexemes(lexemesOf(words), stats);
  // A filter down to a few documents is the focus itself: every chunk of them gets ranked, so the library-wide
  // candidate lists (within the same filter) would add nothing.
  const libraryWide = !(focusing && chosenFocus(fullScope));
  const text: TextPlan = { query: req.query, n, words, selective, stats };
  const focus = focusing ? await findDocumentFocus(deps.db, fullScope, selective) : null;
  const focused = focus ? await rankFocus(deps, fullScope.workspaceId, focus, words, req.query, vector, stats.shares) : [];
  // The named documents' passages come first: when they fill the page, the library-wide lists would rank only what
  // follows it, the most expensive statements of a search (bench/answers.ts).
  const [textIds, vectorIds] = libraryWide && focused.length < limit ? await candidateLists(deps, fullScope, text, vector) : [[], []];
  let fused = fuseRankings([{ ids: textIds }, { ids: vectorIds, weight: VECTOR_WEIGHT }]);
  if (focus) fused = focusedFirst(focused, fused);
  const [results, named] = await Promise.all([
    hitDetails(deps.db, scope.workspaceId, fused.slice(0, limit), req.query),
    // Documents ranked whole because the scope holds no others were not named by the question.
    focus && !few ? describeFocus(deps.db, scope.workspaceId, focus) : null,
  ]);
  return { query: req.query, results, tookMs: Math.round(performance.now() - started), focus: named };
}

/** The scope's documents when there are no more than a focus can hold, else null (or none at all). */
async function fewDocuments(db: Database, scope: SearchScope): Promise<string[] | null> {
  const ids = (await rows<{ id: string }>(db, scopedDocumentsSql(scope, MAX_FOCUS_DOCUMENTS + 1))).map((r) => r.id);
  return ids.length && ids.length <= MAX_FOCUS_DOCUMENTS ? ids : null;
}

/** What the full-text candidates are found by. */
interface TextPlan {
  query: string;
  n: number;
  words: QueryWord[];
  selective: string[];
  stats: TermStatistics;
}

/**
 * The full-text and vector candidate lists. They run side by side, unless full text would match too many
 * passages to rank them all: then it ranks the vector candidates (see MAX_RANKED_MATCHES).
 */
async function candidateLists(deps: SearchDeps, scope: SearchScope, text: TextPlan, vector: number[] | null): Promise<[string[], string[]]> {
  if (!vector || estimatedEveryTermMatches(text.words, text.stats) <= MAX_RANKED_MATCHES) {
    return Promise.all([textCandidates(deps.db, scope, text), vector ? vectorCandidates(deps, scope, vector, text.n) : []]);
  }
  return textRankedNearest(deps, scope, text, vector);
}

/**
 * Full text over the vector candidates, in one statement: those with every term first, then (unless the query
 * excludes a term) those with any selective term, as textCandidates orders them.
 */
async function textRankedNearest(deps: SearchDeps, scope: SearchScope, text: TextPlan, vector: number[]): Promise<[string[], string[]]> {
  const anyBy = excludesTerms(text.query) || !text.selective.length ? null : anyOfLexemes(text.selective);
  type Row = { id: string; every_rank: number | null; any_rank: number | null };
  const nearest = await rows<Row>(deps.db, nearestWithTextRankSql(scope, vector, deps.embedder.model, text.n, text.query, anyBy));
  const byRank = (rank: (r: Row) => number | null) =>
    nearest
      .filter((r) => rank(r) !== null)
      .sort((a, b) => Number(rank(b)) - Number(rank(a)) || (a.id < b.id ? -1 : 1))
      .map((r) => r.id);
  return [
    everyThenFill(
      byRank((r) => r.every_rank),
      byRank((r) => r.any_rank),
    ),
    nearest.map((r) => r.id),
  ];
}

/** Passages with every term, then those found by fewer terms that are not already among them. */
function everyThenFill(every: string[], fill: string[]): string[] {
  const seen = new Set(every);
  return [...every, ...fill.filter((id) => !seen.has(id))];
}

/**
 * The named documents' passages, ranked by the query without its naming words. A prompt that opens with a
 * context ("Consider the Supply Agreement between A and B; is there a non-compete?") is ranked by its question.
 */
async function rankFocus(
  deps: SearchDeps,
  workspaceId: string,
  focus: DocumentFocus,
  words: QueryWord[],
  query: string,
  vector: number[] | null,
  shares: Map<string, number>,
) {
  const { context } = questionPart(query);
  const questionWords = context ? words.slice(context.split(/\s+/).filter(Boolean).length) : words;
  const rest = questionWords.filter((w) => !w.lexemes.some((l) => focus.namingLexemes.has(l)));
  const questionLexemes = lexemesOf(rest);
  // A query made only of naming words ("Smith lease") ranks the document's passages by all of it.
  const restText = questionLexemes.length ? rest.map((w) => w.word).join(' ') : query;
  const lexemes = questionLexemes.length ? questionLexemes : lexemesOf(words);
  const vocabulary = clauseVocabulary(restText);
  const [restVector, vocabularyWords] = await Promise.all([
    restText === query ? vector : embedQuery(deps, restText),
    vocabulary ? deps.termStats.queryWords(vocabulary) : [],
  ]);
  const extra = lexemesOf(vocabularyWords).filter((l) => !lexemes.includes(l));
  // Who the parties are or when the document was made: the words that named it point at its preamble, so they
  // count as the question's own (on the CUAD development set, nDCG@10 0.596 -> 0.644; at half weight 0.640).
  const naming = asksAboutTheDocument(restText) ? [...focus.namingLexemes].filter((l) => !lexemes.includes(l) && !extra.includes(l)) : [];
  return rankWithinDocuments(deps.db, {
    workspaceId,
    documentIds: focus.documentIds,
    lexemes: [...lexemes, ...extra, ...naming],
    lexemeWeights: new Map(extra.map((l) => [l, VOCABULARY_WEIGHT])),
    vector: restVector,
    model: deps.embedder.model,
    commonShares: shares,
  });
}

/**
 * The named documents' passages first, then the rest of the fused ranking; scores stay in descending order. They
 * start from the highest score fusion can give (first in both lists), the same whether the lists ran or not.
 */
function focusedFirst(focused: Array<{ id: string; score: number }>, fused: Array<{ id: string; score: number }>) {
  const base = (1 + VECTOR_WEIGHT) / (RRF_K + 1);
  const seen = new Set(focused.map((f) => f.id));
  return [...focused.map((f) => ({ id: f.id, score: base + f.score })), ...fused.filter((f) => !seen.has(f.id))];
}

/**
 * Passages with every term first; when those are too few, passages with any selective term fill the list after
 * them. They are found by the rarest selective terms whose matches can all be ranked, and ranked by all of them.
 * An exclusion ("-roof") is an explicit wish, so nothing weaker may add results then. Quotes are not: questions
 * quote defined terms ('Corio Inc. ("CORIO")'), and phrase matches still come first.
 */
async function textCandidates(db: Database, scope: SearchScope, text: TextPlan): Promise<string[]> {
  const findBy = excludesTerms(text.query) ? [] : rarestWithin(text.selective, text.stats, MAX_RANKED_MATCHES);
  const fill = findBy.length ? { find: anyOfLexemes(findBy), rank: anyOfLexemes(text.selective) } : undefined;
  const found = await rows<{ id: string; tier: number }>(db, textCandidatesSql(scope, text.query, text.n, fill));
  const tier = (t: number) => found.filter((r) => Number(r.tier) === t).map((r) => r.id);
  return everyThenFill(tier(0), tier(1)).slice(0, text.n);
}

/**
 * The opening passages of documents, as search hits ranked after everything search found. Contracts and leases
 * name their parties and dates in the preamble, which shares few words with "who are the parties?"; with
 * `signatureBlock`, also the first signature block, where the parties date their signatures.
 */
export async function openingPassages(
  deps: SearchDeps,
  workspaceId: string,
  documentIds: string[],
  query: string,
  options: { signatureBlock?: boolean } = {},
): Promise<SearchHit[]> {
  if (!documentIds.length) return [];
  const sql = openingChunksSql(workspaceId, documentIds, OPENING_CHUNKS, options.signatureBlock);
  const ids = (await rows<{ id: string }>(deps.db, sql)).map((r) => r.id);
  return hitDetails(
    deps.db,
    workspaceId,
    ids.map((id) => ({ id, score: 0 })),
    query,
  );
}

/** The chunks of one document that define `term` ("\"Expiration Date\" means ..."), in document order (definingChunksSql). */
export async function definingPassages(deps: SearchDeps, workspaceId: string, documentId: string, term: string, limit: number): Promise<SearchHit[]> {
  const ids = (await rows<{ id: string }>(deps.db, definingChunksSql(workspaceId, documentId, term, limit))).map((r) => r.id);
  return hitDetails(
    deps.db,
    workspaceId,
    ids.map((id) => ({ id, score: 0 })),
    term,
  );
}

/** The query's embedding, or null when the embedder fails (search then runs on full text alone). */
async function embedQuery(deps: SearchDeps, text: string): Promise<number[] | null> {
  try {
    return ((await deps.embedder.embed([text])) as [number[]])[0];
  } catch (error) {
    deps.logger?.warn({ err: error }, 'query embedding failed; searching by full text only');
    return null;
  }
}

/** Nearest chunks; the connection's session settings turn on pgvector's iterative scan (db/client.ts). */
async function vectorCandidates(deps: SearchDeps, scope: SearchScope, vector: number[], n: number): Promise<string[]> {
  return (await rows<{ id: string }>(deps.db, vectorCandidatesSql(scope, vector, deps.embedder.model, n))).map((r) => r.id);
}

interface HitRow {
  id: string;
  document_id: string;
  version_id: string;
  project_id: string;
  page_start: number;
  page_end: number;
  char_start: number;
  char_end: number;
  page_breaks: Array<[number, number]> | string | null;
  text: string;
  title: string;
  type: DocumentType;
  project_name: string;
  headline: string;
}

async function hitDetails(db: Database, workspaceId: string, fused: Array<{ id: string; score: number }>, query: string): Promise<SearchHit[]> {
  if (fused.length === 0) return [];
  const byId = new Map(
    (
      await rows<HitRow>(
        db,
        hitDetailsSql(
          workspaceId,
          fused.map((f) => f.id),
          query,
        ),
      )
    ).map((r) => [r.id, r]),
  );
  return fused.flatMap(({ id, score }) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        chunkId: r.id,
        documentId: r.document_id,
        versionId: r.version_id,
        documentTitle: r.title,
        documentType: r.type,
        projectId: r.project_id,
        projectName: r.project_name,
        pageStart: r.page_start,
        pageEnd: r.page_end,
        charStart: r.char_start,
        charEnd: r.char_end,
        ...(r.page_breaks ? { pageBreaks: typeof r.page_breaks === 'string' ? JSON.parse(r.page_breaks) : r.page_breaks } : {}),
        text: r.text,
        ...parseHeadline(r.headline),
        score: Math.round(score * 1e6) / 1e6,
      },
    ];
  });
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}
