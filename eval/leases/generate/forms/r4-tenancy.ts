/**
 * R4 (dev): a "Residential Tenancy Agreement" with decimal clause numbers (1.1, 1.2), "1 March 2025" dates,
 * "USD 1,850" amounts, a rent schedule table, defined terms ("Tenancy Start Date") and a schedule of particulars.
 */
import { Drafter, say } from '../doc.js';
import type { LeaseFacts } from '../facts.js';
import type { Rng } from '../rng.js';
import { countWords, formatMoney } from '../words.js';
import { days, type Form, joinAnd, months, otherUtilities, styled, utilityWords } from './common.js';

function draft(f: LeaseFacts, rng: Rng) {
  const { d, m } = styled('day-first', 'usd');
  const doc = new Drafter('Residential Tenancy Agreement', 'Page {page}', 'times');
  let clause = 0;
  let sub = 0;
  const section = (title: string) => {
    clause++;
    sub = 0;
    doc.heading(`${clause}. ${title}`);
  };
  const c = (pieces: Parameters<Drafter['para']>[0]) => doc.para([`${clause}.${++sub}`, ...[pieces].flat()], { indent: true });
  doc.title('RESIDENTIAL TENANCY AGREEMENT');
  doc.para(`THIS AGREEMENT is dated ${d(f.signedOn)}.`);
  section('Parties');
  c(say('landlord', `The Landlord: ${f.landlord}${f.agent ? `, acting through its agent ${f.agent}` : ''}.`));
  c(say('tenants', `The Tenant: ${joinAnd(f.tenants)}${f.tenants.length > 1 ? ', whose obligations are joint and several' : ''}.`));
  section('The Property');
  doc.overrides.premises_address = `${f.property.street}, ${f.property.city}, ${f.property.state} ${f.property.zip}`;
  c(
    f.unit
      ? say(
          ['unit', 'premises_address'],
          `The Landlord lets to the Tenant the dwelling known as ${f.unit}, ${f.property.name}, ${f.property.street}, ${f.property.city}, ${f.property.state} ${f.property.zip} (the "Property").`,
        )
      : say(
          'premises_address',
          `The Landlord lets to the Tenant the house and garden at ${f.property.street}, ${f.property.city}, ${f.property.state} ${f.property.zip} (the "Property").`,
        ),
  );
  c('The Property is let together with the fixtures, fittings and furnishings listed in the inventory.');
  section('Term');
  c([
    say(
      ['commencement_date', 'term_months'],
      `The tenancy is for a fixed term of ${months(f.termMonths)} starting on ${d(f.commencement)} (the "Tenancy Start Date")`,
    ),
    say('expiration_date', `and ending on ${d(f.expiration)} (the "End Date").`),
  ]);
  if (f.renewal)
    c(
      say(
        'renewal_option',
        `The Tenant may extend the tenancy ${f.renewal.count === 1 ? 'once, for a further' : `up to ${countWords(f.renewal.count)} times, each time for a further`} ${months(f.renewal.termMonths)}, by serving written notice on the Landlord not less than ${days(f.renewal.noticeDays)} days before the End Date.`,
      ),
    );
  section('Rent');
  c(say('monthly_rent', `The rent is ${m(f.rent)} per calendar month, payable in advance on the first day of each month by bank transfer.`));
  if (f.schedule) {
    c('The rent will change on the dates below and will then be payable at the new monthly rate:');
    doc.table([['From', 'Rent per month'], ...f.schedule.map((s) => [d(s.from), m(s.monthly_rent)])], ['rent_schedule']);
  }
  if (f.lateFee)
    c(
      say(
        'late_fee',
        `Where any rent is unpaid ${f.lateFee.graceDays ? `${countWords(f.lateFee.graceDays)} days after the due date` : 'on the due date'}, the Tenant shall pay a late payment charge of ${f.lateFee.amount !== undefined ? m(f.lateFee.amount) : `${f.lateFee.percent} per cent of the overdue rent`}.`,
      ),
    );
  c(`An administration charge of ${m(f.returnedCheckFee)} is payable for each payment returned by the Tenant's bank.`);
  section('Deposit');
  c(
    f.deposit !== null
      ? say(
          'security_deposit',
          `The Tenant shall pay a deposit of ${m(f.deposit)} on signing this Agreement, to be held as security for the performance of the Tenant's obligations.`,
        )
      : 'No deposit is taken for this tenancy.',
  );
  section("Tenant's obligations");
  if (f.utilities) {
    c(say('utilities_tenant', `To pay all charges for ${utilityWords(f.utilities)} supplied to the Property during the tenancy.`));
    const others = otherUtilities(f.utilities);
    if (others.length) c(`The Landlord will pay for ${utilityWords(others)}.`);
  }
  const pets = {
    allowed: 'The Tenant may keep domestic pets at the Property, provided they cause no nuisance to neighbours.',
    with_consent: "Not to keep any animal at the Property without the Landlord's prior written consent, which may be withdrawn on reasonable grounds.",
    prohibited: 'Not to keep any animal, bird or reptile at the Property.',
  };
  c(say('pets', pets[f.pets!]));
  if (f.petDeposit !== null) c(say('pet_deposit', `Where an animal is kept at the Property, to pay an additional pet deposit of ${m(f.petDeposit)}.`));
  const sublet = {
    allowed: "The Tenant may sublet the Property or assign this Agreement without the Landlord's consent.",
    with_consent: "Not to assign, sublet or part with possession of the Property without the Landlord's written consent, not to be unreasonably withheld.",
    prohibited: 'Not to assign, sublet, take in lodgers or part with possession of the whole or any part of the Property.',
  };
  c(say('subletting', sublet[f.subletting]));
  const repairs = {
    landlord:
      'The Landlord shall keep the structure, exterior, installations and appliances of the Property in repair; the Tenant shall only make good damage the Tenant causes.',
    tenant: "To carry out at the Tenant's cost all repairs and maintenance of the Property, inside and out, during the tenancy.",
    shared:
      'To carry out minor repairs and day-to-day maintenance; the Landlord remains responsible for the structure, exterior, heating, plumbing and electrical installations.',
  };
  c(say('repairs', repairs[f.repairs]));
  c(`To allow the Landlord access at reasonable times on ${f.entryNoticeHours} hours' written notice.`);
  c(`To insure the Tenant's own belongings and carry liability insurance of at least ${formatMoney(f.insuranceAmount, 'usd')}.`);
  section('Ending the tenancy');
  if (f.noticeToVacateDays)
    c(
      say(
        'notice_to_vacate_days',
        `The Tenant must give the Landlord not less than ${days(f.noticeToVacateDays)} days' written notice to leave at the End Date.`,
      ),
    );
  if (f.earlyTermination)
    c(
      say(
        'early_termination',
        `The Tenant may end this Agreement before the End Date on ${days(f.earlyTermination.noticeDays)} days' written notice${f.earlyTermination.fee !== null ? `, on payment of an early termination charge of ${m(f.earlyTermination.fee)}` : ''}.`,
      ),
    );
  c(`If the Tenant stays on after the tenancy ends, the Tenant shall pay ${f.holdoverPercent}% of the rent for each month or part of a month.`);
  if (f.parkingFee) c(`A parking permit, if requested, costs ${m(f.parkingFee)} per month and ends with the tenancy.`);
  section('General');
  if (f.governingLaw) c(say('governing_law', `This Agreement is governed by the law of the State of ${f.governingLaw}.`));
  c('Notices must be in writing and delivered by hand or by first-class mail to the addresses above.');
  doc.signature([
    'Signed by the Landlord: ____________________________',
    f.landlord,
    '',
    ...f.tenants.flatMap((t) => ['Signed by the Tenant: ____________________________', t]),
    '',
    `Witness: ____________________  ${rng.chance(0.5) ? 'Date: ____________' : ''}`,
  ]);
  return doc.done();
}

export const r4Tenancy: Form = {
  id: 'R4',
  kind: 'residential',
  description: 'Residential Tenancy Agreement: decimal clause numbers, "1 March 2025", "USD 1,850", rent schedule table, "Tenancy Start Date"/"End Date"',
  draft,
};
