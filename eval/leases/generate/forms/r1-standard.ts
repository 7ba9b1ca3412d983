/** R1 (train): a plain residential lease, numbered run-in headings, "March 1, 2025", "$1,850.00", rent steps in prose. */
import { Drafter, say } from '../doc.js';
import type { LeaseFacts } from '../facts.js';
import type { Rng } from '../rng.js';
import { countWords } from '../words.js';
import { days, type Form, joinAnd, months, otherUtilities, styled, utilityWords } from './common.js';

function draft(f: LeaseFacts, rng: Rng) {
  const { d, m } = styled('us', 'figures');
  const doc = new Drafter('', `Residential Lease Agreement - Page {page} of {pages}          Tenant Initials: ______`, 'times');
  let n = 0;
  const h = (title: string) => `${++n}. ${title}.`;
  doc.title('RESIDENTIAL LEASE AGREEMENT');
  doc.para(`This Residential Lease Agreement ("Lease") is entered into on ${d(f.signedOn)}, by and between the parties named below.`);
  doc.para([
    h('PARTIES'),
    say('landlord', `The landlord is ${f.landlord} ("Landlord").`),
    say('tenants', `The tenant${f.tenants.length > 1 ? 's are' : ' is'} ${joinAnd(f.tenants)} (${f.tenants.length > 1 ? 'together and each, ' : ''}"Tenant").`),
    f.tenants.length > 1 ? 'Each Tenant is jointly and severally liable for all obligations under this Lease.' : '',
    f.agent ? `Landlord's managing agent is ${f.agent}, which may act for Landlord in all matters under this Lease.` : '',
  ]);
  const unitText = f.unit ? `, ${f.unit}` : '';
  doc.para([
    h('PREMISES'),
    say(
      f.unit ? ['premises_address', 'unit'] : ['premises_address'],
      `Landlord leases to Tenant the residential dwelling located at ${f.property.street}${unitText}, ${f.property.city}, ${f.property.abbr} ${f.property.zip} (the "Premises").`,
    ),
    f.parkingFee
      ? `One parking space is available to Tenant for an additional ${m(f.parkingFee)} per month.`
      : 'No parking space is assigned with the Premises.',
  ]);
  doc.para([
    h('TERM'),
    say(
      ['term_months', 'commencement_date', 'expiration_date'],
      `The term of this Lease is ${months(f.termMonths)}, beginning on ${d(f.commencement)} and ending on ${d(f.expiration)}.`,
    ),
  ]);
  const rentPieces = [
    h('RENT'),
    say(
      'monthly_rent',
      `Tenant shall pay Landlord monthly rent of ${m(f.rent)}, due in advance on or before the ${f.dueDay === 1 ? 'first (1st)' : 'fifth (5th)'} day of each month.`,
    ),
  ];
  if (f.schedule) {
    const later = f.schedule.slice(1).map((s) => `to ${m(s.monthly_rent)} per month beginning ${d(s.from)}`);
    rentPieces.push(
      say(
        'rent_schedule',
        `Monthly rent of ${m(f.schedule[0]!.monthly_rent)} applies from ${d(f.schedule[0]!.from)}; the monthly rent shall increase ${joinAnd(later)}.`,
      ),
    );
  }
  rentPieces.push(`Rent shall be paid by check, money order or the online portal designated by Landlord.`);
  doc.para(rentPieces);
  doc.para([
    h('LATE CHARGES'),
    f.lateFee
      ? say(
          'late_fee',
          `If any installment of rent is not received ${f.lateFee.graceDays ? `within ${days(f.lateFee.graceDays)} days after the date it is due` : 'on the date it is due'}, Tenant shall pay a late charge of ${f.lateFee.amount !== undefined ? m(f.lateFee.amount) : `${f.lateFee.percent}% of the unpaid rent`}.`,
        )
      : '',
    `Tenant shall pay ${m(f.returnedCheckFee)} for each check returned unpaid by Tenant's bank.`,
  ]);
  doc.para([
    h('SECURITY DEPOSIT'),
    f.deposit !== null
      ? say('security_deposit', `Upon signing this Lease, Tenant shall deposit with Landlord the sum of ${m(f.deposit)} as a security deposit.`)
      : 'No security deposit is required under this Lease.',
    `Landlord shall return the deposit, less lawful deductions, within ${days(rng.pick([14, 21, 30]))} days after Tenant surrenders the Premises.`,
  ]);
  if (f.utilities) {
    const others = otherUtilities(f.utilities);
    doc.para([
      h('UTILITIES'),
      say('utilities_tenant', `Tenant shall arrange and pay for ${utilityWords(f.utilities)}.`),
      others.length ? `Landlord shall pay for ${utilityWords(others)}.` : '',
    ]);
  }
  const pets = {
    allowed: `Tenant may keep up to ${countWords(rng.pick([1, 2]))} domestic dog or cat at the Premises.`,
    with_consent: 'Tenant shall not keep any animal on the Premises without the prior written consent of Landlord.',
    prohibited: 'No pets or animals of any kind shall be kept on the Premises, except assistance animals as required by law.',
  };
  doc.para([
    h('PETS'),
    say('pets', pets[f.pets!]),
    f.petDeposit !== null ? say('pet_deposit', `For any permitted pet, Tenant shall pay a refundable pet deposit of ${m(f.petDeposit)}.`) : '',
    f.pets !== 'prohibited' && rng.chance(0.5) ? `Pet rent of ${m(rng.pick([25, 35, 50]))} per month per pet shall be added to the monthly rent.` : '',
  ]);
  const sublet = {
    allowed:
      'Tenant may sublet the Premises or assign this Lease without the consent of Landlord, provided Tenant gives Landlord written notice of the subtenant or assignee.',
    with_consent: 'Tenant shall not sublet the Premises or assign this Lease without the prior written consent of Landlord.',
    prohibited: 'Tenant shall not sublet all or any part of the Premises or assign this Lease, and any attempted sublease or assignment is void.',
  };
  doc.para([h('ASSIGNMENT AND SUBLETTING'), say('subletting', sublet[f.subletting])]);
  const repairs = {
    landlord:
      "Landlord shall make all repairs needed to keep the Premises and its appliances in good and safe condition, except repairs made necessary by the fault of Tenant or Tenant's guests.",
    tenant: "Tenant accepts the Premises as is and shall, at Tenant's own expense, make all repairs and perform all maintenance of the Premises.",
    shared: `Tenant shall pay for minor repairs costing ${m(rng.pick([100, 150, 200]))} or less per occurrence, and Landlord shall make and pay for all other repairs.`,
  };
  doc.para([h('MAINTENANCE AND REPAIRS'), say('repairs', repairs[f.repairs]), 'Tenant shall promptly report any needed repair to Landlord in writing.']);
  doc.para([
    h('ENTRY'),
    `Landlord may enter the Premises at reasonable times after giving Tenant at least ${f.entryNoticeHours} hours' notice, or at any time in an emergency.`,
  ]);
  if (f.renewal)
    doc.para([
      h('OPTION TO RENEW'),
      say(
        'renewal_option',
        `Tenant shall have ${countWords(f.renewal.count)} option${f.renewal.count > 1 ? 's' : ''} to renew this Lease for an additional term of ${months(f.renewal.termMonths)}, on written notice to Landlord given at least ${days(f.renewal.noticeDays)} days before the end of the term.`,
      ),
    ]);
  if (f.earlyTermination)
    doc.para([
      h('EARLY TERMINATION'),
      say(
        'early_termination',
        `Tenant may end this Lease early by giving Landlord ${days(f.earlyTermination.noticeDays)} days' written notice${f.earlyTermination.fee !== null ? ` and paying an early termination fee of ${m(f.earlyTermination.fee)}` : ''}.`,
      ),
    ]);
  doc.para([
    h('END OF TERM'),
    f.noticeToVacateDays
      ? say(
          'notice_to_vacate_days',
          `Tenant shall give Landlord at least ${days(f.noticeToVacateDays)} days' written notice before vacating at the end of the term.`,
        )
      : '',
    `If Tenant remains in possession after the term ends without Landlord's consent, Tenant shall pay rent at ${f.holdoverPercent}% of the monthly rent then in effect.`,
  ]);
  doc.para([
    h('INSURANCE'),
    `Tenant shall maintain renter's insurance with liability coverage of not less than ${m(f.insuranceAmount)}. Landlord's insurance does not cover Tenant's personal property.`,
  ]);
  doc.para([
    h('GOVERNING LAW'),
    f.governingLaw ? say('governing_law', `This Lease shall be governed by the laws of the State of ${f.governingLaw}.`) : '',
    'If any provision of this Lease is held invalid, the remaining provisions remain in full force.',
  ]);
  doc.para([h('ENTIRE AGREEMENT'), 'This Lease is the entire agreement of the parties and may be changed only in a writing signed by Landlord and Tenant.']);
  doc.signature([
    'LANDLORD:',
    `${f.landlord}`,
    `By: ______________________________   Date: ____________`,
    ...(f.agent ? [`${f.agent}, as agent for Landlord`] : []),
    '',
    'TENANT:',
    ...f.tenants.flatMap((t) => [`______________________________   Date: ____________`, t]),
  ]);
  return doc.done();
}

export const r1Standard: Form = {
  id: 'R1',
  kind: 'residential',
  description: 'Residential Lease Agreement: numbered run-in headings, "March 1, 2025", "$1,850.00", rent increases in prose',
  draft,
};
