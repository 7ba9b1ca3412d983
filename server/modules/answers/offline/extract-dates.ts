/**
 * Dates as contracts write them: "January 5, 2021", "the 5th day of January, 2021", "5 January 2021",
 * "1/5/21", "2021-01-05", and blanks left to fill in ("______, 2015", "March ___, 1999"). References such as
 * "the date first written above" are not dates.
 */

export interface FoundDate {
  /** The matched text, as written. */
  text: string;
  /** Offsets into the searched text. */
  start: number;
  end: number;
  year: number | null;
  month: number | null;
  day: number | null;
}

const monthNames = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const monthRe =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** A day number and its suffix, also as scanned copies split it ("1s t", "5t h"). */
const dayRe = '(\\d{1,2})\\s*(?:st|nd|rd|th|s\\s?t|n\\s?d|r\\s?d|t\\s?h|d)?';
/** A month name not glued to a word before it ("_Mar. 3, 2012" is a date filled in on a blank line). */
/** A dash or underline run before a filled-in month: "the 9th day of -- August, 2015". */
const dashes = '(?:[-_]{2,}\\s*)?';
const monthAt = `(?<![A-Za-z])${monthRe}`;
const yearRe = '((?:19|20)\\d\\d)';
/** What a form leaves to fill in: underlines, or brackets empty or holding a bullet ("[ ]", "[●]", "[·]", "[___]"). */
const blankMark = '(?:_{2,}|\\[[\\s●•·*_]*\\])';
const blank = `(?:${blankMark}|\\s*)`;

function monthIndex(name: string): number {
  const n = name.toLowerCase().slice(0, 3);
  return monthNames.findIndex((m) => m.startsWith(n)) + 1;
}

function twoDigitYear(y: number): number {
  return y < 100 ? (y >= 50 ? 1900 + y : 2000 + y) : y;
}

function valid(year: number | null, month: number | null, day: number | null): boolean {
  if (year !== null && (year < 1900 || year > 2100)) return false;
  if (month !== null && (month < 1 || month > 12)) return false;
  if (day !== null && (day < 1 || day > 31)) return false;
  return true;
}

interface Pattern {
  re: RegExp;
  read: (m: RegExpExecArray) => [number | null, number | null, number | null];
}

/** "the first day of July, 2017", "the fifth anniversary": ordinal words, first to twentieth (index + 1 is the number). */
export const ordinalDays = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
const ordinalDayRe = `((?:twenty|thirty)[\\s-](?:${ordinalDays.slice(0, 9).join('|')})|${ordinalDays.join('|')}|thirtieth)`;

function ordinalDay(word: string): number {
  const w = word.toLowerCase().replace(/\s+/, '-');
  const [tens, unit] = w.includes('-') ? w.split('-') : ['', w];
  const base = tens === 'twenty' ? 20 : tens === 'thirty' ? 30 : 0;
  return unit === 'thirtieth' ? 30 : base + ordinalDays.indexOf(unit!) + 1;
}

const patterns: Pattern[] = [
  // the first day of July, 2017 / twenty-first day of March 2001
  {
    re: new RegExp(
      `\\b${ordinalDayRe}(?:\\s*\\(\\s*\\d{1,2}\\s*(?:st|nd|rd|th)?\\s*\\))?\\s+day\\s+of\\s+${dashes}${monthRe}\\s*,?\\s*(?:in\\s+the\\s+year\\s+)?${yearRe}`,
      'gi',
    ),
    read: (m) => [+m[3]!, monthIndex(m[2]!), ordinalDay(m[1]!)],
  },
  // the 5th day of January, 2021 / 20 day of November, 1995 / 20 March day of 1998
  {
    re: new RegExp(`\\b${dayRe}\\)?\\s+day\\s+of\\s+${dashes}${monthRe}\\s*,?\\s*(?:in\\s+the\\s+year\\s+)?${yearRe}`, 'gi'),
    read: (m) => [+m[3]!, monthIndex(m[2]!), +m[1]!],
  },
  {
    re: new RegExp(`\\b${dayRe}\\s+${monthRe}\\s+day\\s+of\\s+${yearRe}`, 'gi'),
    read: (m) => [+m[3]!, monthIndex(m[2]!), +m[1]!],
  },
  // January 5, 2021 / Jan. 5th 2021 / May 3,2006 / March 18. 2021 (a full stop typed for the comma)
  {
    re: new RegExp(`${monthAt}\\s+${dayRe}\\s*[,.]?\\s*${yearRe}\\b`, 'gi'),
    read: (m) => [+m[3]!, monthIndex(m[1]!), +m[2]!],
  },
  // The last day of a month: "the last day in February, 2023", "the last day of December 2020".
  {
    re: new RegExp(`\\blast\\s+day\\s+(?:of|in)\\s+${monthRe}\\s*,?\\s*(?:of\\s+)?${yearRe}\\b`, 'gi'),
    read: (m) => [+m[2]!, monthIndex(m[1]!), new Date(Date.UTC(+m[2]!, monthIndex(m[1]!), 0)).getUTCDate()],
  },
  // 5 January 2021 / 31st October, 2019 / "as of1 August 2019" (a space lost in the filing)
  {
    re: new RegExp(`(?<![\\d.,/-])${dayRe}\\s+(?:of\\s+)?${monthRe}\\s*,?\\s*${yearRe}\\b`, 'gi'),
    read: (m) => [+m[3]!, monthIndex(m[2]!), +m[1]!],
  },
  // 2021-01-05
  { re: /\b((?:19|20)\d\d)-(\d{1,2})-(\d{1,2})\b/g, read: (m) => [+m[1]!, +m[2]!, +m[3]!] },
  // 1/5/21, 01/05/2021, 3-5-98 (US order: month first, unless the first number cannot be a month); 1.4.2011 (dots are
  // the European way of writing dates: day first, unless the second number cannot be a month)
  {
    re: /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/-])/g,
    // A first number that cannot be a month is the day ("23/6/2014", "31/1/19"): the date is written day first.
    read: (m) =>
      (m[2] === '.' ? +m[3]! <= 12 : +m[1]! > 12 && +m[3]! <= 12) ? [twoDigitYear(+m[4]!), +m[3]!, +m[1]!] : [twoDigitYear(+m[4]!), +m[1]!, +m[3]!],
  },
  // Blanks: "______ day of ________, 2015", "[ ] day of [ ], 2020", "March ___, 1999", "this  day of , 2012"
  {
    re: new RegExp(`(?:${blankMark}|\\bthis)\\s*day\\s+of\\s*${blank}\\s*,?\\s*${yearRe}\\b`, 'gi'),
    read: (m) => [+m[1]!, null, null],
  },
  {
    re: new RegExp(`${monthAt}\\s*(?:${blankMark}\\s*,?|,)\\s*${yearRe}\\b`, 'gi'),
    read: (m) => [+m[2]!, monthIndex(m[1]!), null],
  },
  { re: new RegExp(`${blankMark}\\s*,\\s*${yearRe}\\b`, 'g'), read: (m) => [+m[1]!, null, null] },
  // A day left blank before a month filled in: "____ day of May, 2000".
  {
    re: new RegExp(`(?:${blankMark}|\\bthis)\\s*day\\s+of\\s+${dashes}${monthRe}\\s*,?\\s*${yearRe}\\b`, 'gi'),
    read: (m) => [+m[2]!, monthIndex(m[1]!), null],
  },
  // A month and year only: "dated April 2013".
  { re: new RegExp(`${monthAt}\\s*,?\\s+${yearRe}\\b`, 'gi'), read: (m) => [+m[2]!, monthIndex(m[1]!), null] },
  // A day and month with the year left out: "this 30th day of April".
  { re: new RegExp(`\\b${dayRe}\\s+day\\s+of\\s+${dashes}${monthRe}(?![\\w.])`, 'gi'), read: (m) => [null, monthIndex(m[2]!), +m[1]!] },
  { re: new RegExp(`\\b${ordinalDayRe}\\s+day\\s+of\\s+${dashes}${monthRe}(?![\\w.])`, 'gi'), read: (m) => [null, monthIndex(m[2]!), ordinalDay(m[1]!)] },
  // A blank left as nothing at all: "dated as of , 2020", "made this day of , 2014".
  { re: new RegExp(`(?<=\\b(?:as\\s+of|dated|day\\s+of)\\s+),\\s*${yearRe}\\b`, 'gi'), read: (m) => [+m[1]!, null, null] },
];

/** Every date in the text, earliest position first, overlapping matches resolved in favour of the longest. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const p of patterns) {
    p.re.lastIndex = 0;
    for (let m = p.re.exec(text); m; m = p.re.exec(text)) {
      const [year, month, day] = p.read(m);
      if (!valid(year, month, day) || month === 0) continue;
      const start = m.index;
      const end = m.index + m[0].length;
      if (found.some((f) => f.start < end && start < f.end && f.end - f.start >= end - start)) continue;
      for (let i = found.length - 1; i >= 0; i--) if (found[i]!.start < end && start < found[i]!.end) found.splice(i, 1);
      found.push({ text: m[0].trim(), start, end, year, month, day });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

export function isCompleteDate(d: Pick<FoundDate, 'year' | 'month' | 'day'>): boolean {
  return d.year !== null && d.month !== null && d.day !== null;
}

export function isoDate(d: Pick<FoundDate, 'year' | 'month' | 'day'>): string | null {
  if (!isCompleteDate(d)) return null;
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** M/D/YY as the CUAD lawyers write dates; unknown parts as "[]" (e.g. "[]/[]/2015"). */
export function shortDate(d: Pick<FoundDate, 'year' | 'month' | 'day'>): string {
  if (isCompleteDate(d)) return `${d.month}/${d.day}/${String(d.year).slice(2)}`;
  const month = d.month === null ? '[]' : String(d.month).padStart(2, '0');
  const day = d.day === null ? '[]' : String(d.day);
  return `${month}/${day}/${d.year ?? '[]'}`;
}

/** "June 30, 2025" for answers. */
export function longDate(d: Pick<FoundDate, 'year' | 'month' | 'day'>): string {
  const month = d.month ? monthNames[d.month - 1]!.replace(/^./, (c) => c.toUpperCase()) : null;
  if (month && d.day && d.year) return `${month} ${d.day}, ${d.year}`;
  if (month && d.year) return `${month} ${d.year}`;
  if (month && d.day) return `${month} ${d.day}, the year left blank`;
  return d.year ? `a date in ${d.year} left blank` : 'a date left blank';
}

/** Adds years/months/days to a complete date (calendar arithmetic, clamped to the month's last day). */
export function addToDate(d: FoundDate | { year: number; month: number; day: number }, amount: number, unit: 'day' | 'week' | 'month' | 'year') {
  const base = new Date(Date.UTC(d.year!, d.month! - 1, d.day!));
  if (unit === 'day' || unit === 'week') base.setUTCDate(base.getUTCDate() + amount * (unit === 'week' ? 7 : 1));
  else {
    const months = unit === 'year' ? amount * 12 : amount;
    const target = new Date(Date.UTC(d.year!, d.month! - 1 + months, 1));
    const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(d.day!, lastDay));
    return { year: target.getUTCFullYear(), month: target.getUTCMonth() + 1, day: target.getUTCDate() };
  }
  return { year: base.getUTCFullYear(), month: base.getUTCMonth() + 1, day: base.getUTCDate() };
}
