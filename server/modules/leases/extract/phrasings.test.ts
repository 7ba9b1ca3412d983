import { describe, expect, it } from 'vitest';
import { extractLease } from './index.js';
import { leaseText } from './test-passages.js';

/**
 * The same term drafted many ways (phrasings written for these tests): each reader must read the value whatever the
 * wording, and leave a term alone when the clause is about something else.
 */
const preamble = 'LEASE AGREEMENT\n\nThis Lease is made between Oak Lane Homes LLC ("Landlord") and Dana Reyes ("Tenant").\n\n';

function read(body: string): Record<string, unknown> {
  const result = extractLease(leaseText([preamble + body]));
  return Object.fromEntries(result.terms.map((t) => [t.key, t.value]));
}

type Case = [string, Record<string, unknown>];

function cases(list: Case[]) {
  it.each(list)('%s', (body, expected) => {
    expect(read(body)).toMatchObject(expected);
  });
}

describe('utilities paid by the tenant', () => {
  cases([
    [
      'Tenant is responsible for the following utilities: electricity, natural gas and internet service.',
      { utilities_tenant: ['electricity', 'gas', 'internet'] },
    ],
    [
      'Landlord will provide water and trash service at no charge to Tenant. Tenant will pay for all other utility services.',
      { utilities_tenant: ['electricity', 'gas', 'internet', 'sewer'] },
    ],
    ['Utilities included in rent: water, sewer, trash. Utilities paid by Tenant: electricity and gas.', { utilities_tenant: ['electricity', 'gas'] }],
    ['Owner pays: water, sewer, garbage.\nResident pays: electric, gas, cable/internet.', { utilities_tenant: ['electricity', 'gas', 'internet'] }],
    [
      'Tenant shall pay all utilities and services supplied to the Premises, except water and sewer, which Landlord shall pay.',
      { utilities_tenant: ['electricity', 'gas', 'trash', 'internet'] },
    ],
    [
      'Electricity and gas shall be paid by Tenant; water, sewer and refuse collection shall be paid by Landlord.',
      { utilities_tenant: ['electricity', 'gas'] },
    ],
    [
      '7. UTILITIES\nWater: Landlord\nSewer: Landlord\nTrash: Landlord\nElectricity: Tenant\nGas: Tenant\nInternet: Tenant',
      { utilities_tenant: ['electricity', 'gas', 'internet'] },
    ],
    ['Lessee shall be responsible for the payment of all utilities.', { utilities_tenant: ['water', 'electricity', 'gas', 'trash', 'internet', 'sewer'] }],
    ["The rent includes water, sewer and trash. Tenant shall place electricity and gas in Tenant's name.", { utilities_tenant: ['electricity', 'gas'] }],
    ['UTILITIES\n\nUtility\n\nPaid by\n\nWater\n\nLandlord\n\nElectricity\n\nTenant\n\nGas\n\nTenant', { utilities_tenant: ['electricity', 'gas'] }],
    ['Tenant shall keep the water heater set no higher than 120 degrees.', { utilities_tenant: null }],
    ['You will pay for electricity and gas. We will pay for water, sewer and trash.', { utilities_tenant: ['electricity', 'gas'] }],
    ['Utilities: Tenant pays [X] Electric [X] Gas [ ] Water [ ] Sewer [ ] Trash [X] Internet', { utilities_tenant: ['electricity', 'gas', 'internet'] }],
    ['The following utilities shall be paid by Tenant: electricity, gas, telephone.', { utilities_tenant: ['electricity', 'gas'] }],
    [
      'Tenant agrees to pay all charges for utilities, except that Landlord shall pay for water and garbage collection.',
      { utilities_tenant: ['electricity', 'gas', 'internet', 'sewer'] },
    ],
    [
      'Landlord shall furnish water. All other utilities are the responsibility of Tenant.',
      { utilities_tenant: ['electricity', 'gas', 'trash', 'internet', 'sewer'] },
    ],
    ['Lessee shall pay for all gas, heat, light, power, and water used on the premises.', { utilities_tenant: ['water', 'electricity', 'gas'] }],
    ["Tenant shall establish accounts in Tenant's name for electric and gas service.", { utilities_tenant: ['electricity', 'gas'] }],
    ['Water and trash are included in the rent; tenant pays electric.', { utilities_tenant: ['electricity'] }],
    ['Renter shall pay for electricity and gas. Owner shall pay for water and trash.', { utilities_tenant: ['electricity', 'gas'] }],
  ]);
});

describe('subletting and assignment', () => {
  cases([
    ['No assignment or subletting is permitted without the written consent of Landlord.', { subletting: 'with_consent' }],
    ["Any assignment or sublease requires Landlord's prior written approval.", { subletting: 'with_consent' }],
    ['Subletting is not allowed.', { subletting: 'prohibited' }],
    ['Tenant may sublet the Premises, or any part of it, after giving Landlord written notice.', { subletting: 'allowed' }],
    ['Resident shall not sublet, assign, or take in boarders.', { subletting: 'prohibited' }],
    ["12. ASSIGNMENT. Tenant shall not transfer its interest in this Lease without Landlord's consent.", { subletting: 'with_consent' }],
    [
      "Tenant shall not assign this Lease or sublet the Premises. Pets are allowed with Landlord's consent.",
      { subletting: 'prohibited', pets: 'with_consent' },
    ],
    ['Lessee shall not let or sub let the whole or any part of the premises without the written permission of Lessor.', { subletting: 'with_consent' }],
    ['RULES. Tenant shall not sublet. Pets are permitted. Smoking is not permitted.', { subletting: 'prohibited', pets: 'allowed' }],
    ['You may not sublet the apartment or assign this lease.', { subletting: 'prohibited' }],
    ["Tenant agrees not to sublet the Premises without Landlord's written consent.", { subletting: 'with_consent' }],
    [
      'Lessee shall not assign this lease, nor sublet the premises or any part thereof, without the written consent of Lessor first had and obtained.',
      { subletting: 'with_consent' },
    ],
    ['Subletting: [ ] Permitted [X] Not permitted', { subletting: 'prohibited' }],
    ['Tenant is prohibited from subletting the Premises.', { subletting: 'prohibited' }],
    [
      'Tenant shall not, without the prior written consent of Landlord, assign, mortgage or encumber this Lease, or sublet the Premises.',
      { subletting: 'with_consent' },
    ],
    ['The Tenant shall have the right to sublet all or part of the Premises.', { subletting: 'allowed' }],
    ['Neither this Lease nor any interest in it may be assigned by Tenant, and Tenant may not sublet the Premises.', { subletting: 'prohibited' }],
    ["Assignment and subletting are permitted only with the landlord's written consent.", { subletting: 'with_consent' }],
    [
      "RULES. (a) Tenant shall not keep pets without Landlord's written consent; (b) Tenant shall not sublet the Premises; (c) Tenant shall pay for electricity and gas; (d) Landlord shall pay for water and trash.",
      { pets: 'with_consent', subletting: 'prohibited', utilities_tenant: ['electricity', 'gas'] },
    ],
    [
      "12.1 Tenant shall not assign this Lease or sublet the Premises without Landlord's prior written consent. 12.2 Notwithstanding Section 12.1, Tenant may assign this Lease to an Affiliate without Landlord's consent.",
      { subletting: 'with_consent' },
    ],
  ]);
});

describe('pets', () => {
  cases([
    ['One small dog under 25 pounds is permitted.', { pets: 'allowed' }],
    ["Animals are not permitted, except with Landlord's written authorization.", { pets: 'with_consent' }],
    ['Pets: None.', { pets: 'prohibited' }],
    ['Tenant shall keep no animals on the premises.', { pets: 'prohibited' }],
    ['Tenant may have up to two cats. A pet deposit of $300 is required.', { pets: 'allowed', pet_deposit: 300 }],
    ['No pets of any kind are permitted, including fish tanks.', { pets: 'prohibited' }],
    ['Tenant may keep one cat. Tenant shall not allow any pet to disturb other residents.', { pets: 'allowed' }],
    ['Tenant shall not keep any pet without first signing a pet agreement approved by Landlord.', { pets: 'with_consent' }],
    ['You may not keep any pets in the unit.', { pets: 'prohibited' }],
    ['Tenant agrees not to keep pets on the premises.', { pets: 'prohibited' }],
    ['Lessee covenants that no dog, cat, bird or other animal shall be kept on the premises.', { pets: 'prohibited' }],
    ['Pets allowed: [ ] Yes [X] No', { pets: 'prohibited' }],
    ["Pets: [X] Allowed with Landlord's written approval", { pets: 'with_consent' }],
    ['Tenant may keep the following pet: one dog (Labrador, 60 lbs).', { pets: 'allowed' }],
    ['No pets will be allowed without the prior written consent of the Owner.', { pets: 'with_consent' }],
    ['Tenant shall not harbor any animals unless Landlord agrees in writing.', { pets: 'with_consent' }],
    ['Animals of any kind are prohibited from the Premises.', { pets: 'prohibited' }],
    ["Resident shall obtain Landlord's written permission before bringing any animal onto the property.", { pets: 'with_consent' }],
    ['Tenant shall be permitted to keep one (1) cat; no other animals are permitted.', { pets: 'allowed' }],
  ]);
});

describe('repairs', () => {
  cases([
    ['Tenant shall keep the premises clean and sanitary. Landlord shall make all necessary repairs to the dwelling.', { repairs: 'landlord' }],
    [
      'Landlord is responsible for repairs to the roof, structure, plumbing, electrical and heating systems. Tenant is responsible for all other maintenance and repairs.',
      { repairs: 'shared' },
    ],
    ["Tenant, at Tenant's expense, shall make all repairs to the Premises.", { repairs: 'tenant' }],
    [
      'Tenant shall return the Premises in the same condition, ordinary wear and tear excepted. Owner will repair appliances and fixtures supplied by Owner.',
      { repairs: 'landlord' },
    ],
    ['Tenant shall mow the lawn and remove snow. Landlord shall maintain the house and its systems in good repair.', { repairs: 'landlord' }],
    ['Landlord shall have no obligation to make any repairs; Tenant accepts the Premises in as-is condition and shall maintain them.', { repairs: 'tenant' }],
    ['You are responsible for minor repairs and for keeping the apartment clean. We will make all other repairs.', { repairs: 'shared' }],
    ['Landlord will keep the dwelling in good repair, including the plumbing, heating and electrical systems.', { repairs: 'landlord' }],
    ["Lessee shall, at Lessee's own cost, keep the premises in good repair.", { repairs: 'tenant' }],
    ['Repairs: Landlord is responsible for all repairs except those caused by Tenant.', { repairs: 'landlord' }],
    ['Tenant shall promptly notify Landlord of any needed repairs. Landlord shall make repairs within a reasonable time.', { repairs: 'landlord' }],
    [
      'Tenant shall keep the Premises in a clean and sanitary condition and shall surrender them in good condition, reasonable wear excepted. Landlord shall make all repairs to the Premises.',
      { repairs: 'landlord' },
    ],
    ['The Tenant will be responsible for all maintenance and repairs of the property.', { repairs: 'tenant' }],
    ['Landlord shall be responsible for repairs costing more than $300; Tenant shall pay for repairs costing $300 or less.', { repairs: 'shared' }],
    ["Renter shall keep the home in good order and repair at Renter's expense.", { repairs: 'tenant' }],
  ]);
});

describe('notice to vacate', () => {
  cases([
    ['If Tenant plans to move out at the end of the lease, Tenant must notify Landlord in writing 30 days in advance.', { notice_to_vacate_days: 30 }],
    ["Tenant shall provide Landlord with not less than forty-five (45) days' notice prior to vacating.", { notice_to_vacate_days: 45 }],
    ['Move-out notice: 60 days.', { notice_to_vacate_days: 60 }],
    [
      'At least sixty (60) days before the Lease ends, Tenant must tell Landlord in writing whether Tenant will renew or move out.',
      { notice_to_vacate_days: 60 },
    ],
    ["Either party may end the month-to-month tenancy with 30 days' written notice.", { notice_to_vacate_days: 30 }],
    ["Landlord may enter the Premises after giving 24 hours' notice.", { notice_to_vacate_days: null }],
  ]);
});

describe('renewal options', () => {
  cases([
    [
      'Tenant may renew this Lease for one additional year by giving Landlord written notice at least 60 days before the Lease ends.',
      { renewal_option: { count: 1, term_months: 12, notice_days: 60 } },
    ],
    [
      "Renewal Option: One (1) renewal option of five (5) years upon 180 days' prior written notice.",
      { renewal_option: { count: 1, term_months: 60, notice_days: 180 } },
    ],
    [
      'Tenant shall have the right to extend the Term for two additional periods of three years each by notice given no later than six months before expiry.',
      { renewal_option: { count: 2, term_months: 36, notice_days: 180 } },
    ],
    ["This Lease will automatically renew month-to-month unless either party gives 30 days' notice.", { renewal_option: null }],
    [
      'Option to Renew. Provided Tenant is not in default, Tenant may extend the Lease Term for one additional term of three (3) years by giving Landlord written notice not less than six (6) months prior to the expiration date.',
      { renewal_option: { count: 1, term_months: 36, notice_days: 180 } },
    ],
    [
      'Tenant is granted two (2) consecutive options to renew this Lease, each for a period of five (5) years, upon written notice to Landlord given at least two hundred seventy (270) days before the end of the then-current term.',
      { renewal_option: { count: 2, term_months: 60, notice_days: 270 } },
    ],
    [
      'Renewal. This lease may be renewed for an additional twelve (12) month term if Tenant notifies Landlord in writing at least sixty (60) days before the lease ends.',
      { renewal_option: { count: 1, term_months: 12, notice_days: 60 } },
    ],
    [
      'Tenant shall have the option to renew for a further period of one year on the same terms, exercisable by written notice delivered 90 days before expiry.',
      { renewal_option: { count: 1, term_months: 12, notice_days: 90 } },
    ],
  ]);
});

describe('early termination', () => {
  cases([
    [
      "Rent is $1,500.00 per month. Tenant may end this Lease early by giving 60 days' written notice and paying an early termination fee equal to two months' rent.",
      { early_termination: { notice_days: 60, fee: 3000 } },
    ],
    ['Tenant has no right to terminate this Lease before the end of the Term.', { early_termination: null }],
    [
      "Beginning in the third lease year, Tenant may cancel this Lease upon 180 days' notice and payment of $25,000.00.",
      { early_termination: { notice_days: 180, fee: 25000 } },
    ],
    ["If Tenant defaults, Landlord may terminate this Lease on 10 days' notice.", { early_termination: null }],
    [
      "Monthly rent: $2,000.00. Early Termination. Tenant may terminate this Lease prior to the Expiration Date by providing Landlord with ninety (90) days' written notice and paying a fee equal to three (3) months' rent.",
      { early_termination: { notice_days: 90, fee: 6000 } },
    ],
    [
      "Monthly rent: $1,200.00. Tenant may break this lease by giving 30 days' notice and paying one month's rent as a lease-break fee.",
      { early_termination: { notice_days: 30, fee: 1200 } },
    ],
    [
      "If Tenant wishes to leave before the lease ends, Tenant must give 60 days' written notice and pay a reletting fee of $500.00.",
      { early_termination: { notice_days: 60, fee: 500 } },
    ],
    ["Tenant may cancel this Lease at any time upon sixty (60) days' written notice to Landlord.", { early_termination: { notice_days: 60, fee: null } }],
  ]);
});

describe('governing law', () => {
  cases([
    ['This Lease shall be governed by Texas law.', { governing_law: 'Texas' }],
    ['Minnesota law governs this Lease.', { governing_law: 'Minnesota' }],
    ['This Lease shall be interpreted in accordance with the laws of North Carolina.', { governing_law: 'North Carolina' }],
    ['Governing Law: Michigan.', { governing_law: 'Michigan' }],
    [
      'The premises are the house at 12 Pine Street, Tacoma, WA 98402. This Lease is governed by the laws of the state in which the Premises are located.',
      { governing_law: 'Washington' },
    ],
    ['Tenant shall comply with all laws of the City.', { governing_law: null }],
    ['The laws of the State of Georgia shall govern this Lease.', { governing_law: 'Georgia' }],
    ['Choice of Law: Ohio.', { governing_law: 'Ohio' }],
    ['This Lease will be enforced according to Texas law.', { governing_law: 'Texas' }],
    [
      'The validity and interpretation of this Lease shall be determined under the laws of the Commonwealth of Pennsylvania.',
      { governing_law: 'Pennsylvania' },
    ],
  ]);
});

describe('premises and unit', () => {
  cases([
    [
      'Landlord rents to Tenant the premises known as Unit 4b, 210 Elm Street, Albany, NY 12207.',
      { unit: '4b', premises_address: '210 Elm Street, Albany, NY 12207' },
    ],
    [
      'Landlord rents to Tenant the house at 14 Birch Road, Albany, NY 12208. Notices to Landlord shall be sent to 500 Main Street, Suite 900, Albany, NY 12207.',
      { unit: null, premises_address: '14 Birch Road, Albany, NY 12208' },
    ],
  ]);
});

describe('term dates', () => {
  cases([
    ['The lease term is from 03/01/2025 to 02/28/2026.', { commencement_date: '2025-03-01', expiration_date: '2026-02-28', term_months: 12 }],
    [
      'Tenant shall occupy the Premises beginning June 15, 2025 for a term of one year.',
      { commencement_date: '2025-06-15', term_months: 12, expiration_date: '2026-06-14' },
    ],
    ['Lease Start Date: August 1, 2025\nLease End Date: July 31, 2026', { commencement_date: '2025-08-01', expiration_date: '2026-07-31' }],
    ['Rent is due on March 1, 2025 and on the first day of each month after that.', { commencement_date: null }],
  ]);
});

describe('parties', () => {
  it.each([
    [
      'This Lease is made by and between Oak Lane Homes LLC, hereinafter called "Lessor," and Dana Reyes and Sam Ortiz, hereinafter called "Lessee."',
      'Oak Lane Homes LLC',
      ['Dana Reyes', 'Sam Ortiz'],
    ],
    [
      'RESIDENTIAL LEASE\n\nLandlord/Owner: Birchwood Rentals, Inc.\nTenant(s): Ana Silva\n\nThe rent is $900 per month.',
      'Birchwood Rentals, Inc.',
      ['Ana Silva'],
    ],
    ['RESIDENTIAL LEASE\n\nTHE PARTIES. The Landlord is Birchwood Rentals, Inc. The Tenant is Ana Silva.', 'Birchwood Rentals, Inc.', ['Ana Silva']],
    [
      'LEASE. This lease is between Ana Silva ("you") and Birchwood Rentals, Inc. ("we" or "us"). You will pay rent of $900 per month.',
      'Birchwood Rentals, Inc.',
      ['Ana Silva'],
    ],
  ])('%s', (text, landlord, tenants) => {
    const result = extractLease(leaseText([text]));
    const v = Object.fromEntries(result.terms.map((t) => [t.key, t.value]));
    expect(v.landlord).toBe(landlord);
    expect(v.tenants).toEqual(tenants);
  });
});

describe('amendments', () => {
  it.each([
    [
      'SECOND AMENDMENT TO LEASE\n\nThis Second Amendment amends the Lease dated May 1, 2024 between Oak Lane Homes LLC and Dana Reyes.\n\nEffective as of July 1, 2026, the monthly rent is increased to $2,300.00.',
      { effective_date: '2026-07-01', monthly_rent: 2300, landlord: null },
    ],
    [
      'LEASE EXTENSION\n\nLandlord and Tenant agree that the Lease for 14 Birch Road is extended for one year, from January 1, 2027 through December 31, 2027. All other terms of the Lease remain in effect.',
      { effective_date: '2027-01-01', expiration_date: '2027-12-31', commencement_date: null },
    ],
    [
      'Re: Your lease at 14 Birch Road\n\nDear Ms. Reyes,\n\nAs allowed by your lease dated May 1, 2024, your rent will change to $2,150.00 per month starting September 1, 2026. All other terms of your lease stay the same.',
      { effective_date: '2026-09-01', monthly_rent: 2150 },
    ],
  ])('%s', (text, expected) => {
    const result = extractLease(leaseText([text]));
    expect(result.kind).toBe('amendment');
    expect(Object.fromEntries(result.terms.map((t) => [t.key, t.value]))).toMatchObject(expected);
  });
});

describe('duties listed under a lead-in', () => {
  cases([
    [
      "5. TENANT'S OBLIGATIONS\nThe Tenant must not:\n(a) keep any animal at the Property;\n(b) assign, sublet or part with possession of the Property;\n(c) smoke inside the Property.",
      { pets: 'prohibited', subletting: 'prohibited' },
    ],
    [
      '6. UTILITIES\nThe Tenant will pay for:\n(a) electricity;\n(b) gas;\n(c) internet.\nThe Landlord will pay for:\n(a) water;\n(b) sewer.',
      { utilities_tenant: ['electricity', 'gas', 'internet'] },
    ],
    [
      '7. REPAIRS\nThe Landlord is responsible for:\n- the roof, walls and foundations;\n- plumbing, heating and electrical systems.\nThe Tenant is responsible for:\n- replacing light bulbs and batteries.',
      { repairs: 'shared' },
    ],
  ]);
});
