/**
 * One normal form for questions and for the names they mention (properties, addresses, units, tenants): lower
 * case, words and numbers joined by single spaces, contractions spelt out, street words abbreviated alike, so
 * "12 Oak Street" in a question finds "12 Oak St." in the records. Every matcher of the parser reads this form.
 */

const contractions: Array<[RegExp, string]> = [
  [/\b(what|who|where|when|how|that|there|it|which)['’]s\b/g, '$1 is'],
  [/\b(do|does|did|is|are|was|were|have|has|had|would|should|could)n['’]t\b/g, '$1 not'],
  [/\bcan['’]t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon['’]t\b/g, 'will not'],
  [/\b(we|they|you)['’](re|ve|ll|d)\b/g, '$1'],
  [/\bi['’]m\b/g, 'i am'],
  // A possessive names whose it is; the noun is what matters ("Acme's leases", "the tenants' leases").
  [/(\w)['’]s\b/g, '$1'],
  [/(\w)s['’](?=\s|$)/g, '$1s'],
];

const abbreviations: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  terrace: 'ter',
  parkway: 'pkwy',
  highway: 'hwy',
  square: 'sq',
  circle: 'cir',
  mount: 'mt',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  apartment: 'apartment',
  '&': 'and',
};

/** Words and numbers of a text: "$3,000.50", "2027-06-30", "6/30/2027", "4b", "pet-friendly", "#". */
const tokenRe = /#|[$]?[a-z0-9]+(?:[.,\-/'][a-z0-9]+)*%?|&/g;

export function tokens(text: string): string[] {
  let t = text.toLowerCase().replace(/[’‘]/g, "'");
  if (t.includes("'") || t.includes('cannot')) for (const [re, to] of contractions) t = t.replace(re, to);
  return (t.match(tokenRe) ?? []).map((w) => abbreviations[w] ?? w);
}

/** The normal form: tokens joined by single spaces. */
export const normalize = (text: string) => tokens(text).join(' ');

/** Where `phrase` (normalised) occurs in `text` (normalised) as whole words, or -1. */
export function findPhrase(text: string, phrase: string, from = 0): number {
  if (!phrase) return -1;
  let at = text.indexOf(phrase, from);
  while (at >= 0) {
    const before = at === 0 || text[at - 1] === ' ';
    const after = at + phrase.length === text.length || text[at + phrase.length] === ' ';
    if (before && after) return at;
    at = text.indexOf(phrase, at + 1);
  }
  return -1;
}

/** A unit label without its kind ("Unit 4B", "Apt. 4B", "#4B" are all "4b"). */
export function unitKey(label: string): string {
  return normalize(label)
    .replace(/^(?:unit|units|apt|apartment|suite|ste|no|number|#|space|shop|flat)\s+/, '')
    .replace(/^#\s*/, '')
    .replace(/\s+/g, '');
}

/** Words of company names that say nothing about which company. */
const corporateSuffixes = new Set([
  'llc',
  'inc',
  'corp',
  'corporation',
  'co',
  'ltd',
  'limited',
  'company',
  'lp',
  'llp',
  'plc',
  'pllc',
  'pc',
  'the',
  'l.l.c',
  'incorporated',
]);

/** How a tenant may be named in a question: the full name, and a company's name without "LLC", "Inc." and such. */
export function tenantNameForms(name: string): string[] {
  const full = normalize(name);
  const words = full.split(' ').filter((w) => !corporateSuffixes.has(w.replace(/\.$/, '')));
  const core = words.join(' ');
  return [...new Set([full, core])].filter((f) => f.length >= 3);
}

/** Words that make up a building's name rather than tell buildings apart ("Oak Street Apartments" is "Oak Street"). */
const genericBuildingWords = new Set([
  'apartments',
  'apartment',
  'apts',
  'building',
  'bldg',
  'residences',
  'homes',
  'lofts',
  'complex',
  'property',
  'properties',
  'the',
]);

/** How a property may be named in a question: its name, its name without "Apartments", its address and street. */
export function propertyNameForms(name: string, address: string | null): string[] {
  const forms = new Set<string>();
  const n = normalize(name);
  forms.add(n);
  const core = n
    .split(' ')
    .filter((w) => !genericBuildingWords.has(w))
    .join(' ');
  if (core.split(' ').length >= 2 || /\b(st|ave|rd|blvd|dr|ln|ct|pl|ter|pkwy|hwy|sq|cir|plaza|park|tower|towers|center|centre|court)\b/.test(core))
    forms.add(core);
  for (const a of [address, name]) {
    if (!a) continue;
    const line = normalize(a.split(',')[0] ?? '');
    if (/^\d/.test(line)) {
      forms.add(line);
      // "12 Oak St" is also "Oak St" (the street), as people say "at Oak Street".
      const street = line.replace(/^\d+[a-z]?\s+/, '');
      if (street.split(' ').length >= 2) forms.add(street);
    }
    if (a === address) forms.add(normalize(a));
  }
  return [...forms].filter((f) => f.length >= 3);
}
