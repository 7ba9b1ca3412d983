/**
 * From a question to a structured query over the portfolio (query.ts), or null when the question is not
 * understood well enough to be answered from the records: it names one document, asks about a document's
 * content, names a unit the records do not have, or has words left that no matcher read. Null sends the question
 * to the documents, unchanged, so a wrong guess here costs nothing but the records path.
 */
import { addDays, findDateRanges, formatDay, type FoundRange } from './dates.js';
import { asksAboutContent, namesDocument } from './guards.js';
import { normalize } from './normalize.js';
import type { AskedValue, DateRange, LeaseFilter, MoneyTerm, Output, PortfolioQuery, Subject, UnitFilter } from './query.js';
import { FILLER, Scanner } from './scanner.js';
import { findMentions, type Mention } from './term-matchers.js';
import type { EntityMatch, Vocabulary } from './vocabulary.js';

export interface ParseContext {
  vocabulary: Vocabulary;
  /** The day "today" means (YYYY-MM-DD). */
  asOf: string;
}

/** Expiry words without a date ("Which leases are up for renewal?") mean the next 90 days. */
export const DEFAULT_WINDOW_DAYS = 90;

const SUBJECTS: Array<[Subject, RegExp]> = [
  ['leases', /\b(?:leases?|tenanc(?:y|ies)|rentals?|agreements?|contracts?)\b/g],
  ['tenants', /\b(?:tenants?|renters?|residents?|occupants?|lessees?|people|customers?)\b/g],
  ['units', /\b(?:units?|apartments?|apts?|suites?|spaces?|vacanc(?:y|ies)|homes?)\b/g],
  ['properties', /\b(?:propert(?:y|ies)|buildings?|sites?|locations?|complex(?:es)?)\b/g],
];

/** What the question is about: the first subject noun no entity name took ("Which tenants ...", "How many units ..."). */
function subjectOf(s: Scanner): Subject | null {
  let best: { subject: Subject; at: number } | null = null;
  for (const [subject, re] of SUBJECTS) {
    for (const m of s.text.matchAll(re)) {
      if (!s.isFree(m.index, m.index + m[0].length)) continue;
      if (!best || m.index < best.at) best = { subject, at: m.index };
      break;
    }
  }
  return best?.subject ?? null;
}

/** The output words: a count, a total or an average of a money term. Taken before the terms are read. */
function outputOf(s: Scanner): Output | null {
  const moneyTerm = (word: string): MoneyTerm => (/pet/.test(word) ? 'pet_deposit' : /deposit/.test(word) ? 'security_deposit' : 'monthly_rent');
  for (const m of s.each(
    /\b(?:average|avg|mean|typical)(?: (?:monthly|base|current))*( rents?| rental rates?| security deposits?| pet deposits?| deposits?)\b/g,
  ))
    return { kind: 'average', term: moneyTerm(m[1]!) };
  for (const m of s.each(
    /\b(?:(?:total|sum(?: of)?|combined|aggregate|overall|gross)(?: of)?(?: the)?(?: (?:monthly|current|base|contract))*( rents?| rental income| rent roll| income| revenue| security deposits?| pet deposits?| deposits?)|(rent roll)|how much(?: in)?(?: (?:monthly|total))?( rent| income| revenue| security deposits?| deposits?)(?= (?:do|did|will|can) (?:we|i|you)\b| (?:we|i) (?:collect|receive|get|bring|charge|hold|make|earn)| (?:in total|total|altogether|overall)\b| (?:is|are) (?:collected|charged|received|held|paid)\b))\b/g,
  )) {
    // "... do we collect", "... is held": the verb of a total.
    s.takeAll(
      /\b(?:collect|collected|collecting|receive|received|bring in|brings in|charge|charged|charging|hold|held|holding|make|earn|earned|get|in total|altogether|overall|per month|a month|monthly|each month|every month)\b/g,
    );
    return { kind: 'sum', term: moneyTerm(m[1] ?? m[2] ?? m[3] ?? 'rent') };
  }
  // "How much rent do the current leases at Oak Street bring in each month?"
  if (
    /\bhow much\b/.test(s.text) &&
    s.sees(/\b(?:bring in|brings in|bringing in|collect|collects|generate|generates|earn|earns|produce|produces|yield|yields|add up to|total)\b/)
  ) {
    const m = /\bhow much(?: in)?(?: (?:monthly|total))?( rent| income| revenue| security deposits?| deposits?)?\b/.exec(s.text);
    if (m && s.isFree(m.index, m.index + m[0].length)) {
      s.take(m.index, m.index + m[0].length);
      s.takeAll(
        /\b(?:bring in|brings in|bringing in|collect|collects|generate|generates|earn|earns|produce|produces|yield|yields|add up to|total|each month|every month|per month|a month|monthly|in total|altogether)\b/g,
      );
      return { kind: 'sum', term: moneyTerm(m[1] ?? 'rent') };
    }
  }
  if (s.takeAll(/\b(?:occupancy(?: rate| level| percentage)?|vacancy rate|how full|percent(?:age)? (?:occupied|leased|vacant))\b/g))
    return { kind: 'occupancy' };
  if (s.takeAll(/\b(?:how many|number of|count(?: of)?|total number of|count the|count all|tally)\b/g)) return { kind: 'count' };
  return null;
}

/** "Who is the tenant of unit 4B?", "Who lives in 2A?": the tenants of the leases named. */
function asksForTenants(s: Scanner): boolean {
  return s.takeAll(
    /\b(?:who (?:is|are)(?: the)? (?:tenants?|renters?|residents?|occupants?|lessees?)|who (?:lives|live|rents|rent|occupies|occupy|leases|is in|is renting|is leasing|stays|is living)|tenant names?|names? of (?:the )?tenants?|whose (?:lease|unit|apartment) is)\b/g,
  );
}

/** How the question is put: asking for a set (which, list, how many), for a value (what is, who pays, when), or yes or no. */
function modeOf(text: string): 'aggregate' | 'value' | 'yes_no' {
  const aggregate =
    /^(?:which|where|list|show|find|name|give|tell me which|identify|display|are there|is there|do (?:we|i) have|do any|does any|any|get|count|how many)\b/;
  if (aggregate.test(text) || /^(?:what|which) (?:leases|tenants|units|properties|buildings|apartments)\b/.test(text)) return 'aggregate';
  if (/^who (?:may|can|could|is allowed|are allowed|is permitted|are permitted|has|have|gets?|must|needs?)\b/.test(text)) return 'aggregate';
  if (/^(?:is|are|does|do|can|may|will|has|have|could|did|should)\b/.test(text)) return 'yes_no';
  if (/^(?:what|when|who|whom|whose|how|tell|give me the)\b/.test(text)) return 'value';
  // A phrase without a question word ("upcoming lease expirations", "tenants with pets allowed") asks for a list.
  return 'aggregate';
}

/** The mention each date range bounds: the nearest date-bearing term before it, else after it. */
function assignRanges(ranges: FoundRange[], mentions: Mention[]): Map<Mention, DateRange> | null {
  const targets = mentions.filter((m) => m.kind === 'expiry' || m.kind === 'commence' || m.kind === 'rent_change');
  const assigned = new Map<Mention, DateRange>();
  for (const r of ranges) {
    const before = targets.filter((t) => t.at < r.start && !assigned.has(t)).at(-1);
    const after = targets.find((t) => t.at > r.start && !assigned.has(t));
    const target = before ?? after;
    if (!target) return null;
    assigned.set(target, r.range);
  }
  return assigned;
}

function entityFilters(matches: EntityMatch[]): LeaseFilter[] {
  const filters: LeaseFilter[] = [];
  for (const kind of ['property', 'unit', 'tenant'] as const) {
    const of = matches.filter((m) => m.kind === kind);
    if (!of.length) continue;
    const label = [...new Set(of.map((m) => m.label))].join(' or ');
    const leaseIds = [...new Set(of.flatMap((m) => m.leaseIds))];
    if (kind === 'property') filters.push({ kind, propertyIds: [...new Set(of.flatMap((m) => m.propertyIds))], leaseIds, label });
    else if (kind === 'unit') filters.push({ kind, unitIds: [...new Set(of.flatMap((m) => m.unitIds))], leaseIds, label });
    else filters.push({ kind, tenantIds: [...new Set(of.flatMap((m) => m.tenantIds))], leaseIds, label });
  }
  return filters;
}

/** A term mention without a condition, as the value asked for. */
function askedValueOf(m: Mention): AskedValue | null {
  switch (m.kind) {
    case 'permission':
      return { kind: 'term', key: m.term };
    case 'renewal':
      return { kind: 'term', key: 'renewal_option' };
    case 'early_termination':
      return { kind: 'term', key: 'early_termination' };
    case 'repairs':
      return { kind: 'term', key: 'repairs' };
    case 'utility':
      return { kind: 'utility', utility: m.utility };
    case 'money':
      return { kind: 'term', key: m.term };
    case 'security_deposit':
      return { kind: 'term', key: 'security_deposit' };
    case 'pet_deposit':
      return { kind: 'term', key: 'pet_deposit' };
    case 'notice':
      return { kind: 'term', key: 'notice_to_vacate_days' };
    case 'term_months':
      return { kind: 'term', key: 'term_months' };
    case 'late_fee':
      return { kind: 'term', key: 'late_fee' };
    case 'governing_law':
      return { kind: 'term', key: 'governing_law' };
    case 'expiry':
      return { kind: 'term', key: 'expiration_date' };
    case 'commence':
      return { kind: 'term', key: 'commencement_date' };
    case 'rent_change':
      return { kind: 'term', key: 'rent_schedule' };
    case 'landlord':
      return { kind: 'term', key: 'landlord' };
    default:
      return null;
  }
}

/** A term mention with a condition, as a filter; null when it states none. */
function filterOf(m: Mention, range: DateRange | undefined, asOf: string, mode: 'aggregate' | 'value' | 'yes_no'): LeaseFilter | null {
  switch (m.kind) {
    case 'expiry':
      if (range) return { kind: 'expires', range };
      if (m.past) return { kind: 'status', status: 'ended' };
      if (mode !== 'aggregate') return null;
      return { kind: 'expires', range: defaultWindow(asOf) };
    case 'commence':
      return range ? { kind: 'commences', range } : null;
    case 'rent_change':
      return mode === 'aggregate' || range ? { kind: 'rent_change', range: range ?? null } : null;
    case 'permission':
      return m.values ? { kind: 'permission', term: m.term, values: m.values } : null;
    case 'renewal':
      return mode !== 'value' ? { kind: 'renewal', present: m.present } : null;
    case 'early_termination':
      return mode !== 'value' ? { kind: 'early_termination', present: m.present } : null;
    case 'repairs':
      return m.party ? { kind: 'repairs', party: m.party } : null;
    case 'utility':
      return m.payer && m.utility ? { kind: 'utility', utility: m.utility, payer: m.payer } : null;
    case 'money':
      return m.op && m.amount !== null ? { kind: 'money', term: m.term, op: m.op, amount: m.amount } : null;
    case 'notice':
      return m.op && m.days !== null ? { kind: 'notice_to_vacate', op: m.op, days: m.days } : null;
    case 'term_months':
      return m.op && m.months !== null ? { kind: 'term_months', op: m.op, months: m.months } : null;
    case 'late_fee':
      return mode !== 'value' ? { kind: 'late_fee', present: m.present, ...(m.basis ? { basis: m.basis } : {}) } : null;
    case 'governing_law':
      return m.jurisdiction ? { kind: 'governing_law', jurisdiction: m.jurisdiction } : null;
    case 'amended':
      return { kind: 'amended' };
    case 'status':
      return { kind: 'status', status: m.status };
    case 'use':
      return { kind: 'use', use: m.use };
    default:
      return null;
  }
}

function defaultWindow(asOf: string): DateRange {
  const to = addDays(asOf, DEFAULT_WINDOW_DAYS);
  return { from: asOf, to, phrase: `in the next ${DEFAULT_WINDOW_DAYS} days (by ${formatDay(to)})` };
}

/** The structured query for a question, or null to leave it to the documents. */
export function parseQuestion(question: string, { vocabulary, asOf }: ParseContext): PortfolioQuery | null {
  if (asksAboutContent(question) || namesDocument(question, vocabulary)) return null;
  const text = normalize(question);
  if (!text) return null;
  const s = new Scanner(text);
  const mode = modeOf(text);

  const { matches, unknownUnit } = vocabulary.find(text);
  if (unknownUnit) return null;
  for (const m of matches) s.take(m.start, m.end);
  const ranges = findDateRanges(text, asOf).filter((r) => s.isFree(r.start, r.end));
  for (const r of ranges) s.take(r.start, r.end);

  const subjectWord = subjectOf(s);
  const output = outputOf(s);
  const tenantsAsked = asksForTenants(s);
  const mentions = findMentions(s);
  const leftovers = s.leftovers().filter((w) => !FILLER.has(w) && !/^\$$/.test(w));
  if (leftovers.length) return null;

  const assigned = assignRanges(ranges, mentions);
  if (!assigned) return null;

  const filters: LeaseFilter[] = entityFilters(matches);
  const unitFilters: UnitFilter[] = [];
  const unconditioned: Mention[] = [];
  let yesNo: LeaseFilter | null = null;
  for (const m of mentions) {
    if (m.kind === 'occupancy') {
      unitFilters.push({ kind: 'occupancy', occupied: m.occupied });
      continue;
    }
    if (m.kind === 'who_tenant') continue;
    const filter = filterOf(m, assigned.get(m), asOf, mode);
    // "Does unit 4B allow pets?": the value is asked, and the answer says whether it is what was asked.
    if (
      filter &&
      mode === 'yes_no' &&
      !['status', 'use', 'amended'].includes(filter.kind) &&
      filters.some((f) => ['unit', 'tenant', 'property'].includes(f.kind))
    ) {
      yesNo ??= filter;
      unconditioned.push(m);
    } else if (filter) filters.push(filter);
    else unconditioned.push(m);
  }

  // A money condition on a term makes the bare mention of that term ("rent ... over $3,000") part of it.
  const conditioned = new Set(filters.flatMap((f) => (f.kind === 'money' ? [f.term] : [])));
  const asked = unconditioned
    .filter((m) => !(m.kind === 'money' && conditioned.has(m.term)))
    .filter((m) => !(m.kind === 'security_deposit' && (conditioned.has('security_deposit') || output?.kind === 'sum' || output?.kind === 'average')))
    .filter((m) => !(m.kind === 'pet_deposit' && conditioned.has('pet_deposit')))
    .filter((m) => !(m.kind === 'money' && (output?.kind === 'sum' || output?.kind === 'average') && m.term === output.term))
    // "landlord" in "the landlord's consent" or "who pays, landlord or tenant" is not the landlord asked for.
    .filter((m) => !(m.kind === 'landlord' && unconditionedHasOther(unconditioned, m)));
  const values = asked.map(askedValueOf).filter((v): v is AskedValue => v !== null);
  if (tenantsAsked) values.push({ kind: 'tenants' });

  const hasTarget = filters.some((f) => f.kind === 'unit' || f.kind === 'tenant' || f.kind === 'property');
  let subject: Subject = subjectWord ?? (unitFilters.length ? 'units' : mode === 'aggregate' && /^who\b/.test(text) ? 'tenants' : 'leases');
  if ((unitFilters.length || output?.kind === 'occupancy') && subject === 'leases' && !filters.some((f) => !['unit', 'property'].includes(f.kind)))
    subject = 'units';
  if (output?.kind === 'occupancy' && (subject !== 'units' || unitFilters.length)) return null;

  let finalOutput: Output;
  if (output) {
    if (values.length) return null; // "how many ... what is the rent": two questions in one
    finalOutput = output;
  } else if (values.length === 1 && (mode !== 'aggregate' || subject === 'leases' || tenantsAsked)) {
    const value = values[0]!;
    // A value needs leases to read it from: named ones, or the leases a condition keeps.
    if (!hasTarget && filters.length === 0) return null;
    finalOutput = yesNo ? { kind: 'value', value, check: yesNo } : { kind: 'value', value };
  } else if (values.length > 1) {
    return null;
  } else {
    if (mode === 'value' && !subjectWord) return null;
    if (!subjectWord && !filters.length && !unitFilters.length) return null;
    finalOutput = { kind: 'list' };
  }
  if (unitFilters.length && subject !== 'units' && subject !== 'properties') return null;
  return { subject, filters, unitFilters, output: finalOutput };
}

function unconditionedHasOther(all: Mention[], landlord: Mention): boolean {
  return all.some((m) => m !== landlord && m.kind !== 'landlord');
}
