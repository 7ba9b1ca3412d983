import { describe, expect, it } from 'vitest';
import type { LeaseTermKey, TermEvidence } from '../../../common/lease-terms.js';
import { addDays, addMonths, CRITICAL_DATE_KEYS, criticalDatesOfLease, daysBetween } from './critical-dates.js';
import type { TermsDocument } from './terms-as-of.js';

const evidence = (page: number, quote: string): TermEvidence => ({ page, quote, charStart: page * 1000, charEnd: page * 1000 + quote.length });
const term = (value: unknown, ev: TermEvidence | null = null, corrected = false) => ({ value, evidence: ev, corrected });

const leaseTerms: TermsDocument['terms'] = {
  commencement_date: term('2025-07-01', evidence(1, 'commencing July 1, 2025')),
  expiration_date: term('2027-06-30', evidence(1, 'ending June 30, 2027')),
  monthly_rent: term(2000, evidence(2, 'Two Thousand Dollars ($2,000) per month')),
  rent_schedule: term(
    [
      { from: '2025-07-01', monthly_rent: 2000 },
      { from: '2026-07-01', monthly_rent: 2060 },
    ],
    evidence(2, 'increasing to $2,060 on July 1, 2026'),
  ),
  renewal_option: term({ count: 2, term_months: 12, notice_days: 90 }, evidence(4, 'two options to renew for twelve months each, on ninety days notice')),
  notice_to_vacate_days: term(60, evidence(4, 'sixty (60) days written notice of intent to vacate')),
  early_termination: term({ notice_days: 180, fee: 5000 }, evidence(5, 'terminate upon 180 days notice and payment of $5,000')),
};
const lease: TermsDocument = {
  documentId: 'doc-lease',
  title: 'Lease 4B',
  kind: 'lease',
  effectiveDate: null,
  addedAt: '2025-06-01T10:00:00.000Z',
  terms: leaseTerms,
};

const byKind = (dates: ReturnType<typeof criticalDatesOfLease>) => dates.map((d) => [d.kind, d.date]);

describe('date arithmetic', () => {
  it('adds days and months the way lease terms count them', () => {
    expect(addDays('2027-06-30', -90)).toBe('2027-04-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-06-30', 12)).toBe('2028-06-30');
    expect(daysBetween('2026-01-01', '2026-02-15')).toBe(45);
    expect(daysBetween('2026-02-15', '2026-01-01')).toBe(-45);
  });
});

describe('criticalDatesOfLease', () => {
  it('finds expiration, each renewal deadline, notice, break and rent change, each with the passage that set it', () => {
    const dates = criticalDatesOfLease({ id: 'L1', endDate: null, documents: [lease] });
    expect(byKind(dates)).toEqual([
      ['rent_change', '2026-07-01'],
      ['break_deadline', '2027-01-01'],
      ['renewal_deadline', '2027-04-01'],
      ['notice_deadline', '2027-05-01'],
      ['expiration', '2027-06-30'],
      ['renewal_deadline', '2028-04-01'],
    ]);
    const find = (kind: string, date: string) => dates.find((d) => d.kind === kind && d.date === date)!;
    expect(find('expiration', '2027-06-30')).toMatchObject({
      key: 'L1:expiration:2027-06-30',
      title: 'Lease expires',
      leaseId: 'L1',
      source: { documentId: 'doc-lease', documentTitle: 'Lease 4B', evidence: { page: 1, quote: 'ending June 30, 2027' } },
    });
    const firstOption = find('renewal_deadline', '2027-04-01');
    expect(firstOption.key).toBe('L1:renewal_deadline:2027-04-01:1');
    expect(firstOption.detail).toBe('Last day to give notice to renew for 12 months (option 1 of 2): 90 days before the term ends on 2027-06-30');
    expect(firstOption.source?.evidence?.page).toBe(4);
    expect(find('renewal_deadline', '2028-04-01').detail).toContain('option 2 of 2, if option 1 is exercised');
    expect(find('notice_deadline', '2027-05-01').source?.evidence?.quote).toContain('intent to vacate');
    expect(find('break_deadline', '2027-01-01').detail).toBe(
      'Last day to give early-termination notice (180 days) that ends the lease before it expires; termination fee $5,000',
    );
    expect(find('rent_change', '2026-07-01')).toMatchObject({
      detail: 'Monthly rent changes from $2,000 to $2,060',
      source: { evidence: { quote: 'increasing to $2,060 on July 1, 2026' } },
    });
    // Keys are unique and the same on every computation.
    expect(new Set(dates.map((d) => d.key)).size).toBe(dates.length);
    expect(criticalDatesOfLease({ id: 'L1', endDate: null, documents: [lease] }).map((d) => d.key)).toEqual(dates.map((d) => d.key));
  });

  it('applies amendments on file, also one that takes effect after today, and names them as the source', () => {
    // Signed now, effective the day after the old expiration: the old deadlines are already gone.
    const extension: TermsDocument = {
      documentId: 'doc-ext',
      title: 'First Amendment',
      kind: 'amendment',
      effectiveDate: '2027-07-01',
      addedAt: '2026-09-01T10:00:00.000Z',
      terms: {
        effective_date: term('2027-07-01'),
        expiration_date: term('2028-06-30', evidence(1, 'extended through June 30, 2028')),
        monthly_rent: term(2150, evidence(1, 'monthly rent of $2,150')),
        renewal_option: term({ count: 1, term_months: 12, notice_days: 120 }, evidence(2, 'one further option')),
      },
    };
    const dates = criticalDatesOfLease({ id: 'L1', endDate: '2027-06-30', documents: [lease, extension] });
    expect(byKind(dates)).toEqual([
      ['rent_change', '2026-07-01'],
      ['rent_change', '2027-07-01'],
      ['break_deadline', '2028-01-02'],
      ['renewal_deadline', '2028-03-02'],
      ['notice_deadline', '2028-05-01'],
      ['expiration', '2028-06-30'],
    ]);
    const expiration = dates.find((d) => d.kind === 'expiration')!;
    expect(expiration.source).toMatchObject({ documentId: 'doc-ext', documentTitle: 'First Amendment' });
    const renewal = dates.find((d) => d.kind === 'renewal_deadline')!;
    expect(renewal).toMatchObject({ key: 'L1:renewal_deadline:2028-03-02', source: { documentId: 'doc-ext' } });
    expect(dates.find((d) => d.date === '2027-07-01')).toMatchObject({
      detail: 'Monthly rent changes from $2,060 to $2,150',
      source: { documentId: 'doc-ext' },
    });
  });

  it('uses a person’s correction instead of the extracted value', () => {
    const corrected: TermsDocument = {
      ...lease,
      terms: { ...leaseTerms, notice_to_vacate_days: term(30, null, true), early_termination: term(null, null, true) },
    };
    const dates = criticalDatesOfLease({ id: 'L1', endDate: null, documents: [corrected] });
    expect(dates.find((d) => d.kind === 'notice_deadline')).toMatchObject({ date: '2027-05-31', source: { documentId: 'doc-lease', evidence: null } });
    expect(dates.some((d) => d.kind === 'break_deadline')).toBe(false);
  });

  it('gives a lease record with an end date and no abstraction its expiration, from the record', () => {
    expect(criticalDatesOfLease({ id: 'L2', endDate: '2026-12-31', documents: [] })).toEqual([
      {
        key: 'L2:expiration:2026-12-31',
        date: '2026-12-31',
        kind: 'expiration',
        title: 'Lease expires',
        detail: 'The lease term ends (end date of the lease record)',
        leaseId: 'L2',
        source: null,
      },
    ]);
    expect(criticalDatesOfLease({ id: 'L3', endDate: null, documents: [] })).toEqual([]);
  });

  it('dates nothing that the lease does not state, and nothing before the lease begins', () => {
    const only = (terms: Partial<Record<LeaseTermKey, ReturnType<typeof term>>>): TermsDocument => ({ ...lease, terms });
    // A renewal option without its notice period has no deadline; options after the first need the renewal term.
    const vague = criticalDatesOfLease({
      id: 'L4',
      endDate: null,
      documents: [only({ expiration_date: term('2027-06-30'), renewal_option: term({ count: 3, term_months: null, notice_days: 30 }) })],
    });
    expect(byKind(vague)).toEqual([
      ['renewal_deadline', '2027-05-31'],
      ['expiration', '2027-06-30'],
    ]);
    const noNotice = criticalDatesOfLease({
      id: 'L5',
      endDate: null,
      documents: [only({ expiration_date: term('2027-06-30'), renewal_option: term({ count: 1, term_months: 12, notice_days: null }) })],
    });
    expect(byKind(noNotice)).toEqual([['expiration', '2027-06-30']]);
    // A notice period longer than the lease points before its start: not a date anyone can act on.
    const short = criticalDatesOfLease({
      id: 'L6',
      endDate: null,
      documents: [only({ commencement_date: term('2027-03-01'), expiration_date: term('2027-06-30'), notice_to_vacate_days: term(365) })],
    });
    expect(byKind(short)).toEqual([['expiration', '2027-06-30']]);
  });

  it('needs only CRITICAL_DATE_KEYS: the same dates as from every term (the calendar reads only those)', () => {
    const everyTerm: TermsDocument = {
      ...lease,
      terms: { ...leaseTerms, tenants: term(['Jane Doe']), pets: term('allowed'), security_deposit: term(4000), governing_law: term('Ohio') },
    };
    const extension: TermsDocument = {
      documentId: 'doc-ext',
      title: 'Rent Amendment',
      kind: 'amendment',
      effectiveDate: '2026-01-01',
      addedAt: '2025-12-01T10:00:00.000Z',
      terms: { effective_date: term('2026-01-01'), monthly_rent: term(2100, evidence(1, 'rent of $2,100')), pets: term('prohibited') },
    };
    const keep = new Set<string>([...CRITICAL_DATE_KEYS, 'effective_date']);
    const only = (d: TermsDocument): TermsDocument => ({ ...d, terms: Object.fromEntries(Object.entries(d.terms).filter(([k]) => keep.has(k))) });
    const all = criticalDatesOfLease({ id: 'L7', endDate: '2027-06-30', documents: [everyTerm, extension] });
    expect(all.length).toBeGreaterThan(4);
    expect(criticalDatesOfLease({ id: 'L7', endDate: '2027-06-30', documents: [only(everyTerm), only(extension)] })).toEqual(all);
  });
});
