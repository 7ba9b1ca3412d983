/**
 * The offline answer composer: no model, no network. It recognises the kind of question, finds the passage
 * sentence that both states a value of that kind and matches the question, and answers in one short plain
 * sentence with a numbered citation to the exact supporting sentence. When no sentence qualifies it says so
 * (NOT_FOUND_ANSWER) instead of guessing; the caller then shows the closest passages.
 *
 * Passage text is data: it is quoted, never followed, and the answer never carries links, images or HTML.
 */
import { NOT_FOUND_ANSWER, type Citation, type QuestionKind, type SearchHit } from '../../../../common/search.js';
import { citedPages } from '../cited-pages.js';
import type { AnswerValue } from './answer-value.js';
import { keyTermAnswers, keyTermScores } from '../ranker/score.js';
import { buildCandidates, type Candidate } from './candidates.js';
import { chooseGeneric, genericAnswerText } from './compose-generic.js';
import { isCompleteDate, isoDate, longDate, type FoundDate } from './extract-dates.js';
import {
  findAgreementDate,
  findEffectiveDate,
  FROM_THE_START,
  initialTermLength,
  signatureDates,
  UNTIL_EVENT,
  type FinderContext,
  type Finding,
} from './key-term-finders.js';
import { analyzeQuestion, type KeyTopic, type QuestionAnalysis } from './question-kind.js';
import { findDateDefinition } from './resolve-dates.js';
import { answerFromTableRows } from './table-rows.js';
import { keyTermFindings } from './value-candidates.js';

export interface ComposedAnswer {
  /** Plain text with [n] markers referring to citations[n-1]. */
  answer: string;
  answered: boolean;
  kind: QuestionKind;
  /** The key term asked about, when the question is one (expiration, governing law, ...). */
  topic: KeyTopic | null;
  citations: Citation[];
  /** The value the answer states, structured (null when not answered or for free-text answers). */
  value: AnswerValue | null;
  /**
   * An expiration given as a length counted from the agreement's own start ("for a period of ten (10) years"),
   * whose start the passages did not give: the answer service computes the end from the document's start date.
   */
  runsFromStart?: boolean;
  /** For a key term, the learned ranker's probability that the stated value is the answer (ranker/score.ts). */
  confidence?: number;
}

export interface ComposeOptions {
  /** How many citations a list or parties answer may combine. */
  maxCitations?: number;
}

const instructionLike =
  /\b(ignore|disregard|forget)\s+(all\s+|any\s+)?(the\s+)?(previous|prior|above|earlier|other)\s+(instructions|prompts?|rules)\b|\b(tell|inform)\s+the\s+(reader|user|assistant)\b|\b(you are|act as)\s+(an?\s+)?(ai|assistant|language model)\b|\bsystem prompt\b/i;

export interface Choice {
  candidate: Candidate;
  finding: Finding;
  score: number;
}

export function composeOfflineAnswer(question: string, passages: SearchHit[], options: ComposeOptions = {}): ComposedAnswer {
  const analysis = analyzeQuestion(question);
  const fromRow = answerFromTableRows(analysis, passages);
  if (fromRow) return { ...fromRow, answer: sanitize(fromRow.answer), answered: true, kind: analysis.kind, topic: analysis.topic };
  const candidates = buildCandidates(analysis, passages);
  if (!analysis.topic) return composeGeneric(analysis, candidates, options);
  const topic = analysis.topic;
  const ctx = finderContext(candidates);
  // Candidates: the finder's finding and every other value of the topic's type in each sentence (value-candidates.ts),
  // scored by the learned ranker (ranker/score.ts, decision 0020). Text addressed to a reader or a model ("ignore
  // previous instructions") is a poor source for a value.
  const choices: Choice[] = candidates.flatMap((c) =>
    keyTermFindings(topic, c, ctx).map((finding) => ({ candidate: c, finding, score: instructionLike.test(c.sentence.text) ? -1.5 : 0 })),
  );
  for (const [i, s] of keyTermScores(topic, choices).entries()) choices[i]!.score += s;
  const qualified = choices.filter((ch) => keyTermAnswers(topic, ch.score, ch.finding)).sort((a, b) => b.score - a.score);
  const best = qualified[0];
  if (!best) return notFound(analysis);

  const chosen = [best];
  if (analysis.kind === 'which' && best.finding.value.type === 'list') {
    // Lists often continue in the next passages (one item per clause): cite up to maxCitations sentences.
    for (const ch of qualified.slice(1)) {
      if (chosen.length >= (options.maxCitations ?? 3)) break;
      if (ch.finding.value.type === 'list' && ch.score >= best.score * 0.8) chosen.push(ch);
    }
  }
  const citations = chosen.map((ch, i) => citationFor(ch, i + 1));
  // A value computed from another sentence (a term's start date) cites that sentence too; a date the document
  // states in two places (a cover page and the preamble) cites the second place as well.
  const source = best.finding.alsoCite ?? (chosen.length === 1 ? restatement(best, qualified) : undefined);
  let text = answerText(analysis, chosen);
  if (source && chosen.length === 1) {
    citations.push(citationFor({ candidate: source, finding: { ...best.finding, throughSentence: undefined }, score: 0 }, 2));
    text = text.replace(/\[1\]\.$/, '[1][2].');
  }
  return {
    answer: sanitize(text),
    answered: true,
    kind: analysis.kind,
    topic: analysis.topic,
    citations,
    value: chosen.length > 1 && best.finding.value.type === 'list' ? mergeLists(chosen) : best.finding.value,
    ...(best.finding.note === FROM_THE_START ? { runsFromStart: true } : {}),
    confidence: best.score,
  };
}

/**
 * Another sentence of the same document stating the same complete date as the answer, that the ranker would also
 * answer with: the same date written on a cover page and in the preamble, where either is the statement.
 */
function restatement(best: Choice, qualified: Choice[]): Candidate | undefined {
  const v = best.finding.value;
  if (v.type !== 'date' || !v.iso) return undefined;
  const b = best.candidate;
  return qualified.find((ch) => {
    const c = ch.candidate;
    const w = ch.finding.value;
    const apart =
      c.passage.documentId === b.passage.documentId &&
      (c.passage.charStart + c.sentence.end <= b.passage.charStart + b.sentence.start ||
        c.passage.charStart + c.sentence.start >= b.passage.charStart + b.sentence.end);
    return apart && w.type === 'date' && w.iso === v.iso;
  })?.candidate;
}

/** Questions without a key term are answered by the fitted sentence scorer (compose-generic.ts). */
function composeGeneric(analysis: QuestionAnalysis, candidates: Candidate[], options: ComposeOptions): ComposedAnswer {
  const chosen = chooseGeneric(analysis, candidates, options.maxCitations);
  if (!chosen) return notFound(analysis);
  const value = chosen.length > 1 && chosen[0]!.finding.value.type === 'list' ? mergeLists(chosen) : chosen[0]!.finding.value;
  const citations = chosen.map((ch, i) => citationFor(ch, i + 1));
  return { answer: sanitize(genericAnswerText(analysis, chosen)), answered: true, kind: analysis.kind, topic: null, citations, value };
}

function notFound(analysis: QuestionAnalysis): ComposedAnswer {
  return { answer: NOT_FOUND_ANSWER, answered: false, kind: analysis.kind, topic: analysis.topic, citations: [], value: null };
}

/** Relative terms ("five years from the Effective Date") need the start date, found elsewhere in the passages. */
export function finderContext(candidates: Candidate[]): FinderContext {
  type Dated = FoundDate & { from: Candidate };
  const memo = (find: (documentId: string) => Dated | null) => {
    const cache = new Map<string, Dated | null>();
    return (documentId: string) => {
      if (!cache.has(documentId)) cache.set(documentId, find(documentId));
      return cache.get(documentId)!;
    };
  };
  /** The finding with the highest bonus among the document's sentences, as a date with the sentence stating it. */
  const best = (documentId: string, find: (c: Candidate) => Finding | null, complete: boolean): Dated | null => {
    let top: { d: Dated; score: number } | null = null;
    for (const c of candidates) {
      if (c.passage.documentId !== documentId) continue;
      const f = find(c);
      if (f?.value.type !== 'date' || f.value.year === null || (complete && (f.value.month === null || f.value.day === null))) continue;
      const d = { text: '', start: 0, end: 0, year: f.value.year, month: f.value.month, day: f.value.day, from: f.alsoCite ?? c };
      if (!top || f.bonus > top.score) top = { d, score: f.bonus };
    }
    return top?.d ?? null;
  };
  const ctx: FinderContext = {
    followingText(c) {
      // Chunks of a document are separated by a few characters at most (a paragraph break).
      const next = candidates.find(
        (o) => o.passage.documentId === c.passage.documentId && o.passage.charStart > c.passage.charEnd - 1 && o.passage.charStart <= c.passage.charEnd + 12,
      );
      return next ? next.passage.text : null;
    },
    agreementDate: memo((documentId) => best(documentId, findAgreementDate, false)),
    initialTermLength(documentId) {
      for (const c of candidates) {
        const length = c.passage.documentId === documentId ? initialTermLength(c) : null;
        if (length) return { ...length, from: c };
      }
      return null;
    },
    signatureDate: memo((documentId) => {
      let latest: Dated | null = null;
      for (const c of candidates) {
        if (c.passage.documentId !== documentId) continue;
        for (const d of signatureDates(c)) {
          if (!latest || isoDate(d)! > isoDate(latest)!) latest = { ...d, from: c };
        }
      }
      return latest;
    }),
    definedDate(documentId, term) {
      for (const c of candidates) {
        if (c.passage.documentId !== documentId) continue;
        const date = findDateDefinition(c.sentence.text, term)?.date;
        if (date && isCompleteDate(date)) return { ...date, from: c };
      }
      return null;
    },
    // The effective date as the passages state it, a reference to the agreement's own date followed.
    effectiveDate: memo((documentId) => best(documentId, (c) => findEffectiveDate(c, ctx), false)),
    // The start a term counts from: the effective date when one is stated with its day, else the agreement's own date.
    anchorDate: memo((documentId) => {
      const effective = ctx.effectiveDate!(documentId);
      if (effective?.month && effective.day) return effective;
      return best(documentId, (c) => findEffectiveDate(c) ?? findAgreementDate(c), true);
    }),
  };
  return ctx;
}

function citationFor(ch: Choice, number: number): Citation {
  const c = ch.candidate;
  const last = c.siblings[Math.max(c.index, ch.finding.throughSentence ?? c.index)]!;
  const start = c.sentence.start;
  const end = Math.max(c.sentence.end, last.end);
  return {
    number,
    chunkId: c.passage.chunkId,
    documentId: c.passage.documentId,
    versionId: c.passage.versionId,
    documentTitle: c.passage.documentTitle,
    projectId: c.passage.projectId,
    ...citedPages(c.passage, c.passage.charStart + start, c.passage.charStart + end),
    quote: c.passage.text.slice(start, end),
    charStart: c.passage.charStart + start,
    charEnd: c.passage.charStart + end,
  };
}

function documentNoun(analysis: QuestionAnalysis): string {
  const m = /\b(lease|agreement|contract|licen[cs]e|policy|tenancy|deed|amendment|addendum)\b/i.exec(analysis.question);
  return m ? m[1]!.toLowerCase() : 'agreement';
}

/** A form's date with blanks ("the ____ day of ______, 2015"): what is filled in, or null for a complete date. */
function blankDate(v: AnswerValue): string | null {
  if (v.type !== 'date' || v.day !== null) return null;
  if (v.month !== null && v.year !== null) return ` (only ${longDate(v)} is filled in)`;
  return v.year !== null ? ` (only the year, ${v.year}, is filled in)` : '';
}

export function answerText(analysis: QuestionAnalysis, chosen: Choice[]): string {
  const { finding } = chosen[0]!;
  const v = finding.value;
  const noun = documentNoun(analysis);
  const marks = chosen.map((_, i) => `[${i + 1}]`).join('');
  switch (analysis.topic) {
    case 'parties':
      return `The parties are ${finding.phrase} ${marks}.`;
    case 'agreement_date':
      if (blankDate(v)) return `The ${noun}'s date is left blank${blankDate(v)} ${marks}.`;
      if (finding.note === 'signature') return `The ${noun} is dated by the last signature: ${finding.phrase} ${marks}.`;
      return `The ${noun} is dated ${finding.phrase} ${marks}.`;
    case 'effective_date':
      if (finding.note === 'defined-by-clause') return `The ${noun}'s effective date is set by the clause quoted, which gives no calendar date ${marks}.`;
      if (blankDate(v)) return `The ${noun}'s effective date is left blank${blankDate(v)} ${marks}.`;
      return `The ${noun} takes effect on ${finding.phrase} ${marks}.`;
    case 'expiration':
      if (v.type === 'perpetual') return `The ${noun} has no fixed end date: it continues until it is terminated ${marks}.`;
      if (v.type === 'duration') return `The ${noun} runs for ${finding.phrase} ${finding.note ?? ''} ${marks}.`.replace(/\s+\[/, ' [');
      if (finding.note === 'term-clause') return `When the ${noun} ends depends on its term clause, which gives no calendar date ${marks}.`;
      if (finding.note === UNTIL_EVENT) return `The ${noun} runs until ${finding.phrase}; no calendar date is stated ${marks}.`;
      return finding.note ? `The ${noun} ends on ${finding.phrase} (${finding.note}) ${marks}.` : `The ${noun} ends on ${finding.phrase} ${marks}.`;
    case 'renewal_term':
      if (finding.note === 'evergreen') return `After its term the ${noun} continues until it is terminated ${marks}.`;
      if (finding.note === 'equal' && v.type === 'duration')
        return `The ${noun} renews for successive terms as long as its initial term, ${finding.phrase} ${marks}.`;
      if (finding.note === 'equal') return `The ${noun} renews for a term equal to the previous term ${marks}.`;
      return v.type === 'duration' && v.successive
        ? `The ${noun} renews for successive terms of ${finding.phrase} ${marks}.`
        : `The renewal term is ${finding.phrase} ${marks}.`;
    case 'renewal_notice':
      if (v.type === 'text' && v.normalized === 'redacted') return `The notice period to stop the renewal is redacted in this copy ${marks}.`;
      return `Notice of ${finding.phrase} is required to stop the renewal ${marks}.`;
    case 'termination_notice':
      return `Notice of ${finding.phrase} is required to terminate ${marks}.`;
    case 'governing_law':
      return `The governing law is ${finding.phrase} ${marks}.`;
    default:
      break;
  }
  return genericAnswerText(analysis, chosen);
}

function mergeLists(chosen: Choice[]): AnswerValue {
  const items = [...new Set(chosen.flatMap((ch) => (ch.finding.value.type === 'list' ? ch.finding.value.items : [])))];
  return { type: 'list', items, normalized: items.join('; ') };
}

/**
 * Answers are plain text: document text quoted into them loses markup, links and images, and bracketed
 * numbers that could pass for citation markers. Only the composer's own [n] markers remain.
 */
export function sanitize(answer: string): string {
  const markers: string[] = [];
  const protectedText = answer.replace(/ ?(\[\d+\])+(?=\.?$)/, (m) => {
    markers.push(m);
    return '\u0000';
  });
  const clean = protectedText
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\((?:[^)]*)\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/\b(?:https?|ftp|javascript|data):\/*[^\s]*/gi, '(link removed)')
    .replace(/\bwww\.[^\s]+/gi, '(link removed)')
    .replace(/\[(\d+)\]/g, '($1)')
    .replace(/[<>]/g, '');
  return clean.replace('\u0000', markers[0] ?? '');
}
