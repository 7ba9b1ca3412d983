/** Gold values from the facts (never from a rendered document), and the value of a field on a date. */
import type { Amendment } from './amendments.js';
import type { DraftedDoc, GoldField } from './doc.js';
import { fullAddress, type LeaseFacts, type ScheduleStep } from './facts.js';
import { LEASE_FIELDS } from '../score.js';

/** A lease's gold fields: every field of the format but `effective_date`, which amendments carry. */
export const README_FIELDS: GoldField[] = LEASE_FIELDS.filter((f) => f !== 'effective_date');

export type GoldFields = Partial<Record<GoldField, unknown>>;

export function leaseGold(f: LeaseFacts, doc: DraftedDoc): GoldFields {
  const late = f.lateFee
    ? { ...(f.lateFee.amount !== undefined ? { amount: f.lateFee.amount } : { percent: f.lateFee.percent }), grace_days: f.lateFee.graceDays }
    : null;
  const fields: GoldFields = {
    landlord: f.landlord,
    tenants: f.tenants,
    premises_address: fullAddress(f.property),
    unit: f.unit,
    commencement_date: f.commencement,
    expiration_date: f.expiration,
    term_months: f.termMonths,
    monthly_rent: f.rent,
    rent_schedule: f.schedule,
    security_deposit: f.deposit,
    late_fee: late,
    renewal_option: f.renewal ? { count: f.renewal.count, term_months: f.renewal.termMonths, notice_days: f.renewal.noticeDays } : null,
    notice_to_vacate_days: f.noticeToVacateDays,
    early_termination: f.earlyTermination ? { notice_days: f.earlyTermination.noticeDays, fee: f.earlyTermination.fee } : null,
    pets: f.pets,
    pet_deposit: f.petDeposit,
    subletting: f.subletting,
    repairs: f.repairs,
    utilities_tenant: f.utilities,
    governing_law: f.governingLaw,
    ...doc.overrides,
  };
  return fields;
}

/**
 * A field's value on `date`: the lease's, replaced by each amendment that took effect on or before the date, in
 * order of effective date. The monthly rent is the rent in force: the last rent event on or before the date, where
 * the events are the lease's schedule steps (or its base rent from commencement) and each amendment's new rent
 * from its effective date, which supersedes the lease's later steps.
 */
export function valueOn(lease: GoldFields, amendments: Amendment[], field: GoldField, date: string): unknown {
  const applied = amendments.filter((a) => a.effectiveDate <= date).sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
  if (field === 'monthly_rent') return rentOn(lease, applied, date);
  let value = lease[field] ?? null;
  for (const a of applied) if (a.fields[field] !== undefined && a.fields[field] !== null) value = a.fields[field];
  return value;
}

function rentOn(lease: GoldFields, applied: Amendment[], date: string): number {
  const steps = (lease.rent_schedule as ScheduleStep[] | null) ?? [{ from: lease.commencement_date as string, monthly_rent: lease.monthly_rent as number }];
  let events = steps.map((s) => ({ from: s.from, rent: s.monthly_rent }));
  for (const a of applied) {
    if (typeof a.fields.monthly_rent !== 'number') continue;
    events = [...events.filter((e) => e.from < a.effectiveDate), { from: a.effectiveDate, rent: a.fields.monthly_rent }];
  }
  const inForce = events.filter((e) => e.from <= date).at(-1) ?? events[0]!;
  return inForce.rent;
}
