/** How forms write dates, money and numbers: each form drafts in its own style. Dates are ISO strings (YYYY-MM-DD). */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

export type DateStyle = 'us' | 'ordinal' | 'numeric' | 'day-first';
export type MoneyStyle = 'figures' | 'words' | 'usd' | 'whole';

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

/** "March 1, 2025" / "the 1st day of March, 2025" / "03/01/2025" / "1 March 2025". */
export function formatDate(iso: string, style: DateStyle): string {
  const [y, m, d] = parts(iso);
  const month = MONTHS[m - 1]!;
  switch (style) {
    case 'us':
      return `${month} ${d}, ${y}`;
    case 'ordinal':
      return `the ${ordinal(d)} day of ${month}, ${y}`;
    case 'numeric':
      return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'day-first':
      return `${d} ${month} ${y}`;
  }
}

export const monthName = (iso: string) => MONTHS[parts(iso)[1] - 1]!;

export function numberWords(n: number): string {
  if (n < 20) return ONES[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : '');
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` ${numberWords(n % 100)}` : ''}`;
  if (n < 1_000_000) return `${numberWords(Math.floor(n / 1000))} thousand${n % 1000 ? ` ${numberWords(n % 1000)}` : ''}`;
  return `${numberWords(Math.floor(n / 1_000_000))} million${n % 1_000_000 ? ` ${numberWords(n % 1_000_000)}` : ''}`;
}

const titleCase = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_, a, b: string) => a + b.toUpperCase());

/** "twelve (12)" */
export const countWords = (n: number) => `${numberWords(n)} (${n})`;

export function figures(amount: number, cents = true): string {
  const fixed = cents || amount % 1 !== 0 ? amount.toFixed(2) : String(Math.round(amount));
  const [whole, frac] = fixed.split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
}

/** "$1,850.00" / "One Thousand Eight Hundred Fifty Dollars ($1,850.00)" / "USD 1,850" / "$1,850". */
export function formatMoney(amount: number, style: MoneyStyle): string {
  switch (style) {
    case 'figures':
      return `$${figures(amount)}`;
    case 'whole':
      return `$${figures(amount, false)}`;
    case 'usd':
      return `USD ${figures(amount, false)}`;
    case 'words': {
      const whole = Math.floor(amount);
      const cents = Math.round((amount - whole) * 100);
      const words = titleCase(numberWords(whole).replace(/-/g, ' ')) + ' Dollars' + (cents ? ` and ${cents}/100` : '');
      return `${words} ($${figures(amount)})`;
    }
  }
}

// ---- date arithmetic on ISO strings (UTC) ----
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const d = toDate(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

/** Same day `months` later, clamped to the month's end. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = parts(iso);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The last day of a term of `months` starting on `start`. */
export const termEnd = (start: string, months: number) => addDays(addMonths(start, months), -1);

export const daysBetween = (a: string, b: string) => Math.round((toDate(b).getTime() - toDate(a).getTime()) / 86_400_000);
