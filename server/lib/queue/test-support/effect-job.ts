import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { defineJob } from '../job.js';

/** A scratch table in the throwaway test database: what a job did, and every time it started. */
export async function createEffectTables(db: Database) {
  await db.execute(sql`create table queue_test_effects (key text primary key, runs int not null)`);
  await db.execute(sql`create table queue_test_starts (job_id uuid not null, pid int not null, at timestamptz not null default now())`);
}

/**
 * Records that it started, optionally hangs (QUEUE_TEST_HANG=1, the process about to be killed), then
 * upserts its effect. Run twice to completion, `runs` would be 2.
 */
export const effectJob = defineJob({
  name: 'test.effect',
  payload: z.object({ key: z.string() }),
  maxAttempts: 3,
  timeoutSeconds: 2,
  async handler({ key }, { db, job, signal }) {
    await db.execute(sql`insert into queue_test_starts (job_id, pid) values (${job.id}, ${process.pid})`);
    if (process.env.QUEUE_TEST_HANG === '1') {
      await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    }
    await db.execute(sql`insert into queue_test_effects (key, runs) values (${key}, 1) on conflict (key) do update set runs = queue_test_effects.runs + 1`);
  },
});
