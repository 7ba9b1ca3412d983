/**
 * R7 (train): a short rental agreement, an initial period then month to month: "Owner"/"Renter", one-line numbered
 * terms, "Mar. 1, 2025", "$1,850.00/mo.", an addendum list with check boxes, and the utilities and pet rules in
 * addenda (a utilities table with the party responsible in a column).
 */
import type { Utility } from '../../../../common/lease-terms.js';
import { Drafter, say } from '../doc.js';
import type { LeaseFacts } from '../facts.js';
import type { Rng } from '../rng.js';
import { countWords, formatMoney, ordinal } from '../words.js';
import type { Form } from './common.js';
import { lawOf } from './r5-realtor.js';

const ABBR = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
const d = (iso: string) => {
  const [y, mo, day] = iso.split('-').map(Number) as [number, number, number];
  return `${ABBR[mo - 1]} ${day}, ${y}`;
};
const m = (n: number) => formatMoney(n, 'figures');

const LABELS: [Utility, string][] = [
  ['electricity', 'Electric'],
  ['gas', 'Natural gas'],
  ['water', 'Water'],
  ['sewer', 'Sewer'],
  ['trash', 'Garbage/recycling'],
  ['internet', 'Internet'],
];

function draft(f: LeaseFacts, rng: Rng) {
  const doc = new Drafter('RENTAL AGREEMENT', 'Renter initials ______   {page}/{pages}', 'courier');
  doc.title('RENTAL AGREEMENT');
  doc.subtitle('Initial Period, Then Month-to-Month');
  doc.para(`Date of this Agreement: ${d(f.signedOn)}`);
  let n = 0;
  const item = (text: string | ReturnType<typeof say>, ...more: (string | ReturnType<typeof say>)[]) => doc.para([`${++n}.`, text, ...more]);
  item(say('landlord', `Owner: ${f.landlord}`), f.agent ? `(managed by ${f.agent}, Owner's agent for service and rent)` : '');
  item(say('tenants', `Renter(s): ${f.tenants.join('; ')}`));
  item(
    say(
      f.unit ? ['premises_address', 'unit'] : ['premises_address'],
      `Premises: the dwelling known as ${f.property.street}${f.unit ? `, ${f.unit}` : ''}, ${f.property.city}, ${f.property.abbr} ${f.property.zip}`,
    ),
  );
  item(
    say(['commencement_date', 'expiration_date', 'term_months'], `Initial period: ${d(f.commencement)} through ${d(f.expiration)} (${f.termMonths} months);`),
    'after that, this tenancy continues from month to month on the same terms.',
  );
  item(say('monthly_rent', `Rent: ${m(f.rent)}/mo.`), `due on the ${ordinal(f.dueDay)} of each month at Owner's office or online.`);
  if (f.schedule)
    item(say('rent_schedule', `Rent during the initial period: ${f.schedule.map((s) => `${m(s.monthly_rent)}/mo. from ${d(s.from)}`).join('; ')}.`));
  const late = f.lateFee;
  item(
    late
      ? say(
          'late_fee',
          `Late charge: ${late.amount !== undefined ? m(late.amount) : `${late.percent}% of the monthly rent`} if rent is ${late.graceDays ? `received after the ${ordinal(late.graceDays + 1)} day of the month` : 'not received on the due date'}.`,
        )
      : 'Late charge: none.',
    `Returned payment: ${m(f.returnedCheckFee)}.`,
  );
  item(f.deposit !== null ? say('security_deposit', `Security deposit: ${m(f.deposit)}.`) : 'Security deposit: none.');
  item(
    `Occupants: only the Renter(s) named above${rng.chance(0.5) ? ' and their minor children' : ''}. Guests may stay no more than 14 days in any six months.`,
  );
  const sublet = {
    allowed: 'Subletting: permitted; Renter need not ask Owner, but remains liable for the rent.',
    with_consent: "Subletting or assignment: not without Owner's written consent, which Owner will not unreasonably withhold.",
    prohibited: 'Subletting or assignment: not permitted, including short-term or vacation rentals.',
  };
  item(say('subletting', sublet[f.subletting]));
  const repairs = {
    landlord: "Repairs: Owner, at Owner's cost, except damage caused by Renter or Renter's guests.",
    tenant: "Repairs: Renter is responsible for all repairs and maintenance of the premises at Renter's cost.",
    shared: `Repairs: Renter pays for repairs under ${m(rng.pick([75, 100, 150]))} each and for routine upkeep; Owner is responsible for all other repairs.`,
  };
  item(say('repairs', repairs[f.repairs]));
  item(`Entry: Owner may enter with ${f.entryNoticeHours} hours' notice, or without notice in an emergency.`);
  if (f.noticeToVacateDays)
    item(
      say(
        'notice_to_vacate_days',
        `Ending the tenancy: Renter shall give Owner at least ${countWords(f.noticeToVacateDays)} days' written notice before moving out, whether at the end of the initial period or later.`,
      ),
    );
  if (f.renewal)
    item(
      say(
        'renewal_option',
        `Option to extend: Renter may extend the initial period ${f.renewal.count === 1 ? 'one time' : `${f.renewal.count} times`} for ${countWords(f.renewal.termMonths)} months by written notice given no later than ${f.renewal.noticeDays} days before it ends.`,
      ),
    );
  if (f.earlyTermination)
    item(
      say(
        'early_termination',
        `Leaving during the initial period: permitted with ${f.earlyTermination.noticeDays} days' written notice${f.earlyTermination.fee !== null ? ` and a lease-break fee of ${m(f.earlyTermination.fee)}` : ', without a fee'}.`,
      ),
    );
  item(`Holdover after notice: ${f.holdoverPercent}% of the monthly rent, prorated daily.`);
  if (f.governingLaw) item(say('governing_law', `Law: this Agreement is subject to ${lawOf(f.governingLaw)}.`));
  const hasPetAddendum = f.pets !== 'prohibited' || rng.chance(0.5);
  doc.para(
    `ADDENDA. The following addenda are attached to and part of this Agreement: ${f.utilities ? '[X]' : '[ ]'} Utility Addendum ${hasPetAddendum ? '[X]' : '[ ]'} Pet Addendum [X] Lead-Based Paint Disclosure [ ] Parking Addendum.`,
  );
  if (!hasPetAddendum) doc.para(say('pets', 'Pets: none. No animal may be kept at the premises without a signed Pet Addendum, and none will be signed.'));
  doc.signature([`OWNER: ${f.landlord}`, 'By: ________________________', '', ...f.tenants.flatMap((t) => [`RENTER: ${t}`, '________________________'])]);
  if (f.utilities) {
    doc.pageBreak();
    doc.heading('UTILITY ADDENDUM');
    doc.para("Each utility below is paid by the party shown. Accounts in Renter's name must be opened before move-in.");
    const paid = new Set(f.utilities);
    doc.table(
      [
        ['Utility', 'Responsible party'],
        ...LABELS.map(([u, label]) => [label, paid.has(u) ? 'Renter' : rng.chance(0.5) ? 'Owner' : 'Owner (included in rent)']),
      ],
      ['utilities_tenant'],
      [0.45, 0.55],
    );
  }
  if (hasPetAddendum) {
    doc.heading('PET ADDENDUM');
    const pets = {
      allowed: `Renter may keep the following pet(s) at the premises: ${rng.pick(['one dog under 40 pounds', 'two cats', 'one cat'])}. Renter is responsible for any damage the pet causes.`,
      with_consent:
        'Renter shall not keep, feed or harbor any animal at the premises unless Owner consents in writing in advance. Owner may set conditions on any animal it approves.',
      prohibited:
        "No pets are permitted at the premises. This prohibition does not apply to an assistance animal approved under Owner's reasonable accommodation policy.",
    };
    doc.para([
      say('pets', pets[f.pets!]),
      f.petDeposit !== null ? say('pet_deposit', `Pet deposit: ${m(f.petDeposit)}, refundable.`) : '',
      f.pets !== 'prohibited' && rng.chance(0.5) ? `Monthly pet rent: ${m(rng.pick([25, 35, 40]))}.` : '',
    ]);
  }
  return doc.done();
}

export const r7Monthly: Form = {
  id: 'R7',
  kind: 'residential',
  description:
    'Short Rental Agreement, an initial period then month to month: "Owner"/"Renter", one-line numbered terms, "Mar. 1, 2025", an addendum list with check boxes, utilities and pet rules in addenda',
  draft,
};
