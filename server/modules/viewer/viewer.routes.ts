import { Hono } from 'hono';
import { viewerApi } from '../../../common/api/viewer.js';
import type { AppDeps } from '../../deps.js';
import { declaredRoutes } from '../../lib/http.js';
import type { AppEnv } from '../auth/session.middleware.js';
import { DEFAULT_PAGE_WIDTH, getViewerDocument, pageImage, pageLayout } from './viewer.service.js';

/**
 * The document viewer under /api/app/documents/:id (mounted inside the documents router, behind its session and
 * workspace middleware; any member may read), declared in common/api/viewer.ts:
 *   GET /:id/viewer?version=            the version's pages (text, offset in the canonical text, OCR flag)
 *   GET /:id/pages/:page/image?width=   the page drawn as PNG (PDFs and images)
 *   GET /:id/pages/:page/layout         where the page's text sits on that image, for highlighting
 */
export function viewerRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const route = declaredRoutes(routes, '/documents', deps);

  route(viewerApi.document, (c, { params, query }) => {
    c.header('Cache-Control', 'private, no-store');
    return getViewerDocument(deps, c.get('workspace').id, params.id, query.version);
  });

  route(viewerApi.pageImage, async (c, { params, query }) => {
    const { version, width } = query;
    const png = await pageImage(deps, c.get('workspace').id, params.id, params.page, { versionId: version, width: width ?? DEFAULT_PAGE_WIDTH });
    return c.body(new Uint8Array(png), 200, {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      // Only a versioned URL names fixed content; the current version changes when a new one is uploaded.
      'Cache-Control': version ? 'private, max-age=86400, immutable' : 'private, no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  route(viewerApi.pageLayout, (c, { params, query }) => {
    c.header('Cache-Control', query.version ? 'private, max-age=86400, immutable' : 'private, no-cache');
    return pageLayout(deps, c.get('workspace').id, params.id, params.page, { versionId: query.version });
  });

  return routes;
}
