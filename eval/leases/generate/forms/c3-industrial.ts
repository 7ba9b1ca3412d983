/**
 * C3 (dev): an industrial/flex building lease between "Lessor" and "Lessee": numbered paragraphs with run-in
 * captions, "03/01/2025" dates, "USD 4,250" amounts, a rent table by period with annual and monthly columns,
 * a "Term Commencement Date", and operating-expense and parking numbers beside the rent.
 */
import { Drafter, say } from '../doc.js';
import type { LeaseFacts } from '../facts.js';
import type { Rng } from '../rng.js';
import { figures, formatMoney } from '../words.js';
import { type Form, joinAnd, otherUtilities, styled, utilityWords } from './common.js';

function draft(f: LeaseFacts, rng: Rng) {
  const { d, m } = styled('numeric', 'usd');
  const doc = new Drafter(`Lease - ${f.unit}, ${f.property.street}`, 'Page {page} of {pages}', 'helvetica');
  let n = 0;
  const p = (caption: string, pieces: Parameters<Drafter['para']>[0]) => doc.para([`${++n}. ${caption}.`, ...[pieces].flat()]);
  doc.title('INDUSTRIAL / FLEX SPACE LEASE');
  doc.para(`Lease Reference Date: ${d(f.signedOn)}`);
  p('Parties', [
    say('landlord', `This Lease is made by ${f.landlord} ("Lessor")`),
    say('tenants', `and ${joinAnd(f.tenants)} ("Lessee").`),
    f.agent ? `Lessor's property manager is ${f.agent}.` : '',
  ]);
  p('Premises', [
    say(
      ['unit', 'premises_address'],
      `Lessor leases to Lessee ${f.unit} (approximately ${figures(f.squareFeet!, false)} square feet of warehouse and office space) in the building at ${f.property.street}, ${f.property.city}, ${f.property.abbr} ${f.property.zip}, together with non-exclusive use of the loading areas.`,
    ),
  ]);
  p('Use', `Lessee shall use the Premises for ${f.permittedUse} and related storage, and for no other purpose without Lessor's consent.`);
  p('Term', [
    say(['term_months', 'commencement_date'], `The term is ${f.termMonths} months beginning ${d(f.commencement)} (the "Term Commencement Date")`),
    say('expiration_date', `and ending ${d(f.expiration)}.`),
    `Lessee may enter the Premises up to ${rng.pick([15, 30])} days before the Term Commencement Date to install fixtures, without paying rent.`,
  ]);
  const steps = f.schedule ?? [{ from: f.commencement, monthly_rent: f.rent }];
  p('Base Rent', [
    say(
      'monthly_rent',
      `Lessee shall pay monthly base rent of ${m(f.rent)}${f.schedule ? ' during the first year' : ''}, in advance on the first day of each month.`,
    ),
    f.schedule ? 'Base rent for the term is:' : `Annual base rent is ${m(f.rent * 12)}.`,
  ]);
  if (f.schedule) {
    doc.table(
      [
        ['Period', 'Annual Base Rent', 'Monthly Base Rent'],
        ...steps.map((s, i) => [
          `${d(s.from)} - ${d(i + 1 < steps.length ? addDaysLocal(steps[i + 1]!.from) : f.expiration)}`,
          m(s.monthly_rent * 12),
          m(s.monthly_rent),
        ]),
      ],
      ['rent_schedule'],
    );
  }
  p(
    'Operating Expenses',
    `In addition to base rent, Lessee shall pay its share of taxes, insurance and common area costs, estimated at ${m(Math.round(f.squareFeet! * 0.3))} per month for the first year.`,
  );
  p('Late Charge', [
    f.lateFee
      ? say(
          'late_fee',
          `If rent is not received by Lessor ${f.lateFee.graceDays ? `within ${f.lateFee.graceDays} days after the due date` : 'by the due date'}, Lessee shall pay a late charge of ${f.lateFee.amount !== undefined ? m(f.lateFee.amount) : `${f.lateFee.percent}% of the overdue amount`}.`,
        )
      : 'Overdue rent bears interest at 1% per month.',
    `Each returned payment carries a ${m(f.returnedCheckFee)} charge.`,
  ]);
  p(
    'Security Deposit',
    f.deposit !== null ? say('security_deposit', `Lessee shall deposit ${m(f.deposit)} with Lessor upon execution as security for its obligations.`) : 'None.',
  );
  p('Utilities', [
    f.utilities ? say('utilities_tenant', `Lessee shall pay for ${utilityWords(f.utilities)} serving the Premises.`) : 'As provided in the building rules.',
    f.utilities && otherUtilities(f.utilities).length ? `Lessor provides ${utilityWords(otherUtilities(f.utilities))} as part of operating expenses.` : '',
  ]);
  const repairs = {
    landlord:
      'Lessor shall maintain and repair the Premises, including the roof, structure, dock doors, HVAC, plumbing and electrical systems, except for damage caused by Lessee.',
    tenant:
      'Lessee shall, at its sole expense, maintain and repair the entire Premises, including the roof, dock doors, HVAC, plumbing and electrical systems; Lessor has no repair obligations.',
    shared:
      'Lessor shall repair the roof, foundation and structural walls; Lessee shall maintain and repair everything else, including dock doors, HVAC, plumbing and electrical systems.',
  };
  p('Maintenance', say('repairs', repairs[f.repairs]));
  const sublet = {
    allowed: "Lessee may sublease or assign without Lessor's consent upon written notice to Lessor.",
    with_consent: "Lessee shall not sublease or assign without Lessor's written consent, not to be unreasonably withheld, conditioned or delayed.",
    prohibited: 'Lessee shall not sublease any part of the Premises or assign this Lease.',
  };
  p('Subletting', say('subletting', sublet[f.subletting]));
  p(
    'Insurance',
    `Lessee shall carry general liability insurance of at least ${formatMoney(f.insuranceAmount, 'usd')} per occurrence and property insurance on its equipment.`,
  );
  if (f.renewal)
    p(
      'Option to Extend',
      say(
        'renewal_option',
        `Lessee has ${f.renewal.count === 1 ? 'one option' : `${f.renewal.count} options`} to extend the term by ${f.renewal.termMonths} months ${f.renewal.count > 1 ? 'each ' : ''}by written notice at least ${f.renewal.noticeDays} days before the end of the term.`,
      ),
    );
  if (f.earlyTermination)
    p(
      'Termination Option',
      say(
        'early_termination',
        `Lessee may terminate this Lease on ${f.earlyTermination.noticeDays} days' written notice${f.earlyTermination.fee !== null ? ` and payment of a termination fee of ${m(f.earlyTermination.fee)}` : ''}.`,
      ),
    );
  p('Surrender', [
    f.noticeToVacateDays
      ? say('notice_to_vacate_days', `Lessee shall give ${f.noticeToVacateDays} days' written notice before vacating at the end of the term.`)
      : '',
    `Holding over is at ${f.holdoverPercent}% of the last monthly base rent.`,
    `Lessor may enter on ${f.entryNoticeHours} hours' notice.`,
  ]);
  p('Miscellaneous', [
    f.pets ? say('pets', 'No animals are permitted on the Premises.') : '',
    f.parkingFee ? `Trailer parking, if available, is ${m(f.parkingFee)} per space per month.` : '',
    f.governingLaw ? say('governing_law', `This Lease is governed by the laws of ${f.governingLaw}.`) : '',
    f.guarantor ? `Payment is personally guaranteed by ${f.guarantor}.` : '',
  ]);
  doc.signature([
    `LESSOR: ${f.landlord}`,
    'Signature: __________________  Date: ________',
    '',
    ...f.tenants.flatMap((t) => [`LESSEE: ${t}`, 'Signature: __________________  Date: ________']),
  ]);
  return doc.done();
}

/** The day before a step begins: the end of the previous period. */
function addDaysLocal(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export const c3Industrial: Form = {
  id: 'C3',
  kind: 'commercial',
  description:
    'Industrial / Flex Space Lease: "Lessor"/"Lessee", numbered captions, "03/01/2025", "USD 4,250", rent table by period with annual and monthly columns',
  draft,
};
