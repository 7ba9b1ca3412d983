import type { AnswerResponse, AnswerStreamEvent, AskRequest, Citation, SearchHit } from '../../../common/search.js';
import { NOT_FOUND_ANSWER } from '../../../common/search.js';
import type { AppDeps } from '../../deps.js';
import { recordQuery, scopedProject, type Asker } from '../queries/query-log.service.js';
import { subordinateKind } from '../search/document-title.js';
import { searchDocuments } from '../search/search.service.js';
import { ANSWER_PASSAGES, passagesInside, withOpeningPassages } from './answer-passages.js';
import { generateLlmAnswer } from './llm/llm-answer.js';
import { composeOfflineAnswer, type ComposedAnswer } from './offline/compose-offline.js';
import { analyzeQuestion, expandSearchQuery } from './offline/question-kind.js';
import { askedSubject, doesNotState, documentName, missingDocument, namedTarget, questionWithoutName, type NamedDocument } from './named-document.js';
import { INSTRUCTIONS_ONLY_ANSWER, withoutInstructions } from './question-instructions.js';
import { resolveDates } from './resolve-answer.js';

export { ANSWER_PASSAGES } from './answer-passages.js';

/**
 * The ranker's probability above which an answer from the passages the workspace-wide search found for a named
 * document is taken as it is; below it, the document is also searched alone and the likelier answer kept.
 */
const SURE_ANSWER = 0.8;

export type AnswerDeps = Pick<AppDeps, 'db' | 'embedder' | 'logger' | 'termStats'> & { chat?: AppDeps['chat'] };

export interface AskOptions {
  /** Receives passages, answer text as it is produced, then the final answer (for streaming). */
  onEvent?: (event: AnswerStreamEvent) => void;
  signal?: AbortSignal;
}

/** What an answer says, before it is logged. */
interface Reply {
  composed: ComposedAnswer;
  /** The answer's words when it says why there is no answer (a named document that is missing or silent). */
  text?: string;
  passages: SearchHit[];
  generator: 'offline' | 'llm';
}

interface ReplyContext {
  deps: AnswerDeps;
  workspaceId: string;
  question: string;
  filters: AskRequest['filters'];
  options: AskOptions;
  emit: (event: AnswerStreamEvent) => void;
}

/**
 * The language model's answer when one is configured and supported by its citations, else the offline one
 * (`offline`, when the caller already composed it from these passages).
 */
async function composeFrom(
  ctx: ReplyContext,
  passages: SearchHit[],
  stream: boolean,
  offline?: ComposedAnswer,
): Promise<Pick<Reply, 'composed' | 'generator' | 'passages'>> {
  if (stream) ctx.emit({ type: 'passages', passages });
  const generated = ctx.deps.chat
    ? await generateLlmAnswer(ctx.deps.chat, ctx.question, passages, {
        signal: ctx.options.signal,
        logger: ctx.deps.logger,
        onDelta: stream ? (text) => ctx.emit({ type: 'delta', text }) : undefined,
      })
    : null;
  if (generated) return { composed: generated, generator: 'llm', passages };
  // A date stated through another ("the fifth anniversary of the Effective Date") is computed from its definition.
  const resolved = await resolveDates(ctx.deps, ctx.workspaceId, ctx.question, offline ?? composeOfflineAnswer(ctx.question, passages), passages);
  return { ...resolved, generator: 'offline' };
}

/**
 * The answer from the named documents only (decision 0022): a search inside them for what is asked (each, when
 * named separately), and when they do not state it, that said in words with the closest passages from them.
 */
async function replyFromNamed(ctx: ReplyContext, found: SearchHit[], named: NamedDocument[], separate: boolean, namingLexemes: string[]): Promise<Reply> {
  // The name says which documents, not what to look for in them.
  const asked = { ...ctx, question: await questionWithoutName(ctx.deps, ctx.question, namingLexemes) };
  if (!separate && named.length > 1) return replyFromBestNamed(ctx, asked, named);
  const groups = separate ? named.map((d) => [d]) : [named];
  const parts = await Promise.all(groups.map((group) => answerFromGroup(asked, separate ? [] : found, group, groups.length === 1)));
  if (parts.length === 1) {
    const [p] = parts as [(typeof parts)[number]];
    return { composed: p.composed, text: p.composed.answered ? undefined : p.text, passages: p.passages, generator: p.generator };
  }
  // One answer per named document, in the order the question names them, its markers renumbered after the previous ones'.
  parts.sort((a, b) => namedAt(ctx.question, a.passages) - namedAt(ctx.question, b.passages));
  let offset = 0;
  const citations: Citation[] = [];
  const sentences = parts.map((p) => {
    const shift = offset;
    offset += p.composed.citations.length;
    citations.push(...p.composed.citations.map((c) => ({ ...c, number: c.number + shift })));
    const text = p.text.replace(/\[(\d+)\]/g, (_, n: string) => `[${Number(n) + shift}]`);
    return p.composed.answered ? `${p.group[0]!.title}: ${text}` : text;
  });
  const answered = parts.some((p) => p.composed.answered);
  return {
    composed: { ...parts[0]!.composed, answer: sentences.join(' '), answered, citations, value: null },
    text: sentences.join(' '),
    passages: parts.flatMap((p) => p.passages),
    generator: parts.some((p) => p.generator === 'llm') ? 'llm' : 'offline',
  };
}

/**
 * One named group's answer. Its passages among those the workspace-wide search found (`found`; empty for documents
 * named separately or alike, which are always searched alone) are tried first (search
 * ranks a named document's chunks on the question without its naming words); when they are too few or do not
 * answer, the group is searched inside for what is asked, without the words that name it (across the workspace
 * those words can rank the passages that repeat the name, a title or a preamble, above the one that answers).
 */
async function answerFromGroup(asked: ReplyContext, found: SearchHit[], group: NamedDocument[], stream: boolean) {
  const ids = group.map((d) => d.id);
  const own = found.filter((p) => ids.includes(p.documentId));
  const opened = own.length >= Math.min(ANSWER_PASSAGES, 3) ? await withOpeningPassages(asked.deps, asked.workspaceId, asked.question, own, ids) : null;
  // With a language model the search inside is always run; offline, only when the passages found do not answer
  // (and an answer composed from them is kept, not composed again).
  const offline = opened && !asked.deps.chat ? composeOfflineAnswer(asked.question, opened) : undefined;
  const fromFound = opened && offline?.answered ? { passages: opened, offline } : null;
  const chosen = fromFound && (fromFound.offline.confidence ?? 1) >= SURE_ANSWER ? fromFound : await betterOfInside(asked, ids, fromFound);
  const { composed, generator, passages } = await composeFrom(asked, chosen.passages, stream, chosen.offline);
  return { group, passages, composed, generator, text: composed.answered ? composed.answer : doesNotState(group, asked.question) };
}

/**
 * The passages of a search inside the named documents, and their offline answer, unless a weak answer from the
 * passages found across the workspace is likelier than the one they give: those passages were ranked with the
 * question's naming words, which can bring, say, every clause that says "Promotion Agreement" and leave out the
 * term clause, so that a date one party may end the agreement on stands in for its expiration.
 */
async function betterOfInside(asked: ReplyContext, ids: string[], weak: { passages: SearchHit[]; offline: ComposedAnswer } | null) {
  const passages = await passagesInside(asked.deps, asked.workspaceId, asked.question, ids, asked.filters);
  if (!weak) return { passages, offline: undefined };
  const offline = composeOfflineAnswer(asked.question, passages);
  return offline.answered && (offline.confidence ?? 1) >= (weak.offline.confidence ?? 0) ? { passages, offline } : weak;
}

/**
 * A name that fits a few documents alike (an agreement and its schedule or addendum): the answer comes from the
 * one the name fits best; only when that one does not state it do the others answer, and the answer says so.
 */
async function replyFromBestNamed(ctx: ReplyContext, asked: ReplyContext, named: NamedDocument[]): Promise<Reply> {
  const [best, ...alike] = principalFirst(named, ctx.question) as [NamedDocument, ...NamedDocument[]];
  const first = await answerFromGroup(asked, [], [best], true);
  if (first.composed.answered) {
    // The name fits the others too (a second copy, a schedule): say which one answered, so the choice is never silent.
    const also = alike.map((d) => `“${d.title}”`).join(' and ');
    const note = `Answered from “${best.title}”; ${also} ${alike.length > 1 ? 'also match' : 'also matches'} this name.`;
    return { composed: { ...first.composed, answer: `${first.composed.answer} ${note}` }, passages: first.passages, generator: first.generator };
  }
  const other = await answerFromGroup(asked, [], alike, false);
  if (!other.composed.answered) {
    const text = doesNotState(named, asked.question);
    return { composed: first.composed, text, passages: [...first.passages, ...other.passages], generator: other.generator };
  }
  const source = alike.find((d) => other.composed.citations.some((c) => c.documentId === d.id)) ?? alike[0]!;
  const text = `${documentName(best.title)} does not state ${askedSubject(asked.question)}; ${documentName(source.title).replace(/^The\b/, 'the')}, named alike, does: ${other.composed.answer}`;
  return { composed: { ...other.composed, answer: text }, text, passages: [...other.passages, ...first.passages], generator: other.generator };
}

/**
 * Documents named alike in the order search fitted the name, except that an attachment (a schedule, an addendum)
 * goes after the agreement it belongs to unless the question asks for that kind: "the Supply Agreement between A
 * and B" means the agreement, not its pricing schedule between the same parties.
 */
function principalFirst(named: NamedDocument[], question: string): NamedDocument[] {
  if (subordinateKind.test(question)) return named;
  return [...named.filter((d) => !subordinateKind.test(d.title)), ...named.filter((d) => subordinateKind.test(d.title))];
}

/** Where the question first uses a capitalised word that the passages hold (their document's name), for ordering. */
function namedAt(question: string, passages: SearchHit[]): number {
  const text = passages
    .map((p) => p.text)
    .join(' ')
    .toLowerCase();
  for (const m of question.matchAll(/\b[A-Z0-9][\w&-]{2,}/g)) if (m.index > 0 && text.includes(m[0].toLowerCase())) return m.index;
  return question.length;
}

/** The answer to a question: from the named documents when it names some, else from the passages search found. */
async function reply(ctx: ReplyContext): Promise<Reply> {
  // Key-term questions ("Who are the parties?") search with the wording such clauses use, so the preamble is found.
  const scope = { workspaceId: ctx.workspaceId };
  const searched = await searchDocuments(ctx.deps, scope, { query: expandSearchQuery(ctx.question), filters: ctx.filters, limit: ANSWER_PASSAGES });
  const target = await namedTarget(ctx.deps, { ...scope, filters: ctx.filters }, ctx.question, searched.focus);
  if (target.kind === 'missing') {
    const text = missingDocument(
      target.name,
      searched.results.map((p) => p.documentTitle),
    );
    return { composed: notAnswered(ctx.question), text, passages: searched.results, generator: 'offline' };
  }
  if (target.kind === 'documents') return replyFromNamed(ctx, searched.results, target.documents, target.separate, searched.focus?.namingLexemes ?? []);
  const passages = await withOpeningPassages(ctx.deps, ctx.workspaceId, ctx.question, searched.results);
  return composeFrom(ctx, passages, true);
}

function notAnswered(question: string): ComposedAnswer {
  const { kind, topic } = analyzeQuestion(question);
  return { answer: NOT_FOUND_ANSWER, answered: false, kind, topic, citations: [], value: null };
}

/**
 * Answers a question from the workspace's documents: search, then compose an answer that cites the passages
 * it rests on, then log it. Document text only ever reaches the composer as data, and instructions in the
 * question are set aside (question-instructions.ts).
 */
export async function askQuestion(deps: AnswerDeps, asker: Asker, req: AskRequest, options: AskOptions = {}): Promise<AnswerResponse> {
  const started = performance.now();
  const emit = options.onEvent ?? (() => {});
  const clean = withoutInstructions(req.query);
  const ctx: ReplyContext = { deps, workspaceId: asker.workspaceId, question: clean.question, filters: req.filters, options, emit };
  // Passages go out before any answer text; the text is streamed by the language model, or sent whole here.
  const sent = { passages: false };
  const streamingCtx: ReplyContext = {
    ...ctx,
    emit: (event) => {
      if (event.type === 'passages') sent.passages = true;
      emit(event);
    },
  };
  const replied: Reply = clean.question
    ? await reply(streamingCtx)
    : { composed: notAnswered(req.query), text: INSTRUCTIONS_ONLY_ANSWER, passages: [], generator: 'offline' };
  const { composed, passages } = replied;
  if (!sent.passages) emit({ type: 'passages', passages });
  const answer = replied.text ?? (composed.answered ? composed.answer : NOT_FOUND_ANSWER);
  if (replied.generator === 'offline' || replied.text) emit({ type: 'delta', text: answer });

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
    route: 'documents',
  });
  const response: AnswerResponse = {
    queryId,
    query: req.query,
    answer,
    answered: composed.answered,
    kind: composed.kind,
    citations: composed.citations,
    passages,
    generator: replied.generator,
    value: composed.answered ? composed.value : null,
    route: 'documents',
    tookMs: responseMs,
  };
  emit({ type: 'done', answer: response });
  return response;
}
