import { describe, expect, it } from 'vitest';
import { extractLease } from './index.js';
import { leaseText } from './test-passages.js';

/**
 * More drafting styles per legal concept (US residential and commercial, UK and Australian tenancy wording), and the
 * slips of scanned text: phrasings written for these tests, from no evaluation set. Lists compare as sets.
 */
const preamble =
  'TENANCY AGREEMENT\n\nThis agreement is made between Tall Pines Housing Co-op Inc. ("Landlord") and Reza Farahani ("Tenant"). The Landlord leases the home to the Tenant on these terms.\n\n';

function read(body: string): Record<string, unknown> {
  const result = extractLease(leaseText([preamble + body]));
  return Object.fromEntries(result.terms.map((t) => [t.key, Array.isArray(t.value) ? [...(t.value as string[])].sort() : t.value]));
}

function cases(list: Array<[string, Record<string, unknown>]>) {
  it.each(list)('%s', (body, expected) => {
    const sorted = Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, Array.isArray(v) ? [...(v as string[])].sort() : v]));
    expect(read(body)).toMatchObject(sorted);
  });
}

describe('pets', () => {
  cases([
    [
      "The Tenant must not keep or permit to be kept any animal, bird or reptile in the Property without the Landlord's prior written consent.",
      { pets: 'with_consent' },
    ],
    [
      'THE TENANT AGREES:\n(a) to pay the rent on time;\n(b) not to keep any pet or animal at the Property;\n(c) to keep the Property clean.',
      { pets: 'prohibited' },
    ],
    ['No animals, birds or pets of any kind shall be kept on or about the premises.', { pets: 'prohibited' }],
    ['Pets: Permitted (one cat).', { pets: 'allowed' }],
    ['Lessee may keep domestic pets provided that they do not cause a nuisance.', { pets: 'allowed' }],
    [
      'Tenant shall not keep any dog, cat or other animal in the Premises except with the consent in writing of the Landlord, which may be revoked.',
      { pets: 'with_consent' },
    ],
    ['The keeping of pets is forbidden.', { pets: 'prohibited' }],
    ['ANIMALS. Resident may not have animals of any kind unless the Owner has signed a pet addendum.', { pets: 'with_consent' }],
    ['The tenant is allowed to keep one small dog at the property.', { pets: 'allowed' }],
    ['Pets are not allowed on the property at any time.', { pets: 'prohibited' }],
    ['Animals: none allowed.', { pets: 'prohibited' }],
    [
      'PETS AND ANIMALS\nThe Resident shall not bring onto the premises any animal, including mammals, reptiles, birds, fish, rodents, or insects, even temporarily.',
      { pets: 'prohibited' },
    ],
    ['Tenant may not keep pets at the Premises without first obtaining written permission from the Landlord.', { pets: 'with_consent' }],
    ['No pet shall be kept in the apartment; however, Landlord may in its discretion grant written permission for one cat.', { pets: 'with_consent' }],
    ['Pet policy: cats and small dogs welcome.', { pets: 'allowed' }],
    ['Tenant is permitted to keep the following pets: one dog named Max.', { pets: 'allowed' }],
    [
      'RULES\n1. Smoking is prohibited inside the home.\n2. The Tenant must not keep animals at the property.\n3. Quiet hours are 10 pm to 7 am.',
      { pets: 'prohibited' },
    ],
    ['Animals are permitted only with the prior written consent of the Lessor.', { pets: 'with_consent' }],
    ['PETS No pets of any kind may be kept.', { pets: 'prohibited' }],
    ['The Tenant shal1 not keep any anima1s at the Property.', { pets: 'prohibited' }],
    ['Tenant shall not keep pets on the Premises. Pet rent is not applicable.', { pets: 'prohibited' }],
  ]);
});

describe('subletting and assignment', () => {
  cases([
    ['The Tenant shall not assign, underlet, share or part with possession of the whole or any part of the Property.', { subletting: 'prohibited' }],
    [
      "THE TENANT AGREES:\n(a) not to assign, sublet or part with possession of the Property without the Landlord's written consent (such consent not to be unreasonably withheld);\n(b) to keep the garden tidy.",
      { subletting: 'with_consent' },
    ],
    ['Lessee shall not sublease the premises in whole or in part.', { subletting: 'prohibited' }],
    ['Subleasing is permitted with the prior approval of the Landlord.', { subletting: 'with_consent' }],
    ['Tenant may assign or sublet freely.', { subletting: 'allowed' }],
    ['Any sublease or assignment of this Lease requires the written consent of Lessor.', { subletting: 'with_consent' }],
    ["The Premises shall not be sublet, nor shall this Lease be assigned, without Landlord's prior written consent.", { subletting: 'with_consent' }],
    ['Tenant shall not underlet the premises or any part of them.', { subletting: 'prohibited' }],
    [
      'ASSIGNMENT. Tenant shall not assign this Agreement or sublet the Property or any portion thereof without the written permission of Owner, which Owner may withhold at its sole discretion.',
      { subletting: 'with_consent' },
    ],
    ['The Tenant shall not take in lodgers or sublet any part of the dwelling.', { subletting: 'prohibited' }],
    ['Neither party may assign this Lease without the consent of the other.', { subletting: 'with_consent' }],
    ['Subletting: allowed with written approval.', { subletting: 'with_consent' }],
    ['SUBLETTING. Sublets are not permitted under any circumstances.', { subletting: 'prohibited' }],
    ['The Tenant shall not sub-\nlet the Property.', { subletting: 'prohibited' }],
  ]);
});

describe('utilities', () => {
  cases([
    [
      'The Tenant shall pay all charges for gas, electricity, water and telephone supplied to the Property during the Tenancy.',
      { utilities_tenant: ['gas', 'electricity', 'water'] },
    ],
    [
      'The Tenant is responsible for payment of council tax, water rates, gas, electricity and broadband.',
      { utilities_tenant: ['water', 'gas', 'electricity', 'internet'] },
    ],
    ['Landlord shall supply hot and cold water and heat. Tenant shall pay for electric service.', { utilities_tenant: ['electricity'] }],
    [
      'Utilities: all utilities are the responsibility of the Tenant except water, which is paid by the Landlord.',
      { utilities_tenant: ['electricity', 'gas', 'trash', 'internet', 'sewer'] },
    ],
    ['Tenant to pay: electricity, gas. Landlord to pay: water, sewerage, rubbish removal.', { utilities_tenant: ['electricity', 'gas'] }],
    [
      'Water and sewer charges shall be borne by the Landlord; all other utilities shall be borne by the Tenant.',
      { utilities_tenant: ['electricity', 'gas', 'trash', 'internet'] },
    ],
    [
      'Tenant shall be responsible for arranging and paying for the following services: electricity, gas, internet.',
      { utilities_tenant: ['electricity', 'gas', 'internet'] },
    ],
    [
      'The Resident is responsible for all utility charges, including electricity, gas, water, sewer, trash and cable.',
      { utilities_tenant: ['electricity', 'gas', 'water', 'sewer', 'trash', 'internet'] },
    ],
    ['Landlord pays for: water, trash. Tenant pays for: electricity, gas, internet.', { utilities_tenant: ['electricity', 'gas', 'internet'] }],
    [
      'UTILITIES. The Owner shall provide water and garbage removal at no cost to the Resident. All other utilities, including electricity and natural gas, shall be paid by the Resident.',
      { utilities_tenant: ['electricity', 'gas', 'internet', 'sewer'] },
    ],
    ['The monthly rent includes water, sewer and garbage. Tenant must pay for electricity and internet.', { utilities_tenant: ['electricity', 'internet'] }],
    ["Tenant will set up and pay for power and gas accounts in Tenant's own name.", { utilities_tenant: ['electricity', 'gas'] }],
    ['UTILITIES\nElectricity - Tenant\nWater - Landlord\nGas - Tenant\nRefuse - Landlord', { utilities_tenant: ['electricity', 'gas'] }],
    ['The Tenant shall pay for e1ectricity and gas; the Landlord shall pay for water.', { utilities_tenant: ['electricity', 'gas'] }],
  ]);
});

describe('repairs', () => {
  cases([
    [
      'The Tenant shall keep the interior of the Property in good and tenantable repair and condition. The Landlord shall keep in repair the structure and exterior of the Property.',
      { repairs: 'shared' },
    ],
    [
      'Landlord shall, at its expense, maintain the roof, foundation and structural elements. Tenant shall, at its sole cost, maintain and repair all other portions of the Premises, including HVAC, plumbing and electrical systems.',
      { repairs: 'shared' },
    ],
    ['The Landlord is responsible for all repairs and maintenance.', { repairs: 'landlord' }],
    ['Tenant accepts the premises as is and shall be solely responsible for all maintenance and repairs.', { repairs: 'tenant' }],
    ['The Tenant will carry out minor repairs; the Landlord is responsible for major repairs.', { repairs: 'shared' }],
    ['Lessor shall make all necessary repairs to the premises, except those occasioned by the negligence of Lessee.', { repairs: 'landlord' }],
    [
      "Tenant shall maintain the Premises in good condition and repair at Tenant's expense, reasonable wear and tear excepted, and Landlord shall have no obligation to make repairs.",
      { repairs: 'tenant' },
    ],
    [
      'The Landlord shall be responsible for repairs to the structure, roof, heating and plumbing. The Tenant shall be responsible for all other repairs.',
      { repairs: 'shared' },
    ],
    ["Lessee shall keep the premises in good repair at Lessee's own expense.", { repairs: 'tenant' }],
    ['The Owner will make all needed repairs within a reasonable time after written notice from the Resident.', { repairs: 'landlord' }],
    ['Tenant agrees to be responsible for all repairs to the house, appliances and yard.', { repairs: 'tenant' }],
    ['MAINTENANCE. Landlord will maintain the dwelling in a habitable condition and make all necessary repairs.', { repairs: 'landlord' }],
    ['Tenant shall be responsible for repairs under $200; Landlord shall be responsible for repairs over $200.', { repairs: 'shared' }],
  ]);
});

describe('governing law', () => {
  cases([
    ['This Agreement shall be construed in accordance with the laws of the State of Nevada.', { governing_law: 'Nevada' }],
    ['The law of the State of Ohio governs this lease.', { governing_law: 'Ohio' }],
    ['Any dispute arising under this lease shall be governed by Texas law.', { governing_law: 'Texas' }],
    ['Applicable law: Arizona.', { governing_law: 'Arizona' }],
    ['This lease is subject to the laws of Colorado.', { governing_law: 'Colorado' }],
    ['This Lease shall be interpreted under the laws of the Commonwealth of Pennsylvania.', { governing_law: 'Pennsylvania' }],
    ['The parties agree that Michigan law shall apply.', { governing_law: 'Michigan' }],
    ['This Agreement is made under and shall be governed by the laws of the State of Georgia.', { governing_law: 'Georgia' }],
    ['The laws of the State of New York shall govern this lease.', { governing_law: 'New York' }],
    ['GOVERNING LAW. Florida.', { governing_law: 'Florida' }],
    [
      'This Agreement and any dispute arising from it shall be governed by and construed in accordance with the laws of the State of California, without regard to conflicts of law principles.',
      { governing_law: 'California' },
    ],
    ['Jurisdiction: the courts and laws of the State of Oregon.', { governing_law: 'Oregon' }],
    ['This lease is made under the laws of Washington.', { governing_law: 'Washington' }],
    ['This Lease is governed by the laws of the State of Ca1ifornia.', { governing_law: 'California' }],
  ]);
});

describe('renewal options', () => {
  cases([
    [
      'Tenant shall have the option to renew this Lease for one (1) additional term of twelve (12) months upon written notice given at least sixty (60) days prior to expiration.',
      { renewal_option: { count: 1, term_months: 12, notice_days: 60 } },
    ],
    [
      "The Tenant may extend the tenancy for a further period of 12 months by giving the Landlord not less than two months' notice in writing.",
      { renewal_option: { count: 1, term_months: 12, notice_days: 60 } },
    ],
    ["Renewal: Tenant may renew once for a further one year term on 90 days' notice.", { renewal_option: { count: 1, term_months: 12, notice_days: 90 } }],
    [
      'Lessee is granted the right to renew this lease for two successive terms of one year each, by notifying Lessor in writing no later than 30 days before the end of the term.',
      { renewal_option: { count: 2, term_months: 12, notice_days: 30 } },
    ],
    [
      'Option to Extend: One option of 5 years, exercisable by notice 6 months before expiry.',
      { renewal_option: { count: 1, term_months: 60, notice_days: 180 } },
    ],
    [
      'Tenant has an option to renew for a period of one (1) year, provided Tenant gives Landlord written notice at least 45 days before this Lease expires.',
      { renewal_option: { count: 1, term_months: 12, notice_days: 45 } },
    ],
    [
      'RENEWAL. Provided Tenant is not in default, Tenant may renew this Lease for one additional twelve-month term by delivering written notice to Landlord no less than sixty days before the end of the Term.',
      { renewal_option: { count: 1, term_months: 12, notice_days: 60 } },
    ],
    [
      'Tenant shall have two (2) options to extend the term of this Lease, each for five (5) years. Each option shall be exercised by written notice delivered not later than nine (9) months before the then-scheduled expiration date.',
      { renewal_option: { count: 2, term_months: 60, notice_days: 270 } },
    ],
    ['This Lease does not grant Tenant any right to renew or extend the Term.', { renewal_option: null }],
  ]);
});

describe('early termination', () => {
  cases([
    [
      "The Tenant may end the tenancy early by giving the Landlord two months' written notice and paying a re-letting fee of $500.",
      { early_termination: { notice_days: 60, fee: 500 } },
    ],
    [
      "Break clause: the Tenant may terminate this agreement on or after the sixth month by giving not less than two months' notice.",
      { early_termination: { notice_days: 60, fee: null } },
    ],
    [
      "Lessee may cancel this lease upon 30 days written notice and payment of one month's rent as a cancellation fee. The rent is $1,000 per month.",
      { early_termination: { notice_days: 30, fee: 1000 } },
    ],
    [
      "If the Tenant wishes to leave before the lease ends, the Tenant must give 60 days' notice and pay two months' rent as a lease break fee. Rent is $1,200 per month.",
      { early_termination: { notice_days: 60, fee: 2400 } },
    ],
    [
      "Tenant may terminate this Lease at any time after the first year upon ninety (90) days' prior written notice to Landlord.",
      { early_termination: { notice_days: 90, fee: null } },
    ],
    [
      "EARLY TERMINATION. Resident may end this Agreement early with 45 days' written notice and a termination fee equal to one month's rent. The monthly rent is $1,500.",
      { early_termination: { notice_days: 45, fee: 1500 } },
    ],
  ]);
});

describe('notice to vacate', () => {
  cases([
    ["The Tenant must give at least one month's notice in writing to end the tenancy at the end of the fixed term.", { notice_to_vacate_days: 30 }],
    [
      'The Tenant must notify the Landlord in writing at least 60 days before the end of the lease term if the Tenant intends to vacate.',
      { notice_to_vacate_days: 60 },
    ],
    ["Either party may terminate this tenancy at the end of the lease term by giving the other 30 days' written notice.", { notice_to_vacate_days: 30 }],
    ['Resident must provide a 30-day written notice to vacate.', { notice_to_vacate_days: 30 }],
    ['A 30 day notice is required before moving out.', { notice_to_vacate_days: 30 }],
  ]);
});

describe('scanned text and other terms', () => {
  cases([
    ['Apartment No, 3B at 12 Oak Street, Dayton, OH 45402.', { unit: '3B', premises_address: '12 Oak Street, Dayton, OH 45402' }],
    ['The premises are located at 45 Pine Road, Unit # 7, Salem, OR 97301.', { unit: '7' }],
    ['RENT. Tenant shall pay rent of $l,2OO.OO per rnonth.', { monthly_rent: 1200 }],
    ['4. SECURITY DEPOSIT Tenant shall pay a deposit of $900.00 on signing.', { security_deposit: 900 }],
    ["The \ufb01rst month's rent of $950 is due on signing. Rent is $950 per month thereafter.", { monthly_rent: 950 }],
    ['The se curity deposit is $1,100.', { security_deposit: 1100 }],
    [
      'TERM. The tenancy begins on March l, 2O25 and ends on February 28, 2O26.',
      { commencement_date: '2025-03-01', expiration_date: '2026-02-28', term_months: 12 },
    ],
    ['The Tenant must pay a late fee of $50 if the rent is more than 5 days late.', { late_fee: { amount: 50, grace_days: 5 } }],
    ['Late charge: 5% of the monthly rent if not paid by the 3rd of the month.', { late_fee: { percent: 5, grace_days: 2 } }],
    ['Rent paid after the tenth day of the month incurs a late fee of $75.', { late_fee: { amount: 75, grace_days: 9 } }],
    ['Security Deposit. Tenant has deposited with Landlord the sum of One Thousand Two Hundred Dollars ($1,200.00).', { security_deposit: 1200 }],
    ['The rent shall be Two Thousand One Hundred Dollars ($2,100) per calendar month, payable in advance.', { monthly_rent: 2100 }],
    ['Annual Base Rent: $48,000.00, payable in equal monthly installments.', { monthly_rent: 4000 }],
    ['The term of this tenancy is six months, starting on 1 July 2025.', { commencement_date: '2025-07-01', term_months: 6, expiration_date: '2025-12-31' }],
    ['The Lease Term shall be from 01/15/2025 through 01/14/2026.', { commencement_date: '2025-01-15', expiration_date: '2026-01-14', term_months: 12 }],
  ]);
});

describe('utilities laid out as forms and tables', () => {
  cases([
    ['UTILITIES\nTenant pays for: Electricity [Yes] Gas [Yes] Water [No] Internet [Yes]', { utilities_tenant: ['electricity', 'gas', 'internet'] }],
    [
      'Utilities and services (T = paid by Tenant, L = paid by Landlord): Electricity T; Gas T; Water L; Sewer L; Trash L; Internet T.',
      { utilities_tenant: ['electricity', 'gas', 'internet'] },
    ],
    ['The Tenant shall pay for hydro, heat and hot water. The Landlord shall pay for water and garbage removal.', { utilities_tenant: ['electricity'] }],
    ['The Tenant is responsible for the following: Electricity: Yes. Gas: Yes. Water: No. Refuse: No.', { utilities_tenant: ['electricity', 'gas'] }],
    ['UTILITY / PAID BY\nElectricity / Tenant\nGas / Tenant\nWater / Landlord\nSewer / Landlord', { utilities_tenant: ['electricity', 'gas'] }],
    [
      'The rent includes water, sewerage and rubbish collection. The Tenant must pay for all other services connected to the Property, including electricity, gas and internet.',
      { utilities_tenant: ['electricity', 'gas', 'internet'] },
    ],
    [
      'Outgoings: the Tenant must pay all charges for the supply of electricity, gas and water usage to the premises.',
      { utilities_tenant: ['electricity', 'gas', 'water'] },
    ],
    [
      'Service          Landlord   Tenant\nElectricity                 X\nWater            X\nGas                         X',
      { utilities_tenant: ['electricity', 'gas'] },
    ],
    ['Tenant shall pay for propane and electric.', { utilities_tenant: ['gas', 'electricity'] }],
    ['Utilities included in rent: None. Tenant pays all utilities.', { utilities_tenant: ['water', 'electricity', 'gas', 'trash', 'internet', 'sewer'] }],
  ]);
});

describe('repairs in commercial drafting', () => {
  cases([
    [
      "MAINTENANCE AND REPAIRS. Tenant shall at its sole cost keep the Premises, including the HVAC system, plumbing and dock doors, in good condition. Landlord shall, at Landlord's cost, maintain the roof, foundation and exterior walls, the cost of which shall be included in Operating Expenses.",
      { repairs: 'shared' },
    ],
    [
      'Landlord shall maintain in good repair the Common Areas, the roof, and the structural elements of the Building. Tenant shall be responsible for all repairs to the interior of the Premises.',
      { repairs: 'shared' },
    ],
    [
      "Except for Landlord's obligations under Section 9.1, Tenant shall, at its own expense, maintain the Premises in first-class condition and repair.",
      { repairs: 'tenant' },
    ],
    [
      'Landlord shall provide routine maintenance and repairs to the Premises and the Building, the cost of which is included in Operating Expenses.',
      { repairs: 'landlord' },
    ],
    [
      'Tenant accepts the Premises in their as-is condition. Tenant shall make all repairs, replacements and maintenance of every kind to the Premises, structural or otherwise.',
      { repairs: 'tenant' },
    ],
    ['This is an absolute net lease; Landlord shall have no repair obligations whatsoever.', { repairs: 'tenant' }],
    ['Repairs and Maintenance. Landlord: roof, structure, parking lot. Tenant: everything else, including HVAC.', { repairs: 'shared' }],
    [
      'ARTICLE 8 - REPAIRS\n8.1 By Landlord. Landlord shall keep the foundations, roof and exterior walls in good repair.\n8.2 By Tenant. Tenant shall keep all other parts of the Premises in good repair.',
      { repairs: 'shared' },
    ],
    [
      'Landlord shall repair and maintain the HVAC, plumbing and electrical systems serving the Premises and the roof and structure of the Building; Tenant shall keep the Premises clean.',
      { repairs: 'landlord' },
    ],
    [
      "The Lessee shall keep and maintain the leased premises in good order and repair at the Lessee's expense, reasonable wear excepted. The Lessor shall be responsible only for structural repairs.",
      { repairs: 'shared' },
    ],
    [
      "REPAIRS\n(a) Tenant's Repairs. Tenant shall, at Tenant's expense, keep the Premises in good order.\n(b) Landlord's Repairs. Landlord shall repair the roof and the structural portions of the Building.",
      { repairs: 'shared' },
    ],
    ['9. REPAIRS\nLandlord: Roof and structure\nTenant: Interior, systems and equipment', { repairs: 'shared' }],
  ]);
});

describe('options, notices, premises, term, rent and deposits in more styles', () => {
  cases([
    [
      'OPTION TO RENEW. So long as Tenant is not in default, Tenant shall have the right to renew this Lease for one (1) renewal term of three (3) years. Tenant must exercise this right by written notice to Landlord at least one hundred twenty (120) days before the Expiration Date.',
      { renewal_option: { count: 1, term_months: 36, notice_days: 120 } },
    ],
    [
      'The Tenant may, by notice in writing given not less than 3 months before the end of the Term, require the Landlord to grant a new tenancy for a further term of 2 years.',
      { renewal_option: { count: 1, term_months: 24, notice_days: 90 } },
    ],
    [
      'RENEWAL: Tenant may renew this lease for an additional one-year period, provided Tenant notifies Landlord in writing of its intent to renew at least thirty (30) days before the lease ends.',
      { renewal_option: { count: 1, term_months: 12, notice_days: 30 } },
    ],
    [
      'Lessee shall have three (3) successive options to extend the term for periods of five (5) years each, exercisable by written notice not less than twelve (12) months prior to the expiration of the then current term.',
      { renewal_option: { count: 3, term_months: 60, notice_days: 360 } },
    ],
    [
      "At the end of the Term this Lease will continue from month to month unless either party gives thirty (30) days' notice.",
      { renewal_option: null, notice_to_vacate_days: 30 },
    ],
    [
      "BREAK CLAUSE. The Tenant may end this tenancy after the first six months by giving the Landlord at least two months' notice in writing.",
      { early_termination: { notice_days: 60, fee: null } },
    ],
    [
      "Early Termination Option. Tenant may terminate this Lease effective as of the last day of the 24th month of the Term by giving Landlord not less than six (6) months' prior written notice and paying a termination fee of $15,000.",
      { early_termination: { notice_days: 180, fee: 15000 } },
    ],
    [
      "Tenant may cancel this Lease upon sixty (60) days' written notice if Tenant is transferred by its employer more than 50 miles away, upon payment of a cancellation charge of $750.",
      { early_termination: { notice_days: 60, fee: 750 } },
    ],
    ['Resident may not terminate this Lease before the end of the Lease Term.', { early_termination: null }],
    [
      "Tenant shall give Landlord written notice of Tenant's intention to vacate not later than sixty (60) days prior to the expiration of the term.",
      { notice_to_vacate_days: 60 },
    ],
    ["MOVE-OUT NOTICE. Resident must give Owner at least 30 days' written move-out notice, even at the end of the lease term.", { notice_to_vacate_days: 30 }],
    [
      'The premises are Apartment 12C in the building at 400 River Road, Tulsa, OK 74103.',
      { unit: '12C', premises_address: '400 River Road, Tulsa, OK 74103' },
    ],
    ['PROPERTY: 77 Birch Court, Flat 2, Reno, NV 89501', { unit: '2', premises_address: '77 Birch Court, Reno, NV 89501' }],
    [
      'Landlord leases to Tenant the following premises: Suite 210, 900 Commerce Way, Austin, TX 78701, consisting of about 2,400 rentable square feet.',
      { unit: '210', premises_address: '900 Commerce Way, Austin, TX 78701' },
    ],
    ['The Landlord lets the house at 31 Wren Street, Boise, ID 83702 to the Tenant.', { premises_address: '31 Wren Street, Boise, ID 83702', unit: null }],
    [
      'The term of this Lease shall commence on the 1st day of August, 2025 and shall end on the 31st day of July, 2026.',
      { commencement_date: '2025-08-01', expiration_date: '2026-07-31', term_months: 12 },
    ],
    [
      'LEASE TERM: 12 months. START DATE: September 1, 2025. END DATE: August 31, 2026.',
      { commencement_date: '2025-09-01', expiration_date: '2026-08-31', term_months: 12 },
    ],
    [
      'This Lease is for a term of two (2) years beginning October 15, 2025.',
      { commencement_date: '2025-10-15', term_months: 24, expiration_date: '2027-10-14' },
    ],
    ['Tenant agrees to pay $1,875.00 each month as rent, in advance, on the first day of the month.', { monthly_rent: 1875 }],
    ['MONTHLY RENT: $2,050', { monthly_rent: 2050 }],
    ['Base Rent for the first Lease Year shall be $36,000.00 per annum, payable in monthly installments of $3,000.00.', { monthly_rent: 3000 }],
    ["Upon signing, Tenant shall deposit $1,875.00 with Landlord as security for the performance of Tenant's obligations.", { security_deposit: 1875 }],
    ['SECURITY DEPOSIT: $2,000 (refundable). Pet deposit: $300.', { security_deposit: 2000, pet_deposit: 300 }],
    ['Rent not received by the 5th of the month will incur a late fee of $50.', { late_fee: { amount: 50, grace_days: 4 } }],
    [
      'If any rent is more than three days late, Resident will pay a late charge of ten percent (10%) of the monthly rent.',
      { late_fee: { percent: 10, grace_days: 3 } },
    ],
  ]);
});

describe('utilities listed per party, in columns and under lead-ins', () => {
  cases([
    [
      'UTILITIES\nLandlord pays          Tenant pays\nWater                  Electricity\nSewer                  Gas\nTrash                  Internet',
      { utilities_tenant: ['electricity', 'gas', 'internet'] },
    ],
    ['UTILITIES. Tenant: electricity, gas. Landlord: water, trash.', { utilities_tenant: ['electricity', 'gas'] }],
    ['Utilities\nTenant: electricity, gas and internet\nLandlord: water, sewer and trash', { utilities_tenant: ['electricity', 'gas', 'internet'] }],
    [
      'The Tenant will pay:\n(a) electricity;\n(b) gas;\n(c) telephone.\nThe Landlord will pay:\n(a) water rates;\n(b) refuse collection.',
      { utilities_tenant: ['electricity', 'gas'] },
    ],
    [
      'Tenant is responsible for all utilities except those included in the rent, which are: water and trash.',
      { utilities_tenant: ['electricity', 'gas', 'internet', 'sewer'] },
    ],
    [
      'Tenant shall pay for all utilities, including electricity, gas, water, sewer and trash, except the following, which Landlord shall pay: internet.',
      { utilities_tenant: ['electricity', 'gas', 'water', 'sewer', 'trash'] },
    ],
    [
      'UTILITIES PAID BY TENANT: Electric, Gas, Cable\nUTILITIES PAID BY LANDLORD: Water, Sewer, Trash',
      { utilities_tenant: ['electricity', 'gas', 'internet'] },
    ],
    [
      'Utilities to be paid by Resident: electricity and natural gas. Utilities to be paid by Owner: water, sewer, garbage.',
      { utilities_tenant: ['electricity', 'gas'] },
    ],
    ['Who pays the bills?\nYou: electricity, gas, internet.\nUs: water and rubbish.', { utilities_tenant: ['electricity', 'gas', 'internet'] }],
    [
      "The Landlord will provide and pay for water, heat and garbage collection. All other utilities will be the Tenant's responsibility.",
      { utilities_tenant: ['electricity', 'gas', 'internet', 'sewer'] },
    ],
    [
      'SCHEDULE 2 - SERVICES PAID BY THE TENANT\nElectricity\nGas\nBroadband\n\nSCHEDULE 3 - SERVICES PAID BY THE LANDLORD\nWater\nRefuse collection',
      { utilities_tenant: ['electricity', 'gas', 'internet'] },
    ],
    [
      'UTILITIES THE TENANT PAYS:\n- Electricity\n- Gas\n- Internet\nUTILITIES THE LANDLORD PAYS:\n- Water\n- Trash',
      { utilities_tenant: ['electricity', 'gas', 'internet'] },
    ],
    [
      'The Tenant must pay for the following services:\n\u2022 electricity\n\u2022 gas\nThe Landlord must pay for:\n\u2022 water\n\u2022 sewerage',
      { utilities_tenant: ['electricity', 'gas'] },
    ],
    [
      'Tenant agrees to pay for all utilities used on the premises, including (i) electricity, (ii) gas, and (iii) water.',
      { utilities_tenant: ['water', 'electricity', 'gas', 'trash', 'internet', 'sewer'] },
    ],
    [
      'SERVICES\nThe Tenant is responsible for: electricity; gas; telephone and internet.\nThe Landlord is responsible for: water; sewerage; rubbish removal.',
      { utilities_tenant: ['electricity', 'gas', 'internet'] },
    ],
  ]);
});

/**
 * The same phrasings as a scan reads them (fixed here, made once by a noise of scans' slips: a digit for a letter,
 * "rn" for "m", lines wrapped with blank lines between them, shadows read as short nonsense at line ends).
 */
describe("phrasings read through scans' slips", () => {
  cases([
    [
      'THE TENANT AGREES:\n(a) to pay the rent on time;\n(b) n0t to keep any pet or animal at the Property;\n(c) to keep the Property clean.',
      { pets: 'prohibited' },
    ],
    ["The Premises shall not be sublet, nor shall this Lease be\nassigned, without Landlord's prior written consent.", { subletting: 'with_consent' }],
    [
      'The Tenant shall pay all charges for gas, electricity, water\n\nand telephone supplied to the Property during the Tenancy.',
      { utilities_tenant: ['gas', 'electricity', 'water'] },
    ],
    [
      'The Tenant is responsible for payment of council tax, water\n\nrates, gas, electricity and broadband.',
      { utilities_tenant: ['water', 'gas', 'electricity', 'internet'] },
    ],
    [
      'Utilities: all utilities are the responsibility of the\nTenant except water, which is paid by the Landlord.',
      { utilities_tenant: ['electricity', 'gas', 'trash', 'internet', 'sewer'] },
    ],
    [
      'Tenant shall have the option to renew this Lease for one (1)\n\nadditional term of twelve (12) months upon written notice\n\ngiven at least sixty (60) days prior to expiration.',
      { renewal_option: { count: 1, term_months: 12, notice_days: 60 } },
    ],
    [
      'Lessee is granted the right to renew this lease for two ee Ta rR oS i AE\nsuccessive terms of one year each, by notifying Lessor in\nwriting no later than 30 days before the end of the term. ee Ta rR oS i AE',
      { renewal_option: { count: 2, term_months: 12, notice_days: 30 } },
    ],
    [
      "The Tenant may end the tenancy ear1y by giving the Landlord\ntwo months' written notice and paying a re-letting fee of ee Ta rR oS i AE\n$500.",
      { early_termination: { notice_days: 60, fee: 500 } },
    ],
    ["The Tenant must give at least one month's notice in writing\nto end the tenancy at the end of the fixed term.", { notice_to_vacate_days: 30 }],
    ['Tenant may not keep pets at the Premises with0ut first\nobtaining written permissi0n from the Landlord.', { pets: 'with_consent' }],
    [
      'UTILITIES. The Owner shall provide water and garbage removal\n\nat no cost to the Resident. All other utilities, including\n\nelectricity and natural gas, shall be paid by the Resident.',
      { utilities_tenant: ['electricity', 'gas', 'internet', 'sewer'] },
    ],
    ['The Owner will make all needed repairs within a reasonable\ntime after written notice from the Resident.', { repairs: 'landlord' }],
    [
      "If the Tenant wishes to leave before the lease ends, the\nTenant must give 60 days' n0tice and pay two months' rent as\na lease break fee. Rent is $1,200 per month.",
      { early_termination: { notice_days: 60, fee: 2400 } },
    ],
    [
      "Tenant may terminate this Lease at any time after the first\nyear up0n ninety (90) days' prior written n0tice to ee Ta rR oS i AE\nLandlord.",
      { early_termination: { notice_days: 90, fee: null } },
    ],
    [
      "EARLY TERMINATION. Resident may end this Agreement ear1y\n\nwith 45 days' written notice and a termination fee equal to\n\none month's rent. The monthly rent is $1,500.",
      { early_termination: { notice_days: 45, fee: 1500 } },
    ],
    [
      "3. THE TENANT'S OBLIGATIONS\nThe Tenant agrees with the Landlord:\n3.1 To pay the rent on the days and in the manner specified.\n3.2 To pay for all gas, electricity and telephone services\n\nsupplied t0 the Property.\n3.3 Not to keep any animal at the Property without the\n\nLandlord's written c0nsent.\n3.4 Not to assign, sublet or part with possession of the\n\nProperty.\n3.5 To keep the interior of the Property in good repair.\n4. THE LANDLORD'S OBLIGATIONS\nThe Landlord agrees with the Tenant:\n4.1 To pay f0r water and refuse collection. ee Ta rR oS i AE\n4.2 To keep in repair the structure and exterior of the\n\nProperty.",
      { utilities_tenant: ['gas', 'electricity'], pets: 'with_consent', subletting: 'prohibited', repairs: 'shared' },
    ],
    [
      'OBLIGATIONS OF THE LESSEE\nThe Lessee shall:\na) pay for all electricity, gas and water used 0n the ee Ta rR oS i AE\n\npremises;\nb) not keep any animal on the premises;\nc) not sublet the premises or assign this lease.',
      { utilities_tenant: ['electricity', 'gas', 'water'], pets: 'prohibited', subletting: 'prohibited' },
    ],
    [
      'Landlord shall maintain in good repair the Common Areas, the\n\nroof, and the structural elements of the Building. Tenant ee Ta rR oS i AE\n\nsha1l be resp0nsible for all repairs to the interior of the\n\nPremises.',
      { repairs: 'shared' },
    ],
    [
      'Landl0rd shall repair and maintain the HVAC, plumbing and\n\nelectrical systems serving the Premises and the roof and\n\nstructure of the Building; Tenant shall keep the Premises\n\nclean.',
      { repairs: 'landlord' },
    ],
    [
      'OPTION TO RENEW. So long as Tenant is not in default, Tenant ee Ta rR oS i AE\n\nshall have the right to renew this Lease for one (1) renewal\n\nterm of three (3) years. Tenant must exercise this right by\n\nwritten notice to Landlord at least one hundred twenty (120)\n\ndays before the Expiration Date.',
      { renewal_option: { count: 1, term_months: 36, notice_days: 120 } },
    ],
    [
      "BREAK CLAUSE. The Tenant may end this tenancy after the\n\nfirst six months by giving the Landlord at least two months'\n\nnotice in writing.",
      { early_termination: { notice_days: 60, fee: null } },
    ],
    [
      "Early Termination Option. Tenant may terminate this Lease\neffective as of the last day of the 24th month of the Term\nby giving Landlord not 1ess than six (6) months' prior\nwritten notice and paying a termination fee of $15,000.",
      { early_termination: { notice_days: 180, fee: 15000 } },
    ],
    [
      "Tenant shall give Landlord written notice of Tenant's\nintention to vacate not later than sixty (60) days prior to\nthe expiration of the term.",
      { notice_to_vacate_days: 60 },
    ],
    [
      'The term of this Lease shall commence on the 1st day of\n\nAugust, 2025 and shall end on the 31st day of July, 2026.',
      { commencement_date: '2025-08-01', expiration_date: '2026-07-31', term_months: 12 },
    ],
    ['Tenant agrees to pay $1,875.00 each month as rent, in\n\nadvance, on the first day of the month.', { monthly_rent: 1875 }],
    [
      "Upon signing, Tenant shall deposit $1,875.00 with Landlord ee Ta rR oS i AE\n\nas security for the performance of Tenant's obligations.",
      { security_deposit: 1875 },
    ],
    [
      'If any rent is m0re than three days late, Resident will pay\n\na late charge of ten percent (10%) of the monthly rent.',
      { late_fee: { percent: 10, grace_days: 3 } },
    ],
    [
      'UTILITIES THE TENANT PAYS:\n- Electricity\n- Gas\n- Internet\nUTILITIES THE LANDLORD PAYS:\n- Water\n- Trash',
      { utilities_tenant: ['electricity', 'gas', 'internet'] },
    ],
    [
      'The Tenant must pay for the following services:\n\u2022 electricity\n\u2022 gas\nThe Landlord must pay for:\n\u2022 water\n\u2022 sewerage',
      { utilities_tenant: ['electricity', 'gas'] },
    ],
    [
      'Tenant agrees to pay f0r all utilities used on the premises,\nincluding (i) electricity, (ii) gas, and (iii) water.',
      { utilities_tenant: ['water', 'electricity', 'gas', 'trash', 'internet', 'sewer'] },
    ],
    [
      'SERVICES\nThe Tenant is responsible for: electricity; gas; telephone\nand internet.\nThe Land1ord is responsible for: water; sewerage; rubbish ee Ta rR oS i AE\nremoval.',
      { utilities_tenant: ['electricity', 'gas', 'internet'] },
    ],
  ]);
});

/** Amendments, addenda and letters read on their own (no lease preamble): their kind, effective date and changes. */
describe('amendments drafted as agreements, addenda and letters', () => {
  it.each([
    [
      'FIRST AMENDMENT TO LEASE\n\nThis First Amendment is entered into as of June 3, 2025 between Oak Lane Homes LLC ("Landlord") and Dana Reyes ("Tenant").\n\nLandlord and Tenant are parties to a lease dated March 1, 2024 (the "Lease") for 12 Elm Row, Bend, OR 97701.\n\n1. Effective July 1, 2025, the monthly rent is increased to $2,150.00.\n\n2. Except as amended here, the Lease remains in full force.',
      { kind: 'amendment', effective_date: '2025-07-01', monthly_rent: 2150 },
    ],
    [
      'LEASE EXTENSION AGREEMENT\n\nDated: April 20, 2026\n\nRe: Lease dated July 1, 2025 between Harbor Flats LP, Landlord, and Kim Vo, Tenant, for 5 Bay Street, Apt 3, Erie, PA 16501.\n\nThe parties agree that the term of the Lease is extended to June 30, 2027. The extension period begins July 1, 2026 and the rent during the extension period is $1,700 per month. All other terms of the Lease remain unchanged.',
      { kind: 'amendment', effective_date: '2026-07-01', expiration_date: '2027-06-30', monthly_rent: 1700 },
    ],
    [
      'August 2, 2025\n\nDear Ms. Ortiz,\n\nRe: Lease of 19 Cedar Lane, Unit 4, Eugene, OR 97401 dated September 1, 2024\n\nPlease accept this letter as notice that I hereby exercise my option to renew the Lease for an additional twelve months, commencing September 1, 2025 and ending August 31, 2026.\n\nSincerely,\nLiam Chen, Tenant',
      { kind: 'amendment', effective_date: '2025-09-01', expiration_date: '2026-08-31' },
    ],
    [
      'PET ADDENDUM\n\nThis addendum forms part of the lease dated January 10, 2025 between Maple Court Rentals LLC (Landlord) and Sara Idris (Tenant).\n\nEffective May 15, 2025, Tenant may keep one dog at the premises. Tenant shall pay an additional pet deposit of $400.00.\n\nAll other terms of the lease remain in effect.',
      { kind: 'amendment', effective_date: '2025-05-15', pets: 'allowed', pet_deposit: 400 },
    ],
    [
      'ASSIGNMENT AND ASSUMPTION OF LEASE\n\nThis Assignment is made as of July 15, 2025 by Brightline Studio Inc. ("Assignor") to Cedar Point Dental, PLLC ("Assignee").\n\nAssignor is the tenant under a lease dated May 1, 2022 with Westgate Properties LLC, landlord.\n\nEffective as of August 1, 2025, Assignor assigns to Assignee all of its right, title and interest in the Lease, and Assignee assumes the tenant\'s obligations under it.',
      { kind: 'amendment', effective_date: '2025-08-01', tenants: ['Cedar Point Dental, PLLC'] },
    ],
    [
      'NOTICE OF RENT ADJUSTMENT\n\nTo: Jordan Blake, 221 Oak Avenue, Apt 9, Tacoma, WA 98402\nDate: October 1, 2025\n\nUnder your lease dated December 1, 2024, your monthly rent will change from $1,600.00 to $1,680.00 beginning December 1, 2025. No other terms of your lease change.\n\nEvergreen Property Group LLC, Landlord',
      { kind: 'amendment', effective_date: '2025-12-01', monthly_rent: 1680 },
    ],
    [
      'SECOND AMENDMENT TO LEASE AGREEMENT\n\nThis Second Amendment ("Amendment") is dated as of March 12, 2026.\n\nRECITALS\nWHEREAS, Pine Hill Partners LLC ("Landlord") and Loom & Thread Co. ("Tenant") entered into a Lease dated April 1, 2023 for Suite 300, 10 Market Street, Denver, CO 80202; and\nWHEREAS, the parties wish to extend the Term.\n\nAGREEMENT\n1. Extension. The Term of the Lease is hereby extended for a period of three (3) years, commencing on April 1, 2026 (the "Extension Date") and expiring on March 31, 2029.\n2. Base Rent. Commencing on the Extension Date, Base Rent shall be $6,200.00 per month.',
      { kind: 'amendment', effective_date: '2026-04-01', expiration_date: '2029-03-31', monthly_rent: 6200 },
    ],
    [
      'ADDENDUM TO RESIDENTIAL LEASE\n\nThe lease dated February 1, 2025 between Sunrise Homes Inc. and Ana Lima is modified as follows, starting June 1, 2025: pets are no longer permitted at the property.',
      { kind: 'amendment', effective_date: '2025-06-01', pets: 'prohibited' },
    ],
    [
      'VARIATION OF TENANCY\n\nThis deed of variation is dated 3 February 2025 and varies the tenancy agreement dated 14 June 2023 between Northgate Estates Ltd and Priya Shah for Flat 2, 18 Kings Road, Leeds.\n\n1. With effect from 1 April 2025 the rent is varied to £1,150 per calendar month.',
      { kind: 'amendment', effective_date: '2025-04-01' },
    ],
    [
      'RENT AMENDMENT\n\nSigned June 2, 2025. The lease dated March 1, 2023 between Birchwood Homes LLC and Tomas Ruiz is amended: beginning July 1, 2025 (the "Change Date") nothing else changes, and on August 1, 2025 (the "Amendment Effective Date") the monthly rent becomes $1,480.',
      { kind: 'amendment', effective_date: '2025-08-01' },
    ],
    [
      'LEASE MODIFICATION AGREEMENT\n\nEffective Date: September 1, 2025\n\nThe Landlord and the Tenant agree that, from the Effective Date, the Tenant shall pay for water and sewer in addition to the utilities already paid by the Tenant under the Lease dated September 1, 2024.',
      { kind: 'amendment', effective_date: '2025-09-01' },
    ],
    [
      'RENEWAL NOTICE\n\nOctober 3, 2025\n\nTo the Landlord, Greenway Apartments LLC:\n\nWe, Tomas and Elena Ruiz, tenants of 8 Spruce Way, Apt 5, Fargo, ND 58102 under the lease dated January 1, 2025, hereby exercise our option to renew for one year from January 1, 2026.',
      { kind: 'amendment', effective_date: '2026-01-01' },
    ],
  ] as Array<[string, Record<string, unknown>]>)('%s', (body, expected) => {
    const result = extractLease(leaseText([body]));
    expect({ kind: result.kind, ...Object.fromEntries(result.terms.map((t) => [t.key, t.value])) }).toMatchObject(expected);
  });
});
