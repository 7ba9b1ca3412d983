import { describe, expect, it } from 'vitest';
import { leaseTermKeys, parseTermValue, type LeaseTermKey } from '@common/lease-terms';
import { formatTermValue } from './format';
import { termFormDefaults, termFormSchema } from './term-form-schemas';

const submit = (key: LeaseTermKey, value: unknown) => termFormSchema(key).safeParse({ value });
const firstIssue = (key: LeaseTermKey, value: unknown) => {
  const r = submit(key, value);
  return r.success ? null : { path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
};

describe('correction forms', () => {
  it("turn each term's current value into inputs and back into the same value, valid for the server", () => {
    const values: Partial<Record<LeaseTermKey, unknown>> = {
      landlord: 'Oakline LLC',
      tenants: ['Dana Reyes', 'Sam Lee'],
      commencement_date: '2025-03-01',
      term_months: 24,
      monthly_rent: 1850.5,
      rent_schedule: [
        { from: '2025-03-01', monthly_rent: 1850 },
        { from: '2026-03-01', monthly_rent: 1900 },
      ],
      late_fee: { amount: 75, grace_days: 5 },
      renewal_option: { count: 2, term_months: 12, notice_days: null },
      early_termination: { notice_days: 60, fee: null },
      pets: 'with_consent',
      repairs: 'shared',
      utilities_tenant: ['water', 'gas'],
    };
    for (const [key, value] of Object.entries(values) as [LeaseTermKey, unknown][]) {
      const parsed = termFormSchema(key).safeParse(termFormDefaults(key, value));
      expect(parsed.success, key).toBe(true);
      expect(parsed.data?.value, key).toEqual(value);
      expect(parseTermValue(key, parsed.data?.value).ok, key).toBe(true);
    }
  });

  it('start empty for a term that is not stated, and say what is missing', () => {
    for (const key of leaseTermKeys) expect(() => termFormDefaults(key, null)).not.toThrow();
    expect(firstIssue('monthly_rent', '')).toEqual({ path: 'value', message: 'Enter the monthly rent' });
    expect(firstIssue('monthly_rent', 'lots')?.message).toMatch(/must be an amount in dollars/);
    expect(firstIssue('monthly_rent', '-5')?.message).toBe('An amount cannot be negative');
    expect(firstIssue('commencement_date', '')?.message).toBe('Pick a date');
    expect(firstIssue('tenants', [{ name: ' ' }])?.message).toBe('Add at least one tenant');
    expect(firstIssue('late_fee', { amount: '', percent: '', grace_days: '5' })).toEqual({ path: 'value.amount', message: 'Enter an amount or a percent' });
    expect(firstIssue('late_fee', { amount: '50', percent: '', grace_days: '-1' })?.path).toBe('value.grace_days');
    expect(firstIssue('rent_schedule', [{ from: '', monthly_rent: '1850' }])?.path).toBe('value.0.from');
  });

  it('read money the way people type it, and sort rent steps by date', () => {
    expect(submit('monthly_rent', '$1,850.00').data?.value).toBe(1850);
    const steps = submit('rent_schedule', [
      { from: '2026-03-01', monthly_rent: '1900' },
      { from: '2025-03-01', monthly_rent: '1850' },
    ]);
    expect(steps.data?.value).toEqual([
      { from: '2025-03-01', monthly_rent: 1850 },
      { from: '2026-03-01', monthly_rent: 1900 },
    ]);
  });
});

describe('formatTermValue', () => {
  it('writes values for people', () => {
    expect(formatTermValue('commencement_date', '2025-03-01')).toBe('Mar 1, 2025');
    expect(formatTermValue('monthly_rent', 1850)).toBe('$1,850.00');
    expect(formatTermValue('term_months', 24)).toBe('24 months (2 years)');
    expect(formatTermValue('tenants', ['Dana Reyes', 'Sam Lee', 'Ava Stone'])).toBe('Dana Reyes, Sam Lee and Ava Stone');
    expect(formatTermValue('late_fee', { amount: 75, grace_days: 5 })).toBe('$75.00 after a 5-day grace period');
    expect(formatTermValue('renewal_option', { count: 2, term_months: 12, notice_days: 60 })).toBe("2 renewals of 12 months (1 year) each, on 60 days' notice");
    expect(formatTermValue('early_termination', { notice_days: 60, fee: 3700 })).toBe("Allowed on 60 days' notice, with a $3,700.00 fee");
    expect(formatTermValue('pets', 'with_consent')).toBe("Allowed with the landlord's consent");
    expect(formatTermValue('utilities_tenant', [])).toBe('None');
    expect(formatTermValue('rent_schedule', [{ from: '2025-03-01', monthly_rent: 1850 }])).toBe('From Mar 1, 2025: $1,850.00 a month');
    expect(formatTermValue('pet_deposit', null)).toBe('Not stated');
  });
});
