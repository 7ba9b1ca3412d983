import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { leaseStatuses, propertyTypes, tenantKinds, unitStatuses } from '../../../common/portfolio.js';
import { organization } from './auth.js';

/**
 * Portfolio records (decision 0027). Every table carries workspace_id and every query filters on it. Deleting a
 * workspace removes them all; inside a workspace a property, unit or tenant that a lease or unit still refers to
 * cannot be deleted (the service answers 409 first; the foreign keys, NO ACTION, are the backstop). Money is
 * integer cents.
 */

const workspaceId = () =>
  text('workspace_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' });
const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text('name').notNull(),
    address: text('address'),
    type: text('type', { enum: propertyTypes }).notNull(),
    /** Optional photo: a generated storage key (deps.storage) and its type, decided by content (JPEG, PNG, WebP). */
    photoStorageKey: text('photo_storage_key'),
    photoMimeType: text('photo_mime_type'),
    /**
     * Named by Propwise after its street, when a lease made it: the building name a later lease gives replaces it.
     * A person's rename clears it, so their name stays.
     */
    nameFromLease: boolean('name_from_lease').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('properties_workspace_idx').on(t.workspaceId, t.name)],
);

export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    label: text('label').notNull(),
    floor: text('floor'),
    bedrooms: integer('bedrooms'),
    bathrooms: numeric('bathrooms', { precision: 4, scale: 1, mode: 'number' }),
    squareFeet: integer('square_feet'),
    marketRentCents: bigint('market_rent_cents', { mode: 'number' }),
    status: text('status', { enum: unitStatuses }).notNull().default('vacant'),
    ...timestamps(),
  },
  // One "4B" per property, whatever its case: the rent-roll import matches units by label.
  (t) => [
    index('units_workspace_property_idx').on(t.workspaceId, t.propertyId, t.label),
    uniqueIndex('units_property_label_unique').on(t.propertyId, sql`lower(${t.label})`),
  ],
);

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    kind: text('kind', { enum: tenantKinds }).notNull().default('person'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    ...timestamps(),
  },
  (t) => [index('tenants_workspace_idx').on(t.workspaceId, t.name)],
);

export const leases = pgTable(
  'leases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    /** One unit for now; a lease over several units is a later change (a lease_units table). */
    unitId: uuid('unit_id').references(() => units.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    monthlyRentCents: bigint('monthly_rent_cents', { mode: 'number' }),
    depositCents: bigint('deposit_cents', { mode: 'number' }),
    status: text('status', { enum: leaseStatuses }).notNull().default('draft'),
    ...timestamps(),
  },
  (t) => [index('leases_workspace_property_idx').on(t.workspaceId, t.propertyId, t.startDate), index('leases_unit_idx').on(t.unitId)],
);

/** The tenants of a lease. Deleting the lease removes these; a tenant on a lease cannot be deleted. */
export const leaseTenants = pgTable(
  'lease_tenants',
  {
    workspaceId: workspaceId(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
  },
  (t) => [primaryKey({ columns: [t.leaseId, t.tenantId] }), index('lease_tenants_tenant_idx').on(t.tenantId)],
);

/**
 * How many committed changes each part of a workspace's portfolio has had: its records (properties, units, tenants,
 * leases and their tenants), its abstractions (which document is read as which lease's lease or amendment, and those
 * documents' titles and dates), the abstractions' states (read, failed, reviewed) and each of its lease terms
 * (`term_versions`: a count per term key, e.g. {"pets": 3}). Database triggers (migration portfolio-version) add one
 * to a part at the commit of every transaction that changes it. A process holding a workspace's portfolio in memory
 * reads this one row to know what of it is still current, whichever process made the change
 * (server/modules/leases/portfolio-snapshot.ts). No row yet: nothing changed since the triggers exist.
 */
export const portfolioVersions = pgTable('portfolio_versions', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  recordsVersion: bigint('records_version', { mode: 'number' }).notNull().default(0),
  abstractionsVersion: bigint('abstractions_version', { mode: 'number' }).notNull().default(0),
  statesVersion: bigint('states_version', { mode: 'number' }).notNull().default(0),
  termVersions: jsonb('term_versions').$type<Record<string, number>>().notNull().default({}),
});
