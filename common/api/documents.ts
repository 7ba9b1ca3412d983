/** /api/app/documents: upload, list, read, edit, delete, retry, versions, download. */
import { z } from 'zod';
import {
  documentListSorts,
  documentStatuses,
  documentTypes,
  processingOutcomes,
  type DocumentDto,
  type DocumentProcessingRunDto,
  type DocumentVersionDto,
} from '../documents.js';
import { endpoint, raw } from './endpoint.js';

const person = z.object({ id: z.string(), name: z.string() });

export const documentSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  fileName: z.string(),
  type: z.enum(documentTypes),
  typeSource: z.enum(['guessed', 'user']),
  status: z.enum(documentStatuses),
  stage: z.string().nullable(),
  progress: z.number(),
  error: z.string().nullable(),
  pageCount: z.number().nullable(),
  sizeBytes: z.number(),
  mimeType: z.string(),
  version: z.number(),
  uploadedBy: person.nullable(),
  parentDocumentId: z.string().nullable(),
  propertyId: z.string().nullable(),
  unitId: z.string().nullable(),
  tenantId: z.string().nullable(),
  leaseId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canDelete: z.boolean(),
}) satisfies z.ZodType<DocumentDto>;

export const documentVersionSchema = z.object({
  id: z.string(),
  version: z.number(),
  sizeBytes: z.number(),
  uploadedBy: person.nullable(),
  createdAt: z.string(),
  current: z.boolean(),
}) satisfies z.ZodType<DocumentVersionDto>;

export const processingRunSchema = z.object({
  id: z.string(),
  version: z.number().nullable(),
  outcome: z.enum(processingOutcomes),
  reason: z.string().nullable(),
  attempts: z.number(),
  maxAttempts: z.number(),
  queuedAt: z.string(),
  finishedAt: z.string().nullable(),
}) satisfies z.ZodType<DocumentProcessingRunDto>;

export const documentListQuery = z.object({
  project_id: z.uuid('project_id must be a project id').optional(),
  /** Documents linked to this portfolio record (issue 10). */
  property_id: z.uuid('property_id must be a property id').optional(),
  unit_id: z.uuid('unit_id must be a unit id').optional(),
  tenant_id: z.uuid('tenant_id must be a tenant id').optional(),
  lease_id: z.uuid('lease_id must be a lease id').optional(),
  type: z.enum(documentTypes).optional(),
  status: z.enum(documentStatuses).optional(),
  sort: z.enum(documentListSorts).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});
/** A link to a portfolio record: its id, or null to unlink. */
const recordLink = (what: string) => z.uuid(`Choose a ${what} from the list`).nullable().optional();
export const documentUpdateSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title is too long').optional(),
  type: z.enum(documentTypes, { message: 'Unknown document type' }).optional(),
  propertyId: recordLink('property'),
  unitId: recordLink('unit'),
  tenantId: recordLink('tenant'),
  leaseId: recordLink('lease'),
});
/**
 * The multipart fields beside `file`. `property_id` names a property record (the document is linked to it and,
 * without `project_id`, filed in the property's project) or, as before, a project (decision 0027). `unit_id`,
 * `tenant_id` and `lease_id` link the document to those records.
 */
export const uploadFieldsSchema = z.object({
  project_id: z.uuid('Choose a project for the document').optional(),
  property_id: z.uuid('Choose a property or project for the document').optional(),
  unit_id: z.uuid('unit_id must be a unit id').optional(),
  tenant_id: z.uuid('tenant_id must be a tenant id').optional(),
  lease_id: z.uuid('lease_id must be a lease id').optional(),
  type: z.enum(documentTypes, { message: 'Unknown document type' }).optional(),
  /** Alias of `type`; `lease` has the document abstracted once it is processed. */
  documentType: z.enum(documentTypes, { message: 'Unknown document type' }).optional(),
  document_id: z.uuid().optional(),
});

export const documentsApi = {
  /** A signed link is the credential: the original file as an attachment. */
  download: endpoint({ method: 'get', path: '/documents/download/:token', response: raw('application/octet-stream') }),
  /** Multipart (uploadFieldsSchema + file), streamed to disk; 409 `conflict` with `existing` for content already stored. */
  upload: endpoint({ method: 'post', path: '/documents', rawBody: 'multipart/form-data', response: documentSchema, status: 201 }),
  list: endpoint({ method: 'get', path: '/documents', query: documentListQuery, response: z.object({ documents: z.array(documentSchema) }) }),
  get: endpoint({ method: 'get', path: '/documents/:id', response: documentSchema }),
  update: endpoint({ method: 'patch', path: '/documents/:id', body: documentUpdateSchema, response: documentSchema }),
  remove: endpoint({ method: 'delete', path: '/documents/:id', response: null }),
  retry: endpoint({ method: 'post', path: '/documents/:id/retry', response: documentSchema }),
  versions: endpoint({ method: 'get', path: '/documents/:id/versions', response: z.object({ versions: z.array(documentVersionSchema) }) }),
  history: endpoint({ method: 'get', path: '/documents/:id/history', response: z.object({ runs: z.array(processingRunSchema) }) }),
  downloadLink: endpoint({ method: 'post', path: '/documents/:id/download-link', response: z.object({ url: z.string(), expiresInSeconds: z.number() }) }),
};
