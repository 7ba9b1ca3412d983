/**
 * Key-term answers: the question asked for each of CUAD's seven fields, and how an answer is compared with the
 * lawyers' normalised answer (README: dates as dates, governing law as the jurisdiction's name, parties by name
 * overlap; durations normalised here to a number of days or months).
 *
 * A gold answer of "" (or a date with no known part, "[]/[]/[]") means the contract does not state the value
 * explicitly. Such an answer is counted correct when the product does not assert a value of that kind: it says
 * it could not find it, or its answer holds no date / duration / jurisdiction. Asserting one is counted wrong.
 */
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

// ---------------------------------------------------------------- dates
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

const PERPETUAL_RE =
  /\b(perpetu\w*|indefinite\w*|in force until terminated|until (?:it is |the agreement is |terminated)|no (?:fixed )?(?:expiration|end date|term))\b/i;

// ---------------------------------------------------------------- durations
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
function goldAlternatives(gold: string): string[] {
  return gold
    .split(';')
    .map((g) => g.trim())
    .filter(Boolean);
}

export function parseGoldDuration(answer: string): Duration | null {
  const found = findDurations(answer);
  return found.length ? found[found.length - 1]! : null;
}

// ---------------------------------------------------------------- governing law
const JURISDICTIONS = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
  'District of Columbia',
  'Ontario',
  'Quebec',
  'British Columbia',
  'Alberta',
  'England',
  'England and Wales',
  'Scotland',
  'Ireland',
  'Switzerland',
  'Germany',
  'France',
  'Japan',
  'China',
  'Hong Kong',
  'Singapore',
  'Israel',
  'India',
  'Kazakhstan',
  'South Africa',
  'Netherlands',
  'Sweden',
  'Canada',
  'Australia',
  'Mexico',
  'Korea',
  'Taiwan',
  'Bermuda',
  'Cayman Islands',
  'Luxembourg',
  'Italy',
  'Spain',
];

/** "Province of Ontario, Canada" → "ontario"; "the State of New York" → "new york". */
export function jurisdictionName(text: string): string {
  return text
    .split(',')[0]!
    .toLowerCase()
    .trim()
    .replace(/^(the\s+)?(laws?\s+of\s+)?(the\s+)?((state|commonwealth|province|republic|people's republic|kingdom)\s+of\s+)?(the\s+)?/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const wordRe = (name: string) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')}\\b`, 'i');

/** Jurisdictions named in `text`, in order of appearance (longest name wins where names overlap). */
export function findJurisdictions(text: string, extra: string[] = []): string[] {
  const names = [...new Set([...JURISDICTIONS.map((j) => j.toLowerCase()), ...extra.filter(Boolean)])].sort((a, b) => b.length - a.length);
  const hits: Array<{ at: number; end: number; name: string }> = [];
  for (const name of names) {
    const re = new RegExp(wordRe(name).source, 'gi');
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const at = m.index;
      const end = at + m[0].length;
      if (hits.some((h) => at < h.end && h.at < end)) continue;
      hits.push({ at, end, name });
    }
  }
  return hits.sort((a, b) => a.at - b.at).map((h) => h.name);
}

// ---------------------------------------------------------------- parties
const ENTITY_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'l',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'company',
  'plc',
  'sa',
  's',
  'a',
  'ag',
  'lp',
  'llp',
  'gmbh',
  'kg',
  'bv',
  'b',
  'v',
  'nv',
  'n',
  'pte',
  'pty',
  'the',
  'and',
  'of',
  'de',
  'a/s',
  'ab',
  'spa',
  'srl',
]);

/** Letters without their accents, so "Laboratórios" and "Laboratorios" are one word. */
const unaccented = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * What some gold names add after the name itself, which no answer is expected to repeat: "General Electric Capital
 * Corporation together with its successors and assigns", "Glamis Gold Ltd. and all of its subsidiaries and other
 * Affiliates", "Mellon Investor Services LLC operating with the service name BNY Mellon Shareowner Services".
 */
const descriptiveTail =
  /,?\s+(?:together\s+with\s+its\b|and(?:\/or)?\s+(?:all\s+of\s+)?(?:its|their|certain)\s+(?:[\w-]+\s+){0,3}?(?:affiliates|subsidiaries|successors)\b|operating\s+(?:with|under)\s+the\b|on\s+behalf\s+of\b|doing\s+business\s+as\b).*$/is;

/** The significant words of a party name, aliases in parentheses or quotes and a descriptive tail removed. */
export function partyWords(name: string): string[] {
  return unaccented(name)
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/["“”][^"“”]*["“”]/g, ' ')
    .replace(descriptiveTail, '')
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter((w) => w && w !== '&' && !ENTITY_SUFFIXES.has(w));
}

/** Gold "A ("X"); B ("Y"); (together "Parties")" → the party names. */
export function goldParties(answer: string): string[] {
  // A few gold answers wrap the whole list in parentheses: "(AFSALA Bancorp, Inc. (the "Company"); ...)".
  const unwrapped = /^\(.*\)$/s.test(answer.trim()) ? answer.trim().slice(1, -1) : answer;
  return unwrapped
    .split(';')
    .map((p) => p.trim())
    .filter((p) => partyWords(p).length > 0 && !/^\(?\s*(together|collectively|individually|each|hereinafter)\b/i.test(p.replace(/^\(/, '')));
}

/**
 * A party is named when most (≥ 60%) of its significant words appear in the answer. A word counts as written
 * apart or together ("Radial Spark" for "RadialSpark") and, from five letters, one letter off: CUAD's gold misspells
 * names the contracts spell right ("Melavante" for Metavante, "Pifzer" for Pfizer).
 */
export function namesParty(answerText: string, party: string): boolean {
  const words = partyWords(party);
  if (!words.length) return false;
  const said = unaccented(answerText)
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);
  const have = new Set(said);
  for (let i = 0; i + 1 < said.length; i++) have.add(said[i]! + said[i + 1]!);
  const found = words.map((w) => have.has(w) || (w.length >= 5 && said.some((a) => oneEditApart(w, a))));
  // Two gold words the answer writes as one.
  for (let i = 0; i + 1 < words.length; i++) if (have.has(words[i]! + words[i + 1]!)) found[i] = found[i + 1] = true;
  return found.filter(Boolean).length / words.length >= 0.6;
}

/** One letter inserted, removed or changed, or two neighbours swapped (and both words at least five letters long). */
function oneEditApart(a: string, b: string): boolean {
  if (b.length < 5 || Math.abs(a.length - b.length) > 1 || a === b) return a === b;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  // Changed, or swapped with the next letter ("Pifzer").
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

// ---------------------------------------------------------------- scoring
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
