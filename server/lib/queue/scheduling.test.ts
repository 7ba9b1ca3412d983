import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';
import { jobs } from '../../db/schema/documents.js';
import { openTestDatabase } from '../../test/harness.js';
import { enqueue } from './enqueue.js';
import { defineJob, JobLeaseLostError } from './job.js';
import type { JobWorker } from './worker.js';
import { jobRow, sleep, testWorker, waitForStatus } from './test-support/queue-fixtures.js';

let database: DatabaseHandle;
const workers: JobWorker[] = [];
const start = (worker: JobWorker) => (workers.push(worker), worker.start(), worker);
/** Jobs that wait for the test to let them go: the test decides how long each holds its slot. */
const gates = new Map<string, () => void>();
const releaseAll = () => {
  for (const open of gates.values()) open();
  gates.clear();
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  releaseAll();
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await database.db.delete(jobs);
});
afterAll(() => database.close());

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

function gatedJob(name: string, started: string[]) {
  return defineJob({
    name,
    payload: z.object({ label: z.string() }),
    handler: ({ label }) => {
      started.push(label);
      return new Promise<void>((resolve) => gates.set(label, resolve));
    },
  });
}

describe('fair scheduling between workspaces', () => {
  it("one workspace's backlog leaves a slot for another workspace's first job", async () => {
    const started: string[] = [];
    const job = gatedJob('test.fair-backlog', started);
    for (let n = 0; n < 4; n++) await enqueue(database.db, job, { label: `a${n}` }, { workspaceId: 'ws-a' });
    await enqueue(database.db, job, { label: 'b0' }, { workspaceId: 'ws-b' }); // enqueued last
    start(testWorker(database.db, [job], { concurrency: 2 })); // per-workspace limit defaults to 1

    await waitUntil(() => started.length === 2);
    await sleep(200); // time for a wrong third claim, had a slot been free
    expect(started.sort()).toEqual(['a0', 'b0']);

    // Once no other workspace has due work, the limit does not leave the slot idle: A's next job takes it.
    gates.get('b0')!();
    await waitUntil(() => started.length === 3);
    expect(started[2]).toBe('a1');
  });

  it("a workspace alone uses every slot, and another workspace's first job still starts at once (the newcomer slot)", async () => {
    const started: string[] = [];
    const job = gatedJob('test.fair-newcomer', started);
    for (let n = 0; n < 3; n++) await enqueue(database.db, job, { label: `a${n}` }, { workspaceId: 'ws-a' });
    start(testWorker(database.db, [job], { concurrency: 2 })); // per-workspace limit 1, but nobody else waits
    await waitUntil(() => started.length === 2);
    await sleep(200); // the newcomer slot is not A's: A already runs jobs
    expect(started).toEqual(['a0', 'a1']);

    // B's first upload does not wait for one of A's (long) jobs to end.
    await enqueue(database.db, job, { label: 'b0' }, { workspaceId: 'ws-b' });
    await waitUntil(() => started.length === 3);
    expect(started[2]).toBe('b0');
    await sleep(200); // and nothing more: every slot, the newcomer's included, is taken
    expect(started).toHaveLength(3);
  });

  it('a system job (no workspace) asked for while workspaces fill every slot starts at once in the newcomer slot', async () => {
    const started: string[] = [];
    const job = gatedJob('test.fair-system', started);
    for (const ws of ['ws-a', 'ws-b']) await enqueue(database.db, job, { label: ws }, { workspaceId: ws });
    start(testWorker(database.db, [job], { concurrency: 2 }));
    await waitUntil(() => started.length === 2);

    // Alerts asked for now do not wait for one of the long document jobs to end.
    await enqueue(database.db, job, { label: 'system' });
    await waitUntil(() => started.length === 3);
    expect(started[2]).toBe('system');
  });

  it('among due jobs, the workspace with fewer running jobs goes first, then priority and age', async () => {
    const started: string[] = [];
    const job = gatedJob('test.fair-order', started);
    for (let n = 0; n < 3; n++) await enqueue(database.db, job, { label: `a${n}` }, { workspaceId: 'ws-a' });
    for (let n = 0; n < 2; n++) await enqueue(database.db, job, { label: `b${n}` }, { workspaceId: 'ws-b' });
    start(testWorker(database.db, [job], { concurrency: 4, workspaceLimit: 2 }));
    await waitUntil(() => started.length === 4);
    // a0 (oldest, both idle), then b0 (B runs none, A one), then a1 and b1 alternate the same way.
    expect(started).toEqual(['a0', 'b0', 'a1', 'b1']);
    expect(await database.db.$count(jobs, eq(jobs.status, 'queued'))).toBe(1);
  });
});

describe('leases, heartbeats and cancellation', () => {
  it('a heartbeat keeps a job that outlives its lease with its worker; a second worker does not take it', async () => {
    const runs: string[] = [];
    const job = defineJob({
      name: 'test.long',
      payload: z.object({}),
      async handler(_, { job: run }) {
        runs.push(run.id);
        await sleep(2_500); // 2.5 leases
      },
    });
    const { id } = await enqueue(database.db, job, {});
    start(testWorker(database.db, [job], { workerId: 'first' }));
    await waitForStatus(database.db, id, ['running']);
    start(testWorker(database.db, [job], { workerId: 'second' }));
    const row = await waitForStatus(database.db, id, ['done', 'failed']);
    expect(row).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    expect(runs).toEqual([id]);
  });

  it('deleting a running job (its document was deleted) aborts the run within a heartbeat and frees the slot', async () => {
    let abortedAfterMs = -1;
    const next: string[] = [];
    const job = defineJob({
      name: 'test.cancelled',
      payload: z.object({ n: z.number() }),
      handler: ({ n }, { signal }) => {
        if (n === 2) return Promise.resolve(void next.push('second ran'));
        return new Promise<void>((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
        });
      },
    });
    const { id } = await enqueue(database.db, job, { n: 1 });
    const worker = start(testWorker(database.db, [job], { concurrency: 1, heartbeatMs: 100 }));
    await waitForStatus(database.db, id, ['running']);
    const watching = (async () => {
      const deletedAt = Date.now();
      await database.db.delete(jobs).where(eq(jobs.id, id));
      await waitUntil(() => (worker as unknown as { running: Map<string, unknown> }).running.size === 0, 5_000);
      abortedAfterMs = Date.now() - deletedAt;
    })();
    await watching;
    expect(abortedAfterMs).toBeGreaterThanOrEqual(0);
    expect(abortedAfterMs).toBeLessThan(1_000);
    // The slot is free again: the next job runs.
    const second = await enqueue(database.db, job, { n: 2 });
    await waitForStatus(database.db, second.id, ['done']);
    expect(next).toEqual(['second ran']);
  });

  it('a run whose lease was taken over stops, cannot write under the lease, and leaves the outcome to the new owner', async () => {
    let leaseCheck: unknown;
    const job = defineJob({
      name: 'test.taken-over',
      payload: z.object({}),
      async handler(_, { db, signal, lease }) {
        await new Promise<void>((resolve) => gates.set('taken', resolve));
        // Like index-writer: the lease is checked (and held) inside the transaction that writes the result.
        leaseCheck = await db.transaction((tx) => lease.holdIn(tx)).catch((err: unknown) => err);
        if (signal.aborted) throw signal.reason;
      },
    });
    const { id } = await enqueue(database.db, job, {});
    start(testWorker(database.db, [job], { workerId: 'slow-owner', heartbeatMs: 60_000 }));
    await waitForStatus(database.db, id, ['running']);
    // Another worker claimed it after the owner missed its heartbeats.
    await database.db.update(jobs).set({ lockedBy: 'new-owner', attempts: 2 }).where(eq(jobs.id, id));
    gates.get('taken')!();
    await waitUntil(() => leaseCheck !== undefined);
    expect(leaseCheck).toBeInstanceOf(JobLeaseLostError);
    await sleep(200);
    expect(await jobRow(database.db, id)).toMatchObject({ status: 'running', lockedBy: 'new-owner', attempts: 2, lastError: null });
  });

  it('the heartbeat notices a takeover and aborts the old run', async () => {
    let aborted: unknown;
    const job = defineJob({
      name: 'test.heartbeat-loss',
      payload: z.object({}),
      handler: (_, { signal }) => new Promise<void>((_, reject) => signal.addEventListener('abort', () => reject((aborted = signal.reason)))),
    });
    const { id } = await enqueue(database.db, job, {});
    start(testWorker(database.db, [job], { workerId: 'old-owner', heartbeatMs: 100 }));
    await waitForStatus(database.db, id, ['running']);
    await database.db.update(jobs).set({ lockedBy: 'new-owner' }).where(eq(jobs.id, id));
    await waitUntil(() => aborted !== undefined, 2_000);
    expect(aborted).toBeInstanceOf(JobLeaseLostError);
    expect(await jobRow(database.db, id)).toMatchObject({ status: 'running', lockedBy: 'new-owner', lastError: null });
  });
});
