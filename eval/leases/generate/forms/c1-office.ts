/**
 * C1 (train): a multi-tenant office lease. Article 1 is a Basic Lease Information table (defined terms such as
 * "Commencement Date" and "Lease Year"), the base rent is a table of Lease Years with annual and monthly amounts
 * and the rate per rentable square foot, then articles with "Section 4.2"-style numbering.
 */
import { Drafter, type GoldField, say } from '../doc.js';
import type { LeaseFacts } from '../facts.js';
import type { Rng } from '../rng.js';
import { countWords, figures } from '../words.js';
import { days, type Form, joinAnd, period, styled, utilityWords } from './common.js';

function draft(f: LeaseFacts, rng: Rng) {
  const { d, m } = styled('us', 'figures');
  const doc = new Drafter(`${f.property.name} - Office Lease`, `${f.tenants[0]} - Page {page}`, 'times');
  doc.title('OFFICE LEASE');
  doc.subtitle(`${f.property.name}, ${f.property.street}, ${f.property.city}, ${f.property.abbr}`);
  doc.para(`THIS OFFICE LEASE (this "Lease") is made as of ${d(f.signedOn)} between the Landlord and the Tenant named in Article 1.`);
  doc.heading('ARTICLE 1. BASIC LEASE INFORMATION');
  const rows: { cells: [string, string]; fields: GoldField[] }[] = [
    { cells: ['1.1 Landlord:', f.landlord], fields: ['landlord'] },
    { cells: ['1.2 Tenant:', joinAnd(f.tenants)], fields: ['tenants'] },
    ...(f.guarantor ? [{ cells: ['1.3 Guarantor:', f.guarantor] as [string, string], fields: [] }] : []),
    { cells: ['1.4 Building:', `${f.property.street}, ${f.property.city}, ${f.property.abbr} ${f.property.zip}`], fields: ['premises_address'] },
    { cells: ['1.5 Premises:', `${f.unit}, containing approximately ${figures(f.squareFeet!, false)} rentable square feet`], fields: ['unit'] },
    { cells: ['1.6 Term:', period(f.termMonths)], fields: ['term_months'] },
    { cells: ['1.7 Commencement Date:', d(f.commencement)], fields: ['commencement_date'] },
    { cells: ['1.8 Expiration Date:', d(f.expiration)], fields: ['expiration_date'] },
    { cells: ['1.9 Monthly Base Rent:', `${m(f.rent)}${f.schedule ? ' for the first Lease Year, subject to Section 4.2' : ''}`], fields: ['monthly_rent'] },
    ...(f.deposit !== null ? [{ cells: ['1.10 Security Deposit:', m(f.deposit)] as [string, string], fields: ['security_deposit'] as GoldField[] }] : []),
    { cells: ['1.11 Permitted Use:', f.permittedUse], fields: [] },
    { cells: ["1.12 Tenant's Share:", `${(rng.int(40, 260) / 10).toFixed(1)}%`], fields: [] },
  ];
  doc.table(
    rows.map((r) => r.cells),
    [],
    [0.3, 0.7],
  );
  for (const r of rows) for (const field of r.fields) doc.note(field, r.cells.join(' '));
  doc.para('"Lease Year" means each consecutive twelve-month period beginning on the Commencement Date.');

  doc.heading('ARTICLE 2. PREMISES AND TERM');
  doc.para(
    `2.1 Landlord leases the Premises to Tenant for the Term, beginning on the Commencement Date and ending on the Expiration Date, unless sooner terminated.`,
  );
  if (f.renewal)
    doc.para([
      '2.2 Renewal.',
      say(
        'renewal_option',
        `Tenant shall have ${countWords(f.renewal.count)} option${f.renewal.count > 1 ? 's' : ''} to extend the Term for ${f.renewal.count > 1 ? 'successive periods' : 'a period'} of ${period(f.renewal.termMonths)}${f.renewal.count > 1 ? ' each' : ''}, exercisable by written notice to Landlord not less than ${days(f.renewal.noticeDays)} days before the then-current Expiration Date.`,
      ),
      'Base rent for an extension term shall be ninety-five percent (95%) of the prevailing market rate.',
    ]);
  if (f.earlyTermination)
    doc.para([
      '2.3 Early Termination.',
      say(
        'early_termination',
        `Tenant may terminate this Lease effective at the end of the third Lease Year by giving Landlord at least ${days(f.earlyTermination.noticeDays)} days' prior written notice${f.earlyTermination.fee !== null ? ` and paying a termination fee of ${m(f.earlyTermination.fee)} with that notice` : ''}.`,
      ),
    ]);

  doc.heading('ARTICLE 4. RENT');
  doc.para(
    `4.1 Tenant shall pay Base Rent in equal monthly installments in advance on the first day of each calendar month, without offset or deduction. Additional Rent includes Tenant's Share of Operating Expenses, estimated at ${m(Math.round(f.squareFeet! * rng.pick([0.6, 0.75, 0.9])))} per month for the first Lease Year.`,
  );
  if (f.schedule) {
    doc.para('4.2 Base Rent shall be as follows:');
    const rate = (monthly: number) => `$${((monthly * 12) / f.squareFeet!).toFixed(2)}`;
    doc.table(
      [
        ['Lease Year', 'Period', 'Annual Base Rent', 'Monthly Installment', 'Rate/RSF'],
        ...f.schedule.map((s, i) => [String(i + 1), `${d(s.from)} -`, m(s.monthly_rent * 12), m(s.monthly_rent), rate(s.monthly_rent)]),
      ],
      ['rent_schedule'],
      [0.12, 0.26, 0.22, 0.22, 0.18],
    );
  }
  doc.para([
    '4.3 Late Charge.',
    f.lateFee
      ? say(
          'late_fee',
          `If any installment of Rent is not received ${f.lateFee.graceDays ? `within ${days(f.lateFee.graceDays)} days after it is due` : 'when due'}, Tenant shall pay a late charge ${f.lateFee.amount !== undefined ? `of ${m(f.lateFee.amount)}` : `equal to ${numberWordsPct(f.lateFee.percent!)} of the delinquent amount`}.`,
        )
      : 'Any Rent not paid when due shall bear interest at the rate of ten percent (10%) per annum.',
    `Tenant shall pay ${m(f.returnedCheckFee)} for any check returned for insufficient funds.`,
  ]);
  if (f.deposit !== null)
    doc.para(
      `4.4 Security Deposit. Landlord may apply the Security Deposit to cure any default, and Tenant shall restore it within ten (10) days after demand.`,
    );

  doc.heading('ARTICLE 6. UTILITIES AND SERVICES');
  doc.para([
    f.utilities
      ? say('utilities_tenant', `6.1 Tenant shall pay directly to the provider for all ${utilityWords(f.utilities)} used in the Premises.`)
      : '6.1 Utilities are addressed in the Rules and Regulations.',
    `Landlord shall furnish janitorial service to the common areas five days per week.`,
  ]);

  doc.heading('ARTICLE 7. REPAIRS AND MAINTENANCE');
  const repairs = {
    landlord:
      'Landlord shall maintain and repair the Premises, the Building structure and all Building systems serving the Premises, the cost of which is included in Operating Expenses; Tenant shall repair only damage caused by Tenant.',
    tenant:
      'Tenant shall, at its sole cost, maintain and repair the Premises and all systems exclusively serving the Premises, including HVAC, plumbing and electrical, and Landlord shall have no repair obligation for the Premises.',
    shared:
      'Landlord shall repair the roof, structure and common areas of the Building; Tenant shall, at its expense, maintain and repair the interior of the Premises and the systems exclusively serving it.',
  };
  doc.para(['7.1', say('repairs', repairs[f.repairs])]);
  doc.para(`7.2 Landlord may enter the Premises on ${countWords(f.entryNoticeHours)} hours' notice, or without notice in an emergency.`);

  doc.heading('ARTICLE 9. ASSIGNMENT AND SUBLETTING');
  const sublet = {
    allowed:
      "Tenant may assign this Lease or sublet all or part of the Premises without Landlord's consent, provided Tenant gives Landlord written notice and remains liable under this Lease.",
    with_consent:
      "Tenant shall not assign this Lease or sublet all or any part of the Premises without Landlord's prior written consent, which Landlord shall not unreasonably withhold.",
    prohibited: 'Tenant shall not assign this Lease or sublet any part of the Premises, and any purported assignment or sublease shall be void.',
  };
  doc.para(['9.1', say('subletting', sublet[f.subletting])]);

  doc.heading('ARTICLE 11. INSURANCE');
  doc.para(
    `11.1 Tenant shall maintain commercial general liability insurance of not less than ${m(f.insuranceAmount)} per occurrence, naming Landlord as additional insured.`,
  );

  doc.heading('ARTICLE 14. SURRENDER AND HOLDING OVER');
  doc.para([
    f.noticeToVacateDays
      ? say(
          'notice_to_vacate_days',
          `14.1 Tenant shall notify Landlord in writing at least ${days(f.noticeToVacateDays)} days before the Expiration Date whether Tenant will vacate the Premises.`,
        )
      : '14.1 Tenant shall surrender the Premises broom clean at the end of the Term.',
    `14.2 Any holding over shall be a tenancy at sufferance at ${f.holdoverPercent}% of the Base Rent in effect at expiration.`,
  ]);

  doc.heading('ARTICLE 16. MISCELLANEOUS');
  doc.para([
    f.pets ? say('pets', '16.1 No animals shall be brought into the Building, except service animals.') : '',
    f.parkingFee ? `16.2 Tenant may rent up to ${countWords(rng.int(2, 8))} reserved parking spaces at ${m(f.parkingFee)} per space per month.` : '',
    f.governingLaw
      ? say('governing_law', `16.3 This Lease shall be governed by and construed in accordance with the laws of the State of ${f.governingLaw}.`)
      : '',
    '16.4 This Lease may be executed in counterparts.',
  ]);
  if (f.guarantor) doc.para(`The obligations of Tenant are guaranteed by ${f.guarantor} under a separate Guaranty of Lease.`);
  doc.signature([
    'LANDLORD:',
    f.landlord,
    'By: ____________________________  Name/Title: ____________________',
    '',
    'TENANT:',
    ...f.tenants.flatMap((t) => [t, 'By: ____________________________  Name/Title: ____________________']),
  ]);
  return doc.done();
}

const numberWordsPct = (n: number) => `${countWords(n).replace(/\((\d+)\)/, '($1%)')} percent`.replace(/ \((\d+)%\) percent/, ' percent ($1%)');

export const c1Office: Form = {
  id: 'C1',
  kind: 'commercial',
  description:
    'Office Lease: Basic Lease Information table, "Commencement Date"/"Lease Year", Base Rent table (annual, monthly, rate per RSF), "March 1, 2025", "$1,850.00"',
  draft,
};
