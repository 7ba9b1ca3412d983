/**
 * Key-term answers: the question asked for each of CUAD's seven fields, and how an answer is compared with the
 * lawyers' normalised answer (README: dates as dates, governing law as the jurisdiction's name, parties by name
 * overlap; durations normalised here to a number of days or months).
 *
 * A gold answer of "" (or a date with no known part, "[]/[]/[]") means the contract does not state the value
 * explicitly. Such an answer is counted correct when the product does not assert a value of that kind: it says
 * it could not find it, or its answer holds no date / duration / jurisdiction. Asserting one is counted wrong.
 */
import { findDates, parseGoldDate, PERPETUAL_RE, sameDate, type PartialDate } from './keyterms/dates.js';
import { findDurations, goldAlternatives, parseGoldDuration, type Duration } from './keyterms/durations.js';
import { findJurisdictions, jurisdictionName } from './keyterms/jurisdictions.js';
import { goldParties, namesParty } from './keyterms/parties.js';

export { findDates, parseGoldDate } from './keyterms/dates.js';
export { findDurations } from './keyterms/durations.js';
export { jurisdictionName } from './keyterms/jurisdictions.js';
export { goldParties, namesParty, partyWords } from './keyterms/parties.js';
export const keyTermFields = [
  'Parties',
  'Agreement Date',
  'Effective Date',
  'Expiration Date',
  'Renewal Term',
  'Notice Period To Terminate Renewal',
  'Governing Law',
] as const;
export type KeyTermField = (typeof keyTermFields)[number];

/** Generic questions, the same for every contract (the contract is chosen by a documentIds filter). */
export const keyTermQuestions: Record<KeyTermField, string> = {
  Parties: 'Who are the parties to this agreement?',
  'Agreement Date': 'What is the date of this agreement?',
  'Effective Date': 'What is the effective date of this agreement?',
  'Expiration Date': 'When does this agreement expire?',
  'Renewal Term': 'What is the renewal term of this agreement?',
  'Notice Period To Terminate Renewal': 'How much notice is required to terminate renewal of this agreement?',
  'Governing Law': 'What is the governing law of this agreement?',
};

export type FieldKind = 'parties' | 'date' | 'expiration' | 'duration' | 'law';
export const fieldKind: Record<KeyTermField, FieldKind> = {
  Parties: 'parties',
  'Agreement Date': 'date',
  'Effective Date': 'date',
  'Expiration Date': 'expiration',
  'Renewal Term': 'duration',
  'Notice Period To Terminate Renewal': 'duration',
  'Governing Law': 'law',
};

/** The structured value the offline composer states (server/modules/answers/offline/answer-value.ts), when given. */
export type StatedValue =
  | { type: 'date'; year: number | null; month: number | null; day: number | null }
  | { type: 'duration'; amount: number; unit: 'day' | 'week' | 'month' | 'year' }
  | { type: 'perpetual' }
  | { type: 'jurisdiction'; name: string }
  | { type: 'parties'; names: string[] }
  | { type: string };

export interface ProductAnswer {
  /** The answer without citation markers. */
  text: string;
  answered: boolean;
  /** Compared in preference to the text when it is of the field's kind. */
  value?: StatedValue | null;
}

export interface Verdict {
  correct: boolean;
  /** The gold says the contract does not state the value. */
  goldEmpty: boolean;
  /** What the scorer read from the answer, for the report. */
  got: string;
}

export function stripMarkers(answer: string) {
  return answer.replace(/\s*\[\d+(?:\s*,\s*\d+)*\]/g, '');
}

const ADJECTIVES: Record<string, string> = { english: 'england', swiss: 'switzerland', german: 'germany', french: 'france', israeli: 'israel' };

function statedDates(product: ProductAnswer): PartialDate[] {
  const v = product.value;
  if (v?.type === 'date' && 'year' in v) return [{ y: v.year, m: v.month, d: v.day }];
  return findDates(product.text);
}

function statedDurations(product: ProductAnswer): Duration[] {
  const v = product.value;
  if (v?.type === 'duration' && 'amount' in v) {
    const factor = { day: 1, week: 7, month: 1, year: 12 }[v.unit];
    return [{ amount: v.amount * factor, unit: v.unit === 'day' || v.unit === 'week' ? 'days' : 'months' }];
  }
  return findDurations(product.text);
}

function statedPerpetual(product: ProductAnswer) {
  return product.value?.type === 'perpetual' || PERPETUAL_RE.test(product.text);
}

export function scoreKeyTerm(field: KeyTermField, goldAnswer: string, answer: ProductAnswer): Verdict {
  const kind = fieldKind[field];
  // An answer that says it found nothing states no value, whatever its text holds.
  const product: ProductAnswer = answer.answered ? answer : { text: '', answered: false, value: null };
  const gold = goldAnswer.trim();

  if (kind === 'parties') {
    const v = product.value;
    const text = v?.type === 'parties' && 'names' in v ? `${v.names.join('; ')} ${product.text}` : product.text;
    const parties = goldParties(gold);
    const named = parties.filter((p) => namesParty(text, p));
    return {
      correct: parties.length > 0 && named.length >= Math.min(2, parties.length),
      goldEmpty: parties.length === 0,
      got: `${named.length}/${parties.length} parties named`,
    };
  }

  if (kind === 'law') {
    // Several jurisdictions in the gold ("Delaware, Illinois"; "England; Wales") are alternatives.
    const goldNames = gold ? gold.split(/[;,]/).map(jurisdictionName).filter(Boolean) : [];
    const v = product.value;
    const text = (v?.type === 'jurisdiction' && 'name' in v ? v.name : product.text).replace(
      /\b(english|swiss|german|french|israeli)\b/gi,
      (w) => ADJECTIVES[w.toLowerCase()]!,
    );
    const found = findJurisdictions(text, goldNames);
    const first = found[0] ?? '';
    if (!goldNames.length) return { correct: found.length === 0, goldEmpty: true, got: first };
    const ok = goldNames.includes(first) || first.split(' and ').some((part) => goldNames.includes(part));
    return { correct: ok, goldEmpty: false, got: first };
  }

  if (kind === 'date' || kind === 'expiration') {
    const dates = statedDates(product);
    const perpetual = kind === 'expiration' && statedPerpetual(product);
    const got = dates[0] ? `${dates[0].m ?? '?'}/${dates[0].d ?? '?'}/${dates[0].y ?? '?'}` : perpetual ? 'perpetual' : '';
    const alternatives = goldAlternatives(gold);
    const goldPerpetual = kind === 'expiration' && alternatives.some((g) => /^perpetual$/i.test(g));
    const goldDates = alternatives.map(parseGoldDate).filter((d): d is PartialDate => d !== null);
    if (!goldPerpetual && !goldDates.length) return { correct: dates.length === 0 && !perpetual, goldEmpty: true, got };
    const correct = (goldPerpetual && perpetual && dates.length === 0) || (dates.length > 0 && goldDates.some((goldDate) => sameDate(goldDate, dates[0]!)));
    return { correct, goldEmpty: false, got };
  }

  // durations
  const durations = statedDurations(product);
  const got = durations[0] ? `${durations[0].amount} ${durations[0].unit}` : statedPerpetual(product) ? 'perpetual' : '';
  if (/^perpetual$/i.test(gold)) return { correct: statedPerpetual(product), goldEmpty: false, got };
  const goldDurations = goldAlternatives(gold)
    .map(parseGoldDuration)
    .filter((d): d is Duration => d !== null);
  if (!goldDurations.length) return { correct: durations.length === 0, goldEmpty: true, got };
  const first = durations[0];
  return { correct: !!first && goldDurations.some((g) => first.amount === g.amount && first.unit === g.unit), goldEmpty: false, got };
}
