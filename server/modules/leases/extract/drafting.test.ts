import { describe, expect, it } from 'vitest';
import { findBoxes } from './checkboxes.js';
import { extractLease } from './index.js';
import { leaseText } from './test-passages.js';

/**
 * Drafting devices rather than phrasings (passages written for these tests, from no evaluation set): check-box forms
 * whose options run over lines, plain-language leases that ask a question and answer it, summary tables, defined
 * terms, and the slips of scanned text. Each reader must read the value through the device.
 */
const preamble =
  'TENANCY AGREEMENT\n\nThis agreement is made between Tall Pines Housing Co-op Inc. ("Landlord") and Reza Farahani ("Tenant"). The Landlord leases the home to the Tenant on these terms.\n\n';

function read(body: string, withPreamble = true): Record<string, unknown> {
  const result = extractLease(leaseText([withPreamble ? preamble + body : body]));
  return Object.fromEntries(result.terms.map((t) => [t.key, t.value]));
}

type Case = [string, Record<string, unknown>];

/** Utilities compare as a set. */
const asSet = (v: Record<string, unknown>) =>
  Array.isArray(v.utilities_tenant) ? { ...v, utilities_tenant: [...(v.utilities_tenant as string[])].sort() } : v;

function cases(list: Case[]) {
  it.each(list)('%s', (body, expected) => {
    expect(asSet(read(body))).toMatchObject(asSet(expected));
  });
}

describe('check boxes', () => {
  it('drops an unticked option that wraps over lines, and keeps the ticked one', () => {
    const text = 'EXTENSION: [ ] The Tenant may extend this tenancy for\n___ further periods of ___ months each.\n[X] Not applicable.';
    const boxes = findBoxes(text);
    expect(boxes.unticked).toHaveLength(1);
    expect(text.slice(boxes.unticked[0]!.start, boxes.unticked[0]!.end)).toBe(
      '[ ] The Tenant may extend this tenancy for\n___ further periods of ___ months each.',
    );
  });
  it('ends a short table option at its line', () => {
    const text = 'Heat    [X] Tenant [ ] Landlord\nPower   [ ] Tenant [X] Landlord\n';
    const spans = findBoxes(text).unticked.map((s) => text.slice(s.start, s.end).trim());
    expect(spans).toEqual(['[ ] Landlord', '[ ] Tenant']);
  });
  cases([
    ['EXTENSION: [ ] The Tenant may extend this tenancy for\n___ further periods of ___ months each.\n[X] Not applicable.', { renewal_option: null }],
    ["ANIMALS:\n[ ] Not allowed\n[X] Allowed: one cat\n[ ] Only with the Landlord's written approval", { pets: 'allowed' }],
    // A scan's boxes: "IX]" and "|X]" ticked, "[1" unticked.
    ["Smoking: IX] not allowed. Animals: [1 none permitted |X] only with the Landlord's written approval.", { pets: 'with_consent' }],
    [
      'Services the Tenant pays:\nHeat    [X] Tenant [ ] Landlord\nPower   [ ] Tenant [X] Landlord\nGas     [X] Tenant [ ] Landlord',
      { utilities_tenant: ['gas'] },
    ],
  ]);
});

describe('questions as headings', () => {
  cases([
    ['May the renter keep animals?\nNo. The renter must not bring any animal into the flat.', { pets: 'prohibited' }],
    ['Can the tenant keep a dog?\nNo.', { pets: 'prohibited' }],
    ['Is a pet allowed?\nOnly when the owner says yes in writing. No animal may be brought in until then without approval.', { pets: 'with_consent' }],
    ['Extension rights: None.', { renewal_option: null }],
    ['Guide dogs are not pets and are not subject to this rule. No other animals may be kept.', { pets: 'prohibited' }],
  ]);
});

describe('utilities tables and lists', () => {
  cases([
    [
      'SERVICES\nService        Who pays\nPower          Occupant\nWater          Owner (part of the rent)\nRefuse         Occupant\nBroadband      Owner',
      { utilities_tenant: ['electricity', 'trash'] },
    ],
    [
      'Tenant pays the services ticked below, and Landlord pays any services not ticked: [X] Water [ ] Gas [X] Broadband.',
      { utilities_tenant: ['water', 'internet'] },
    ],
    ['We look after the water bill. The rest is up to you: power, gas and internet.', { utilities_tenant: ['electricity', 'gas', 'internet'] }],
    // A scan broke the sentence with a blank line.
    [
      "Owner pays for water and refuse. Occupant will open accounts in the Occupant's own name and pay for\n\npower and gas.",
      { utilities_tenant: ['electricity', 'gas'] },
    ],
  ]);
});

describe('summary tables and rent tables', () => {
  const summary =
    'COMMERCIAL LEASE\n\nSUMMARY OF TERMS\nDate of Lease April 2, 2025\nLessor Brightwater Estates LLC\nLessee Orion Dental Group, Inc.\n' +
    'Project Harbor View Center, 77 Quay Street, Portland, ME 04101\nPremises Suite 5 on the ground floor of the Project\nTerm sixty (60) months\n' +
    'Commencement Date June 1, 2025\nExpiration Date the last day of the sixtieth month of the Term (May 31, 2030)\nSecurity Deposit $9,000.00\n\n' +
    'The Lessor leases the Premises to the Lessee for the Term.\n\n';
  it('reads a summary table whose values start in lower case', () => {
    expect(
      read(`${summary}RENT TABLE\nPeriod (months)   Monthly Rent   Yearly Rent\n1 - 24   $3,000.00   $36,000.00\n25 - 60   $3,150.00   $37,800.00\n`, false),
    ).toMatchObject({
      landlord: 'Brightwater Estates LLC',
      premises_address: '77 Quay Street, Portland, ME 04101',
      unit: '5',
      term_months: 60,
      commencement_date: '2025-06-01',
      expiration_date: '2030-05-31',
      monthly_rent: 3000,
      rent_schedule: [
        { from: '2025-06-01', monthly_rent: 3000 },
        { from: '2027-06-01', monthly_rent: 3150 },
      ],
    });
  });
  it('reads a table by lease years numbered 1, 2, 3 with annual and monthly columns', () => {
    const table = 'BASE RENT\n\nLease Year\n\nAnnual Base Rent\n\nMonthly Installment\n\n1\n\n$60,000.00\n\n$5,000.00\n\n2\n\n$61,800.00\n\n$5,150.00\n';
    expect(read(`${summary}${table}`, false)).toMatchObject({
      monthly_rent: 5000,
      rent_schedule: [
        { from: '2025-06-01', monthly_rent: 5000 },
        { from: '2026-06-01', monthly_rent: 5150 },
      ],
    });
  });
  it('does not take a defined cost for the rent', () => {
    const body = `${summary}DEFINITIONS\n"Common Costs" means the costs of running the Project, estimated at $1,200.00 per month.\n\nRENT TABLE\nMonths   Monthly Rent   Yearly Rent\n1 - 60   $2,500.00   $30,000.00\n`;
    expect(read(body, false)).toMatchObject({ monthly_rent: 2500 });
  });
});

describe('parties named by definition, and scans of names', () => {
  it('reads the parties a plain-language lease defines by its pronouns', () => {
    const body =
      'HOME RENTAL TERMS\n\nThroughout, "you" and "yours" refer to Mei Lin and Omar Haddad.\n"We" and "our" refer to Birchfield Lettings Ltd., your landlord.\nWe rent the home to you on these terms. The rent is $1,400 a month.\n';
    expect(read(body, false)).toMatchObject({ landlord: 'Birchfield Lettings Ltd.', tenants: ['Mei Lin', 'Omar Haddad'] });
  });
  it('drops the noise a scan reads after a name', () => {
    const body =
      'LEASE\n\nLandlord: Granite Yard Partners, L.P.\nTenant: Lakeside Bistro LLC Ee ah TR oe Ls iN SE\n\nThe Landlord leases the unit to the Tenant for rent of $3,000 per month.\n';
    expect(read(body, false)).toMatchObject({ tenants: ['Lakeside Bistro LLC'] });
  });
  it('restores a capital a scan lost', () => {
    const body =
      'HOME RENTAL TERMS\n\nIn this lease, "you" means anna Kowalski. "We" means Birchfield Lettings Ltd.\nWe lease the home to you on these terms. The rent is $1,400 a month.\n';
    expect(read(body, false)).toMatchObject({ tenants: ['Anna Kowalski'] });
  });
  it('splits two companies named together', () => {
    const body =
      'LEASE\n\nLandlord: Granite Yard Partners, L.P.\nTenant: Blue Fern Design, L.L.C. and Quarry Row Bakers, Inc.\nThe Landlord leases the unit to the Tenant for rent of $3,000 per month.\n';
    expect(read(body, false)).toMatchObject({ tenants: ['Blue Fern Design, L.L.C.', 'Quarry Row Bakers, Inc.'] });
  });
});

describe('late fees, early termination and notices', () => {
  cases([
    ['A late fee of $40 is owed if the rent has not arrived by the end of the fourth day after it is due.', { late_fee: { amount: 40, grace_days: 4 } }],
    [
      "The Tenant may cancel this agreement early by giving sixty days' written notice and paying a fee of $800.",
      { early_termination: { notice_days: 60, fee: 800 }, notice_to_vacate_days: null },
    ],
    [
      "Tenant may terminate this Lease before the end of the term on ninety (90) days' notice, accompanied by a cancellation payment of Twelve Thousand Dollars and 00/100 ($12,000.00).",
      { early_termination: { notice_days: 90, fee: 12000 } },
    ],
    // A scan's straight double quote for the apostrophe.
    ['Tenant may terminate this Lease before the end of the term on ninety (90) days" written notice.', { early_termination: { notice_days: 90, fee: null } }],
  ]);
});

describe('defined words, waived consent, the law and the unit', () => {
  cases([
    [
      '"Disposition" means any assignment of this Lease or sublease of the Premises.\nTenant shall not make any Disposition without the prior written approval of Landlord.',
      { subletting: 'with_consent' },
    ],
    ["The Tenant may sublet the flat and does not need to obtain the Landlord's consent.", { subletting: 'allowed' }],
    ['The laws of the Commonwealth of Virginia apply to this agreement.', { governing_law: 'Virginia' }],
    ['This lease is governed by South Dakota law.', { governing_law: 'South Dakota' }],
    ['Premises: 12 Elm Row, Bend, OR 97701. Unit: N/A.', { premises_address: '12 Elm Row, Bend, OR 97701', unit: null }],
  ]);
});

describe('repairs drafted as answers and plain duties', () => {
  cases([
    ["8. Repairs: Landlord, except damage by Tenant's guests.", { repairs: 'landlord' }],
    ['Who mends what?\nYou look after minor repairs up to $75. We look after all other repairs.', { repairs: 'shared' }],
    ['Repairs: Tenant pays for repairs under $50 each: Landlord handles every other repair.', { repairs: 'shared' }],
  ]);
});

describe("a party's obligations listed under its heading or lead-in", () => {
  cases([
    [
      "3. THE TENANT'S OBLIGATIONS\nThe Tenant agrees with the Landlord:\n3.1 To pay the rent on the days and in the manner specified.\n3.2 To pay for all gas, electricity and telephone services supplied to the Property.\n3.3 Not to keep any animal at the Property without the Landlord's written consent.\n3.4 Not to assign, sublet or part with possession of the Property.\n3.5 To keep the interior of the Property in good repair.\n4. THE LANDLORD'S OBLIGATIONS\nThe Landlord agrees with the Tenant:\n4.1 To pay for water and refuse collection.\n4.2 To keep in repair the structure and exterior of the Property.",
      { utilities_tenant: ['gas', 'electricity'], pets: 'with_consent', subletting: 'prohibited', repairs: 'shared' },
    ],
    [
      "TENANT'S OBLIGATIONS\n1. To pay all charges for electricity and gas.\n2. Not to keep pets.\n3. Not to sublet the premises.\nLANDLORD'S OBLIGATIONS\n1. To pay water rates.\n2. To carry out all repairs to the premises.",
      { utilities_tenant: ['electricity', 'gas'], pets: 'prohibited', subletting: 'prohibited', repairs: 'landlord' },
    ],
    [
      'The Tenant covenants:\n(i) to pay for electricity and internet;\n(ii) not to keep any pet;\n(iii) not to underlet the premises.',
      { utilities_tenant: ['electricity', 'internet'], pets: 'prohibited', subletting: 'prohibited' },
    ],
    [
      '5. TENANT AGREES\n5.1 not to keep animals\n5.2 not to sublet without consent\n5.3 to pay for gas and power',
      { utilities_tenant: ['gas', 'electricity'], pets: 'prohibited', subletting: 'with_consent' },
    ],
    [
      'OBLIGATIONS OF THE LESSEE\nThe Lessee shall:\na) pay for all electricity, gas and water used on the premises;\nb) not keep any animal on the premises;\nc) not sublet the premises or assign this lease.',
      { utilities_tenant: ['electricity', 'gas', 'water'], pets: 'prohibited', subletting: 'prohibited' },
    ],
  ]);
});

describe('scans: options, addresses and names', () => {
  it('keeps ticked options of one sentence together', () => {
    const body =
      'LATE CHARGE: If rent is unpaid 7 days after it is due, Tenant shall pay a late charge of [ ] $_____. [X]\n6% of the monthly rent. Tenant shall pay $30 for each returned check.';
    expect(read(body)).toMatchObject({ late_fee: { percent: 6, grace_days: 7 } });
  });
  it('reads an address a photo broke over a blank line', () => {
    const body = 'Premises: the house known as 88 Larch Lane, Unit 2, Glen\n\nBurnie, MD 21061\n\nThe rent is $1,500 per month.';
    expect(read(body)).toMatchObject({ premises_address: '88 Larch Lane, Glen Burnie, MD 21061' });
  });
  it('mends a name from its other mention, and splits two names a scan ran together', () => {
    const body =
      'LEASE\n\nLandlord: Fernhill Rentals LLC\nTenant(s): Oscar Lindqvist; Priya Namboodiri; Tomas Okonjoi Hana Sato\n\nThe Landlord leases the flat to the Tenants for rent of $2,000 per month.\n\nSigned: Oscar Lindqvist\nSigned: Priya Namboodiri\nSigned: Tomas Okonjo\nSigned: Hana Sato\n';
    expect(read(body, false)).toMatchObject({ tenants: ['Oscar Lindqvist', 'Priya Namboodiri', 'Tomas Okonjo', 'Hana Sato'] });
    const slip =
      'HOME LEASE\n\nIn this lease, "you" means Cora Bell and rhys Ortega. "We" means Fernhill Rentals LLC.\nWe lease the flat to you for rent of $2,000 a month.\n\nSigned by you: Cora Bell, Rhys Ortega\n';
    expect(read(slip, false)).toMatchObject({ tenants: ['Cora Bell', 'Rhys Ortega'] });
  });
});

describe('the length of the term as stated', () => {
  it('cites the sentence that sums the term up, and a length with its qualifiers', () => {
    const result = extractLease(leaseText([`${preamble}How long do you rent the home?\nFrom June 1, 2025 to May 31, 2026. That is twelve months.\n`]));
    const term = result.terms.find((t) => t.key === 'term_months')!;
    expect(term.value).toBe(12);
    expect(term.evidence!.quote).toBe('That is twelve months.');
    expect(read('The Lease Term is forty-two (42) full calendar months.')).toMatchObject({ term_months: 42 });
  });
});
