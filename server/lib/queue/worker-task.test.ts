import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registeredJobs } from '../../background.js';
import { jobs } from '../../db/schema/documents.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { defineJob } from './job.js';
import { waitForStatus } from './test-support/queue-fixtures.js';
import { startJobWorker } from './worker-task.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the app job worker', () => {
  it('runs jobs enqueued through deps.queue with the app deps, and keeps one clean-up queued', async () => {
    const seen: string[] = [];
    const job = defineJob({
      name: 'test.app-deps',
      payload: z.object({ documentId: z.string() }),
      async handler({ documentId }, { deps }) {
        // Handlers get the real dependencies, e.g. storage, to do their work.
        seen.push(`${documentId}:${deps.storage.driver}`);
      },
    });
    expect(registeredJobs.map((j) => j.name)).toContain('jobs.cleanup');
    const { id } = await t.deps.queue.enqueue(job, { documentId: 'doc-7' }, { workspaceId: 'ws-7' });
    const stop = startJobWorker(t.deps, [...registeredJobs, job]);
    try {
      await waitForStatus(t.deps.db, id, ['done', 'failed']);
      expect(seen).toEqual(['doc-7:local']);
      const cleanups = await t.deps.db.select().from(jobs).where(eq(jobs.name, 'jobs.cleanup'));
      expect(cleanups.length).toBe(1);
      await waitForStatus(t.deps.db, cleanups[0]!.id, ['done']);
    } finally {
      await stop();
    }
  });
});
