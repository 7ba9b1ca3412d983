import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';
import { jobs } from '../../db/schema/documents.js';
import { openTestDatabase } from '../../test/harness.js';
import { AppError } from '../errors.js';
import { cleanupJobsJob } from './cleanup-job.js';
import { enqueue } from './enqueue.js';
import { defineJob } from './job.js';
import type { JobWorker } from './worker.js';
import { jobRow, sleep, testWorker, waitForStatus } from './test-support/queue-fixtures.js';

let database: DatabaseHandle;
const workers: JobWorker[] = [];
const start = (worker: JobWorker) => (workers.push(worker), worker.start(), worker);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(() => database.close());

const noteSchema = z.object({ documentId: z.string().min(1), pages: z.number().int().positive() });

describe('job queue', () => {
  it('runs an enqueued job once with its validated payload and marks it done', async () => {
    const seen: unknown[] = [];
    const job = defineJob({ name: 'test.record', payload: noteSchema, handler: async (payload, ctx) => void seen.push({ payload, attempt: ctx.job.attempt }) });
    const { id, created } = await enqueue(database.db, job, { documentId: 'doc-1', pages: 3 }, { workspaceId: 'ws-1' });
    expect(created).toBe(true);
    expect((await jobRow(database.db, id)).status).toBe('queued');

    start(testWorker(database.db, [job]));
    const row = await waitForStatus(database.db, id, ['done', 'failed']);
    expect(row).toMatchObject({ status: 'done', attempts: 1, lockedBy: null, lastError: null, workspaceId: 'ws-1' });
    expect(seen).toEqual([{ payload: { documentId: 'doc-1', pages: 3 }, attempt: 1 }]);
  });

  it('claims due jobs by priority, then oldest first', async () => {
    const order: string[] = [];
    const routine = defineJob({ name: 'test.routine', payload: z.object({ n: z.number() }), handler: async ({ n }) => void order.push(`routine-${n}`) });
    const urgent = defineJob({ name: 'test.urgent', payload: z.object({}), priority: 10, handler: async () => void order.push('urgent') });
    for (let n = 1; n <= 3; n++) await enqueue(database.db, routine, { n });
    await enqueue(database.db, urgent, {}); // enqueued last, runs first
    start(testWorker(database.db, [routine, urgent], { concurrency: 1 }));
    const deadline = Date.now() + 10_000;
    while (order.length < 4 && Date.now() < deadline) await sleep(20);
    expect(order).toEqual(['urgent', 'routine-1', 'routine-2', 'routine-3']);
  });

  it('refuses an invalid payload at enqueue and stores nothing', async () => {
    const job = defineJob({ name: 'test.invalid', payload: noteSchema, handler: async () => {} });
    const before = await database.db.$count(jobs, eq(jobs.name, 'test.invalid'));
    const attempt = enqueue(database.db, job, { documentId: '', pages: -1 } as never);
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'invalid_input', message: expect.stringContaining('test.invalid') });
    expect(await database.db.$count(jobs, eq(jobs.name, 'test.invalid'))).toBe(before);
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    const startedAt: number[] = [];
    const errorsSeenBetweenAttempts: (string | null)[] = [];
    const job = defineJob({
      name: 'test.flaky',
      payload: z.object({}),
      maxAttempts: 5,
      async handler(_, { job: run, db }) {
        startedAt.push(Date.now());
        errorsSeenBetweenAttempts.push((await jobRow(db, run.id)).lastError);
        if (run.attempt < 3) throw new Error(`Storage was unreachable (attempt ${run.attempt})`);
      },
    });
    const { id } = await enqueue(database.db, job, {});
    start(testWorker(database.db, [job], { backoff: { baseMs: 150, maxMs: 1_000 } }));
    const row = await waitForStatus(database.db, id, ['done', 'failed']);
    expect(row).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    // The reason of the previous failure stays visible while the job waits for its retry.
    expect(errorsSeenBetweenAttempts).toEqual([null, 'Storage was unreachable (attempt 1)', 'Storage was unreachable (attempt 2)']);
    // Jittered backoff: at least half of 150 ms, then at least half of 300 ms.
    expect(startedAt[1]! - startedAt[0]!).toBeGreaterThanOrEqual(70);
    expect(startedAt[2]! - startedAt[1]!).toBeGreaterThanOrEqual(145);
  });

  it('gives up after maxAttempts, keeps the reason and calls onFinalFailure once', async () => {
    const finalFailures: unknown[] = [];
    let runs = 0;
    const job = defineJob({
      name: 'test.doomed',
      payload: z.object({ documentId: z.string() }),
      maxAttempts: 3,
      async handler() {
        runs++;
        throw new Error('The PDF is password protected');
      },
      async onFinalFailure(payload, failure) {
        finalFailures.push({ payload, error: failure.error, attempt: failure.job.attempt });
      },
    });
    const { id } = await enqueue(database.db, job, { documentId: 'doc-9' });
    start(testWorker(database.db, [job]));
    const row = await waitForStatus(database.db, id, ['failed', 'done']);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'The PDF is password protected', lockedBy: null });
    await sleep(300);
    expect(runs).toBe(3);
    expect(finalFailures).toEqual([{ payload: { documentId: 'doc-9' }, error: 'The PDF is password protected', attempt: 3 }]);
  });

  it('treats an attempt that runs past its timeout as failed and aborts its signal', async () => {
    let aborted = 0;
    const job = defineJob({
      name: 'test.slow',
      payload: z.object({}),
      maxAttempts: 1,
      timeoutSeconds: 0.3,
      handler: (_, { signal }) => new Promise((resolve) => signal.addEventListener('abort', () => (aborted++, resolve()))),
    });
    const { id } = await enqueue(database.db, job, {});
    start(testWorker(database.db, [job]));
    const row = await waitForStatus(database.db, id, ['failed', 'done']);
    expect(row).toMatchObject({ status: 'failed', lastError: 'Timed out after 0.3 seconds' });
    expect(aborted).toBe(1);
  });

  it('dedupes by key while a job is queued or running, and accepts it again once done', async () => {
    const job = defineJob({ name: 'test.dedupe', payload: z.object({ n: z.number() }), handler: async () => {} });
    const first = await enqueue(database.db, job, { n: 1 }, { dedupeKey: 'ingest:v1' });
    const second = await enqueue(database.db, job, { n: 2 }, { dedupeKey: 'ingest:v1' });
    expect(second).toEqual({ id: first.id, created: false });
    expect(await database.db.$count(jobs, eq(jobs.dedupeKey, 'ingest:v1'))).toBe(1);

    start(testWorker(database.db, [job]));
    await waitForStatus(database.db, first.id, ['done']);
    const third = await enqueue(database.db, job, { n: 3 }, { dedupeKey: 'ingest:v1' });
    expect(third.created).toBe(true);
    expect(third.id).not.toBe(first.id);
  });

  it('claims again a job left running by a dead worker once its lease has run out', async () => {
    const ran: number[] = [];
    const job = defineJob({ name: 'test.orphan', payload: z.object({}), timeoutSeconds: 5, handler: async (_, c) => void ran.push(c.job.attempt) });
    const fresh = await enqueue(database.db, job, {});
    const orphan = await enqueue(database.db, job, {});
    // One lease ran out a second ago (its worker was killed), the other is being renewed by a live worker.
    await database.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        lockedBy: 'dead-worker',
        lockedAt: sql`now() - interval '1 minute'`,
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(jobs.id, orphan.id));
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'live-worker', lockedAt: sql`now() - interval '1 hour'`, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.id, fresh.id));

    start(testWorker(database.db, [job]));
    const row = await waitForStatus(database.db, orphan.id, ['done', 'failed']);
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
    expect(ran).toEqual([2]);
    expect(await jobRow(database.db, fresh.id)).toMatchObject({ status: 'running', lockedBy: 'live-worker' });
  });

  it('a job whose worker died during its last attempt fails for good instead of running again', async () => {
    const finalFailures: unknown[] = [];
    let runs = 0;
    const job = defineJob({
      name: 'test.last-orphan',
      payload: z.object({ documentId: z.string() }),
      maxAttempts: 2,
      timeoutSeconds: 5,
      handler: async () => void runs++,
      onFinalFailure: async (payload, failure) => void finalFailures.push({ payload, error: failure.error }),
    });
    const { id } = await enqueue(database.db, job, { documentId: 'doc-3' });
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 2, lockedBy: 'dead-worker', lockedAt: sql`now() - interval '1 hour'`, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    start(testWorker(database.db, [job]));
    const row = await waitForStatus(database.db, id, ['failed', 'done']);
    expect(row.status).toBe('failed');
    expect(row.lastError).toMatch(/stopped unexpectedly during the last attempt/);
    expect(runs).toBe(0);
    expect(finalFailures).toEqual([{ payload: { documentId: 'doc-3' }, error: row.lastError }]);
  });

  it('stop() hands a job that does not finish in time back to the queue without using up an attempt', async () => {
    const job = defineJob({ name: 'test.stuck', payload: z.object({}), timeoutSeconds: 60, handler: () => new Promise(() => {}) });
    const { id } = await enqueue(database.db, job, {});
    const worker = testWorker(database.db, [job], { stopTimeoutMs: 200 });
    worker.start();
    await waitForStatus(database.db, id, ['running']);
    const stopping = Date.now();
    await worker.stop();
    expect(Date.now() - stopping).toBeLessThan(2_000);
    expect(await jobRow(database.db, id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null, lockedAt: null, lockedUntil: null });
  });

  it('runs at most `concurrency` jobs at once and stop() waits for them', async () => {
    let active = 0;
    let peak = 0;
    const job = defineJob({
      name: 'test.parallel',
      payload: z.object({}),
      async handler() {
        active++;
        peak = Math.max(peak, active);
        await sleep(150);
        active--;
      },
    });
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await enqueue(database.db, job, {})).id);
    const worker = testWorker(database.db, [job], { concurrency: 2 });
    worker.start();
    await waitForStatus(database.db, ids[0]!, ['done']);
    await worker.stop();
    expect(peak).toBe(2);
    expect(active).toBe(0); // stop() returned only after the running jobs finished
    const statuses = await Promise.all(ids.map(async (id) => (await jobRow(database.db, id)).status));
    // Nothing is left half-done: each job is either finished or still waiting for the next worker.
    expect(statuses.every((s) => s === 'done' || s === 'queued')).toBe(true);
    expect(statuses.filter((s) => s === 'queued').length).toBeGreaterThan(0);
  });

  it('the clean-up job deletes finished jobs older than a week and keeps the rest', async () => {
    const job = defineJob({ name: 'test.history', payload: z.object({}), handler: async () => {} });
    const old = await enqueue(database.db, job, {});
    const recent = await enqueue(database.db, job, {});
    const oldFailure = await enqueue(database.db, job, {});
    await database.db.update(jobs).set({ status: 'done', updatedAt: sql`now() - interval '8 days'` }).where(eq(jobs.id, old.id));
    await database.db.update(jobs).set({ status: 'done', updatedAt: sql`now() - interval '1 day'` }).where(eq(jobs.id, recent.id));
    await database.db.update(jobs).set({ status: 'failed', updatedAt: sql`now() - interval '30 days'` }).where(eq(jobs.id, oldFailure.id));

    const cleanup = await enqueue(database.db, cleanupJobsJob, { olderThanDays: 7 }, { dedupeKey: 'jobs.cleanup' });
    start(testWorker(database.db, [cleanupJobsJob]));
    await waitForStatus(database.db, cleanup.id, ['done']);
    expect(await database.db.$count(jobs, eq(jobs.id, old.id))).toBe(0);
    expect(await database.db.$count(jobs, eq(jobs.id, recent.id))).toBe(1);
    expect(await database.db.$count(jobs, eq(jobs.id, oldFailure.id))).toBe(1);
  });
});
