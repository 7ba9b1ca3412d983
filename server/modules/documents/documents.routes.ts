import { join } from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import { documentListSorts, documentStatuses, documentTypes } from '../../../common/documents.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { parseBody } from '../../lib/http.js';
import { nodeStreamBody } from '../../lib/http-stream.js';
import { contentDisposition } from '../../lib/storage/content-disposition.js';
import { signDownload, verifyDownload } from '../../lib/storage/signed-download.js';
import { assertCan, requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import * as documents from './documents.service.js';
import { currentFile, storedFile } from './document-files.js';
import { documentHistory } from './document-history.js';
import { receiveUpload } from './upload-receiver.js';
import { viewerRoutes } from '../viewer/viewer.routes.js';

const DOWNLOAD_LINK_SECONDS = 5 * 60;

const listQuery = z.object({
  project_id: z.uuid('project_id must be a project id').optional(),
  type: z.enum(documentTypes).optional(),
  status: z.enum(documentStatuses).optional(),
  sort: z.enum(documentListSorts).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});
const updateSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title is too long').optional(),
  type: z.enum(documentTypes, { message: 'Unknown document type' }).optional(),
});
const uploadFields = z.object({
  project_id: z.uuid('Choose a project for the document').optional(),
  property_id: z.uuid('Choose a project for the document').optional(),
  type: z.enum(documentTypes, { message: 'Unknown document type' }).optional(),
  document_id: z.uuid().optional(),
});

/** Documents under /api/app/documents: upload, list, read, edit, delete, retry, versions, download. */
export function documentRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  // A signed link is the credential (short-lived, bound to one workspace and file), so a plain browser
  // download works; the file is always served as an attachment that the browser will not render.
  routes.get('/download/:token', async (c) => {
    const grant = verifyDownload(deps.env.AUTH_SECRET, c.req.param('token'));
    const file = await storedFile(deps, grant.workspaceId, grant.fileId);
    const source = await deps.storage.get(file.storageKey);
    return new Response(nodeStreamBody(c, source, { logger: deps.logger, context: { workspaceId: grant.workspaceId } }), {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': contentDisposition(grant.fileName),
        'Content-Length': String(file.sizeBytes),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'private, no-store',
      },
    });
  });

  routes.use('*', requireUser(deps), requireWorkspace(deps));
  // The document viewer (pages, page images, text positions), behind the same session and workspace checks.
  routes.route('/', viewerRoutes(deps));
  const actor = (c: { get: (k: 'workspace' | 'user') => any }): documents.Actor => ({ workspace: c.get('workspace'), userId: c.get('user').id });

  routes.post('/', async (c) => {
    assertCan(c.get('workspace'), 'documents.upload');
    const upload = await receiveUpload(c.req.raw, { tempDir: join(deps.env.DATA_DIR, 'tmp'), maxBytes: deps.env.MAX_UPLOAD_MB * 1024 * 1024 });
    try {
      const parsed = uploadFields.safeParse(upload.fields);
      if (!parsed.success) throw new AppError('invalid_input', parsed.error.issues[0]!.message, { field: String(parsed.error.issues[0]!.path[0]) });
      const projectId = parsed.data.project_id ?? parsed.data.property_id;
      if (!projectId) throw new AppError('invalid_input', 'Choose a project for the document', { field: 'project_id' });
      const doc = await documents.addDocument(
        deps,
        actor(c),
        { path: upload.tempPath, fileName: upload.fileName, sizeBytes: upload.sizeBytes, sha256: upload.sha256 },
        { projectId, type: parsed.data.type, documentId: parsed.data.document_id },
      );
      return c.json(doc, 201);
    } catch (err) {
      if (err instanceof documents.DuplicateDocumentError) {
        return c.json({ error: { code: 'duplicate', message: err.message, existing: err.existing } }, 409);
      }
      throw err;
    } finally {
      await upload.discard();
    }
  });

  routes.get('/', async (c) => {
    const q = listQuery.safeParse(c.req.query());
    if (!q.success) throw new AppError('invalid_input', q.error.issues[0]!.message, { field: String(q.error.issues[0]!.path[0]) });
    const { project_id, ...rest } = q.data;
    return c.json({ documents: await documents.listDocuments(deps, actor(c), { projectId: project_id, ...rest }) });
  });

  routes.get('/:id', async (c) => c.json(await documents.getDocument(deps, actor(c), c.req.param('id'))));

  routes.patch('/:id', async (c) => c.json(await documents.updateDocument(deps, actor(c), c.req.param('id'), await parseBody(c, updateSchema))));

  routes.delete('/:id', async (c) => {
    await documents.deleteDocument(deps, actor(c), c.req.param('id'));
    return c.body(null, 204);
  });

  routes.post('/:id/retry', async (c) => c.json(await documents.retryDocument(deps, actor(c), c.req.param('id'))));

  routes.get('/:id/versions', async (c) => c.json({ versions: await documents.listVersions(deps, actor(c), c.req.param('id')) }));

  // The document page's processing history (document-history.ts).
  routes.get('/:id/history', async (c) => c.json({ runs: await documentHistory(deps, actor(c), c.req.param('id')) }));

  routes.post('/:id/download-link', async (c) => {
    const ws = c.get('workspace');
    const file = await currentFile(deps, ws.id, c.req.param('id'));
    const token = signDownload(deps.env.AUTH_SECRET, { workspaceId: ws.id, fileId: file.fileId, fileName: file.fileName, expiresInSeconds: DOWNLOAD_LINK_SECONDS });
    return c.json({ url: `/api/app/documents/download/${token}`, expiresInSeconds: DOWNLOAD_LINK_SECONDS });
  });

  return routes;
}
