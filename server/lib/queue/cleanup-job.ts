import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { jobs } from '../../db/schema/documents.js';
import type { Database } from '../../db/client.js';
import { enqueue } from './enqueue.js';
import { defineJob } from './job.js';

/** Finished jobs are kept a week for diagnostics, then removed by this job. Failed jobs stay (they explain a failure). */
export const cleanupJobsJob = defineJob({
  name: 'jobs.cleanup',
  payload: z.object({ olderThanDays: z.number().int().min(1).default(7) }),
  maxAttempts: 3,
  timeoutSeconds: 120,
  async handler({ olderThanDays }, { db, logger }) {
    const removed = await db
      .delete(jobs)
      .where(and(eq(jobs.status, 'done'), lt(jobs.updatedAt, sql`now() - make_interval(days => ${olderThanDays})`)))
      .returning({ id: jobs.id });
    if (removed.length) logger.info({ removed: removed.length }, 'removed finished jobs');
  },
});

/** Enqueues a clean-up unless one is already waiting; safe to call from every worker on a timer. */
export function scheduleCleanup(db: Database) {
  return enqueue(db, cleanupJobsJob, { olderThanDays: 7 }, { dedupeKey: 'jobs.cleanup' });
}
