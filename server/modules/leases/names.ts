/**
 * How a lease's words are matched to portfolio records: case, punctuation and common street abbreviations do not
 * matter ("12 Oak Street, Apt. 4B" is "12 oak st apt 4b"), person names match in any order ("Reyes, Dana").
 * Pure, so the matching rules are tested on their own.
 */

const abbreviations: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  parkway: 'pkwy',
  highway: 'hwy',
  terrace: 'ter',
  square: 'sq',
  circle: 'cir',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  suite: 'ste',
  apartment: 'apt',
  number: 'no',
};

/** Lower case, every run of punctuation and space one space: "Oak St., #4B" → "oak st 4b". */
export function normaliseText(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function normaliseAddress(s: string): string {
  return normaliseText(s)
    .split(' ')
    .map((w) => abbreviations[w] ?? w)
    .join(' ');
}

const unitPattern = /(?:^|[\s,])(?:(?:apt|apartment|unit|suite|ste|no)\b\.?|#)\s*#?\s*([a-z0-9][a-z0-9-]{0,9})\b/i;

/** The unit an address names ("12 Oak St, Apt 4B" → "4B"), or null. */
export function unitFromAddress(address: string): string | null {
  const match = unitPattern.exec(address);
  return match?.[1] ? match[1].toUpperCase() : null;
}

/** The street line of an address without its unit: "12 Oak Street, Apt 4B, Springfield" → "12 oak st". */
export function streetKey(address: string): string {
  const first = address.split(/[,\n]/)[0] ?? address;
  return normaliseAddress(first.replace(unitPattern, ' '));
}

/** Whether two addresses name the same place: the whole address, or the street line when either gives no more. */
export function sameAddress(a: string, b: string): boolean {
  const na = normaliseAddress(a.replace(unitPattern, ' '));
  const nb = normaliseAddress(b.replace(unitPattern, ' '));
  if (!na || !nb) return false;
  return na === nb || streetKey(a) === streetKey(b);
}

/** A person's or company's name as a key: words sorted, so "Reyes, Dana" and "Dana Reyes" are one name. */
export function nameKey(name: string): string {
  return normaliseText(name)
    .split(' ')
    .filter((w) => w && !honorifics.has(w))
    .sort()
    .join(' ');
}
const honorifics = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'mx']);

/** Same name, or one holds every word of the other ("Dana M. Reyes" and "Dana Reyes"). */
export function sameName(a: string, b: string): boolean {
  const ka = nameKey(a);
  const kb = nameKey(b);
  if (!ka || !kb) return false;
  if (ka === kb) return true;
  const wa = new Set(ka.split(' '));
  const wb = new Set(kb.split(' '));
  const [small, large] = wa.size <= wb.size ? [wa, wb] : [wb, wa];
  return small.size >= 2 && [...small].every((w) => large.has(w));
}

const companyWords =
  /\b(inc|incorporated|llc|l l c|ltd|limited|corp|corporation|co|company|lp|llp|plc|gmbh|group|holdings|partners|partnership|trust|associates|enterprises|properties|realty|bank|foundation|university|church)\b/;

/** Whether a tenant's name is a company's ("Acme Coffee LLC") rather than a person's. */
export function isCompanyName(name: string): boolean {
  return companyWords.test(normaliseText(name));
}

const commercialUse =
  /\b(office|retail|store|shop|restaurant|cafe|commercial|warehouse|industrial|business|medical|clinic|salon|studio|bar|bakery|gym|showroom|manufacturing)\b/;
const residentialUse = /\b(residential|residence|dwelling|home|apartment|living|private)\b/;

/** Whether a lease reads commercial: its title says so, or its permitted use is a business's. */
export function readsCommercial(title: string, permittedUse: string | null): boolean {
  const t = normaliseText(title);
  if (/\b(commercial|office|retail|industrial|shop|store) (lease|space|premises)\b/.test(t)) return true;
  if (/\b(residential|apartment|house|home) (lease|rental)\b/.test(t)) return false;
  if (!permittedUse) return false;
  const use = normaliseText(permittedUse);
  return commercialUse.test(use) && !residentialUse.test(use);
}

/** A unit label as a key: "Unit 4-B", "Apt. 4B" and "4b" are one unit. */
export function unitKey(label: string): string {
  return normaliseText(label)
    .replace(/^(unit|apt|apartment|suite|ste|no|number|premises)\s+/, '')
    .replace(/\s+/g, '');
}

/** How a unit label is stored when a lease creates it: "Apt. 4B" → "4B". */
export function unitLabel(label: string): string {
  const bare = label.trim().replace(/^(unit|apt|apartment|suite|ste|no|number)\.?\s*#?\s*/i, '');
  return (bare || label.trim()).slice(0, 100);
}
