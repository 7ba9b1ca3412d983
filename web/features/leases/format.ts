/**
 * Lease term values in words for people: dates "Mar 1, 2025", money "$1,850.00", objects as a sentence. `null`
 * is "Not stated" (the review form shows that itself, styled).
 */
import type { LeaseTermKey, Permission, Utility } from '@common/lease-terms';

export const NOT_STATED = 'Not stated';

export function formatDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

export function formatMoney(dollars: number): string {
  return dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export const formatCents = (cents: number | null) => (cents === null ? '—' : formatMoney(cents / 100));

/** "Dana Reyes, Sam Lee and Ava Stone". */
export function joinWords(words: string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function formatMonths(months: number): string {
  if (months >= 12 && months % 12 === 0) return `${plural(months, 'month')} (${plural(months / 12, 'year')})`;
  return plural(months, 'month');
}

export const permissionLabels: Record<Permission, string> = {
  allowed: 'Allowed',
  with_consent: "Allowed with the landlord's consent",
  prohibited: 'Not allowed',
};
export const repairLabels: Record<'landlord' | 'tenant' | 'shared', string> = {
  landlord: 'The landlord',
  tenant: 'The tenant',
  shared: 'Shared by landlord and tenant',
};
export const utilityLabels: Record<Utility, string> = {
  water: 'Water',
  electricity: 'Electricity',
  gas: 'Gas',
  trash: 'Trash',
  internet: 'Internet',
  sewer: 'Sewer',
};

type Obj = Record<string, unknown>;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const days = (n: number) => plural(n, 'day');

function lateFee(v: Obj): string {
  const amount = num(v.amount);
  const percent = num(v.percent);
  const grace = num(v.grace_days);
  const fee = [amount !== null ? formatMoney(amount) : null, percent !== null ? `${percent}% of the rent` : null].filter(Boolean).join(' or ');
  const when = grace === null ? '' : grace === 0 ? ', due the day rent is late' : ` after a ${grace}-day grace period`;
  return `${fee || 'A fee'}${when}`;
}

function renewal(v: Obj): string {
  const count = num(v.count);
  const months = num(v.term_months);
  const notice = num(v.notice_days);
  const how = count === null ? 'Renewal option' : count === 1 ? 'One renewal' : `${plural(count, 'renewal')}`;
  const length = months !== null ? ` of ${formatMonths(months)}${count !== null && count > 1 ? ' each' : ''}` : '';
  const warn = notice !== null ? `, on ${days(notice)}' notice` : '';
  return `${how}${length}${warn}`;
}

function earlyTermination(v: Obj): string {
  const notice = num(v.notice_days);
  const fee = num(v.fee);
  const parts = [notice !== null ? `on ${days(notice)}' notice` : null, fee !== null ? `with a ${formatMoney(fee)} fee` : null].filter(Boolean);
  return parts.length ? `Allowed ${parts.join(', ')}` : 'Allowed (notice and fee not stated)';
}

function schedule(v: unknown[]): string {
  return v
    .map((step) => {
      const s = step as Obj;
      const rent = num(s.monthly_rent);
      return `From ${typeof s.from === 'string' ? formatDate(s.from) : '?'}: ${rent !== null ? formatMoney(rent) : '?'} a month`;
    })
    .join('; ');
}

/** A term's value in words; "Not stated" for null. */
export function formatTermValue(key: LeaseTermKey, value: unknown): string {
  if (value === null || value === undefined) return NOT_STATED;
  switch (key) {
    case 'commencement_date':
    case 'expiration_date':
    case 'effective_date':
      return typeof value === 'string' ? formatDate(value) : String(value);
    case 'monthly_rent':
    case 'security_deposit':
    case 'pet_deposit':
      return typeof value === 'number' ? formatMoney(value) : String(value);
    case 'term_months':
      return typeof value === 'number' ? formatMonths(value) : String(value);
    case 'notice_to_vacate_days':
      return typeof value === 'number' ? days(value) : String(value);
    case 'tenants':
      return Array.isArray(value) ? joinWords(value.map(String)) : String(value);
    case 'rent_schedule':
      return Array.isArray(value) ? schedule(value) : String(value);
    case 'late_fee':
      return lateFee(value as Obj);
    case 'renewal_option':
      return renewal(value as Obj);
    case 'early_termination':
      return earlyTermination(value as Obj);
    case 'pets':
    case 'subletting':
      return permissionLabels[value as Permission] ?? String(value);
    case 'repairs':
      return repairLabels[value as keyof typeof repairLabels] ?? String(value);
    case 'utilities_tenant':
      return Array.isArray(value) ? (value.length ? joinWords(value.map((u) => utilityLabels[u as Utility] ?? String(u))) : 'None') : String(value);
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

/** "Mar 4, 2026" for a timestamp. */
export const formatWhen = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
