/**
 * Amendments, extensions, renewal letters, pet addenda and assignment consents. Each states only what it changes
 * and when (its effective date). Two draftings of each kind: one for the train split, one for dev.
 */
import { Drafter, type DraftedDoc, type GoldField, say } from './doc.js';
import { COMPANY_WORDS, TENANT_BUSINESSES, TENANT_SUFFIXES } from './names.js';
import type { LeaseFacts } from './facts.js';
import type { Rng } from './rng.js';
import { addDays, addMonths, countWords, formatDate, formatMoney, termEnd } from './words.js';
import { joinAnd, period } from './forms/common.js';

export type AmendmentKind = 'rent_change' | 'extension' | 'renewal_letter' | 'pet_addendum' | 'assignment';

export interface Amendment {
  kind: AmendmentKind;
  effectiveDate: string;
  signedOn: string;
  /** Only what it changes, README keys, plus effective_date. */
  fields: Partial<Record<GoldField, unknown>>;
  doc: DraftedDoc;
}

const cents = (n: number) => Math.round(n * 100) / 100;
const firstOfMonth = (iso: string) => `${iso.slice(0, 8)}01`;

/** The state a lease is in when an amendment is drafted (earlier amendments applied). */
export interface LeaseState {
  expiration: string;
  rent: number;
  tenants: string[];
}

/** `today`: the split's date; every amendment is signed by then (its changes may take effect a little later). */
export function draftAmendment(
  kind: AmendmentKind,
  f: LeaseFacts,
  state: LeaseState,
  rng: Rng,
  variant: 'train' | 'dev',
  ordinalNo: number,
  today: string,
): Amendment {
  const signedBy = (date: string) => (date < today ? date : addDays(today, -rng.int(3, 25)));
  const dateStyle = variant === 'train' ? 'us' : 'day-first';
  const d = (iso: string) => formatDate(iso, dateStyle);
  const m = (n: number) => formatMoney(n, variant === 'train' ? 'figures' : 'words');
  const premises = `${f.property.street}${f.unit ? `, ${f.unit}` : ''}, ${f.property.city}, ${f.property.abbr}`;
  const tenantWord = f.kind === 'residential' ? 'Tenant' : 'Tenant';
  const nth = ['First', 'Second', 'Third'][ordinalNo - 1] ?? 'Further';
  const doc = new Drafter('', variant === 'train' ? 'Page {page} of {pages}' : '{page}', variant === 'train' ? 'times' : 'helvetica');
  const fields: Amendment['fields'] = {};
  const signature = () =>
    doc.signature([
      `LANDLORD: ${f.landlord}`,
      'By: ________________________',
      '',
      ...state.tenants.flatMap((t) => [`TENANT: ${t}`, 'By: ________________________']),
    ]);
  const recital = (signedOn: string) =>
    `This ${nth} Amendment to Lease is made ${variant === 'train' ? 'as of' : 'on'} ${d(signedOn)} between ${f.landlord} ("Landlord") and ${joinAnd(state.tenants)} ("${tenantWord}"), and amends the lease dated ${d(f.signedOn)} for the premises at ${premises} (the "Lease").`;

  switch (kind) {
    case 'rent_change': {
      const lastStep = f.schedule?.at(-1)?.from ?? f.commencement;
      const earliest = addMonths(firstOfMonth(lastStep), 2);
      const latest = [addMonths(firstOfMonth(state.expiration), -2), firstOfMonth(addDays(today, 40))].sort()[0]!;
      const span = Math.max(0, Math.round((Date.parse(latest) - Date.parse(earliest)) / (30 * 86_400_000)));
      const effective = addMonths(earliest, rng.int(0, span));
      const newRent = cents(Math.round((state.rent * rng.pick([1.03, 1.05, 1.06, 0.92])) / 5) * 5);
      const signedOn = signedBy(addDays(effective, -rng.int(10, 40)));
      fields.effective_date = effective;
      fields.monthly_rent = newRent;
      doc.title(`${nth.toUpperCase()} AMENDMENT TO LEASE`);
      doc.para(recital(signedOn));
      doc.para('The parties agree to amend the Lease as follows:');
      doc.para(
        variant === 'train'
          ? [`1. Monthly Rent.`, say(['effective_date', 'monthly_rent'], `Effective ${d(effective)}, the monthly rent under the Lease shall be ${m(newRent)}.`)]
          : [
              say(
                ['effective_date', 'monthly_rent'],
                `1. With effect from ${d(effective)} (the "Amendment Effective Date"), the rent payable under the Lease is changed to ${m(newRent)} per month.`,
              ),
            ],
      );
      doc.para(`2. All other terms of the Lease remain unchanged, including the late charge and the security deposit, which is not increased.`);
      doc.para('3. This Amendment may be signed in counterparts and delivered electronically.');
      signature();
      return { kind, effectiveDate: effective, signedOn, fields, doc: doc.done() };
    }
    case 'extension':
    case 'renewal_letter': {
      const months = kind === 'renewal_letter' && f.renewal ? f.renewal.termMonths : rng.pick(f.kind === 'residential' ? [6, 12, 12] : [12, 24, 36, 60]);
      const effective = addDays(state.expiration, 1);
      const newExpiration = termEnd(effective, months);
      const newRent = cents(Math.round((state.rent * rng.pick([1.03, 1.04, 1.05])) / 5) * 5);
      const withRent = kind === 'extension' || rng.chance(0.6);
      const signedOn = signedBy(addDays(state.expiration, -rng.int(45, 100)));
      fields.effective_date = effective;
      fields.expiration_date = newExpiration;
      if (withRent) fields.monthly_rent = newRent;
      if (kind === 'extension') {
        doc.title(variant === 'train' ? 'LEASE EXTENSION AGREEMENT' : 'AGREEMENT TO EXTEND LEASE TERM');
        doc.para(recital(signedOn).replace(`${nth} Amendment to Lease`, variant === 'train' ? 'Lease Extension Agreement' : 'Agreement to Extend Lease Term'));
        doc.para(`The Lease term currently expires on ${d(state.expiration)}.`);
        doc.para([
          '1.',
          say(['effective_date'], `The term of the Lease is extended for ${period(months)} beginning ${d(effective)}`),
          say('expiration_date', `and ending ${d(newExpiration)} (the "Extension Term").`),
        ]);
        doc.para(['2.', say('monthly_rent', `Monthly rent during the Extension Term shall be ${m(newRent)}, payable as provided in the Lease.`)]);
        doc.para(`3. Except as set out above, the Lease is ratified and remains in full force.`);
        signature();
      } else {
        doc.title(variant === 'train' ? 'NOTICE OF EXERCISE OF RENEWAL OPTION' : 'Re: Renewal of Lease');
        doc.para(d(signedOn));
        doc.para(`To: ${f.landlord}`);
        doc.para(`Re: Lease dated ${d(f.signedOn)} for ${premises}`);
        doc.para([
          `Pursuant to the renewal option in the Lease, ${joinAnd(state.tenants)} hereby exercise${state.tenants.length > 1 ? '' : 's'} the option to renew the Lease.`,
          say(['effective_date', 'expiration_date'], `The renewal term begins on ${d(effective)} and ends on ${d(newExpiration)}.`),
          withRent
            ? say('monthly_rent', `As agreed, the monthly rent for the renewal term will be ${m(newRent)}.`)
            : 'Rent for the renewal term shall be as provided in the Lease.',
        ]);
        doc.para(`Acknowledged and agreed by Landlord on ${d([addDays(signedOn, rng.int(2, 10)), today].sort()[0]!)}.`);
        signature();
      }
      return { kind, effectiveDate: effective, signedOn, fields, doc: doc.done() };
    }
    case 'pet_addendum': {
      const monthsIn = Math.max(2, Math.min(8, Math.floor((Date.parse(today) - Date.parse(f.commencement)) / (30.5 * 86_400_000))));
      const effective = addMonths(firstOfMonth(f.commencement), rng.int(2, monthsIn));
      const deposit = rng.pick([250, 300, 400, 500]);
      const pet = rng.pick(['one (1) dog, a beagle named Max', 'one (1) cat named Luna', 'two (2) cats', 'one (1) dog weighing under 40 pounds']);
      fields.effective_date = effective;
      fields.pets = 'allowed';
      fields.pet_deposit = deposit;
      doc.title(variant === 'train' ? 'PET ADDENDUM' : 'ANIMAL ADDENDUM TO RESIDENTIAL LEASE');
      const signedOn = signedBy(addDays(effective, -3));
      doc.para(recital(signedOn).replace(`${nth} Amendment to Lease`, variant === 'train' ? 'Pet Addendum' : 'Animal Addendum'));
      doc.para([
        say(['effective_date', 'pets'], `Beginning ${d(effective)}, Tenant is allowed to keep ${pet} at the premises,`),
        'subject to the rules below.',
      ]);
      doc.para(say('pet_deposit', `Tenant shall pay an additional pet deposit of ${m(deposit)} on signing this Addendum.`));
      doc.para(`Monthly pet rent of ${m(rng.pick([25, 35, 40]))} is added to the rent. Tenant is liable for all damage caused by the animal.`);
      signature();
      return { kind, effectiveDate: effective, signedOn, fields, doc: doc.done() };
    }
    case 'assignment': {
      const monthsIn = Math.max(6, Math.min(18, Math.floor((Date.parse(addDays(today, 30)) - Date.parse(f.commencement)) / (30.5 * 86_400_000))));
      const effective = addMonths(firstOfMonth(f.commencement), rng.int(6, monthsIn));
      const assignee = `${rng.pick(COMPANY_WORDS)} ${rng.pick(TENANT_BUSINESSES)} ${rng.pick(TENANT_SUFFIXES)}`;
      const signedOn = signedBy(addDays(effective, -rng.int(5, 20)));
      fields.effective_date = effective;
      fields.tenants = [assignee];
      doc.title(variant === 'train' ? "ASSIGNMENT AND ASSUMPTION OF LEASE AND LANDLORD'S CONSENT" : 'CONSENT TO ASSIGNMENT OF LEASE');
      doc.para(
        `This agreement is made ${d(signedOn)} among ${f.landlord} ("Landlord"), ${joinAnd(state.tenants)} ("Assignor") and ${assignee} ("Assignee"), concerning the lease dated ${d(f.signedOn)} for ${premises} (the "Lease").`,
      );
      doc.para([
        '1.',
        say(
          ['effective_date', 'tenants'],
          `Effective ${d(effective)}, Assignor assigns all of its interest in the Lease to ${assignee}, which accepts the assignment and assumes all obligations of the tenant under the Lease.`,
        ),
      ]);
      doc.para('2. Landlord consents to the assignment. Assignor is not released from liability for obligations arising before the assignment.');
      doc.para(`3. Assignee's notice address is the Premises. Landlord has delivered ${countWords(rng.int(2, 4))} keys to Assignee.`);
      signature();
      return { kind, effectiveDate: effective, signedOn, fields, doc: doc.done() };
    }
  }
}
