import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';
import { jobs } from '../../db/schema/documents.js';
import { testDbKind } from '../../test/harness.js';
import { enqueue } from './enqueue.js';
import { defineJob } from './job.js';
import type { JobWorker } from './worker.js';
import { createEffectTables, effectJob } from './test-support/effect-job.js';
import { sleep, testWorker, waitForStatus } from './test-support/queue-fixtures.js';
import { createSharedPostgresDatabase } from './test-support/test-db.js';

/**
 * Several pools and processes on one database. PostgreSQL only: a PGlite data directory belongs to exactly
 * one process and one connection, so there is nothing to share there (the single-worker behaviour, including
 * stale-lock recovery, is covered on both databases in queue.test.ts).
 */
describe.skipIf(testDbKind === 'pglite')('job queue across connections and processes', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function sharedDatabase() {
    const shared = await createSharedPostgresDatabase();
    cleanups.push(() => shared.drop());
    const open = async () => {
      const handle = await shared.open();
      cleanups.push(() => handle.close());
      return handle;
    };
    return { url: shared.url, open };
  }
  const running = (worker: JobWorker) => (cleanups.push(() => worker.stop()), worker.start(), worker);

  it('two workers on separate pools never run the same job twice', async () => {
    const shared = await sharedDatabase();
    const [a, b] = [await shared.open(), await shared.open()];
    const ranBy = new Map<string, string[]>();
    const job = defineJob({
      name: 'test.contended',
      payload: z.object({ n: z.number() }),
      async handler(_, { job: run, db }) {
        const who = db === a.db ? 'a' : 'b';
        ranBy.set(run.id, [...(ranBy.get(run.id) ?? []), who]);
        await sleep(5 + Math.random() * 20);
      },
    });
    const ids: string[] = [];
    for (let n = 0; n < 30; n++) ids.push((await enqueue(a.db, job, { n })).id);

    running(testWorker(a.db, [job], { concurrency: 3, pollIntervalMs: 5, workerId: 'worker-a' }));
    running(testWorker(b.db, [job], { concurrency: 3, pollIntervalMs: 5, workerId: 'worker-b' }));
    for (const id of ids) await waitForStatus(a.db, id, ['done', 'failed']);

    expect(await a.db.$count(jobs, eq(jobs.status, 'done'))).toBe(30);
    expect([...ranBy.keys()].sort()).toEqual([...ids].sort());
    expect([...ranBy.values()].filter((runs) => runs.length !== 1)).toEqual([]);
    // Both workers took part, so the test really exercised contention.
    const workersUsed = new Set([...ranBy.values()].flat());
    expect(workersUsed).toEqual(new Set(['a', 'b']));
  });

  it('a job whose worker process is killed mid-run completes exactly once on the next worker', async () => {
    const shared = await sharedDatabase();
    const db = (await shared.open()).db;
    await createEffectTables(db);
    const { id } = await enqueue(db, effectJob, { key: 'lease-4b' });

    const child = startChildWorker(shared.url);
    cleanups.push(async () => void child.kill('SIGKILL'));
    await waitFor(async () => (await startsOf(db, id)).length === 1, 20_000);
    const [started] = await startsOf(db, id);
    expect(started!.pid).toBe(child.pid);
    expect(await waitForStatus(db, id, ['running'])).toMatchObject({ lockedBy: 'child-worker', attempts: 1 });

    // The child's heartbeat keeps renewing its lease while the job hangs (its lease is 1 s).
    await sleep(1_500);
    expect(await waitForStatus(db, id, ['running'])).toMatchObject({ lockedBy: 'child-worker', attempts: 1 });

    child.kill('SIGKILL');
    await once(child, 'exit');
    const killedAt = Date.now();

    // The next worker takes the job over once the dead owner's lease has run out (no heartbeat renews it).
    running(testWorker(db, [effectJob]));
    const row = await waitForStatus(db, id, ['done', 'failed'], 15_000);
    expect(Date.now() - killedAt).toBeLessThan(5_000);
    expect(row).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    const effects = (await db.execute(sql`select key, runs from queue_test_effects`)).rows;
    expect(effects).toEqual([{ key: 'lease-4b', runs: 1 }]);
    const starts = await startsOf(db, id);
    expect(starts.map((s) => s.pid)).toEqual([child.pid, process.pid]);
  }, 60_000);
});

function startChildWorker(databaseUrl: string): ChildProcess {
  const script = fileURLToPath(new URL('./test-support/worker-child.ts', import.meta.url));
  return spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, DATABASE_URL: databaseUrl, QUEUE_TEST_HANG: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function startsOf(db: DatabaseHandle['db'], jobId: string) {
  const result = await db.execute(sql`select pid from queue_test_starts where job_id = ${jobId} order by at`);
  return result.rows as { pid: number }[];
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(25);
  }
}
