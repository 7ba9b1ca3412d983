/**
 * The learned key-term ranker's data, without a database: every contract of a CUAD set (keyterms.jsonl and
 * contracts/*.txt) goes through the product's own steps as closely as they run without PostgreSQL:
 *
 * 1. the text is paginated and chunked as ingest does (paginateText, chunkPages);
 * 2. for each of the seven key-term questions, the passages the product's search returned for it when the set has
 *    a recorded snapshot (snapshot-passages.ts, passages-<set>.json: search's order and scores, so the model is
 *    fitted on the order it meets); otherwise the contract's chunks are ranked as search ranks a named document's
 *    chunks: BM25 over the document's own chunks on the expanded question (expandSearchQuery), the clause
 *    vocabulary at half weight, a heading occurrence counting twice, plus 0.1 for an opening chunk
 *    (focused-ranking.ts; the vector closeness term is left out, it needs the embedder and weighs 0.1);
 * 3. the top 8 become search hits, with the opening chunks and the first preamble-like chunk added for parties and
 * *    dates, and for dates the first signature block (answer-passages.ts, search.sql.ts openingChunksSql);
 * 4. buildCandidates and findKeyTerm give every candidate finding, as the composer sees them.
 *
 * Each candidate is labelled by comparing the answer the composer would give with it against the lawyers' answer
 * (eval/keyterms.ts scoreKeyTerm) and by whether its citation overlaps the gold evidence (see labelQuestion).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { paginateText } from '../../server/lib/extract/text.js';
import { canonicalText, chunkPages } from '../../server/modules/ingest/chunker.js';
import { answerText, composeOfflineAnswer, finderContext, sanitize } from '../../server/modules/answers/offline/compose-offline.js';
import { buildCandidates } from '../../server/modules/answers/offline/candidates.js';
import { keyTermFindings } from '../../server/modules/answers/offline/value-candidates.js';
import { analyzeQuestion, expandSearchQuery, type KeyTopic } from '../../server/modules/answers/offline/question-kind.js';
import { stem } from '../../server/modules/answers/offline/text.js';
import { handScore as handScoreOf, keyTermFeatureList, type Features } from '../../server/modules/answers/ranker/features.js';
import { bm25Scores, type ChunkTerms } from '../../server/modules/search/bm25.js';
import { clauseVocabulary } from '../../server/modules/search/clause-vocabulary.js';
import type { SearchHit } from '../../common/search.js';
import { loadDataset } from '../dataset.js';
import { keyTermFields, keyTermQuestions, scoreKeyTerm, stripMarkers, type KeyTermField } from '../keyterms.js';
import { buildOffsetMap } from '../offsets.js';

/** As the product: pages of flowing text (server/lib/extract/limits.ts), passages per answer, opening chunks. */
const TEXT_PAGE_CHARS = 3000;
const ANSWER_PASSAGES = 8;
const OPENING_CHUNKS = 2;
const OPENING_WEIGHT = 0.1;
const VOCABULARY_WEIGHT = 0.5;
/**
 * Topics whose candidates include the generic values (offline/value-candidates.ts). Chosen on cuad-train alone: with
 * generic candidates for all seven topics, 5-fold CV accuracy rose by 2 points or more for these three (parties 70.7 →
 * 78.5, renewal notice 86.4 → 88.6, governing law 89.7 → 95.4) and by about one point or less for the dates and the
 * renewal term, which is within the noise of 368 contracts (decision 0020, addendum).
 */
export const GENERIC_TOPICS = new Set<KeyTopic>(['parties', 'renewal_notice', 'governing_law']);
const PREAMBLE_TOPICS = new Set<KeyTopic>(['parties', 'agreement_date', 'effective_date', 'expiration']);
/** search.sql.ts PREAMBLE_QUERIES as lexemes: every group must have one of its words in the chunk. */
const PREAMBLE_QUERIES = [
  [
    ['agreement', 'lease', 'contract'],
    ['made', 'entered'],
  ],
  [
    ['agreement', 'lease', 'contract'],
    ['effective', 'dated'],
  ],
].map((groups) => groups.map((words) => words.map(stem)));

/** answer-passages.ts SIGNATURE_TOPICS and search.sql.ts SIGNATURE_QUERY ("date & title") as lexemes. */
const SIGNATURE_TOPICS = new Set<KeyTopic>(['agreement_date', 'effective_date', 'expiration']);
const SIGNATURE_QUERY = [['date'], ['title']].map((words) => words.map(stem));

export interface CandidateRow {
  features: Features;
  /** The answer given with this candidate matches the lawyers' answer. */
  correct: boolean;
  /** Its citation overlaps the gold evidence. */
  overlap: boolean;
  label: 0 | 1;
  /** The hand-set score the composer used before the model, and its qualification (finder bonus >= 0.5). */
  handScore: number;
  handQualifies: boolean;
}

export interface QuestionRow {
  contract: string;
  field: KeyTermField;
  topic: KeyTopic;
  candidates: CandidateRow[];
  /** "Not found" is the right answer (the contract does not state the value). */
  abstainCorrect: boolean;
  /** The gold has evidence spans, so a citation can overlap them. */
  hasEvidence: boolean;
  /** One of the first three passages overlaps the gold evidence: a "not found" there hides an answer the reader sees. */
  goldInTop3: boolean;
}

/** Word stems as the chunk index holds them: PostgreSQL's English configuration, approximated. */
const pgStopwords = new Set(
  'a about above after again against all am an and any are as at be because been before being below between both but by can did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with you your yours yourself yourselves'.split(
    ' ',
  ),
);
export function lexemes(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !pgStopwords.has(w)).map(stem);
}

function countTerms(text: string, into: Map<string, number>) {
  for (const l of lexemes(text)) into.set(l, (into.get(l) ?? 0) + 1);
}

/**
 * The passages the product's search gave each key-term question (snapshot-passages.ts): per contract, per field,
 * [chunk index, search score] in search order.
 */
export type PassageSnapshot = Record<string, Partial<Record<KeyTermField, Array<[number, number]>>>>;

/** Where a set's snapshot is kept: eval/ranker/passages-<the set's directory name>.json. */
export const passagesFile = (setDir: string) => join(dirname(fileURLToPath(import.meta.url)), `passages-${basename(setDir)}.json`);

function loadSnapshot(dir: string): PassageSnapshot | null {
  const file = passagesFile(dir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PassageSnapshot) : null;
}

export interface PreparedContract {
  name: string;
  /** The product's search results for each key-term question, when the set has a snapshot. */
  searched?: PassageSnapshot[string];
  hits: SearchHit[];
  chunkTerms: ChunkTerms[];
  toSource: (start: number, end: number) => { start: number; end: number } | null;
}

export function prepareContract(name: string, text: string): PreparedContract {
  const pages = paginateText(text, TEXT_PAGE_CHARS).map((p) => p.text);
  const canonical = canonicalText(pages).text;
  const map = buildOffsetMap(text, canonical);
  const chunks = chunkPages(pages);
  const hits: SearchHit[] = chunks.map((c) => ({
    chunkId: `${name}#${c.index}`,
    documentId: name,
    versionId: 'v1',
    documentTitle: name,
    documentType: 'other',
    projectId: 'p1',
    projectName: 'CUAD',
    pageStart: c.pageStart,
    pageEnd: c.pageEnd,
    charStart: c.charStart,
    charEnd: c.charEnd,
    text: c.text,
    snippet: c.text.slice(0, 160),
    highlights: [],
    score: 0,
  }));
  const chunkTerms = chunks.map((c) => {
    const terms = new Map<string, number>();
    countTerms(c.text, terms);
    // A heading's words count twice (focused-ranking.ts: an occurrence in a heading counts extra).
    if (c.heading) {
      countTerms(c.heading, terms);
      countTerms(c.heading, terms);
    }
    return { id: String(c.index), length: terms.size, terms };
  });
  return { name, hits, chunkTerms, toSource: (s, e) => map.toSource(s, e) };
}

/**
 * The passages search gives the composer for a key-term question about this contract: what the product's search
 * returned when the set has a snapshot (snapshot-passages.ts), else the approximation below.
 */
export function passagesFor(contract: PreparedContract, question: string, field?: KeyTermField): SearchHit[] {
  const searched = field ? contract.searched?.[field] : undefined;
  if (searched) return searched.map(([index, score]) => ({ ...contract.hits[index]!, score }));
  const expanded = expandSearchQuery(question);
  const own = [...new Set(lexemes(expanded))];
  const extra = [...new Set(lexemes(clauseVocabulary(expanded)))].filter((l) => !own.includes(l));
  const weights = new Map(extra.map((l) => [l, VOCABULARY_WEIGHT]));
  const text = bm25Scores(contract.chunkTerms, [...own, ...extra], (l) => weights.get(l) ?? 1);
  const best = Math.max(0, ...text.map((t) => t.score)) || 1;
  const ranked = text
    .map((t) => ({ index: Number(t.id), score: t.score / best + (Number(t.id) < OPENING_CHUNKS ? OPENING_WEIGHT : 0) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const top = ranked.slice(0, ANSWER_PASSAGES).map((r) => ({ ...contract.hits[r.index]!, score: Math.round(r.score * 1e6) / 1e6 }));
  const { topic } = analyzeQuestion(question);
  if (topic && PREAMBLE_TOPICS.has(topic)) {
    const seen = new Set(top.map((h) => h.chunkId));
    // The opening chunks and the first chunk that reads like a preamble, either way (search.sql.ts openingChunksSql).
    const matches = (q: string[][]) => (c: ChunkTerms) => q.every((any) => any.some((l) => c.terms.has(l)));
    const preambles = PREAMBLE_QUERIES.map((q) => contract.chunkTerms.findIndex(matches(q)));
    // For dates, also the first signature block after the opening chunks (search.sql.ts SIGNATURE_QUERY).
    const signature = SIGNATURE_TOPICS.has(topic) ? contract.chunkTerms.findIndex((c, i) => i >= OPENING_CHUNKS && matches(SIGNATURE_QUERY)(c)) : -1;
    const opening = contract.hits.filter((_, i) => i < OPENING_CHUNKS || preambles.includes(i) || i === signature);
    for (const h of opening) if (!seen.has(h.chunkId)) top.push({ ...h, score: 0 });
  }
  return top;
}

interface GoldTerm {
  answer: string;
  evidence_spans: Array<[number, number]>;
}

/** Every candidate finding for one key-term question, with its features and verdicts (labels set by labelQuestion). */
export function questionRow(contract: PreparedContract, field: KeyTermField, gold: GoldTerm): QuestionRow {
  const question = keyTermQuestions[field];
  const analysis = analyzeQuestion(question);
  const topic = analysis.topic!;
  const passages = passagesFor(contract, question, field);
  const candidates = buildCandidates(analysis, passages);
  const ctx = finderContext(candidates);
  const items = candidates.flatMap((candidate) => keyTermFindings(topic, candidate, ctx, GENERIC_TOPICS.has(topic)).map((finding) => ({ candidate, finding })));
  const features = keyTermFeatureList(topic, items);
  const rows: CandidateRow[] = [];
  for (const [i, { candidate: c, finding }] of items.entries()) {
    const handScore = handScoreOf(c, finding);
    const text = stripMarkers(sanitize(answerText(analysis, [{ candidate: c, finding, score: handScore }])));
    const correct = scoreKeyTerm(field, gold.answer, { text, answered: true, value: finding.value }).correct;
    const last = c.siblings[Math.max(c.index, finding.throughSentence ?? c.index)]!;
    const span = contract.toSource(c.charStart, c.passage.charStart + Math.max(c.sentence.end, last.end));
    const overlap = !!span && gold.evidence_spans.some(([s, e]) => span.start < e && s < span.end);
    rows.push({ features: features[i]!, correct, overlap, label: 0, handScore, handQualifies: finding.bonus >= 0.5 });
  }
  const row: QuestionRow = {
    contract: contract.name,
    field,
    topic,
    candidates: rows,
    abstainCorrect: scoreKeyTerm(field, gold.answer, { text: '', answered: false }).correct,
    hasEvidence: gold.evidence_spans.length > 0,
    goldInTop3: passages.slice(0, 3).some((p) => {
      const span = contract.toSource(p.charStart, p.charEnd);
      return !!span && gold.evidence_spans.some(([s, e]) => span.start < e && s < span.end);
    }),
  };
  labelQuestion(row);
  return row;
}

/**
 * A candidate is a positive when the answer given with it is right AND it cites the gold evidence, or, when no
 * right candidate of the question cites the evidence, when its answer is right. The value is what the product is
 * judged on; among right values, the one in the passage the lawyers marked is what a reader should be shown (a date
 * repeated on the signature page is right by value but a poor citation). Gold evidence is sometimes missing or
 * partial, so a right value alone still counts when no candidate overlaps it.
 */
export function labelQuestion(row: QuestionRow) {
  const anyCited = row.candidates.some((c) => c.correct && c.overlap);
  for (const c of row.candidates) c.label = c.correct && (c.overlap || !anyCited) ? 1 : 0;
}

/** The composer's own answer for a question (whatever scorer it runs), judged as the eval judges it. */
export function productVerdict(contract: PreparedContract, field: KeyTermField, gold: GoldTerm): { correct: boolean; overlap: boolean; answer: string } {
  const question = keyTermQuestions[field];
  const composed = composeOfflineAnswer(question, passagesFor(contract, question, field));
  const correct = scoreKeyTerm(field, gold.answer, { text: stripMarkers(composed.answer), answered: composed.answered, value: composed.value }).correct;
  const overlap = composed.citations.some((c) => {
    const span = contract.toSource(c.charStart, c.charEnd);
    return !!span && gold.evidence_spans.some(([s, e]) => span.start < e && s < span.end);
  });
  return { correct, overlap, answer: composed.answer };
}

export interface LoadedSet {
  questions: QuestionRow[];
  contracts: Array<{ prepared: PreparedContract; gold: Record<KeyTermField, GoldTerm> }>;
}

export function loadSet(dir: string, limit?: number): LoadedSet {
  const data = loadDataset(dir, limit);
  const snapshot = loadSnapshot(dir);
  const questions: QuestionRow[] = [];
  const contracts: LoadedSet['contracts'] = [];
  for (const kt of data.keyTerms) {
    const prepared = { ...prepareContract(kt.document, data.txt(kt.document)), searched: snapshot?.[kt.document] };
    contracts.push({ prepared, gold: kt });
    for (const field of keyTermFields) questions.push(questionRow(prepared, field, kt[field]));
  }
  return { questions, contracts };
}
