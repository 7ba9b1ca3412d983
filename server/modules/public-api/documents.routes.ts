import { createRoute } from '@hono/zod-openapi';
import * as documents from '../documents/documents.service.js';
import { acceptUpload } from '../documents/document-upload.js';
import type { ApiKeyCaller } from '../api-keys/api-key-verify.js';
import { requireLevel, serviceRole } from './api-key-auth.js';
import { documentV1 } from './mappers.js';
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
      target: (f) => ({ projectId: f.project_id ?? f.property_id, type: f.type }),
      missingProject: 'project_id is required (property_id is accepted as its alias)',
      existing: (e) => ({ id: e.id, project_id: e.projectId, title: e.title }),
    });
    return c.json(documentV1(doc), 201);
  });

  api.openapi(getDocument, async (c) => c.json(documentV1(await documents.getDocument(deps, actor(c.get('caller')), c.req.valid('param').id)), 200));

  api.openapi(deleteDocument, async (c) => {
    await documents.deleteDocument(deps, actor(c.get('caller')), c.req.valid('param').id);
    return c.body(null, 204);
  });
}
