/**
 * The public API v1 contract: every request schema here validates requests AND generates
 * /api/v1/openapi.json. Field names are snake_case throughout the public API (requests and responses); the
 * rules (lengths, enums, limits) come from the shared schemas in common/ so the web app and the API agree.
 */
import { z } from '@hono/zod-openapi';
import type { AnswerValue, DurationUnit, Polarity } from '../../../common/answer-value.js';
import { apiKeyPermissions } from '../../../common/api-keys.js';
import { documentStatuses, documentTypes } from '../../../common/documents.js';
import { projectFields } from '../../../common/projects.js';
import { answerRoutes, askRequestSchema, DEFAULT_SEARCH_LIMIT, questionKinds, searchFiltersSchema, searchRequestSchema } from '../../../common/search.js';

const filters = searchFiltersSchema.shape;

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'invalid_input' }),
      message: z.string().openapi({ example: 'Type a question or some words to search for.' }),
      field: z.string().optional().openapi({ description: 'The request field at fault (400 only)', example: 'query' }),
    }),
  })
  .openapi('Error');

const uuidParam = (name: string, what: string) =>
  z.object({ [name]: z.uuid(`${name} must be a ${what} id`).openapi({ param: { name, in: 'path' }, example: '3f1c2a9e-5b7d-4c1e-9a2f-8d6b4e0c1a23' }) });
export const DocumentIdParam = uuidParam('id', 'document');

// ---- projects ------------------------------------------------------------------------------------------------
export const ProjectSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    address: z.string().nullable(),
    unit_count: z.number().int().nullable(),
    document_count: z.number().int(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .openapi('Project');

export const ProjectListQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be 100 or less')
    .default(20)
    .openapi({ param: { name: 'limit', in: 'query' }, example: 20, description: 'How many projects, newest first (default 20, at most 100).' }),
});

export const CreateProjectBody = z
  .object({
    name: projectFields.name,
    description: projectFields.description.optional(),
    address: projectFields.address.optional(),
    unit_count: projectFields.unitCount.optional(),
  })
  .openapi('CreateProject', { example: { name: 'Oak Street Apartments', address: '12 Oak Street, Springfield', unit_count: 24 } });

// ---- documents -----------------------------------------------------------------------------------------------
export const DocumentSchema = z
  .object({
    id: z.uuid(),
    project_id: z.uuid(),
    title: z.string(),
    file_name: z.string(),
    type: z.enum(documentTypes),
    status: z.enum(documentStatuses).openapi({ description: 'queued → processing → processed (searchable), or failed with `error`.' }),
    stage: z.string().nullable(),
    progress: z.number().int().min(0).max(100),
    error: z.string().nullable(),
    page_count: z.number().int().nullable(),
    size_bytes: z.number().int(),
    mime_type: z.string(),
    version: z.number().int(),
    property_id: z.uuid().nullable().openapi({ description: 'The property (portfolio record) the document is linked to, if any.' }),
    unit_id: z.uuid().nullable(),
    tenant_id: z.uuid().nullable(),
    lease_id: z.uuid().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .openapi('Document');

/** Text fields of the multipart upload; `file` is streamed separately (size limit applied as bytes arrive). */
export const UploadFields = z.object({
  project_id: z.uuid('project_id must be a project id').optional(),
  property_id: z.uuid('property_id must be a property or project id').optional(),
  unit_id: z.uuid('unit_id must be a unit id').optional(),
  tenant_id: z.uuid('tenant_id must be a tenant id').optional(),
  lease_id: z.uuid('lease_id must be a lease id').optional(),
  type: z.enum(documentTypes, { message: `type must be one of ${documentTypes.join(', ')}` }).optional(),
  document_type: z.enum(documentTypes, { message: `document_type must be one of ${documentTypes.join(', ')}` }).optional(),
});
export const UploadForm = UploadFields.extend({
  file: z
    .string()
    .openapi({ type: 'string', format: 'binary', description: 'PDF, scan (PNG/JPEG/TIFF), DOCX, XLSX, CSV, TXT or EML; type decided by content' }),
  project_id: UploadFields.shape.project_id.openapi({
    description: 'The project to add the document to. Required unless property_id, unit_id or lease_id is given.',
  }),
  property_id: UploadFields.shape.property_id.openapi({
    description:
      "A property's id: the document is linked to the property and, without project_id, filed in the property's project (the " +
      "workspace's project of the same name, created when there is none). A project's id is also accepted, as an alias of project_id.",
  }),
  unit_id: UploadFields.shape.unit_id.openapi({ description: 'Link the document to this unit (and its property).' }),
  tenant_id: UploadFields.shape.tenant_id.openapi({ description: 'Link the document to this tenant.' }),
  lease_id: UploadFields.shape.lease_id.openapi({ description: 'Link the document to this lease (and its unit and property).' }),
  type: UploadFields.shape.type.openapi({ description: 'Document type; guessed from the content when left out.' }),
  document_type: UploadFields.shape.document_type.openapi({
    description:
      'Alias of type. `lease` sets the type as yours, and once processed the document is abstracted as a lease or an amendment (GET /documents/{id}/abstraction).',
  }),
}).openapi('DocumentUpload');

// ---- search and answers --------------------------------------------------------------------------------------
export const SearchFiltersV1 = z
  .object({
    project_ids: filters.projectIds.describe('Only these projects.'),
    property_ids: filters.projectIds.describe(
      'Only documents linked to these properties. Project ids are also accepted here (the older alias of project_ids), but not mixed with property ids.',
    ),
    unit_ids: filters.unitIds.describe('Only documents linked to these units.'),
    tenant_ids: filters.tenantIds.describe('Only documents linked to these tenants.'),
    lease_ids: filters.leaseIds.describe('Only documents linked to these leases.'),
    document_types: filters.documentTypes,
    document_ids: filters.documentIds,
    uploaded_from: filters.uploadedFrom.describe('Uploaded on or after (ISO date or date-time).'),
    uploaded_to: filters.uploadedTo.describe('Uploaded on or before (ISO date or date-time).'),
  })
  .strict()
  .openapi('SearchFilters');
export type SearchFiltersV1 = z.infer<typeof SearchFiltersV1>;

export const SearchBody = z
  .object({
    query: searchRequestSchema.shape.query.describe('Words or a question; full-text syntax works: "exact phrase", OR, -exclude.'),
    filters: SearchFiltersV1.optional(),
    limit: searchRequestSchema.shape.limit.describe(`How many passages (default ${DEFAULT_SEARCH_LIMIT}).`),
  })
  .openapi('SearchRequest', { example: { query: 'security deposit', filters: { document_types: ['lease'] }, limit: 5 } });

export const QueryBody = z
  .object({
    query: askRequestSchema.shape.query,
    filters: SearchFiltersV1.optional(),
    as_of: askRequestSchema.shape.asOf.describe(
      'YYYY-MM-DD, default today (UTC). The day "today" means for questions about the portfolio ("Which leases end in the next 90 days?"), ' +
        'and the day whose lease terms (amendments in effect by then applied) answer them.',
    ),
  })
  .openapi('QueryRequest', { example: { query: 'Which leases end in the next 90 days?', as_of: '2027-03-01' } });

export const SearchHitSchema = z
  .object({
    chunk_id: z.string(),
    document_id: z.uuid(),
    version_id: z.uuid(),
    document_title: z.string(),
    document_type: z.enum(documentTypes),
    project_id: z.uuid(),
    project_name: z.string(),
    page_start: z.number().int(),
    page_end: z.number().int(),
    char_start: z.number().int(),
    char_end: z.number().int(),
    text: z.string(),
    snippet: z.string(),
    highlights: z.array(z.tuple([z.number().int(), z.number().int()])).openapi({ description: '[start, end) offsets of matched terms in `snippet`.' }),
    score: z.number(),
  })
  .openapi('Passage');

export const SearchResponseSchema = z.object({ query: z.string(), results: z.array(SearchHitSchema), took_ms: z.number() }).openapi('SearchResponse');

export const CitationSchema = z
  .object({
    number: z.number().int().openapi({ description: '[n] in the answer text refers to the citation with this number.' }),
    chunk_id: z.string(),
    document_id: z.uuid(),
    version_id: z.uuid(),
    document_title: z.string(),
    project_id: z.uuid(),
    page: z.number().int(),
    page_end: z.number().int(),
    quote: z.string(),
    char_start: z.number().int(),
    char_end: z.number().int(),
    lease_id: z.uuid().nullable().openapi({
      description: 'In an answer from the portfolio records (`route: records`): the lease this citation supports; the document is its lease. Otherwise null.',
    }),
  })
  .openapi('Citation');

/**
 * The value an answer states, typed (common/answer-value.ts), so an integration can use it without parsing the
 * sentence. `normalized` is always a plain-text form of it. The two type checks below keep this schema and
 * AnswerValue the same: a change to one that the other lacks fails the type check.
 */
const normalized = z.string().openapi({ description: 'The value as plain text, e.g. "2025-12-31", "USD 1850 per month", "30 days".' });
const durationUnits = ['day', 'week', 'month', 'year'] as const satisfies readonly DurationUnit[];
const polarities = ['yes', 'no', 'conditional'] as const satisfies readonly Polarity[];
export const AnswerValueSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('date'),
      iso: z.string().nullable().openapi({ description: 'YYYY-MM-DD when day, month and year are all known.' }),
      year: z.number().int().nullable(),
      month: z.number().int().nullable(),
      day: z.number().int().nullable(),
      normalized,
    }),
    z.object({
      type: z.literal('amount'),
      value: z.number(),
      currency: z.string().nullable().openapi({ description: 'ISO 4217 code, e.g. USD; null for a bare number or a percentage.' }),
      percent: z.boolean(),
      per: z.string().nullable().openapi({ description: 'The period or unit it is charged per, e.g. "month".' }),
      normalized,
    }),
    z.object({
      type: z.literal('duration'),
      amount: z.number(),
      unit: z.enum(durationUnits),
      successive: z.boolean().openapi({ description: 'Renews for successive terms of this length.' }),
      count: z.number().int().nullable().openapi({ description: 'How many successive terms, when stated.' }),
      normalized,
    }),
    z.object({ type: z.literal('perpetual'), normalized: z.literal('perpetual') }),
    z.object({ type: z.literal('jurisdiction'), name: z.string(), normalized }),
    z.object({ type: z.literal('place'), name: z.string(), normalized }),
    z.object({
      type: z.literal('parties'),
      names: z.array(z.string()),
      roles: z.array(z.string().nullable()).openapi({ description: 'The role of each name in `names` (e.g. "Landlord"), when stated.' }),
      normalized,
    }),
    z.object({
      type: z.literal('yes_no'),
      polarity: z.enum(polarities).openapi({ description: '`conditional`: yes, under the condition the answer text and its citation state.' }),
      normalized: z.enum(polarities),
    }),
    z.object({ type: z.literal('list'), items: z.array(z.string()), normalized }),
    z.object({ type: z.literal('text'), normalized }),
  ])
  .openapi('AnswerValue', {
    description: 'The value an answer states, typed by `type`; null when the question is not answered or the answer states no single value.',
    example: { type: 'date', iso: '2025-12-31', year: 2025, month: 12, day: 31, normalized: '2025-12-31' },
  });
type AnswerValueV1 = z.infer<typeof AnswerValueSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const answerValueMatches: Same<AnswerValueV1, AnswerValue> = true;
void answerValueMatches;

export const AnswerSchema = z
  .object({
    query_id: z.string(),
    query: z.string(),
    answer: z.string().openapi({ description: 'Plain text with [n] citation markers.' }),
    answered: z.boolean().openapi({ description: 'False when the documents do not answer the question; `passages` then holds the closest ones.' }),
    kind: z.enum(questionKinds),
    citations: z.array(CitationSchema),
    passages: z.array(SearchHitSchema),
    // The generator folds null into the AnswerValue component (its last `oneOf` entry), which says so.
    value: AnswerValueSchema.nullable(),
    generator: z.enum(['offline', 'llm']),
    route: z.enum(answerRoutes).openapi({
      description:
        '`records`: a question about the portfolio as a whole (leases ending, pets, rent totals, who pays a utility at a unit), answered from the ' +
        'portfolio records and the abstracted lease terms as of `as_of`, with one citation per lease. `documents`: answered from document passages.',
    }),
    took_ms: z.number(),
  })
  .openapi('Answer');

export const PermissionLevel = z.enum(apiKeyPermissions);
