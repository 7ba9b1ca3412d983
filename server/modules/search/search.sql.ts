/**
 * The search SQL, in one reviewed place. Every statement is confined to one workspace and to each document's
 * current version, and applies the same filters, so the full-text and vector candidate lists are comparable
 * before they are fused.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SearchFilters } from '../../../common/search.js';
import { anyOfLexemes } from './term-stats.js';

/** Private-use characters mark matched terms in ts_headline output; they never occur in extracted text. */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

export interface SearchScope {
  workspaceId: string;
  filters?: SearchFilters;
}

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Date-only upper bounds include the whole day. */
function upperBound(value: string): SQL {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? sql`d.created_at < (${value}::date + 1)` : sql`d.created_at <= ${value}::timestamptz`;
}

/**
 * The shared FROM/WHERE over `chunks c`: the workspace's chunks narrowed by the filters. Only current versions
 * have chunks (index-writer.ts removes older ones), so no version join is needed. Chunk columns are filtered
 * directly, so the planner drives the query from the GIN or HNSW index; document-level filters (type, links to
 * portfolio records, upload date) probe the document by primary key only when asked for.
 */
export function scopedChunks(scope: SearchScope): SQL {
  const f = scope.filters ?? {};
  const conditions: SQL[] = [sql`c.workspace_id = ${scope.workspaceId}`];
  if (f.projectIds?.length) conditions.push(sql`c.project_id in (${uuidList(f.projectIds)})`);
  if (f.documentIds?.length) conditions.push(sql`c.document_id in (${uuidList(f.documentIds)})`);
  const documentConditions = documentFilters(scope);
  if (documentConditions.length) {
    conditions.push(sql`exists (select 1 from documents d where d.id = c.document_id and d.workspace_id = ${scope.workspaceId}
      and ${sql.join(documentConditions, sql` and `)})`);
  }
  return sql`chunks c where ${sql.join(conditions, sql` and `)}`;
}

/** The filters that are columns of the document (`documents d`): its type, links to portfolio records, upload date. */
function documentFilters(scope: SearchScope): SQL[] {
  const f = scope.filters ?? {};
  const conditions: SQL[] = [];
  if (f.documentTypes?.length)
    conditions.push(
      sql`d.type in (${sql.join(
        f.documentTypes.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  // Links to portfolio records live on the document (documents_property_idx covers the common one).
  if (f.propertyIds?.length) conditions.push(sql`d.property_id in (${uuidList(f.propertyIds)})`);
  if (f.unitIds?.length) conditions.push(sql`d.unit_id in (${uuidList(f.unitIds)})`);
  if (f.tenantIds?.length) conditions.push(sql`d.tenant_id in (${uuidList(f.tenantIds)})`);
  if (f.leaseIds?.length) conditions.push(sql`d.lease_id in (${uuidList(f.leaseIds)})`);
  if (f.uploadedFrom) conditions.push(sql`d.created_at >= ${f.uploadedFrom}::timestamptz`);
  if (f.uploadedTo) conditions.push(upperBound(f.uploadedTo));
  return conditions;
}

/** Up to `limit` documents of the scope (any status: one not yet processed has no chunks to rank). */
export function scopedDocumentsSql(scope: SearchScope, limit: number): SQL {
  const f = scope.filters ?? {};
  const conditions: SQL[] = [sql`d.workspace_id = ${scope.workspaceId}`, ...documentFilters(scope)];
  if (f.projectIds?.length) conditions.push(sql`d.project_id in (${uuidList(f.projectIds)})`);
  if (f.documentIds?.length) conditions.push(sql`d.id in (${uuidList(f.documentIds)})`);
  return sql`select d.id from documents d where ${sql.join(conditions, sql` and `)} limit ${limit}`;
}

export type TextMatch = 'all' | 'any';

/**
 * The full-text query. 'all' reads websearch syntax (quoted phrases, OR, a leading minus) and otherwise needs
 * every term: selective, so fast, and its matches come first. When that finds too few passages, 'any' matches
 * any term, ranked by how many a passage holds and how close together (cover density), since a question like
 * "when does the lease end" rarely has every word in one place.
 */
export function textQuery(query: string, match: TextMatch = 'all'): SQL {
  if (match === 'all') return sql`websearch_to_tsquery('english', ${query})`;
  return sql`replace(plainto_tsquery('english', ${query})::text, ' & ', ' | ')::tsquery`;
}

/** A leading minus excludes a term in websearch syntax. */
export function excludesTerms(query: string): boolean {
  return /(^|\s)-\w/.test(query);
}

/**
 * Best full-text candidates: passages with every term (websearch syntax), best first. Rank normalisation 1
 * divides by log(length) so long chunks don't win on size alone. The tsquery is an expression of a parameter (not
 * a CTE column) so the GIN index can use it.
 *
 * With `fill`, when fewer than `limit` passages have every term, passages found by `fill.find` and ranked by
 * `fill.rank` (tsquery literals of the query's selective terms) follow as tier 1, in the same statement: the
 * condition on the first tier's count is evaluated once, before the fill is scanned. ts_rank has no notion of
 * rarity, so dropping the common terms is what makes a party's name count for more than "agreement", and finding
 * by the rarest of them bounds how many matches get ranked.
 */
export function textCandidatesSql(scope: SearchScope, query: string, limit: number, fill?: { find: string; rank: string }): SQL {
  const every = textQuery(query, 'all');
  const everyTier = sql`select c.id, 0 as tier, ts_rank_cd(c.tsv, ${every}, 1) as rank
    from ${scopedChunks(scope)} and c.tsv @@ ${every}
    order by rank desc, c.id
    limit ${limit}`;
  if (!fill) return everyTier;
  const find = sql`${fill.find}::tsquery`;
  const rank = sql`${fill.rank}::tsquery`;
  return sql`with every as materialized (${everyTier})
    select id, tier, rank from every
    union all
    select * from (
      select c.id, 1 as tier, ts_rank_cd(c.tsv, ${rank}, 1) as rank
      from ${scopedChunks(scope)} and c.tsv @@ ${find} and (select count(*) from every) < ${limit}
      order by rank desc, c.id
      limit ${limit}
    ) fill`;
}

/**
 * Nearest chunks by cosine distance through the HNSW index. Only vectors from the current model are
 * comparable with the query's. Every connection runs with hnsw.iterative_scan (db/client.ts SESSION_SETTINGS) so
 * filtered searches still fill `limit`; relaxed ordering is why the outer query sorts again.
 */
export function vectorCandidatesSql(scope: SearchScope, vector: number[], model: string, limit: number): SQL {
  const v = sql`${JSON.stringify(vector)}::vector`;
  return sql`select id, distance from (
      select c.id, c.embedding <=> ${v} as distance
      from ${scopedChunks(scope)} and c.embedding_model = ${model}
      order by c.embedding <=> ${v}
      limit ${limit}
    ) nearest order by distance`;
}

/**
 * The nearest chunks by vector, each with its full-text rank when it matches every term ('all') and when it
 * matches any of `anyLexemes`: one statement for the broad queries whose full-text matches are too many to rank
 * them all (search.service.ts), where full text orders the semantic candidates instead.
 */
export function nearestWithTextRankSql(scope: SearchScope, vector: number[], model: string, limit: number, query: string, anyLexemes: string | null): SQL {
  const every = textQuery(query, 'all');
  const any = anyLexemes ? sql`${anyLexemes}::tsquery` : null;
  return sql`with nearest as materialized (${vectorCandidatesSql(scope, vector, model, limit)})
    select n.id, n.distance,
      case when c.tsv @@ ${every} then ts_rank_cd(c.tsv, ${every}, 1) end as every_rank,
      ${any ? sql`case when c.tsv @@ ${any} then ts_rank_cd(c.tsv, ${any}, 1) end` : sql`null::real`} as any_rank
    from nearest n join chunks c on c.id = n.id
    order by n.distance`;
}

/** Everything a result shows, for the fused top ids, with a highlighted excerpt of the best match. */
export function hitDetailsSql(workspaceId: string, ids: string[], query: string): SQL {
  const options = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=45, MinWords=20, MaxFragments=2, FragmentDelimiter=" … "`;
  return sql`select c.id, c.document_id, c.version_id, c.project_id, c.page_start, c.page_end, c.char_start, c.char_end,
      c.text, d.title, d.type, p.name as project_name,
      case when c.page_end > c.page_start then (select json_agg(json_build_array(dp.page_number, dp.char_offset) order by dp.page_number)
        from document_pages dp where dp.version_id = c.version_id and dp.workspace_id = ${workspaceId} and dp.page_number > c.page_start and dp.page_number <= c.page_end) end as page_breaks,
      ts_headline('english', c.text, ${textQuery(query, 'any')}, ${options}) as headline
    from chunks c
    join documents d on d.id = c.document_id and d.workspace_id = ${workspaceId}
    join projects p on p.id = c.project_id and p.workspace_id = ${workspaceId}
    where c.workspace_id = ${workspaceId} and c.id in (${uuidList(ids)})`;
}

/**
 * Words of a preamble, in two forms: "This Agreement is made ...", "This Lease is entered into ...", "This Agreement, effective as
 * of September 4, 2014, is by and between ..." ("between" itself is a stop word), "Lease dated ...".
 */
const PREAMBLE_QUERIES = [
  sql`to_tsquery('english', '(agreement | lease | contract) & (made | entered)')`,
  sql`to_tsquery('english', '(agreement | lease | contract) & (effective | dated)')`,
];

/**
 * Per document, its first chunk (in document order) that meets `condition` on the chunk `p`. `documents` is a relation
 * with a `document_id` column. Each document's chunks are walked in order (chunks_document_order_idx) up to the first
 * match, so the cost follows the documents asked about, not how many chunks of the workspace match.
 */
function firstChunkPerDocument(workspaceId: string, documents: SQL, condition: SQL): SQL {
  return sql`select first_chunk.id from (${documents}) named_document cross join lateral (
      select p.id from chunks p
      where p.document_id = named_document.document_id and p.workspace_id = ${workspaceId} and ${condition}
      order by p.chunk_index limit 1
    ) first_chunk`;
}

/** Per document, the first chunk matching each of PREAMBLE_QUERIES (the preamble, found either way). */
function preambleChunks(workspaceId: string, documents: SQL): SQL {
  return sql.join(
    PREAMBLE_QUERIES.map((query) => firstChunkPerDocument(workspaceId, documents, sql`p.tsv @@ ${query}`)),
    sql` union `,
  );
}

/**
 * Words of a signature block: "By: /s/ ... Title: President  Date: November 5, 2019" ("by" and "s" are stop words).
 * Fitted on cuad-train: the first chunk after the opening ones with both words holds the signing date of contracts
 * whose preamble gives none (decision 0020, addendum of 2026-11-29).
 */
const SIGNATURE_QUERY = sql`to_tsquery('english', 'date & title')`;

/** Per document, the first chunk after the opening ones that reads like a signature block (SIGNATURE_QUERY). */
function signatureChunks(workspaceId: string, documents: SQL, after: number): SQL {
  return firstChunkPerDocument(workspaceId, documents, sql`p.chunk_index >= ${after} and p.tsv @@ ${SIGNATURE_QUERY}`);
}

/** How far into a document a cover page's dating line is looked for. */
const DATED_LINE_CHUNKS = 8;
/** A line opening with "Dated" (PostgreSQL's regular expressions read the escapes). */
const DATED_LINE = String.raw`(^|\n)[ \t]*(DATED|Dated)\M`;

/**
 * Per document, the first of its first chunks with a line that opens with "Dated" ("DATED 13 October 2005", "Dated:
 * March 1, 2019"): a cover page's date, which can stand after the definitions where ranked search passes over it.
 * A pattern on the text, not the index: "dated" and "date" are one lexeme.
 */
function datedLineChunks(workspaceId: string, documents: SQL): SQL {
  return firstChunkPerDocument(workspaceId, documents, sql`p.chunk_index < ${DATED_LINE_CHUNKS} and p.text ~ ${DATED_LINE}`);
}

/**
 * The opening chunks of the given documents and, per document, the first chunk that reads like a preamble
 * (PREAMBLE_QUERIES): after a cover page and a table of contents that is often the tenth chunk, not the first.
 * With `signature`, also the first chunk that reads like a signature block: where a contract whose preamble leaves
 * the date out is dated ("Date: December 11, 2009" under each party's signature), and a cover page's dating line.
 */
export function openingChunksSql(workspaceId: string, documentIds: string[], chunksPerDocument: number, signature = false): SQL {
  const documents = sql`select unnest(array[${uuidList(documentIds)}]) as document_id`;
  const extra = signature
    ? sql`${preambleChunks(workspaceId, documents)} union ${signatureChunks(workspaceId, documents, chunksPerDocument)} union ${datedLineChunks(workspaceId, documents)}`
    : preambleChunks(workspaceId, documents);
  return sql`select c.id from chunks c where c.workspace_id = ${workspaceId} and c.document_id in (${uuidList(documentIds)})
      and (c.chunk_index < ${chunksPerDocument} or c.id in (${extra}))
    order by c.document_id, c.chunk_index`;
}

/**
 * One document's chunks that define a term, in document order: '"Expiration Date" means March 31, 2020', 'the
 * term "Commencement Date" shall mean', 'Expiration Date: August 31, 2006', '1.20. Term shall mean ...'. An exact
 * phrase, found as a reader would find it; ranked search can miss a definitions article whose other definitions
 * outweigh it.
 */
export function definingChunksSql(workspaceId: string, documentId: string, term: string, limit: number): SQL {
  const words = term
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  // Quoted, as a label, or opening a numbered definition without quotes ("1.20. Term shall mean ...").
  const pattern = `["“]${words}["”]\\s*(shall\\s+|will\\s+)?(means?|is|be|refers?\\s+to)\\M|\\m${words}\\s*:|(^|\\n)\\s*(\\d+(\\.\\d+)*\\.?\\s+)?${words}\\s+(shall\\s+)?means?\\M`;
  return sql`select c.id from chunks c where c.workspace_id = ${workspaceId} and c.document_id = ${documentId} and c.text ~* ${pattern}
    order by c.chunk_index limit ${limit}`;
}

/**
 * Documents whose opening passages (title and preamble: where a contract or lease names itself, its parties and
 * its property) hold any of the given lexemes: rows of document and lexeme, each with the number of processed
 * documents in the workspace (the library a name is rare in). Only documents within the filters are found. A
 * name opens at most max(`naming.min`, `naming.share` of the library) documents, so a lexeme in more openings
 * ("lease" in a lease library) is cut off after one more than that: that already rules it out.
 */
export function openingMatchesSql(scope: SearchScope, lexemes: string[], naming: { share: number; min: number }): SQL {
  return sql`with library as (
      select count(*)::int as documents from documents d where d.workspace_id = ${scope.workspaceId} and d.status = 'processed'
    )
    select distinct h.document_id, l.lexeme, library.documents
    from library, unnest(${sql.param(lexemes)}::text[]) as l(lexeme)
      cross join lateral (
        select c.document_id from ${scopedChunks(scope)} and c.chunk_index < ${sql.raw(String(OPENING_CHUNKS))}
          and c.tsv @@ quote_literal(l.lexeme)::tsquery
        limit (ceil(greatest(${naming.min}::float8, ${naming.share}::float8 * library.documents)) + 1) * ${OPENING_CHUNKS}
      ) h`;
}

/**
 * For ranking documents by how well a name fits their openings (document-focus.ts rankByName): per lexeme of the
 * name, how many documents' openings hold it (counting at most `cap` documents) and how many processed documents
 * the scope has. Each count is one index scan of chunks_opening_tsv_idx.
 */
export function openingFrequenciesSql(scope: SearchScope, lexemes: string[], cap: number): SQL {
  return sql`select l.lexeme, (select count(distinct m.document_id) from (
        select c.document_id from ${scopedChunks(scope)} and c.chunk_index < ${sql.raw(String(OPENING_CHUNKS))}
          and c.tsv @@ quote_literal(l.lexeme)::tsquery limit ${cap * OPENING_CHUNKS}
      ) m)::int as document_frequency,
      (select count(*) from documents d where d.workspace_id = ${scope.workspaceId} and d.status = 'processed')::int as documents
    from unnest(${sql.param(lexemes)}::text[]) as l(lexeme)`;
}

/**
 * The documents (at most `limit`) holding the most of the `finders` lexemes anywhere (each lexeme looked up in at most
 * `perLexeme` documents whose openings hold it and as many holding it anywhere, so that a word common in bodies,
 * "Clear" of "Clear Capital", still finds the document it opens; a lexeme found in fewer documents counts for more, so that the one document a rare party
 * name is found in is not cut behind twenty holding a commoner word), with which of `all` their opening region holds (the first OPENING_CHUNKS chunks and the
 * preamble chunk, as openingChunksSql): what a name's fit is scored from.
 */
export function openingNameLexemesSql(scope: SearchScope, finders: string[], all: string[], limit: number, perLexeme: number): SQL {
  return sql`with found as (
      select h.document_id, h.opening, count(*) over (partition by l.lexeme) as found_with
      from unnest(${sql.param(finders)}::text[]) as l(lexeme)
        cross join lateral (
          (select c.document_id, true as opening from ${scopedChunks(scope)} and c.chunk_index < ${sql.raw(String(OPENING_CHUNKS))}
            and c.tsv @@ quote_literal(l.lexeme)::tsquery limit ${perLexeme})
          union
          (select c.document_id, false as opening from ${scopedChunks(scope)} and c.tsv @@ quote_literal(l.lexeme)::tsquery limit ${perLexeme})
        ) h
    ), named as (
      -- A word found in a document's opening counts twice: the name is that document's, not one using its words further in.
      select document_id from found group by document_id
      order by sum(case when opening then 2.0 else 1.0 end / found_with) desc, document_id limit ${limit}
    ), region as (
      select o.id from chunks o
      where o.workspace_id = ${scope.workspaceId} and o.document_id in (select document_id from named)
        and o.chunk_index < ${sql.raw(String(OPENING_CHUNKS))}
      union ${preambleChunks(scope.workspaceId, sql`select document_id from named`)}
    )
    select distinct o.document_id, u.lexeme
    from chunks o join region r on r.id = o.id cross join lateral unnest(o.tsv) u
    where u.lexeme = any(${sql.param(all)}::text[])`;
}

/** How many characters of a document's first chunk are read for its title (document-title.ts). */
const TITLE_CHARACTERS = 2000;

/** Chunks read for a document's title: a cover note can fill the first ones (an exhibit number, a legend). */
const TITLE_CHUNKS = 6;

/** The start of each document, where its title is: its first chunks, up to TITLE_CHARACTERS. */
export function documentOpeningsSql(workspaceId: string, documentIds: string[]): SQL {
  return sql`select c.document_id, left(string_agg(c.text, E'\n' order by c.chunk_index), ${TITLE_CHARACTERS}) as opening from chunks c
    where c.workspace_id = ${workspaceId} and c.document_id = any(${sql.param(documentIds)}::uuid[]) and c.chunk_index < ${sql.raw(String(TITLE_CHUNKS))}
    group by c.document_id`;
}

/**
 * Chunks looked at per lexeme when counting the documents that hold it. However many chunks mention a name, they
 * come from its one or two documents; a common word's first hundred already span many.
 */
export const COUNTED_CHUNKS = 100;

/**
 * How many documents of the workspace hold each lexeme anywhere (a name is in one or two; "deposit" is in every
 * lease), looking at no more than COUNTED_CHUNKS matching chunks per lexeme: enough to tell a name from a
 * common word. One subquery run per lexeme, its tsquery made from the lexeme, so every count is driven by the GIN
 * index. (A branch per lexeme, each with a literal tsquery, planned each branch apart: on PGlite planning took
 * 30 ms of a 35 ms statement; bench/answers.ts.)
 */
export function documentFrequenciesSql(workspaceId: string, lexemes: string[]): SQL {
  return sql`select l.lexeme, (select count(distinct m.document_id) from (
        select c.document_id from chunks c where c.workspace_id = ${workspaceId} and c.tsv @@ quote_literal(l.lexeme)::tsquery limit ${COUNTED_CHUNKS}
      ) m)::int as document_frequency
    from unnest(${sql.param(lexemes)}::text[]) as l(lexeme)`;
}

/**
 * How many chunks open a document: its title page and preamble. The partial index chunks_opening_tsv_idx
 * (migration 0006) is built for this value, which is written into the SQL literally so the planner can use it.
 */
export const OPENING_CHUNKS = 2;

/**
 * Every chunk of a few documents with what BM25 needs (each query lexeme's count in the chunk, how many of those
 * occurrences are in a heading, the chunk's distinct-lexeme count) and, when the chunk was embedded by the current
 * model, its cosine distance to the query. A handful of documents is a few hundred chunks: scoring them all
 * exactly is cheaper than asking an index, and needs no iterative scan.
 */
export function documentChunksSql(workspaceId: string, documentIds: string[], lexemes: string[], vector: number[] | null, model: string): SQL {
  const distance = vector ? sql`case when c.embedding_model = ${model} then c.embedding <=> ${JSON.stringify(vector)}::vector end` : sql`null::float8`;
  // Unnesting a chunk's tsvector is the costly part (each lexeme with its positions becomes a row): only chunks
  // that hold a query lexeme, which the tsquery tells by binary search, are unnested. On PGlite, 141 -> 20 ms for a
  // 373-chunk contract (bench/answers.ts).
  const terms = lexemes.length
    ? sql`case when c.tsv @@ ${anyOfLexemes(lexemes)}::tsquery then (
        select json_agg(json_build_array(u.lexeme, cardinality(u.positions), cardinality(array_positions(u.weights, 'B'))))
        from unnest(c.tsv) u where u.lexeme = any(${sql.param(lexemes)}::text[])) else '[]' end`
    : sql`'[]'::json`;
  return sql`select c.id, c.document_id, c.chunk_index, length(c.tsv) as lexeme_count, ${distance} as distance, ${terms} as terms
    from chunks c
    where c.workspace_id = ${workspaceId} and c.document_id in (${uuidList(documentIds)})`;
}
