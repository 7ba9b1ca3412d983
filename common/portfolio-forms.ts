import { z } from 'zod';
import {
  createPropertySchema,
  createTenantSchema,
  createUnitSchema,
  endNotBeforeStart,
  leaseFields,
  leaseStatuses,
  tenantKinds,
  unitStatuses,
} from './portfolio.js';

/**
 * The portfolio forms: what their text boxes hold, turned into the API's input (common/portfolio.ts) and checked
 * by the same field rules, so a form shows the server's messages before a round trip. Money is typed in dollars
 * ("1,850.00") and sent as cents; an empty box means "none".
 */

const optional = (s: string) => s.trim() || null;

/** Dollars as people type them ("$1,850", "1850.5") → whole cents, or null when empty. */
export function dollarsToCents(text: string): number | null | 'invalid' {
  const s = text.trim().replace(/^\$\s*/, '');
  if (!s) return null;
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(s)) return 'invalid';
  return Math.round(Number(s.replace(/,/g, '')) * 100);
}
/** Cents → what a money box shows ("1850.00"), or '' for none. */
export const centsToDollars = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : (cents / 100).toFixed(2));

const money = (label: string, rule: z.ZodType<number | null, number | null>) =>
  z
    .string()
    .superRefine((v, ctx) => {
      if (dollarsToCents(v) === 'invalid') ctx.addIssue({ code: 'custom', message: `${label} must be an amount in dollars, like 1850 or 1,850.00` });
    })
    .transform((v) => dollarsToCents(v) as number | null)
    .pipe(rule);

const whole = (label: string, rule: z.ZodType<number | null, number | null>) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d*$/.test(v), `${label} must be a whole number`)
    .transform((v) => (v ? Number(v) : null))
    .pipe(rule);

export const propertyFormSchema = z.object({
  name: createPropertySchema.shape.name,
  address: z.string().transform(optional).pipe(createPropertySchema.shape.address.unwrap()),
  type: createPropertySchema.shape.type,
});
export type PropertyFormValues = z.input<typeof propertyFormSchema>;

export const unitFormSchema = z.object({
  label: createUnitSchema.shape.label,
  floor: z.string().transform(optional).pipe(createUnitSchema.shape.floor.unwrap()),
  bedrooms: whole('Bedrooms', createUnitSchema.shape.bedrooms.unwrap()),
  bathrooms: z
    .string()
    .trim()
    .refine((v) => /^(\d+(\.\d+)?)?$/.test(v), 'Bathrooms must be a number, like 1 or 1.5')
    .transform((v) => (v ? Number(v) : null))
    .pipe(createUnitSchema.shape.bathrooms.unwrap()),
  squareFeet: whole('Square feet', createUnitSchema.shape.squareFeet.unwrap()),
  marketRent: money('Market rent', createUnitSchema.shape.marketRentCents.unwrap()),
  status: z.enum(unitStatuses),
});
export type UnitFormValues = z.input<typeof unitFormSchema>;

export const tenantFormSchema = z.object({
  kind: z.enum(tenantKinds),
  name: createTenantSchema.shape.name,
  email: z
    .string()
    .trim()
    .transform((v) => v || null)
    .pipe(createTenantSchema.shape.email.unwrap()),
  phone: z.string().transform(optional).pipe(createTenantSchema.shape.phone.unwrap()),
});
export type TenantFormValues = z.input<typeof tenantFormSchema>;

export const leaseFormSchema = z
  .object({
    propertyId: z.string().min(1, 'Choose the property').pipe(leaseFields.shape.propertyId),
    unitId: z
      .string()
      .transform((v) => v || null)
      .pipe(leaseFields.shape.unitId.unwrap()),
    tenantIds: z.array(z.string()).pipe(leaseFields.shape.tenantIds.unwrap()),
    startDate: z.string().min(1, 'Start date is required').pipe(leaseFields.shape.startDate),
    endDate: z
      .string()
      .transform((v) => v || null)
      .pipe(leaseFields.shape.endDate.unwrap()),
    monthlyRent: money('Monthly rent', leaseFields.shape.monthlyRentCents.unwrap()),
    deposit: money('Deposit', leaseFields.shape.depositCents.unwrap()),
    status: z.enum(leaseStatuses),
  })
  .refine(endNotBeforeStart, { message: 'End date cannot be before the start date', path: ['endDate'] })
  .transform(({ monthlyRent, deposit, ...rest }) => ({ ...rest, monthlyRentCents: monthlyRent, depositCents: deposit }));
export type LeaseFormValues = z.input<typeof leaseFormSchema>;
