import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import type { AppEnv } from '../auth/session.middleware.js';
import { DEFAULT_PAGE_WIDTH, getViewerDocument, PAGE_WIDTHS, pageImage, pageLayout } from './viewer.service.js';

const versionQuery = z.object({ version: z.uuid('version must be a version id').optional() });
const imageQuery = versionQuery.extend({
  width: z.coerce
    .number()
    .refine((w) => (PAGE_WIDTHS as readonly number[]).includes(w), `width must be one of ${PAGE_WIDTHS.join(', ')}`)
    .optional(),
});
const ids = z.object({ id: z.uuid('Document not found'), page: z.coerce.number().int().min(1).max(100_000).optional() });

function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    if (issue.path[0] === 'id') throw new AppError('not_found', 'Document not found');
    throw new AppError('invalid_input', issue.message, { field: String(issue.path[0]) });
  }
  return result.data;
}

/**
 * The document viewer under /api/app/documents/:id (mounted inside the documents router, behind its session and
 * workspace middleware; any member may read):
 *   GET /:id/viewer?version=            the version's pages (text, offset in the canonical text, OCR flag)
 *   GET /:id/pages/:page/image?width=   the page drawn as PNG (PDFs and images)
 *   GET /:id/pages/:page/layout         where the page's text sits on that image, for highlighting
 */
export function viewerRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/:id/viewer', async (c) => {
    const { id } = parse(ids, c.req.param());
    const { version } = parse(versionQuery, c.req.query());
    c.header('Cache-Control', 'private, no-store');
    return c.json(await getViewerDocument(deps, c.get('workspace').id, id, version));
  });

  routes.get('/:id/pages/:page/image', async (c) => {
    const { id, page } = parse(ids, c.req.param());
    const { version, width } = parse(imageQuery, c.req.query());
    const png = await pageImage(deps, c.get('workspace').id, id, page!, { versionId: version, width: width ?? DEFAULT_PAGE_WIDTH });
    return c.body(new Uint8Array(png), 200, {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      // Only a versioned URL names fixed content; the current version changes when a new one is uploaded.
      'Cache-Control': version ? 'private, max-age=86400, immutable' : 'private, no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  routes.get('/:id/pages/:page/layout', async (c) => {
    const { id, page } = parse(ids, c.req.param());
    const { version } = parse(versionQuery, c.req.query());
    c.header('Cache-Control', version ? 'private, max-age=86400, immutable' : 'private, no-cache');
    return c.json(await pageLayout(deps, c.get('workspace').id, id, page!, { versionId: version }));
  });

  return routes;
}
