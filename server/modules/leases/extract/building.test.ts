import { describe, expect, it } from 'vitest';
import { extractLease } from './index.js';
import { leaseText } from './test-passages.js';

/** Building names drafted several ways (written for this test), and clauses that name no building. */
const preamble = 'LEASE AGREEMENT\n\nThis Lease is made between Quayside Holdings LLC ("Landlord") and Marta Olsen ("Tenant").\n\n';
const building = (body: string) => extractLease(leaseText([preamble + body])).references.buildingName ?? null;

describe('the building a lease names', () => {
  it.each([
    ['Building:   Harbor Point Tower, 40 Quay Street, Portland, ME 04101\nPremises: Suite 210 of the Building.', 'Harbor Point Tower'],
    [
      'Landlord owns the office park known as Juniper Commons (the "Project"). Landlord leases to Tenant Suite 5 of the Project, 700 Elm Road, Bend, OR 97701.',
      'Juniper Commons',
    ],
    ['Landlord leases to Tenant the apartment known as Unit 12, Maple Court Apartments, 88 Birch Lane, Salem, OR 97301.', 'Maple Court Apartments'],
    [
      'The premises are Store 3 in the shopping center commonly known as The Shops at Willow Creek, located at 15 Main Street, Austin, TX 78701.',
      'Shops at Willow Creek',
    ],
  ])('%s', (body, expected) => {
    expect(building(body)).toBe(expected);
  });

  it.each([
    'Landlord leases to Tenant the premises located at 1420 Oak Street, Springfield, IL 62704.',
    'Landlord leases to Tenant the dwelling known as Unit 4B, 1420 Oak Street, Springfield, IL 62704.',
    'Notices to Landlord: Quayside Holdings LLC, Attn: Leasing, 9 Harbor Plaza, Portland, ME 04101. Premises: 12 Elm Row, Bend, OR 97701.',
  ])('names none: %s', (body) => {
    expect(building(body)).toBeNull();
  });
});
