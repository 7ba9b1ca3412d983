/**
 * R5 (train): a state realtor-association residential lease form, filled in: ALL-CAPS run-in captions, check boxes
 * ("[X] Tenant [ ] Landlord"), "Unit/Apt. No.:" on its own, "03/01/2025", "$1,850.00", rent changes in a small
 * table, a broker beside the parties and the association's state in the header.
 */
import type { Utility } from '../../../../common/lease-terms.js';
import { Drafter, say } from '../doc.js';
import type { LeaseFacts } from '../facts.js';
import type { Rng } from '../rng.js';
import { countWords } from '../words.js';
import { type Form, joinAnd, styled } from './common.js';

const box = (on: boolean) => (on ? '[X]' : '[ ]');
const COMMONWEALTHS = new Set(['Kentucky', 'Massachusetts', 'Pennsylvania', 'Virginia']);
export const lawOf = (state: string) => `the laws of the ${COMMONWEALTHS.has(state) ? 'Commonwealth' : 'State'} of ${state}`;

const SERVICES: [Utility, string][] = [
  ['electricity', 'Electricity'],
  ['gas', 'Gas'],
  ['water', 'Water'],
  ['sewer', 'Sewer'],
  ['trash', 'Trash collection'],
  ['internet', 'Internet/Cable TV'],
];

function draft(f: LeaseFacts, rng: Rng) {
  const { d, m } = styled('numeric', 'figures');
  const assoc = `${f.property.state} Association of REALTORS`;
  const doc = new Drafter(
    `${assoc} - Residential Lease Agreement`,
    'Form RL-14 (Rev. 01/24)    Page {page} of {pages}    Tenant ___ ___  Landlord ___ ___',
    'helvetica',
  );
  doc.title('RESIDENTIAL LEASE AGREEMENT');
  doc.subtitle(`Approved for use by members of the ${assoc}. This form is not valid for commercial property.`);
  let n = 0;
  const cap = (title: string) => `${++n}. ${title}:`;
  doc.para([
    cap('PARTIES'),
    `This Residential Lease Agreement ("Lease") is made on ${d(f.signedOn)} between`,
    say('landlord', `${f.landlord} ("Landlord")`),
    say('tenants', `and ${joinAnd(f.tenants)} (${f.tenants.length > 1 ? 'jointly and severally, ' : ''}"Tenant").`),
    f.agent ? `Listing Broker: ${f.agent}. Broker is not a party to this Lease.` : '',
  ]);
  const unitNo = f.unit?.replace(/^(Apt\.|Unit|#)\s*/, '') ?? null;
  doc.para([
    cap('PROPERTY'),
    'Landlord rents to Tenant, and Tenant rents from Landlord, the real property and improvements described as:',
    say('premises_address', `${f.property.street}, ${f.property.city}, ${f.property.abbr} ${f.property.zip}`),
    say(unitNo ? 'unit' : [], `(the "Premises"). Unit/Apt. No.: ${unitNo ?? 'N/A'}.`),
    `Parking: ${box(f.parkingFee !== null)} ${f.parkingFee !== null ? `one space at ${m(f.parkingFee)} per month` : '______ space(s) at $______ per month'} ${box(f.parkingFee === null)} none.`,
  ]);
  doc.para([
    cap('TERM'),
    say(
      ['commencement_date', 'expiration_date', 'term_months'],
      `[X] Fixed term: beginning ${d(f.commencement)} and ending ${d(f.expiration)} (${f.termMonths} months).`,
    ),
    '[ ] Month-to-month: beginning ____________ and continuing until terminated by either party.',
  ]);
  doc.para([
    cap('RENT'),
    say('monthly_rent', `Tenant shall pay Landlord ${m(f.rent)} per month as Rent,`),
    `payable in advance on the ${f.dueDay === 1 ? '1st' : '5th'} day of each calendar month, by [X] check [X] electronic transfer [ ] cash.`,
    f.schedule
      ? 'Rent adjustments: [X] Rent shall change as set out below. [ ] None during the term.'
      : 'Rent adjustments: [ ] Rent shall change as set out below. [X] None during the term.',
  ]);
  if (f.schedule) doc.table([['Beginning', 'Monthly Rent'], ...f.schedule.map((s) => [d(s.from), m(s.monthly_rent)])], ['rent_schedule'], [0.4, 0.6]);
  const late = f.lateFee;
  doc.para([
    cap('LATE CHARGE; RETURNED CHECKS'),
    late
      ? say(
          'late_fee',
          `If Landlord does not receive any installment of Rent in full ${late.graceDays ? `within ${late.graceDays} calendar days after the date it is due` : 'by 11:59 p.m. on the date it is due'}, Tenant shall pay Landlord a late charge of ${late.amount !== undefined ? `[X] ${m(late.amount)} [ ] ____% of the monthly Rent` : `[ ] $______ [X] ${late.percent}% of the monthly Rent`}.`,
        )
      : '[ ] A late charge of $______ applies to Rent not received within ____ days after it is due. [X] No late charge applies.',
    `Tenant shall pay ${m(f.returnedCheckFee)} for each check returned by Tenant's bank.`,
  ]);
  doc.para([
    cap('SECURITY DEPOSIT'),
    f.deposit !== null
      ? say('security_deposit', `Tenant shall pay a security deposit of ${m(f.deposit)}, to be held by [X] Landlord [ ] Broker.`)
      : 'Security deposit: [X] None required [ ] $________.',
    `The deposit, less lawful deductions, will be returned within ${countWords(rng.pick([14, 30, 45]))} days after Tenant vacates.`,
  ]);
  if (f.utilities) {
    const tenantPays = new Set(f.utilities);
    if (rng.chance(0.5)) {
      doc.para([cap('UTILITIES'), 'Each utility and service below shall be paid by the party checked:']);
      doc.table(
        [['Service', 'Paid by'], ...SERVICES.map(([u, label]) => [label, `${box(tenantPays.has(u))} Tenant ${box(!tenantPays.has(u))} Landlord`])],
        ['utilities_tenant'],
        [0.45, 0.55],
      );
    } else
      doc.para([
        cap('UTILITIES'),
        say(
          'utilities_tenant',
          `Tenant shall pay for the following utilities and services, and Landlord shall pay for those not checked: ${SERVICES.map(([u, label]) => `${box(tenantPays.has(u))} ${label}`).join(' ')}.`,
        ),
      ]);
  } else doc.para([cap('UTILITIES'), 'Utilities are addressed in a separate addendum, if any, signed by both parties.']);
  const pets = f.pets!;
  doc.para([
    cap('PETS'),
    say(pets === 'prohibited' ? 'pets' : [], `${box(pets === 'prohibited')} No animals of any kind.`),
    say(
      pets === 'allowed' ? 'pets' : [],
      `${box(pets === 'allowed')} Tenant may keep the following animal(s): ${pets === 'allowed' ? rng.pick(['one (1) dog', 'two (2) cats', 'one (1) dog and one (1) cat']) : '______________'}.`,
    ),
    say(
      pets === 'with_consent' ? 'pets' : [],
      `${box(pets === 'with_consent')} Animals only with Landlord's prior written consent and a signed Pet Agreement.`,
    ),
    'Assistance animals are not pets and are not restricted by this paragraph.',
    f.petDeposit !== null ? say('pet_deposit', `Pet deposit: ${m(f.petDeposit)}, refundable as provided for the security deposit.`) : '',
  ]);
  if (rng.chance(0.5)) {
    doc.para([
      cap('ASSIGNMENT; SUBLETTING'),
      say(
        'subletting',
        `Subletting all or part of the Premises, or assigning this Lease, by Tenant: ${box(f.subletting === 'allowed')} is permitted ${box(f.subletting === 'with_consent')} is permitted only with Landlord's prior written consent ${box(f.subletting === 'prohibited')} is not permitted.`,
      ),
    ]);
  } else {
    const sublet = {
      allowed:
        'Tenant is free to sublet the Premises or assign this Lease, and need not obtain Landlord consent, provided Tenant remains responsible for the Rent.',
      with_consent:
        "Tenant shall not sublet all or any part of the Premises, or assign or transfer this Lease or any interest in it, unless Tenant first obtains Landlord's written consent.",
      prohibited:
        'Tenant shall not sublet all or any part of the Premises, or assign this Lease; any attempted subletting or assignment is void and a default.',
    };
    doc.para([cap('ASSIGNMENT; SUBLETTING'), say('subletting', sublet[f.subletting])]);
  }
  const repairs = {
    landlord:
      "Landlord shall repair, at Landlord's expense, the roof, structure, plumbing, heating and electrical systems and all appliances furnished by Landlord, and shall keep the Premises fit to live in. Tenant shall pay for repairs of damage caused by Tenant's negligence or misuse.",
    tenant:
      "Tenant, at Tenant's expense, shall maintain and repair the Premises, including appliances, plumbing stoppages and the yard, and shall replace anything damaged. Landlord shall have no duty to repair except as required by law.",
    shared: `Landlord shall repair the roof, structure, heating, plumbing and electrical systems. Tenant shall pay for all other repairs and maintenance of the Premises costing ${m(rng.pick([100, 150, 250]))} or less per repair.`,
  };
  doc.para([cap('MAINTENANCE AND REPAIRS'), say('repairs', repairs[f.repairs]), 'Tenant shall promptly notify Landlord of any needed repair.']);
  doc.para([
    cap('ENTRY'),
    `Landlord may enter the Premises at reasonable times after giving Tenant at least ${f.entryNoticeHours} hours' notice, and at any time in an emergency.`,
  ]);
  if (f.renewal)
    doc.para([
      cap('OPTION TO RENEW'),
      say(
        'renewal_option',
        `[X] Tenant shall have the option to renew this Lease for ${f.renewal.count} additional term(s) of ${f.renewal.termMonths} months, by written notice to Landlord at least ${f.renewal.noticeDays} days before the end of the term.`,
      ),
      '[ ] None.',
    ]);
  else if (rng.chance(0.5))
    doc.para([cap('OPTION TO RENEW'), '[ ] Tenant shall have the option to renew this Lease for ____ additional term(s) of ____ months. [X] None.']);
  if (f.noticeToVacateDays)
    doc.para([
      cap('NOTICE OF INTENT TO VACATE'),
      say(
        'notice_to_vacate_days',
        `If Tenant intends to vacate at the end of the term, Tenant shall deliver written notice to Landlord not less than ${f.noticeToVacateDays} days before the end of the term.`,
      ),
    ]);
  if (f.earlyTermination)
    doc.para([
      cap('EARLY TERMINATION'),
      say(
        'early_termination',
        `Tenant may terminate this Lease before the end of the term by (a) giving Landlord at least ${f.earlyTermination.noticeDays} days' written notice${f.earlyTermination.fee !== null ? ` and (b) paying Landlord an early termination fee of ${m(f.earlyTermination.fee)}` : ''}.`,
      ),
    ]);
  doc.para([
    cap('HOLDING OVER'),
    `If Tenant remains in possession after the term without Landlord's written consent, Rent shall be ${f.holdoverPercent}% of the last monthly Rent, prorated daily.`,
  ]);
  doc.para([cap('INSURANCE'), `Tenant is advised to carry renter's insurance with liability limits of at least ${m(f.insuranceAmount)}.`]);
  doc.para([
    cap('GOVERNING LAW; ENTIRE AGREEMENT'),
    f.governingLaw ? say('governing_law', `This Lease shall be governed by ${lawOf(f.governingLaw)}.`) : '',
    'This Lease and its addenda are the entire agreement of the parties.',
    `Addenda: [X] Lead-Based Paint Disclosure ${box(f.pets !== 'prohibited')} Pet Agreement [ ] Other: ________.`,
  ]);
  doc.signature([
    `Landlord: ${f.landlord}`,
    'By: ______________________________  Date: __________',
    '',
    ...f.tenants.flatMap((t) => [`Tenant: ${t}`, 'Signature: ______________________  Date: __________']),
    ...(f.agent ? ['', `Listing Broker: ${f.agent}  License No. ________`] : []),
  ]);
  return doc.done();
}

export const r5Realtor: Form = {
  id: 'R5',
  kind: 'residential',
  description:
    'State realtor-association Residential Lease Agreement: ALL-CAPS run-in captions, check boxes ("[X] Tenant [ ] Landlord"), "Unit/Apt. No.:", "03/01/2025", "$1,850.00", rent changes in a small table',
  draft,
};
