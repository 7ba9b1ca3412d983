/** The document viewer under /api/app/documents/:id (any member may read). */
import { z } from 'zod';
import { documentStatuses, documentTypes } from '../documents.js';
import type { PageLayout, ViewerDocument } from '../viewer.js';
import { endpoint, raw } from './endpoint.js';

/** The widths the server draws pages at: few, so the browser and the server's image cache see the same few URLs. */
export const PAGE_WIDTHS = [800, 1200, 1600] as const;

export const viewerDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  fileName: z.string(),
  type: z.enum(documentTypes),
  projectId: z.string(),
  projectName: z.string(),
  status: z.enum(documentStatuses),
  kind: z.enum(['pdf', 'image', 'text']),
  versionId: z.string(),
  version: z.number(),
  isCurrentVersion: z.boolean(),
  pages: z.array(z.object({ number: z.number(), text: z.string(), charOffset: z.number(), ocr: z.boolean() })),
}) satisfies z.ZodType<ViewerDocument>;

export const pageLayoutSchema = z.object({
  page: z.number(),
  aspect: z.number(),
  source: z.enum(['text-layer', 'ocr', 'none']),
  runs: z.array(z.object({ start: z.number(), end: z.number(), x: z.number(), y: z.number(), w: z.number(), h: z.number() })),
}) satisfies z.ZodType<PageLayout>;

// A malformed document id names nothing: 404 (declaredRoutes), like a document of another workspace.
const documentParam = z.object({ id: z.uuid('Document not found') });
const pageParams = documentParam.extend({ page: z.coerce.number().int().min(1).max(100_000) });
const versionQuery = z.object({ version: z.uuid('version must be a version id').optional() });
const imageQuery = versionQuery.extend({
  width: z.coerce
    .number()
    .refine((w) => (PAGE_WIDTHS as readonly number[]).includes(w), `width must be one of ${PAGE_WIDTHS.join(', ')}`)
    .optional(),
});

export const viewerApi = {
  /** The version's pages (text, offset in the canonical text, OCR flag). */
  document: endpoint({ method: 'get', path: '/documents/:id/viewer', params: documentParam, query: versionQuery, response: viewerDocumentSchema }),
  /** The page drawn as PNG (PDFs and images). */
  pageImage: endpoint({ method: 'get', path: '/documents/:id/pages/:page/image', params: pageParams, query: imageQuery, response: raw('image/png') }),
  /** Where the page's text sits on that image, for highlighting. */
  pageLayout: endpoint({ method: 'get', path: '/documents/:id/pages/:page/layout', params: pageParams, query: versionQuery, response: pageLayoutSchema }),
};
