/** The contract of GET /documents (a page of the list) and GET /documents/{id}/text (extracted text with offsets). */
import { z } from '@hono/zod-openapi';
import { documentStatuses, documentTypes } from '../../../common/documents.js';
import { documentPageOrders } from '../documents/document-list.js';
import { DocumentSchema } from './schemas.js';

export const DOCUMENT_PAGE_LIMIT = 100;
export const TEXT_PAGES_LIMIT = 100;

const isoInstant = z.iso.datetime({ offset: true, message: 'updated_since must be an ISO date-time (2025-01-31T00:00:00Z) or date (2025-01-31)' });
const isoDay = z.iso.date({ message: 'updated_since must be an ISO date-time (2025-01-31T00:00:00Z) or date (2025-01-31)' });
const query = (name: string, description: string, example?: unknown) => ({ param: { name, in: 'query' as const }, description, example });

export const DocumentListQuery = z.object({
  status: z
    .enum(documentStatuses, { message: `status must be one of ${documentStatuses.join(', ')}` })
    .optional()
    .openapi(query('status', 'Only documents in this processing state.', 'failed')),
  type: z
    .enum(documentTypes, { message: `type must be one of ${documentTypes.join(', ')}` })
    .optional()
    .openapi(query('type', 'Only documents of this type.', 'lease')),
  project_id: z.uuid('project_id must be a project id').optional().openapi(query('project_id', 'Only documents in this project.')),
  property_id: z
    .uuid('property_id must be a property or project id')
    .optional()
    .openapi(query('property_id', "Only documents linked to this property; a project's id here is read as project_id (its older alias).")),
  unit_id: z.uuid('unit_id must be a unit id').optional().openapi(query('unit_id', 'Only documents linked to this unit.')),
  tenant_id: z.uuid('tenant_id must be a tenant id').optional().openapi(query('tenant_id', 'Only documents linked to this tenant.')),
  lease_id: z.uuid('lease_id must be a lease id').optional().openapi(query('lease_id', 'Only documents linked to this lease.')),
  q: z
    .string()
    .trim()
    .min(1, 'q must not be empty')
    .max(200, 'q must be 200 characters or less')
    .optional()
    .openapi(query('q', 'Title or file name contains this text (any case).', 'unit 4b')),
  updated_since: isoInstant
    .or(isoDay)
    .optional()
    .openapi(
      query('updated_since', 'Changed at or after this instant (uploaded, processed, failed, renamed); a date means its start in UTC.', '2025-01-31T00:00:00Z'),
    ),
  order: z
    .enum(documentPageOrders, { message: `order must be one of ${documentPageOrders.join(', ')}` })
    .default('newest')
    .openapi(
      query(
        'order',
        '`newest`: newest upload first (default). `updated`: least recently changed first, for syncing: a document that changes while you page comes again at the end, so no change is missed.',
      ),
    ),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(DOCUMENT_PAGE_LIMIT, `limit must be ${DOCUMENT_PAGE_LIMIT} or less`)
    .default(50)
    .openapi(query('limit', `Documents per page (default 50, at most ${DOCUMENT_PAGE_LIMIT}).`, 50)),
  cursor: z.string().max(500).optional().openapi(query('cursor', '`next` from the previous page; keep the same filters and order.')),
});

export const DocumentListSchema = z
  .object({
    documents: z.array(DocumentSchema),
    next: z.string().nullable().openapi({ description: 'Pass as `cursor` for the next page; null on the last page.' }),
  })
  .openapi('DocumentList');

export const DocumentTextQuery = z.object({
  from_page: z.coerce
    .number({ message: 'from_page must be a number' })
    .int('from_page must be a whole number')
    .min(1, 'from_page must be at least 1')
    .default(1)
    .openapi(query('from_page', 'First page to return (1-based, default 1).', 1)),
  pages: z.coerce
    .number({ message: 'pages must be a number' })
    .int('pages must be a whole number')
    .min(1, 'pages must be at least 1')
    .max(TEXT_PAGES_LIMIT, `pages must be ${TEXT_PAGES_LIMIT} or less`)
    .default(TEXT_PAGES_LIMIT)
    .openapi(query('pages', `How many pages (default and at most ${TEXT_PAGES_LIMIT}); follow \`next_from_page\` for the rest.`, 20)),
});

const offset = (what: string) => z.number().int().openapi({ description: what });

export const DocumentTextSchema = z
  .object({
    document_id: z.uuid(),
    version_id: z.uuid().openapi({ description: 'The current version, which search hits and citations with this `version_id` point into.' }),
    version: z.number().int(),
    page_count: z.number().int(),
    total_chars: offset('Length of the whole canonical text.'),
    from_page: z.number().int(),
    char_start: offset('Where `text` starts in the canonical text: 0 from page 1.'),
    char_end: offset('Where `text` ends in the canonical text.'),
    text: z.string().openapi({
      description:
        'The returned pages joined by a blank line ("\\n\\n"): the canonical text from `char_start` to `char_end`. A passage or citation ' +
        'is `text.slice(char_start_of_passage - char_start, char_end_of_passage - char_start)`; offsets count UTF-16 code units ' +
        '(JavaScript string indices).',
    }),
    pages: z.array(
      z.object({
        number: z.number().int(),
        text: z.string(),
        char_start: offset("This page's start in the canonical text."),
        char_end: offset("This page's end in the canonical text (exclusive)."),
      }),
    ),
    next_from_page: z.number().int().nullable().openapi({ description: 'Ask with this `from_page` for the next pages; null when these reach the end.' }),
  })
  .openapi('DocumentText', {
    example: {
      document_id: '3f1c2a9e-5b7d-4c1e-9a2f-8d6b4e0c1a23',
      version_id: '8a0d7c52-1e4b-4f3a-b6c9-2d5e7f9a0b14',
      version: 1,
      page_count: 2,
      total_chars: 64,
      from_page: 1,
      char_start: 0,
      char_end: 64,
      text: 'RESIDENTIAL LEASE AGREEMENT\n\nThe term ends on December 31, 2025.',
      pages: [
        { number: 1, text: 'RESIDENTIAL LEASE AGREEMENT', char_start: 0, char_end: 27 },
        { number: 2, text: 'The term ends on December 31, 2025.', char_start: 29, char_end: 64 },
      ],
      next_from_page: null,
    },
  });
