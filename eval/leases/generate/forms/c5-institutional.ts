/**
 * C5 (train): a long institutional office lease. A Basic Lease Information schedule at the front ("Base Rent: see
 * Schedule B", a notice address with its own suite), a definitions article, terms spread across articles (the
 * extension option's grant and its exercise in separate sentences, the landlord's and the tenant's repairs and
 * utilities in separate sections), "Suite 400", the base rent in a schedule by months of the term, rules and
 * regulations in an exhibit, governing law of "the Commonwealth of ..." or of the state where the building is.
 */
import type { Utility } from '../../../../common/lease-terms.js';
import { Drafter, type GoldField, say } from '../doc.js';
import type { LeaseFacts } from '../facts.js';
import type { Rng } from '../rng.js';
import { countWords, figures, formatMoney, ordinal } from '../words.js';
import { days, type Form, joinAnd, otherUtilities, styled } from './common.js';
import { lawOf } from './r5-realtor.js';

const SERVICE: Record<Utility, string> = {
  electricity: 'electricity',
  gas: 'natural gas',
  water: 'domestic water',
  sewer: 'sanitary sewer',
  trash: 'trash removal',
  internet: 'telecommunications and data service',
};
const services = (u: Utility[]) =>
  joinAnd(
    u.map((x) => SERVICE[x]),
    true,
  );

/** "nine (9) months" when a notice period is whole months, else days. */
const noticePeriod = (n: number) => (n % 30 === 0 ? `${countWords(n / 30)} months` : `${days(n)} days`);

function draft(f: LeaseFacts, rng: Rng) {
  const { d } = styled('us', 'figures');
  const m = (n: number) => formatMoney(n, 'figures');
  const words = (n: number) => formatMoney(n, 'words');
  const doc = new Drafter(`${f.property.name}`, `[${f.tenants[0]}] Lease - {page}`, 'times');
  doc.title('LEASE AGREEMENT');
  doc.subtitle(`${f.property.name.toUpperCase()}`);
  doc.para(`between ${f.landlord}, as Landlord, and ${joinAnd(f.tenants)}, as Tenant`);
  doc.heading('BASIC LEASE INFORMATION');
  const notice = `${rng.int(100, 999)} Corporate Drive, Suite ${rng.pick([900, 1200, 1500])}, ${f.property.city}, ${f.property.abbr} ${f.property.zip}`;
  const monthsWord = countWords(f.termMonths);
  const rows: { cells: [string, string]; fields: GoldField[] }[] = [
    { cells: ['Date of Lease', d(f.signedOn)], fields: [] },
    { cells: ['Landlord', f.landlord], fields: ['landlord'] },
    { cells: ["Landlord's Address for Notices", `c/o ${f.agent ?? 'Asset Manager'}, ${notice}`], fields: [] },
    { cells: ['Tenant', joinAnd(f.tenants)], fields: ['tenants'] },
    ...(f.guarantor ? [{ cells: ['Guarantor', f.guarantor] as [string, string], fields: [] as GoldField[] }] : []),
    {
      cells: ['Building', `${f.property.name}, ${f.property.street}, ${f.property.city}, ${f.property.abbr} ${f.property.zip}`],
      fields: ['premises_address'],
    },
    {
      cells: ['Premises', `${f.unit} of the Building, containing approximately ${figures(f.squareFeet!, false)} rentable square feet, as shown on Exhibit A`],
      fields: ['unit'],
    },
    { cells: ['Term', `${monthsWord} full calendar months`], fields: ['term_months'] },
    { cells: ['Commencement Date', d(f.commencement)], fields: ['commencement_date'] },
    {
      cells: ['Expiration Date', `the last day of the ${ordinal(f.termMonths)} full calendar month of the Term (${d(f.expiration)})`],
      fields: ['expiration_date'],
    },
    { cells: ['Base Rent', 'As set out in Schedule B'], fields: [] },
    { cells: ['Security Deposit', f.deposit !== null ? m(f.deposit) : 'None'], fields: f.deposit !== null ? ['security_deposit'] : [] },
    { cells: ['Permitted Use', f.permittedUse], fields: [] },
    { cells: ["Tenant's Proportionate Share", `${(rng.int(30, 220) / 10).toFixed(1)}%`], fields: [] },
    {
      cells: ['Extension Option', f.renewal ? `${countWords(f.renewal.count)} option${f.renewal.count > 1 ? 's' : ''}; see Section 3.3` : 'None'],
      fields: [],
    },
    { cells: ['Brokers', f.agent ? `${f.agent} (for Landlord)` : 'None'], fields: [] },
  ];
  doc.table(
    rows.map((r) => r.cells),
    [],
    [0.34, 0.66],
  );
  for (const r of rows) for (const field of r.fields) doc.note(field, r.cells.join(' '));
  doc.para('The Basic Lease Information is part of this Lease. If it conflicts with any other provision of this Lease, the other provision controls.');

  doc.heading('ARTICLE 1 DEFINITIONS');
  doc.para('1.1 "Affiliate" means any entity that controls, is controlled by or is under common control with Tenant.');
  doc.para(
    `1.2 "Building" means the office building described in the Basic Lease Information, and "Project" means the Building with its land and parking facilities.`,
  );
  doc.para('1.3 "Lease Year" means each successive period of twelve (12) full calendar months of the Term.');
  doc.para(
    `1.4 "Operating Expenses" means all costs of operating, maintaining and repairing the Project, estimated for the first Lease Year at ${m(Math.round(f.squareFeet! * rng.pick([0.7, 0.85, 1.1])))} per month for the Premises.`,
  );
  doc.para('1.5 "Rent" means Base Rent and all additional rent payable by Tenant under this Lease.');
  doc.para(
    '1.6 "Transfer" means any assignment of this Lease, any sublease of all or part of the Premises, and any other transfer of Tenant\'s interest in this Lease.',
  );

  doc.heading('ARTICLE 2 PREMISES');
  doc.para('2.1 Lease. Landlord leases the Premises to Tenant, and Tenant leases the Premises from Landlord, for the Term and on the terms of this Lease.');
  doc.para(`2.2 Use. Tenant shall use the Premises for the Permitted Use and for no other purpose.`);

  doc.heading('ARTICLE 3 TERM');
  doc.para('3.1 Term. The Term begins on the Commencement Date and ends on the Expiration Date, unless sooner terminated or extended under this Lease.');
  doc.para('3.2 Early Access. Tenant may enter the Premises fourteen (14) days before the Commencement Date to install its furniture, without paying Rent.');
  if (f.renewal) {
    const r = f.renewal;
    doc.para([
      '3.3 Extension Option.',
      say(
        'renewal_option',
        `Tenant shall have ${countWords(r.count)} option${r.count > 1 ? 's' : ''} (each, an "Extension Option") to extend the Term for ${r.count > 1 ? 'successive periods' : 'a period'} of ${r.termMonths % 12 === 0 ? `${countWords(r.termMonths / 12)} years` : `${countWords(r.termMonths)} months`}${r.count > 1 ? ' each' : ''} (each, an "Extension Term").`,
      ),
      'Base Rent for an Extension Term shall be the Fair Market Rent determined under Exhibit D.',
      say(
        'renewal_option',
        `Tenant shall exercise an Extension Option, if at all, by written notice to Landlord given not less than ${noticePeriod(r.noticeDays)} prior to the expiration of the then-current Term.`,
      ),
    ]);
  }

  doc.heading('ARTICLE 4 RENT');
  doc.para([
    '4.1 Base Rent.',
    'Tenant shall pay Base Rent in the amounts set out in Schedule B, in equal monthly installments, in advance, on the first day of each calendar month during the Term, without demand, offset or deduction.',
  ]);
  doc.para(
    "4.2 Additional Rent. Tenant shall pay Tenant's Proportionate Share of Operating Expenses and Taxes in excess of those for the base year, in monthly installments of Landlord's estimate.",
  );
  const late = f.lateFee;
  doc.para([
    '4.3 Late Charge.',
    'Tenant acknowledges that late payment of Rent will cause Landlord to incur costs that are difficult to ascertain.',
    late
      ? say(
          'late_fee',
          `Accordingly, if any Rent is not received by Landlord ${late.graceDays ? `within ${days(late.graceDays)} days after it is due` : 'when due'}, Tenant shall pay Landlord a late charge ${late.amount !== undefined ? `of ${words(late.amount)}` : `equal to ${countWords(late.percent!).replace(/\((\d+)\)/, '($1%)')} percent of the overdue amount`.replace(/ \((\d+)%\) percent/, ' percent ($1%)')}.`,
        )
      : 'Accordingly, any Rent not paid when due shall bear interest at twelve percent (12%) per annum from its due date until paid.',
    `Tenant shall also pay ${m(f.returnedCheckFee)} for each check returned unpaid.`,
  ]);

  doc.heading('ARTICLE 6 SECURITY DEPOSIT');
  doc.para(
    f.deposit !== null
      ? '6.1 On signing this Lease, Tenant shall deposit the Security Deposit with Landlord as security for its performance. Landlord may commingle it with its other funds, and no interest shall accrue on it.'
      : '6.1 No security deposit is required under this Lease.',
  );

  doc.heading('ARTICLE 7 SERVICES AND UTILITIES');
  if (f.utilities) {
    const ours = otherUtilities(f.utilities);
    doc.para(
      ours.length
        ? `7.1 Landlord's Services. Landlord shall furnish ${services(ours)} to the Premises during Business Hours, the cost of which is included in Operating Expenses.`
        : "7.1 Landlord's Services. Landlord shall furnish heating and air conditioning to the common areas of the Building during Business Hours.",
    );
    doc.para([
      '7.2 Separately Metered Utilities.',
      say(
        'utilities_tenant',
        `Tenant shall contract directly with the providers for, and pay when due, all charges for ${services(f.utilities)} serving the Premises.`,
      ),
    ]);
  } else doc.para('7.1 Services to the Premises shall be furnished as described in the Building Services Exhibit.');
  doc.para('7.3 Interruption. No interruption of any service shall be an eviction or entitle Tenant to any abatement of Rent.');

  doc.heading('ARTICLE 9 REPAIRS');
  const repairs = {
    landlord: [
      "9.1 Landlord's Repairs. Landlord shall maintain and repair the Building and the Premises, including the structure, roof, Building systems and all interior improvements, the cost of which shall be included in Operating Expenses.",
      "9.2 Tenant's Repairs. Tenant shall not be required to make any repairs to the Premises, except repairs of damage caused by the negligence of Tenant or its agents.",
    ],
    tenant: [
      "9.1 Landlord's Repairs. Landlord shall have no obligation to make any repairs to the Premises, except repairs of damage caused by the negligence of Landlord.",
      "9.2 Tenant's Repairs. Tenant, at its sole cost and expense, shall keep the Premises and every part of them, including all plumbing, HVAC, electrical and lighting facilities and equipment, in good order, condition and repair.",
    ],
    shared: [
      "9.1 Landlord's Repairs. Landlord shall repair and maintain the roof, foundation, exterior walls and structural portions of the Building and the Building systems up to their point of connection to the Premises.",
      "9.2 Tenant's Repairs. Tenant, at its expense, shall maintain and repair the interior, non-structural portions of the Premises, including doors, floor coverings, fixtures and the systems exclusively serving the Premises.",
    ],
  };
  const [r1, r2] = repairs[f.repairs];
  doc.para(r1!);
  doc.para(r2!);
  doc.note('repairs', `${r1} ${r2}`);
  doc.para(`9.3 Entry. Landlord may enter the Premises on ${countWords(f.entryNoticeHours)} hours' prior notice to inspect them or make repairs.`);

  doc.heading('ARTICLE 10 ASSIGNMENT AND SUBLETTING');
  const sublet = {
    allowed:
      'Tenant may make any Transfer without the consent of Landlord, provided that Tenant gives Landlord notice of the Transfer and remains primarily liable under this Lease.',
    with_consent:
      "Tenant shall not make any Transfer without Landlord's prior written consent, which consent shall not be unreasonably withheld, conditioned or delayed.",
    prohibited: 'Tenant shall not make any Transfer, voluntarily or by operation of law, and any attempted Transfer shall be null and void.',
  };
  doc.para(['10.1 Transfers.', say('subletting', sublet[f.subletting])]);
  if (f.subletting !== 'allowed' && rng.chance(0.6))
    doc.para(
      "10.2 Permitted Transfers. Notwithstanding Section 10.1, Tenant may assign this Lease to an Affiliate or to a successor by merger without Landlord's consent, on prior written notice to Landlord.",
    );

  doc.heading('ARTICLE 11 INSURANCE');
  doc.para(`11.1 Tenant shall maintain commercial general liability insurance with limits of not less than ${m(f.insuranceAmount)} per occurrence.`);

  if (f.earlyTermination) {
    doc.heading('ARTICLE 12 TERMINATION OPTION');
    const e = f.earlyTermination;
    doc.para([
      say(
        'early_termination',
        `12.1 Tenant shall have a one-time right to terminate this Lease effective as of the last day of the thirty-sixth (36th) full calendar month of the Term by giving Landlord written notice not less than ${noticePeriod(e.noticeDays)} before that date${e.fee !== null ? ` and paying Landlord, with that notice, a termination fee of ${m(e.fee)}` : ''}.`,
      ),
      'The termination right is personal to the original Tenant.',
    ]);
  }

  doc.heading('ARTICLE 15 SURRENDER AND HOLDING OVER');
  doc.para([
    f.noticeToVacateDays
      ? say(
          'notice_to_vacate_days',
          `15.1 Tenant shall give Landlord not less than ${days(f.noticeToVacateDays)} days' written notice of its intention to surrender the Premises at the end of the Term.`,
        )
      : '15.1 At the end of the Term Tenant shall surrender the Premises broom clean and in good condition, ordinary wear and tear excepted.',
    `15.2 If Tenant holds over, Base Rent shall be ${f.holdoverPercent}% of the Base Rent in effect at the end of the Term.`,
  ]);

  doc.heading('ARTICLE 20 MISCELLANEOUS');
  const inState = rng.chance(0.35);
  doc.para([
    '20.1 Governing Law.',
    f.governingLaw
      ? say(
          'governing_law',
          inState
            ? 'This Lease shall be governed by the laws of the state in which the Building is located.'
            : `This Lease shall be governed by and construed under ${lawOf(f.governingLaw)}.`,
        )
      : 'Each party waives trial by jury in any action arising out of this Lease.',
  ]);
  if (f.parkingFee)
    doc.para(`20.2 Parking. Tenant may use up to ${countWords(rng.int(3, 12))} unreserved parking passes at ${m(f.parkingFee)} per pass per month.`);
  if (f.guarantor) doc.para(`20.3 Guaranty. Tenant's obligations are guaranteed by ${f.guarantor} under a Guaranty delivered with this Lease.`);
  doc.para('20.4 Rules. Tenant shall comply with the Rules and Regulations attached as Exhibit C.');
  doc.signature([
    `LANDLORD: ${f.landlord}`,
    'By: ____________________________',
    'Name: __________________  Title: __________________',
    '',
    ...f.tenants.flatMap((t) => [`TENANT: ${t}`, 'By: ____________________________']),
  ]);

  doc.pageBreak();
  doc.heading('SCHEDULE B - BASE RENT');
  const steps = f.schedule ?? [{ from: f.commencement, monthly_rent: f.rent }];
  doc.table(
    [
      ['Months of the Term', 'Monthly Base Rent', 'Annual Base Rent'],
      ...steps.map((s, i) => {
        const first = i * 12 + 1;
        const last = i === steps.length - 1 ? f.termMonths : (i + 1) * 12;
        return [`${first} - ${last}`, m(s.monthly_rent), m(Math.round(s.monthly_rent * 12 * 100) / 100)];
      }),
    ],
    f.schedule ? ['monthly_rent', 'rent_schedule'] : ['monthly_rent'],
    [0.34, 0.33, 0.33],
  );
  doc.heading('EXHIBIT C - RULES AND REGULATIONS');
  doc.para('1. Sidewalks, halls and stairways shall not be obstructed or used for any purpose other than passing to and from the Premises.');
  if (f.pets)
    doc.para(say('pets', '2. No animals or birds shall be brought into or kept in the Building, except service animals assisting a person with a disability.'));
  doc.para('3. Tenant shall not use any method of heating or air conditioning other than that supplied by Landlord.');
  return doc.done();
}

export const c5Institutional: Form = {
  id: 'C5',
  kind: 'commercial',
  description:
    'Institutional office Lease Agreement: Basic Lease Information schedule ("Base Rent: see Schedule B", a notice address with its own suite), definitions article, terms spread across articles, base rent by months of the term, rules in an exhibit',
  draft,
};
