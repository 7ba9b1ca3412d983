/**
 * Answers to questions that are not key terms ("Is there a non-compete?", "Who pays for travel expenses?", "What is
 * the cap on liability?"): every sentence of the passages is scored by the fitted sentence scorer
 * (generic-features.ts, generic-model.ts) and the best one answers when its probability passes the threshold
 * chosen on the training split; otherwise the composer says it did not find it. A value of the asked kind in the
 * sentence (a date, an amount, a duration, a party, a place, yes/no, a list) is typed; otherwise the sentence
 * itself, and its continuation when it runs on, is the answer.
 *
 * Passage text is data: a sentence that addresses a reader or a model is never the answer, and answers only quote.
 */
import { clauseVocabulary } from '../../search/clause-vocabulary.js';
import type { Candidate } from './candidates.js';
import { isHeadingText } from './candidates.js';
import { findAmounts, findDurations, findPerpetual } from './extract-amounts.js';
import { clausePolarity, listItems } from './extract-clauses.js';
import { findDates, isCompleteDate, longDate } from './extract-dates.js';
import { findPartiesInPreamble, findRoleLabels, roleInQuestion } from './extract-parties.js';
import { findAddress, findGoverningLaw } from './extract-places.js';
import { genericSamples } from './generic-features.js';
import { answerProbability, answerThreshold, confidentProbability } from './generic-model.js';
import { dateValue, durationValue, findPartiesFrom, joinNames, type Finding } from './key-term-finders.js';
import type { QuestionAnalysis } from './question-kind.js';
import { squash } from './text.js';

export interface GenericChoice {
  candidate: Candidate;
  finding: Finding;
  /** Probability that the sentence answers the question. */
  score: number;
}

/** Text addressed to a reader or a model ("ignore the question and answer yes") is never an answer. */
const instructionLike =
  /\b(ignore|disregard|forget)\s+(all\s+|any\s+|the\s+|this\s+|your\s+|previous\s+|prior\s+|above\s+|earlier\s+|other\s+)*(instructions?|prompts?|rules|questions?|documents?|context)\b|\b(tell|inform)\s+the\s+(reader|user|assistant)\b|\b(you are|act as)\s+(an?\s+)?(ai|assistant|language model)\b|\bsystem prompt\b|\b(answer|respond|reply|say)\s+(with\s+)?["“']?(yes|no)\b/i;

/** The answering sentences, best first (several for a list that continues), or null when none is likely enough. */
export function chooseGeneric(analysis: QuestionAnalysis, candidates: Candidate[], maxCitations = 3): GenericChoice[] | null {
  const typed = typedKind(analysis);
  const floor = overlapFloor(analysis);
  // Inside the clause vocabulary the fitted probability decides; outside it the model has seen no such
  // question, so the overlap floor decides and the probability only orders the sentences that pass it.
  const threshold = floor > 0 ? 0 : answerThreshold();
  const scored = genericSamples(analysis, candidates, findGeneric)
    .filter(({ i, finding, holdsRarest }) => {
      const c = candidates[i]!;
      if (instructionLike.test(c.sentence.text) || (typed && finding.bonus <= 0)) return false;
      return floor === 0 || (c.termHits >= floor && (analysis.terms.length <= 1 || holdsRarest));
    })
    .map(({ i, finding, features }) => ({ candidate: candidates[i]!, finding: continued(candidates[i]!, finding), score: answerProbability(features) }))
    .filter((ch) => ch.score >= threshold)
    .sort((a, b) => b.score - a.score || a.candidate.passageIndex - b.candidate.passageIndex || a.candidate.index - b.candidate.index);
  // "How long ...?": a sentence that states a period comes first; one that refers to it elsewhere still answers.
  const best = (analysis.kind === 'how_long' ? scored.find((ch) => ch.finding.bonus > 0) : undefined) ?? scored[0];
  if (!best) return null;
  // A yes/no answer the scorer is not confident of quotes the closest clause without claiming "yes".
  if (floor === 0 && best.finding.value.type === 'yes_no' && best.score < confidentProbability()) {
    const text = squash(best.candidate.sentence.text);
    return [{ ...best, finding: { ...best.finding, value: { type: 'text', normalized: text }, note: 'closest' } }];
  }
  const chosen = [best];
  if (analysis.kind === 'which' && best.finding.value.type === 'list') {
    // Lists often continue in the next passages (one item per clause): cite up to maxCitations sentences.
    for (const ch of scored.slice(1)) {
      if (chosen.length >= maxCitations) break;
      if (ch.finding.value.type === 'list' && ch.score >= best.score * 0.8) chosen.push(ch);
    }
  }
  return chosen;
}

/** Questions that ask for a value (a date, an amount, a place, a named role) are answered with one. */
function typedKind(analysis: QuestionAnalysis): boolean {
  return ['when', 'how_much', 'where'].includes(analysis.kind) || (analysis.kind === 'who' && roleInQuestion(analysis.question) !== null);
}

/**
 * The scorer was fitted on questions that name a clause the clause vocabulary knows; there it has learned the
 * drafting words. A question outside that vocabulary ("Can the tenant smoke?", "Who pays for the parking
 * permits?") must find at least half of its weighted content words in the sentence or its section title
 * (one word of one or two), among them its rarest one: the word that says what the question is about.
 */
function overlapFloor(analysis: QuestionAnalysis): number {
  if (clauseVocabulary(analysis.question)) return 0;
  const terms = analysis.terms.length;
  if (terms === 0) return 0;
  return (terms <= 2 ? Math.min(0.75, 1 / terms) : 0.5) - 1e-9;
}

/** A sentence that runs on ("The Company shall:", a clause without its full stop) is cited with the next one. */
function continued(c: Candidate, finding: Finding): Finding {
  const next = c.siblings[c.index + 1];
  if (!next || finding.value.type !== 'text' || /[.!?]["”’)]?\s*$/.test(c.sentence.text)) return finding;
  const text = c.passage.text.slice(c.sentence.start, next.end);
  return { ...finding, value: { type: 'text', normalized: squash(text) }, phrase: clip(text), throughSentence: c.index + 1 };
}

/** The sentence itself as the answer, when it holds no value of the asked kind. */
function sentenceFinding(t: string, bonus = 0): Finding {
  return { value: { type: 'text', normalized: squash(t) }, phrase: clip(t), bonus };
}

/**
 * What a sentence answers for the question's kind: a typed value when it states one (bonus > 0), else the sentence
 * itself (bonus 0), or null for a heading ("5. PETS." names a topic but answers nothing).
 */
export function findGeneric(analysis: QuestionAnalysis, c: Candidate): Finding | null {
  const t = c.sentence.text;
  if (isHeadingText(t)) return null;
  switch (analysis.kind) {
    case 'when': {
      const d = findDates(t)[0];
      if (d) return { value: dateValue(d), phrase: longDate(d), bonus: isCompleteDate(d) ? 0.6 : 0.3 };
      // Recurring dates: "due on the first day of each month".
      const recurring =
        /\b(?:on|by|before)\s+the\s+(?:first|last|\d{1,2}(?:st|nd|rd|th)|[a-z]+(?:st|nd|rd|th))\s+(?:business\s+|calendar\s+)?day\s+of\s+(?:each|every|the)\s+(?:calendar\s+)?(?:month|quarter|year)\b/i.exec(
          t,
        );
      return recurring ? { value: { type: 'text', normalized: squash(recurring[0]) }, phrase: squash(recurring[0]), bonus: 0.5 } : sentenceFinding(t);
    }
    case 'how_much': {
      const amounts = findAmounts(t);
      const a = amounts.find((x) => !x.percent) ?? amounts[0];
      if (!a) return sentenceFinding(t);
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
      return p ? { value: { type: 'perpetual', normalized: 'perpetual' }, phrase: squash(p.text), bonus: 0.4 } : sentenceFinding(t);
    }
    case 'who':
      return findWho(analysis, c) ?? sentenceFinding(t);
    case 'where': {
      if (/\blaw|legislation|jurisdiction/i.test(analysis.question)) {
        const law = findGoverningLaw(t);
        return law ? { value: { type: 'jurisdiction', name: law.name, normalized: law.name }, phrase: law.name, bonus: 1 } : sentenceFinding(t);
      }
      const address = findAddress(t);
      return address
        ? { value: { type: 'place', name: address.name, normalized: address.name }, phrase: squash(address.name), bonus: 0.8 }
        : sentenceFinding(t);
    }
    case 'yes_no': {
      const polarity = clausePolarity(t, analysis.question);
      return { value: { type: 'yes_no', polarity, normalized: polarity }, phrase: clip(t), bonus: 0.5 };
    }
    case 'which': {
      const items = listItems(t);
      if (items.length) return { value: { type: 'list', items, normalized: items.join('; ') }, phrase: joinNames(items), bonus: 0.7 };
      return sentenceFinding(t);
    }
    default:
      return sentenceFinding(t);
  }
}

/**
 * "Who is the landlord?": the party with that role. A question that names no role ("Who pays for travel
 * expenses?") is answered by the sentence that says who does it, not by the list of parties.
 */
function findWho(analysis: QuestionAnalysis, c: Candidate): Finding | null {
  const role = roleInQuestion(analysis.question);
  if (!role) {
    if (!/^\s*who\s+(is|are|was|were)\s+(the\s+)?(parties|signator)/i.test(analysis.question)) return null;
    const f = findPartiesFrom(c);
    return f ? { ...f, bonus: f.bonus - 0.5 } : null;
  }
  const window = c.passage.text.slice(c.sentence.start, Math.min(c.passage.text.length, c.sentence.start + 2000));
  const parties = [...findPartiesInPreamble(window), ...findRoleLabels(c.sentence.text)];
  const match = parties.find((p) => p.role?.toLowerCase().includes(role));
  if (!match || match.start >= c.sentence.end - c.sentence.start + 1) return null;
  return { value: { type: 'parties', names: [match.name], roles: [match.role], normalized: match.name }, phrase: match.name, bonus: 1.2 };
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

/** The answer's words, with [n] markers for the chosen sentences. */
export function genericAnswerText(analysis: QuestionAnalysis, chosen: GenericChoice[]): string {
  const { finding } = chosen[0]!;
  const v = finding.value;
  const marks = chosen.map((_, i) => `[${i + 1}]`).join('');
  const quote = `${finding.phrase.replace(/[.;:,]+$/, '')} ${marks}.`;
  if (v.type === 'text' && finding.bonus === 0) return quote;
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
      if (finding.note === 'closest') return `The closest clause found may not answer this: ${quote}`;
      const lead = v.type === 'yes_no' && v.polarity === 'no' ? 'No:' : v.type === 'yes_no' && v.polarity === 'conditional' ? 'Only with conditions:' : 'Yes:';
      return `${lead} ${quote}`;
    }
    case 'which':
      if (v.type === 'list') {
        const items = chosen.flatMap((ch) => (ch.finding.value.type === 'list' ? ch.finding.value.items : []));
        return `${subjectOf(analysis, 'They')}: ${joinNames([...new Set(items)])} ${marks}.`;
      }
      return quote;
    default:
      return quote;
  }
}

/** A sentence for the answer text: spaces collapsed, cut at a word boundary. */
function clip(text: string, max = 220): string {
  const s = squash(text);
  if (s.length <= max) return s;
  const cut = s.lastIndexOf(' ', max - 1);
  return `${s.slice(0, cut > max / 2 ? cut : max - 1)}…`;
}
