/**
 * The correction form of each term: what its inputs hold (text the person types) and how that becomes the term's
 * value. Each schema ends in the term's own schema from common/lease-terms.ts (`.pipe(leaseTermSchemas[key])`), the
 * one the server checks with, so the form and the server agree; the first stage only turns typed text into
 * numbers and lists with messages a person understands.
 */
import { z } from 'zod';
import { leaseTermLabels, leaseTermSchemas, permissions, repairParties, utilities, type LeaseTermKey } from '@common/lease-terms';

export type TermFormKind =
  | 'text'
  | 'date'
  | 'money'
  | 'count'
  | 'names'
  | 'schedule'
  | 'lateFee'
  | 'renewal'
  | 'early'
  | 'permission'
  | 'repairs'
  | 'utilities';

export const termFormKinds: Record<LeaseTermKey, TermFormKind> = {
  landlord: 'text',
  tenants: 'names',
  premises_address: 'text',
  unit: 'text',
  commencement_date: 'date',
  expiration_date: 'date',
  effective_date: 'date',
  term_months: 'count',
  monthly_rent: 'money',
  rent_schedule: 'schedule',
  security_deposit: 'money',
  late_fee: 'lateFee',
  renewal_option: 'renewal',
  notice_to_vacate_days: 'count',
  early_termination: 'early',
  pets: 'permission',
  pet_deposit: 'money',
  subletting: 'permission',
  repairs: 'repairs',
  utilities_tenant: 'utilities',
  permitted_use: 'text',
  governing_law: 'text',
};

/** "1,850.00" or "$1850" → 1850; '' → the message. */
const amount = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${what}`)
    .transform((v) => Number(v.replace(/[$,\s]/g, '')))
    .pipe(z.number({ message: `${what[0]!.toUpperCase()}${what.slice(1)} must be an amount in dollars, like 1850.00` }).min(0, 'An amount cannot be negative'));
const optionalAmount = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : Number(v.replace(/[$,\s]/g, ''))))
  .pipe(z.number({ message: 'Enter an amount in dollars, like 75.00' }).min(0, 'An amount cannot be negative').nullable());
const whole = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${what}`)
    .transform(Number)
    .pipe(z.number({ message: 'Enter a whole number' }).int('Enter a whole number').min(0, 'Cannot be negative'));
const optionalNumber = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : Number(v.replace(/[%\s]/g, ''))))
  .pipe(z.number({ message: 'Enter a number' }).min(0, 'Cannot be negative').nullable());
const optionalWhole = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : Number(v)))
  .pipe(z.number({ message: 'Enter a whole number' }).int('Enter a whole number').min(0, 'Cannot be negative').nullable());
const date = z.string().min(1, 'Pick a date');

const asTermValue = (input: z.ZodType, key: LeaseTermKey) => z.object({ value: input.pipe(leaseTermSchemas[key] as z.ZodType) });

/** The form's schema for one term: { value: <inputs> } in, { value: <the term's value> } out. */
export function termFormSchema(key: LeaseTermKey) {
  const label = leaseTermLabels[key].toLowerCase();
  switch (termFormKinds[key]) {
    case 'text':
      return asTermValue(z.string().trim().min(1, `Enter the ${label}, or mark it not stated`), key);
    case 'date':
      return asTermValue(date, key);
    case 'money':
      return asTermValue(amount(`the ${label}`), key);
    case 'count':
      return asTermValue(whole(key === 'term_months' ? 'the number of months' : 'the number of days'), key);
    case 'permission':
      return asTermValue(z.enum(permissions, { message: 'Choose one' }), key);
    case 'repairs':
      return asTermValue(z.enum(repairParties, { message: 'Choose one' }), key);
    case 'utilities':
      return asTermValue(z.array(z.enum(utilities)), key);
    case 'names':
      return asTermValue(
        z
          .array(z.object({ name: z.string() }))
          .transform((rows) => rows.map((r) => r.name.trim()).filter(Boolean))
          .pipe(z.array(z.string()).min(1, 'Add at least one tenant')),
        key,
      );
    case 'schedule':
      return asTermValue(
        z
          .array(z.object({ from: date, monthly_rent: amount('the rent') }))
          .min(1, 'Add at least one step')
          .transform((steps) => [...steps].sort((a, b) => a.from.localeCompare(b.from))),
        key,
      );
    case 'lateFee':
      return asTermValue(
        z
          .object({ amount: optionalAmount, percent: optionalNumber, grace_days: optionalWhole })
          .refine((v) => v.amount !== null || v.percent !== null, { message: 'Enter an amount or a percent', path: ['amount'] })
          .transform((v) => ({
            ...(v.amount !== null ? { amount: v.amount } : {}),
            ...(v.percent !== null ? { percent: v.percent } : {}),
            grace_days: v.grace_days,
          })),
        key,
      );
    case 'renewal':
      return asTermValue(z.object({ count: optionalWhole, term_months: optionalWhole, notice_days: optionalWhole }), key);
    case 'early':
      return asTermValue(z.object({ notice_days: optionalWhole, fee: optionalAmount }), key);
  }
}

type Obj = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The inputs' starting values: the value in use, as text. */
export function termFormDefaults(key: LeaseTermKey, value: unknown): { value: unknown } {
  const o = (value ?? {}) as Obj;
  switch (termFormKinds[key]) {
    case 'text':
    case 'date':
    case 'money':
    case 'count':
      return { value: str(value) };
    case 'permission':
    case 'repairs':
      return { value: value ?? '' };
    case 'utilities':
      return { value: Array.isArray(value) ? value : [] };
    case 'names':
      return { value: Array.isArray(value) && value.length ? value.map((name) => ({ name: String(name) })) : [{ name: '' }] };
    case 'schedule':
      return {
        value:
          Array.isArray(value) && value.length
            ? value.map((s) => ({ from: str((s as Obj).from), monthly_rent: str((s as Obj).monthly_rent) }))
            : [{ from: '', monthly_rent: '' }],
      };
    case 'lateFee':
      return { value: { amount: str(o.amount), percent: str(o.percent), grace_days: str(o.grace_days) } };
    case 'renewal':
      return { value: { count: str(o.count), term_months: str(o.term_months), notice_days: str(o.notice_days) } };
    case 'early':
      return { value: { notice_days: str(o.notice_days), fee: str(o.fee) } };
  }
}
