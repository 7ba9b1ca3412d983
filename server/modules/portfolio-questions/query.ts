/**
 * A question about the portfolio as a structured query: what it is about (leases, tenants, units or properties),
 * which leases or units it keeps, and what it wants back. parse-question.ts builds one from the words;
 * evaluate.ts runs it over the records and the lease terms as of a date.
 */
import type { LeaseTermKey, Permission, Utility } from '../../../common/lease-terms.js';

export type Subject = 'leases' | 'tenants' | 'units' | 'properties';

/** An inclusive range of days (YYYY-MM-DD); an open end is null. */
export interface DateRange {
  from: string | null;
  to: string | null;
  /** How the question put it ("in the next 90 days", "before June 1, 2027"), for the answer's words. */
  phrase: string;
}

export type Comparison = 'gt' | 'gte' | 'lt' | 'lte' | 'eq';
export type MoneyTerm = 'monthly_rent' | 'security_deposit' | 'pet_deposit';

/** Which leases a question keeps. */
export type LeaseFilter =
  | { kind: 'expires'; range: DateRange }
  | { kind: 'commences'; range: DateRange }
  | { kind: 'permission'; term: 'pets' | 'subletting'; values: Permission[] }
  | { kind: 'renewal'; present: boolean }
  | { kind: 'early_termination'; present: boolean }
  | { kind: 'repairs'; party: 'landlord' | 'tenant' | 'shared' }
  | { kind: 'utility'; utility: Utility; payer: 'tenant' | 'landlord' }
  | { kind: 'money'; term: MoneyTerm; op: Comparison; amount: number }
  | { kind: 'notice_to_vacate'; op: Comparison; days: number }
  | { kind: 'term_months'; op: Comparison; months: number }
  | { kind: 'late_fee'; present: boolean; basis?: 'percent' | 'amount' }
  | { kind: 'governing_law'; jurisdiction: string }
  | { kind: 'rent_change'; range: DateRange | null }
  | { kind: 'amended' }
  | { kind: 'status'; status: 'active' | 'ended' | 'upcoming' | 'draft' | 'terminated' }
  | { kind: 'use'; use: 'residential' | 'commercial' }
  | { kind: 'property'; propertyIds: string[]; leaseIds: string[]; label: string }
  | { kind: 'unit'; unitIds: string[]; leaseIds: string[]; label: string }
  | { kind: 'tenant'; tenantIds: string[]; leaseIds: string[]; label: string };

/** Which units a question about units keeps (besides the property and unit filters above). */
export type UnitFilter = { kind: 'occupancy'; occupied: boolean };

/** A term whose value is asked of each lease kept ("Who pays for repairs at unit 4B?"). */
export type AskedValue = { kind: 'term'; key: Exclude<LeaseTermKey, 'effective_date'> } | { kind: 'utility'; utility: Utility | null } | { kind: 'tenants' };

export type Output =
  | { kind: 'list' }
  | { kind: 'count' }
  | { kind: 'sum'; term: MoneyTerm }
  | { kind: 'average'; term: MoneyTerm }
  /** Units occupied out of units that can be let ("What is the occupancy at Oak Street?"). */
  | { kind: 'occupancy' }
  /** The value of a term for each lease kept; with `check`, whether each meets it ("Does unit 4B allow pets?"). */
  | { kind: 'value'; value: AskedValue; check?: LeaseFilter };

export interface PortfolioQuery {
  subject: Subject;
  filters: LeaseFilter[];
  unitFilters: UnitFilter[];
  output: Output;
}
