import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { jobs } from '../../../db/schema/documents.js';
import type { AppDeps } from '../../../deps.js';
import { createLogger } from '../../logger.js';
import type { AnyJobDefinition } from '../job.js';
import { JobWorker, type JobWorkerOptions } from '../worker.js';

export const silentLogger = createLogger('silent');

/** A worker tuned for tests: fast polling and millisecond backoff. */
export function testWorker(db: Database, definitions: AnyJobDefinition[], options: Partial<JobWorkerOptions> = {}) {
  return new JobWorker({
    db,
    deps: { db, logger: silentLogger } as unknown as AppDeps,
    logger: silentLogger,
    jobs: definitions,
    pollIntervalMs: 20,
    backoff: { baseMs: 40, maxMs: 200 },
    stopTimeoutMs: 2_000,
    leaseSeconds: 1,
    heartbeatMs: 100,
    ...options,
  });
}

export async function jobRow(db: Database, id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

/** Polls until the job reaches one of the statuses (or fails the test after `timeoutMs`). */
export async function waitForStatus(db: Database, id: string, statuses: string[], timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await jobRow(db, id);
    if (statuses.includes(row.status)) return row;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${row.status} (attempts ${row.attempts}, last error ${row.lastError})`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
