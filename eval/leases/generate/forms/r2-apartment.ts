/**
 * R2 (train): an apartment lease contract in "Owner"/"Resident" terms, separate headings, "the 1st day of March,
 * 2025", amounts in words and figures, a rent schedule table, a "Lease Term" defined term.
 */
import { Drafter, say } from '../doc.js';
import type { LeaseFacts } from '../facts.js';
import type { Rng } from '../rng.js';
import { countWords, formatDate, formatMoney } from '../words.js';
import { days, type Form, joinAnd, months, otherUtilities, styled, utilityWords } from './common.js';

function draft(f: LeaseFacts, rng: Rng) {
  const { d, m } = styled('ordinal', 'words');
  const short = (iso: string) => formatDate(iso, 'us');
  const doc = new Drafter(`${f.property.name} - Apartment Lease Contract`, '{page}', 'helvetica');
  doc.title('APARTMENT LEASE CONTRACT');
  doc.subtitle(f.property.name);
  doc.para(`This Apartment Lease Contract is made and entered into this ${d(f.signedOn).replace(/^the /, '')}.`);
  doc.heading('Section 1 - Parties');
  doc.para([
    say('tenants', `This Lease is between ${joinAnd(f.tenants, true)} (${f.tenants.length > 1 ? 'collectively, ' : ''}"Resident")`),
    say('landlord', `and ${f.landlord}, the owner of the apartment community ("Owner").`),
    f.agent ? `Owner's management company, ${f.agent}, will handle day-to-day matters on Owner's behalf.` : '',
    rng.chance(0.5) ? 'Only the Resident(s) named above and their minor children may occupy the apartment.' : '',
  ]);
  doc.heading('Section 2 - Apartment');
  doc.overrides.premises_address = `${f.property.street}, ${f.property.city}, ${f.property.state} ${f.property.zip}`;
  const unitNumber = f.unit?.replace(/^(Apt\.|Unit|#)\s*/, '');
  doc.para([
    f.unit
      ? say(
          ['unit', 'premises_address'],
          `Owner leases to Resident Apartment No. ${unitNumber} at ${f.property.street}, in the City of ${f.property.city}, ${f.property.state} ${f.property.zip} (the "Apartment").`,
        )
      : say(
          'premises_address',
          `Owner leases to Resident the single-family home at ${f.property.street}, in the City of ${f.property.city}, ${f.property.state} ${f.property.zip} (the "Apartment").`,
        ),
    'The Apartment is leased with the appliances listed in the move-in inventory.',
  ]);
  doc.heading('Section 3 - Lease Term');
  doc.para([
    say(
      ['commencement_date', 'expiration_date'],
      `The initial term of this Lease (the "Lease Term") begins on ${d(f.commencement)} and ends at 11:59 p.m. on ${d(f.expiration)}.`,
    ),
    say('term_months', `The Lease Term is ${months(f.termMonths)}.`),
  ]);
  doc.heading('Section 4 - Rent');
  doc.para([
    say(
      'monthly_rent',
      `Resident shall pay monthly rent of ${m(f.rent)} for the Apartment, without demand or deduction, on or before the first day of each month.`,
    ),
    `Rent for any partial month is prorated at a daily rate.`,
  ]);
  if (f.schedule) {
    doc.para('Rent during the Lease Term shall be as follows:');
    doc.table([['Period beginning', 'Monthly rent'], ...f.schedule.map((s) => [short(s.from), formatMoney(s.monthly_rent, 'figures')])], ['rent_schedule']);
  }
  doc.heading('Section 5 - Late Fees and Returned Payments');
  doc.para([
    f.lateFee
      ? say(
          'late_fee',
          f.lateFee.graceDays
            ? `If Owner does not receive the full monthly rent by the end of the ${countWords(f.lateFee.graceDays)} day grace period following the due date, Resident will pay a late fee of ${f.lateFee.amount !== undefined ? m(f.lateFee.amount) : `${f.lateFee.percent} percent (${f.lateFee.percent}%) of one month's rent`}.`
            : `Rent not received on the due date is late, and Resident will pay a late fee of ${f.lateFee.amount !== undefined ? m(f.lateFee.amount) : `${f.lateFee.percent} percent (${f.lateFee.percent}%) of one month's rent`}.`,
        )
      : 'Owner does not charge a late fee, but unpaid rent remains a default under this Lease.',
    `A charge of ${m(f.returnedCheckFee)} applies to every returned check or rejected electronic payment.`,
  ]);
  doc.heading('Section 6 - Security Deposit');
  doc.para(
    f.deposit !== null
      ? [
          say('security_deposit', `Resident has paid a security deposit of ${m(f.deposit)}.`),
          "The security deposit is not a limit on Resident's liability and may not be applied to the last month's rent.",
        ]
      : ['Owner has waived any security deposit for this Lease.'],
  );
  if (f.utilities) {
    doc.heading('Section 7 - Utilities and Services');
    const others = otherUtilities(f.utilities);
    doc.para([
      others.length ? `Owner will furnish ${utilityWords(others)}.` : '',
      say('utilities_tenant', `Resident will place in Resident's name and pay for ${utilityWords(f.utilities)}.`),
    ]);
  }
  doc.heading('Section 8 - Animals');
  const pets = {
    allowed: `Resident may keep the animal(s) described in the move-in inventory at the Apartment; pets are allowed under this Lease.`,
    with_consent: 'No animals, including mammals, reptiles, birds and fish, are allowed, even temporarily, unless Owner has first given written permission.',
    prohibited: 'No animals of any kind are permitted in the Apartment or anywhere in the community, and Owner will not give permission for any animal.',
  };
  doc.para([
    say('pets', pets[f.pets!]),
    f.petDeposit !== null ? say('pet_deposit', `An additional animal deposit of ${m(f.petDeposit)} is required for each authorized animal.`) : '',
    "Assistance animals are not pets and are handled under Owner's reasonable accommodation policy.",
  ]);
  doc.heading('Section 9 - Subletting and Assignment');
  const sublet = {
    allowed: "Resident may sublet the Apartment or assign this Lease without Owner's consent.",
    with_consent: 'Resident may not sublet the Apartment or assign this Lease unless Owner first consents in writing.',
    prohibited: 'Subletting the Apartment, assigning this Lease, and short-term rentals of any kind are not permitted under any circumstances.',
  };
  doc.para(say('subletting', sublet[f.subletting]));
  doc.heading('Section 10 - Repairs');
  const repairs = {
    landlord: "Owner will make all repairs to the Apartment, its fixtures and appliances at Owner's expense, unless the damage was caused by Resident.",
    tenant: "Resident is responsible, at Resident's expense, for all repairs and upkeep of the Apartment, its fixtures and appliances.",
    shared:
      'Resident will pay for routine upkeep and small repairs such as light bulbs, filters and drain clogs; Owner will pay for all repairs to plumbing, heating, electrical systems and appliances.',
  };
  doc.para([say('repairs', repairs[f.repairs]), `Requests for repairs must be made in writing through the resident portal.`]);
  doc.heading("Section 11 - Owner's Access");
  doc.para(`Owner may enter the Apartment at reasonable hours after ${countWords(f.entryNoticeHours)} hours' notice to make repairs or show the Apartment.`);
  if (f.renewal || f.noticeToVacateDays || f.earlyTermination) {
    doc.heading('Section 12 - Renewal, Notice and Early Move-Out');
    doc.para([
      f.renewal
        ? say(
            'renewal_option',
            `Resident may renew this Lease ${f.renewal.count === 1 ? 'once' : `${countWords(f.renewal.count)} times`} for a further term of ${months(f.renewal.termMonths)} by written notice delivered to Owner no later than ${days(f.renewal.noticeDays)} days before the Lease Term ends.`,
          )
        : '',
      f.noticeToVacateDays
        ? say(
            'notice_to_vacate_days',
            `Resident must give at least ${days(f.noticeToVacateDays)} days' written notice of move-out before the end of the Lease Term.`,
          )
        : '',
      f.earlyTermination
        ? say(
            'early_termination',
            `Resident may terminate this Lease before the end of the Lease Term by giving ${days(f.earlyTermination.noticeDays)} days' written notice${f.earlyTermination.fee !== null ? ` and paying a reletting charge of ${m(f.earlyTermination.fee)}` : ''}.`,
          )
        : '',
    ]);
  }
  doc.heading('Section 13 - Holding Over');
  doc.para(`If Resident stays after the Lease Term without a written renewal, rent will be ${f.holdoverPercent}% of the last monthly rent, charged daily.`);
  doc.heading('Section 14 - Insurance and Parking');
  doc.para([
    `Resident must carry liability insurance of at least ${m(f.insuranceAmount)}.`,
    f.parkingFee ? `Reserved parking is ${m(f.parkingFee)} per month.` : 'Parking is open and unassigned.',
  ]);
  doc.heading('Section 15 - General');
  doc.para([
    f.governingLaw ? say('governing_law', `This Lease is governed by ${f.governingLaw} law.`) : '',
    'Time is of the essence. This Lease, the move-in inventory and the community rules are the entire agreement.',
  ]);
  doc.signature([
    'Resident(s):',
    ...f.tenants.map((t) => `${t}   ______________________   Date: ________`),
    '',
    `Owner: ${f.landlord}`,
    `By: ______________________   ${f.agent ? `Authorized agent, ${f.agent}` : 'Authorized signatory'}`,
  ]);
  return doc.done();
}

export const r2Apartment: Form = {
  id: 'R2',
  kind: 'residential',
  description:
    'Apartment Lease Contract: "Owner"/"Resident", section headings, "the 1st day of March, 2025", amounts in words and figures, rent schedule table',
  draft,
};
