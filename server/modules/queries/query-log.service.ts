import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AnswerRoute, Citation, QueryLogEntryDto, SearchFilters } from '../../../common/search.js';
import type { Database } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { apikey, queryLog, user } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';

/** Who asked: a signed-in member or an API key (exactly one). */
export interface Asker {
  workspaceId: string;
  userId?: string;
  apiKeyId?: string;
}

export interface QueryRecord {
  question: string;
  answer: string | null;
  answered: boolean;
  citations: Citation[];
  projectId: string | null;
  responseMs: number;
  resultCount: number;
  bestScore: number | null;
  /** A question's path (records or documents); a search has none. */
  route?: AnswerRoute;
}

/** The project a question was scoped to, when exactly one: what Recent Queries of a project lists. */
export const scopedProject = (filters?: SearchFilters) => (filters?.projectIds?.length === 1 ? filters.projectIds[0]! : null);

/**
 * What a log row was: a question always stores its answer (the "not found" text when unanswered), a search
 * never does. `answered` means "answered" for a question and "found something" for a search.
 */
export type QueryKind = 'question' | 'search';
export const queryKindOf = (row: { answer: string | null }): QueryKind => (row.answer === null ? 'search' : 'question');
export const isKind = (kind: QueryKind) => (kind === 'question' ? isNotNull(queryLog.answer) : isNull(queryLog.answer));

/** Stores one question or search. Analytics, Recent Queries, shared answers and the usage meter read it. */
export async function recordQuery(db: Database, asker: Asker, record: QueryRecord, askedAt?: Date): Promise<string> {
  const [row] = await db
    .insert(queryLog)
    .values({
      workspaceId: asker.workspaceId,
      userId: asker.userId ?? null,
      apiKeyId: asker.apiKeyId ?? null,
      projectId: record.projectId,
      question: record.question,
      answer: record.answer,
      answered: record.answered,
      citations: record.citations,
      responseMs: record.responseMs,
      resultCount: record.resultCount,
      bestScore: record.bestScore,
      route: record.route ?? null,
      ...(askedAt ? { createdAt: askedAt } : {}),
    })
    .returning({ id: queryLog.id });
  return row!.id;
}

const RETRY_AFTER_MS = 500;

/**
 * Stores a query without making the caller wait: for answers whose id is not needed (the public API's search),
 * so the insert happens while the response is being sent. A failed insert is retried once; if that fails too,
 * the whole record is logged at error level (nothing is dropped silently). The write is one of the app's pending
 * writes (deps.pendingWrites), which closing the app, and tests, wait for.
 */
export function recordQueryLater(deps: Pick<AppDeps, 'db' | 'pendingWrites'> & { logger: Pick<Logger, 'error'> }, asker: Asker, record: QueryRecord): void {
  // Stamped now, when it was answered, so the log keeps the order in which queries were answered.
  const askedAt = new Date();
  const write = (async () => {
    // Started on the next turn of the event loop, so building and sending the INSERT does not hold up the
    // answer this request is about to write.
    await new Promise((r) => setImmediate(r));
    try {
      await recordQuery(deps.db, asker, record, askedAt);
    } catch {
      await new Promise((r) => setTimeout(r, RETRY_AFTER_MS));
      try {
        await recordQuery(deps.db, asker, record, askedAt);
      } catch (err) {
        deps.logger.error({ err, asker, record, askedAt }, 'query log: could not store a query');
      }
    }
  })();
  deps.pendingWrites.add(write);
}

const entryColumns = {
  id: queryLog.id,
  question: queryLog.question,
  answer: queryLog.answer,
  answered: queryLog.answered,
  citations: queryLog.citations,
  route: queryLog.route,
  projectId: queryLog.projectId,
  resultCount: queryLog.resultCount,
  responseMs: queryLog.responseMs,
  createdAt: queryLog.createdAt,
  userId: queryLog.userId,
  userName: user.name,
  apiKeyId: queryLog.apiKeyId,
  apiKeyName: apikey.name,
};
type EntryRow = { [K in keyof typeof entryColumns]: unknown };

function toDto(r: EntryRow): QueryLogEntryDto {
  const askedBy: QueryLogEntryDto['askedBy'] = r.userId
    ? { kind: 'user', id: r.userId as string, name: (r.userName as string | null) ?? 'Former member' }
    : r.apiKeyId
      ? { kind: 'api_key', id: r.apiKeyId as string, name: (r.apiKeyName as string | null) ?? 'Deleted API key' }
      : null;
  return {
    id: r.id as string,
    question: r.question as string,
    answer: r.answer as string | null,
    answered: r.answered as boolean,
    citations: r.citations as Citation[],
    // Questions logged before the records path existed were all answered from the documents.
    route: (r.route as AnswerRoute | null) ?? (r.answer === null ? null : 'documents'),
    projectId: r.projectId as string | null,
    resultCount: r.resultCount as number,
    responseMs: r.responseMs as number,
    askedBy,
    createdAt: (r.createdAt as Date).toISOString(),
  };
}

function entries(db: Database) {
  return db.select(entryColumns).from(queryLog).leftJoin(user, eq(user.id, queryLog.userId)).leftJoin(apikey, eq(apikey.id, queryLog.apiKeyId));
}

export async function listQueries(db: Database, workspaceId: string, options: { projectId?: string; limit?: number } = {}) {
  const conditions = [eq(queryLog.workspaceId, workspaceId)];
  if (options.projectId) conditions.push(eq(queryLog.projectId, options.projectId));
  const rows = await entries(db)
    .where(and(...conditions))
    .orderBy(desc(queryLog.createdAt), desc(queryLog.id))
    .limit(Math.min(Math.max(options.limit ?? 20, 1), 100));
  return rows.map(toDto);
}

/** A saved question and answer, for members of its workspace only (anyone else gets not found). */
export async function getQuery(db: Database, workspaceId: string, id: string): Promise<QueryLogEntryDto> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const [row] = isUuid
    ? await entries(db)
        .where(and(eq(queryLog.workspaceId, workspaceId), eq(queryLog.id, id)))
        .limit(1)
    : [];
  if (!row) throw new AppError('not_found', 'This question was not found in your workspace.');
  return toDto(row);
}
