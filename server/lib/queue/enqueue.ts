import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { jobs } from '../../db/schema/documents.js';
import { AppError } from '../errors.js';
import type { JobType } from './job.js';

export interface EnqueueOptions {
  workspaceId?: string;
  /** The document the job works on: deleting the document (or its project or workspace) deletes the job, cancelling it. */
  documentId?: string;
  /** At most one queued or running job per key; a second enqueue returns the existing job. */
  dedupeKey?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
}

export interface EnqueuedJob {
  id: string;
  /** false when dedupeKey matched a job that was already queued or running. */
  created: boolean;
}

/** Anything that can run queries: the database or a transaction, so a job can be enqueued atomically with a write. */
type Queryable = Pick<Database, 'insert' | 'select'>;

/** Validates the payload against the job's schema and stores the job. */
export async function enqueue<P>(db: Queryable, job: JobType<P>, payload: P, options: EnqueueOptions = {}): Promise<EnqueuedJob> {
  const parsed = job.payload.safeParse(payload);
  if (!parsed.success) {
    throw new AppError('invalid_input', `Invalid payload for job ${job.name}: ${z.prettifyError(parsed.error)}`);
  }
  const values = {
    name: job.name,
    payload: parsed.data as unknown,
    workspaceId: options.workspaceId ?? null,
    documentId: options.documentId ?? null,
    dedupeKey: options.dedupeKey ?? null,
    maxAttempts: job.maxAttempts,
    priority: job.priority,
    ...(options.runAt ? { runAt: options.runAt } : {}),
  };
  if (!options.dedupeKey) {
    const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
    return { id: row!.id, created: true };
  }
  // The existing job can finish between the insert and the look-up; then the next insert succeeds.
  for (let tries = 0; tries < 3; tries++) {
    const [row] = await db
      .insert(jobs)
      .values(values)
      .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`status in ('queued', 'running')` })
      .returning({ id: jobs.id });
    if (row) return { id: row.id, created: true };
    const [existing] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.dedupeKey, options.dedupeKey), inArray(jobs.status, ['queued', 'running'])))
      .limit(1);
    if (existing) return { id: existing.id, created: false };
  }
  throw new Error(`Could not enqueue job ${job.name} with dedupe key ${options.dedupeKey}`);
}

/** The queue as AppDeps exposes it: enqueue bound to the app's database. */
export interface JobQueue {
  enqueue<P>(job: JobType<P>, payload: P, options?: EnqueueOptions): Promise<EnqueuedJob>;
}

export function createJobQueue(db: Database): JobQueue {
  return { enqueue: (job, payload, options) => enqueue(db, job, payload, options) };
}
