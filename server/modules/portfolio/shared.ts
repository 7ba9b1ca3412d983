import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListFilter } from '../../../common/portfolio.js';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';

/** What every portfolio service needs: the database, and storage for property photos. The workspace id is passed to each call. */
export interface PortfolioDeps {
  db: Database;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The workspace's row with this id, or a 404 that never reveals whether the id exists in another workspace. */
export async function findOwn<T extends PgTable & { id: PgColumn; workspaceId: PgColumn }>(
  db: Database,
  table: T,
  workspaceId: string,
  id: string,
  what: string,
) {
  if (!uuidPattern.test(id)) throw notFound(what);
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.workspaceId, workspaceId)))
    .limit(1);
  if (!row) throw notFound(what);
  return row as T['$inferSelect'];
}

/** The status filter, checked against the record's statuses so a typo is a 400 rather than an empty list. */
export function statusFilter<S extends string>(column: PgColumn, statuses: readonly S[], status: string | undefined): SQL | undefined {
  if (status === undefined || status === '') return undefined;
  if (!statuses.includes(status as S)) throw new AppError('invalid_input', `status must be one of ${statuses.join(', ')}`, { field: 'status' });
  return eq(column, status);
}

/** `%q%` for ILIKE, with the pattern characters of the user's text taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Page `page` of `limit` rows: one row more is read to know whether another page follows. */
export function pageOf<T>(rows: T[], filter: Pick<ListFilter, 'limit' | 'page'>) {
  const more = rows.length > filter.limit;
  return { items: rows.slice(0, filter.limit), nextPage: more ? filter.page + 1 : null };
}
export const pageWindow = (filter: Pick<ListFilter, 'limit' | 'page'>) => ({ limit: filter.limit + 1, offset: (filter.page - 1) * filter.limit });

export const iso = (d: Date) => d.toISOString();

function constraintCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505' || e.code === '23503') return e.code;
  }
  return undefined;
}

/**
 * The services check uniqueness and references before writing; two requests at once can still both pass the
 * check. The database's constraints then refuse the second write, and that is a 409 like the check's, not a 500.
 */
export async function conflictOnConstraint<T>(work: Promise<T>, messages: { unique?: string; reference: string }, field?: string): Promise<T> {
  try {
    return await work;
  } catch (err) {
    const code = constraintCode(err);
    if (code === '23505' && messages.unique) throw new AppError('conflict', messages.unique, field ? { field } : {});
    if (code === '23503') throw new AppError('conflict', messages.reference);
    throw err;
  }
}

/** "1 lease", "3 leases": counts in messages read as people write them. */
export const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
