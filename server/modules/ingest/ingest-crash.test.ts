import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DocumentDto } from '../../../common/documents.js';
import { jobs } from '../../db/schema/index.js';
import { JobWorker } from '../../lib/queue/worker.js';
import { createTestApp, testDbKind, type TestApp } from '../../test/harness.js';
import { ingestDocumentJob } from './ingest.job.js';

/**
 * The crash: a worker process is killed (SIGKILL) in the middle of a document. Another worker must take
 * the document over once the dead one's lease runs out (seconds, not the old half hour) and the document must
 * end processed once: the same chunks as a clean run, no duplicates. The killed process is the real server in
 * its worker role (server/main.ts, SERVER_ROLE=worker) on the same PostgreSQL database and file store.
 * PostgreSQL only: a PGlite database belongs to one process.
 */
describe.skipIf(testDbKind === 'pglite')('ingest when its worker process is killed mid-document', () => {
  const LEASE_SECONDS = 2;
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signUp']>>;
  let projectId: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp();
    projectId = ((await (await owner.client.post('/api/app/projects', { name: 'Oak Street' })).json()) as { id: string }).id;
  }, 120_000);
  afterAll(async () => {
    child?.kill('SIGKILL');
    await t.close();
  });

  const upload = async (name: string, content: string) => {
    const form = new FormData();
    form.append('project_id', projectId);
    form.append('file', new Blob([content]), name);
    const res = await owner.client.request('/api/app/documents', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    return (await res.json()) as DocumentDto;
  };
  const status = async (id: string) => ((await (await owner.client.get(`/api/app/documents/${id}`)).json()) as DocumentDto).status;
  const waitFor = async (check: () => Promise<boolean>, ms: number, what: string) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const chunkStats = async (documentId: string) => {
    const result = await t.deps.db.execute(
      sql`select count(*)::int as n, count(distinct chunk_index)::int as distinct_n from chunks where document_id = ${documentId}`,
    );
    return result.rows[0] as { n: number; distinct_n: number };
  };
  const ingestJob = async (documentId: string) =>
    (
      await t.deps.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, ingestDocumentJob.name), sql`${jobs.payload}->>'documentId' = ${documentId}`))
    )[0]!;
  const startWorker = () => {
    const worker = new JobWorker({
      db: t.deps.db,
      deps: t.deps,
      logger: t.deps.logger,
      jobs: [ingestDocumentJob],
      pollIntervalMs: 50,
      leaseSeconds: LEASE_SECONDS,
      workerId: 'survivor',
    });
    worker.start();
    return worker;
  };

  /** A long agreement (a few thousand chunks), so a worker spends seconds on it. `variant` changes one figure. */
  const agreement = (variant: number) =>
    Array.from(
      { length: 2500 },
      (_, i) =>
        `${i + 1}. CLAUSE ${i + 1}\n\nThe tenant of unit ${i % 40} at 12 Oak Street pays a service charge of $${i === 7 ? variant : 100 + (i % 97)} each month, ` +
        `reviewed every ${1 + (i % 5)} years; the landlord repairs the roof, the lifts and the boiler within ${2 + (i % 9)} days of notice.`,
    ).join('\n\n');

  it('a second worker takes the job over within the lease and the document is processed exactly once', async () => {
    // A clean run of the same text (one figure differs, so it is not refused as a duplicate) gives the expected chunks.
    const clean = await upload('clean-run.txt', agreement(1));
    const cleanWorker = startWorker();
    await waitFor(async () => (await status(clean.id)) === 'processed', 60_000, 'the clean run');
    await cleanWorker.stop();
    const expected = await chunkStats(clean.id);
    expect(expected.n).toBeGreaterThan(500);

    const doc = await upload('crash-run.txt', agreement(2));
    const dbName = ((await t.deps.db.execute(sql`select current_database() as name`)).rows[0] as { name: string }).name;
    child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../../main.ts', import.meta.url))], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        SERVER_ROLE: 'worker',
        DATABASE_URL: inject('postgresUrl').replace(/\/postgres$/, `/${dbName}`),
        DATA_DIR: t.env.DATA_DIR,
        AUTH_SECRET: t.env.AUTH_SECRET,
        PUBLIC_URL: t.env.PUBLIC_URL,
        SMTP_URL: t.env.SMTP_URL ?? '',
        LOG_LEVEL: 'silent',
        WORKER_CONCURRENCY: '1',
        JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const childTag = `:${child.pid}:`;
    await waitFor(async () => (await ingestJob(doc.id)).lockedBy?.includes(childTag) === true, 60_000, 'the child to claim the job');
    await waitFor(async () => (await status(doc.id)) === 'processing', 10_000, 'the child to start processing');
    // Mid-document: the child is working on it, beating its lease.
    await new Promise((r) => setTimeout(r, 300));
    const before = await ingestJob(doc.id);
    expect(before).toMatchObject({ status: 'running', attempts: 1 });
    child.kill('SIGKILL');
    await once(child, 'exit');
    const killedAt = Date.now();

    const survivor = startWorker();
    try {
      await waitFor(async () => (await ingestJob(doc.id)).lockedBy === 'survivor' || (await status(doc.id)) === 'processed', 60_000, 'the takeover');
      const takeoverMs = Date.now() - killedAt;
      expect(takeoverMs).toBeLessThan(60_000);
      expect(takeoverMs).toBeLessThan((LEASE_SECONDS + 3) * 1000);
      await waitFor(async () => (await status(doc.id)) === 'processed', 60_000, 'the document to be processed');
      expect(await ingestJob(doc.id)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
      const after = await chunkStats(doc.id);
      expect(after).toEqual(expected);
      expect(after.distinct_n).toBe(after.n);
    } finally {
      await survivor.stop();
    }
  }, 240_000);
});
