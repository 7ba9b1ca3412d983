/** Durations in gold answers and in the product's answers, normalised to days or months (eval/keyterms.ts). */
const NUMBER_WORDS: Record<string, number> = {
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
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fortyfive: 45,
  fifty: 50,
  sixty: 60,
  'sixty-five': 65,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  'one hundred twenty': 120,
  'one hundred eighty': 180,
  'half a': 0.5,
  'half an': 0.5,
};

export interface Duration {
  /** Days for day/week durations, months for month/year durations (12 months equal a year). */
  amount: number;
  unit: 'days' | 'months';
}

const DURATION_RE =
  /\b(\d+(?:\.\d+)?|[a-z]+(?:[- ][a-z]+)*?)\s*(?:\((\d+)\)\s*)?[- ]?(?:calendar\s+|business\s+|consecutive\s+|successive\s+|additional\s+)*(day|week|month|year)s?\b/gi;

export function findDurations(text: string): Duration[] {
  const out: Duration[] = [];
  DURATION_RE.lastIndex = 0;
  for (let m = DURATION_RE.exec(text); m; m = DURATION_RE.exec(text)) {
    let n = m[2] ? Number(m[2]) : Number(m[1]);
    if (!Number.isFinite(n)) {
      const words = m[1]!.toLowerCase().split(/[- ]/);
      // The number words nearest the unit: "one hundred twenty", "thirty", "a".
      n = NaN;
      for (let take = Math.min(3, words.length); take >= 1 && !Number.isFinite(n); take--) {
        const phrase = words.slice(-take).join(' ');
        if (phrase in NUMBER_WORDS) n = NUMBER_WORDS[phrase]!;
        else if (words.slice(-take).join('-') in NUMBER_WORDS) n = NUMBER_WORDS[words.slice(-take).join('-')]!;
      }
      if (!Number.isFinite(n) && /^(a|an|one)$/.test(words[words.length - 1]!)) n = 1;
    }
    if (!Number.isFinite(n) || n <= 0) continue;
    const unit = m[3]!.toLowerCase();
    if (unit === 'day') out.push({ amount: n, unit: 'days' });
    else if (unit === 'week') out.push({ amount: n * 7, unit: 'days' });
    else if (unit === 'month') out.push({ amount: n, unit: 'months' });
    else out.push({ amount: n * 12, unit: 'months' });
  }
  if (!out.length && /\b(year[- ]to[- ]year|annual(ly)?|each anniversary)\b/i.test(text)) out.push({ amount: 12, unit: 'months' });
  return out;
}

/**
 * A gold that lists several values ("07/31/2000; 07/[]/2000", "09/05/2019; perpetual", "5 years; 2 years") marks
 * several spans of the contract; like several jurisdictions, they are alternatives, any one of them right.
 */
export function goldAlternatives(gold: string): string[] {
  return gold
    .split(';')
    .map((g) => g.trim())
    .filter(Boolean);
}

export function parseGoldDuration(answer: string): Duration | null {
  const found = findDurations(answer);
  return found.length ? found[found.length - 1]! : null;
}
