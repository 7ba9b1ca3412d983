/**
 * Resolves dates an answer states through another date (decision 0022). An expiration "on the fifth anniversary
 * of the Effective Date" is computed from the Effective Date the document defines; an effective date "as defined
 * below" is read from its definition. The defining sentence is looked for in the passages already found, then by a
 * small search inside the same document, and the answer cites every passage it used.
 */
import type { Citation, SearchHit } from '../../../common/search.js';
import { definingPassages, openingPassages, searchDocuments, type SearchDeps } from '../search/search.service.js';
import { ANSWER_PASSAGES, passagesInside } from './answer-passages.js';
import { composeOfflineAnswer, type ComposedAnswer } from './offline/compose-offline.js';
import { addToDate, findDates, isCompleteDate, isoDate, longDate, type FoundDate } from './offline/extract-dates.js';
import { definedEndTerm } from './offline/find-term.js';
import { dateValue, signingDate, startsOnLastSignature } from './offline/key-term-finders.js';
import { dateTermAt, defersDefinition, describeRelative, findDateDefinition, findRelativeDate, type DateTerm } from './offline/resolve-dates.js';
import { KEY_TERM_QUESTIONS } from './offline/question-kind.js';
import { splitSentences, type Sentence } from './offline/text.js';

/** Passages fetched when looking for a definition inside the document. */
const DEFINITION_PASSAGES = 4;
/** What agreements call their term where they define it. */
const TERM_NAMES = ['Term', 'Initial Term'];
/** Definitions that count from another definition, followed this deep. */
const MAX_DEPTH = 2;

interface Resolved {
  date: { year: number; month: number; day: number };
  /** The passages and sentences it rests on, the defining one first. */
  sources: Array<{ hit: SearchHit; sentence: Sentence }>;
  /** How it was computed, when it was ("30 days after the Effective Date of March 1, 2015"). */
  how: string | null;
}

export interface ResolvedAnswer {
  composed: ComposedAnswer;
  passages: SearchHit[];
}

/** The answer with its relative or defined date resolved, or unchanged when there is nothing to resolve. */
export async function resolveDates(
  deps: SearchDeps,
  workspaceId: string,
  question: string,
  composed: ComposedAnswer,
  passages: SearchHit[],
): Promise<ResolvedAnswer> {
  const unchanged = { composed, passages };
  if (composed.topic === 'agreement_date') return composed.answered ? unchanged : await datedAtSigning(deps, workspaceId, question, composed, passages);
  if (composed.topic !== 'expiration' && composed.topic !== 'effective_date') return unchanged;
  const first = composed.citations[0];
  const documentId = first?.documentId ?? passages[0]?.documentId;
  if (!documentId) return unchanged;
  const lookup = new DefinitionLookup(deps, workspaceId, documentId, passages);
  const noun = nounOf(question);

  if (composed.topic === 'expiration') {
    if (!composed.answered) return (await endFromTermDefinition(lookup, deps, workspaceId, question, passages)) ?? unchanged;
    if (!first || statesItsDate(composed, first.quote)) return unchanged;
    if (composed.runsFromStart) return (await endFromStart(lookup, composed, first, noun)) ?? unchanged;
    // "shall expire on the Expiration Date": the date its definition gives, often in a definitions article far off.
    const endTerm = composed.value?.type === 'text' ? definedEndTerm(first.quote) : null;
    if (endTerm) {
      const end = await lookup.resolve(endTerm);
      if (!end) return unchanged;
      return lookup.answer(
        composed,
        `The ${noun} ends on ${longDate(end.date)} (the ${endTerm}${end.how ? `, ${end.how}` : ''})`,
        end.date,
        [first],
        end.sources,
      );
    }
    const relative = findRelativeDate(first.quote);
    if (!relative) return unchanged;
    const anchor = await lookup.resolve(relative.term);
    if (!anchor) return unchanged;
    const end = addToDate(anchor.date, relative.amount, relative.unit);
    const how = `${describeRelative(relative)}${anchor.how ? ` (${anchor.how})` : ''} of ${longDate(anchor.date)}`;
    return lookup.answer(composed, `The ${noun} ends ${how}: ${longDate(end)}`, end, [first], anchor.sources);
  }
  // An effective date: stated in the cited sentence, unless that sentence only refers to a definition elsewhere.
  if (composed.answered && composed.value?.type === 'date' && first && !defersDefinition(first.quote)) return unchanged;
  const terms = /commenc/i.test(question) ? ['Commencement Date', 'Effective Date'] : ['Effective Date', 'Commencement Date'];
  for (const term of terms) {
    const found = await lookup.resolve(term);
    if (!found) continue;
    const how = found.how ? `${found.how}: ` : '';
    return lookup.answer(composed, `The ${noun} takes effect ${how || 'on '}${longDate(found.date)}`, found.date, [], found.sources);
  }
  // Effective on the last signature: the signature blocks, often pages away, give its date.
  const own = passages.filter((p) => p.documentId === documentId);
  if (own.some((p) => splitSentences(p.text).some((s) => startsOnLastSignature(s.text)))) {
    const withSignatures = [...passages, ...(await lookup.signaturePassages())];
    const recomposed = composeOfflineAnswer(question, withSignatures);
    if (recomposed.answered && recomposed.value?.type === 'date') return { composed: recomposed, passages: withSignatures };
  }
  return unchanged;
}

/**
 * An agreement whose opening gives no date is dated where it is signed: an execution line ("Signed and effective
 * this 25th day of May, 1999", "THUS DONE AND SIGNED at Pretoria on this 31st day of March 2001"), else the latest
 * date of its signature blocks, often pages away from what the question's search found. Only for one document's
 * passages: the signature page of whichever document ranked first says nothing of a question across the workspace.
 */
async function datedAtSigning(deps: SearchDeps, workspaceId: string, question: string, composed: ComposedAnswer, passages: SearchHit[]) {
  const unchanged = { composed, passages };
  const documentId = passages[0]?.documentId;
  if (!documentId || passages.some((p) => p.documentId !== documentId)) return unchanged;
  const lookup = new DefinitionLookup(deps, workspaceId, documentId, passages);
  type Dated = Resolved['sources'][number] & { date: FoundDate };
  let executed = null as Dated | null;
  let signed = null as Dated | null;
  for (const hit of [...passages, ...(await lookup.executionPassages())]) {
    for (const sentence of splitSentences(hit.text)) {
      const found = signingDate({ passage: hit, sentence });
      if (found?.by === 'execution') executed ??= { hit, sentence, date: found.date };
      else if (found && (!signed || isoDate(found.date)! > isoDate(signed.date)!)) signed = { hit, sentence, date: found.date };
    }
  }
  const chosen = executed ?? signed;
  if (!chosen) return unchanged;
  const noun = nounOf(question);
  const how = executed ? 'where it is executed' : 'by the last signature';
  return lookup.answer(composed, `The ${noun} is dated ${how}: ${longDate(chosen.date)}`, full(chosen.date), [], [chosen]);
}

/**
 * An agreement that states its term only among its definitions ('1.20. Term shall mean the Effective Date through
 * June 15, 2001'): when the passages found do not answer, the document's definitions of its Term, found by their
 * exact words, are added and the answer composed again. Only for one document's passages, as for a signature date.
 */
async function endFromTermDefinition(
  lookup: DefinitionLookup,
  deps: SearchDeps,
  workspaceId: string,
  question: string,
  passages: SearchHit[],
): Promise<ResolvedAnswer | null> {
  if (passages.some((p) => p.documentId !== lookup.documentId)) return null;
  const definitions = await lookup.termDefinitions();
  if (!definitions.length) return null;
  const withDefinitions = [...passages, ...definitions];
  const recomposed = composeOfflineAnswer(question, withDefinitions);
  // Answered now, so resolving it again cannot come back here.
  return recomposed.answered ? resolveDates(deps, workspaceId, question, recomposed, withDefinitions) : null;
}

/**
 * A term given as a length from the agreement's start ("shall continue for a period of ten (10) years"): the end is
 * that length after the start the document defines, the date term the clause names first (its Commencement Date),
 * else its Effective Date, else its own date. Null when the document gives none of them.
 */
async function endFromStart(lookup: DefinitionLookup, composed: ComposedAnswer, first: Citation, noun: string): Promise<ResolvedAnswer | null> {
  const value = composed.value;
  if (value?.type !== 'duration') return null;
  const named = [...first.quote.matchAll(/\b(?:[A-Z][\w-]*\s+){0,3}Date\b/g)].map((m) => dateTermAt(m[0])).filter((t): t is string => !!t);
  const fromStart = (start: Resolved, from: string) => {
    const end = addToDate(start.date, value.amount, value.unit);
    const how = `${value.normalized} after ${from}${start.how ? ` (${start.how})` : ''} of ${longDate(start.date)}`;
    return lookup.answer(composed, `The ${noun} ends ${how}: ${longDate(end)}`, end, [first], start.sources);
  };
  for (const term of [...new Set([...named, 'Commencement Date', 'Effective Date'])]) {
    const start = await lookup.resolve(term);
    if (start) return fromStart(start, `the ${term}`);
  }
  // No sentence defines the start by a date ("effective on the later of the dates of signature"): the date the
  // product gives when asked when the agreement takes effect, read the same way (a signature page, say).
  const effective = await lookup.asAnswered(EFFECTIVE_DATE_QUESTION);
  if (effective) return fromStart(effective, 'the Effective Date');
  const own = await lookup.resolve(null);
  return own ? fromStart(own, 'the date of the agreement') : null;
}

/** What the question calls the document: "lease", "contract", else "agreement". */
const nounOf = (question: string) => /\b(lease|agreement|contract|licen[cs]e|amendment)\b/i.exec(question)?.[1]?.toLowerCase() ?? 'agreement';

const EFFECTIVE_DATE_QUESTION = 'When does this agreement take effect?';
/** The words of a signature block, to find it inside a document. */
const SIGNATURE_BLOCK_QUERY = 'signature by name title date signed in witness whereof executed';
/** The words of an execution line or signature block that dates the agreement. */
const EXECUTION_QUERY = 'in witness whereof executed signed this day of date by name title';

/** The cited sentence states the answer's date itself (an explicit end or start date). */
function statesItsDate(composed: ComposedAnswer, quote: string): boolean {
  const v = composed.value;
  if (v?.type !== 'date') return false;
  return findDates(quote).some((d) => d.year === v.year && d.month === v.month && d.day === v.day);
}

/** Looks for date definitions in one document: first in the passages at hand, then by a small search inside it. */
class DefinitionLookup {
  private readonly fetched: SearchHit[] = [];

  constructor(
    private readonly deps: SearchDeps,
    private readonly workspaceId: string,
    readonly documentId: string,
    private readonly passages: SearchHit[],
  ) {}

  async resolve(term: DateTerm, depth = 0): Promise<Resolved | null> {
    // The agreement's own date is the date the product answers when asked for it, so an end counted from "the date
    // hereof" agrees with that answer (a recital's "Agreement dated ..." in the passages at hand is another date).
    if (term === null) {
      const answered = await this.asAnswered(KEY_TERM_QUESTIONS.agreement_date);
      if (answered) return answered;
    }
    const own = this.passages.filter((p) => p.documentId === this.documentId);
    const found = this.findIn(own, term) ?? (await this.findFetched(term));
    if (!found) return null;
    const { hit, sentence, date, relative } = found;
    if (date && isCompleteDate(date)) return { date: full(date), sources: [{ hit, sentence }], how: null };
    if (!relative || depth >= MAX_DEPTH) return null;
    const base = await this.resolve(relative.term, depth + 1);
    if (!base) return null;
    return {
      date: addToDate(base.date, relative.amount, relative.unit),
      sources: [{ hit, sentence }, ...base.sources],
      how: relative.amount === 0 ? `on ${describeRelative(relative)}` : `${describeRelative(relative)} of ${longDate(base.date)}`,
    };
  }

  private findIn(hits: SearchHit[], term: DateTerm) {
    for (const hit of hits) {
      for (const sentence of splitSentences(hit.text)) {
        if (term === null) {
          const date = agreementDate(sentence.text);
          if (date) return { hit, sentence, date, relative: null };
          continue;
        }
        const definition = findDateDefinition(sentence.text, term);
        if (definition) return { hit, sentence, ...definition };
      }
    }
    return null;
  }

  /**
   * The definition in passages fetched for it, each way tried only when the one before found none: for the
   * agreement's own date its opening; for a term its exact words ('"Expiration Date" means'), then ranked search
   * (a definition in other words: "This Agreement shall become effective on ...").
   */
  private async findFetched(term: DateTerm) {
    const ways =
      term === null
        ? [() => openingPassages(this.deps, this.workspaceId, [this.documentId], 'dated made entered into as of')]
        : [
            () => definingPassages(this.deps, this.workspaceId, this.documentId, term, DEFINITION_PASSAGES),
            () => this.searchInside(`"${term}" means ${term} shall be effective as of`, DEFINITION_PASSAGES),
          ];
    for (const fetch of ways) {
      const hits = await fetch();
      this.keep(hits);
      const found = this.findIn(hits, term);
      if (found) return found;
    }
    return null;
  }

  /**
   * The complete date the product answers `question` with from this document alone (its own search inside the
   * document, the opening passages, the composer and this resolver), with the passages that answer rests on.
   */
  async asAnswered(question: string): Promise<Resolved | null> {
    const passages = await passagesInside(this.deps, this.workspaceId, question, [this.documentId]);
    const resolved = await resolveDates(this.deps, this.workspaceId, question, composeOfflineAnswer(question, passages), passages);
    const { value, citations, answered } = resolved.composed;
    if (!answered || value?.type !== 'date' || value.year === null || value.month === null || value.day === null) return null;
    const sources = citations.flatMap((c) => {
      const hit = resolved.passages.find((h) => h.chunkId === c.chunkId);
      return hit ? [{ hit, sentence: { text: c.quote, start: c.charStart - hit.charStart, end: c.charEnd - hit.charStart } }] : [];
    });
    this.keep(sources.map((s) => s.hit));
    return { date: { year: value.year, month: value.month, day: value.day }, sources, how: null };
  }

  /** The passages defining the document's Term or Initial Term, not among the passages yet. */
  async termDefinitions(): Promise<SearchHit[]> {
    const found = await Promise.all(TERM_NAMES.map((term) => definingPassages(this.deps, this.workspaceId, this.documentId, term, DEFINITION_PASSAGES)));
    return this.keep(found.flat());
  }

  /** The document's signature blocks ("By: ... Name: ... Title: ... Date: ..."), not among the passages yet. */
  async signaturePassages(): Promise<SearchHit[]> {
    const hits = await this.searchInside(SIGNATURE_BLOCK_QUERY, ANSWER_PASSAGES);
    return this.keep(hits.filter((h) => /\b(?:date|dated)\s*:\s*\S/i.test(h.text)));
  }

  /** The document's execution lines and signature blocks that carry a date, not among the passages yet. */
  async executionPassages(): Promise<SearchHit[]> {
    const hits = await this.searchInside(EXECUTION_QUERY, ANSWER_PASSAGES);
    return this.keep(hits.filter((h) => findDates(h.text).some(isCompleteDate)));
  }

  /** A search inside this document alone. */
  private async searchInside(query: string, limit: number): Promise<SearchHit[]> {
    return (await searchDocuments(this.deps, { workspaceId: this.workspaceId }, { query, filters: { documentIds: [this.documentId] }, limit })).results;
  }

  /** Adds the hits not at hand yet to the passages the answer shows; returns those. */
  private keep(hits: SearchHit[]): SearchHit[] {
    const seen = new Set([...this.passages, ...this.fetched].map((p) => p.chunkId));
    const fresh = hits.filter((h) => !seen.has(h.chunkId) && seen.add(h.chunkId));
    this.fetched.push(...fresh);
    return fresh;
  }

  /** The answer that states `date`, citing `cited` (already numbered) then the sources it was computed from. */
  answer(
    composed: ComposedAnswer,
    text: string,
    date: { year: number; month: number; day: number },
    cited: Citation[],
    sources: Resolved['sources'],
  ): ResolvedAnswer {
    const citations = [...cited];
    for (const { hit, sentence } of sources) {
      const charStart = hit.charStart + sentence.start;
      if (citations.some((c) => c.chunkId === hit.chunkId && c.charStart === charStart)) continue;
      citations.push(citationOf(hit, sentence, citations.length + 1));
    }
    const marks = citations.map((c) => `[${c.number}]`).join('');
    return {
      composed: { ...composed, answer: `${text} ${marks}.`, answered: true, citations, value: dateValue(date) },
      passages: [...this.passages, ...this.fetched],
    };
  }
}

const full = (d: FoundDate) => ({ year: d.year!, month: d.month!, day: d.day! });

/** The date a preamble gives the agreement: "made and entered into as of March 1, 2015". */
function agreementDate(text: string): FoundDate | null {
  if (!/\b(?:this|the)\s+(?:\w+\s+){0,4}(?:agreement|lease|contract|amendment)\b/i.test(text)) return null;
  // A recital of an earlier agreement ("WHEREAS, A and B entered into that certain License Agreement dated ...").
  if (/^\W*(?:and\s+)?whereas\b|\bthat\s+certain\b/i.test(text)) return null;
  return findDates(text).find((d) => isCompleteDate(d) && /\b(?:dated|made|entered\s+into|executed)\b[^.;]{0,60}$/i.test(text.slice(0, d.start))) ?? null;
}

function citationOf(hit: SearchHit, sentence: Sentence, number: number): Citation {
  return {
    number,
    chunkId: hit.chunkId,
    documentId: hit.documentId,
    versionId: hit.versionId,
    documentTitle: hit.documentTitle,
    projectId: hit.projectId,
    page: hit.pageStart,
    pageEnd: hit.pageEnd,
    quote: hit.text.slice(sentence.start, sentence.end),
    charStart: hit.charStart + sentence.start,
    charEnd: hit.charStart + sentence.end,
  };
}
