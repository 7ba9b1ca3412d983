import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, leaseFormSchema, unitFormSchema } from './portfolio-forms.js';

describe('portfolio forms', () => {
  it('reads dollars as people type them and sends cents', () => {
    expect(dollarsToCents('$1,850.00')).toBe(185_000);
    expect(dollarsToCents('1850.5')).toBe(185_050);
    expect(dollarsToCents(' ')).toBeNull();
    expect(dollarsToCents('1.850,00')).toBe('invalid');
    expect(dollarsToCents('-5')).toBe('invalid');
    expect(centsToDollars(185_000)).toBe('1850.00');
    expect(centsToDollars(null)).toBe('');
  });

  it('turns the lease form into the API input, with the server messages under the fields', () => {
    const ok = leaseFormSchema.safeParse({
      propertyId: '3f1c2a9e-5b7d-4c1e-9a2f-8d6b4e0c1a23',
      unitId: '',
      tenantIds: [],
      startDate: '2026-03-01',
      endDate: '',
      monthlyRent: '1,850',
      deposit: '',
      status: 'active',
    });
    expect(ok.data).toEqual({
      propertyId: '3f1c2a9e-5b7d-4c1e-9a2f-8d6b4e0c1a23',
      unitId: null,
      tenantIds: [],
      startDate: '2026-03-01',
      endDate: null,
      monthlyRentCents: 185_000,
      depositCents: null,
      status: 'active',
    });
    const bad = leaseFormSchema.safeParse({
      propertyId: '',
      unitId: '',
      tenantIds: [],
      startDate: '2026-03-01',
      endDate: '2026-02-01',
      monthlyRent: 'a lot',
      deposit: '',
      status: 'active',
    });
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({ propertyId: 'Choose the property', monthlyRent: 'Monthly rent must be an amount in dollars, like 1850 or 1,850.00' });
    const ends = leaseFormSchema.safeParse({
      ...ok.data,
      propertyId: '3f1c2a9e-5b7d-4c1e-9a2f-8d6b4e0c1a23',
      unitId: '',
      endDate: '2026-02-01',
      monthlyRent: '',
      deposit: '',
    });
    expect(ends.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['endDate', 'End date cannot be before the start date']]);
  });

  it('checks unit numbers with their own messages', () => {
    const unit = { label: '4B', floor: '', bedrooms: 'two', bathrooms: '1.3', squareFeet: '', marketRent: '', status: 'vacant' as const };
    const messages = unitFormSchema.safeParse(unit).error!.issues.map((i) => i.message);
    expect(messages).toEqual(['Bedrooms must be a whole number', 'Bathrooms must be a whole or half number']);
    expect(unitFormSchema.parse({ ...unit, bedrooms: '2', bathrooms: '1.5', marketRent: '$1,850' })).toMatchObject({
      bedrooms: 2,
      bathrooms: 1.5,
      marketRent: 185_000,
    });
  });
});
