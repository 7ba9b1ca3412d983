/**
 * Cell values of a rent roll as people and spreadsheets write them: dates in the common formats (2025-03-01,
 * 3/1/2025, Mar 1 2025, 1-Mar-2025, Excel serial numbers), money with $ and thousands separators, several tenants
 * in one cell. Each reader answers a value, null for an empty cell, or a problem to show on the row.
 */

export type Read<T> = { value: T | null; problem?: undefined } | { value?: undefined; problem: string };

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.toISOString().slice(0, 10);
}

const fullYear = (y: string) => (y.length === 2 ? (Number(y) < 70 ? 2000 + Number(y) : 1900 + Number(y)) : Number(y));
const monthOf = (name: string) => {
  const i = months.indexOf(name.slice(0, 3).toLowerCase());
  return i < 0 ? null : i + 1;
};

/** Days from Excel's day 0 (1899-12-30, counting its phantom 1900-02-29) to 1970-01-01. */
const EXCEL_EPOCH_OFFSET = 25_569;

/**
 * A date as YYYY-MM-DD. Slashed dates are read month first (3/1/2025 is March 1), as US rent rolls write them,
 * unless the first number cannot be a month (25/1/2025). A bare number between 20000 and 80000 is an Excel
 * serial date (1954 to 2119), as a spreadsheet saved without a date format keeps it.
 */
export function readDate(raw: string, label: string): Read<string> {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (!text) return { value: null };
  const bad = { problem: `${label} "${clip(text)}" is not a date we can read (use 2025-03-01 or 3/1/2025)` };
  let m = text.match(/^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/);
  if (m) return wrap(isoOf(Number(m[1]), Number(m[2]), Number(m[3])), bad);
  m = text.match(/^(\d{4})\/(\d{1,2})\/(\d{1,2})$/);
  if (m) return wrap(isoOf(Number(m[1]), Number(m[2]), Number(m[3])), bad);
  m = text.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/);
  if (m) {
    const [a, b, y] = [Number(m[1]), Number(m[2]), fullYear(m[3]!)];
    return wrap(a > 12 ? isoOf(y, b, a) : isoOf(y, a, b), bad);
  }
  // Mar 1 2025, March 1, 2025, Mar. 1st 2025
  m = text.match(/^([A-Za-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/);
  if (m) {
    const month = monthOf(m[1]!);
    return wrap(month ? isoOf(Number(m[3]), month, Number(m[2])) : null, bad);
  }
  // 1 Mar 2025, 1-Mar-2025, 01-Mar-25
  m = text.match(/^(\d{1,2})[ -]([A-Za-z]{3,9})\.?[\s,-]+(\d{2}|\d{4})$/);
  if (m) {
    const month = monthOf(m[2]!);
    return wrap(month ? isoOf(fullYear(m[3]!), month, Number(m[1])) : null, bad);
  }
  m = text.match(/^(\d{5})(?:\.\d+)?$/);
  if (m) {
    const serial = Number(m[1]);
    if (serial >= 20_000 && serial <= 80_000) return { value: new Date((serial - EXCEL_EPOCH_OFFSET) * 86_400_000).toISOString().slice(0, 10) };
  }
  return bad;
}

function wrap(iso: string | null, bad: { problem: string }): Read<string> {
  return iso ? { value: iso } : bad;
}

/** $1 billion, the records' own ceiling (common/portfolio.ts). */
const MAX_CENTS = 100_000_000_000;

/**
 * An amount as whole cents: "$1,850.00", "1850", "1,850.5", "USD 1,850", "(250.00)" (negative, refused), "1850/mo".
 * Thousands separators must be commas; a negative amount is refused, as is one with more than two decimals.
 */
export function readMoney(raw: string, label: string): Read<number> {
  const text = raw.trim();
  if (!text || text === '-' || text === '—') return { value: null };
  let s = text
    .replace(/^usd\s*/i, '')
    .replace(/\s*(usd|\/\s*(mo|month|mth)\.?)$/i, '')
    .replace(/\s+/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.startsWith('-')) {
    negative = true;
    s = s.slice(1);
  }
  s = s.replace(/^\$/, '').replace(/^-/, () => {
    negative = true;
    return '';
  });
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(s)) return { problem: `${label} "${clip(text)}" is not an amount we can read (use 1850 or $1,850.00)` };
  const cents = Math.round(Number(s.replace(/,/g, '')) * 100);
  if (negative && cents > 0) return { problem: `${label} cannot be negative (${clip(text)})` };
  if (cents > MAX_CENTS) return { problem: `${label} is more than $1,000,000,000` };
  return { value: cents };
}

/** Words that say a unit has no tenant on the rent roll. */
export const isVacancy = (text: string) => /^(vacant|vacancy|none|n\/a|-|—|model|down|empty|unleased|available)$/i.test(text.trim());

const companyWords =
  /\b(llc|l\.l\.c|inc|incorporated|ltd|limited|corp|corporation|co|company|lp|llp|plc|group|partners|holdings|trust|associates|enterprises|gmbh)\b\.?/i;
export const looksLikeCompany = (name: string) => companyWords.test(name);

/**
 * The tenants named in one cell: "Dana Reyes; Sam Lee", "Dana Reyes & Sam Lee", "Reyes, Dana and Lee, Sam" is left
 * whole (a comma may be part of a name). A company name keeps its "&" ("Smith & Sons LLC").
 */
export function splitTenantNames(raw: string): string[] {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (!text) return [];
  const parts = text.split(/\s*[;|/\n]\s*/).flatMap((part) => (looksLikeCompany(part) ? [part] : part.split(/\s+(?:&|and|\+)\s+/i)));
  const seen = new Set<string>();
  return parts
    .map((p) => p.trim())
    .filter((p) => {
      const key = p.toLowerCase();
      if (!p || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses in one cell, separated by ; , or spaces; any that is not an address is a problem. */
export function readEmails(raw: string): Read<string[]> {
  const items = raw
    .split(/[;,\s]+/)
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = items.find((e) => !emailPattern.test(e) || e.length > 320);
  if (bad) return { problem: `Email "${clip(bad)}" is not an email address` };
  return { value: items.map((e) => e.toLowerCase()) };
}

/** Phone numbers in one cell, separated by ; or / (a comma may be inside a number's extension). */
export const readPhones = (raw: string) =>
  raw
    .split(/\s*[;/|]\s*/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.slice(0, 50));

const clip = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);
