import { describe, expect, it } from 'vitest';
import { termsAsOf, termValue, type TermsDocument } from './terms-as-of.js';

const term = (value: unknown, corrected = false) => ({ value, evidence: null, corrected });

const lease: TermsDocument = {
  documentId: 'lease',
  title: 'Lease 4B',
  kind: 'lease',
  effectiveDate: null,
  addedAt: '2026-01-05T10:00:00.000Z',
  terms: {
    expiration_date: term('2027-01-31'),
    monthly_rent: term(1850),
    pets: term('prohibited'),
    security_deposit: term(null),
  },
};
const extension: TermsDocument = {
  documentId: 'ext',
  title: 'First Amendment',
  kind: 'amendment',
  effectiveDate: '2027-02-01',
  addedAt: '2026-12-01T10:00:00.000Z',
  terms: { effective_date: term('2027-02-01'), expiration_date: term('2028-01-31'), monthly_rent: term(1950) },
};
const petAddendum: TermsDocument = {
  documentId: 'pets',
  title: 'Pet addendum',
  kind: 'amendment',
  effectiveDate: '2026-06-01',
  addedAt: '2026-06-01T10:00:00.000Z',
  terms: { pets: term('with_consent', true) },
};

describe('termsAsOf', () => {
  it('applies only the amendments in effect on the date, in effective-date order', () => {
    const before = termsAsOf([extension, petAddendum, lease], '2026-05-31');
    expect(termValue(before, 'expiration_date')).toBe('2027-01-31');
    expect(termValue(before, 'pets')).toBe('prohibited');

    const between = termsAsOf([extension, petAddendum, lease], '2026-06-01');
    expect(termValue(between, 'pets')).toBe('with_consent');
    expect(termValue(between, 'monthly_rent')).toBe(1850);

    const after = termsAsOf([extension, petAddendum, lease], '2027-02-01');
    expect(termValue(after, 'expiration_date')).toBe('2028-01-31');
    expect(termValue(after, 'monthly_rent')).toBe(1950);
    const expiration = after.find((t) => t.key === 'expiration_date');
    expect(expiration?.source?.documentId).toBe('ext');
    expect(expiration?.history.map((h) => h.value)).toEqual(['2027-01-31', '2028-01-31']);
  });

  it('reports a term no document states as null with no source', () => {
    const terms = termsAsOf([lease], '2026-03-01');
    const deposit = terms.find((t) => t.key === 'security_deposit');
    expect(deposit).toMatchObject({ value: null, source: null, history: [] });
  });

  it('shows a later amendment in the history before it takes effect', () => {
    const terms = termsAsOf([lease, extension], '2026-03-01');
    const expiration = terms.find((t) => t.key === 'expiration_date');
    expect(expiration?.value).toBe('2027-01-31');
    expect(expiration?.history).toHaveLength(2);
  });

  it('takes the rent from the step of the rent schedule in force', () => {
    const stepped: TermsDocument = {
      ...lease,
      terms: {
        ...lease.terms,
        rent_schedule: term([
          { from: '2026-02-01', monthly_rent: 1850 },
          { from: '2027-02-01', monthly_rent: 1900 },
        ]),
      },
    };
    expect(termValue(termsAsOf([stepped], '2026-12-31'), 'monthly_rent')).toBe(1850);
    expect(termValue(termsAsOf([stepped], '2027-02-01'), 'monthly_rent')).toBe(1900);
  });

  it('lets an amendment that sets a new rent after a schedule step win over the step', () => {
    const stepped: TermsDocument = { ...lease, terms: { ...lease.terms, rent_schedule: term([{ from: '2026-02-01', monthly_rent: 1850 }]) } };
    expect(termValue(termsAsOf([stepped, extension], '2027-03-01'), 'monthly_rent')).toBe(1950);
  });
});
