import type { AnswerResponse, AnswerStreamEvent, AskRequest, SearchHit } from '../../../common/search.js';
import { NOT_FOUND_ANSWER } from '../../../common/search.js';
import type { AppDeps } from '../../deps.js';
import { recordQuery, scopedProject, type Asker } from '../queries/query-log.service.js';
import { openingPassages, searchDocuments } from '../search/search.service.js';
import { generateLlmAnswer } from './llm/llm-answer.js';
import { composeOfflineAnswer, type ComposedAnswer } from './offline/compose-offline.js';
import { analyzeQuestion, expandSearchQuery, type KeyTopic } from './offline/question-kind.js';

/** Passages an answer is composed from; also what a "not found" answer shows as the closest ones. */
export const ANSWER_PASSAGES = 8;

export type AnswerDeps = Pick<AppDeps, 'db' | 'embedder' | 'logger' | 'termStats'> & { chat?: AppDeps['chat'] };

export interface AskOptions {
  /** Receives passages, answer text as it is produced, then the final answer (for streaming). */
  onEvent?: (event: AnswerStreamEvent) => void;
  signal?: AbortSignal;
}

/** Key terms a document states in its opening paragraph: parties and dates. */
const PREAMBLE_TOPICS = new Set<KeyTopic>(['parties', 'agreement_date', 'effective_date', 'expiration']);
const PREAMBLE_DOCUMENTS = 2;

/** For questions about parties or dates, adds the opening passages of the best-matching documents. */
async function withOpeningPassages(deps: AnswerDeps, workspaceId: string, question: string, found: SearchHit[]): Promise<SearchHit[]> {
  const { topic } = analyzeQuestion(question);
  if (!topic || !PREAMBLE_TOPICS.has(topic)) return found;
  const documentIds = [...new Set(found.map((p) => p.documentId))].slice(0, PREAMBLE_DOCUMENTS);
  const seen = new Set(found.map((p) => p.chunkId));
  const opening = (await openingPassages(deps, workspaceId, documentIds, question)).filter((p) => !seen.has(p.chunkId));
  return [...found, ...opening];
}

/**
 * Answers a question from the workspace's documents: search, then compose an answer that cites the passages
 * it rests on, then log it. Document text only ever reaches the composer as data.
 */
export async function askQuestion(deps: AnswerDeps, asker: Asker, req: AskRequest, options: AskOptions = {}): Promise<AnswerResponse> {
  const started = performance.now();
  const emit = options.onEvent ?? (() => {});
  // Key-term questions ("Who are the parties?") search with the wording such clauses use, so the preamble is found.
  const { results: found } = await searchDocuments(
    deps,
    { workspaceId: asker.workspaceId },
    { query: expandSearchQuery(req.query), filters: req.filters, limit: ANSWER_PASSAGES },
  );
  const passages = await withOpeningPassages(deps, asker.workspaceId, req.query, found);
  emit({ type: 'passages', passages });

  // A language model, when configured, writes a more fluent answer; one it cannot support with its citations
  // comes back null and the offline answer stands. Streamed text is provisional: 'done' carries the checked one.
  const generated = deps.chat
    ? await generateLlmAnswer(deps.chat, req.query, passages, {
        signal: options.signal,
        logger: deps.logger,
        onDelta: (text) => emit({ type: 'delta', text }),
      })
    : null;
  const composed: ComposedAnswer = generated ?? composeOfflineAnswer(req.query, passages);
  const answer = composed.answered ? composed.answer : NOT_FOUND_ANSWER;
  if (!generated) emit({ type: 'delta', text: answer });

  const responseMs = Math.round(performance.now() - started);
  const queryId = await recordQuery(deps.db, asker, {
    question: req.query,
    answer,
    answered: composed.answered,
    citations: composed.citations,
    projectId: scopedProject(req.filters),
    responseMs,
    resultCount: passages.length,
    bestScore: passages[0]?.score ?? null,
  });
  const response: AnswerResponse = {
    queryId,
    query: req.query,
    answer,
    answered: composed.answered,
    kind: composed.kind,
    citations: composed.citations,
    passages,
    generator: generated ? 'llm' : 'offline',
    value: composed.answered ? composed.value : null,
    tookMs: responseMs,
  };
  emit({ type: 'done', answer: response });
  return response;
}
