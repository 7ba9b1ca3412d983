import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jobs } from '../../db/schema/documents.js';
import type { AppDeps } from '../../deps.js';
import type { Logger } from '../logger.js';
import { defaultBackoff, retryDelayMs, type BackoffPolicy } from './backoff.js';
import { JobLeaseLostError, type AnyJobDefinition, type JobLease, type JobRun } from './job.js';

export interface JobWorkerOptions {
  db: Database;
  deps: AppDeps;
  logger: Logger;
  jobs: AnyJobDefinition[];
  /** Jobs run at the same time by this worker (default 2; the app passes WORKER_CONCURRENCY). */
  concurrency?: number;
  /**
   * At most this many jobs of one workspace run at once, across all workers (default: half of `concurrency`,
   * at least 1), so one workspace's backlog always leaves a slot for another workspace's work.
   */
  workspaceLimit?: number;
  /**
   * One slot beyond `concurrency` that only a job of a workspace with nothing running (or a system job while no
   * other runs) may take (default true);
   * off, a workspace that filled every slot makes the next workspace wait for one of its jobs (the benchmark's
   * baseline).
   */
  newcomerSlot?: boolean;
  /** How often to look for due jobs when idle (default 500 ms). */
  pollIntervalMs?: number;
  backoff?: BackoffPolicy;
  /** How long stop() waits for running jobs before handing them back to the queue (default 15 s). */
  stopTimeoutMs?: number;
  /** Recorded in jobs.locked_by (default host:pid:random). */
  workerId?: string;
  /**
   * Seconds a claim or heartbeat holds a job (default 30). A job whose worker stops beating (killed, hung,
   * cut off from the database) is claimed again by any worker once this has passed.
   */
  leaseSeconds?: number;
  /** How often running jobs' leases are renewed, and cancellations noticed (default 5 s, at most a third of the lease). */
  heartbeatMs?: number;
}

type JobRow = typeof jobs.$inferSelect;

class JobTimeoutError extends Error {}

interface RunningJob {
  done: Promise<void>;
  controller: AbortController;
  attempt: number;
}

/** The message stored in last_error and shown to people, so it must read as a sentence, not a stack. */
function humanMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : typeof err === 'string' ? err : 'Unknown error';
  return (message.trim() || 'Unknown error').slice(0, 1000);
}

/**
 * Runs jobs from the `jobs` table. Claiming is one UPDATE over a FOR UPDATE SKIP LOCKED sub-select, so any
 * number of workers (processes or machines) share the table without running a job twice. The claim is fair
 * between workspaces: among due jobs, those of workspaces with the fewest running jobs go first, and a
 * workspace at its limit waits. A claim holds a short lease that a heartbeat renews while the job runs; a job
 * whose lease ran out (its worker died) is claimed again, and a worker whose heartbeat finds the job gone
 * (cancelled: its document was deleted) or owned by another aborts the run. Every later write is guarded by
 * locked_by and the attempt number, so a worker that lost its lease can never overwrite the new owner's result.
 */
export class JobWorker {
  readonly workerId: string;
  private readonly definitions: Map<string, AnyJobDefinition>;
  private readonly concurrency: number;
  private readonly workspaceLimit: number;
  /** `concurrency` plus the newcomer slot. */
  private readonly slots: number;
  private readonly pollIntervalMs: number;
  private readonly backoff: BackoffPolicy;
  private readonly stopTimeoutMs: number;
  private readonly leaseSeconds: number;
  private readonly heartbeatMs: number;
  private readonly running = new Map<string, RunningJob>();
  private timer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private lastHeartbeat = Date.now();
  private polling: Promise<void> | undefined;
  private pollAgain = false;
  private started = false;
  private stopping = false;

  constructor(private readonly options: JobWorkerOptions) {
    this.definitions = new Map(options.jobs.map((job) => [job.name, job]));
    if (this.definitions.size !== options.jobs.length) throw new Error('Two jobs share a name');
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.workspaceLimit = Math.max(1, options.workspaceLimit ?? Math.floor(this.concurrency / 2));
    this.slots = this.concurrency + (options.newcomerSlot === false ? 0 : 1);
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.backoff = options.backoff ?? defaultBackoff;
    this.stopTimeoutMs = options.stopTimeoutMs ?? 15_000;
    this.leaseSeconds = options.leaseSeconds ?? 30;
    this.heartbeatMs = options.heartbeatMs ?? Math.min(5_000, (this.leaseSeconds * 1000) / 3);
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  }

  start() {
    if (this.started) return;
    this.started = true;
    let beating: Promise<void> | undefined;
    // One heartbeat at a time: a slow database must not pile them up.
    this.heartbeatTimer = setInterval(() => void (beating ??= this.heartbeat().finally(() => (beating = undefined))), this.heartbeatMs);
    this.heartbeatTimer.unref();
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
    await Promise.race([all, new Promise<void>((resolve) => setTimeout(() => ((timedOut = true), resolve()), this.stopTimeoutMs).unref())]);
    clearInterval(this.heartbeatTimer);
    if (!timedOut) return;
    for (const [id, run] of this.running) {
      // Not the job's fault: give the attempt back and make it due now for the next worker. Released before
      // the abort, so the aborted run finds the job no longer its own and records no failure.
      await this.options.db
        .update(jobs)
        .set({
          status: 'queued',
          attempts: sql`${jobs.attempts} - 1`,
          runAt: sql`now()`,
          lockedAt: null,
          lockedBy: null,
          lockedUntil: null,
          updatedAt: sql`now()`,
        })
        .where(this.ownedBy(id, run.attempt))
        .catch((err) => this.options.logger.error({ err, jobId: id }, 'could not release job on shutdown'));
      run.controller.abort(new JobLeaseLostError('The worker is shutting down'));
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

  /**
   * Fills the `concurrency` slots, plus one newcomer slot that only a workspace with nothing running may take: a
   * workspace that had the worker to itself (and so took every slot) never makes another workspace's first
   * document wait for one of its long jobs to end. CPU stays bounded by the worker pools, which the jobs share
   * page by page, so the extra job slows the others a little instead of waiting whole.
   */
  private async fillSlots() {
    while (!this.stopping && this.running.size < this.slots) {
      const row = await this.claim(this.running.size >= this.concurrency);
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

  /**
   * Renews the lease of every job this worker runs, in one statement. A job missing from the answer is no
   * longer ours (deleted with its document, or claimed by another worker after we missed beats): its run is
   * aborted. If the database cannot be reached for a whole lease, the leases are presumed lost too.
   */
  private async heartbeat() {
    const beating = [...this.running].filter(([, run]) => !run.controller.signal.aborted);
    if (!beating.length) {
      this.lastHeartbeat = Date.now();
      return;
    }
    try {
      const held = await this.options.db
        .update(jobs)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${this.leaseSeconds})` })
        .where(
          and(
            inArray(
              jobs.id,
              beating.map(([id]) => id),
            ),
            eq(jobs.lockedBy, this.workerId),
            eq(jobs.status, 'running'),
          ),
        )
        .returning({ id: jobs.id, attempts: jobs.attempts });
      this.lastHeartbeat = Date.now();
      const attemptOf = new Map(held.map((row) => [row.id, row.attempts]));
      for (const [id, run] of beating) {
        if (attemptOf.get(id) === run.attempt) continue;
        this.options.logger.info({ jobId: id }, 'job was cancelled or taken over; stopping it');
        run.controller.abort(new JobLeaseLostError('The job was cancelled or taken over by another worker'));
      }
    } catch (err) {
      this.options.logger.error({ err }, 'job heartbeat failed');
      if (Date.now() - this.lastHeartbeat < this.leaseSeconds * 1000) return;
      for (const [, run] of beating) run.controller.abort(new JobLeaseLostError('The job lease expired (the database could not be reached)'));
    }
  }

  /**
   * One statement: picks the next due job (or one whose lease ran out), fairly, and takes it. Workspaces with
   * the fewest live running jobs go first, then priority, then oldest; a workspace already running
   * `workspaceLimit` jobs is passed over while another workspace has due work (when none has, it may use every
   * slot: the limit shares the worker, it does not idle it). `newcomersOnly` takes only a job of a workspace with
   * nothing running (the newcomer slot); system jobs (no workspace: alerts, clean-up) count as one more such
   * workspace, so a run of alerts asked for now is not queued behind long document jobs. Two processes claiming
   * at the same instant may each see the other's claim too late and exceed the limit by one, briefly; within a
   * process claims are sequential.
   */
  private async claim(newcomersOnly = false): Promise<JobRow | undefined> {
    if (this.definitions.size === 0) return undefined;
    const names = sql.join(
      [...this.definitions.keys()].map((name) => sql`${name}`),
      sql`, `,
    );
    const [row] = await this.options.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedAt: sql`now()`,
        lockedBy: this.workerId,
        lockedUntil: sql`now() + make_interval(secs => ${this.leaseSeconds})`,
        updatedAt: sql`now()`,
      })
      .where(
        eq(
          jobs.id,
          sql`(with busy as (
                 select workspace_id, count(*)::int as running from jobs
                 where status = 'running' and locked_until > now() and workspace_id is not null
                 group by workspace_id)
               select j.id from jobs j left join busy on busy.workspace_id = j.workspace_id
               where j.name in (${names})
                 and ((j.status = 'queued' and j.run_at <= now())
                   or (j.status = 'running' and (j.locked_until is null or j.locked_until < now()) and j.locked_by is distinct from ${this.workerId}))
                 and ${
                   newcomersOnly
                     ? sql`((j.workspace_id is not null and coalesce(busy.running, 0) = 0)
                        or (j.workspace_id is null and not exists (select 1 from jobs r where r.status = 'running'
                              and r.locked_until > now() and r.workspace_id is null)))`
                     : sql`(coalesce(busy.running, 0) < ${this.workspaceLimit}
                        or not exists (select 1 from jobs o where o.name in (${names}) and o.status = 'queued' and o.run_at <= now()
                                         and o.workspace_id is distinct from j.workspace_id))`
                 }
               order by coalesce(busy.running, 0), j.priority desc, j.run_at
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

    const lease: JobLease = {
      holdIn: async (tx) => {
        const held = await tx.execute(sql`select 1 from jobs where id = ${row.id} and locked_by = ${this.workerId}
          and attempts = ${row.attempts} and status = 'running' for key share`);
        if (!held.rows.length) throw new JobLeaseLostError('The job was cancelled or taken over by another worker');
      },
    };
    let timeout: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    try {
      const stopped = new Promise<never>((_, reject) => {
        timeout = setTimeout(() => {
          const err = new JobTimeoutError(`Timed out after ${definition.timeoutSeconds} seconds`);
          reject(err);
          controller.abort(err);
        }, definition.timeoutSeconds * 1000);
        // Cancelled, lease lost or shutting down: the slot is freed at once even if the handler is slow to stop.
        onAbort = () => reject(controller.signal.reason);
        controller.signal.addEventListener('abort', onAbort, { once: true });
      });
      await Promise.race([definition.handler(parsed.data, { job: run, db, deps, logger, signal: controller.signal, lease }), stopped]);
      clearTimeout(timeout);
      // A handler that returns quietly after being aborted did not finish its work.
      if (controller.signal.aborted) throw controller.signal.reason;
      const finished = await db
        .update(jobs)
        .set({ status: 'done', lockedAt: null, lockedBy: null, lockedUntil: null, lastError: null, updatedAt: sql`now()` })
        .where(this.ownedBy(row.id, row.attempts))
        .returning({ id: jobs.id });
      if (!finished.length) logger.warn('job finished after it was cancelled or its lease was taken over; result left to the new owner');
      else logger.debug('job done');
    } catch (err) {
      clearTimeout(timeout);
      if (err instanceof JobLeaseLostError) {
        // Nothing to record: the row is gone (cancelled) or belongs to the worker that took it over.
        logger.info({ reason: err.message }, 'job run stopped');
        return;
      }
      const message = humanMessage(err);
      await this.fail(row, definition, run, logger, parsed.data, message, row.attempts >= row.maxAttempts, err);
    } finally {
      if (onAbort) controller.signal.removeEventListener('abort', onAbort);
    }
  }

  private async fail(row: JobRow, definition: AnyJobDefinition, run: JobRun, logger: Logger, payload: unknown, message: string, final: boolean, err?: unknown) {
    const { db, deps } = this.options;
    if (!final) {
      const delay = retryDelayMs(row.attempts, this.backoff);
      const requeued = await db
        .update(jobs)
        .set({
          status: 'queued',
          runAt: sql`now() + make_interval(secs => ${delay / 1000})`,
          lastError: message,
          lockedAt: null,
          lockedBy: null,
          lockedUntil: null,
          updatedAt: sql`now()`,
        })
        .where(this.ownedBy(row.id, row.attempts))
        .returning({ id: jobs.id });
      if (requeued.length) logger.warn({ err, retryInMs: delay }, 'job attempt failed; will retry');
      return;
    }
    const updated = await db
      .update(jobs)
      .set({ status: 'failed', lastError: message, lockedAt: null, lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
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
