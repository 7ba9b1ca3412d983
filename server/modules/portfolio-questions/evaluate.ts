/**
 * Runs a portfolio query over the leases' facts as of a date: which leases each filter keeps (true), drops (false)
 * or cannot tell because the lease does not state the term (null), and which units and properties a question
 * about units or properties is answered with. Pure: the records and terms are read before.
 */
import type { LeaseTermKey, Permission } from '../../../common/lease-terms.js';
import { inForce, isAbstracted, type LeaseFact, termValueOf } from './lease-facts.js';
import type { Comparison, DateRange, LeaseFilter, PortfolioQuery } from './query.js';
import type { PortfolioRecords, PropertyRecord, UnitRecord } from './records.js';
import { textOrder, unitOrder } from '../../lib/collation.js';

/** The term whose passage shows why a filter kept a lease (the citation's evidence). */
export function filterKey(f: LeaseFilter): LeaseTermKey | null {
  switch (f.kind) {
    case 'expires':
      return 'expiration_date';
    case 'commences':
      return 'commencement_date';
    case 'permission':
      return f.term;
    case 'renewal':
      return 'renewal_option';
    case 'early_termination':
      return 'early_termination';
    case 'repairs':
      return 'repairs';
    case 'utility':
      return 'utilities_tenant';
    case 'money':
      return f.term;
    case 'notice_to_vacate':
      return 'notice_to_vacate_days';
    case 'term_months':
      return 'term_months';
    case 'late_fee':
      return 'late_fee';
    case 'governing_law':
      return 'governing_law';
    case 'rent_change':
      return 'rent_schedule';
    case 'status':
      return 'expiration_date';
    case 'use':
      return 'permitted_use';
    case 'property':
      return 'premises_address';
    case 'unit':
      return 'unit';
    case 'tenant':
      return 'tenants';
    default:
      return null;
  }
}

const inRange = (d: string, r: DateRange) => (!r.from || d >= r.from) && (!r.to || d <= r.to);

export function compare(value: number, op: Comparison, to: number): boolean {
  switch (op) {
    case 'gt':
      return value > to;
    case 'gte':
      return value >= to;
    case 'lt':
      return value < to;
    case 'lte':
      return value <= to;
    default:
      return Math.abs(value - to) < 0.005;
  }
}

const normalLaw = (s: string) =>
  s
    .toLowerCase()
    .replace(/\b(the|state|commonwealth|province|of|laws?)\b/g, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();

const RESIDENTIAL_USE = /\b(residen\w*|dwelling|living|home|household|apartment|housing)\b/i;

/** Whether a lease is residential or commercial: its property's type, else what its permitted use says. */
function leaseUseOf(fact: LeaseFact): 'residential' | 'commercial' | null {
  if (fact.property?.type === 'residential' || fact.property?.type === 'commercial') return fact.property.type;
  const use = termValueOf(fact, 'permitted_use');
  if (typeof use === 'string') return RESIDENTIAL_USE.test(use) ? 'residential' : 'commercial';
  return null;
}

/**
 * Whether a list of ids holds an id, through a set made once per list: "unit 2B" names hundreds of units and
 * leases in a large portfolio, and every lease is checked against them.
 */
const idSets = new WeakMap<readonly string[], Set<string>>();
function has(ids: readonly string[], id: string): boolean {
  if (ids.length < 16) return ids.includes(id);
  let set = idSets.get(ids);
  if (!set) idSets.set(ids, (set = new Set(ids)));
  return set.has(id);
}

/** Whether a lease meets a filter on the date: true, false, or null when the lease does not state the term. */
export function meets(fact: LeaseFact, f: LeaseFilter, asOf: string): boolean | null {
  switch (f.kind) {
    case 'expires': {
      const end = termValueOf(fact, 'expiration_date');
      return typeof end === 'string' ? inRange(end, f.range) : null;
    }
    case 'commences': {
      const start = termValueOf(fact, 'commencement_date');
      return typeof start === 'string' ? inRange(start, f.range) : null;
    }
    case 'permission': {
      const v = termValueOf(fact, f.term);
      return typeof v === 'string' ? f.values.includes(v as Permission) : null;
    }
    case 'renewal':
    case 'early_termination': {
      const v = termValueOf(fact, f.kind === 'renewal' ? 'renewal_option' : 'early_termination') as { count?: number | null } | null;
      // A lease read from its document that states no such right has none; a lease without a document is unknown.
      if (!v) return isAbstracted(fact) ? !f.present : null;
      const has = f.kind === 'renewal' ? v.count !== 0 : true;
      return has === f.present;
    }
    case 'repairs': {
      const v = termValueOf(fact, 'repairs');
      return typeof v === 'string' ? v === f.party : null;
    }
    case 'utility': {
      const v = termValueOf(fact, 'utilities_tenant');
      if (!Array.isArray(v)) return null;
      return v.includes(f.utility) === (f.payer === 'tenant');
    }
    case 'money': {
      const v = termValueOf(fact, f.term);
      return typeof v === 'number' ? compare(v, f.op, f.amount) : null;
    }
    case 'notice_to_vacate': {
      const v = termValueOf(fact, 'notice_to_vacate_days');
      return typeof v === 'number' ? compare(v, f.op, f.days) : null;
    }
    case 'term_months': {
      const v = termValueOf(fact, 'term_months');
      return typeof v === 'number' ? compare(v, f.op, f.months) : null;
    }
    case 'late_fee': {
      const v = termValueOf(fact, 'late_fee') as { amount?: number; percent?: number } | null;
      if (!v) return isAbstracted(fact) ? !f.present : null;
      if (!f.present) return false;
      if (f.basis === 'percent') return v.percent !== undefined;
      if (f.basis === 'amount') return v.amount !== undefined;
      return true;
    }
    case 'governing_law': {
      const v = termValueOf(fact, 'governing_law');
      return typeof v === 'string' ? normalLaw(v) === normalLaw(f.jurisdiction) : null;
    }
    case 'rent_change':
      // Without dates: a rent that changes during the term at all (a schedule of steps, or an amendment's new rent).
      return f.range ? rentChanges(fact, f.range).length > 0 : rentChanges(fact, { from: null, to: null, phrase: '' }).length > 1 || amendedRent(fact);
    case 'amended':
      return fact.amendments.length > 0;
    case 'status': {
      const start = termValueOf(fact, 'commencement_date') as string | null;
      const end = termValueOf(fact, 'expiration_date') as string | null;
      if (f.status === 'active') return inForce(fact, asOf);
      if (f.status === 'draft' || f.status === 'terminated') return fact.record.status === f.status;
      if (f.status === 'ended') return fact.record.status === 'expired' || fact.record.status === 'terminated' || (!!end && end < asOf);
      return fact.record.status !== 'terminated' && !!start && start > asOf;
    }
    case 'use': {
      const use = leaseUseOf(fact);
      return use === null ? null : use === f.use;
    }
    case 'property':
      return has(f.leaseIds, fact.id) || has(f.propertyIds, fact.record.propertyId);
    case 'unit':
      return has(f.leaseIds, fact.id) || (!!fact.record.unitId && has(f.unitIds, fact.record.unitId));
    case 'tenant':
      return has(f.leaseIds, fact.id) || fact.record.tenantIds.some((t) => has(f.tenantIds, t));
    default:
      return null;
  }
}

export const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The rent changes of a lease dated inside a range: its schedule's steps and its amendments' new rents. */
export function rentChanges(fact: LeaseFact, range: DateRange): Array<{ from: string; monthlyRent: number }> {
  const changes: Array<{ from: string; monthlyRent: number }> = [];
  const schedule = fact.terms.get('rent_schedule');
  for (const h of schedule?.history ?? [])
    if (Array.isArray(h.value))
      for (const step of h.value as Array<{ from: string; monthly_rent: number }>) changes.push({ from: step.from, monthlyRent: step.monthly_rent });
  for (const h of fact.terms.get('monthly_rent')?.history ?? [])
    if (h.kind === 'amendment' && h.effectiveDate && typeof h.value === 'number') changes.push({ from: h.effectiveDate, monthlyRent: h.value });
  const seen = new Set<string>();
  return changes
    .filter((c) => inRange(c.from, range))
    .filter((c) => !seen.has(c.from) && seen.add(c.from))
    .sort((a, b) => a.from.localeCompare(b.from));
}

/** Whether an amendment sets a new monthly rent. */
function amendedRent(fact: LeaseFact): boolean {
  return (fact.terms.get('monthly_rent')?.history ?? []).some((h) => h.kind === 'amendment');
}

export interface Matched {
  /** Leases every filter keeps. */
  leases: LeaseFact[];
  /** Leases no filter drops but at least one cannot tell: they do not state the term. */
  unstated: LeaseFact[];
}

export function matchLeases(query: PortfolioQuery, facts: LeaseFact[], asOf: string): Matched {
  const leases: LeaseFact[] = [];
  const unstated: LeaseFact[] = [];
  for (const fact of facts) {
    let unknown = false;
    let kept = true;
    for (const f of query.filters) {
      const r = meets(fact, f, asOf);
      if (r === false) {
        kept = false;
        break;
      }
      if (r === null) unknown = true;
    }
    if (!kept) continue;
    (unknown ? unstated : leases).push(fact);
  }
  return { leases, unstated };
}

/** Entity filters only (property, unit, tenant): whether the query names what it is about without conditions. */
export const onlyEntityFilters = (q: PortfolioQuery) => q.filters.every((f) => f.kind === 'property' || f.kind === 'unit' || f.kind === 'tenant');

export interface UnitRow {
  unit: UnitRecord;
  property: PropertyRecord | null;
  /** The lease in force on the date, if any. */
  lease: LeaseFact | null;
}

/**
 * The units a question about units keeps: in the named properties or units, those of the leases a condition keeps
 * when there is one, then occupied or vacant on the date. An "unavailable" unit is never counted as vacant.
 */
export function matchUnits(query: PortfolioQuery, records: PortfolioRecords, facts: LeaseFact[], asOf: string): UnitRow[] {
  const property = query.filters.find((f) => f.kind === 'property');
  const unit = query.filters.find((f) => f.kind === 'unit');
  const conditioned = !onlyEntityFilters(query);
  const kept = conditioned ? new Set(matchLeases(query, facts, asOf).leases.map((l) => l.record.unitId)) : null;
  const inForceByUnit = new Map<string, LeaseFact>();
  for (const f of facts) if (f.record.unitId && inForce(f, asOf)) inForceByUnit.set(f.record.unitId, f);
  const rows: UnitRow[] = [];
  for (const u of records.units.values()) {
    if (property?.kind === 'property' && !property.propertyIds.includes(u.propertyId)) continue;
    if (unit?.kind === 'unit' && !unit.unitIds.includes(u.id)) continue;
    if (kept && !kept.has(u.id)) continue;
    const lease = inForceByUnit.get(u.id) ?? null;
    const occupancy = query.unitFilters.find((f) => f.kind === 'occupancy');
    if (occupancy && (occupancy.occupied ? !lease : lease || u.status === 'unavailable')) continue;
    rows.push({ unit: u, property: records.properties.get(u.propertyId) ?? null, lease });
  }
  return rows.sort((a, b) => textOrder(a.property?.name ?? '', b.property?.name ?? '') || unitOrder(a.unit.label, b.unit.label));
}

/**
 * The lease a question about one unit or tenant means: the one in force on the date, else the latest that began
 * before it, else the next to begin. Leases of other units or tenants are kept as they are.
 */
export function currentPerUnit(leases: LeaseFact[], asOf: string): LeaseFact[] {
  const byUnit = new Map<string, LeaseFact[]>();
  for (const l of leases) {
    const key = l.record.unitId ?? l.unit ?? l.id;
    byUnit.set(key, [...(byUnit.get(key) ?? []), l]);
  }
  const chosen: LeaseFact[] = [];
  for (const group of byUnit.values()) {
    const current = group.filter((l) => inForce(l, asOf));
    if (current.length) {
      chosen.push(...current);
      continue;
    }
    const start = (l: LeaseFact) => (termValueOf(l, 'commencement_date') as string | null) ?? '';
    const past = group.filter((l) => start(l) <= asOf).sort((a, b) => start(b).localeCompare(start(a)));
    const future = group.filter((l) => start(l) > asOf).sort((a, b) => start(a).localeCompare(start(b)));
    chosen.push(past[0] ?? future[0]!);
  }
  return chosen;
}
