/** Dates in gold answers and in the product's answers, compared on the parts the gold knows (eval/keyterms.ts). */
export interface PartialDate {
  y: number | null;
  /** The gold wrote the year with two digits ("9/1/45"): its century is a guess, so only the last two digits count. */
  twoDigitYear?: boolean;
  m: number | null;
  d: number | null;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const monthIndex = (name: string) => {
  const n = name.toLowerCase().replace(/\.$/, '');
  const i = MONTHS.findIndex((m) => m === n || (n.length >= 3 && m.startsWith(n)));
  return i < 0 ? null : i + 1;
};
const fullYear = (y: number) => (y < 100 ? (y <= 40 ? 2000 + y : 1900 + y) : y);

/**
 * Gold dates are M/D/YY with "[]" for an unknown part, e.g. "5/8/14", "[]/[]/2015", "02/[]/2021". A few are written
 * day first ("31/01/2025"): a first number that cannot be a month is the day.
 */
export function parseGoldDate(answer: string): PartialDate | null {
  const m = answer.trim().match(/^(\d{1,2}|\[\])\/(\d{1,2}|\[\])\/(\d{2,4}|\[\])$/);
  if (!m) return null;
  const num = (s: string) => (s === '[]' ? null : Number(s));
  let date: PartialDate = { m: num(m[1]!), d: num(m[2]!), y: m[3] === '[]' ? null : fullYear(Number(m[3])) };
  if (m[3]!.length === 2) date.twoDigitYear = true;
  if (date.m !== null && date.m > 12 && (date.d === null || date.d <= 12)) date = { ...date, m: date.d, d: date.m };
  return date.y === null && date.m === null && date.d === null ? null : date;
}

const MONTH_RE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DAY_RE = '(\\d{1,2})(?:st|nd|rd|th)?';
const datePatterns: Array<{ re: RegExp; get: (m: RegExpExecArray) => PartialDate }> = [
  // March 1, 2016 / March 1st 2016
  { re: new RegExp(`\\b${MONTH_RE}\\s+${DAY_RE}\\s*,?\\s*(\\d{4})\\b`, 'gi'), get: (m) => ({ m: monthIndex(m[1]!), d: Number(m[2]), y: Number(m[3]) }) },
  // 1 March 2016 / 2nd day of September, 1998
  {
    re: new RegExp(`\\b${DAY_RE}\\s+(?:day\\s+of\\s+)?${MONTH_RE},?\\s+(?:in\\s+the\\s+year\\s+)?(\\d{4})\\b`, 'gi'),
    get: (m) => ({ d: Number(m[1]), m: monthIndex(m[2]!), y: Number(m[3]) }),
  },
  // 2016-03-01
  { re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, get: (m) => ({ y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) }) },
  // 03/01/05, 3/1/2005, 3-1-2005 (US order)
  { re: /\b(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})\b/g, get: (m) => ({ m: Number(m[1]), d: Number(m[2]), y: fullYear(Number(m[3])) }) },
  // February 2017, February ____, 2017 (no day)
  { re: new RegExp(`\\b${MONTH_RE}\\s+(?:_+\\s*,?\\s*)?(\\d{4})\\b`, 'gi'), get: (m) => ({ m: monthIndex(m[1]!), d: null, y: Number(m[2]) }) },
  // "a date in 2015", "in the year 2015": only the year is stated
  { re: /\b(?:in|of)\s+(?:the\s+year\s+)?((?:19|20)\d{2})\b/gi, get: (m) => ({ m: null, d: null, y: Number(m[1]) }) },
  // "____ day of ________, 2015", "[ ] day of [ ], 2020": only the year is written
  { re: /(?:_{2,}|\[\s*\])[\s\S]{0,40}?,\s*(\d{4})\b/g, get: (m) => ({ m: null, d: null, y: Number(m[1]) }) },
];

/** Every date written in `text`, in order of appearance (a span matched by a fuller pattern is not matched again). */
export function findDates(text: string): PartialDate[] {
  const found: Array<{ at: number; end: number; date: PartialDate }> = [];
  for (const { re, get } of datePatterns) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const at = m.index;
      const end = at + m[0].length;
      if (found.some((f) => at < f.end && f.at < end)) continue;
      const date = get(m);
      if (date.m !== null && (date.m < 1 || date.m > 12)) continue;
      if (date.d !== null && (date.d < 1 || date.d > 31)) continue;
      found.push({ at, end, date });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.date);
}

/** Equal on every part the gold date knows. */
export function sameDate(gold: PartialDate, got: PartialDate): boolean {
  // "9/1/45" in an agreement that runs until September 1, 2045: a two-digit year says nothing of its century.
  const sameYear = gold.y === got.y || (!!gold.twoDigitYear && got.y !== null && gold.y !== null && gold.y % 100 === got.y % 100);
  return (gold.y === null || sameYear) && (gold.m === null || gold.m === got.m) && (gold.d === null || gold.d === got.d);
}

/** Words that say an agreement has no fixed end ("perpetual", "until terminated"). */
export const PERPETUAL_RE =
  /\b(perpetu\w*|indefinite\w*|in force until terminated|until (?:it is |the agreement is |terminated)|no (?:fixed )?(?:expiration|end date|term))\b/i;
