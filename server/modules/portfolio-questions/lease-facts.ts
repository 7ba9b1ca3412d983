/**
 * One lease as a portfolio question sees it: the record (property, unit, tenants, dates, rent) and its terms as of
 * the question's date. A term the abstraction states wins (it has amendments applied and a passage to cite); the
 * record fills in dates, rent and deposit for leases that have no abstracted document (a rent-roll import).
 */
import type { LeaseTermKey, TermAsOf } from '../../../common/lease-terms.js';
import type { TermsDocument } from '../leases/terms-as-of.js';
import type { LeaseRecord, LeaseTerms, PortfolioRecords, PropertyRecord } from './records.js';
import { unitLabel } from './vocabulary.js';

export interface LeaseFact {
  id: string;
  record: LeaseRecord;
  property: PropertyRecord | null;
  /** "unit 4B", from the unit record or, without one, from the lease's own words. */
  unit: string | null;
  tenants: string[];
  terms: Map<LeaseTermKey, TermAsOf>;
  /** The abstracted lease document (not an amendment), which citations name; else the first document. */
  citedDocument: TermsDocument | null;
  amendments: TermsDocument[];
}

/** What a lease's fact takes from the records alone (the same for every question until the records change). */
export interface LeaseBase {
  record: LeaseRecord;
  property: PropertyRecord | null;
  /** "unit 4B" from the unit record; null without one (the lease's own words may then name it). */
  recordUnit: string | null;
  recordTenants: string[];
}

export function leaseBases(records: PortfolioRecords): Map<string, LeaseBase> {
  const bases = new Map<string, LeaseBase>();
  for (const record of records.leases.values()) {
    const unitRecord = record.unitId ? records.units.get(record.unitId) : undefined;
    bases.set(record.id, {
      record,
      property: records.properties.get(record.propertyId) ?? null,
      recordUnit: unitRecord ? unitLabel(unitRecord.label) : null,
      recordTenants: record.tenantIds.map((id) => records.tenants.get(id)?.name).filter((n): n is string => !!n),
    });
  }
  return bases;
}

export function buildFacts(records: PortfolioRecords, terms: Map<string, LeaseTerms>, bases = leaseBases(records)): LeaseFact[] {
  const facts: LeaseFact[] = [];
  for (const base of bases.values()) {
    const { record } = base;
    const own = terms.get(record.id);
    const docs = own?.documents ?? [];
    const termMap = own?.terms ?? new Map<LeaseTermKey, TermAsOf>();
    const termUnit = termMap.get('unit')?.value;
    const termTenants = termMap.get('tenants')?.value;
    facts.push({
      id: record.id,
      record,
      property: base.property,
      unit: base.recordUnit ?? (typeof termUnit === 'string' ? unitLabel(termUnit) : null),
      tenants: base.recordTenants.length ? base.recordTenants : Array.isArray(termTenants) ? (termTenants as string[]) : [],
      terms: termMap,
      citedDocument: docs.find((d) => d.kind === 'lease') ?? docs[0] ?? null,
      amendments: docs.filter((d) => d.kind === 'amendment'),
    });
  }
  return facts;
}

/** The value of a term for a lease as of the date: the abstraction's, else the record's for dates and money. */
export function termValueOf(fact: LeaseFact, key: LeaseTermKey): unknown {
  const stated = fact.terms.get(key)?.value;
  if (stated !== null && stated !== undefined) return stated;
  const r = fact.record;
  switch (key) {
    case 'commencement_date':
      return r.startDate;
    case 'expiration_date':
      return r.endDate;
    case 'monthly_rent':
      return r.monthlyRentCents === null ? null : r.monthlyRentCents / 100;
    case 'security_deposit':
      return r.depositCents === null ? null : r.depositCents / 100;
    case 'tenants':
      return fact.tenants.length ? fact.tenants : null;
    case 'unit':
      return fact.unit;
    case 'premises_address':
      return fact.property?.address ?? null;
    default:
      return null;
  }
}

/** Whether the lease's terms were read from a document (its terms other than dates and rent are known). */
export const isAbstracted = (fact: LeaseFact) => fact.citedDocument !== null;

/**
 * In force on a day: not terminated, and the day within its term as amended. A record marked draft counts only when
 * a signed lease document was read for it (the record's workflow state then lags behind the document).
 */
export function inForce(fact: LeaseFact, day: string): boolean {
  if (fact.record.status === 'terminated' || (fact.record.status === 'draft' && !isAbstracted(fact))) return false;
  const start = termValueOf(fact, 'commencement_date') as string | null;
  const end = termValueOf(fact, 'expiration_date') as string | null;
  return (!start || start <= day) && (!end || end >= day);
}

/** "Jane Doe (unit 4B, Oak Street Apartments)": how an answer names a lease. */
export function leaseLabel(fact: LeaseFact, omit: { property?: boolean; unit?: boolean } = {}): string {
  const who = fact.tenants.length ? joinNames(fact.tenants) : 'No tenant on record';
  const place = [omit.unit ? null : fact.unit, omit.property ? null : (fact.property?.name ?? (termValueOf(fact, 'premises_address') as string | null))].filter(
    Boolean,
  );
  return place.length ? `${who} (${place.join(', ')})` : who;
}

export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
