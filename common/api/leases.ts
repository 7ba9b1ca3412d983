/**
 * /api/app/leases: lease abstraction (issue 10). A document's abstraction (its terms, each with the passage it was
 * read from), the review form's actions (accept, correct, set "not stated"), an amendment's link to the lease it
 * changes, and a lease's terms as of a date. Values use the shapes of common/lease-terms.ts.
 */
import { z } from 'zod';
import { abstractionStatuses, leaseLinkStatuses, termReviewStatuses } from '../lease-abstraction.js';
import { amendmentTermKeys, documentLeaseKinds, termEvidenceSchema } from '../lease-terms.js';
import { leaseStatuses, propertyTypes, tenantKinds } from '../portfolio.js';
import { endpoint } from './endpoint.js';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date (YYYY-MM-DD)')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'That is not a real date');

/** Who did something and when; `by` is null when that member has left. */
const stamp = z.object({ by: z.string().nullable(), at: z.string() });

export const termSchema = z.object({
  key: z.enum(amendmentTermKeys),
  /** The value in use: a person's correction if any, else what was extracted; null = not stated. */
  value: z.unknown(),
  /** What the extractor found (kept when a person corrects it). */
  extractedValue: z.unknown(),
  status: z.enum(termReviewStatuses),
  /** 0..1; below 0.6 the form asks for attention. */
  confidence: z.number(),
  evidence: termEvidenceSchema.nullable(),
  corrected: stamp.nullable(),
  accepted: stamp.nullable(),
  /** Every correction, oldest first. */
  history: z.array(z.object({ previousValue: z.unknown(), value: z.unknown(), by: z.string().nullable(), at: z.string() })),
});
export type AbstractionTerm = z.output<typeof termSchema>;

/** A lease record in a few words, for links and choices: "12 Oak Street · 4B · Dana Reyes". */
export const leaseSummarySchema = z.object({
  id: z.string(),
  label: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: z.enum(leaseStatuses),
});
export type LeaseSummary = z.output<typeof leaseSummarySchema>;

export const abstractionSchema = z.object({
  documentId: z.string(),
  /** The version the terms were read from (the viewer's `version`), null before the first read. */
  versionId: z.string().nullable(),
  kind: z.enum(documentLeaseKinds),
  status: z.enum(abstractionStatuses),
  /** Why it failed, in words for a manager. */
  error: z.string().nullable(),
  /** Ready, but not (yet) in the portfolio: why, and what to correct (e.g. the premises are not stated). */
  portfolioNote: z.string().nullable(),
  extractorVersion: z.string().nullable(),
  /** A lease: the lease record it fills. An amendment: the lease it changes. */
  lease: leaseSummarySchema.nullable(),
  leaseLink: z.enum(leaseLinkStatuses).nullable(),
  /** Terms neither accepted nor corrected yet. */
  toReview: z.number(),
  terms: z.array(termSchema),
  updatedAt: z.string(),
});
export type Abstraction = z.output<typeof abstractionSchema>;

export const documentAbstractionSchema = z.object({
  documentId: z.string(),
  abstraction: abstractionSchema.nullable(),
  /** No abstraction yet, but one is on its way (the document is a lease still being read, or its job is queued). */
  awaiting: z.boolean(),
});
export type DocumentAbstraction = z.output<typeof documentAbstractionSchema>;

export const termAsOfSchema = z.object({
  key: z.enum(amendmentTermKeys),
  value: z.unknown(),
  source: z
    .object({
      documentId: z.string(),
      title: z.string(),
      kind: z.enum(documentLeaseKinds),
      effectiveDate: z.string().nullable(),
      evidence: termEvidenceSchema.nullable(),
    })
    .nullable(),
  history: z.array(
    z.object({
      value: z.unknown(),
      documentId: z.string(),
      title: z.string(),
      kind: z.enum(documentLeaseKinds),
      effectiveDate: z.string().nullable(),
      corrected: z.boolean(),
    }),
  ),
});
export type TermAsOfDto = z.output<typeof termAsOfSchema>;

export const leaseTermsAsOfSchema = z.object({ leaseId: z.string(), asOf: z.string(), terms: z.array(termAsOfSchema) });

export const leaseDocumentSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  kind: z.enum(documentLeaseKinds),
  status: z.enum(abstractionStatuses),
  leaseLink: z.enum(leaseLinkStatuses).nullable(),
  effectiveDate: z.string().nullable(),
  toReview: z.number(),
  addedAt: z.string(),
});
export type LeaseDocument = z.output<typeof leaseDocumentSchema>;

export const leasePageSchema = z.object({
  lease: z.object({
    id: z.string(),
    label: z.string(),
    status: z.enum(leaseStatuses),
    startDate: z.string(),
    endDate: z.string().nullable(),
    monthlyRentCents: z.number().nullable(),
    depositCents: z.number().nullable(),
    property: z.object({ id: z.string(), name: z.string(), address: z.string().nullable(), type: z.enum(propertyTypes) }),
    unit: z.object({ id: z.string(), label: z.string() }).nullable(),
    tenants: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(tenantKinds) })),
  }),
  documents: z.array(leaseDocumentSchema),
});
export type LeasePage = z.output<typeof leasePageSchema>;

const documentParams = z.object({ documentId: z.uuid('Not found') });
const termParams = z.object({ documentId: z.uuid('Not found'), key: z.enum(amendmentTermKeys, { message: 'Unknown term' }) });
const leaseParams = z.object({ id: z.uuid('Not found') });

/** A correction: the term's value in its shape (common/lease-terms.ts), or null for "not stated". */
export const correctTermSchema = z
  .object({ value: z.unknown() })
  .refine((b) => b.value !== undefined, { message: 'Send a value (null for not stated)', path: ['value'] });
export const leaseLinkSchema = z.object({ leaseId: z.uuid('Choose a lease').nullable() });
export const asOfQuery = z.object({ asOf: isoDate.optional() });
export const leaseChoicesQuery = z.object({ q: z.string().trim().max(200, 'Search text must be 200 characters or fewer').optional() });

export const leasesApi = {
  abstraction: endpoint({ method: 'get', path: '/leases/abstractions/:documentId', params: documentParams, response: documentAbstractionSchema }),
  correctTerm: endpoint({
    method: 'post',
    path: '/leases/abstractions/:documentId/terms/:key/correct',
    params: termParams,
    body: correctTermSchema,
    response: abstractionSchema,
  }),
  acceptTerm: endpoint({ method: 'post', path: '/leases/abstractions/:documentId/terms/:key/accept', params: termParams, response: abstractionSchema }),
  acceptAll: endpoint({ method: 'post', path: '/leases/abstractions/:documentId/accept-all', params: documentParams, response: abstractionSchema }),
  rerun: endpoint({ method: 'post', path: '/leases/abstractions/:documentId/rerun', params: documentParams, response: documentAbstractionSchema }),
  /** An amendment's lease: confirm the suggestion, pick another, or `null` to leave it unlinked. */
  setLease: endpoint({
    method: 'put',
    path: '/leases/abstractions/:documentId/lease',
    params: documentParams,
    body: leaseLinkSchema,
    response: abstractionSchema,
  }),
  choices: endpoint({
    method: 'get',
    path: '/leases/choices',
    query: leaseChoicesQuery,
    response: z.object({ items: z.array(leaseSummarySchema) }),
  }),
  page: endpoint({ method: 'get', path: '/leases/:id', params: leaseParams, response: leasePageSchema }),
  termsAsOf: endpoint({ method: 'get', path: '/leases/:id/terms', params: leaseParams, query: asOfQuery, response: leaseTermsAsOfSchema }),
};
