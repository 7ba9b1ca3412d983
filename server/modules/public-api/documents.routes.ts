import { createRoute } from '@hono/zod-openapi';
import * as documents from '../documents/documents.service.js';
import { listDocumentPage } from '../documents/document-list.js';
import { getDocumentText } from '../documents/document-text.js';
import { acceptUpload } from '../documents/document-upload.js';
import { propertyRecordIds } from '../documents/document-links.js';
import type { ApiKeyCaller } from '../api-keys/api-key-verify.js';
import { requireLevel, serviceRole } from './api-key-auth.js';
import { DocumentListQuery, DocumentListSchema, DocumentTextQuery, DocumentTextSchema } from './document-schemas.js';
import { documentTextV1, documentV1 } from './mappers.js';
import { bearer, curlSample, errorResponses, type PublicApi, type PublicApiContext } from './route-helpers.js';
import { DocumentIdParam, DocumentSchema, UploadFields, UploadForm } from './schemas.js';

const actor = (caller: ApiKeyCaller): documents.Actor => ({
  workspace: { id: caller.workspaceId, role: serviceRole(caller) },
  userId: caller.creatorId,
});

const uploadDocument = createRoute({
  method: 'post',
  path: '/documents',
  summary: 'Upload a document',
  description:
    'Multipart upload of one file (field `file`) into a project. The file is streamed and refused with 413 past the ' +
    'upload limit; its type is decided by its content (415 otherwise). It is then processed in the background: poll ' +
    'GET /documents/{id} until `status` is `processed` (searchable) or `failed`. Needs a Read & Write or Full Access key.',
  tags: ['Documents'],
  security: bearer,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: UploadForm } } } },
  responses: {
    201: { description: 'Accepted and queued for processing', content: { 'application/json': { schema: DocumentSchema } } },
    ...errorResponses(404, 409, 413, 415),
  },
  ...curlSample(
    'curl -X POST -H "Authorization: Bearer $PROPWISE_API_KEY" \\\n  -F "file=@lease-unit-4b.pdf" -F "project_id=$PROJECT_ID" -F "type=lease" \\\n  https://propwise.example/api/v1/documents',
  ),
});

const listDocuments = createRoute({
  method: 'get',
  path: '/documents',
  summary: 'List documents',
  description:
    "The workspace's documents with their processing status (`failed` ones carry the reason in `error`), a page at a time: " +
    'pass `next` as `cursor` until it is null. Each document is listed once and none is skipped while paging, even as ' +
    'documents are added or deleted. Filter by status, type, project, name (`q`), `updated_since`, and the portfolio record a ' +
    'document is linked to (`property_id`, `unit_id`, `tenant_id`, `lease_id`). Read Only keys may call this.',
  tags: ['Documents'],
  security: bearer,
  middleware: [requireLevel('read')] as const,
  request: { query: DocumentListQuery },
  responses: {
    200: { description: 'A page of documents', content: { 'application/json': { schema: DocumentListSchema } } },
    ...errorResponses(),
  },
  ...curlSample('curl -H "Authorization: Bearer $PROPWISE_API_KEY" "https://propwise.example/api/v1/documents?status=processed&type=lease&limit=50"'),
});

const getDocumentTextRoute = createRoute({
  method: 'get',
  path: '/documents/{id}/text',
  summary: "Get a document's text",
  description:
    "The current version's extracted text, page by page, with each page's span in the canonical text (the pages joined by a " +
    'blank line). Search passages and citations give `char_start`/`char_end` in that same text, so you can check what an answer ' +
    'quotes: `text.slice(char_start - response.char_start, char_end - response.char_start)`. Long documents come a range of pages ' +
    'at a time (`from_page`, `pages`, then `next_from_page`). 409 until the document is processed. Read Only keys may call this.',
  tags: ['Documents'],
  security: bearer,
  middleware: [requireLevel('read')] as const,
  request: { params: DocumentIdParam, query: DocumentTextQuery },
  responses: {
    200: { description: 'The text and its offsets', content: { 'application/json': { schema: DocumentTextSchema } } },
    ...errorResponses(404, 409),
  },
  ...curlSample('curl -H "Authorization: Bearer $PROPWISE_API_KEY" "https://propwise.example/api/v1/documents/$DOCUMENT_ID/text?from_page=1&pages=20"'),
});

const getDocument = createRoute({
  method: 'get',
  path: '/documents/{id}',
  summary: 'Get a document',
  description: 'Processing status and metadata of one document.',
  tags: ['Documents'],
  security: bearer,
  middleware: [requireLevel('read')] as const,
  request: { params: DocumentIdParam },
  responses: {
    200: { description: 'The document', content: { 'application/json': { schema: DocumentSchema } } },
    ...errorResponses(404),
  },
  ...curlSample('curl -H "Authorization: Bearer $PROPWISE_API_KEY" https://propwise.example/api/v1/documents/$DOCUMENT_ID'),
});

const deleteDocument = createRoute({
  method: 'delete',
  path: '/documents/{id}',
  summary: 'Delete a document',
  description: 'Deletes the document with all its versions; it leaves search and answers at once. Needs a Read & Write or Full Access key.',
  tags: ['Documents'],
  security: bearer,
  middleware: [requireLevel('read_write')] as const,
  request: { params: DocumentIdParam },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(404) },
  ...curlSample('curl -X DELETE -H "Authorization: Bearer $PROPWISE_API_KEY" https://propwise.example/api/v1/documents/$DOCUMENT_ID'),
});

export function registerDocumentRoutes(api: PublicApi, { deps }: PublicApiContext) {
  // Declared in the OpenAPI document but served by a plain handler: a generated form validator would buffer the
  // whole body, and the upload must stream to disk with its size limit enforced as bytes arrive.
  api.openAPIRegistry.registerPath(uploadDocument);
  api.post('/documents', requireLevel('read_write'), async (c) => {
    const doc = await acceptUpload(deps, c.req.raw, actor(c.get('caller')), {
      fields: UploadFields,
      target: (f) => ({
        projectId: f.project_id,
        propertyId: f.property_id,
        unitId: f.unit_id,
        tenantId: f.tenant_id,
        leaseId: f.lease_id,
        type: f.document_type ?? f.type,
      }),
      missingProject: 'project_id is required, unless property_id, unit_id or lease_id names a property record',
      existing: (e) => ({ id: e.id, project_id: e.projectId, title: e.title }),
    });
    return c.json(documentV1(doc), 201);
  });

  api.openapi(listDocuments, async (c) => {
    const q = c.req.valid('query');
    const caller = c.get('caller');
    // property_id: a property record's id filters by the link; otherwise it is a project's (its older meaning).
    const isProperty = q.property_id ? (await propertyRecordIds(deps.db, caller.workspaceId, [q.property_id])).length > 0 : false;
    const page = await listDocumentPage(deps, actor(caller), {
      status: q.status,
      type: q.type,
      projectId: q.project_id ?? (isProperty ? undefined : q.property_id),
      propertyId: isProperty ? q.property_id : undefined,
      unitId: q.unit_id,
      tenantId: q.tenant_id,
      leaseId: q.lease_id,
      nameContains: q.q,
      updatedSince: q.updated_since ? new Date(q.updated_since) : undefined,
      order: q.order,
      limit: q.limit,
      cursor: q.cursor,
    });
    return c.json({ documents: page.documents.map(documentV1), next: page.next }, 200);
  });

  api.openapi(getDocumentTextRoute, async (c) => {
    const { from_page, pages } = c.req.valid('query');
    const text = await getDocumentText(deps, c.get('caller').workspaceId, c.req.valid('param').id, { fromPage: from_page, pages });
    return c.json(documentTextV1(text, from_page), 200);
  });

  api.openapi(getDocument, async (c) => c.json(documentV1(await documents.getDocument(deps, actor(c.get('caller')), c.req.valid('param').id)), 200));

  api.openapi(deleteDocument, async (c) => {
    await documents.deleteDocument(deps, actor(c.get('caller')), c.req.valid('param').id);
    return c.body(null, 204);
  });
}
