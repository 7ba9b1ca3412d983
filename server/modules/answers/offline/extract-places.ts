/**
 * Places: the governing law's jurisdiction ("governed by the laws of the State of New York" → "New York") and
 * street addresses ("premises located at 12 Oak Street, Springfield, IL 62701").
 */

export interface FoundPlace {
  name: string;
  start: number;
  end: number;
  /** The jurisdiction in the document's words, for answers: "the Commonwealth of Massachusetts", "England and Wales". */
  written?: string;
}

const stopAfterName =
  /\s*(?:,|\.|;|:|\(|\bwithout\b|\bexcluding\b|\bexclusive\b|\bexcept\b|\bapplicable\b|\bregardless\b|\bwith(?:out)?\b|\bas\b|\bthat\b|\bwhich\b|\bin\s+(?:effect|force)\b|\band\s+(?:the|its|all|any|shall|each|applicable|without|not|to|will)\b|\bshall\b|\bwill\b|\bincluding\b|\bfor\b|\bto\s+the\b|\bapply\b|\bgoverning\b|\bin\s+all\b|\bin\s+respect\b|\bnot\b|\bother\s+than\b|\bunless\b|\bwhere\b|\bthereof\b|\bsubject\b|\bby\b|\bon\b|\bUSA\b|\bU\.S\.A\b|\bUnited States of America\b|$)/i;

function titleCase(s: string): string {
  if (s !== s.toUpperCase()) return s;
  return s
    .toLowerCase()
    .replace(/\b([a-z])/g, (c) => c.toUpperCase())
    .replace(/\bOf\b/g, 'of')
    .replace(/\bAnd\b/g, 'and')
    .replace(/\bThe\b/g, 'the');
}

/** "the State of New York" → "New York"; keeps "Province of Ontario", "Republic of Kazakhstan". */
export function normalizeJurisdiction(raw: string): string {
  let s = titleCase(raw.replace(/\s+/g, ' ').trim());
  s = s.replace(/^(?:the\s+)?(?:internal\s+|substantive\s+|domestic\s+)?/i, '');
  s = s.replace(/^(?:State|Commonwealth)\s+of\s+/i, '');
  s = s.replace(/^the\s+/i, '');
  s = s.replace(/\s*,?\s*(?:USA|U\.S\.A\.?|United States(?: of America)?)$/i, '');
  s = s.replace(/(?:\s+(?:and|of|the))+\s*$/i, '').replace(/([a-z]{2})\.$/, '$1');
  // Abbreviations: "the laws of the PRC", "N.Y. law".
  if (/^P\.?\s?R\.?\s?C\.?$/i.test(s)) return "People's Republic of China";
  if (/^N\.?\s?Y\.?$/i.test(s)) return 'New York';
  return s.trim();
}

/** The words before a jurisdiction's name that belong to it: "the State of", "the Commonwealth of". */
const jurisdictionPrefix =
  /^(?:the\s+)?((?:State|Commonwealth|Province|Republic|Kingdom|District|Federal Republic|People['’]s Republic|Territory|Emirate|Canton|Grand Duchy)\s+of\s+(?:the\s+)?)/i;

/** "the Commonwealth of Massachusetts" from the captured words and the name found in them. */
function writtenJurisdiction(captured: string, name: string): string {
  const prefix = jurisdictionPrefix.exec(captured)?.[1];
  // "New York" is how "the State of New York" is named; a Commonwealth or a Republic keeps its words.
  if (!prefix || /^state\s/i.test(prefix) || name.toLowerCase().startsWith(prefix.trim().toLowerCase())) return name;
  return `the ${prefix[0]!.toUpperCase()}${prefix.slice(1).toLowerCase().replace(/\s+/g, ' ')}${name}`;
}

const lawPhrase =
  /\b(?:governed|construed|interpreted|enforced|determined|controlled|regulated|subject)\b[^.;]{0,160}?(?<!by-)\b(?:laws?|legislation),?\s+(?:of|in|prevailing in|applicable in)\s+(?:the\s+)?((?:(?:State|Commonwealth|Province|Republic|Kingdom|District|Federal Republic|People['’]s Republic|Territory|Emirate|Canton|Grand Duchy)\s+of\s+)?(?:the\s+)?[A-Z][A-Za-z.'’-]*(?:\s+(?:of\s+|and\s+)?[A-Z][A-Za-z.'’-]*){0,5})/gi;
const adjectiveLaw =
  /\b(?:governed|construed|interpreted|enforced|determined|according\s+to|in\s+accordance\s+with|application\s+of)\b[^.;]{0,80}?\b(PRC|English|Scottish|Irish|German|French|Italian|Spanish|Belgian|Austrian|Danish|Norwegian|Finnish|Swiss|Dutch|Swedish|Japanese|Korean|Chinese|Singapore(?:an)?|Hong Kong|Israeli|Indian|Canadian|Australian|Delaware|New York|California|Texas|Illinois|Nevada|Florida|Ontario|Quebec|[A-Z][a-z]+)\s+[Ll]aws?\b/g;
const legislationApplies =
  /\b(?:legislation|laws?)\s+of\s+(?:the\s+)?((?:Republic|State|Commonwealth|Province|Kingdom)\s+of\s+[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+){0,3})\s+shall\s+(?:apply|govern)/gi;

const adjectiveToPlace: Record<string, string> = {
  English: 'England and Wales',
  Scottish: 'Scotland',
  Irish: 'Ireland',
  German: 'Germany',
  French: 'France',
  Italian: 'Italy',
  Spanish: 'Spain',
  Belgian: 'Belgium',
  Austrian: 'Austria',
  Danish: 'Denmark',
  Norwegian: 'Norway',
  Finnish: 'Finland',
  Korean: 'Republic of Korea',
  Swiss: 'Switzerland',
  Dutch: 'the Netherlands',
  Swedish: 'Sweden',
  Japanese: 'Japan',
  Chinese: "People's Republic of China",
  PRC: "People's Republic of China",
  Singaporean: 'Singapore',
  Israeli: 'Israel',
  Indian: 'India',
  Canadian: 'Canada',
  Australian: 'Australia',
};

/** Keeps the leading capitalised words of a captured name ("New York without regard" → "New York"). */
function capitalisedPrefix(captured: string): string {
  const words = captured.split(/(\s+)/);
  let out = '';
  for (let i = 0; i < words.length; i += 2) {
    const w = words[i]!;
    const connector = /^(of|and|the)$/.test(w);
    if (!connector && !/^[A-Z]/.test(w)) break;
    out += (i ? words[i - 1] : '') + w;
  }
  return out.replace(/(\s+(?:and|of|the))+$/i, '');
}

/** The same text with each all-capital word turned into a capitalised one (same length, same offsets). */
function softenCapitals(text: string): string {
  const letters = text.replace(/[^A-Za-z]/g, '');
  if (!letters.length || letters.replace(/[^A-Z]/g, '').length / letters.length < 0.6) return text;
  return text.replace(/[A-Za-z][A-Za-z'’]*/g, (w) => (/^(OF|AND|THE|IN|BY|TO|WITH|FOR|ON)$/.test(w) ? w.toLowerCase() : w[0]! + w.slice(1).toLowerCase()));
}

/** The jurisdiction whose law governs, from a governing-law sentence. */
export function findGoverningLaw(input: string): FoundPlace | null {
  const text = softenCapitals(input);
  let federal: FoundPlace | null = null;
  for (const re of [legislationApplies, lawPhrase]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const captured = capitalisedPrefix(m[1]!.replace(/^(?:the\s+)?(?:s[a-z]ate|commonwealth)\s+of\s+/i, ''));
      const cut = captured.search(stopAfterName);
      let raw = (cut > 0 ? captured.slice(0, cut) : captured).replace(/(?:\s+(?:and|of|the))+\s*$/i, '');
      // "the laws of the United States of America and of the State of Texas": the federal part, then the state.
      const federalPart = /^United States(?: of America)?\b/i.exec(raw);
      if (federalPart) raw = federalPart[0];
      const name = federalPart ? 'United States' : normalizeJurisdiction(raw);
      if (
        !name ||
        /^(this|such|any|each|said|that|its|their|which|another|other|conflicts?|law|the|state|commonwealth|province|country|jurisdiction)$/i.test(name)
      )
        continue;
      const start = m.index + m[0].lastIndexOf(raw);
      // "the laws of the United States and, to the extent not inconsistent, of the State of Kentucky": the state.
      if (/^United States( of America)?$/i.test(name)) {
        federal ??= { name, start, end: start + raw.length };
        re.lastIndex = Math.max(re.lastIndex, start + raw.length);
        continue;
      }
      return { name, start, end: start + raw.length, written: writtenJurisdiction(m[1]!, name) };
    }
  }
  if (federal) {
    const after =
      /(?:\blaws?,?\s+)?\b(?:of|and)\s+(?:of\s+)?(?:the\s+)?((?:State|Commonwealth|Province)\s+of\s+)([A-Z][A-Za-z.'’-]*(?:\s+[A-Z][A-Za-z.'’-]*){0,3})/.exec(
        text.slice(federal.end),
      );
    const raw = after ? capitalisedPrefix(after[2]!) : '';
    if (raw) {
      const start = federal.end + after!.index + after![0].lastIndexOf(raw);
      const name = normalizeJurisdiction(raw);
      return { name, start, end: start + raw.length, written: writtenJurisdiction(after![1]! + raw, name) };
    }
    return federal;
  }
  adjectiveLaw.lastIndex = 0;
  const a = adjectiveLaw.exec(text);
  if (a && !/^(applicable|federal|the|such|this|any|governing|local|substantive|internal|that)$/i.test(a[1]!)) {
    const start = a.index + a[0].length - a[1]!.length - ' law'.length;
    return { name: adjectiveToPlace[a[1]!] ?? a[1]!, start, end: start + a[1]!.length };
  }
  return null;
}

const streetTypes =
  'Street|St\\.?|Avenue|Ave\\.?|Av\\.?|Road|Rd\\.?|Boulevard|Blvd\\.?|Lane|Ln\\.?|Drive|Dr\\.?|Way|Court|Ct\\.?|Place|Pl\\.?|Parkway|Pkwy\\.?|Highway|Hwy\\.?|Square|Sq\\.?|Terrace|Ter\\.?|Circle|Cir\\.?|Plaza|Trail|Trl\\.?|Loop|Row|Alley|Pike|Crescent|Run|Path|Pointe?|Ridge|Commons|Center|Centre|Walk|Turnpike|Expressway|Freeway|Crossing|Heights|Hill|Grove|Landing|Glen|Creek|Bend|Cove|Hollow|Meadows?|Mall|Broadway';

const usStates =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|District of Columbia|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|Puerto Rico';

/** A street address read into its parts; `name` is the whole as written (without trailing punctuation). */
export interface StreetAddress extends FoundPlace {
  street: string;
  /** The unit as written ("Unit 3B", "Apt. 4", "Suite 200", "#12"), when the address carries one. */
  unit: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

const unitDesignator = '(?:Suite|Ste\\.?|Unit|Flat|Apt\\.?|Apartment|Apt\\.?\\s*No\\.?|Unit\\s*No\\.?|Space|Room|Rm\\.?|Floor|Fl\\.?|#)';
const addressRe = new RegExp(
  `\\b(\\d{1,6}[A-Za-z]?(?:-\\d{1,5})?\\s+(?:(?:[NSEW]\\.?|North|South|East|West)\\s+)?(?:[A-Z0-9][\\w.'-]*\\s+){0,4}(?:${streetTypes})\\b\\.?(?:\\s+(?:[NS][EW]?|[EW]|North|South|East|West)\\b\\.?)?)` +
    `(?:,?\\s*(${unitDesignator}\\s*[\\w-]+))?` +
    `(?:(?:,\\s*|\\s+)(?:in\\s+)?(?:the\\s+)?(?:(?:City|Town|Village|Borough|Township|County)\\s+of\\s+)([A-Z][A-Za-z.]+(?:\\s+[A-Z][A-Za-z.]+){0,3})|,\\s*([A-Z][A-Za-z.]+(?:\\s+[A-Z][A-Za-z.]+){0,3}))?` +
    `(?:,?\\s*(${usStates}|[A-Z]{2}(?![a-z])))?` +
    `(?:,?\\s+(\\d{5}(?:-\\d{4})?))?`,
  'g',
);

/** A street of a kind the list does not name ("18 Larkspur Close"), known by the city, state and ZIP after it. */
const addressWithZip = new RegExp(
  `\\b(\\d{1,6}[A-Za-z]?\\s+(?:[A-Z][\\w.'-]*\\s+){0,3}[A-Z][\\w.'-]*)(?:,?\\s*(${unitDesignator}\\s*[\\w-]+))?,\\s*([A-Z][A-Za-z.]+(?:\\s+[A-Z][A-Za-z.]+){0,3}),?\\s+(${usStates}|[A-Z]{2})\\s+(\\d{5}(?:-\\d{4})?)\\b`,
  'g',
);

/** Every street address in the text, with street, unit, city, state and ZIP code where written. */
export function findStreetAddresses(text: string): StreetAddress[] {
  const out: StreetAddress[] = [];
  for (const m of text.matchAll(addressWithZip)) {
    const name = m[0];
    out.push({ name, start: m.index!, end: m.index! + name.length, street: m[1]!, unit: m[2] ?? null, city: m[3]!, state: m[4]!, zip: m[5]! });
  }
  for (const m of text.matchAll(addressRe)) {
    let city: string | null = m[3] ?? m[4] ?? null;
    let state: string | null = m[5] ?? null;
    // "Springfield, Illinois": a state name read as the city when no city follows the street.
    if (city && !state && new RegExp(`^(?:${usStates})$`).test(city)) [city, state] = [null, city];
    const name = m[0].replace(/[\s,]+$/, '');
    if (out.some((o) => o.start < m.index! + name.length && m.index! < o.end)) continue;
    out.push({ name, start: m.index!, end: m.index! + name.length, street: m[1]!.replace(/[\s,]+$/, ''), unit: m[2] ?? null, city, state, zip: m[6] ?? null });
  }
  return out;
}

/** A street address, optionally with unit, city, state and postal code. */
export function findAddress(text: string): FoundPlace | null {
  const first = findStreetAddresses(text).sort((a, b) => a.start - b.start)[0];
  return first ? { name: first.name, start: first.start, end: first.end } : null;
}
