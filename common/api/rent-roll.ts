/**
 * /api/app/portfolio/rent-roll: import properties, units, tenants and leases from a rent roll (CSV or XLSX).
 * Uploading reads the file and answers a preview (nothing is written to the portfolio); confirming applies it in
 * one transaction. Matching makes a re-import create nothing twice (server/modules/portfolio/rent-roll).
 */
import { z } from 'zod';
import { leaseStatuses, propertyTypes, tenantKinds } from '../portfolio.js';
import { endpoint } from './endpoint.js';

/** What a row does with a record: creates it, finds it already there, or uses the one an earlier row creates. */
export const rentRollActions = ['create', 'exists', 'repeat'] as const;
export type RentRollAction = (typeof rentRollActions)[number];

const planned = {
  action: z.enum(rentRollActions),
  /** The record's id when it exists already. */
  id: z.string().nullable(),
  /** For `repeat`: the row that creates it. */
  firstRow: z.number().nullable(),
};

export const rentRollRowSchema = z.object({
  /** The row's number in the file, counting from its first non-empty row (1). */
  row: z.number(),
  ok: z.boolean(),
  /** Why the row cannot be imported (each in words a person can act on); empty when `ok`. */
  problems: z.array(z.string()),
  property: z.object({ name: z.string(), ...planned }).nullable(),
  unit: z.object({ label: z.string(), ...planned }).nullable(),
  tenants: z.array(z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), kind: z.enum(tenantKinds), ...planned })),
  lease: z
    .object({
      startDate: z.string(),
      endDate: z.string().nullable(),
      monthlyRentCents: z.number().nullable(),
      depositCents: z.number().nullable(),
      status: z.enum(leaseStatuses),
      ...planned,
    })
    .nullable(),
});
export type RentRollRow = z.output<typeof rentRollRowSchema>;

const tally = z.object({ create: z.number(), exists: z.number() });
export const rentRollFields = ['property', 'unit', 'tenant', 'email', 'phone', 'start', 'end', 'rent', 'deposit'] as const;
export type RentRollField = (typeof rentRollFields)[number];

export const rentRollPreviewSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(['previewed', 'confirmed']),
  /** How each column of the file was read: the field it fills, or null when it is not used. */
  columns: z.array(z.object({ header: z.string(), field: z.enum(rentRollFields).nullable() })),
  propertyType: z.enum(propertyTypes),
  rows: z.array(rentRollRowSchema),
  counts: z.object({
    rows: z.number(),
    ok: z.number(),
    bad: z.number(),
    properties: tally,
    units: tally,
    tenants: tally,
    leases: tally,
  }),
  /** Once confirmed: what was created (rows with problems are skipped). */
  result: z
    .object({
      created: z.object({ properties: z.number(), units: z.number(), tenants: z.number(), leases: z.number() }),
      skippedRows: z.number(),
    })
    .nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type RentRollPreview = z.output<typeof rentRollPreviewSchema>;

/**
 * The multipart fields beside `file`: the type of the properties the import creates, and the property of rows
 * that name none (a rent roll exported for one building often has no property column).
 */
export const rentRollUploadFields = z.object({
  property_type: z.enum(propertyTypes, { message: 'Type must be residential, commercial or mixed' }).default('residential'),
  default_property: z
    .string()
    .trim()
    .max(200, 'Property name must be 200 characters or fewer')
    .transform((v) => v || null)
    .nullable()
    .default(null),
});

const idParams = z.object({ id: z.uuid('Not found') });

export const rentRollApi = {
  /** Multipart (`file` + rentRollUploadFields): reads a CSV or XLSX rent roll and answers its preview; writes no record. */
  upload: endpoint({ method: 'post', path: '/portfolio/rent-roll', rawBody: 'multipart/form-data', response: rentRollPreviewSchema, status: 201 }),
  get: endpoint({ method: 'get', path: '/portfolio/rent-roll/:id', params: idParams, response: rentRollPreviewSchema }),
  /** Applies the rows without problems in one transaction, matched again against the records as they are now. */
  confirm: endpoint({ method: 'post', path: '/portfolio/rent-roll/:id/confirm', params: idParams, response: rentRollPreviewSchema }),
};
