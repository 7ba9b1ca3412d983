/**
 * The public API's portfolio contract (decision 0027): snake_case bodies and records, mapped explicitly to and
 * from the shared camelCase contract in common/portfolio.ts, whose field rules and messages they reuse.
 */
import { z } from '@hono/zod-openapi';
import type { Lease, Property, Tenant, Unit } from '../../../common/api/portfolio.js';
import {
  createPropertySchema,
  createTenantSchema,
  createUnitSchema,
  leaseFields,
  leaseStatuses,
  portfolioPageLimit,
  propertyTypes,
  tenantKinds,
  unitStatuses,
} from '../../../common/portfolio.js';

const stamps = { created_at: z.iso.datetime(), updated_at: z.iso.datetime() };
const query = (name: string, description: string) => ({ param: { name, in: 'query' as const }, description });

export const PropertyV1 = z
  .object({ id: z.uuid(), name: z.string(), address: z.string().nullable(), type: z.enum(propertyTypes), unit_count: z.number().int(), ...stamps })
  .openapi('Property');
export const UnitV1 = z
  .object({
    id: z.uuid(),
    property_id: z.uuid(),
    label: z.string(),
    floor: z.string().nullable(),
    bedrooms: z.number().int().nullable(),
    bathrooms: z.number().nullable(),
    square_feet: z.number().int().nullable(),
    market_rent_cents: z.number().int().nullable().openapi({ description: 'Money is integer cents: 185000 is $1,850.00.' }),
    status: z.enum(unitStatuses),
    ...stamps,
  })
  .openapi('Unit');
export const TenantV1 = z
  .object({ id: z.uuid(), kind: z.enum(tenantKinds), name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), ...stamps })
  .openapi('Tenant');
export const LeaseV1 = z
  .object({
    id: z.uuid(),
    property_id: z.uuid(),
    unit_id: z.uuid().nullable(),
    tenant_ids: z.array(z.uuid()),
    start_date: z.iso.date(),
    end_date: z.iso.date().nullable(),
    monthly_rent_cents: z.number().int().nullable(),
    deposit_cents: z.number().int().nullable(),
    status: z.enum(leaseStatuses),
    ...stamps,
  })
  .openapi('Lease');

export const propertyV1 = (p: Property): z.input<typeof PropertyV1> => ({
  id: p.id,
  name: p.name,
  address: p.address,
  type: p.type,
  unit_count: p.unitCount,
  created_at: p.createdAt,
  updated_at: p.updatedAt,
});
export const unitV1 = (u: Unit): z.input<typeof UnitV1> => ({
  id: u.id,
  property_id: u.propertyId,
  label: u.label,
  floor: u.floor,
  bedrooms: u.bedrooms,
  bathrooms: u.bathrooms,
  square_feet: u.squareFeet,
  market_rent_cents: u.marketRentCents,
  status: u.status,
  created_at: u.createdAt,
  updated_at: u.updatedAt,
});
export const tenantV1 = (t: Tenant): z.input<typeof TenantV1> => ({
  id: t.id,
  kind: t.kind,
  name: t.name,
  email: t.email,
  phone: t.phone,
  created_at: t.createdAt,
  updated_at: t.updatedAt,
});
export const leaseV1 = (l: Lease): z.input<typeof LeaseV1> => ({
  id: l.id,
  property_id: l.propertyId,
  unit_id: l.unitId,
  tenant_ids: l.tenantIds,
  start_date: l.startDate,
  end_date: l.endDate,
  monthly_rent_cents: l.monthlyRentCents,
  deposit_cents: l.depositCents,
  status: l.status,
  created_at: l.createdAt,
  updated_at: l.updatedAt,
});

// ---- request bodies: the shared field rules under snake_case names ------------------------------------------
const pf = createPropertySchema.shape;
export const CreatePropertyV1 = z
  .object({ name: pf.name, address: pf.address, type: pf.type })
  .openapi('CreateProperty', { example: { name: 'Oak Street Apartments', address: '12 Oak Street', type: 'residential' } });
export const UpdatePropertyV1 = CreatePropertyV1.partial().openapi('UpdateProperty');
export const propertyInput = (b: z.output<typeof UpdatePropertyV1>) => ({ name: b.name, address: b.address, type: b.type });

const uf = createUnitSchema.shape;
const unitFields = {
  label: uf.label,
  floor: uf.floor,
  bedrooms: uf.bedrooms,
  bathrooms: uf.bathrooms,
  square_feet: uf.squareFeet,
  market_rent_cents: uf.marketRentCents,
  status: uf.status,
};
export const CreateUnitV1 = z
  .object({ property_id: uf.propertyId, ...unitFields })
  .openapi('CreateUnit', { example: { property_id: '3f1c2a9e-5b7d-4c1e-9a2f-8d6b4e0c1a23', label: '4B', bedrooms: 2, market_rent_cents: 185000 } });
export const UpdateUnitV1 = z.object(unitFields).partial().openapi('UpdateUnit');
export const unitInput = (b: z.output<typeof UpdateUnitV1>) => ({
  label: b.label,
  floor: b.floor,
  bedrooms: b.bedrooms,
  bathrooms: b.bathrooms,
  squareFeet: b.square_feet,
  marketRentCents: b.market_rent_cents,
  status: b.status,
});

const tf = createTenantSchema.shape;
export const CreateTenantV1 = z
  .object({ kind: tf.kind, name: tf.name, email: tf.email, phone: tf.phone })
  .openapi('CreateTenant', { example: { kind: 'person', name: 'Dana Reyes', email: 'dana@example.com' } });
export const UpdateTenantV1 = CreateTenantV1.partial().openapi('UpdateTenant');
export const tenantInput = (b: z.output<typeof UpdateTenantV1>) => ({ kind: b.kind, name: b.name, email: b.email, phone: b.phone });

const lf = leaseFields.shape;
const leaseShape = {
  property_id: lf.propertyId,
  unit_id: lf.unitId,
  tenant_ids: lf.tenantIds,
  start_date: lf.startDate,
  end_date: lf.endDate,
  monthly_rent_cents: lf.monthlyRentCents,
  deposit_cents: lf.depositCents,
  status: lf.status,
};
const endAfterStart = (v: { start_date?: string; end_date?: string | null }) => !v.start_date || !v.end_date || v.end_date >= v.start_date;
const endMessage = { message: 'End date cannot be before the start date', path: ['end_date'] };
export const CreateLeaseV1 = z
  .object(leaseShape)
  .refine(endAfterStart, endMessage)
  .openapi('CreateLease', {
    example: {
      property_id: '3f1c2a9e-5b7d-4c1e-9a2f-8d6b4e0c1a23',
      start_date: '2025-01-01',
      end_date: '2025-12-31',
      monthly_rent_cents: 185000,
      status: 'active',
    },
  });
export const UpdateLeaseV1 = z.object(leaseShape).partial().refine(endAfterStart, endMessage).openapi('UpdateLease');
export const leaseInput = (b: z.output<typeof UpdateLeaseV1>) => ({
  propertyId: b.property_id,
  unitId: b.unit_id,
  tenantIds: b.tenant_ids,
  startDate: b.start_date,
  endDate: b.end_date,
  monthlyRentCents: b.monthly_rent_cents,
  depositCents: b.deposit_cents,
  status: b.status,
});

/** Service errors name camelCase fields; the public API names its own snake_case ones. */
export const snakeField = (field: string) => field.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

/** The list filters of both APIs (listFilterSchema's rules), with the public API's parameter documentation. */
export const listQueryV1 = (statusHelp: string, withProperty: boolean) =>
  z.object({
    q: z.string().trim().max(200, 'q must be 200 characters or fewer').optional().openapi(query('q', 'Free text: names, labels, addresses.')),
    status: z.string().max(20).optional().openapi(query('status', statusHelp)),
    ...(withProperty ? { property_id: z.uuid('property_id must be an id').optional().openapi(query('property_id', 'Only records of this property.')) } : {}),
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(portfolioPageLimit, `limit must be ${portfolioPageLimit} or less`)
      .default(50)
      .openapi(query('limit', `Records per page (default 50, at most ${portfolioPageLimit}).`)),
    page: z.coerce
      .number({ message: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .default(1)
      .openapi(query('page', 'Page number, from 1; follow `next_page`.')),
  });
