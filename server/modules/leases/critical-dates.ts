/**
 * A lease's critical dates (issue 10, decision 0028): expiration, renewal-option deadlines, the notice-to-vacate
 * deadline, the early-termination (break) notice deadline and rent changes, each with the document and passage
 * that set it. Pure: the caller reads the lease's documents (corrections applied) and its record; this decides.
 */
import type { CriticalDateKind } from '../../../common/calendar.js';
import { criticalDateKindLabels } from '../../../common/calendar.js';
import type { LeaseTermKey, TermAsOf, TermEvidence } from '../../../common/lease-terms.js';
import { termsAsOf, termValue, type TermsDocument } from './terms-as-of.js';

export interface CriticalDate {
  key: string;
  date: string;
  kind: CriticalDateKind;
  title: string;
  detail: string;
  leaseId: string;
  source: { documentId: string; documentTitle: string; evidence: TermEvidence | null } | null;
}

export interface LeaseForDates {
  id: string;
  /** The lease record's end date: the expiration when no abstraction states one. */
  endDate: string | null;
  /** The lease's documents (lease and amendments) with their terms in use; empty without an abstraction. */
  documents: TermsDocument[];
}

/**
 * The terms criticalDatesOfLease reads (with an amendment's effective date, which orders it): a caller may read only
 * these for every lease of a workspace; the dates are the same as from every term.
 */
export const CRITICAL_DATE_KEYS = [
  'commencement_date',
  'expiration_date',
  'renewal_option',
  'notice_to_vacate_days',
  'early_termination',
  'monthly_rent',
  'rent_schedule',
] as const satisfies readonly LeaseTermKey[];

/** "As of" a date after every amendment on file: the lease as it will read once all of them are in force. */
const ON_FILE = '9999-12-31';
/** A lease cannot hold more options than this many dated deadlines (bounds a misread "99 options"). */
const MAX_RENEWAL_DEADLINES = 10;

const DAY_MS = 86_400_000;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const fromDate = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return fromDate(new Date(toDate(iso).getTime() + days * DAY_MS));
}

/** Calendar months later, on the same day or the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(iso: string, months: number): string {
  const d = toDate(iso);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return fromDate(target);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);
}

/** Today's date in UTC: the product's "today" for deadlines (lease dates carry no time zone). */
export const todayUtc = (now = new Date()) => fromDate(now);

const isIsoDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function sourceOf(term: TermAsOf | undefined): CriticalDate['source'] {
  if (!term?.source) return null;
  return { documentId: term.source.documentId, documentTitle: term.source.title, evidence: term.source.evidence };
}

// What n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 }) gives, with the
// formats made once: making one per call was most of the time of dating a large portfolio's rent changes.
const wholeDollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (n: number) => `$${(n % 1 ? dollarsAndCents : wholeDollars).format(n)}`;
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

/**
 * Every critical date of one lease, in date order. Past dates are included (the calendar shows them); what is
 * upcoming is the caller's filter.
 *
 * The expiration is the one on file: with every amendment applied, also those that take effect later (a signed
 * extension effective the day after the old expiration has already moved every deadline), else the lease
 * record's end date. The deadlines counted back from it use the terms in force on that expiration date.
 */
export function criticalDatesOfLease(lease: LeaseForDates): CriticalDate[] {
  const out: CriticalDate[] = [];
  const item = (kind: CriticalDateKind, date: string, detail: string, source: CriticalDate['source'], suffix = '') =>
    out.push({ key: `${lease.id}:${kind}:${date}${suffix}`, date, kind, title: criticalDateKindLabels[kind], detail, leaseId: lease.id, source });

  // Only the terms read below are worked out (tens of thousands of leases are dated at once).
  const onFile = termsAsOf(lease.documents, ON_FILE, ['expiration_date', 'commencement_date']);
  const statedExpiration = onFile.find((t) => t.key === 'expiration_date');
  const expiration = isIsoDate(statedExpiration?.value) ? statedExpiration.value : isIsoDate(lease.endDate) ? lease.endDate : null;

  if (expiration) {
    const fromTerms = isIsoDate(statedExpiration?.value);
    item(
      'expiration',
      expiration,
      fromTerms ? 'The lease term ends' : 'The lease term ends (end date of the lease record)',
      fromTerms ? sourceOf(statedExpiration) : null,
    );

    const atEnd = termsAsOf(lease.documents, expiration, ['renewal_option', 'notice_to_vacate_days', 'early_termination']);
    const term = (key: LeaseTermKey) => atEnd.find((t) => t.key === key);
    const commencement = termValue(onFile, 'commencement_date');
    const afterStart = (date: string) => !isIsoDate(commencement) || date > commencement;

    const renewal = term('renewal_option');
    const option = renewal?.value as { count: number | null; term_months: number | null; notice_days: number | null } | null | undefined;
    if (option && isCount(option.notice_days)) {
      const count = Math.min(isCount(option.count) ? option.count : 1, MAX_RENEWAL_DEADLINES);
      for (let n = 1; n <= count; n++) {
        if (n > 1 && !isCount(option.term_months)) break; // later options' dates depend on the renewal term's length
        const termEnd = n === 1 ? expiration : addMonths(expiration, (n - 1) * (option.term_months as number));
        const deadline = addDays(termEnd, -option.notice_days);
        if (!afterStart(deadline)) continue;
        const length = isCount(option.term_months) ? ` for ${months(option.term_months)}` : '';
        const which = count > 1 ? ` (option ${n} of ${count}${n > 1 ? `, if option ${n - 1} is exercised` : ''})` : '';
        item(
          'renewal_deadline',
          deadline,
          `Last day to give notice to renew${length}${which}: ${days(option.notice_days)} before the term ends on ${termEnd}`,
          sourceOf(renewal),
          count > 1 ? `:${n}` : '',
        );
      }
    }

    const vacate = term('notice_to_vacate_days');
    if (isCount(vacate?.value) && vacate.value > 0) {
      const deadline = addDays(expiration, -vacate.value);
      if (afterStart(deadline))
        item('notice_deadline', deadline, `Last day to give notice to vacate or not renew: ${days(vacate.value)} before the lease expires`, sourceOf(vacate));
    }

    const early = term('early_termination');
    const clause = early?.value as { notice_days: number | null; fee: number | null } | null | undefined;
    if (clause && isCount(clause.notice_days) && clause.notice_days > 0) {
      const deadline = addDays(expiration, -clause.notice_days);
      const fee = typeof clause.fee === 'number' ? `; termination fee ${money(clause.fee)}` : '';
      if (afterStart(deadline))
        item(
          'break_deadline',
          deadline,
          `Last day to give early-termination notice (${days(clause.notice_days)}) that ends the lease before it expires${fee}`,
          sourceOf(early),
        );
    }
  }

  for (const change of rentChanges(lease.documents, expiration)) item('rent_change', change.date, change.detail, change.source);
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
}

/**
 * The days the monthly rent in force changes: every rent-schedule step and every amendment that states a rent
 * (or a schedule) is a candidate, and a candidate is a change when the rent as of that day differs from the rent
 * the day before, both read with the same as-of rules the lease screen uses. Up to the expiration, when known.
 */
function rentChanges(documents: TermsDocument[], expiration: string | null) {
  const candidates = new Set<string>();
  for (const d of documents) {
    const schedule = d.terms.rent_schedule?.value;
    if (Array.isArray(schedule)) for (const step of schedule) if (isIsoDate(step?.from)) candidates.add(step.from);
    const setsRent = d.terms.monthly_rent?.value != null || d.terms.rent_schedule?.value != null;
    if (d.kind === 'amendment' && setsRent && isIsoDate(d.effectiveDate)) candidates.add(d.effectiveDate);
  }
  const changes: { date: string; detail: string; source: CriticalDate['source'] }[] = [];
  for (const date of [...candidates].sort()) {
    if (expiration && date > expiration) continue;
    const after = termsAsOf(documents, date, ['monthly_rent', 'rent_schedule']);
    const before = termValue(termsAsOf(documents, addDays(date, -1), ['monthly_rent', 'rent_schedule']), 'monthly_rent');
    const rent = after.find((t) => t.key === 'monthly_rent');
    if (typeof rent?.value !== 'number' || typeof before !== 'number' || rent.value === before) continue;
    changes.push({ date, detail: `Monthly rent changes from ${money(before)} to ${money(rent.value)}`, source: sourceOf(rent) });
  }
  return changes;
}
