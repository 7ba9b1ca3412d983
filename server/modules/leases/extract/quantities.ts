/**
 * Typed values as leases state them, on top of the product's readers (answers/offline): money with what it is
 * for, durations in days or months, and the words around a value that say what it is.
 */
import { findAmounts, findDurations, type FoundAmount, type FoundDuration } from '../../answers/offline/extract-amounts.js';
import { addToDate, findDates, isCompleteDate, isoDate, ordinalDays, type FoundDate } from '../../answers/offline/extract-dates.js';

export interface Money {
  value: number;
  start: number;
  end: number;
  per: 'month' | 'year' | 'day' | 'week' | 'square foot' | null;
  percent: boolean;
}

/**
 * Readers are called on the same clause by several terms: their results are kept for the document being read
 * (extractLease clears them first), so each clause is read once per kind of value.
 */
const memo = { money: new Map<string, Money[]>(), durations: new Map<string, Duration[]>(), dates: new Map<string, DateAt[]>() };

export function clearValueCache() {
  memo.money.clear();
  memo.durations.clear();
  memo.dates.clear();
}

function cached<T>(map: Map<string, T>, text: string, read: (t: string) => T): T {
  let v = map.get(text);
  if (v === undefined) {
    v = read(text);
    map.set(text, v);
  }
  return v;
}

/** Money and percentages in a readable text; an amount written in words beside its figures counts once. */
export function moneyIn(text: string): Money[] {
  return cached(memo.money, text, readMoney);
}

function readMoney(text: string): Money[] {
  if (!/\d|dollars/i.test(text)) return [];
  const found = findAmounts(text).filter((a) => a.percent || a.currency === 'USD' || a.currency === null);
  // "5 percent (5%)": one percentage written twice.
  const once = found.filter((a, i) => !(a.percent && i > 0 && found[i - 1]!.percent && found[i - 1]!.value === a.value && a.start - found[i - 1]!.end <= 4));
  return once.map((a: FoundAmount) => ({ value: a.value, start: a.start, end: a.end, per: perOf(a, text), percent: a.percent }));
}

/** Money written in words right before its figures ("Five Thousand Dollars ($5,000.00)"): part of the amount. */
const wordsBeforeFigures =
  /(?:\b(?:and|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|no|\d{2})(?:\/100)?[\s-]+)+(?:u\.?s\.?\s+)?dollars(?:\s+and\s+(?:\d{1,2}|no)\/100)?\s*\(\s*$/;

/**
 * The lower-cased words before a value, up to `limit` characters, with the value's own words in letters left out
 * ("the sum of Five Thousand Dollars (" reads as "the sum of "), so cues before the amount stay near it.
 */
export function leadOf(text: string, at: number, limit = 70): string {
  const raw = text.slice(Math.max(0, at - limit - 160), at).toLowerCase();
  const cut = wordsBeforeFigures.exec(raw);
  const lead = cut ? raw.slice(0, cut.index) : raw;
  return lead.slice(-limit);
}

function perOf(a: FoundAmount, text: string): Money['per'] {
  const after = text
    .slice(a.end, a.end + 40)
    .toLowerCase()
    .replace(/^\s*\)/, '');
  const per = a.per ?? '';
  if (/month/.test(per) || /^\s*(?:\([^)]*\)\s*)?(?:per|a|each|every)\s+(?:calendar\s+)?month|^\s*(?:\([^)]*\)\s*)?monthly/.test(after)) return 'month';
  if (/year|annum|annual/.test(per) || /^\s*(?:\([^)]*\)\s*)?(?:per|a|each)\s+(?:year|annum|lease year)|^\s*(?:\([^)]*\)\s*)?(?:annually|yearly)/.test(after))
    return 'year';
  if (/square|sq/.test(per) || /^\s*(?:per|\/)\s*(?:rentable\s+|usable\s+)?(?:square|sq\.?\s*ft|rsf|sf)\b/.test(after)) return 'square foot';
  if (/day/.test(per) || /^\s*(?:per|a|each|for each)\s+(?:calendar\s+)?day/.test(after)) return 'day';
  if (/week/.test(per)) return 'week';
  return null;
}

export interface Span {
  start: number;
  end: number;
}

export interface Duration extends Span {
  days: number | null;
  months: number | null;
  raw: FoundDuration;
}

/** Durations with their length in days and in whole months (when the unit allows). */
export function durationsIn(text: string): Duration[] {
  return cached(memo.durations, text, readDurations);
}

function readDurations(text: string): Duration[] {
  // "forty-eight (48) full calendar months", "ten (10) full lease years": the qualifiers blanked out (same length,
  // so offsets hold) for the duration reader, which wants the number next to its unit.
  const bare = text.replace(/\b(?:full|calendar|consecutive|lease|contract)\s+(?=(?:(?:full|calendar|lease|contract)\s+)*(?:months?|years?)\b)/gi, (m) =>
    ' '.repeat(m.length),
  );
  return findDurations(bare).map((d) => ({
    start: d.start,
    end: d.end,
    raw: d,
    days: d.unit === 'day' ? d.amount : d.unit === 'week' ? d.amount * 7 : d.unit === 'month' ? d.amount * 30 : d.unit === 'year' ? d.amount * 365 : null,
    months: d.unit === 'month' ? d.amount : d.unit === 'year' ? d.amount * 12 : null,
  }));
}

export interface DateAt extends Span {
  iso: string;
  date: FoundDate;
}

/** Complete calendar dates in a text. */
export function datesIn(text: string): DateAt[] {
  return cached(memo.dates, text, readDates);
}

function readDates(text: string): DateAt[] {
  if (!/\d/.test(text)) return [];
  return findDates(text)
    .filter(isCompleteDate)
    .map((d) => ({ start: d.start, end: d.end, iso: isoDate(d)!, date: d }));
}

export function parseIso(iso: string): { year: number; month: number; day: number } {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export function toIso(d: { year: number; month: number; day: number }): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

export function addMonths(iso: string, months: number): string {
  return toIso(addToDate(parseIso(iso), months, 'month'));
}

export function addDays(iso: string, days: number): string {
  return toIso(addToDate(parseIso(iso), days, 'day'));
}

/** The lease's last day for a term of `months` from `start`: the day before the same date `months` later. */
export function expirationFor(start: string, months: number): string {
  return addDays(addMonths(start, months), -1);
}

/** Whole months from a first day to a last day (Mar 1 2025 → Feb 28 2026 is 12), or null when it is not whole. */
export function monthsBetween(start: string, end: string): number | null {
  const s = parseIso(start);
  const e = parseIso(addDays(end, 1));
  let months = (e.year - s.year) * 12 + (e.month - s.month);
  const landed = addMonths(start, months);
  const diff = (Date.parse(`${toIso(e)}T00:00:00Z`) - Date.parse(`${landed}T00:00:00Z`)) / 86_400_000;
  if (diff > 15) months += 1;
  else if (diff < -15) months -= 1;
  const near = Math.abs((Date.parse(`${toIso(e)}T00:00:00Z`) - Date.parse(`${addMonths(start, months)}T00:00:00Z`)) / 86_400_000);
  return months > 0 && near <= 3 ? months : null;
}

/** The lower-cased words right before `at` in `text`, back to the previous clause break or `limit` characters. */
export function before(text: string, at: number, limit = 80): string {
  const window = text.slice(Math.max(0, at - limit), at);
  return window.toLowerCase();
}

export function after(text: string, at: number, limit = 60): string {
  return text.slice(at, at + limit).toLowerCase();
}

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  single: 1,
  an: 1,
  a: 1,
  once: 1,
  twice: 2,
};

/** "two (2)", "2", "three" → number. */
export function smallNumber(word: string): number | null {
  const w = word.toLowerCase().trim();
  if (/^\d+$/.test(w)) return +w;
  return numberWords[w] ?? null;
}

/** Ordinal words, first to twentieth (index + 1 is the number): the answers' list. */
export const ordinals = ordinalDays;
