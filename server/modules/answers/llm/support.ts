/**
 * Does a passage support a claim? An explainable check, no model:
 * - every number and date in the claim appears in the passage ("sixty (60)" and "60" agree, so do
 *   "12/31/2025" and "December 31, 2025");
 * - so does every name: a capitalised word inside the sentence, or a state or country anywhere ("Delaware law"
 *   is not supported by "the laws of Connecticut");
 * - at least 65% of the claim's content words and facts are found, allowing word forms
 *   ("terminates"/"termination") and synonyms common in property documents ("tenant"/"lessee",
 *   "ends"/"expires"); words every contract repeats ("agreement", "party") count half;
 * - a claim that denies something needs a denial in the passage ("pets are not allowed" is not supported by
 *   "pets are allowed with a deposit").
 * Known limit: the reverse flip ("may sublet" against "may not sublet") passes, since a passage's
 * "shall not … without consent" often does support a positive claim.
 */

const SUFFIXES = ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ally', 'ly', 'als', 'al', 'ed', 'es', 's'];

/**
 * A crude stem: one common suffix off, then the first six letters, so "renewal"/"renew" and "terminate"/
 * "termination" meet. (Kept here rather than shared so the support thresholds stay calibrated against it.)
 */
function stem(word: string): string {
  let w = word;
  for (const suffix of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= (suffix === 's' ? 3 : 4) && !w.endsWith('ss')) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w.slice(0, 6);
}

export interface ClaimTerms {
  /** Content-word stems, synonyms mapped to one form. */
  words: string[];
  /** Names (capitalised mid-sentence, or a state or country) that the passage must contain, as stems. */
  names: string[];
  /** Each fact is a set of acceptable forms (e.g. "n:2025" or "n:25" for a two-digit year). */
  facts: Array<Set<string>>;
  /** The claim denies something ("not", "no", "never", "prohibited"...). */
  negated: boolean;
}

export interface PassageTerms {
  words: string[];
  facts: Set<string>;
  negated: boolean;
}

export interface Support {
  supported: boolean;
  /** Share of the claim's words and facts found in the passage, 0..1. */
  coverage: number;
  /** Numbers, dates and names of the claim that the passage lacks; any makes the claim unsupported. */
  missingFacts: number;
}

/** Share of the claim's weighted words and facts the passage must hold. */
const MIN_COVERAGE = 0.65;
/** Words every contract repeats prove little: they count half. */
const GENERIC_WEIGHT = 0.5;
const MIN_PREFIX = 5;

const STOPWORDS = new Set(
  (
    'a an the of to in on at by for from with and or nor but if then than as is are was were be been being ' +
    'do does did doing done have has had having can could may might must shall should will would this that these ' +
    "those there here it its it's what which who whom whose when where why how any all each every some such not " +
    'our your their his her my me we you they them he she i us about into over under per upon between within ' +
    'also only just very more most other same so too yes no both either neither whether while until after before ' +
    'hereof herein hereunder thereof therein thereto hereby hereto said such following set forth ' +
    // Words about the sources rather than the facts: the model says them, the passages need not.
    'passage passages document documents according states stated says say said mentions mentioned mention ' +
    'specifies specified indicates indicated information provided provides text'
  ).split(/\s+/),
);

const GENERIC_WORDS = [
  'agreement',
  'contract',
  'lease',
  'party',
  'parties',
  'term',
  'terms',
  'provision',
  'provisions',
  'section',
  'clause',
  'company',
  'date',
  'dated',
  'person',
];

/** Word groups that mean the same in these documents; each maps to its first word. */
const SYNONYMS: string[][] = [
  [
    'end',
    'ends',
    'ended',
    'ending',
    'expire',
    'expires',
    'expired',
    'expiring',
    'expiration',
    'expiry',
    'terminate',
    'terminates',
    'terminated',
    'termination',
  ],
  ['begin', 'begins', 'began', 'beginning', 'start', 'starts', 'started', 'commence', 'commences', 'commenced', 'commencement'],
  ['tenant', 'tenants', 'lessee', 'lessees', 'renter', 'renters', 'occupant', 'occupants'],
  ['landlord', 'landlords', 'lessor', 'lessors'],
  ['pay', 'pays', 'paid', 'paying', 'payment', 'payments', 'payable'],
  ['allow', 'allows', 'allowed', 'permit', 'permits', 'permitted', 'permission'],
  ['prohibit', 'prohibits', 'prohibited', 'forbid', 'forbids', 'forbidden'],
  ['repair', 'repairs', 'repaired', 'maintain', 'maintains', 'maintained', 'maintenance', 'fix', 'fixes'],
  ['renew', 'renews', 'renewed', 'renewal', 'renewals', 'extend', 'extends', 'extended', 'extension', 'extensions'],
  ['notice', 'notices', 'notify', 'notified', 'notification'],
  ['month', 'months', 'monthly'],
  ['year', 'years', 'yearly', 'annual', 'annually'],
  ['day', 'days', 'daily'],
  ['week', 'weeks', 'weekly'],
  ['govern', 'governs', 'governed', 'governing', 'construed'],
  ['rent', 'rents', 'rented', 'rental', 'rentals'],
  ['premises', 'property', 'unit', 'apartment'],
  ['cancel', 'cancels', 'cancelled', 'canceled', 'cancellation'],
  ['sign', 'signs', 'signed', 'execute', 'executed', 'execution'],
  ['pet', 'pets', 'animal', 'animals', 'dog', 'dogs', 'cat', 'cats'],
  ['consent', 'consents', 'approval', 'approve', 'approves', 'approved', 'agree', 'agrees', 'agreed'],
  ['written', 'writing'],
  ['sublet', 'sublets', 'sublease', 'subleases', 'subletting', 'assign', 'assigns', 'assignment'],
  ['fee', 'fees', 'charge', 'charges', 'cost', 'costs'],
  ['late', 'overdue', 'delinquent'],
  ['vacate', 'vacates', 'move-out', 'surrender', 'surrenders'],
];
const synonymOf = new Map<string, string>();
for (const group of SYNONYMS) for (const word of group) synonymOf.set(word, group[0]!);
/** Compared as normalised word forms (stems), like every claim word. */
const GENERIC = new Set(GENERIC_WORDS.map((w) => normalizeWord(w)));

const MONTHS: Record<string, number> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const UNITS = [
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
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const MULTIPLIERS: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

const PLACES = new Set(
  (
    'alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois ' +
    'indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri ' +
    'montana nebraska nevada hampshire jersey mexico york carolina dakota ohio oklahoma oregon pennsylvania rhode ' +
    'tennessee texas utah vermont virginia washington wisconsin wyoming columbia england wales scotland ireland ' +
    'canada ontario quebec alberta germany france japan china india netherlands switzerland singapore kong israel ' +
    'australia bermuda cayman luxembourg sweden norway denmark finland spain italy brazil korea taiwan'
  ).split(/\s+/),
);

const numberKey = (value: number) => `n:${Number.isInteger(value) ? value : Number(value.toFixed(4))}`;

/** Numbers and dates, each as its acceptable forms. `forClaim` leaves out "one", which is mostly not a number. */
function extractFacts(text: string, forClaim: boolean): Array<Set<string>> {
  const facts: Array<Set<string>> = [];
  const lower = text.toLowerCase();
  const consumed: Array<[number, number]> = [];
  const isConsumed = (at: number) => consumed.some(([s, e]) => at >= s && at < e);

  // Numeric dates first, so their parts are read as month/day/year: 12/31/2025, 31.12.25, 2025-12-31.
  for (const m of lower.matchAll(/\b(\d{4})-(\d{1,2})-(\d{1,2})\b|\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g)) {
    consumed.push([m.index!, m.index! + m[0].length]);
    const [year, a, b] = m[1] ? [m[1], m[2]!, m[3]!] : [m[6]!, m[4]!, m[5]!];
    const y = Number(year);
    const fullYear = year.length === 2 ? (y < 70 ? 2000 + y : 1900 + y) : y;
    facts.push(new Set([numberKey(fullYear), numberKey(y)]));
    for (const part of [Number(a), Number(b)]) {
      const forms = new Set([numberKey(part)]);
      if (part >= 1 && part <= 12) forms.add(`m:${part}`);
      facts.push(forms);
    }
  }
  for (const m of lower.matchAll(/\d[\d,]*(?:\.\d+)?/g)) {
    if (isConsumed(m.index!)) continue;
    const value = Number(m[0].replace(/,/g, ''));
    if (!Number.isFinite(value)) continue;
    const forms = new Set([numberKey(value)]);
    const after = /^\s*(thousand|million|billion)\b/.exec(lower.slice(m.index! + m[0].length));
    if (after) forms.add(numberKey(value * MULTIPLIERS[after[1]!]!));
    facts.push(forms);
  }
  for (const m of lower.matchAll(/\b([a-z]+)\b(?=(?:[\s-]+([a-z]+))?)/g)) {
    const first = m[1]!;
    if (first in MONTHS) {
      // "may" and the short forms are months only next to a number ("May 1", "1 May", "Jan. 5").
      const nextIsNumber = /^\.?\s*\d/.test(lower.slice(m.index! + first.length));
      const prevIsNumber = /\d(st|nd|rd|th)?\s*(day of\s*)?$/.test(lower.slice(0, m.index!));
      if ((first.length > 4 && first !== 'may') || nextIsNumber || prevIsNumber) facts.push(new Set([`m:${MONTHS[first]}`]));
      continue;
    }
    let value: number | null = null;
    if (first in TENS) {
      value = TENS[first]!;
      const unit = m[2] ? UNITS.indexOf(m[2]) : -1;
      if (unit > 0 && unit < 10) value += unit;
    } else if (UNITS.includes(first)) {
      value = UNITS.indexOf(first);
      if (forClaim && value === 1) value = null;
    }
    if (value !== null) facts.push(new Set([numberKey(value)]));
  }
  return facts;
}

/** A word form as it is compared: lower case, possessive dropped, synonyms merged, stemmed. */
function normalizeWord(raw: string): string {
  const w = raw.toLowerCase().replace(/[’]/g, "'").replace(/'s$/, '');
  return synonymOf.get(w) ?? stem(w);
}

/**
 * Names the claim asserts: capitalised words that do not start the sentence (short all-capital acronyms such
 * as "UN" or "LLC" aside, since passages often spell them out), and states and countries wherever they are.
 */
function extractNames(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g)) {
    const word = m[0];
    const lower = word.toLowerCase().replace(/['’]s$/, '');
    if (PLACES.has(lower)) {
      out.add(normalizeWord(word));
      continue;
    }
    if (!/^[A-Z]/.test(word) || (word.length <= 4 && word === word.toUpperCase())) continue;
    if (STOPWORDS.has(lower) || lower in MONTHS || lower in TENS || UNITS.includes(lower)) continue;
    const before = text.slice(0, m.index!);
    if (/(^|[.!?:;]\s+|\n\s*)["'“(\-–•*\s]*$/.test(before)) continue; // first word of a sentence or item
    out.add(normalizeWord(word));
  }
  return [...out];
}

function extractWords(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .replace(/[’]/g, "'")
      .match(/[a-z][a-z'-]*[a-z]/g) ?? [];
  const out = new Set<string>();
  for (const raw of words) {
    const w = raw.replace(/'s$/, '');
    if (STOPWORDS.has(w) || w in MONTHS || w in TENS || UNITS.includes(w) || w in MULTIPLIERS) continue;
    out.add(normalizeWord(w));
  }
  return [...out];
}

const NEGATION = /\b(not|no|never|none|neither|nor|cannot|prohibit\w*|forbid\w*|may not|shall not)\b|n['’]t\b/i;

export function claimTerms(text: string): ClaimTerms {
  return { words: extractWords(text), names: extractNames(text), facts: extractFacts(text, true), negated: NEGATION.test(text) };
}

export function passageTerms(text: string): PassageTerms {
  const facts = new Set<string>();
  for (const forms of extractFacts(text, false)) for (const f of forms) facts.add(f);
  return { words: extractWords(text), facts, negated: NEGATION.test(text) };
}

/** A claim with no content words and no numbers ("Yes.", "Here is what I found:") asserts nothing checkable. */
export function isCheckable(claim: ClaimTerms): boolean {
  return claim.words.length + claim.facts.length > 0;
}

function wordFound(word: string, passage: PassageTerms): boolean {
  return passage.words.some((p) => p === word || (Math.min(p.length, word.length) >= MIN_PREFIX && (p.startsWith(word) || word.startsWith(p))));
}

/**
 * `passage` is the text the claim is checked against (a sentence or two); names may also be found in `context`
 * (the whole passage and its document's title), since a claim often names a party stated a few lines away.
 */
export function supportOf(claim: ClaimTerms, passage: PassageTerms, context?: PassageTerms): Support {
  const weight = (w: string) => (GENERIC.has(w) ? GENERIC_WEIGHT : 1);
  const total = claim.words.reduce((sum, w) => sum + weight(w), 0) + claim.facts.length;
  if (total === 0) return { supported: false, coverage: 0, missingFacts: 0 };
  const factHits = claim.facts.filter((forms) => [...forms].some((f) => passage.facts.has(f))).length;
  const wordHits = claim.words.reduce((sum, w) => sum + (wordFound(w, passage) ? weight(w) : 0), 0);
  const coverage = (factHits + wordHits) / total;
  const missingNames = claim.names.filter((n) => !passage.words.includes(n) && !context?.words.includes(n)).length;
  const missingFacts = claim.facts.length - factHits + missingNames;
  const polarityHolds = !claim.negated || passage.negated;
  return { supported: missingFacts === 0 && polarityHolds && coverage >= MIN_COVERAGE, coverage, missingFacts };
}
