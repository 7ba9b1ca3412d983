/**
 * Words for answers from the records: what a filter asks in plain English ("end in the next 90 days", "allow
 * pets"), and a term's value as a sentence part ("the tenant is responsible for repairs", "$1,850.00 a month").
 */
import { leaseTermLabels, type LeaseTermKey, type Utility } from '../../../common/lease-terms.js';
import { formatDay } from './dates.js';
import type { AskedValue, Comparison, LeaseFilter } from './query.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const money = (n: number) => usd.format(n);

const compared: Record<Comparison, string> = { gt: 'over', gte: 'at least', lt: 'under', lte: 'at most', eq: 'of' };
const moneyNames = { monthly_rent: 'monthly rent', security_deposit: 'a security deposit', pet_deposit: 'a pet deposit' } as const;
const permissionWords = {
  pets: { allowed: 'allow pets', with_consent: "allow pets only with the landlord's consent", prohibited: 'prohibit pets' },
  subletting: { allowed: 'allow subletting', with_consent: "allow subletting only with the landlord's consent", prohibited: 'prohibit subletting' },
} as const;

/** A filter as a verb phrase: plural ("leases that … end in …") and singular ("a lease that … ends in …"). */
export function verbPhrase(f: LeaseFilter): { plural: string; singular: string } | null {
  const both = (plural: string, singular = plural.replace(/^(\w+)/, (w) => thirdPerson(w))) => ({ plural, singular });
  switch (f.kind) {
    case 'expires':
      return both(`end ${f.range.phrase}`);
    case 'commences':
      return both(`start ${f.range.phrase}`);
    case 'permission': {
      const words = f.values.map((v) => permissionWords[f.term][v]);
      return both(words.join(' or '));
    }
    case 'renewal':
      return f.present ? both('have a renewal option') : both('have no renewal option');
    case 'early_termination':
      return f.present ? both('have an early termination right') : both('have no early termination right');
    case 'repairs':
      return f.party === 'shared' ? both('share repairs between landlord and tenant') : both(`make the ${f.party} responsible for repairs`);
    case 'utility':
      return both(`have the ${f.payer} pay ${utilityName(f.utility)}`);
    case 'money':
      return both(`have ${moneyNames[f.term]} ${compared[f.op]} ${money(f.amount)}`);
    case 'notice_to_vacate':
      return both(`require ${f.op === 'eq' ? '' : `${compared[f.op]} `}${f.days} days' notice to vacate`);
    case 'term_months':
      return both(`have a term ${f.op === 'eq' ? 'of' : compared[f.op]} ${f.months} months`);
    case 'late_fee':
      if (!f.present) return both('charge no late fee');
      return both(
        f.basis === 'percent' ? 'charge a late fee as a percentage of the rent' : f.basis === 'amount' ? 'charge a flat late fee' : 'charge a late fee',
      );
    case 'governing_law':
      return { plural: `are governed by ${titleCase(f.jurisdiction)} law`, singular: `is governed by ${titleCase(f.jurisdiction)} law` };
    case 'rent_change':
      return both(f.range ? `have a rent change ${f.range.phrase}` : 'have scheduled rent changes');
    case 'amended':
      return { plural: 'have been amended', singular: 'has been amended' };
    case 'status':
      if (f.status === 'ended') return { plural: 'have ended', singular: 'has ended' };
      if (f.status === 'upcoming') return { plural: 'have not started yet', singular: 'has not started yet' };
      return null;
    default:
      return null;
  }
}

function thirdPerson(verb: string): string {
  if (verb === 'have') return 'has';
  if (/(s|sh|ch|x)$/.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

/** Adjectives before the noun: "active commercial leases". */
export function adjectives(filters: LeaseFilter[]): string[] {
  const words: string[] = [];
  for (const f of filters) {
    if (f.kind === 'status' && (f.status === 'active' || f.status === 'draft' || f.status === 'terminated'))
      words.push(f.status === 'draft' ? 'draft' : f.status);
    if (f.kind === 'use') words.push(f.use);
  }
  return words;
}

/** Where: "at Oak Street Apartments", "for unit 4B", "of Acme Corp". */
export function placePhrase(filters: LeaseFilter[]): string {
  const parts: string[] = [];
  for (const f of filters) {
    if (f.kind === 'unit') parts.push(`for ${f.label}`);
    if (f.kind === 'property') parts.push(`at ${f.label}`);
    if (f.kind === 'tenant') parts.push(`of ${f.label}`);
  }
  return parts.join(' ');
}

export const titleCase = (s: string) => s.replace(/\b([a-z])/g, (c) => c.toUpperCase());

export function utilityName(u: Utility | null): string {
  return u === null ? 'utilities' : u === 'trash' ? 'trash collection' : u;
}

const headings: Partial<Record<LeaseTermKey, string>> = {
  expiration_date: 'End dates',
  commencement_date: 'Start dates',
  monthly_rent: 'Monthly rent',
  security_deposit: 'Security deposits',
  pet_deposit: 'Pet deposits',
  repairs: 'Who is responsible for repairs',
  pets: 'Pets',
  subletting: 'Subletting',
  renewal_option: 'Renewal options',
  early_termination: 'Early termination',
  notice_to_vacate_days: 'Notice to vacate',
  term_months: 'Lease terms',
  late_fee: 'Late fees',
  governing_law: 'Governing law',
  landlord: 'Landlords',
  rent_schedule: 'Rent changes',
};

/** The heading of an answer giving one term for several leases ("End dates at Oak Street (2 leases): …"). */
export function askedHeading(v: AskedValue): string {
  if (v.kind === 'tenants') return 'Tenants';
  if (v.kind === 'utility') return v.utility ? `Who pays ${utilityName(v.utility)}` : 'Utilities the tenant pays';
  return headings[v.key] ?? leaseTermLabels[v.key];
}

/**
 * A condition as the tenants' side of it ("may keep pets", "pay water"), for answers about tenants; null when the
 * lease's side reads better ("have a lease that ends in the next 90 days").
 */
export function tenantPhrase(f: LeaseFilter): string | null {
  if (f.kind === 'permission') {
    const act = f.term === 'pets' ? 'keep pets' : 'sublet';
    return f.values
      .map((v) => (v === 'allowed' ? `may ${act}` : v === 'with_consent' ? `may ${act} only with the landlord's consent` : `may not ${act}`))
      .join(' or ');
  }
  if (f.kind === 'utility') return f.payer === 'tenant' ? `pay ${utilityName(f.utility)}` : `have ${utilityName(f.utility)} paid by the landlord`;
  if (f.kind === 'repairs')
    return f.party === 'tenant'
      ? 'are responsible for repairs'
      : f.party === 'landlord'
        ? 'have repairs made by the landlord'
        : 'share repairs with the landlord';
  return null;
}

/** What a question asks of each lease, as a noun phrase ("who pays for repairs", "the monthly rent"). */
export function askedName(v: AskedValue): string {
  if (v.kind === 'tenants') return 'the tenants';
  if (v.kind === 'utility') return v.utility ? `who pays ${utilityName(v.utility)}` : 'the utilities the tenant pays';
  if (v.key === 'repairs') return 'who is responsible for repairs';
  return `the ${leaseTermLabels[v.key].toLowerCase()}`;
}

/** A term's value as words, or null when it is not stated. `past` says whether its date has passed. */
export function valueWords(key: LeaseTermKey, value: unknown, asOf: string): string | null {
  if (value === null || value === undefined) return null;
  switch (key) {
    case 'pets':
    case 'subletting': {
      const noun = key === 'pets' ? 'pets' : 'subletting';
      const verb = key === 'pets' ? 'are' : 'is';
      if (value === 'allowed') return `${noun} ${verb} allowed`;
      if (value === 'with_consent') return `${noun} only with the landlord's consent`;
      return key === 'pets' ? 'no pets' : 'no subletting';
    }
    case 'repairs':
      return value === 'shared' ? 'repairs are shared between landlord and tenant' : `the ${value} is responsible for repairs`;
    case 'monthly_rent':
      return `${money(value as number)} a month`;
    case 'security_deposit':
      return `a security deposit of ${money(value as number)}`;
    case 'pet_deposit':
      return `a pet deposit of ${money(value as number)}`;
    case 'expiration_date':
      return `${(value as string) < asOf ? 'ended' : 'ends'} on ${formatDay(value as string)}`;
    case 'commencement_date':
      return `${(value as string) <= asOf ? 'began' : 'begins'} on ${formatDay(value as string)}`;
    case 'term_months':
      return `a term of ${value} months`;
    case 'notice_to_vacate_days':
      return `${value} days' notice to vacate`;
    case 'governing_law':
      return `governed by ${value} law`;
    case 'landlord':
      return `the landlord is ${value}`;
    case 'tenants':
      return Array.isArray(value) ? (value as string[]).join(', ') : String(value);
    case 'permitted_use':
      return `permitted use: ${value}`;
    case 'premises_address':
      return `premises: ${value}`;
    case 'unit':
      return `unit ${value}`;
    case 'renewal_option': {
      const v = value as { count: number | null; term_months: number | null; notice_days: number | null };
      if (v.count === 0) return 'no renewal option';
      const count = v.count ? `${v.count} renewal ${v.count === 1 ? 'option' : 'options'}` : 'a renewal option';
      const term = v.term_months ? ` of ${v.term_months} months` : '';
      const notice = v.notice_days ? `, exercised with ${v.notice_days} days' notice` : '';
      return `${count}${term}${notice}`;
    }
    case 'early_termination': {
      const v = value as { notice_days: number | null; fee: number | null };
      const notice = v.notice_days ? ` on ${v.notice_days} days' notice` : '';
      const fee = v.fee ? ` with a fee of ${money(v.fee)}` : '';
      return `an early termination right${notice}${fee}`;
    }
    case 'late_fee': {
      const v = value as { amount?: number; percent?: number; grace_days?: number | null };
      const fee = v.amount !== undefined ? money(v.amount) : `${v.percent}%`;
      return `a late fee of ${fee}${v.grace_days ? ` after a ${v.grace_days}-day grace period` : ''}`;
    }
    case 'rent_schedule': {
      const steps = (value as Array<{ from: string; monthly_rent: number }>).filter((s) => s.from > asOf);
      if (!steps.length) return 'no rent change ahead';
      return `rent changes to ${steps.map((s) => `${money(s.monthly_rent)} on ${formatDay(s.from)}`).join(', then ')}`;
    }
    case 'utilities_tenant': {
      const list = value as Utility[];
      return list.length ? `the tenant pays ${list.map(utilityName).join(', ')}` : 'the tenant pays no utilities';
    }
    default:
      return String(value);
  }
}
