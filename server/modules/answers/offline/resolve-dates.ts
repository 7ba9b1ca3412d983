/**
 * Dates a contract states through another date: relative ("on the fifth anniversary of the Effective Date", "three
 * (3) years after the Commencement Date", "a period of 5 years from the date hereof") or defined elsewhere ("the
 * Effective Date (as defined below)"). These read the parts; the answer service finds the defining passage in the
 * document and computes the date (decision 0022).
 */
import type { DurationUnit } from '../../../../common/answer-value.js';
import { findDurations } from './extract-amounts.js';
import { findDates, isCompleteDate, ordinalDays, type FoundDate } from './extract-dates.js';

/** A date term: a defined one ("Effective Date") or, for null, the agreement's own date ("the date hereof"). */
export type DateTerm = string | null;

export interface RelativeDate {
  amount: number;
  unit: DurationUnit;
  /** The date it counts from. */
  term: DateTerm;
  /** The words as written, for the answer: "the fifth anniversary of the Effective Date". */
  text: string;
  start: number;
  end: number;
}

/** The agreement's own date, by the ways contracts refer to it. */
const ownDate =
  /^(?:the\s+)?(?:date\s+hereof|(?:day\s+and\s+year|first\s+date)\s+(?:first\s+)?(?:above\s+)?(?:written|set\s+forth)(?:\s+above)?|date\s+of\s+(?:this|the)\s+(?:agreement|lease|contract|amendment)|date\s+(?:first\s+)?(?:above\s+)?(?:written|set\s+forth|stated)(?:\s+above)?|execution\s+date|date\s+of\s+execution)\b/i;
/** A defined date term: capitalised words ending in "Date" ("Effective Date", "Lease Commencement Date"). */
const definedTerm = /^(?:the\s+)?((?:[A-Z][\w-]*\s+){0,3}Date)\b/;

/** The date a reference names: a defined term, the agreement's own date (null), or undefined when it names neither. */
export function dateTermAt(text: string): DateTerm | undefined {
  if (ownDate.test(text)) return null;
  const m = definedTerm.exec(text);
  return m ? m[1]! : undefined;
}

/** "the fifth (5th) anniversary of ", before the date it counts from. */
const anniversaryOf = `\\b(?:the\\s+)?(${ordinalDays.join('|')}|\\d{1,2})(?:st|nd|rd|th)?\\s*(?:\\(\\d{1,2}(?:st|nd|rd|th)?\\)\\s*)?anniversary\\s+of\\s+`;

/** A date counted from another: "the fifth anniversary of the Effective Date", "36 months after the Commencement Date". */
export function findRelativeDate(text: string): RelativeDate | null {
  const anniversary = new RegExp(anniversaryOf, 'gi');
  for (let m = anniversary.exec(text); m; m = anniversary.exec(text)) {
    const after = m.index + m[0].length;
    const term = dateTermAt(text.slice(after));
    if (term === undefined) continue;
    const word = m[1]!.toLowerCase();
    const amount = /^\d+$/.test(word) ? Number(word) : ordinalDays.indexOf(word) + 1;
    const end = after + referenceLength(text.slice(after));
    return { amount, unit: 'year', term, text: text.slice(m.index, end), start: m.index, end };
  }
  for (const d of findDurations(text)) {
    if (d.successive) continue;
    // "twenty-five (25) years (hereinafter called "Initial Period") after the RFCS Date": a name given in passing.
    const link = /^\s*(?:\)\s*)?(?:\([^()]{0,80}\)\s*)?(?:after|from|following|of|commencing\s+on|beginning\s+on|starting\s+on|measured\s+from)\s+/i.exec(
      text.slice(d.end),
    );
    if (!link) continue;
    const after = d.end + link[0].length;
    const term = dateTermAt(text.slice(after));
    if (term === undefined) continue;
    const end = after + referenceLength(text.slice(after));
    return { amount: d.amount, unit: d.unit, term, text: text.slice(d.start, end).replace(/\s+/g, ' '), start: d.start, end };
  }
  return null;
}

function referenceLength(text: string): number {
  const m = ownDate.exec(text) ?? definedTerm.exec(text);
  return m ? m[0].length : 0;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "the Effective Date (as defined below)", "Commencement Date, as defined in Section 2": the definition is elsewhere. */
export function defersDefinition(text: string, term = '[A-Z][\\w-]*(?:\\s+[A-Z][\\w-]*){0,3}'): boolean {
  return new RegExp(
    `\\b${term}["”]?\\s*(?:\\(\\s*(?:as\\s+)?(?:such\\s+term\\s+is\\s+)?(?:hereinafter\\s+)?defined\\b[^)]*\\)|,?\\s+as\\s+(?:such\\s+term\\s+is\\s+)?(?:hereinafter\\s+)?defined\\s+(?:below|herein|hereafter|in\\s+(?:section|clause|article|paragraph|schedule|exhibit)))`,
    'i',
  ).test(text);
}

/** A definition as the agreement's own date itself ('"Effective Date" means the date first written above'). */
function sameAsOwnDate(text: string, start: number): RelativeDate {
  const end = start + referenceLength(text.slice(start));
  return { amount: 0, unit: 'day', term: null, text: text.slice(start, end), start, end };
}

/** How a sentence defines a date term: by a date, by another date it counts from, or not at all. */
export interface DateDefinition {
  date: FoundDate | null;
  relative: RelativeDate | null;
}

/**
 * The sentence's definition of `term`, if it gives one: '"Effective Date" means March 1, 2015', 'effective as of
 * March 1, 2015 (the "Effective Date")', 'The Commencement Date shall be June 1, 2016', 'This Agreement shall become
 * effective on April 15, 2015' (for an effective date), or a definition relative to another date ('"Commencement
 * Date" means the date thirty (30) days after the Effective Date'). A sentence that defers the definition is none.
 */
export function findDateDefinition(text: string, term: string): DateDefinition | null {
  if (defersDefinition(text, escapeRegExp(term))) return null;
  const t = escapeRegExp(term);
  const dates = findDates(text).filter(isCompleteDate);
  // '"Effective Date" means ...', 'The term "Commencement Date" shall mean ...', 'the Commencement Date shall be ...'.
  const means = new RegExp(
    `(?:["“]${t}["”]|\\bthe\\s+${t}|^\\W*(?:\\(?\\w{1,3}[.)]\\s*|\\d+(?:\\.\\d+)+\\.?\\s+)?${t}\\b)\\s*(?:shall\\s+)?(?:means?|mean|is|shall\\s+be|will\\s+be|refers\\s+to|occurs?\\s+on)\\b`,
    'i',
  ).exec(text);
  if (means) {
    const rest = text.slice(means.index + means[0].length);
    const relative = findRelativeDate(rest);
    const date = dates.find((d) => d.start >= means.index + means[0].length) ?? null;
    if (relative && relative.term !== term && (!date || relative.start < date.start - means.index - means[0].length)) return { date: null, relative };
    if (date) return { date, relative: null };
    const at = means.index + means[0].length + (rest.length - rest.trimStart().length);
    if (dateTermAt(rest.trimStart()) === null) return { date: null, relative: sameAsOwnDate(text, at) };
  }
  // A label in a schedule of terms: "Expiration Date: August 31, 2006".
  const labelled = dates.find((d) => new RegExp(`\\b${t}\\s*:\\s*$`, 'i').test(text.slice(Math.max(0, d.start - 60), d.start)));
  if (labelled) return { date: labelled, relative: null };
  // 'as of March 1, 2015 (the "Effective Date")': the last date before the label.
  const label = new RegExp(
    `\\((?:the\\s+|hereinafter\\s+(?:referred\\s+to\\s+as\\s+)?(?:the\\s+)?|such\\s+date\\s+(?:being\\s+)?(?:the\\s+)?)?["“]${t}["”]\\)`,
    'i',
  ).exec(text);
  if (label) {
    const before = dates.filter((d) => d.end <= label.index && label.index - d.end <= 160);
    if (before.length) return { date: before[before.length - 1]!, relative: null };
    const relative = findRelativeDate(text.slice(Math.max(0, label.index - 200), label.index));
    // "for 3 years (the "Initial Term") commencing on the date first set forth above (the "Commencement Date")": a
    // period that starts on the date the label names, not a date three years on.
    const periodStarts = relative && /\b(?:commencing|beginning|starting)\s+on\s/i.test(relative.text);
    if (relative && relative.term !== term && !periodStarts) return { date: null, relative };
    // 'effective as of the date first written above (the "Effective Date")'.
    const own = /\b(?:as\s+of|on|from)\s+(the\s+[\w\s]{0,40}?)\s*,?\s*$/i.exec(text.slice(Math.max(0, label.index - 80), label.index));
    if (own && dateTermAt(own[1]!) === null)
      return { date: null, relative: sameAsOwnDate(text, Math.max(0, label.index - 80) + own.index + own[0].indexOf(own[1]!)) };
  }
  // An effective or commencement date stated in its own section: "This Agreement shall become effective on ...".
  const kind = /effective/i.test(term) ? 'effective' : /commencement/i.test(term) ? 'commence' : null;
  if (kind) {
    const stated = new RegExp(
      kind === 'effective'
        ? '\\b(?:become|becomes|be|is|shall\\s+be)\\s+effective\\s+(?:as\\s+of|on|from)\\s+$'
        : '\\b(?:shall\\s+)?commenc\\w*\\s+(?:on|as\\s+of)\\s+$',
      'i',
    );
    const date = dates.find((d) => stated.test(text.slice(Math.max(0, d.start - 60), d.start)));
    if (date && /\b(?:this|the)\s+(?:\w+\s+){0,3}(?:agreement|lease|contract|term)\b/i.test(text)) return { date, relative: null };
  }
  return null;
}

/** The phrase for the answer: "5 years after the Effective Date" (or "the date of the agreement" itself). */
export function describeRelative(r: RelativeDate): string {
  if (r.amount === 0) return r.term === null ? 'the date of the agreement' : `the ${r.term}`;
  const unit = `${r.unit}${r.amount === 1 ? '' : 's'}`;
  return `${r.amount} ${unit} after ${r.term === null ? 'the date of the agreement' : `the ${r.term}`}`;
}
