/**
 * R6 (train): a plain-English lease in the second person ("you" the tenant, "we" the landlord): question headings
 * ("How much is the rent?"), short sentences, "You must not ... without our written permission", "$1,850",
 * "March 1, 2025", rent changes as a bulleted list, "Apartment No. 12".
 */
import { Drafter, say } from '../doc.js';
import type { LeaseFacts } from '../facts.js';
import type { Rng } from '../rng.js';
import { countWords, formatMoney } from '../words.js';
import { type Form, joinAnd, otherUtilities, styled, utilityWords } from './common.js';
import { lawOf } from './r5-realtor.js';

const ORDINAL_WORDS: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', 5: 'fifth', 7: 'seventh', 10: 'tenth', 15: 'fifteenth' };

function draft(f: LeaseFacts, rng: Rng) {
  const { d } = styled('us', 'whole');
  const m = (n: number) => formatMoney(n, n % 1 ? 'figures' : 'whole');
  const doc = new Drafter('', `Your Lease - page {page} of {pages}`, 'helvetica');
  doc.title('YOUR LEASE');
  doc.subtitle('Please read it. It is a binding contract, written in plain language.');
  doc.heading('Who is this lease between?');
  doc.para([
    say('tenants', `In this lease, "you" and "your" mean ${f.tenants.length > 1 ? `each of ${joinAnd(f.tenants)}` : f.tenants[0]}.`),
    f.tenants.length > 1 ? 'Each of you is responsible for the whole rent, not just a share.' : '',
    say('landlord', `"We", "us" and "our" mean ${f.landlord}, the owner of your home.`),
    f.agent ? `${f.agent} manages the building for us; you can deal with them on our behalf.` : '',
    `This lease was signed on ${d(f.signedOn)}.`,
  ]);
  doc.heading('What are you renting?');
  const unitNo = f.unit?.replace(/^(Apt\.|Unit|#)\s*/, '') ?? null;
  doc.para([
    unitNo
      ? say(['unit', 'premises_address'], `Apartment No. ${unitNo} at ${f.property.street}, ${f.property.city}, ${f.property.abbr} ${f.property.zip}.`)
      : say('premises_address', `The house at ${f.property.street}, ${f.property.city}, ${f.property.abbr} ${f.property.zip}, with its yard and garage.`),
    'We call it "your home" in this lease.',
    f.parkingFee ? `A parking space is ${m(f.parkingFee)} a month extra if you want one.` : 'There is no assigned parking.',
  ]);
  doc.heading('How long is the lease?');
  doc.para([
    say(['commencement_date', 'expiration_date'], `It starts on ${d(f.commencement)} and ends on ${d(f.expiration)}.`),
    say('term_months', `That is ${countWords(f.termMonths).replace(/ \(\d+\)/, '')} months.`),
  ]);
  doc.heading('How much is the rent?');
  doc.para([
    say('monthly_rent', `Your rent is ${m(f.rent)} a month.`),
    `Pay it on or before the ${f.dueDay === 1 ? '1st' : '5th'} of each month, through the online portal or by check.`,
  ]);
  if (f.schedule) {
    doc.para('Your rent will change on these dates:');
    const items = f.schedule.map((s) => `- From ${d(s.from)}: ${m(s.monthly_rent)} a month.`);
    for (const text of items) doc.para(text, { indent: true });
    // The quote runs over every item: the list is one statement of the schedule.
    doc.evidence.rent_schedule = items.join(' ');
  }
  doc.heading('What if the rent is late?');
  const late = f.lateFee;
  doc.para([
    late
      ? say(
          'late_fee',
          `If we don't get your full rent ${late.graceDays ? `by the end of the ${ORDINAL_WORDS[late.graceDays]} day after it is due` : 'on the day it is due'}, you owe a late fee of ${late.amount !== undefined ? m(late.amount) : `${late.percent}% of your monthly rent`}.`,
        )
      : 'We do not charge late fees, but late rent is still a breach of this lease.',
    `A bounced check or payment costs you ${m(f.returnedCheckFee)}.`,
  ]);
  doc.heading('Is there a deposit?');
  doc.para(
    f.deposit !== null
      ? [
          say('security_deposit', `Yes. You paid us a security deposit of ${m(f.deposit)}.`),
          'We will return it, minus any lawful deductions, after you move out.',
        ]
      : 'No. We are not asking you for a security deposit.',
  );
  if (f.utilities) {
    doc.heading('Who pays for utilities?');
    const ours = otherUtilities(f.utilities);
    if (rng.chance(0.5))
      doc.para([
        say('utilities_tenant', `You pay for ${utilityWords(f.utilities)}, and you must put those accounts in your name.`),
        ours.length ? `We pay for ${utilityWords(ours)}.` : '',
      ]);
    else
      doc.para([
        ours.length ? `We pay for ${utilityWords(ours)}.` : '',
        say('utilities_tenant', `Everything else is up to you: ${utilityWords(f.utilities)}.`),
      ]);
  }
  doc.heading('Can you have pets?');
  const pets = {
    allowed: `Yes. You may keep up to ${countWords(rng.pick([1, 2])).replace(/ \(\d+\)/, '')} cats or dogs in your home.`,
    with_consent: "Only if we say yes in writing first. You can't bring any animal into your home unless we have agreed to it in writing.",
    prohibited: 'No. You must not keep any animal in your home, even for a short time.',
  };
  doc.para([
    say('pets', pets[f.pets!]),
    'This rule does not apply to service or assistance animals.',
    f.petDeposit !== null
      ? say('pet_deposit', `For a pet we allow, you pay a pet deposit of ${m(f.petDeposit)}, which we return like the security deposit.`)
      : '',
  ]);
  doc.heading('Can someone else live here or take over the lease?');
  const sublet = {
    allowed: 'Yes. You can sublet your home or pass this lease on to someone else; just tell us in writing who they are first.',
    with_consent:
      "You must not sublet your home or let anyone else take over this lease without our written permission. We won't refuse permission without a good reason.",
    prohibited: "No. You can't sublet your home, rent it out on short-term rental sites, or pass this lease on to anyone else.",
  };
  doc.para(say('subletting', sublet[f.subletting]));
  doc.heading('Who fixes things?');
  const repairs = {
    landlord: 'We do. We will make all the repairs your home needs, at our cost, unless you or your guests caused the damage.',
    tenant: 'You do. You are responsible for all repairs and upkeep of your home and its appliances, at your own cost.',
    shared: `You take care of small repairs, up to ${m(rng.pick([100, 150, 200]))} each. We take care of bigger repairs and anything to do with the roof, heating, plumbing or wiring.`,
  };
  doc.para([say('repairs', repairs[f.repairs]), 'Tell us about anything broken as soon as you notice it.']);
  doc.heading('When can we come in?');
  doc.para(`We will give you at least ${f.entryNoticeHours} hours' notice before we come in, unless it is an emergency.`);
  if (f.renewal || f.noticeToVacateDays || f.earlyTermination) {
    doc.heading('Staying on, moving out and leaving early');
    if (f.renewal)
      doc.para(
        say(
          'renewal_option',
          `You have the option to renew this lease ${f.renewal.count === 1 ? 'once' : `${countWords(f.renewal.count).replace(/ \(\d+\)/, '')} times`}, for another ${f.renewal.termMonths} months each time. To use it, tell us in writing at least ${f.renewal.noticeDays} days before the lease ends.`,
        ),
      );
    if (f.noticeToVacateDays)
      doc.para(say('notice_to_vacate_days', `If you plan to move out when the lease ends, tell us in writing at least ${f.noticeToVacateDays} days before.`));
    if (f.earlyTermination)
      doc.para(
        say(
          'early_termination',
          `You can end this lease early. Give us ${f.earlyTermination.noticeDays} days' written notice${f.earlyTermination.fee !== null ? ` and pay a fee of ${m(f.earlyTermination.fee)}` : ''}.`,
        ),
      );
  }
  doc.heading('What if you stay after the lease ends?');
  doc.para(`If you stay without a new agreement, you will pay ${f.holdoverPercent}% of your last monthly rent for each month you stay.`);
  doc.heading('Other things to know');
  doc.para([
    `We recommend renter's insurance of at least ${m(f.insuranceAmount)}.`,
    f.governingLaw ? say('governing_law', `${lawOf(f.governingLaw).replace(/^the/, 'The')} apply to this lease.`) : '',
    'If a court finds part of this lease invalid, the rest still applies.',
  ]);
  doc.signature([
    'Signed by you:',
    ...f.tenants.map((t) => `${t}   ______________________   Date: ________`),
    '',
    `Signed by us: ${f.landlord}`,
    `By: ______________________   ${f.agent ? `for ${f.agent}, as agent` : 'Owner'}`,
  ]);
  return doc.done();
}

export const r6Plain: Form = {
  id: 'R6',
  kind: 'residential',
  description:
    'Plain-English lease in the second person ("you"/"we"): question headings, "You must not ... without our written permission", "$1,850", rent changes as a list, "Apartment No. 12"',
  draft,
};
