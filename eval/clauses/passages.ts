/**
 * DB-free stand-in for the product's search inside a named contract: the contract is chunked by the ingest
 * chunker, and its chunks are ranked for the question part of the query by the product's in-document BM25
 * (server/modules/search/bm25.ts) on the question's words plus the clause vocabulary at half weight, with the
 * opening chunks lifted a little, as focused-ranking.ts does (no vectors: they help little inside one contract).
 * Words are the composer's crude stems instead of PostgreSQL's lexemes; close enough to rank the same clauses.
 */
import type { SearchHit } from '../../common/search.js';
import { contentStems } from '../../server/modules/answers/offline/text.js';
import { expandSearchQuery } from '../../server/modules/answers/offline/question-kind.js';
import { chunkPages, type Chunk } from '../../server/modules/ingest/chunker.js';
import { bm25Scores, type ChunkTerms } from '../../server/modules/search/bm25.js';
import { asksAboutTheDocument, clauseVocabulary } from '../../server/modules/search/clause-vocabulary.js';
import { questionPart } from '../../server/modules/search/question-part.js';

/** As in search.service.ts and focused-ranking.ts. */
const VOCABULARY_WEIGHT = 0.5;
const OPENING_WEIGHT = 0.1;
const OPENING_CHUNKS = 2;
export const PASSAGES = 8;

export interface IndexedContract {
  name: string;
  text: string;
  chunks: Chunk[];
  terms: ChunkTerms[];
}

function countStems(text: string, into: Map<string, number>, times = 1) {
  for (const s of contentStems(text)) into.set(s, (into.get(s) ?? 0) + times);
}

export function indexContract(name: string, text: string): IndexedContract {
  const chunks = chunkPages([text]);
  const terms = chunks.map((c) => {
    const m = new Map<string, number>();
    countStems(c.text, m);
    // An occurrence in the section heading counts twice, as in the product.
    if (c.heading) countStems(c.heading, m);
    return { id: String(c.index), length: m.size, terms: m };
  });
  return { name, text, chunks, terms };
}

/** The top passages of the contract for a query, as search hits (best first). */
export function rankPassages(contract: IndexedContract, query: string, limit = PASSAGES): SearchHit[] {
  const { question, context } = questionPart(query);
  const own = [...new Set(contentStems(expandSearchQuery(question)))];
  const extra = [...new Set(contentStems(clauseVocabulary(question)))].filter((l) => !own.includes(l));
  // Who the parties are, when it was made: the naming words point at the preamble (search.service.ts).
  const naming = asksAboutTheDocument(question) ? [...new Set(contentStems(context))].filter((l) => !own.includes(l) && !extra.includes(l)) : [];
  const lexemes = [...own, ...extra, ...naming];
  const weights = new Map(extra.map((l) => [l, VOCABULARY_WEIGHT]));
  const scores = bm25Scores(contract.terms, lexemes, (l) => weights.get(l) ?? 1);
  const best = Math.max(0, ...scores.map((s) => s.score)) || 1;
  const ranked = scores
    .map((s) => ({ index: Number(s.id), score: s.score / best + (Number(s.id) < OPENING_CHUNKS ? OPENING_WEIGHT : 0) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit);
  return ranked.map(({ index, score }): SearchHit => {
    const c = contract.chunks[index]!;
    return {
      chunkId: `${contract.name}#${index}`,
      documentId: contract.name,
      versionId: 'v1',
      documentTitle: contract.name,
      documentType: 'other',
      projectId: 'p',
      projectName: 'p',
      pageStart: c.pageStart,
      pageEnd: c.pageEnd,
      charStart: c.charStart,
      charEnd: c.charEnd,
      text: c.text,
      snippet: '',
      highlights: [],
      score,
    };
  });
}

export function overlaps(start: number, end: number, spans: Array<[number, number]>): boolean {
  return spans.some(([s, e]) => start < e && s < end);
}
