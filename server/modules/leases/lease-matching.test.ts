import { describe, expect, it } from 'vitest';
import { bestLease, type AmendmentReferences, type LeaseCandidate } from './lease-matching.js';
import { amendmentReferences } from './lease-links.js';
import { isCompanyName, nameKey, readsCommercial, sameAddress, sameName, streetKey, unitFromAddress, unitKey, unitLabel } from './names.js';

describe('names and addresses', () => {
  it('matches addresses whatever their case, punctuation, abbreviations and unit', () => {
    expect(sameAddress('12 Oak Street, Apt. 4B, Springfield, IL', '12 oak st springfield il')).toBe(true);
    expect(sameAddress('12 Oak Street, Springfield', '12 OAK ST.')).toBe(true);
    expect(sameAddress('12 Oak Street', '14 Oak Street')).toBe(false);
    expect(sameAddress('12 Noble Street', '12 Noble St')).toBe(true);
    expect(streetKey('400 North Market Avenue, Suite 200')).toBe('400 n market ave');
  });

  it('reads the unit an address names, and keys unit labels', () => {
    expect(unitFromAddress('12 Oak Street, Apartment 4B, Springfield')).toBe('4B');
    expect(unitFromAddress('400 Market St #210')).toBe('210');
    expect(unitFromAddress('12 Noble Street, Springfield')).toBeNull();
    expect(unitKey('Apt. 4-B')).toBe(unitKey('4-b'));
    expect(unitLabel('Unit 7C')).toBe('7C');
  });

  it('matches people in any order and tells companies from people', () => {
    expect(nameKey('Reyes, Dana')).toBe(nameKey('Dana Reyes'));
    expect(sameName('Dana M. Reyes', 'dana reyes')).toBe(true);
    expect(sameName('Dana Reyes', 'Dana Smith')).toBe(false);
    expect(isCompanyName('Brightline Dental, L.L.C.')).toBe(true);
    expect(isCompanyName('Acme Coffee Co.')).toBe(true);
    expect(isCompanyName('Colin Cooper')).toBe(false);
  });

  it('reads a lease as commercial from its title or its permitted use', () => {
    expect(readsCommercial('Commercial Lease - Suite 200', null)).toBe(true);
    expect(readsCommercial('Lease 4B', 'General office use')).toBe(true);
    expect(readsCommercial('Lease 4B', 'Private residence only')).toBe(false);
    expect(readsCommercial('Residential lease 4B', 'office')).toBe(false);
  });
});

const lease = (over: Partial<LeaseCandidate>): LeaseCandidate => ({
  id: 'l',
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  places: ['12 Oak Street, Springfield', 'Oak Street Apartments'],
  unit: '4B',
  tenants: ['Dana Reyes'],
  landlord: 'Oakline LLC',
  commencement: '2025-01-01',
  ...over,
});
const refs = (over: Partial<AmendmentReferences>): AmendmentReferences => ({
  landlord: null,
  tenants: [],
  premisesAddress: null,
  unit: null,
  leaseDate: null,
  effectiveDate: null,
  ...over,
});

describe('bestLease', () => {
  it('picks the lease whose parties and premises the amendment names', () => {
    const candidates = [lease({ id: 'a' }), lease({ id: 'b', unit: '5C', tenants: ['Sam Lee'] })];
    expect(bestLease(refs({ tenants: ['Sam Lee'], premisesAddress: '12 Oak St, Unit 5C' }), candidates)?.lease.id).toBe('b');
  });

  it('needs the parties or the premises: a landlord and a date alone are not enough', () => {
    expect(bestLease(refs({ landlord: 'Oakline LLC', effectiveDate: '2025-06-01' }), [lease({})])).toBeNull();
    expect(bestLease(refs({ tenants: ['Dana Reyes'] }), [lease({})])).toBeNull();
    expect(bestLease(refs({ tenants: ['Dana Reyes'], unit: '4B' }), [lease({})])?.lease.id).toBe('l');
  });

  it('tells successive leases of one unit apart by the amended lease date or the effective date, and refuses a tie', () => {
    const older = lease({ id: 'old', startDate: '2024-01-01', endDate: '2024-12-31', commencement: '2024-01-01' });
    const newer = lease({ id: 'new' });
    const base = { tenants: ['Dana Reyes'], premisesAddress: '12 Oak Street', unit: '4B' };
    expect(bestLease(refs({ ...base, leaseDate: '2024-01-01' }), [older, newer])?.lease.id).toBe('old');
    expect(bestLease(refs({ ...base, effectiveDate: '2025-03-01' }), [older, newer])?.lease.id).toBe('new');
    // An extension effective the day after the lease ends still belongs to it.
    expect(bestLease(refs({ ...base, effectiveDate: '2025-01-01' }), [older, lease({ id: 'other', unit: '9Z', tenants: ['Sam Lee'] })])?.lease.id).toBe('old');
    expect(bestLease(refs({ ...base, effectiveDate: '2026-01-01' }), [older, newer])?.lease.id).toBe('new');
    expect(bestLease(refs(base), [older, newer])).toBeNull();
  });
});

describe('an assignment and the extension after it', () => {
  const lease: LeaseCandidate = {
    id: 'yoga',
    startDate: '2023-02-01',
    endDate: '2026-01-31',
    places: ['9709 Chestnut Street, Fresno, CA 93754'],
    unit: '110',
    tenants: ['Meridian Yoga Studio, Corp.'],
    landlord: 'Falcon Hill Properties, Inc.',
    commencement: '2023-02-01',
  };
  const other: LeaseCandidate = {
    ...lease,
    id: 'cycle',
    places: ['5956 Willow Court'],
    unit: '400',
    tenants: ['Summit Cycle Works Inc.'],
    landlord: 'Falcon Point LLC',
  };

  it('links an assignment by the assignor it refers to, although the tenant it states is the assignee', () => {
    const refs = amendmentReferences(
      { landlord: 'Falcon Hill Properties, Inc.', tenants: ['Meridian Yoga Studio, Corp.'], premisesAddress: null, unit: null, leaseDate: '2023-01-01' },
      { tenants: { value: ['Westbrook Staffing Solutions L.L.C.'] }, effective_date: { value: '2024-07-01' } },
    );
    expect(refs.tenants).toEqual(['Meridian Yoga Studio, Corp.', 'Westbrook Staffing Solutions L.L.C.']);
    expect(bestLease(refs, [other, lease])?.lease.id).toBe('yoga');
  });

  it('links a later extension that names the assignee to the same lease once the assignment applies', () => {
    const refs = amendmentReferences(
      { landlord: 'Falcon Hill Properties, Inc.', tenants: ['Westbrook Staffing Solutions L.L.C.'], premisesAddress: null, unit: null, leaseDate: null },
      { effective_date: { value: '2026-02-01' } },
    );
    const assigned = { ...lease, tenants: ['Westbrook Staffing Solutions L.L.C.'] };
    expect(bestLease(refs, [other, assigned])?.lease.id).toBe('yoga');
  });
});
