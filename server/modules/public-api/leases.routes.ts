/**
 * Lease abstraction in the public API (the lease API contract): a document's abstracted terms with their
 * evidence, and a lease's terms as of a date with the document that set each. snake_case, mapped explicitly.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Abstraction } from '../../../common/api/leases.js';
import { abstractionStatuses, leaseLinkStatuses, termReviewStatuses } from '../../../common/lease-abstraction.js';
import { documentLeaseKinds, type TermAsOf, type TermEvidence } from '../../../common/lease-terms.js';
import { AppError } from '../../lib/errors.js';
import { documentAbstraction } from '../leases/abstraction-view.js';
import { todayUtc } from '../leases/dates.js';
import { leaseTermsAsOf } from '../leases/lease-terms.service.js';
import { requireLevel } from './api-key-auth.js';
import { bearer, curlSample, errorResponses, type PublicApi, type PublicApiContext } from './route-helpers.js';
import { DocumentIdParam } from './schemas.js';

const EvidenceV1 = z.object({ page: z.number().int(), quote: z.string(), char_start: z.number().int(), char_end: z.number().int() }).openapi('TermEvidence', {
  description: "Where the value was read: the page, the quoted words and their span in the document's text (GET /documents/{id}/text).",
});
const valueDoc = {
  description:
    'The value in the shape of its term (dates YYYY-MM-DD, money a decimal number in dollars, lists, objects); null when the document does not state it.',
};

const AbstractionV1 = z
  .object({
    document_id: z.uuid(),
    kind: z.enum(documentLeaseKinds),
    status: z.enum(abstractionStatuses),
    error: z.string().nullable().openapi({ description: 'Why it failed.' }),
    portfolio_note: z
      .string()
      .nullable()
      .openapi({ description: 'A ready lease that is not in the portfolio yet: why (e.g. its premises are not stated) and what to correct.' }),
    lease_id: z.uuid().nullable().openapi({ description: 'A lease: the lease record it fills. An amendment: the lease it changes.' }),
    lease_link: z.enum(leaseLinkStatuses).nullable().openapi({ description: "An amendment's link: suggested by matching, or confirmed by a person." }),
    terms: z.record(
      z.string(),
      z.object({
        value: z.unknown().openapi(valueDoc),
        status: z.enum(termReviewStatuses),
        confidence: z.number(),
        evidence: EvidenceV1.nullable(),
      }),
    ),
  })
  .openapi('LeaseAbstraction');

const TermsAsOfV1 = z
  .object({
    lease_id: z.uuid(),
    as_of: z.iso.date(),
    terms: z.record(
      z.string(),
      z.object({
        value: z.unknown().openapi(valueDoc),
        source: z
          .object({ document_id: z.uuid(), kind: z.enum(documentLeaseKinds), effective_date: z.iso.date().nullable() })
          .nullable()
          .openapi({ description: 'The document whose value is in force on the date; null when no document states it.' }),
        history: z.array(
          z.object({
            value: z.unknown(),
            document_id: z.uuid(),
            effective_date: z.iso.date().nullable(),
            corrected: z.boolean().openapi({ description: 'A person corrected the value read from that document.' }),
          }),
        ),
      }),
    ),
  })
  .openapi('LeaseTermsAsOf');

const evidenceV1 = (e: TermEvidence | null) => (e ? { page: e.page, quote: e.quote, char_start: e.charStart, char_end: e.charEnd } : null);

export const abstractionV1 = (a: Abstraction): z.input<typeof AbstractionV1> => ({
  document_id: a.documentId,
  kind: a.kind,
  status: a.status,
  error: a.error,
  portfolio_note: a.portfolioNote,
  lease_id: a.lease?.id ?? null,
  lease_link: a.leaseLink,
  terms: Object.fromEntries(
    a.terms.map((t) => [t.key, { value: t.value ?? null, status: t.status, confidence: t.confidence, evidence: evidenceV1(t.evidence) }]),
  ),
});

export const termsAsOfV1 = (leaseId: string, asOf: string, terms: TermAsOf[]): z.input<typeof TermsAsOfV1> => ({
  lease_id: leaseId,
  as_of: asOf,
  terms: Object.fromEntries(
    terms.map((t) => [
      t.key,
      {
        value: t.value ?? null,
        source: t.source ? { document_id: t.source.documentId, kind: t.source.kind, effective_date: t.source.effectiveDate } : null,
        history: t.history.map((h) => ({ value: h.value ?? null, document_id: h.documentId, effective_date: h.effectiveDate, corrected: h.corrected })),
      },
    ]),
  ),
});

const getAbstraction = createRoute({
  method: 'get',
  path: '/documents/{id}/abstraction',
  summary: "Get a document's lease abstraction",
  description:
    "The terms read from a lease or an amendment: every term of its kind with the value in use (a person's correction if any), " +
    'its review status, the confidence and the passage it was read from. A document uploaded with `document_type=lease` (or guessed as one) is ' +
    "abstracted once processed: poll until `status` is `ready` or `failed`. 404 when the document is not in the key's workspace or is not " +
    'abstracted as a lease. Read Only keys may call this.',
  tags: ['Leases'],
  security: bearer,
  middleware: [requireLevel('read')] as const,
  request: { params: DocumentIdParam },
  responses: {
    200: { description: 'The abstraction', content: { 'application/json': { schema: AbstractionV1 } } },
    ...errorResponses(404),
  },
  ...curlSample('curl -H "Authorization: Bearer $PROPWISE_API_KEY" https://propwise.example/api/v1/documents/$DOCUMENT_ID/abstraction'),
});

const LeaseIdParam = z.object({
  id: z.uuid('id must be an id').openapi({ param: { name: 'id', in: 'path' }, example: '3f1c2a9e-5b7d-4c1e-9a2f-8d6b4e0c1a23' }),
});
const AsOfQuery = z.object({
  as_of: z.iso
    .date('as_of must be a date (YYYY-MM-DD)')
    .optional()
    .openapi({ param: { name: 'as_of', in: 'query' }, description: 'The date (YYYY-MM-DD); today (UTC) when left out.', example: '2027-03-01' }),
});

const getTermsAsOf = createRoute({
  method: 'get',
  path: '/leases/{id}/terms',
  summary: "Get a lease's terms as of a date",
  description:
    "Each term of the lease as it reads on the date: the lease's own terms with every amendment in effect by then applied in order of its " +
    'effective date, the document that set each value, and the history of its values (including amendments that take effect later). ' +
    'Read Only keys may call this.',
  tags: ['Leases'],
  security: bearer,
  middleware: [requireLevel('read')] as const,
  request: { params: LeaseIdParam, query: AsOfQuery },
  responses: {
    200: { description: 'The terms as of the date', content: { 'application/json': { schema: TermsAsOfV1 } } },
    ...errorResponses(404),
  },
  ...curlSample('curl -H "Authorization: Bearer $PROPWISE_API_KEY" "https://propwise.example/api/v1/leases/$LEASE_ID/terms?as_of=2027-03-01"'),
});

export function registerLeaseRoutes(api: PublicApi, { deps }: PublicApiContext) {
  api.openapi(getAbstraction, async (c) => {
    const found = await documentAbstraction(deps.db, c.get('caller').workspaceId, c.req.valid('param').id);
    if (!found.abstraction) throw new AppError('not_found', 'This document is not abstracted as a lease');
    return c.json(abstractionV1(found.abstraction), 200);
  });
  api.openapi(getTermsAsOf, async (c) => {
    const { id } = c.req.valid('param');
    const asOf = c.req.valid('query').as_of ?? todayUtc();
    return c.json(termsAsOfV1(id, asOf, await leaseTermsAsOf(deps.db, c.get('caller').workspaceId, id, asOf)), 200);
  });
}
