/**
 * R3 (dev): a short-form "Rental Agreement" between "Lessor" and "Lessee" that opens with a key-terms box (a table),
 * then brief lettered clauses; "03/01/2025" dates, "$1,850" amounts, rent steps as a list.
 */
import { Drafter, say } from '../doc.js';
import type { LeaseFacts } from '../facts.js';
import type { Rng } from '../rng.js';
import { formatMoney } from '../words.js';
import { type Form, otherUtilities, styled, utilityWords } from './common.js';

function draft(f: LeaseFacts, rng: Rng) {
  const { d, m } = styled('numeric', 'whole');
  let letter = 0;
  const clause = (caption: string) => `${String.fromCharCode(65 + letter++)}. ${caption}.`;
  const doc = new Drafter(`RENTAL AGREEMENT  |  ${f.property.street}${f.unit ? ` ${f.unit}` : ''}`, 'pg. {page}/{pages}', 'helvetica');
  doc.title('RENTAL AGREEMENT');
  doc.para(`Date of Agreement: ${d(f.signedOn)}`);
  doc.heading('KEY TERMS');
  const rows: { cells: string[]; fields: Parameters<typeof say>[0] }[] = [
    { cells: ['Lessor:', f.landlord], fields: 'landlord' },
    { cells: [`Lessee${f.tenants.length > 1 ? 's' : ''}:`, f.tenants.join('; ')], fields: 'tenants' },
    { cells: ['Property:', `${f.property.street}, ${f.property.city}, ${f.property.abbr} ${f.property.zip}`], fields: 'premises_address' },
    ...(f.unit ? [{ cells: ['Unit:', f.unit.replace(/^(Apt\.|Unit|#)\s*/, '')], fields: 'unit' as const }] : []),
    { cells: ['Lease Start:', d(f.commencement)], fields: 'commencement_date' },
    { cells: ['Lease End:', d(f.expiration)], fields: 'expiration_date' },
    { cells: ['Monthly Rent:', `${m(f.rent)}${f.schedule ? ' (first 12 months; see Rent Increases)' : ''}`], fields: 'monthly_rent' },
    ...(f.deposit !== null ? [{ cells: ['Security Deposit:', m(f.deposit)], fields: 'security_deposit' as const }] : []),
    ...(f.parkingFee ? [{ cells: ['Parking:', `${m(f.parkingFee)}/month (optional)`], fields: [] as never[] }] : []),
  ];
  doc.table(rows.map((r) => r.cells));
  for (const r of rows) for (const field of [r.fields].flat()) doc.note(field, r.cells.join(' '));
  doc.para([
    clause('TERM'),
    say('term_months', `This is a fixed-term tenancy of ${f.termMonths} months`),
    'beginning and ending on the dates in the Key Terms. Lessee shall surrender the premises at the end of the term unless the tenancy is renewed in writing.',
  ]);
  doc.para([
    clause('RENT'),
    `Rent is payable on the 1st of each month at Lessor's office or online. Lessee shall pay ${m(f.returnedCheckFee)} for any dishonored payment.`,
    f.lateFee
      ? say(
          'late_fee',
          `${f.lateFee.graceDays ? `Rent paid more than ${f.lateFee.graceDays} day${f.lateFee.graceDays === 1 ? '' : 's'} late` : 'Rent not paid on the due date'} incurs a late fee of ${f.lateFee.amount !== undefined ? m(f.lateFee.amount) : `${f.lateFee.percent}% of the monthly rent`}.`,
        )
      : '',
  ]);
  if (f.schedule)
    doc.para([clause('RENT INCREASES'), say('rent_schedule', `Monthly rent: ${f.schedule.map((s) => `${m(s.monthly_rent)} from ${d(s.from)}`).join('; ')}.`)]);
  doc.para([
    clause('UTILITIES'),
    f.utilities ? say('utilities_tenant', `Lessee pays ${utilityWords(f.utilities)}.`) : '',
    f.utilities && otherUtilities(f.utilities).length ? `Lessor pays ${utilityWords(otherUtilities(f.utilities))}.` : '',
    'Lessee shall not allow any utility to be disconnected for non-payment.',
  ]);
  const pets = {
    allowed: 'Pets are permitted.',
    with_consent: "No pets without Lessor's written approval.",
    prohibited: 'No pets. This is a pet-free building.',
  };
  doc.para([clause('PETS'), say('pets', pets[f.pets!]), f.petDeposit !== null ? say('pet_deposit', `Pet deposit: ${m(f.petDeposit)}.`) : '']);
  const sublet = {
    allowed: "Lessee may sublease without Lessor's approval.",
    with_consent: "Lessee may not sublease or assign without Lessor's prior written approval.",
    prohibited: 'No subleasing or assignment.',
  };
  doc.para([clause('SUBLEASING'), say('subletting', sublet[f.subletting])]);
  const repairs = {
    landlord: "Lessor is responsible for all repairs not caused by Lessee's negligence.",
    tenant: 'Lessee is responsible for all repairs and maintenance during the tenancy.',
    shared: `Lessee handles repairs under ${m(rng.pick([75, 100, 250]))}; Lessor handles the rest.`,
  };
  doc.para([clause('REPAIRS'), say('repairs', repairs[f.repairs]), `Lessor may enter with ${f.entryNoticeHours} hours' notice.`]);
  doc.para([
    clause('ENDING THE TENANCY'),
    f.noticeToVacateDays
      ? say('notice_to_vacate_days', `Either party must give ${f.noticeToVacateDays} days' written notice to end the tenancy at the end of the term.`)
      : '',
    f.earlyTermination
      ? say(
          'early_termination',
          `Lessee may break this lease with ${f.earlyTermination.noticeDays} days' written notice${f.earlyTermination.fee !== null ? ` and a lease-break fee of ${m(f.earlyTermination.fee)}` : ''}.`,
        )
      : 'There is no early termination right.',
    `Holdover rent is ${f.holdoverPercent}% of the monthly rent.`,
  ]);
  if (f.renewal)
    doc.para([
      clause('RENEWAL'),
      say(
        'renewal_option',
        `Lessee may renew for ${f.renewal.count === 1 ? 'one' : f.renewal.count} additional ${f.renewal.termMonths}-month term${f.renewal.count > 1 ? 's' : ''} by giving notice at least ${f.renewal.noticeDays} days before the Lease End.`,
      ),
    ]);
  doc.para([
    clause('OTHER'),
    `Lessee shall keep renter's insurance of ${formatMoney(f.insuranceAmount, 'whole')} or more.`,
    f.governingLaw ? say('governing_law', `${f.governingLaw} law applies to this agreement.`) : '',
    `${f.tenants.length > 1 ? 'All Lessees are jointly responsible. ' : ''}Signed copies are originals.`,
  ]);
  doc.signature([
    `LESSOR: ${f.landlord}${f.agent ? ` by ${f.agent}` : ''}   Signature: ____________________`,
    ...f.tenants.map((t) => `LESSEE: ${t}   Signature: ____________________`),
  ]);
  return doc.done();
}

export const r3Rental: Form = {
  id: 'R3',
  kind: 'residential',
  description: 'Rental Agreement: "Lessor"/"Lessee", key-terms box at the top, short lettered clauses, "03/01/2025", "$1,850"',
  draft,
};
