/**
 * The answer from the records in words, with one [n] per lease it rests on: the figure first ("3 leases end in the
 * next 90 days", "Total monthly rent at Oak Street: $12,450.00 across 7 leases"), then each lease by tenant, unit
 * and property with the value that decided it. Leases that do not state the term asked about are named apart, so
 * the answer never guesses for them.
 */
import type { AnswerValue } from '../../../common/answer-value.js';
import { leaseTermLabels, type LeaseTermKey } from '../../../common/lease-terms.js';
import type { QuestionKind } from '../../../common/search.js';
import { formatDay } from './dates.js';
import { adjectives, askedHeading, askedName, money, placePhrase, tenantPhrase, utilityName, valueWords, verbPhrase } from './describe.js';
import { ranks, textOrder, unitOrder } from '../../lib/collation.js';
import { currentPerUnit, filterKey, matchLeases, matchUnits, meets, nextDay, onlyEntityFilters, rentChanges } from './evaluate.js';
import { inForce, joinNames, type LeaseFact, leaseLabel, termValueOf } from './lease-facts.js';
import type { AskedValue, LeaseFilter, PortfolioQuery } from './query.js';
import type { PortfolioRecords } from './records.js';
import { unitLabel } from './vocabulary.js';

/** At most this many leases are named (and cited) one by one; the figure always covers them all. */
export const MAX_LISTED = 50;
const MAX_NAMED_APART = 10;

export interface Cited {
  fact: LeaseFact;
  /** The term whose passage the citation shows. */
  key: LeaseTermKey;
}

export interface RecordsAnswer {
  text: string;
  cited: Cited[];
  kind: QuestionKind;
  value: AnswerValue | null;
  /** How many leases (or units, or properties) the answer found. */
  resultCount: number;
}

/** Numbers citations: one per lease, in the order the answer names them; a lease without a document gets none. */
class Citer {
  readonly cited: Cited[] = [];
  mark(fact: LeaseFact, key: LeaseTermKey): string {
    if (!fact.citedDocument) return '';
    let n = this.cited.findIndex((c) => c.fact.id === fact.id);
    if (n < 0) n = this.cited.push({ fact, key }) - 1;
    return ` [${n + 1}]`;
  }
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The term that decided a lease's place in the answer: the first condition's, else what the output reads. */
function decidingKey(query: PortfolioQuery): LeaseTermKey {
  const condition = mainCondition(query.filters);
  const fromCondition = condition ? filterKey(condition) : null;
  if (fromCondition) return fromCondition;
  const out = query.output;
  if (out.kind === 'sum' || out.kind === 'average') return out.term;
  if (out.kind === 'value') return out.value.kind === 'term' ? out.value.key : out.value.kind === 'utility' ? 'utilities_tenant' : 'tenants';
  const entity = query.filters[0];
  return (entity && filterKey(entity)) || 'expiration_date';
}

/**
 * The condition a list is about: a term's ("allow pets", "end in the next 90 days") before a description
 * ("commercial", "active", "amended"); the names of places and tenants last.
 */
function mainCondition(filters: LeaseFilter[]): LeaseFilter | undefined {
  const descriptive = ['use', 'status', 'amended'];
  return filters.find((f) => !['property', 'unit', 'tenant', ...descriptive].includes(f.kind)) ?? filters.find((f) => descriptive.includes(f.kind));
}

/** "Unit 2A (Oak Street Apartments)". */
function placeOf(fact: LeaseFact): string {
  const property = fact.property?.name ?? (termValueOf(fact, 'premises_address') as string | null);
  if (!fact.unit) return property ?? 'The lease';
  return `${capitalise(fact.unit)}${property ? ` (${property})` : ''}`;
}

/** "may keep pets and have a lease" → "may keep pets and has a lease" for one tenant. */
function singularPredicate(p: string): string {
  return p.replace(/\b(have|are|pay|share)\b/g, (w) => ({ have: 'has', are: 'is', pay: 'pays', share: 'shares' })[w] ?? w);
}

/** "(as amended by First Amendment)" when an amendment set the value. */
function amendedBy(fact: LeaseFact, key: LeaseTermKey): string {
  const source = fact.terms.get(key)?.source;
  return source?.kind === 'amendment' ? ` (as amended by ${source.title})` : '';
}

/** The term a list shows after each lease: its end date for an expiry question, its rent for a rent question. */
function detailKey(f: LeaseFilter | undefined): LeaseTermKey | null {
  if (!f || f.kind === 'expires' || f.kind === 'status') return 'expiration_date';
  if (f.kind === 'commences') return 'commencement_date';
  if (f.kind === 'money') return f.term;
  if (['renewal', 'early_termination', 'late_fee', 'notice_to_vacate', 'term_months', 'governing_law'].includes(f.kind)) return filterKey(f);
  return null;
}

/** The short detail after a lease in a list (": ends on June 30, 2027"), or nothing. */
function detail(fact: LeaseFact, f: LeaseFilter | undefined, asOf: string): string {
  if (f?.kind === 'rent_change') {
    const changes = rentChanges(fact, f.range ?? { from: nextDay(asOf), to: null, phrase: '' });
    return changes.length ? `: rent ${changes.map((c) => `${money(c.monthlyRent)} from ${formatDay(c.from)}`).join(', ')}` : '';
  }
  const key = detailKey(f);
  // "have no renewal option": there is no value to show.
  if (!key || (f && 'present' in f && !f.present)) return '';
  const words = valueWords(key, termValueOf(fact, key), asOf);
  return words ? `: ${words}${amendedBy(fact, key)}` : '';
}

/**
 * Sorts leases by the value a list shows: end dates soonest first, amounts largest first, else by place. Each
 * lease's keys are worked out once, not once per comparison (thousands of leases in a portfolio-wide list).
 */
function sortFor(facts: LeaseFact[], f: LeaseFilter | undefined): LeaseFact[] {
  const key: LeaseTermKey | null = !f
    ? null
    : f.kind === 'expires' || f.kind === 'status'
      ? 'expiration_date'
      : f.kind === 'commences'
        ? 'commencement_date'
        : f.kind === 'money'
          ? f.term
          : null;
  const keyed = facts.map((fact) => {
    const value = key ? termValueOf(fact, key) : null;
    return { fact, property: fact.property?.name ?? '', unit: fact.unit ?? '', label: null as string | null, value, text: String(value ?? '9999') };
  });
  type Keyed = (typeof keyed)[number];
  const property = ranks(
    keyed.map((k) => k.property),
    textOrder,
  );
  const unit = ranks(
    keyed.map((k) => k.unit),
    unitOrder,
  );
  const labelOf = (k: Keyed) => (k.label ??= leaseLabel(k.fact));
  const byPlace = (a: Keyed, b: Keyed) =>
    property.get(a.property)! - property.get(b.property)! || unit.get(a.unit)! - unit.get(b.unit)! || textOrder(labelOf(a), labelOf(b));
  if (!key) return keyed.sort(byPlace).map((k) => k.fact);
  const text = ranks(
    keyed.map((k) => k.text),
    textOrder,
  );
  return keyed
    .sort((a, b) => {
      if (typeof a.value === 'number' && typeof b.value === 'number') return b.value - a.value || byPlace(a, b);
      return text.get(a.text)! - text.get(b.text)! || byPlace(a, b);
    })
    .map((k) => k.fact);
}

/** "3 active leases at Oak Street end in the next 90 days and allow pets" (or "No … end …"). */
function headline(count: number, query: PortfolioQuery, noun: { one: string; many: string }): string {
  const adj = adjectives(query.filters);
  const place = placePhrase(query.filters);
  const verbs = query.filters.map(verbPhrase).filter((v): v is NonNullable<typeof v> => v !== null);
  const nounWords = [...adj, count === 1 ? noun.one : noun.many].join(' ');
  const verb = verbs.map((v) => (count === 1 ? v.singular : v.plural)).join(' and ');
  const head = count === 0 ? `No ${[...adj, noun.many].join(' ')}` : `${count.toLocaleString('en-US')} ${nounWords}`;
  return [head, place, verb].filter(Boolean).join(' ');
}

/** Leases the answer cannot place because they do not state the term, and leases that nearly fit. */
function notes(query: PortfolioQuery, facts: LeaseFact[], unstated: LeaseFact[], asOf: string): string {
  const parts: string[] = [];
  const permission = query.filters.find((f): f is Extract<LeaseFilter, { kind: 'permission' }> => f.kind === 'permission');
  if (permission && permission.values.length === 1 && permission.values[0] === 'allowed') {
    const relaxed = { ...query, filters: query.filters.map((f) => (f === permission ? { ...permission, values: ['with_consent' as const] } : f)) };
    const near = matchLeases(relaxed, facts, asOf).leases;
    if (near.length)
      parts.push(
        `${near.length} more ${plural(near.length, 'allows', 'allow')} ${permission.term === 'pets' ? 'pets' : 'subletting'} only with the landlord's consent: ${namedApart(near)}.`,
      );
  }
  // The condition they cannot be placed by: the first one a lease among them does not state.
  const condition = query.filters.find((f) => unstated.some((l) => meets(l, f, asOf) === null));
  const key = condition ? (condition.kind === 'use' ? null : filterKey(condition)) : null;
  if (unstated.length && key) {
    const what = key === 'utilities_tenant' ? 'which utilities the tenant pays' : leaseTermLabels[key].toLowerCase();
    const silent = unstated.filter((l) => l.citedDocument);
    const unread = unstated.filter((l) => !l.citedDocument);
    if (silent.length) parts.push(`${silent.length} ${plural(silent.length, 'lease does', 'leases do')} not state ${what}: ${namedApart(silent)}.`);
    if (unread.length)
      parts.push(
        `${unread.length} ${plural(unread.length, 'lease has', 'leases have')} no ${what} on record and no lease document to read it from (upload the lease, or enter it on the lease): ${namedApart(unread)}.`,
      );
  }
  return parts.length ? ` ${parts.join(' ')}` : '';
}

function namedApart(facts: LeaseFact[]): string {
  const names = facts.slice(0, MAX_NAMED_APART).map((f) => leaseLabel(f));
  const more = facts.length > MAX_NAMED_APART ? ` and ${facts.length - MAX_NAMED_APART} more` : '';
  return `${names.join('; ')}${more}`;
}

function listItems(facts: LeaseFact[], citer: Citer, key: LeaseTermKey, render: (f: LeaseFact) => string): string {
  const shown = facts.slice(0, MAX_LISTED).map((f) => `${render(f)}${citer.mark(f, key)}`);
  const more = facts.length > MAX_LISTED ? `; and ${facts.length - MAX_LISTED} more` : '';
  return `${shown.join('; ')}${more}`;
}

const listValue = (items: string[]): AnswerValue => ({ type: 'list', items, normalized: items.join('; ') });

function answerLeases(query: PortfolioQuery, facts: LeaseFact[], asOf: string): RecordsAnswer {
  const { leases, unstated } = matchLeases(query, facts, asOf);
  const citer = new Citer();
  const key = decidingKey(query);
  const first = mainCondition(query.filters);
  const sorted = sortFor(leases, first);
  const head = headline(sorted.length, query, { one: 'lease', many: 'leases' });
  const omit = { property: query.filters.some((f) => f.kind === 'property') };
  const items = listItems(sorted, citer, key, (f) => `${leaseLabel(f, omit)}${detail(f, first, asOf)}`);
  const text = `${head}${sorted.length ? `: ${items}` : ''}.${notes(query, facts, unstated, asOf)}`;
  return {
    text,
    cited: citer.cited,
    kind: query.output.kind === 'count' ? 'how_much' : 'which',
    value: listValue(sorted.map((f) => leaseLabel(f))),
    resultCount: sorted.length,
  };
}

function answerTenants(query: PortfolioQuery, facts: LeaseFact[], asOf: string): RecordsAnswer {
  const { leases, unstated } = matchLeases(query, facts, asOf);
  const citer = new Citer();
  const key = decidingKey(query);
  const first = mainCondition(query.filters);
  const sorted = sortFor(leases, first);
  const tenantCount = new Set(sorted.flatMap((f) => (f.tenants.length ? f.tenants : [f.id]))).size;
  const adj = adjectives(query.filters);
  const place = placePhrase(query.filters);
  // "2 tenants may keep pets and have a lease that ends in the next 90 days".
  const ownSide = query.filters.map(tenantPhrase).filter((p): p is string => p !== null);
  const leaseSide = query.filters
    .filter((f) => tenantPhrase(f) === null)
    .map(verbPhrase)
    .filter((v): v is NonNullable<typeof v> => v !== null);
  const leaseWords = [...adj, 'lease'].join(' ');
  const article = /^[aeiou]/.test(leaseWords) ? 'an' : 'a';
  const leaseClause =
    leaseSide.length || adj.length || place || !ownSide.length
      ? `have ${article} ${leaseWords}${place ? ` ${place}` : ''}${leaseSide.length ? ` that ${leaseSide.map((v) => v.singular).join(' and ')}` : ''}`
      : '';
  const predicate = [...ownSide, leaseClause].filter(Boolean).join(' and ');
  const head =
    tenantCount === 0
      ? `No tenants ${predicate}`
      : `${tenantCount} ${plural(tenantCount, 'tenant', 'tenants')} ${tenantCount === 1 ? singularPredicate(predicate) : predicate}`;
  const items = listItems(sorted, citer, key, (f) => {
    const ended = (termValueOf(f, 'expiration_date') as string | null) ?? '9999';
    const note = ended < asOf && !query.filters.some((x) => x.kind === 'expires' || x.kind === 'status') ? ` (lease ended ${formatDay(ended)})` : '';
    return `${leaseLabel(f)}${detail(f, first, asOf)}${note}`;
  });
  const text = `${head}${sorted.length ? `: ${items}` : ''}.${notes(query, facts, unstated, asOf)}`;
  return { text, cited: citer.cited, kind: 'who', value: listValue(sorted.flatMap((f) => f.tenants)), resultCount: tenantCount };
}

/** "Occupancy at Oak Street Apartments on March 1, 2027: 2 of 3 units occupied (67%)", with the units and their tenants. */
function answerOccupancy(query: PortfolioQuery, records: PortfolioRecords, facts: LeaseFact[], asOf: string): RecordsAnswer {
  const rows = matchUnits(query, records, facts, asOf);
  const citer = new Citer();
  const lettable = rows.filter((r) => r.lease || r.unit.status !== 'unavailable');
  const occupied = lettable.filter((r) => r.lease);
  const share = lettable.length ? Math.round((occupied.length / lettable.length) * 100) : 0;
  const place = placePhrase(query.filters.filter((f) => f.kind === 'property' || f.kind === 'unit'));
  const unavailable = rows.length - lettable.length;
  const head = `Occupancy${place ? ` ${place}` : ''} on ${formatDay(asOf)}: ${occupied.length} of ${lettable.length} ${plural(lettable.length, 'unit', 'units')} occupied (${share}%)`;
  const listed = occupied
    .slice(0, MAX_LISTED)
    .map(
      (r) =>
        `${unitLabel(r.unit.label)}${r.property ? ` (${r.property.name})` : ''}: ${r.lease!.tenants.length ? joinNames(r.lease!.tenants) : 'leased'}${citer.mark(r.lease!, 'expiration_date')}`,
    );
  const vacant = lettable.filter((r) => !r.lease).map((r) => `${unitLabel(r.unit.label)}${r.property ? ` (${r.property.name})` : ''}`);
  const parts = [head + (listed.length ? `: ${listed.join('; ')}` : '')];
  if (vacant.length) parts.push(`Vacant: ${vacant.slice(0, MAX_LISTED).join('; ')}`);
  if (unavailable) parts.push(`${unavailable} ${plural(unavailable, 'unit is', 'units are')} marked unavailable and not counted`);
  const value: AnswerValue = { type: 'amount', value: share, currency: null, percent: true, per: null, normalized: `${share}%` };
  return { text: `${parts.join('. ')}.`, cited: citer.cited, kind: 'how_much', value, resultCount: occupied.length };
}

function answerUnits(query: PortfolioQuery, records: PortfolioRecords, facts: LeaseFact[], asOf: string): RecordsAnswer {
  const rows = matchUnits(query, records, facts, asOf);
  const citer = new Citer();
  const occupancy = query.unitFilters.find((f) => f.kind === 'occupancy');
  const place = placePhrase(query.filters.filter((f) => f.kind === 'property' || f.kind === 'unit'));
  const conditions = query.filters.map(verbPhrase).filter((v): v is NonNullable<typeof v> => v !== null);
  const n = rows.length;
  const state = occupancy
    ? `${plural(n, 'is', 'are')} ${occupancy.occupied ? 'occupied' : 'vacant'} on ${formatDay(asOf)}`
    : conditions.length
      ? `${plural(n, 'has a lease that', 'have leases that')} ${conditions.map((c) => (n === 1 ? c.singular : c.plural)).join(' and ')}`
      : '';
  const head = [n === 0 ? 'No units' : `${n} ${plural(n, 'unit', 'units')}`, place, state].filter(Boolean).join(' ');
  const shown = rows.slice(0, MAX_LISTED).map((r) => {
    const where = `${unitLabel(r.unit.label)}${r.property ? ` (${r.property.name})` : ''}`;
    return r.lease ? `${where}: ${r.lease.tenants.length ? joinNames(r.lease.tenants) : 'leased'}${citer.mark(r.lease, 'expiration_date')}` : where;
  });
  const more = n > MAX_LISTED ? `; and ${n - MAX_LISTED} more` : '';
  const text = `${head}${n ? `: ${shown.join('; ')}${more}` : ''}.`;
  return {
    text,
    cited: citer.cited,
    kind: query.output.kind === 'count' ? 'how_much' : 'which',
    value: listValue(rows.map((r) => r.unit.label)),
    resultCount: n,
  };
}

function answerProperties(query: PortfolioQuery, records: PortfolioRecords, facts: LeaseFact[], asOf: string): RecordsAnswer {
  const citer = new Citer();
  const named = query.filters.find((f) => f.kind === 'property');
  const groups = new Map<string, { name: string; parts: string[] }>();
  const group = (id: string, name: string) => {
    let g = groups.get(id);
    if (!g) groups.set(id, (g = { name, parts: [] }));
    return g;
  };
  let what = '';
  if (query.unitFilters.length) {
    const occupied = query.unitFilters.some((f) => f.kind === 'occupancy' && f.occupied);
    for (const r of matchUnits(query, records, facts, asOf))
      group(r.unit.propertyId, r.property?.name ?? 'Unknown property').parts.push(unitLabel(r.unit.label));
    what = `${occupied ? 'occupied' : 'vacant'} units on ${formatDay(asOf)}`;
  } else if (!onlyEntityFilters(query)) {
    const { leases } = matchLeases(query, facts, asOf);
    const key = decidingKey(query);
    for (const f of sortFor(leases, undefined))
      group(f.record.propertyId, f.property?.name ?? 'Unknown property').parts.push(`${leaseLabel(f, { property: true })}${citer.mark(f, key)}`);
    const verbs = query.filters.map(verbPhrase).filter((v): v is NonNullable<typeof v> => v !== null);
    what = `leases that ${verbs.map((v) => v.plural).join(' and ')}`;
  } else {
    for (const p of records.properties.values()) if (!named || (named.kind === 'property' && named.propertyIds.includes(p.id))) group(p.id, p.name);
  }
  const list = [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
  const n = list.length;
  const head = what
    ? `${n === 0 ? 'No properties have' : `${n} ${plural(n, 'property has', 'properties have')}`} ${what}`
    : `${n} ${plural(n, 'property', 'properties')}`;
  const items = list.slice(0, MAX_LISTED).map((g) => (g.parts.length ? `${g.name} (${g.parts.join('; ')})` : g.name));
  const text = `${head}${n ? `: ${items.join('; ')}` : ''}.`;
  return { text, cited: citer.cited, kind: query.output.kind === 'count' ? 'how_much' : 'which', value: listValue(list.map((g) => g.name)), resultCount: n };
}

function answerTotal(
  query: PortfolioQuery,
  facts: LeaseFact[],
  asOf: string,
  output: Extract<PortfolioQuery['output'], { kind: 'sum' | 'average' }>,
): RecordsAnswer {
  const { leases } = matchLeases(query, facts, asOf);
  const dated = query.filters.some((f) => f.kind === 'expires' || f.kind === 'commences' || f.kind === 'status');
  // A total of rent is what is charged on the day: leases in force, unless the question picks leases by date itself.
  const pool = sortFor(dated ? leases : leases.filter((f) => inForce(f, asOf)), undefined);
  const known = pool.filter((f) => typeof termValueOf(f, output.term) === 'number');
  const unknown = pool.filter((f) => typeof termValueOf(f, output.term) !== 'number');
  const total = known.reduce((sum, f) => sum + (termValueOf(f, output.term) as number), 0);
  const figure = output.kind === 'sum' ? total : known.length ? total / known.length : 0;
  const citer = new Citer();
  const termName = output.term === 'monthly_rent' ? 'monthly rent' : output.term === 'security_deposit' ? 'security deposits' : 'pet deposits';
  const place = placePhrase(query.filters);
  const verbs = query.filters.map(verbPhrase).filter((v): v is NonNullable<typeof v> => v !== null);
  const scope = [place, verbs.length ? `of leases that ${verbs.map((v) => v.plural).join(' and ')}` : ''].filter(Boolean).join(' ');
  const label = `${output.kind === 'sum' ? 'Total' : 'Average'} ${termName}${scope ? ` ${scope}` : ''}`;
  const leaseWords = `${[...adjectives(query.filters), plural(known.length, 'lease', 'leases')].join(' ')}${dated ? '' : ` in force on ${formatDay(asOf)}`}`;
  let text: string;
  if (known.length === 0)
    text = `${label}: none of the ${pool.length ? `${pool.length} leases` : 'leases'}${dated ? '' : ` in force on ${formatDay(asOf)}`} state${pool.length === 1 ? 's' : ''} one.`;
  else {
    const items = listItems(
      known,
      citer,
      output.term,
      (f) =>
        `${leaseLabel(f, { property: !!query.filters.find((x) => x.kind === 'property') })} ${money(termValueOf(f, output.term) as number)}${amendedBy(f, output.term)}`,
    );
    text = `${label}: ${money(figure)} across ${known.length} ${leaseWords}: ${items}.`;
  }
  if (unknown.length && known.length)
    text += ` ${unknown.length} more ${plural(unknown.length, 'lease does', 'leases do')} not state ${termName === 'monthly rent' ? 'a monthly rent' : 'a deposit'}: ${namedApart(unknown)}.`;
  const value: AnswerValue = {
    type: 'amount',
    value: Math.round(figure * 100) / 100,
    currency: 'USD',
    percent: false,
    per: output.term === 'monthly_rent' ? 'month' : null,
    normalized: `USD ${Math.round(figure * 100) / 100}${output.term === 'monthly_rent' ? ' per month' : ''}`,
  };
  return { text, cited: citer.cited, kind: 'how_much', value, resultCount: known.length };
}

/** What one lease says for the value asked, in words; null when it does not state it. */
function askedWords(fact: LeaseFact, asked: AskedValue, asOf: string): string | null {
  if (asked.kind === 'tenants') return fact.tenants.length ? joinNames(fact.tenants) : null;
  if (asked.kind === 'utility') {
    const paid = termValueOf(fact, 'utilities_tenant');
    if (!Array.isArray(paid)) return null;
    if (!asked.utility) return valueWords('utilities_tenant', paid, asOf);
    const name = utilityName(asked.utility);
    return paid.includes(asked.utility)
      ? `the tenant pays ${name}`
      : `the landlord pays ${name} (the tenant pays ${paid.length ? paid.map(utilityName).join(', ') : 'no utilities'})`;
  }
  return valueWords(asked.key, termValueOf(fact, asked.key), asOf);
}

function askedKey(asked: AskedValue): LeaseTermKey {
  return asked.kind === 'term' ? asked.key : asked.kind === 'utility' ? 'utilities_tenant' : 'tenants';
}

function questionKindOf(asked: AskedValue, yesNo: boolean): QuestionKind {
  if (yesNo) return 'yes_no';
  if (asked.kind !== 'term') return 'who';
  if (asked.key === 'expiration_date' || asked.key === 'commencement_date') return 'when';
  if (['monthly_rent', 'security_deposit', 'pet_deposit', 'late_fee'].includes(asked.key)) return 'how_much';
  if (asked.key === 'term_months' || asked.key === 'notice_to_vacate_days') return 'how_long';
  if (asked.key === 'repairs' || asked.key === 'landlord' || asked.key === 'tenants') return 'who';
  return 'general';
}

/** The structured value of a one-lease answer: a date, an amount, yes or no, names, else the words. */
function structured(key: LeaseTermKey, value: unknown, words: string, yesNo: boolean | null): AnswerValue {
  if (yesNo !== null) return { type: 'yes_no', polarity: yesNo ? 'yes' : 'no', normalized: yesNo ? 'yes' : 'no' };
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return { type: 'date', iso: value, year: y, month: m, day: d, normalized: value };
  }
  if (typeof value === 'number' && ['monthly_rent', 'security_deposit', 'pet_deposit'].includes(key))
    return {
      type: 'amount',
      value,
      currency: 'USD',
      percent: false,
      per: key === 'monthly_rent' ? 'month' : null,
      normalized: `USD ${value}${key === 'monthly_rent' ? ' per month' : ''}`,
    };
  if (key === 'tenants' && Array.isArray(value))
    return { type: 'parties', names: value as string[], roles: (value as string[]).map(() => 'Tenant'), normalized: (value as string[]).join('; ') };
  if (key === 'governing_law' && typeof value === 'string') return { type: 'jurisdiction', name: value, normalized: value };
  return { type: 'text', normalized: words };
}

function answerValue(
  query: PortfolioQuery,
  facts: LeaseFact[],
  asOf: string,
  output: Extract<PortfolioQuery['output'], { kind: 'value' }>,
): RecordsAnswer | null {
  const { leases } = matchLeases(query, facts, asOf);
  const named = query.filters.some((f) => f.kind === 'unit' || f.kind === 'tenant' || f.kind === 'property');
  // "What's the rent for unit 2A?" means the lease in force there now, not every lease the unit ever had.
  const pool = sortFor(named && onlyEntityFilters(query) ? currentPerUnit(leases, asOf) : leases, undefined);
  const key = askedKey(output.value);
  const answers = pool.map((f) => ({ fact: f, words: askedWords(f, output.value, asOf) }));
  // Nothing stated for any of them: the documents may say more than the records.
  if (!answers.some((a) => a.words !== null)) return null;
  const citer = new Citer();
  const omit = { property: !!query.filters.find((f) => f.kind === 'property') && pool.length > 1 };
  const check = output.check;
  const line = (a: (typeof answers)[number]) => {
    const verdict = check ? (meets(a.fact, check, asOf) ? 'yes, ' : 'no, ') : '';
    const words = a.words === null ? `the lease does not state ${askedName(output.value)}` : `${verdict}${a.words}${amendedBy(a.fact, key)}`;
    return `${leaseLabel(a.fact, omit)}: ${words}${citer.mark(a.fact, key)}`;
  };
  let text: string;
  if (answers.length === 1) {
    const [a] = answers as [(typeof answers)[number]];
    const verdict = check ? (meets(a.fact, check, asOf) ? 'Yes. ' : 'No. ') : '';
    // "Who is the tenant of unit 2A?" names the place, then who; any other value names the lease, then the value.
    const who = output.value.kind === 'tenants' ? placeOf(a.fact) : leaseLabel(a.fact);
    text = `${verdict}${who}: ${a.words}${amendedBy(a.fact, key)}${citer.mark(a.fact, key)}.`;
    const raw = output.value.kind === 'tenants' ? a.fact.tenants : output.value.kind === 'term' ? termValueOf(a.fact, output.value.key) : a.words;
    return {
      text,
      cited: citer.cited,
      kind: questionKindOf(output.value, !!check),
      value: structured(key, raw, a.words ?? '', check ? !!meets(a.fact, check, asOf) : null),
      resultCount: 1,
    };
  }
  const place = placePhrase(query.filters);
  text = `${askedHeading(output.value)}${place ? ` ${place}` : ''} (${answers.length} leases): ${answers.slice(0, MAX_LISTED).map(line).join('; ')}${answers.length > MAX_LISTED ? `; and ${answers.length - MAX_LISTED} more` : ''}.`;
  return { text, cited: citer.cited, kind: questionKindOf(output.value, !!check), value: null, resultCount: answers.length };
}

/** The answer to a portfolio query, or null when the records cannot answer it (the documents may). */
export function composeAnswer(query: PortfolioQuery, records: PortfolioRecords, facts: LeaseFact[], asOf: string): RecordsAnswer | null {
  const out = query.output;
  if (out.kind === 'sum' || out.kind === 'average') return answerTotal(query, facts, asOf, out);
  if (out.kind === 'value') return answerValue(query, facts, asOf, out);
  if (out.kind === 'occupancy') return answerOccupancy(query, records, facts, asOf);
  if (query.subject === 'units') return answerUnits(query, records, facts, asOf);
  if (query.subject === 'properties') return answerProperties(query, records, facts, asOf);
  if (query.subject === 'tenants') return answerTenants(query, facts, asOf);
  return answerLeases(query, facts, asOf);
}
