/**
 * C4 (dev): an office lease agreement in Roman-numbered articles, "1 March 2025" dates, "$1,850.00" amounts,
 * rent stated per rentable square foot per annum with the monthly installment beside it, an abatement of the first
 * months' rent, and the landlord acting through a managing agent.
 */
import { Drafter, say } from '../doc.js';
import type { LeaseFacts } from '../facts.js';
import type { Rng } from '../rng.js';
import { countWords, figures } from '../words.js';
import { days, type Form, period, styled, utilityWords } from './common.js';

/** "a Delaware corporation"-style description from the name's suffix (none for a person). */
const entity = (name: string) =>
  /Inc\.$/.test(name) ? ', a corporation' : /LLC$/.test(name) ? ', a limited liability company' : /L\.P\.$/.test(name) ? ', a limited partnership' : '';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV'];

function draft(f: LeaseFacts, rng: Rng) {
  const { d, m } = styled('day-first', 'figures');
  const doc = new Drafter(`Office Lease Agreement  -  ${f.tenants[0]}`, '- {page} -', 'times');
  let a = 0;
  const article = (title: string) => doc.heading(`ARTICLE ${ROMAN[a++]} - ${title.toUpperCase()}`);
  const rsf = (monthly: number) => `$${((monthly * 12) / f.squareFeet!).toFixed(2)}`;
  doc.title('OFFICE LEASE AGREEMENT');
  doc.para(
    `This Office Lease Agreement is entered into on ${d(f.signedOn)}${f.agent ? `, by ${f.agent} as managing agent for` : ', by'} the landlord named below and the tenant named below, who agree as follows.`,
  );
  article('Parties and Premises');
  doc.para(say('landlord', `Landlord: ${f.landlord}${entity(f.landlord)}.`));
  doc.para(say('tenants', `Tenant: ${f.tenants.join(' and ')}.`));
  doc.para([
    say('premises_address', `The Building is located at ${f.property.street}, ${f.property.city}, ${f.property.abbr} ${f.property.zip}.`),
    say(
      'unit',
      `The Premises consist of ${f.unit} on floor ${f.unit!.replace(/\D/g, '').slice(0, 1) || '1'} of the Building, comprising ${figures(f.squareFeet!, false)} rentable square feet.`,
    ),
  ]);
  article('Term');
  doc.para([
    say(
      ['commencement_date', 'expiration_date'],
      `The Term commences on ${d(f.commencement)} and, unless extended or terminated earlier, expires on ${d(f.expiration)}`,
    ),
    say('term_months', `(a Term of ${period(f.termMonths)}).`),
  ]);
  if (f.renewal)
    doc.para(
      say(
        'renewal_option',
        `Tenant is granted ${countWords(f.renewal.count)} renewal option${f.renewal.count > 1 ? 's' : ''}, each for ${period(f.renewal.termMonths)}, to be exercised by written notice received by Landlord no fewer than ${days(f.renewal.noticeDays)} days prior to expiration of the Term.`,
      ),
    );
  article('Rent');
  const steps = f.schedule ?? [{ from: f.commencement, monthly_rent: f.rent }];
  doc.para([
    say(
      f.schedule ? ['monthly_rent', 'rent_schedule'] : 'monthly_rent',
      `Base Rent is ${rsf(f.rent)} per rentable square foot per annum, payable in monthly installments of ${m(f.rent)}`,
    ),
    f.schedule
      ? say(
          'rent_schedule',
          `from ${d(steps[0]!.from)}, increasing to ${steps
            .slice(1)
            .map((s) => `${rsf(s.monthly_rent)} per rentable square foot (${m(s.monthly_rent)} per month) from ${d(s.from)}`)
            .join(', to ')}.`,
        )
      : 'throughout the Term.',
  ]);
  if (rng.chance(0.5))
    doc.para(`Provided Tenant is not in default, Base Rent for the first ${countWords(rng.pick([1, 2, 3]))} full calendar months of the Term is abated.`);
  doc.para(`Tenant shall also pay its proportionate share of Operating Expenses in excess of the Base Year, payable monthly with Base Rent.`);
  doc.para([
    f.lateFee
      ? say(
          'late_fee',
          `Rent not paid ${f.lateFee.graceDays ? `within ${days(f.lateFee.graceDays)} days of its due date` : 'on its due date'} incurs a late fee of ${f.lateFee.amount !== undefined ? m(f.lateFee.amount) : `${f.lateFee.percent}% of the unpaid amount`}.`,
        )
      : '',
    `Dishonoured payments incur a charge of ${m(f.returnedCheckFee)}.`,
  ]);
  if (f.deposit !== null) {
    article('Security Deposit');
    doc.para(
      say('security_deposit', `On signing, Tenant shall deliver a security deposit of ${m(f.deposit)}, which Landlord may hold without paying interest.`),
    );
  }
  article('Services and Utilities');
  doc.para([
    'Landlord shall provide heating and air conditioning during Building Hours (8:00 a.m. to 6:00 p.m., Monday to Friday).',
    f.utilities
      ? say('utilities_tenant', `Tenant shall pay for ${utilityWords(f.utilities)} consumed in the Premises, separately metered where practicable.`)
      : '',
  ]);
  article('Repair and Maintenance');
  const repairs = {
    landlord:
      'Landlord shall keep the Premises and the Building, including all base building systems and the interior finishes of the Premises, in good repair, the costs forming part of Operating Expenses.',
    tenant:
      "Tenant shall keep the Premises and all fixtures, equipment and systems within them in good repair at Tenant's sole cost; Landlord is not obliged to repair the Premises.",
    shared:
      'Landlord shall repair the structure, roof and base building systems; Tenant shall repair and maintain the interior of the Premises and its own fixtures at its cost.',
  };
  doc.para(say('repairs', repairs[f.repairs]));
  article('Assignment and Subletting');
  const sublet = {
    allowed: "Tenant may assign this Lease or sublet the Premises without Landlord's consent.",
    with_consent: "Tenant shall not assign this Lease or sublet the Premises without first obtaining Landlord's written consent.",
    prohibited: 'Tenant has no right to assign this Lease or sublet the Premises.',
  };
  doc.para(say('subletting', sublet[f.subletting]));
  article('Insurance');
  doc.para(`Tenant shall maintain commercial general liability insurance with a limit of not less than ${m(f.insuranceAmount)} per occurrence.`);
  if (f.earlyTermination || f.noticeToVacateDays) {
    article('Early Termination and Notice');
    if (f.earlyTermination)
      doc.para(
        say(
          'early_termination',
          `Tenant may terminate this Lease early by giving Landlord no fewer than ${days(f.earlyTermination.noticeDays)} days' written notice${f.earlyTermination.fee !== null ? ` together with a termination fee of ${m(f.earlyTermination.fee)}` : ''}.`,
        ),
      );
    if (f.noticeToVacateDays)
      doc.para(
        say(
          'notice_to_vacate_days',
          `Tenant shall give ${days(f.noticeToVacateDays)} days' written notice of its intention to vacate the Premises at the end of the Term.`,
        ),
      );
  }
  article('General Provisions');
  doc.para([
    `Landlord may enter the Premises on ${f.entryNoticeHours} hours' notice.`,
    `Holding over is at ${f.holdoverPercent}% of the Base Rent then payable.`,
    f.parkingFee ? `Tenant may license parking permits at ${m(f.parkingFee)} per permit per month.` : '',
    f.pets ? say('pets', 'Pets and animals are not allowed in the Building.') : '',
    f.governingLaw ? say('governing_law', `The law of the State of ${f.governingLaw} governs this Lease.`) : '',
  ]);
  if (f.guarantor) doc.para(`${f.guarantor} shall guarantee Tenant's obligations under a guaranty delivered with this Lease.`);
  doc.signature([
    `Signed for Landlord: ${f.landlord}`,
    f.agent ? `by its managing agent ${f.agent}` : '',
    'Signature: ____________________',
    '',
    ...f.tenants.flatMap((t) => [`Signed for Tenant: ${t}`, 'Signature: ____________________']),
  ]);
  return doc.done();
}

export const c4OfficeArticles: Form = {
  id: 'C4',
  kind: 'commercial',
  description:
    'Office Lease Agreement: Roman-numbered articles, "1 March 2025", rent per rentable square foot per annum with monthly installments, an abatement of the first months',
  draft,
};
