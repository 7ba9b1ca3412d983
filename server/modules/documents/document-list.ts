import { and, asc, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentDto, DocumentStatus, DocumentType } from '../../../common/documents.js';
import { documents } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { baseQuery, linkConditions, toDto, type Actor, type LinkFilters } from './documents.service.js';

/**
 * The workspace's documents a page at a time, for integrations (GET /api/v1/documents). Pages follow a keyset
 * cursor, not an offset, so documents added or deleted between two calls never shift a page: each document
 * is listed once, and none is skipped.
 *
 * - 'newest': newest upload first (created_at never changes, so a walk sees each document exactly once).
 * - 'updated': least recently changed first, for syncing: a document that changes during the walk moves past
 *   the cursor and comes again at the end, so no change is missed.
 */
export const documentPageOrders = ['newest', 'updated'] as const;
export type DocumentPageOrder = (typeof documentPageOrders)[number];

export interface DocumentPageQuery extends LinkFilters {
  projectId?: string;
  type?: DocumentType;
  status?: DocumentStatus;
  /** Title or file name contains these characters (any case). */
  nameContains?: string;
  /** Changed (uploaded, processed, renamed...) at or after this instant. */
  updatedSince?: Date;
  order?: DocumentPageOrder;
  limit: number;
  /** `next` of the previous page. */
  cursor?: string;
}

export interface DocumentPage {
  documents: DocumentDto[];
  /** Pass as `cursor` for the next page; null on the last one. */
  next: string | null;
}

/**
 * The cursor carries the sort key as PostgreSQL prints it (microseconds and offset), not as a JavaScript Date
 * (milliseconds): a rounded key would list a document twice or skip one when two share a millisecond.
 */
interface Cursor {
  order: DocumentPageOrder;
  at: string;
  id: string;
}

/** timestamptz as PostgreSQL prints it: 2026-01-31 09:15:02.123456+00 */
const timestampText = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.order, c.at, c.id])).toString('base64url');

function decodeCursor(value: string, order: DocumentPageOrder): Cursor {
  const invalid = () => new AppError('invalid_input', 'cursor is not one this API returned; pass `next` from the previous page', { field: 'cursor' });
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parts) || parts.length !== 3 || !parts.every((p) => typeof p === 'string')) throw invalid();
  const [cursorOrder, at, id] = parts as [string, string, string];
  if (!uuid.test(id) || !timestampText.test(at) || Number.isNaN(Date.parse(at.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')))) throw invalid();
  if (cursorOrder !== order)
    throw new AppError('invalid_input', `This cursor belongs to order=${cursorOrder}; keep the same order while paging`, { field: 'cursor' });
  return { order, at, id };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export async function listDocumentPage(deps: AppDeps, actor: Actor, q: DocumentPageQuery): Promise<DocumentPage> {
  const order = q.order ?? 'newest';
  const key = order === 'newest' ? documents.createdAt : documents.updatedAt;
  const where: SQL[] = [eq(documents.workspaceId, actor.workspace.id), ...linkConditions(q)];
  if (q.projectId) where.push(eq(documents.projectId, q.projectId));
  if (q.type) where.push(eq(documents.type, q.type));
  if (q.status) where.push(eq(documents.status, q.status));
  if (q.nameContains) {
    const like = `%${escapeLike(q.nameContains)}%`;
    where.push(or(ilike(documents.title, like), ilike(documents.fileName, like))!);
  }
  if (q.updatedSince) where.push(gte(documents.updatedAt, q.updatedSince));
  if (q.cursor) {
    const c = decodeCursor(q.cursor, order);
    where.push(
      order === 'newest'
        ? sql`(${key}, ${documents.id}) < (${c.at}::timestamptz, ${c.id}::uuid)`
        : sql`(${key}, ${documents.id}) > (${c.at}::timestamptz, ${c.id}::uuid)`,
    );
  }
  const direction = order === 'newest' ? desc : asc;
  // One row more than the page tells whether there is a next page.
  const keys = await deps.db
    .select({ id: documents.id, at: sql<string>`${key}::text` })
    .from(documents)
    .where(and(...where))
    .orderBy(direction(key), direction(documents.id))
    .limit(q.limit + 1);
  const page = keys.slice(0, q.limit);
  if (!page.length) return { documents: [], next: null };

  const rows = await baseQuery(deps).where(
    and(
      eq(documents.workspaceId, actor.workspace.id),
      inArray(
        documents.id,
        page.map((k) => k.id),
      ),
    ),
  );
  const byId = new Map(rows.map((r) => [r.doc.id, toDto(r, actor)]));
  const last = page[page.length - 1]!;
  return {
    // A document deleted between the two reads is left out rather than failing the page.
    documents: page.flatMap((k) => byId.get(k.id) ?? []),
    next: keys.length > q.limit ? encodeCursor({ order, at: last.at, id: last.id }) : null,
  };
}
