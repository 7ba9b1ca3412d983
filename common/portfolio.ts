import { z } from 'zod';

/**
 * Portfolio records (decision 0027): properties, units, tenants and leases. These schemas validate the web app's
 * API (/api/app/portfolio) and are what the public API's snake_case bodies are mapped onto, so both APIs share
 * one set of rules and messages. Money is integer cents (no float rounding; 185000 = $1,850.00).
 */
export const propertyTypes = ['residential', 'commercial', 'mixed'] as const;
export const unitStatuses = ['vacant', 'occupied', 'unavailable'] as const;
export const tenantKinds = ['person', 'company'] as const;
export const leaseStatuses = ['draft', 'active', 'expired', 'terminated'] as const;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be ${max.toLocaleString('en-US')} characters or fewer`);
const required = (label: string, max: number) => text(label, max).min(1, `${label} is required`);
const optionalText = (label: string, max: number) =>
  text(label, max)
    .transform((v) => v || null)
    .nullable();
const count = (label: string, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be ${max.toLocaleString('en-US')} or less`);
/** Cents, at most $1 billion. */
const cents = (label: string) => count(label, 100_000_000_000);
const isoDate = (label: string) =>
  z
    .string({ message: `${label} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${label} is not a real date`);
const id = (label: string) => z.uuid(`${label} must be an id`);

export const createPropertySchema = z.object({
  name: required('Property name', 200),
  address: optionalText('Address', 500).optional(),
  type: z.enum(propertyTypes, { message: 'Type must be residential, commercial or mixed' }),
});
export const updatePropertySchema = createPropertySchema.partial();
export type PropertyInput = z.output<typeof createPropertySchema>;

export const createUnitSchema = z.object({
  propertyId: id('Property'),
  label: required('Unit label', 100),
  floor: optionalText('Floor', 50).optional(),
  bedrooms: count('Bedrooms', 100).nullable().optional(),
  // Half baths exist: bathrooms in steps of 0.5.
  bathrooms: z
    .number({ message: 'Bathrooms must be a number' })
    .min(0, 'Bathrooms cannot be negative')
    .max(100, 'Bathrooms must be 100 or less')
    .refine((v) => Number.isInteger(v * 2), 'Bathrooms must be a whole or half number')
    .nullable()
    .optional(),
  squareFeet: count('Square feet', 10_000_000).nullable().optional(),
  marketRentCents: cents('Market rent').nullable().optional(),
  status: z.enum(unitStatuses, { message: 'Status must be vacant, occupied or unavailable' }).optional(),
});
// A unit stays in its property: moving it would orphan its leases' property.
export const updateUnitSchema = createUnitSchema.omit({ propertyId: true }).partial();
export type UnitInput = z.output<typeof createUnitSchema>;

export const createTenantSchema = z.object({
  kind: z.enum(tenantKinds, { message: 'Kind must be person or company' }).optional(),
  name: required('Tenant name', 200),
  email: z.email('Email must be an email address').max(320, 'Email must be 320 characters or fewer').nullable().optional(),
  phone: optionalText('Phone', 50).optional(),
});
export const updateTenantSchema = createTenantSchema.partial();
export type TenantInput = z.output<typeof createTenantSchema>;

export const leaseFields = z.object({
  propertyId: id('Property'),
  unitId: id('Unit').nullable().optional(),
  tenantIds: z.array(id('Tenant'), { message: 'Tenants must be a list of tenant ids' }).max(50, 'At most 50 tenants').optional(),
  startDate: isoDate('Start date'),
  endDate: isoDate('End date').nullable().optional(),
  monthlyRentCents: cents('Monthly rent').nullable().optional(),
  depositCents: cents('Deposit').nullable().optional(),
  status: z.enum(leaseStatuses, { message: 'Status must be draft, active, expired or terminated' }).optional(),
});
export const endNotBeforeStart = (v: { startDate?: string; endDate?: string | null }) => !v.startDate || !v.endDate || v.endDate >= v.startDate;
const endMessage = { message: 'End date cannot be before the start date', path: ['endDate'] };
export const createLeaseSchema = leaseFields.refine(endNotBeforeStart, endMessage);
export const updateLeaseSchema = leaseFields.partial().refine(endNotBeforeStart, endMessage);
export type LeaseInput = z.output<typeof createLeaseSchema>;
export type LeaseUpdate = z.output<typeof updateLeaseSchema>;

/** List filters shared by both APIs: free text, status, property, and a page. */
export const portfolioPageLimit = 200;
export const listFilterSchema = z.object({
  q: z.string().trim().max(200, 'q must be 200 characters or fewer').optional(),
  propertyId: id('Property').optional(),
  status: z.string().max(20).optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(portfolioPageLimit, `limit must be ${portfolioPageLimit} or less`)
    .default(50),
  page: z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').default(1),
});
export type ListFilter = z.output<typeof listFilterSchema>;

/** Leases also filter by a tenant on them (a tenant's leases). */
export const leaseListFilterSchema = listFilterSchema.extend({ tenantId: id('Tenant').optional() });
export type LeaseListFilter = z.output<typeof leaseListFilterSchema>;
