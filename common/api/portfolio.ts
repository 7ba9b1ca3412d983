/** /api/app/portfolio: properties, units, tenants and leases of the active workspace (decision 0027). */
import { z } from 'zod';
import {
  createLeaseSchema,
  createPropertySchema,
  createTenantSchema,
  createUnitSchema,
  leaseListFilterSchema,
  leaseStatuses,
  listFilterSchema,
  propertyTypes,
  tenantKinds,
  unitStatuses,
  updateLeaseSchema,
  updatePropertySchema,
  updateTenantSchema,
  updateUnitSchema,
} from '../portfolio.js';
import { endpoint, raw } from './endpoint.js';

const stamps = { createdAt: z.string(), updatedAt: z.string() };

export const propertySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  type: z.enum(propertyTypes),
  unitCount: z.number(),
  /** Units marked occupied or under a lease that is active today. */
  occupiedCount: z.number(),
  /** The photo's address in this API (changes when the property does), or null without one. */
  photoUrl: z.string().nullable(),
  ...stamps,
});
export type Property = z.output<typeof propertySchema>;

export const unitSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  label: z.string(),
  floor: z.string().nullable(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  squareFeet: z.number().nullable(),
  marketRentCents: z.number().nullable(),
  status: z.enum(unitStatuses),
  /** Marked occupied, or under a lease that is active today (what the property's occupied count counts). */
  occupied: z.boolean(),
  ...stamps,
});
export type Unit = z.output<typeof unitSchema>;

export const tenantSchema = z.object({
  id: z.string(),
  kind: z.enum(tenantKinds),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  ...stamps,
});
export type Tenant = z.output<typeof tenantSchema>;

export const leaseSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  unitId: z.string().nullable(),
  tenantIds: z.array(z.string()),
  /** For showing the lease without more requests: its property's name, its unit's label, its tenants' names. */
  propertyName: z.string(),
  unitLabel: z.string().nullable(),
  tenants: z.array(z.object({ id: z.string(), name: z.string() })),
  startDate: z.string(),
  endDate: z.string().nullable(),
  monthlyRentCents: z.number().nullable(),
  depositCents: z.number().nullable(),
  status: z.enum(leaseStatuses),
  ...stamps,
});
export type Lease = z.output<typeof leaseSchema>;

/** A page of a list: `nextPage` is null on the last page. */
const page = <T extends z.ZodType>(key: string, item: T) => z.object({ items: z.array(item), nextPage: z.number().nullable() }).describe(key);

// A malformed id names nothing: declaredRoutes answers 404 for it.
const idParams = z.object({ id: z.uuid('Not found') });

function crud<P extends string, C extends z.ZodType, U extends z.ZodType, R extends z.ZodType>(path: P, create: C, update: U, item: R) {
  const one = `${path}/:id` as const;
  return {
    list: endpoint({ method: 'get', path, query: listFilterSchema, response: page(path, item) }),
    create: endpoint({ method: 'post', path, body: create, response: item, status: 201 }),
    get: endpoint({ method: 'get', path: one, params: idParams, response: item }),
    update: endpoint({ method: 'patch', path: one, params: idParams, body: update, response: item }),
    remove: endpoint({ method: 'delete', path: one, params: idParams, response: null }),
  };
}

const properties = crud('/portfolio/properties', createPropertySchema, updatePropertySchema, propertySchema);
const units = crud('/portfolio/units', createUnitSchema, updateUnitSchema, unitSchema);
const tenants = crud('/portfolio/tenants', createTenantSchema, updateTenantSchema, tenantSchema);
const leases = crud('/portfolio/leases', createLeaseSchema, updateLeaseSchema, leaseSchema);

export const portfolioApi = {
  listProperties: properties.list,
  createProperty: properties.create,
  getProperty: properties.get,
  updateProperty: properties.update,
  removeProperty: properties.remove,
  /** Multipart (`file`): a JPEG, PNG or WebP photo, typed by its content; replaces the property's photo. */
  setPropertyPhoto: endpoint({
    method: 'post',
    path: '/portfolio/properties/:id/photo',
    params: idParams,
    rawBody: 'multipart/form-data',
    response: propertySchema,
  }),
  /** The photo itself (its `photoUrl`), to members of the property's workspace only. */
  propertyPhoto: endpoint({
    method: 'get',
    path: '/portfolio/properties/:id/photo',
    params: idParams,
    query: z.object({ v: z.string().max(20).optional() }),
    response: raw('image/*'),
  }),
  removePropertyPhoto: endpoint({ method: 'delete', path: '/portfolio/properties/:id/photo', params: idParams, response: propertySchema }),
  listUnits: units.list,
  createUnit: units.create,
  getUnit: units.get,
  updateUnit: units.update,
  removeUnit: units.remove,
  listTenants: tenants.list,
  createTenant: tenants.create,
  getTenant: tenants.get,
  updateTenant: tenants.update,
  removeTenant: tenants.remove,
  listLeases: endpoint({ method: 'get', path: '/portfolio/leases', query: leaseListFilterSchema, response: leases.list.response }),
  createLease: leases.create,
  getLease: leases.get,
  updateLease: leases.update,
  removeLease: leases.remove,
};
