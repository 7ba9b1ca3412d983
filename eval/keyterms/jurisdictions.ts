/** Jurisdictions named in gold answers and in the product's answers (eval/keyterms.ts). */
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
    .replace(/^(the\s+)?(laws?\s+of\s+)?(the\s+)?((state|commonwealth|province|republic|federal republic|people's republic|kingdom)\s+of\s+)?(the\s+)?/, '')
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
