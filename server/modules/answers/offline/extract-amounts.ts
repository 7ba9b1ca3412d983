/**
 * Amounts and durations as contracts write them: "$1,250.00 per month", "USD 5 million", "3.5%",
 * "thirty (30) days", "one (1) year", "successive one-year terms", "month to month", "perpetual".
 */

export interface FoundAmount {
  text: string;
  start: number;
  end: number;
  /** Numeric value (currency units, or percent for percentages). */
  value: number;
  currency: string | null;
  percent: boolean;
  /** "per month", "annually" and the like, when written right after the amount. */
  per: string | null;
}

import type { DurationUnit } from '../../../../common/answer-value.js';
export type { DurationUnit };

export interface FoundDuration {
  text: string;
  start: number;
  end: number;
  amount: number;
  unit: DurationUnit;
  /** Repeats: "successive", "each", "year to year", "month-to-month". */
  successive: boolean;
  /** How many repeats, when stated ("two (2) successive one-year terms"). */
  count: number | null;
  businessDays: boolean;
}

const currencySymbols: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };
const scale: Record<string, number> = { thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, mm: 1e6, billion: 1e9, bn: 1e9 };

export function findAmounts(text: string): FoundAmount[] {
  const out: FoundAmount[] = [];
  const money =
    /(?:(US\$|U\.S\.\s?\$|\$|€|£|¥)\s?|\b(USD|EUR|GBP|CAD|AUD|CHF|JPY|RMB|dollars?)\s?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(thousand|million|billion|mm|bn|k|m)\b)?(?:\s*\(\s*(?:US)?\$?[\d,.]+\s*\))?(?:\s*(per|a|an|each|every)\s+(month|year|annum|week|day|quarter|square foot|sq\.? ?ft\.?|hour|unit)|\s+(monthly|annually|yearly|weekly|quarterly))?/gi;
  for (const m of text.matchAll(money)) {
    const symbol = m[1] ?? m[2] ?? '';
    const currency = currencySymbols[symbol.replace(/^U\.?S\.?\s?/, '')] ?? (/dollar/i.test(symbol) ? 'USD' : symbol.toUpperCase() || 'USD');
    const value = parseFloat(m[3]!.replace(/,/g, '') + (m[4] ?? '')) * (m[5] ? (scale[m[5].toLowerCase()] ?? 1) : 1);
    const per = m[7] ? `per ${m[7].toLowerCase()}` : m[8] ? m[8].toLowerCase() : null;
    out.push({ text: m[0].trim(), start: m.index!, end: m.index! + m[0].trimEnd().length, value, currency, percent: false, per });
  }
  // "1,250.00 dollars" / "5 million dollars" (not the cents of "and No/100 Dollars")
  for (const m of text.matchAll(/\b(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s?(million|billion|thousand)?\s+(dollars|euros|pounds)\b/gi)) {
    if (out.some((o) => o.start <= m.index! && m.index! < o.end)) continue;
    if (text[m.index! - 1] === '/') continue;
    const value = parseFloat(m[1]!.replace(/,/g, '') + (m[2] ?? '')) * (m[3] ? scale[m[3].toLowerCase()]! : 1);
    out.push({
      text: m[0],
      start: m.index!,
      end: m.index! + m[0].length,
      value,
      currency: m[4]!.toLowerCase().startsWith('dollar') ? 'USD' : m[4]!.toUpperCase(),
      percent: false,
      per: null,
    });
  }
  // "One Thousand Eight Hundred Fifty and 00/100 Dollars" with no figures beside it.
  for (const m of text.matchAll(writtenMoney)) {
    if (/^\s*\(\s*(?:US)?\$?\s?\d/.test(text.slice(m.index! + m[0].length, m.index! + m[0].length + 8))) continue;
    if (out.some((o) => o.start < m.index! + m[0].length && m.index! < o.end)) continue;
    const whole = wordsToNumber(m[1]!);
    if (whole === null || whole <= 0) continue;
    const centsWritten = m[2] ?? m[3];
    const cents = centsWritten && /^\d+$/.test(centsWritten) ? +centsWritten / 100 : 0;
    out.push({ text: m[0], start: m.index!, end: m.index! + m[0].length, value: whole + cents, currency: 'USD', percent: false, per: null });
  }
  // "5%", "5 percent", and "five (5) percent" (the figures in brackets before the word).
  for (const m of text.matchAll(/\b(\d+(?:\.\d+)?)\)?\s?(%|percent\b|per cent\b)/gi)) {
    out.push({ text: m[0], start: m.index!, end: m.index! + m[0].length, value: parseFloat(m[1]!), currency: null, percent: true, per: null });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Cardinal number words one to twenty. */
export const smallNumberWords: Record<string, number> = {
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
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};

const numberWords: Record<string, number> = {
  ...smallNumberWords,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  a: 1,
  an: 1,
  single: 1,
};

const scaleWords: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

/** "thirty", "twenty-five", "one hundred eighty", "two thousand five hundred", "90" → number. */
export function wordsToNumber(words: string): number | null {
  const t = words.toLowerCase().replace(/-/g, ' ').trim();
  if (/^\d+$/.test(t)) return +t;
  let total = 0;
  let group = 0;
  let any = false;
  for (const w of t.split(/\s+/)) {
    if (w === 'and') continue;
    const scaleWord = scaleWords[w];
    if (scaleWord !== undefined) {
      total += (group || 1) * scaleWord;
      group = 0;
      any = true;
      continue;
    }
    const n = numberWords[w];
    if (n === undefined) return null;
    any = true;
    if (n === 100) group = (group || 1) * 100;
    else group += n;
  }
  return any ? total + group : null;
}

const moneyWord =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million';
/**
 * Money in words: "Two Thousand Five Hundred and No/100 Dollars", "Ten Dollars and 63/100", "one thousand dollars".
 * Group 2 or 3 is the cents.
 */
const writtenMoney = new RegExp(
  `\\b((?:(?:${moneyWord})(?:[\\s-]+(?:and\\s+)?(?=(?:${moneyWord})\\b))?)+)\\s+(?:and\\s+(no|\\d{1,2})\\/100\\s+|\\s*)(?:U\\.?S\\.?\\s+)?dollars\\b(?:\\s+and\\s+(no|\\d{1,2})\\/100\\b)?`,
  'gi',
);

const numberWord =
  '(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)(?:[\\s-]+(?:and\\s+)?(?:one|two|three|four|five|six|seven|eight|nine|hundred|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety))*)';
const unitRe = '(business\\s+days?|calendar\\s+days?|days?|weeks?|months?|years?|yrs?)';

function unitOf(word: string): { unit: DurationUnit; business: boolean } {
  const w = word.toLowerCase();
  const business = w.startsWith('business');
  if (/day/.test(w)) return { unit: 'day', business };
  if (/week/.test(w)) return { unit: 'week', business };
  if (/month/.test(w)) return { unit: 'month', business };
  return { unit: 'year', business };
}

export function findDurations(text: string): FoundDuration[] {
  const out: FoundDuration[] = [];
  const push = (start: number, end: number, amount: number, unitWord: string, extraSuccessive = false) => {
    if (!Number.isFinite(amount) || amount <= 0 || amount > 1000) return;
    if (out.some((o) => o.start < end && start < o.end)) return;
    const { unit, business } = unitOf(unitWord);
    const before = text.slice(Math.max(0, start - 60), start);
    const after = text.slice(end, end + 25);
    const countMatch = before.match(new RegExp(`\\b(${numberWord}|\\d+)\\s*(?:\\(\\d+\\)\\s*)?(?:successive|additional|consecutive|further)\\s*$`, 'i'));
    const successive =
      extraSuccessive ||
      /\b(successive|subsequent|consecutive)\b/i.test(before.slice(-45)) ||
      /^\s*(periods|terms)\b/i.test(after) ||
      /^[\s-]*(renewal\s+)?(periods|terms)\b/i.test(after);
    out.push({
      text: text.slice(start, end),
      start,
      end,
      amount,
      unit,
      successive,
      count: countMatch ? wordsToNumber(countMatch[1]!.trim()) : null,
      businessDays: business,
    });
  };
  // half a year, a half-year (six months), one and a half years, a year and a half (eighteen months): read first,
  // so "a year" and "one year" do not claim their words.
  for (const m of text.matchAll(
    new RegExp(`\\b(?:(?:(${numberWord}|\\d{1,2})\\s+and\\s+a\\s+half|half\\s+an?|an?\\s+half)[\\s-]+years?|(an?|one)\\s+year\\s+and\\s+a\\s+half)\\b`, 'gi'),
  )) {
    const whole = m[2] ? 1 : m[1] ? (/^\d+$/.test(m[1]) ? +m[1] : wordsToNumber(m[1])) : 0;
    if (whole !== null) push(m.index!, m.index! + m[0].length, whole * 12 + 6, 'months');
  }
  // thirty (30) days / thirty (30) day / five (5) years / eighteen (18) full calendar months / ten (10) Contract Years;
  // "one (I) year" is a scan's "one (1) year".
  for (const m of text.matchAll(
    new RegExp(
      `\\b(${numberWord})\\s*\\(\\s*(\\d+|[Il])\\s*\\)\\s*[-\\s]?(?:(?:full|consecutive|contract|lease|license|licence)\\s+)*(?:calendar\\s+(?=months?|years?))?${unitRe}\\b`,
      'gi',
    ),
  )) {
    const amount = /^\d+$/.test(m[2]!) ? +m[2]! : m[1]!.toLowerCase() === 'one' ? 1 : Number.NaN;
    push(m.index!, m.index! + m[0].length, amount, m[3]!);
  }
  // (30) days without the words, 30 days, 30-day, 12 months
  for (const m of text.matchAll(new RegExp(`(?<![\\d,.$])\\(?(\\d{1,4})\\)?\\s*[-\\s]?${unitRe}\\b`, 'gi'))) {
    push(m.index!, m.index! + m[0].length, +m[1]!, m[2]!);
  }
  // one year, one-year, twelve months, ninety days
  for (const m of text.matchAll(
    new RegExp(`\\b(${numberWord})[\\s-]+(?:\\(\\s*\\d+\\s*\\)\\s*)?(?:full\\s+|calendar\\s+|consecutive\\s+)?${unitRe}\\b`, 'gi'),
  )) {
    const n = wordsToNumber(m[1]!);
    if (n !== null) push(m.index!, m.index! + m[0].length, n, m[2]!);
  }
  // year to year, month-to-month, annual renewal
  for (const m of text.matchAll(/\b(year|month|week)[\s-]+to[\s-]+(year|month|week)\b/gi)) {
    push(m.index!, m.index! + m[0].length, 1, m[1]!, true);
  }
  // a year / an additional year / a further year
  for (const m of text.matchAll(/\b(an?|one)\s+(?:additional|further|successive|subsequent)?\s*(year|month|week)\b/gi)) {
    push(m.index!, m.index! + m[0].length, 1, m[2]!);
  }
  for (const m of text.matchAll(/\b(annual|annually|yearly)\s+(renewal|basis|periods?|terms?)\b|\brenew(?:s|ed)?\s+annually\b|\bon an annual basis\b/gi)) {
    push(m.index!, m.index! + m[0].length, 1, 'year', true);
  }
  return out.sort((a, b) => a.start - b.start);
}

const perpetualRe =
  /\b(perpetual(ly)?|indefinite(ly)?|in perpetuity|until terminated|unless and until (it is |this agreement is )?terminated|until (this agreement is |it is )?(terminated|cancell?ed)|continue in (full force and )?effect until\b[^.]{0,100}\bterminat|remain (in (full force and )?effect|effective) until\b[^.]{0,60}\bterminat|(continue|remain)[^.;]{0,40}\b(until|through) (the )?(termination|completion|expiration)( or (the )?(termination|completion|expiration))? of|ending on the (expiration|termination)( and\/or (expiration|termination))? of|endur\w* indefinitely|(continue|remain)\w*[^.;]{0,40}\buntil (its )?termination\b|(end|expire)s? (only )?when (it is )?terminated|(unlimited|indefinite|unspecified) (period|term|duration)|unless and until (either|any|one) party\b[^.;]{0,60}\b(terminat\w*|notice))/i;

/**
 * The text says the agreement runs with no end date ("perpetual", "continue until terminated"). Read with its
 * spacing collapsed: scans and justified text put several spaces (or a line break) between the words.
 */
export function findPerpetual(text: string): { text: string } | null {
  const m = perpetualRe.exec(text.replace(/\s+/g, ' '));
  return m ? { text: m[0] } : null;
}

/** "30 days", "1 year", "successive 1 year", "2 successive 1 year" as the CUAD lawyers normalise them. */
export function normalizeDuration(d: Pick<FoundDuration, 'amount' | 'unit' | 'successive' | 'count'>): string {
  const base = `${d.amount} ${d.unit}${d.amount === 1 ? '' : 's'}`;
  if (!d.successive) return base;
  return d.count && d.count > 1 ? `${d.count} successive ${base}` : `successive ${base}`;
}
