/**
 * The passages an answer is composed from: what search finds, plus the opening passages (title and preamble) for
 * questions about the document itself. Shared by askQuestion and by the date resolver, which asks a question of one
 * document the same way (resolve-answer.ts).
 */
import type { AskRequest, SearchHit } from '../../../common/search.js';
import { openingPassages, searchDocuments, type SearchDeps } from '../search/search.service.js';
import { analyzeQuestion, expandSearchQuery, type KeyTopic } from './offline/question-kind.js';

/** Passages an answer is composed from; also what a "not found" answer shows as the closest ones. */
export const ANSWER_PASSAGES = 8;

/** Key terms a document states in its opening paragraph: parties and dates. */
const PREAMBLE_TOPICS = new Set<KeyTopic>(['parties', 'agreement_date', 'effective_date', 'expiration']);
const PREAMBLE_DOCUMENTS = 2;
/** Key terms a signature block can date when the preamble does not: the signing dates the agreement and starts it. */
const SIGNATURE_TOPICS = new Set<KeyTopic>(['agreement_date', 'effective_date', 'expiration']);

/**
 * For questions about parties or dates, adds the opening passages of the best-matching documents, or of the
 * documents the question names (and for dates, their first signature block).
 */
export async function withOpeningPassages(deps: SearchDeps, workspaceId: string, question: string, found: SearchHit[], named?: string[]): Promise<SearchHit[]> {
  const { topic } = analyzeQuestion(question);
  if (!topic || !PREAMBLE_TOPICS.has(topic)) return found;
  const documentIds = named ?? [...new Set(found.map((p) => p.documentId))].slice(0, PREAMBLE_DOCUMENTS);
  const seen = new Set(found.map((p) => p.chunkId));
  const opening = (await openingPassages(deps, workspaceId, documentIds, question, { signatureBlock: SIGNATURE_TOPICS.has(topic) })).filter(
    (p) => !seen.has(p.chunkId),
  );
  return [...found, ...opening];
}

/** The passages of a few documents for a question, searched inside them alone, with their openings when asked about. */
export async function passagesInside(
  deps: SearchDeps,
  workspaceId: string,
  question: string,
  documentIds: string[],
  filters: AskRequest['filters'] = {},
): Promise<SearchHit[]> {
  const found = (
    await searchDocuments(deps, { workspaceId }, { query: expandSearchQuery(question), filters: { ...filters, documentIds }, limit: ANSWER_PASSAGES })
  ).results;
  return withOpeningPassages(deps, workspaceId, question, found, documentIds);
}
