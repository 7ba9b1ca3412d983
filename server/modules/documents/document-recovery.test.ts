import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../../common/documents.js';
import { chunks, documentPages, jobs } from '../../db/schema/index.js';
import type { Embedder } from '../../lib/embeddings/embedder.js';
import { JobWorker } from '../../lib/queue/worker.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ingestDocumentJob } from '../ingest/ingest.job.js';

/** Cancellation (delete while processing) and retry of a document that stopped progressing. */
describe('document processing: cancellation and retry', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signUp']>>;
  let projectId: string;
  let realEmbedder: Embedder;
  const workers: JobWorker[] = [];
  const startWorker = () => {
    const worker = new JobWorker({
      db: t.deps.db,
      deps: t.deps,
      logger: t.deps.logger,
      jobs: [ingestDocumentJob],
      pollIntervalMs: 50,
      leaseSeconds: 2,
      heartbeatMs: 200,
    });
    workers.push(worker);
    worker.start();
    return worker;
  };

  const upload = async (name: string, content: string) => {
    const form = new FormData();
    form.append('project_id', projectId);
    form.append('file', new Blob([content]), name);
    const res = await owner.client.request('/api/app/documents', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    return (await res.json()) as DocumentDto;
  };
  const getDoc = async (id: string) => (await (await owner.client.get(`/api/app/documents/${id}`)).json()) as DocumentDto;
  const waitFor = async (check: () => Promise<boolean> | boolean, ms = 30_000) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const jobsOf = (documentId: string) =>
    t.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, ingestDocumentJob.name), sql`${jobs.payload}->>'documentId' = ${documentId}`));
  const text = (n: number) =>
    `SERVICE AGREEMENT ${n}\n\n1. SCOPE\n\nThe contractor cleans the lobby at 12 Oak Street every week.\n\n2. FEES\n\nThe fee is $${n} per visit.`;

  beforeAll(async () => {
    t = await createTestApp();
    realEmbedder = t.deps.embedder;
    owner = await t.signUp();
    projectId = ((await (await owner.client.post('/api/app/projects', { name: 'Oak Street' })).json()) as { id: string }).id;
  }, 120_000);
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    t.deps.embedder = realEmbedder;
  });
  afterAll(() => t.close());

  it('deleting a document while its ingest job runs stops the job within seconds and leaves nothing of it', async () => {
    // The embedder holds the job mid-document (after extraction, before the index is written) until released.
    let embedding = false;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    t.deps.embedder = {
      ...realEmbedder,
      cheap: true,
      embed: async (texts: string[]) => {
        embedding = true;
        await released;
        return realEmbedder.embed(texts);
      },
    } as Embedder;
    const doc = await upload('cleaning.txt', text(120));
    const worker = startWorker();
    await waitFor(() => embedding);
    const running = worker as unknown as { running: Map<string, unknown> };
    expect(running.running.size).toBe(1);

    const versionId = (await t.deps.db.query.documents.findFirst({ where: (d, { eq }) => eq(d.id, doc.id) }))!.currentVersionId!;
    const deletedAt = Date.now();
    expect((await owner.client.request(`/api/app/documents/${doc.id}`, { method: 'DELETE' })).status).toBe(204);
    // The queued/running job went with the document, in the same transaction.
    expect(await jobsOf(doc.id)).toEqual([]);
    await waitFor(() => running.running.size === 0, 5_000);
    expect(Date.now() - deletedAt).toBeLessThan(3_000);

    release(); // the handler wakes up, sees its signal aborted, and writes nothing
    await new Promise((r) => setTimeout(r, 500));
    expect(Number((await t.deps.db.select({ n: count() }).from(chunks).where(eq(chunks.documentId, doc.id)))[0]!.n)).toBe(0);
    expect(Number((await t.deps.db.select({ n: count() }).from(documentPages).where(eq(documentPages.versionId, versionId)))[0]!.n)).toBe(0);
    expect((await owner.client.get(`/api/app/documents/${doc.id}`)).status).toBe(404);
  });

  it('a document stuck "processing" after its worker died can be retried, once, and then processes', async () => {
    const doc = await upload('stuck.txt', text(240));
    // A worker claimed the job, set the document processing, and was killed: its lease ran out.
    await t.deps.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        lockedBy: 'killed-worker',
        lockedAt: sql`now() - interval '5 minutes'`,
        lockedUntil: sql`now() - interval '1 minute'`,
      })
      .where(sql`${jobs.payload}->>'documentId' = ${doc.id}`);
    await t.deps.db.execute(sql`update documents set status = 'processing', stage = 'Reading text', progress = 30 where id = ${doc.id}`);

    const [first, second] = await Promise.all([
      owner.client.request(`/api/app/documents/${doc.id}/retry`, { method: 'POST' }),
      owner.client.request(`/api/app/documents/${doc.id}/retry`, { method: 'POST' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(((await first.json()) as DocumentDto).status).toBe('queued');
    // Still one job for the version, due now, with fresh attempts; the dead worker's claim is void.
    const active = (await jobsOf(doc.id)).filter((j) => ['queued', 'running'].includes(j.status));
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null, lockedUntil: null, documentId: doc.id });

    startWorker();
    await waitFor(async () => (await getDoc(doc.id)).status === 'processed');
    const [{ n }] = await t.deps.db.select({ n: count() }).from(chunks).where(eq(chunks.documentId, doc.id));
    expect(Number(n)).toBeGreaterThan(0);
    const distinct = await t.deps.db.execute(sql`select count(distinct chunk_index)::int as n from chunks where document_id = ${doc.id}`);
    expect((distinct.rows[0] as { n: number }).n).toBe(Number(n));
  });

  it('a document whose job a worker is processing right now (live lease) is not retried; a failed one is', async () => {
    const doc = await upload('busy.txt', text(360));
    await t.deps.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'live-worker', lockedAt: sql`now()`, lockedUntil: sql`now() + interval '30 seconds'` })
      .where(sql`${jobs.payload}->>'documentId' = ${doc.id}`);
    await t.deps.db.execute(sql`update documents set status = 'processing' where id = ${doc.id}`);
    const busy = await owner.client.request(`/api/app/documents/${doc.id}/retry`, { method: 'POST' });
    expect(busy.status).toBe(409);
    expect(((await busy.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/being processed/),
    });

    // The job then fails for good: retry queues a new one.
    await t.deps.db
      .update(jobs)
      .set({ status: 'failed', lockedBy: null, lockedUntil: null, lastError: 'boom' })
      .where(sql`${jobs.payload}->>'documentId' = ${doc.id}`);
    await t.deps.db.execute(sql`update documents set status = 'failed', error = 'boom' where id = ${doc.id}`);
    expect((await owner.client.request(`/api/app/documents/${doc.id}/retry`, { method: 'POST' })).status).toBe(200);
    const all = await jobsOf(doc.id);
    expect(all.map((j) => j.status).sort()).toEqual(['failed', 'queued']);
    expect(await t.deps.db.$count(jobs, and(inArray(jobs.status, ['queued', 'running']), eq(jobs.documentId, doc.id)))).toBe(1);
  });

  // Last: it deletes the workspace the other tests use.
  it("deleting a project or a whole workspace takes its documents' waiting jobs with it", async () => {
    const inProject = await upload('project-doc.txt', text(480));
    const other = ((await (await owner.client.post('/api/app/projects', { name: 'Elm Street' })).json()) as { id: string }).id;
    expect((await jobsOf(inProject.id)).length).toBe(1);
    expect((await owner.client.request(`/api/app/projects/${projectId}`, { method: 'DELETE' })).status).toBeLessThan(300);
    expect(await jobsOf(inProject.id)).toEqual([]);
    projectId = other;

    // A workspace is deleted by the auth library's organization removal: a row delete that cascades.
    const workspaceId = ((await (await owner.client.get('/api/app/workspaces/current')).json()) as { id: string }).id;
    const doc = await upload('workspace-doc.txt', text(600));
    expect((await jobsOf(doc.id)).length).toBe(1);
    await t.deps.db.execute(sql`delete from organization where id = ${workspaceId}`);
    expect(await jobsOf(doc.id)).toEqual([]);
  });
});
