/**
 * C2 (train): a shopping-centre retail lease. Recitals, "Section 4.01" numbering, "the 1st day of March, 2025",
 * amounts in words and figures, minimum rent by Lease Year in prose, with percentage rent and CAM charges nearby.
 */
import { Drafter, say } from '../doc.js';
import type { LeaseFacts } from '../facts.js';
import type { Rng } from '../rng.js';
import { countWords, figures } from '../words.js';
import { days, type Form, joinAnd, period, styled, utilityWords } from './common.js';

function draft(f: LeaseFacts, rng: Rng) {
  const { d, m } = styled('ordinal', 'words');
  const doc = new Drafter('', `Retail Lease - ${f.property.name} - {page}`, 'times');
  doc.title('SHOPPING CENTER LEASE');
  doc.subtitle(f.property.name.toUpperCase());
  doc.para([
    `THIS LEASE is made this ${d(f.signedOn).replace(/^the /, '')},`,
    say('landlord', `by and between ${f.landlord} (hereinafter "Landlord"),`),
    say('tenants', `and ${joinAnd(f.tenants)} (hereinafter ${f.tenants.length > 1 ? 'collectively ' : ''}"Tenant").`),
  ]);
  doc.heading('RECITALS');
  doc.para(
    `Landlord owns the shopping center known as ${f.property.name} (the "Shopping Center"). Tenant desires to lease space in the Shopping Center on the terms set out below.`,
  );
  doc.heading('ARTICLE I - DEMISED PREMISES');
  doc.para([
    'Section 1.01.',
    say(
      ['unit', 'premises_address'],
      `Landlord leases to Tenant the store premises designated as ${f.unit} of the Shopping Center, located at ${f.property.street}, ${f.property.city}, ${f.property.abbr} ${f.property.zip}, containing approximately ${figures(f.squareFeet!, false)} square feet of floor area (the "Premises").`,
    ),
  ]);
  doc.para(`Section 1.02. Tenant shall use the Premises solely for ${f.permittedUse} and for no other purpose.`);
  doc.heading('ARTICLE II - TERM');
  doc.para([
    'Section 2.01.',
    say(
      ['term_months', 'commencement_date', 'expiration_date'],
      `The term of this Lease shall be ${period(f.termMonths)}, commencing on ${d(f.commencement)} (the "Commencement Date") and expiring on ${d(f.expiration)}, unless sooner terminated as provided herein.`,
    ),
    'Each period of twelve (12) consecutive months beginning on the Commencement Date or an anniversary of it is a "Lease Year".',
  ]);
  if (f.renewal)
    doc.para([
      'Section 2.02.',
      say(
        'renewal_option',
        `Provided Tenant is not in default, Tenant may renew this Lease for ${countWords(f.renewal.count)} additional period${f.renewal.count > 1 ? 's' : ''} of ${period(f.renewal.termMonths)}${f.renewal.count > 1 ? ' each' : ''} upon written notice given to Landlord at least ${days(f.renewal.noticeDays)} days prior to the expiration of the then current term.`,
      ),
    ]);
  doc.heading('ARTICLE III - RENT');
  const steps = f.schedule ?? [{ from: f.commencement, monthly_rent: f.rent }];
  doc.para([
    'Section 3.01. Minimum Rent.',
    say(
      f.schedule ? ['monthly_rent', 'rent_schedule'] : 'monthly_rent',
      `Tenant shall pay Landlord minimum rent for the first Lease Year of ${m(f.rent)} per month`,
    ),
    `(${m(f.rent * 12)} per annum), payable in advance on the first day of each calendar month.`,
    f.schedule
      ? say(
          'rent_schedule',
          `Minimum rent shall thereafter be ${f.schedule
            .slice(1)
            .map((s, i) => `${m(s.monthly_rent)} per month for Lease Year ${i + 2} commencing ${d(s.from)}`)
            .join('; ')}.`,
        )
      : 'Minimum rent shall remain the same throughout the term.',
  ]);
  doc.para(
    `Section 3.02. Percentage Rent. In addition, Tenant shall pay percentage rent equal to six percent (6%) of Gross Sales in excess of ${m(Math.round(steps[0]!.monthly_rent * 12 * rng.pick([12, 15])))} in each Lease Year, payable within thirty (30) days after the end of the Lease Year.`,
  );
  doc.para(
    `Section 3.03. Common Area Charges. Tenant shall pay its pro rata share of Common Area Maintenance costs, estimated at ${m(Math.round(f.squareFeet! * rng.pick([0.35, 0.4, 0.5])))} per month, together with real estate taxes and insurance.`,
  );
  doc.para([
    'Section 3.04. Late Payment.',
    f.lateFee
      ? say(
          'late_fee',
          `Any installment of rent not paid ${f.lateFee.graceDays ? `within ${days(f.lateFee.graceDays)} days after its due date` : 'on its due date'} shall be subject to a late charge of ${f.lateFee.amount !== undefined ? m(f.lateFee.amount) : `${countWords(f.lateFee.percent!)} percent of the amount past due`}.`,
        )
      : '',
    `A fee of ${m(f.returnedCheckFee)} shall be charged for each dishonored check.`,
  ]);
  if (f.deposit !== null) {
    doc.heading('ARTICLE IV - SECURITY');
    doc.para([
      'Section 4.01.',
      say('security_deposit', `Tenant has deposited with Landlord the sum of ${m(f.deposit)} as security for the full performance of this Lease.`),
    ]);
  }
  doc.heading('ARTICLE V - UTILITIES');
  doc.para([
    'Section 5.01.',
    f.utilities
      ? say(
          'utilities_tenant',
          `Tenant shall be solely responsible for and shall promptly pay all charges for ${utilityWords(f.utilities)} furnished to the Premises.`,
        )
      : 'Utilities serving the Premises shall be provided as set forth in the rules of the Shopping Center.',
  ]);
  doc.heading('ARTICLE VI - REPAIRS');
  const repairs = {
    landlord:
      'Landlord shall make all repairs to the Premises, including the storefront, plumbing, heating and air conditioning, except repairs necessitated by the negligence of Tenant.',
    tenant:
      'Tenant shall at its own cost keep the Premises, including the storefront, roof membrane over the Premises, plumbing and the heating and air conditioning system, in good order and repair; Landlord shall have no obligation to repair.',
    shared:
      'Landlord shall keep the roof, foundation, exterior walls and common areas in repair, and Tenant shall keep the interior of the Premises, the storefront and the heating and air conditioning system in repair.',
  };
  doc.para(['Section 6.01.', say('repairs', repairs[f.repairs])]);
  doc.heading('ARTICLE VII - ASSIGNMENT AND SUBLETTING');
  const sublet = {
    allowed:
      "Tenant may assign this Lease or sublet the Premises without Landlord's consent so long as the Premises continue to be used for the permitted use.",
    with_consent: 'Tenant shall not assign this Lease or sublet the Premises, in whole or in part, without the prior written consent of Landlord.',
    prohibited: 'Tenant shall not, under any circumstances, assign this Lease or sublet the Premises.',
  };
  doc.para(['Section 7.01.', say('subletting', sublet[f.subletting])]);
  doc.heading('ARTICLE VIII - INSURANCE AND INDEMNITY');
  doc.para(`Section 8.01. Tenant shall carry public liability insurance with limits of not less than ${m(f.insuranceAmount)} combined single limit.`);
  doc.heading('ARTICLE IX - MISCELLANEOUS');
  doc.para(`Section 9.01. Landlord may enter the Premises upon ${countWords(f.entryNoticeHours)} hours' notice to inspect or repair.`);
  if (f.earlyTermination)
    doc.para([
      'Section 9.02. Kick-Out Right.',
      say(
        'early_termination',
        `Tenant may terminate this Lease upon not less than ${days(f.earlyTermination.noticeDays)} days' prior written notice to Landlord${f.earlyTermination.fee !== null ? `, accompanied by a termination payment of ${m(f.earlyTermination.fee)}` : ''}.`,
      ),
    ]);
  if (f.noticeToVacateDays)
    doc.para([
      'Section 9.03.',
      say(
        'notice_to_vacate_days',
        `Tenant shall give Landlord written notice of its intent to vacate at the end of the term not less than ${days(f.noticeToVacateDays)} days before the expiration of the term.`,
      ),
    ]);
  doc.para(`Section 9.04. If Tenant holds over, Tenant shall pay ${f.holdoverPercent}% of the minimum rent last in effect, prorated on a daily basis.`);
  if (f.pets) doc.para(['Section 9.05.', say('pets', 'Tenant shall not permit any animals in the Premises other than service animals.')]);
  if (f.governingLaw)
    doc.para([
      'Section 9.06.',
      say('governing_law', `The laws of the State of ${f.governingLaw} shall govern the validity, performance and enforcement of this Lease.`),
    ]);
  if (f.guarantor) doc.para(`Section 9.07. As an inducement to Landlord, ${f.guarantor} has executed a personal guaranty of Tenant's obligations.`);
  doc.para('IN WITNESS WHEREOF, the parties have executed this Lease as of the day and year first above written.');
  doc.signature([
    `LANDLORD: ${f.landlord}`,
    'By: ______________________',
    '',
    ...f.tenants
      .map((t) => `TENANT: ${t}\nBy: ______________________`)
      .join('\n\n')
      .split('\n'),
  ]);
  return doc.done();
}

export const c2Retail: Form = {
  id: 'C2',
  kind: 'commercial',
  description:
    'Shopping Center Lease: recitals, "Section 3.01" numbering, "the 1st day of March, 2025", amounts in words and figures, minimum rent by Lease Year in prose beside percentage rent and CAM',
  draft,
};
