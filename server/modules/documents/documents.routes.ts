import { Hono } from 'hono';
import { documentsApi, uploadFieldsSchema } from '../../../common/api/documents.js';
import { DEFAULT_PROJECT_NAME } from '../../../common/documents.js';
import type { AppDeps } from '../../deps.js';
import { declaredRoutes } from '../../lib/http.js';
import { nodeStreamBody } from '../../lib/http-stream.js';
import { contentDisposition } from '../../lib/storage/content-disposition.js';
import { signDownload, verifyDownload } from '../../lib/storage/signed-download.js';
import { assertCan, requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import * as documents from './documents.service.js';
import { currentFile, storedFile } from './document-files.js';
import { documentHistory } from './document-history.js';
import { acceptUpload } from './document-upload.js';
import { viewerRoutes } from '../viewer/viewer.routes.js';

const DOWNLOAD_LINK_SECONDS = 5 * 60;

/** Documents under /api/app/documents: upload, list, read, edit, delete, retry, versions, download. */
export function documentRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const route = declaredRoutes(routes, '/documents', deps);

  // A signed link is the credential (short-lived, bound to one workspace and file), so a plain browser
  // download works; the file is always served as an attachment that the browser will not render.
  route(documentsApi.download, async (c, { params }) => {
    const grant = verifyDownload(deps.env.AUTH_SECRET, params.token);
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

  route(documentsApi.upload, (c) => {
    assertCan(c.get('workspace'), 'documents.upload');
    return acceptUpload(deps, c.req.raw, actor(c), {
      fields: uploadFieldsSchema,
      target: (f) => ({
        projectId: f.project_id,
        propertyId: f.property_id,
        unitId: f.unit_id,
        tenantId: f.tenant_id,
        leaseId: f.lease_id,
        type: f.documentType ?? f.type,
        documentId: f.document_id,
      }),
      missingProject: 'Choose a project for the document',
      // "Upload Lease" before any project exists: the files go to a "Documents" project rather than nowhere.
      defaultProject: DEFAULT_PROJECT_NAME,
      existing: (doc) => doc,
    });
  });

  route(documentsApi.list, async (c, { query }) => {
    const { project_id, property_id, unit_id, tenant_id, lease_id, ...rest } = query;
    const links = { propertyId: property_id, unitId: unit_id, tenantId: tenant_id, leaseId: lease_id };
    return { documents: await documents.listDocuments(deps, actor(c), { projectId: project_id, ...links, ...rest }) };
  });

  route(documentsApi.get, (c, { params }) => documents.getDocument(deps, actor(c), params.id));

  route(documentsApi.update, (c, { params, body }) => documents.updateDocument(deps, actor(c), params.id, body));

  route(documentsApi.remove, async (c, { params }) => {
    await documents.deleteDocument(deps, actor(c), params.id);
  });

  route(documentsApi.retry, (c, { params }) => documents.retryDocument(deps, actor(c), params.id));

  route(documentsApi.versions, async (c, { params }) => ({ versions: await documents.listVersions(deps, actor(c), params.id) }));

  // The document page's processing history (document-history.ts).
  route(documentsApi.history, async (c, { params }) => ({ runs: await documentHistory(deps, actor(c), params.id) }));

  route(documentsApi.downloadLink, async (c, { params }) => {
    const ws = c.get('workspace');
    const file = await currentFile(deps, ws.id, params.id);
    const token = signDownload(deps.env.AUTH_SECRET, {
      workspaceId: ws.id,
      fileId: file.fileId,
      fileName: file.fileName,
      expiresInSeconds: DOWNLOAD_LINK_SECONDS,
    });
    return { url: `/api/app/documents/download/${token}`, expiresInSeconds: DOWNLOAD_LINK_SECONDS };
  });

  return routes;
}
