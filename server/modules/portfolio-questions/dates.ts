/**
 * Calendar arithmetic on YYYY-MM-DD days (UTC, no time of day) and the date phrases portfolio questions use:
 * "in the next 90 days", "before June 2027", "this year", "between March 1 and May 31, 2027". Every phrase is
 * read relative to the question's as-of day.
 */
import type { DateRange } from './query.js';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const d = day(date);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** Adds calendar months, keeping the day of the month where it exists (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const d = day(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = lastDayOfMonth(target.getUTCFullYear(), target.getUTCMonth() + 1);
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return iso(target);
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

function validDay(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > lastDayOfMonth(y, m) || y < 1900 || y > 2200) return null;
  return ymd(y, m, d);
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** "June 30, 2027" */
export const formatDay = (date: string) => longDate.format(day(date));

export const monthNumbers: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

export const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
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
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  'twenty-four': 24,
  thirty: 30,
  'thirty-six': 36,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  'seventy-five': 75,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  'one-hundred-twenty': 120,
  couple: 2,
};

/** A number written in digits or words ("90", "ninety", "a"). */
export function readCount(word: string): number | null {
  if (/^\d{1,5}$/.test(word)) return Number(word);
  return numberWords[word] ?? null;
}

/** A span of days a phrase names: one day, a month, a quarter or a year. */
interface Period {
  start: string;
  end: string;
}

const MONTH = '(jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december)';
const ORDINAL_DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '((?:19|20|21)\\d{2})';

/**
 * Dates in the normalised question text (lower case, tokens joined by single spaces): 2027-06-30, 6/30/2027,
 * june 30 2027, 30 june 2027, june 2027, q3 2027, 2027, and a month alone (the next such month from the as-of day).
 */
const datePatterns: Array<{ re: RegExp; read: (m: RegExpExecArray, asOf: string) => Period | null }> = [
  {
    re: new RegExp(`\\b${YEAR}-(\\d{1,2})-(\\d{1,2})\\b`, 'y'),
    read: (m) => one(validDay(+m[1]!, +m[2]!, +m[3]!)),
  },
  {
    re: new RegExp(`\\b(\\d{1,2})/(\\d{1,2})/${YEAR}\\b`, 'y'),
    read: (m) => one(validDay(+m[3]!, +m[1]!, +m[2]!)),
  },
  {
    re: new RegExp(`\\b${MONTH} ${ORDINAL_DAY}(?: of)? ${YEAR}\\b`, 'y'),
    read: (m) => one(validDay(+m[3]!, monthNumbers[m[1]!]!, +m[2]!)),
  },
  {
    re: new RegExp(`\\b(?:the )?${ORDINAL_DAY} (?:of )?${MONTH} ${YEAR}\\b`, 'y'),
    read: (m) => one(validDay(+m[3]!, monthNumbers[m[2]!]!, +m[1]!)),
  },
  {
    re: new RegExp(`\\b${MONTH}(?: of)? ${YEAR}\\b`, 'y'),
    read: (m) => monthPeriod(+m[2]!, monthNumbers[m[1]!]!),
  },
  {
    re: new RegExp(`\\b(?:q([1-4])|(first|second|third|fourth) quarter(?: of)?) ${YEAR}\\b`, 'y'),
    read: (m) => {
      const q = m[1] ? +m[1] : ['first', 'second', 'third', 'fourth'].indexOf(m[2]!) + 1;
      const y = +m[3]!;
      return { start: ymd(y, q * 3 - 2, 1), end: ymd(y, q * 3, lastDayOfMonth(y, q * 3)) };
    },
  },
  {
    re: new RegExp(`\\b(?:the end of |end of )?${YEAR}\\b`, 'y'),
    read: (m) => ({ start: ymd(+m[1]!, 1, 1), end: ymd(+m[1]!, 12, 31) }),
  },
  {
    // "June 30" without a year: the next June 30 on or after the as-of day.
    re: new RegExp(`\\b${MONTH} ${ORDINAL_DAY}\\b(?! (?:days?|weeks?|months?|years?)\\b)`, 'y'),
    read: (m, asOf) => {
      const month = monthNumbers[m[1]!]!;
      const y = +asOf.slice(0, 4);
      const candidate = validDay(y, month, +m[2]!);
      if (!candidate) return null;
      return one(candidate >= asOf ? candidate : validDay(y + 1, month, +m[2]!));
    },
  },
  {
    // A month alone ("in March"): "may" only as a month when a date word precedes it, which the caller checks.
    re: new RegExp(`\\b${MONTH}\\b`, 'y'),
    read: (m, asOf) => {
      const month = monthNumbers[m[1]!]!;
      const y = +asOf.slice(0, 4);
      return monthPeriod(month >= +asOf.slice(5, 7) ? y : y + 1, month);
    },
  },
];

function one(d: string | null): Period | null {
  return d ? { start: d, end: d } : null;
}
function monthPeriod(y: number, m: number): Period {
  return { start: ymd(y, m, 1), end: ymd(y, m, lastDayOfMonth(y, m)) };
}

/** The date at `at` in the text, with where it ends. */
export function readDateAt(text: string, at: number, asOf: string): { period: Period; end: number } | null {
  for (const { re, read } of datePatterns) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) continue;
    const period = read(m, asOf);
    if (period) return { period, end: at + m[0].length };
  }
  return null;
}

const UNIT = '(day|days|week|weeks|month|months|year|years|quarter|quarters)';
const COUNT =
  '(\\d{1,4}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty-five|forty|fifty|sixty|seventy-five|ninety|hundred|couple of|couple)';

function plusPeriod(asOf: string, n: number, unit: string): string {
  if (unit.startsWith('day')) return addDays(asOf, n);
  if (unit.startsWith('week')) return addDays(asOf, n * 7);
  if (unit.startsWith('month')) return addMonths(asOf, n);
  if (unit.startsWith('quarter')) return addMonths(asOf, n * 3);
  return addMonths(asOf, n * 12);
}

function calendarPeriod(asOf: string, unit: string, offset: number): Period {
  const y = +asOf.slice(0, 4);
  const m = +asOf.slice(5, 7);
  if (unit === 'year') return { start: ymd(y + offset, 1, 1), end: ymd(y + offset, 12, 31) };
  if (unit === 'quarter') {
    const first = Math.floor((m - 1) / 3) * 3 + 1 + offset * 3;
    const start = addMonths(ymd(y, 1, 1), first - 1);
    const end = addDays(addMonths(start, 3), -1);
    return { start, end };
  }
  if (unit === 'week') {
    // Weeks start on Monday.
    const weekday = (day(asOf).getUTCDay() + 6) % 7;
    const start = addDays(asOf, -weekday + offset * 7);
    return { start, end: addDays(start, 6) };
  }
  const start = addMonths(ymd(y, m, 1), offset);
  return { start, end: addDays(addMonths(start, 1), -1) };
}

/** A word saying how a date bounds the range (or none), then the date. */
const absoluteRe =
  /\b(?:(between|from|before|prior to|earlier than|no later than|on or before|by|until|till|through|after|later than|on or after|since|starting|beyond|past|in|on|during|within) )?(?:the )?(?=\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* |(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$|q[1-4] |(?:first|second|third|fourth) quarter|end of )/g;

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "on June 30, 2027", "in June 2027", "in 2027", or "between … and …". */
function periodLabel(p: Period): string {
  if (p.start === p.end) return `on ${formatDay(p.start)}`;
  const [y, m] = [+p.start.slice(0, 4), +p.start.slice(5, 7)];
  if (p.start.endsWith('-01-01') && p.end === ymd(y, 12, 31)) return `in ${y}`;
  if (p.start.endsWith('-01') && p.end === ymd(y, m, lastDayOfMonth(y, m))) return `in ${monthName.format(day(p.start))}`;
  return `between ${formatDay(p.start)} and ${formatDay(p.end)}`;
}

export interface FoundRange {
  range: DateRange;
  start: number;
  end: number;
}

const span = (from: string | null, to: string | null, phrase: string): DateRange => ({ from, to, phrase });

/**
 * Every date-range phrase in the normalised text, left to right, without overlaps. The phrase of each range is
 * how the answer states it ("in the next 90 days (by May 30, 2027)").
 */
export function findDateRanges(text: string, asOf: string): FoundRange[] {
  const found: FoundRange[] = [];
  const taken = (s: number, e: number) => found.some((f) => s < f.end && e > f.start);
  const add = (start: number, end: number, range: DateRange) => {
    if (!taken(start, end)) found.push({ start, end, range });
  };

  // Relative windows: "in the next 90 days", "within 6 months", "over the coming year", "in 60 days".
  const windowRe = new RegExp(
    `\\b(?:(?:in|within|over|during|inside|for)(?: the)? (?:next|coming|following|upcoming) |(?:in|within|inside)(?: the)? |(?:the )?(?:next|coming|upcoming) )(?:${COUNT} )?${UNIT}\\b(?: from (?:now|today))?`,
    'g',
  );
  for (const m of text.matchAll(windowRe)) {
    const count = m[1] ? readCount(m[1].replace(/ of$/, '')) : 1;
    const unit = m[2]!;
    if (count === null) continue;
    // "next month" / "next year" (no count, no "in the"): the calendar period after this one.
    if (!m[1] && /^(?:the )?(?:next|coming|upcoming) /.test(m[0]) && !/^(?:in|within|over|during|inside|for)\b/.test(m[0])) {
      const p = calendarPeriod(asOf, unit.replace(/s$/, ''), 1);
      add(m.index, m.index + m[0].length, span(p.start, p.end, `next ${unit.replace(/s$/, '')} (${formatDay(p.start)} to ${formatDay(p.end)})`));
      continue;
    }
    const to = plusPeriod(asOf, count, unit);
    const words = count === 1 ? unit.replace(/s$/, '') : `${count} ${unit.replace(/([^s])$/, '$1s')}`;
    add(m.index, m.index + m[0].length, span(asOf, to, `in the next ${words} (by ${formatDay(to)})`));
  }
  // "in the past 30 days", "in the last 6 months".
  for (const m of text.matchAll(new RegExp(`\\b(?:in|within|over|during)? ?(?:the )?(?:past|last|previous) (?:${COUNT} )?${UNIT}\\b`, 'g'))) {
    const count = m[1] ? readCount(m[1].replace(/ of$/, '')) : 1;
    if (count === null) continue;
    const from = plusPeriod(asOf, -count, m[2]!);
    if (!m[1] && !/past|previous/.test(m[0]) && /last (year|month|quarter|week)\b/.test(m[0])) {
      const p = calendarPeriod(asOf, m[2]!.replace(/s$/, ''), -1);
      add(m.index, m.index + m[0].length, span(p.start, p.end, `last ${m[2]!.replace(/s$/, '')} (${formatDay(p.start)} to ${formatDay(p.end)})`));
      continue;
    }
    add(m.index, m.index + m[0].length, span(from, asOf, `in the past ${count} ${m[2]} (since ${formatDay(from)})`));
  }
  // "this month", "this year", "this quarter", "this week", "the rest of the year".
  for (const m of text.matchAll(
    /\b(?:(?:in|during|by the end of|before the end of|by end of|the rest of) )?(?:this|the current|the) (year|month|quarter|week)\b/g,
  )) {
    if (/^the (year|month|quarter|week)$/.test(m[0])) continue;
    const p = calendarPeriod(asOf, m[1]!, 0);
    const rest = /rest of|by the end of|before the end of|by end of/.test(m[0]);
    add(m.index, m.index + m[0].length, span(rest ? asOf : p.start, p.end, rest ? `by the end of this ${m[1]} (${formatDay(p.end)})` : `this ${m[1]}`));
  }
  // "soon": the next 90 days.
  for (const m of text.matchAll(/\b(?:soon|shortly|upcoming(?= (?:lease )?(?:expir|renewals?\b|ends?\b|endings|move-outs?))|coming up)\b/g)) {
    const to = addDays(asOf, 90);
    add(m.index, m.index + m[0].length, span(asOf, to, `soon (in the next 90 days, by ${formatDay(to)})`));
  }
  for (const m of text.matchAll(absoluteRe)) {
    const word = m[1] ?? '';
    const at = m.index + m[0].length;
    const first = readDateAt(text, at, asOf);
    if (!first) continue;
    const written = text.slice(at, first.end);
    // Without a word saying how, only a whole date counts ("ending 2027-06-30"); a bare year may be an amount.
    if (!word && !/\d{4}-\d|\/|\d{1,2}(?:st|nd|rd|th)? (?:of )?[a-z]+ \d{4}|^[a-z]+ (?:\d{1,2}(?:st|nd|rd|th)? )?(?:of )?\d{4}/.test(written)) continue;
    // "rent in 2000 dollars" is an amount, not a year.
    if (/^ (?:dollars|usd|bucks|a month|per|monthly|\/)/.test(text.slice(first.end))) continue;
    // "may" is a month only when a date follows it or a date word precedes it ("in may", "may 2027").
    if (/^may\b/.test(written) && !word && !/^may \d/.test(written)) continue;
    const p = first.period;
    const endOf = /^(?:the )?end of /.test(written);
    const pairWith = /^ (?:and|to|through|until|-) /.exec(text.slice(first.end));
    const pair = pairWith && /^(between|from|)$/.test(word) ? readDateAt(text, first.end + pairWith[0].length, asOf) : null;
    let range: DateRange;
    let end = first.end;
    if (pair) {
      end = pair.end;
      range = span(p.start, pair.period.end, `between ${formatDay(p.start)} and ${formatDay(pair.period.end)}`);
    } else if (/^(before|prior to|earlier than)$/.test(word) && !endOf) range = span(null, addDays(p.start, -1), `before ${formatDay(p.start)}`);
    else if (/^(before|prior to|earlier than|by|until|till|through|no later than|on or before)$/.test(word))
      range = span(null, p.end, `by ${formatDay(p.end)}`);
    else if (/^(after|later than|beyond|past)$/.test(word)) range = span(addDays(p.end, 1), null, `after ${formatDay(p.end)}`);
    else if (/^(on or after|since|starting|from)$/.test(word)) range = span(p.start, null, `on or after ${formatDay(p.start)}`);
    else if (endOf) range = span(p.end, p.end, `on ${formatDay(p.end)}`);
    else range = span(p.start, p.end, periodLabel(p));
    add(m.index, end, range);
  }
  return found.sort((a, b) => a.start - b.start);
}
