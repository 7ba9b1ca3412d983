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
import { buildCandidates, isHeadingText, type Candidate } from './candidates.js';
import { findAmounts, findDurations, findPerpetual } from './extract-amounts.js';
import { clausePolarity, listItems } from './extract-clauses.js';
import { findDates, isCompleteDate, longDate, type FoundDate } from './extract-dates.js';
import { findPartiesInPreamble, findRoleLabels, roleInQuestion } from './extract-parties.js';
import { findAddress, findGoverningLaw } from './extract-places.js';
import {
  dateValue,
  durationValue,
  findAgreementDate,
  findEffectiveDate,
  findPartiesFrom,
  joinNames,
  type FinderContext,
  type Finding,
} from './key-term-finders.js';
import { analyzeQuestion, type KeyTopic, type QuestionAnalysis } from './question-kind.js';
import { keyTermAnswers, keyTermScores } from '../ranker/score.js';
import { answerFromTableRows } from './table-rows.js';
import { squash } from './text.js';
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
}

export interface ComposeOptions {
  /** Minimum share of the question's content words a sentence must hold for kinds without a key term. */
  minOverlap?: number;
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
  const ctx = finderContext(candidates);
  const choices: Choice[] = [];
  // Key terms: the finder's finding and every other value of the topic's type in the sentence (value-candidates.ts).
  const found = candidates.flatMap((c) => (analysis.topic ? keyTermFindings(analysis.topic, c, ctx) : [findGeneric(analysis, c)]).map((f) => [c, f] as const));
  for (const [c, finding] of found) {
    if (!finding) continue;
    // Key terms carry their own evidence (the finder's bonus); other answers rest on matching the question.
    // Text addressed to a reader or a model ("ignore previous instructions") is a poor source for a value.
    const addressed = instructionLike.test(c.sentence.text) ? 1.5 : 0;
    // Key terms: the learned ranker's probability is added below (ranker/score.ts, decision 0020).
    const score = analysis.topic ? -addressed : finding.bonus + 2 * c.termHits + 0.3 * c.rankWeight + 0.3 * c.docWeight - addressed;
    choices.push({ candidate: c, finding, score });
  }
  if (analysis.topic) for (const [i, s] of keyTermScores(analysis.topic, choices).entries()) choices[i]!.score += s;
  const minOverlap = options.minOverlap ?? 0.5;
  const qualified = choices.filter((ch) => qualifies(analysis, ch, minOverlap)).sort((a, b) => b.score - a.score);
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
  return {
    answer: sanitize(answerText(analysis, chosen)),
    answered: true,
    kind: analysis.kind,
    topic: analysis.topic,
    citations,
    value: chosen.length > 1 && best.finding.value.type === 'list' ? mergeLists(chosen) : best.finding.value,
  };
}

function notFound(analysis: QuestionAnalysis): ComposedAnswer {
  return { answer: NOT_FOUND_ANSWER, answered: false, kind: analysis.kind, topic: analysis.topic, citations: [], value: null };
}

/** Key-term findings carry their own evidence; other answers need the sentence to match the question. */
function qualifies(analysis: QuestionAnalysis, ch: Choice, minOverlap: number): boolean {
  if (analysis.topic) return keyTermAnswers(analysis.topic, ch.score, ch.finding);
  const terms = analysis.terms.length;
  if (terms === 0) return ch.finding.bonus >= 1;
  // One word asked about must be there (or in the clause's section title, which counts 0.8).
  const needed = terms <= 2 ? Math.min(0.75, 1 / terms) : minOverlap;
  return ch.candidate.termHits >= needed - 1e-9;
}

/** Relative terms ("five years from the Effective Date") need the start date, found elsewhere in the passages. */
export function finderContext(candidates: Candidate[]): FinderContext {
  const cache = new Map<string, FoundDate | null>();
  const dated = new Map<string, FoundDate | null>();
  return {
    agreementDate(documentId) {
      if (!dated.has(documentId)) {
        let best: { d: FoundDate; score: number } | null = null;
        for (const c of candidates) {
          if (c.passage.documentId !== documentId) continue;
          const f = findAgreementDate(c);
          if (f?.value.type !== 'date' || f.value.year === null) continue;
          const d: FoundDate = { text: '', start: 0, end: 0, year: f.value.year, month: f.value.month, day: f.value.day };
          if (!best || f.bonus > best.score) best = { d, score: f.bonus };
        }
        dated.set(documentId, best?.d ?? null);
      }
      return dated.get(documentId)!;
    },
    anchorDate(documentId) {
      if (cache.has(documentId)) return cache.get(documentId)!;
      let best: { d: FoundDate; score: number } | null = null;
      for (const c of candidates) {
        if (c.passage.documentId !== documentId) continue;
        const f = findEffectiveDate(c) ?? findAgreementDate(c);
        if (f?.value.type !== 'date' || f.value.year === null || f.value.month === null || f.value.day === null) continue;
        const d: FoundDate = { text: '', start: 0, end: 0, year: f.value.year, month: f.value.month, day: f.value.day };
        if (!best || f.bonus > best.score) best = { d, score: f.bonus };
      }
      cache.set(documentId, best?.d ?? null);
      return best?.d ?? null;
    },
  };
}

/** Findings for questions that are not key terms: a value of the asked kind in a sentence that matches. */
function findGeneric(analysis: QuestionAnalysis, c: Candidate): Finding | null {
  const t = c.sentence.text;
  // A heading ("5. PETS.") names a topic but answers nothing.
  if (isHeadingText(t) && ['yes_no', 'which', 'general'].includes(analysis.kind)) return null;
  switch (analysis.kind) {
    case 'when': {
      const d = findDates(t)[0];
      if (d) return { value: dateValue(d), phrase: longDate(d), bonus: isCompleteDate(d) ? 0.6 : 0.3 };
      // Recurring dates: "due on the first day of each month".
      const recurring =
        /\b(?:on|by|before)\s+the\s+(?:first|last|\d{1,2}(?:st|nd|rd|th)|[a-z]+(?:st|nd|rd|th))\s+(?:business\s+|calendar\s+)?day\s+of\s+(?:each|every|the)\s+(?:calendar\s+)?(?:month|quarter|year)\b/i.exec(
          t,
        );
      return recurring ? { value: { type: 'text', normalized: squash(recurring[0]) }, phrase: squash(recurring[0]), bonus: 0.5 } : null;
    }
    case 'how_much': {
      const amounts = findAmounts(t);
      const a = amounts.find((x) => !x.percent) ?? amounts[0];
      if (!a) return null;
      const normalized = a.percent
        ? `${a.value}%`
        : `${a.currency === 'USD' ? '$' : (a.currency ?? '') + ' '}${a.value.toLocaleString('en-US', { minimumFractionDigits: a.value % 1 ? 2 : 0, maximumFractionDigits: 2 })}${a.per ? ` ${a.per}` : ''}`;
      return {
        value: { type: 'amount', value: a.value, currency: a.currency, percent: a.percent, per: a.per, normalized },
        phrase: squash(a.text),
        bonus: a.per ? 0.8 : 0.6,
      };
    }
    case 'how_long': {
      // Renewal and notice periods answer "how long" only when the question asks about them.
      const asksRenewalOrNotice = /renew|extend|notice/i.test(analysis.question);
      const d = findDurations(t).find((x) => asksRenewalOrNotice || (!x.successive && !/notice|prior/i.test(t.slice(Math.max(0, x.start - 40), x.end + 20))));
      if (!d && /\bterm\b/i.test(analysis.question)) {
        const dates = findDates(t).filter(isCompleteDate);
        if (dates.length >= 2 && /\b(begin|commenc|start)\w*/i.test(t) && /\b(end|expir|until|through)\w*/i.test(t)) {
          const phrase = `from ${longDate(dates[0]!)} to ${longDate(dates[1]!)}`;
          return { value: { type: 'text', normalized: phrase }, phrase, bonus: 0.6 };
        }
      }
      if (d) return { value: durationValue(d), phrase: squash(d.text), bonus: 0.6 };
      const p = findPerpetual(t);
      return p ? { value: { type: 'perpetual', normalized: 'perpetual' }, phrase: squash(p.text), bonus: 0.4 } : null;
    }
    case 'who':
      return findWho(analysis, c);
    case 'where': {
      if (/\blaw|legislation|jurisdiction/i.test(analysis.question)) {
        const law = findGoverningLaw(t);
        return law ? { value: { type: 'jurisdiction', name: law.name, normalized: law.name }, phrase: law.name, bonus: 1 } : null;
      }
      const address = findAddress(t);
      return address ? { value: { type: 'place', name: address.name, normalized: address.name }, phrase: squash(address.name), bonus: 0.8 } : null;
    }
    case 'yes_no': {
      const polarity = clausePolarity(t, analysis.question);
      return { value: { type: 'yes_no', polarity, normalized: polarity }, phrase: clip(t), bonus: 0.5 };
    }
    case 'which': {
      const items = listItems(t);
      if (items.length) return { value: { type: 'list', items, normalized: items.join('; ') }, phrase: joinNames(items), bonus: 0.7 };
      return { value: { type: 'text', normalized: squash(t) }, phrase: clip(t), bonus: 0.2 };
    }
    default:
      return { value: { type: 'text', normalized: squash(t) }, phrase: clip(t), bonus: 0.3 };
  }
}

/** "Who is the landlord?": the party with that role; "Who are the parties?" is the parties key term. */
function findWho(analysis: QuestionAnalysis, c: Candidate): Finding | null {
  const role = roleInQuestion(analysis.question);
  if (!role) {
    const f = findPartiesFrom(c);
    return f ? { ...f, bonus: f.bonus - 0.5 } : null;
  }
  const window = c.passage.text.slice(c.sentence.start, Math.min(c.passage.text.length, c.sentence.start + 2000));
  const parties = [...findPartiesInPreamble(window), ...findRoleLabels(c.sentence.text)];
  const match = parties.find((p) => p.role?.toLowerCase().includes(role));
  if (!match || match.start >= c.sentence.end - c.sentence.start + 1) return null;
  return { value: { type: 'parties', names: [match.name], roles: [match.role], normalized: match.name }, phrase: match.name, bonus: 1.2 };
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

/** What the question calls the thing asked about: "What is the monthly rent?" → "The monthly rent". */
function subjectOf(analysis: QuestionAnalysis, fallback: string): string {
  const m = /^\s*(?:what|which|how much|how long)(?:'s|’s| is| are| was| were)\s+(.+?)\s*\??\s*$/i.exec(analysis.question);
  if (!m) return fallback;
  let s = m[1]!.replace(/\s+(of|for|in|under|on)\s+(this|the)\s+(contract|agreement|lease|document)$/i, '').trim();
  if (!s || s.split(/\s+/).length > 8) return fallback;
  if (!/^(the|a|an|my|our|its)\b/i.test(s)) s = `the ${s}`;
  return s[0]!.toUpperCase() + s.slice(1);
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
      return `The ${noun} is dated ${finding.phrase} ${marks}.`;
    case 'effective_date':
      if (finding.note === 'defined-by-clause') return `The ${noun}'s effective date is set by the clause quoted, which gives no calendar date ${marks}.`;
      if (blankDate(v)) return `The ${noun}'s effective date is left blank${blankDate(v)} ${marks}.`;
      return `The ${noun} takes effect on ${finding.phrase} ${marks}.`;
    case 'expiration':
      if (v.type === 'perpetual') return `The ${noun} has no fixed end date: it continues until it is terminated ${marks}.`;
      if (v.type === 'duration') return `The ${noun} runs for ${finding.phrase} ${finding.note ?? ''} ${marks}.`.replace(/\s+\[/, ' [');
      if (finding.note === 'term-clause') return `When the ${noun} ends depends on its term clause, which gives no calendar date ${marks}.`;
      return finding.note ? `The ${noun} ends on ${finding.phrase} (${finding.note}) ${marks}.` : `The ${noun} ends on ${finding.phrase} ${marks}.`;
    case 'renewal_term':
      if (finding.note === 'evergreen') return `After its term the ${noun} continues until it is terminated ${marks}.`;
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
  switch (analysis.kind) {
    case 'when':
      if (v.type === 'text') return `${/\bdue\b/i.test(analysis.question) ? 'It is due' : 'It falls'} ${finding.phrase} ${marks}.`;
      return `${subjectOf(analysis, 'The date')} is ${finding.phrase} ${marks}.`;
    case 'how_much':
      return `${subjectOf(analysis, 'The amount')} is ${finding.phrase} ${marks}.`;
    case 'how_long':
      return `${subjectOf(analysis, 'The period')} is ${finding.phrase} ${marks}.`;
    case 'who': {
      const role = roleInQuestion(analysis.question);
      return role ? `The ${role} is ${finding.phrase} ${marks}.` : `The parties are ${finding.phrase} ${marks}.`;
    }
    case 'where':
      return v.type === 'jurisdiction' ? `The governing law is ${finding.phrase} ${marks}.` : `The address is ${finding.phrase} ${marks}.`;
    case 'yes_no': {
      const lead = v.type === 'yes_no' && v.polarity === 'no' ? 'No.' : v.type === 'yes_no' && v.polarity === 'conditional' ? 'Only with conditions.' : 'Yes.';
      return `${lead} ${finding.phrase.replace(/[.;:,]+$/, '')} ${marks}.`;
    }
    case 'which':
      if (v.type === 'list') {
        const items = chosen.flatMap((ch) => (ch.finding.value.type === 'list' ? ch.finding.value.items : []));
        return `${subjectOf(analysis, 'They')}: ${joinNames([...new Set(items)])} ${marks}.`;
      }
      return `${finding.phrase.replace(/[.;:,]+$/, '')} ${marks}.`;
    default:
      return `${finding.phrase.replace(/[.;:,]+$/, '')} ${marks}.`;
  }
}

function mergeLists(chosen: Choice[]): AnswerValue {
  const items = [...new Set(chosen.flatMap((ch) => (ch.finding.value.type === 'list' ? ch.finding.value.items : [])))];
  return { type: 'list', items, normalized: items.join('; ') };
}

/** A sentence for the answer text: spaces collapsed, cut at a word boundary. */
function clip(text: string, max = 220): string {
  const s = squash(text);
  if (s.length <= max) return s;
  const cut = s.lastIndexOf(' ', max - 1);
  return `${s.slice(0, cut > max / 2 ? cut : max - 1)}…`;
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
