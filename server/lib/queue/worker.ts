import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jobs } from '../../db/schema/documents.js';
import type { AppDeps } from '../../deps.js';
import type { Logger } from '../logger.js';
import { defaultBackoff, retryDelayMs, type BackoffPolicy } from './backoff.js';
import type { AnyJobDefinition, JobRun } from './job.js';

export interface JobWorkerOptions {
  db: Database;
  deps: AppDeps;
  logger: Logger;
  jobs: AnyJobDefinition[];
  /** Jobs run at the same time by this worker (default 2). */
  concurrency?: number;
  /** How often to look for due jobs when idle (default 500 ms). */
  pollIntervalMs?: number;
  backoff?: BackoffPolicy;
  /** How long stop() waits for running jobs before handing them back to the queue (default 15 s). */
  stopTimeoutMs?: number;
  /** Recorded in jobs.locked_by (default host:pid:random). */
  workerId?: string;
  /**
   * Extra seconds past a job's timeout before its lock counts as abandoned (default 30). The owner gives up
   * at the timeout itself; the margin keeps a slow owner and a new one from running the job side by side.
   */
  leaseGraceSeconds?: number;
}

type JobRow = typeof jobs.$inferSelect;

class JobTimeoutError extends Error {}

/** The message stored in last_error and shown to people, so it must read as a sentence, not a stack. */
function humanMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : typeof err === 'string' ? err : 'Unknown error';
  return (message.trim() || 'Unknown error').slice(0, 1000);
}

/**
 * Runs jobs from the `jobs` table. Claiming is one UPDATE over a FOR UPDATE SKIP LOCKED sub-select, so any
 * number of workers (processes or machines) share the table without running a job twice; a job whose lock is
 * older than its timeout (its worker died) is claimed again. Every later write is guarded by locked_by and the
 * attempt number, so a worker that lost its lease can never overwrite the new owner's result.
 */
export class JobWorker {
  readonly workerId: string;
  private readonly definitions: Map<string, AnyJobDefinition>;
  private readonly concurrency: number;
  private readonly pollIntervalMs: number;
  private readonly backoff: BackoffPolicy;
  private readonly stopTimeoutMs: number;
  private readonly running = new Map<string, { done: Promise<void>; controller: AbortController; attempt: number }>();
  private timer: NodeJS.Timeout | undefined;
  private readonly leaseGraceSeconds: number;
  private polling: Promise<void> | undefined;
  private pollAgain = false;
  private started = false;
  private stopping = false;

  constructor(private readonly options: JobWorkerOptions) {
    this.definitions = new Map(options.jobs.map((job) => [job.name, job]));
    if (this.definitions.size !== options.jobs.length) throw new Error('Two jobs share a name');
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.backoff = options.backoff ?? defaultBackoff;
    this.stopTimeoutMs = options.stopTimeoutMs ?? 15_000;
    this.leaseGraceSeconds = options.leaseGraceSeconds ?? 30;
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  }

  start() {
    if (this.started) return;
    this.started = true;
    this.poll();
  }

  /** Stops claiming, waits (bounded) for running jobs, then hands any still running back to the queue. */
  async stop() {
    this.stopping = true;
    clearTimeout(this.timer);
    // A claim in flight becomes a running job; wait for it so it is waited for too.
    await this.polling;
    const all = Promise.allSettled([...this.running.values()].map((r) => r.done));
    let timedOut = false;
    await Promise.race([
      all,
      new Promise<void>((resolve) => setTimeout(() => ((timedOut = true), resolve()), this.stopTimeoutMs).unref()),
    ]);
    if (!timedOut) return;
    for (const [id, run] of this.running) {
      run.controller.abort(new Error('The worker is shutting down'));
      // Not the job's fault: give the attempt back and make it due now for the next worker.
      await this.options.db
        .update(jobs)
        .set({ status: 'queued', attempts: sql`${jobs.attempts} - 1`, runAt: sql`now()`, lockedAt: null, lockedBy: null, updatedAt: sql`now()` })
        .where(this.ownedBy(id, run.attempt))
        .catch((err) => this.options.logger.error({ err, jobId: id }, 'could not release job on shutdown'));
    }
  }

  /** Runs one poll cycle now; used after a job finishes and by tests. */
  poll() {
    if (this.stopping) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.polling = this.fillSlots()
      .catch((err) => this.options.logger.error({ err }, 'job poll failed'))
      .finally(() => {
        this.polling = undefined;
        if (this.stopping) return;
        if (this.pollAgain) {
          this.pollAgain = false;
          this.poll();
          return;
        }
        // Deliberately keeps the event loop alive: in the worker role this timer is what keeps the process running.
        this.timer = setTimeout(() => this.poll(), this.pollIntervalMs);
      });
  }

  private async fillSlots() {
    while (!this.stopping && this.running.size < this.concurrency) {
      const row = await this.claim();
      if (!row) return;
      const controller = new AbortController();
      const done = this.execute(row, controller)
        // A lost database connection while recording the outcome must not crash the process; the lease
        // expires and the job is claimed again.
        .catch((err) => this.options.logger.error({ err, jobId: row.id }, 'could not record job outcome'))
        .finally(() => {
        this.running.delete(row.id);
        this.poll();
      });
      this.running.set(row.id, { done, controller, attempt: row.attempts });
    }
  }

  private async claim(): Promise<JobRow | undefined> {
    if (this.definitions.size === 0) return undefined;
    const leases = sql.join(
      [...this.definitions.values()].map((job) => sql`(${job.name}::text, ${job.timeoutSeconds + this.leaseGraceSeconds}::float8)`),
      sql`, `,
    );
    const [row] = await this.options.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedAt: sql`now()`,
        lockedBy: this.workerId,
        updatedAt: sql`now()`,
      })
      .where(
        eq(
          jobs.id,
          sql`(select j.id from jobs j join (values ${leases}) as lease(name, seconds) on lease.name = j.name
               where (j.status = 'queued' and j.run_at <= now())
                  or (j.status = 'running' and j.locked_at < now() - make_interval(secs => lease.seconds)
                      and j.locked_by is distinct from ${this.workerId})
               order by j.priority desc, j.run_at
               for update of j skip locked
               limit 1)`,
        ),
      )
      .returning();
    return row;
  }

  private ownedBy(id: string, attempt: number) {
    return and(eq(jobs.id, id), eq(jobs.lockedBy, this.workerId), eq(jobs.attempts, attempt), eq(jobs.status, 'running'));
  }

  private async execute(row: JobRow, controller: AbortController) {
    const { db, deps, logger: baseLogger } = this.options;
    const definition = this.definitions.get(row.name)!;
    const run: JobRun = { id: row.id, name: row.name, workspaceId: row.workspaceId, attempt: row.attempts, maxAttempts: row.maxAttempts };
    const logger = baseLogger.child({ job: row.name, jobId: row.id, attempt: row.attempts });

    const parsed = definition.payload.safeParse(row.payload);
    if (!parsed.success) {
      const reason = `The job's stored data is invalid: ${parsed.error.issues[0]?.message ?? 'unknown problem'}`;
      return this.fail(row, definition, run, logger, undefined, reason, true);
    }
    if (row.attempts > row.maxAttempts) {
      // The previous owner died (or hung past its timeout) during the last allowed attempt.
      const reason = 'Processing stopped unexpectedly during the last attempt (the worker was stopped or crashed)';
      return this.fail(row, definition, run, logger, parsed.data, reason, true);
    }

    let timeout: NodeJS.Timeout | undefined;
    try {
      const timedOut = new Promise<never>((_, reject) => {
        timeout = setTimeout(() => {
          const err = new JobTimeoutError(`Timed out after ${definition.timeoutSeconds} seconds`);
          reject(err);
          controller.abort(err);
        }, definition.timeoutSeconds * 1000);
      });
      await Promise.race([definition.handler(parsed.data, { job: run, db, deps, logger, signal: controller.signal }), timedOut]);
      clearTimeout(timeout);
      // A handler that returns quietly after being aborted did not finish its work.
      if (controller.signal.aborted) throw controller.signal.reason;
      const finished = await db
        .update(jobs)
        .set({ status: 'done', lockedAt: null, lockedBy: null, lastError: null, updatedAt: sql`now()` })
        .where(this.ownedBy(row.id, row.attempts))
        .returning({ id: jobs.id });
      if (!finished.length) logger.warn('job finished after its lease was taken over; result left to the new owner');
      else logger.debug('job done');
    } catch (err) {
      clearTimeout(timeout);
      const message = humanMessage(err);
      await this.fail(row, definition, run, logger, parsed.data, message, row.attempts >= row.maxAttempts, err);
    }
  }

  private async fail(
    row: JobRow,
    definition: AnyJobDefinition,
    run: JobRun,
    logger: Logger,
    payload: unknown,
    message: string,
    final: boolean,
    err?: unknown,
  ) {
    const { db, deps } = this.options;
    if (!final) {
      const delay = retryDelayMs(row.attempts, this.backoff);
      await db
        .update(jobs)
        .set({
          status: 'queued',
          runAt: sql`now() + make_interval(secs => ${delay / 1000})`,
          lastError: message,
          lockedAt: null,
          lockedBy: null,
          updatedAt: sql`now()`,
        })
        .where(this.ownedBy(row.id, row.attempts));
      logger.warn({ err, retryInMs: delay }, 'job attempt failed; will retry');
      return;
    }
    const updated = await db
      .update(jobs)
      .set({ status: 'failed', lastError: message, lockedAt: null, lockedBy: null, updatedAt: sql`now()` })
      .where(this.ownedBy(row.id, row.attempts))
      .returning({ id: jobs.id });
    if (!updated.length) return; // another worker owns it now; it decides the outcome
    logger.error({ err, error: message }, 'job failed for good');
    if (!definition.onFinalFailure) return;
    try {
      await definition.onFinalFailure(payload, { job: run, db, deps, logger, error: message });
    } catch (hookErr) {
      logger.error({ err: hookErr }, 'onFinalFailure hook failed');
    }
  }
}
