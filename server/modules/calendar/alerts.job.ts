/**
 * The daily critical-date alerts job (decision 0028). It lives in the jobs table, so it survives restarts, and it
 * keeps exactly one run queued through a dedupe key, however many worker processes run: each run first hands its
 * key to the next day's run (in one transaction, under its lease), and a worker that starts asks for a run now.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { enqueue } from '../../lib/queue/enqueue.js';
import { defineJob, type JobContext } from '../../lib/queue/job.js';
import { todayUtc } from '../leases/critical-dates.js';
import { sendDueAlerts } from './alerts.service.js';

export const ALERTS_JOB_KEY = 'leases.alerts';
/** The daily run's hour (UTC): early morning across the Americas, working hours in Europe. */
export const ALERTS_HOUR_UTC = 11;
/** A worker that starts within this long after a finished run does not ask for another one. */
const RECENT_RUN_MINUTES = 10;

/** The next daily run after `now`: today at ALERTS_HOUR_UTC if that is still ahead, else tomorrow. */
export function nextRunAt(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), ALERTS_HOUR_UTC));
  if (next.getTime() <= now.getTime() + 60_000) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

export const leaseAlertsJob = defineJob({
  name: ALERTS_JOB_KEY,
  payload: z.object({}),
  maxAttempts: 3,
  timeoutSeconds: 15 * 60,
  async handler(_payload, ctx) {
    await scheduleNextRun(ctx);
    const summary = await sendDueAlerts(
      { db: ctx.db, mailer: ctx.deps.mailer, logger: ctx.logger, publicUrl: ctx.deps.env.PUBLIC_URL },
      { today: todayUtc(), signal: ctx.signal },
    );
    ctx.logger.info(summary, 'critical-date alerts sent');
  },
});

/**
 * Queues tomorrow's run before doing today's work, so the chain goes on even if this run fails for good. The run
 * gives up its dedupe key (it would otherwise find itself) and queues the next under it, atomically and only while
 * it still owns its job. A retry finds the next run already queued and queues nothing.
 */
async function scheduleNextRun(ctx: JobContext) {
  await ctx.db.transaction(async (tx) => {
    await ctx.lease.holdIn(tx);
    await tx.update(jobs).set({ dedupeKey: null }).where(eq(jobs.id, ctx.job.id));
    await enqueue(tx, leaseAlertsJob, {}, { dedupeKey: ALERTS_JOB_KEY, runAt: nextRunAt(new Date()) });
  });
}

/**
 * Makes sure a run is queued and, with `runNow`, that it runs now: a queued run for later is moved to now (the
 * dedupe key keeps it one run whoever asks). `'unless-recent'` (a worker starting) skips that when a run finished
 * in the last few minutes, so several workers starting together, or a quick restart, make one run, not several.
 */
export async function ensureAlertsScheduled(db: Database, runNow: boolean | 'unless-recent') {
  const { id, created } = await enqueue(db, leaseAlertsJob, {}, { dedupeKey: ALERTS_JOB_KEY, runAt: new Date() });
  if (created || !runNow) return;
  if (runNow === 'unless-recent') {
    const recent = await db.$count(
      jobs,
      and(eq(jobs.name, ALERTS_JOB_KEY), eq(jobs.status, 'done'), gt(jobs.updatedAt, sql`now() - make_interval(mins => ${RECENT_RUN_MINUTES})`)),
    );
    if (recent) return;
  }
  await db
    .update(jobs)
    .set({ runAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'queued'), gt(jobs.runAt, sql`now()`)));
}

/** The worker role's start-up hook (server/background.ts): one run at start, then daily. */
export function scheduleAlertsOnStart(deps: AppDeps) {
  void ensureAlertsScheduled(deps.db, 'unless-recent').catch((err) => deps.logger.error({ err }, 'could not schedule critical-date alerts'));
  return () => {};
}
