import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../../common/documents.js';
import { chunks, jobs } from '../../db/schema/index.js';
import { JobWorker } from '../../lib/queue/worker.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { embedChunksJob } from './embed.job.js';
import { ingestDocumentJob } from './ingest.job.js';
import { scheduleStaleEmbeddings } from './reembed-on-start.js';

const text = `MAINTENANCE AGREEMENT\n\n1. SCOPE\n\nThe contractor services the HVAC units at 12 Oak Street every quarter.\n\n2. FEES\n\nThe fee is $450 per visit, invoiced monthly.\n\n3. TERM\n\nThis agreement renews each year unless either party gives 30 days notice.`;

describe('ingestion jobs', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signUp']>>;
  let projectId: string;
  let workspaceId: string;
  const startWorker = () => {
    const worker = new JobWorker({ db: t.deps.db, deps: t.deps, logger: t.deps.logger, jobs: [ingestDocumentJob, embedChunksJob], pollIntervalMs: 50 });
    worker.start();
    return worker;
  };
  const chunkTexts = async (documentId: string) =>
    (await t.deps.db.select({ text: chunks.text }).from(chunks).where(eq(chunks.documentId, documentId)).orderBy(asc(chunks.chunkIndex))).map((r) => r.text);
  const waitFor = async (check: () => Promise<boolean>, ms = 60_000) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const upload = async (name: string, content: string) => {
    const form = new FormData();
    form.append('project_id', projectId);
    form.append('file', new Blob([content]), name);
    return (await (await owner.client.request('/api/app/documents', { method: 'POST', body: form })).json()) as DocumentDto;
  };
  const status = async (id: string) => ((await (await owner.client.get(`/api/app/documents/${id}`)).json()) as DocumentDto).status;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp();
    projectId = ((await (await owner.client.post('/api/app/projects', { name: 'Oak Street' })).json()) as { id: string }).id;
    workspaceId = ((await (await owner.client.get('/api/app/workspaces/current')).json()) as { id: string }).id;
  }, 120_000);
  afterAll(() => t.close());

  it('recovers a job whose worker died mid-run, and a re-run leaves the same chunks', async () => {
    const doc = await upload('hvac-agreement.txt', text);
    // A worker claimed the job and died: the row says running, locked long ago, by a worker that is gone.
    await t.deps.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'dead-worker', lockedAt: sql`now() - interval '2 hours'`, lockedUntil: sql`now() - interval '1 hour'` })
      .where(and(eq(jobs.name, ingestDocumentJob.name), sql`${jobs.payload}->>'documentId' = ${doc.id}`));
    const worker = startWorker();
    try {
      await waitFor(async () => (await status(doc.id)) === 'processed');
      const first = await chunkTexts(doc.id);
      expect(first.length).toBeGreaterThan(0);

      // Run the same job again (as a retry would): the index is replaced, not duplicated.
      await t.deps.queue.enqueue(ingestDocumentJob, {
        documentId: doc.id,
        versionId: (await t.deps.db.query.documents.findFirst({ where: (d, { eq }) => eq(d.id, doc.id) }))!.currentVersionId!,
      });
      await waitFor(
        async () =>
          (
            await t.deps.db
              .select()
              .from(jobs)
              .where(and(eq(jobs.name, ingestDocumentJob.name), eq(jobs.status, 'queued')))
          ).length === 0,
      );
      await waitFor(async () => (await status(doc.id)) === 'processed');
      expect(await chunkTexts(doc.id)).toEqual(first);
    } finally {
      await worker.stop();
    }
  });

  it('re-embeds in the background when the embedding model changes', async () => {
    const doc = await upload('hvac-agreement-2.txt', text.replace('$450', '$475'));
    const worker = startWorker();
    try {
      await waitFor(async () => (await status(doc.id)) === 'processed');
      await waitFor(
        async () =>
          (
            await t.deps.db
              .select()
              .from(chunks)
              .where(and(eq(chunks.documentId, doc.id), sql`${chunks.embedding} is null`))
          ).length === 0,
      );
      // Pretend these vectors came from a model that is no longer configured.
      await t.deps.db.update(chunks).set({ embeddingModel: 'retired-model' }).where(eq(chunks.documentId, doc.id));
      expect(await scheduleStaleEmbeddings(t.deps)).toContain(workspaceId);
      await waitFor(
        async () =>
          (
            await t.deps.db
              .select()
              .from(chunks)
              .where(and(eq(chunks.documentId, doc.id), eq(chunks.embeddingModel, 'retired-model')))
          ).length === 0,
      );
      const models = await t.deps.db.selectDistinct({ m: chunks.embeddingModel }).from(chunks).where(eq(chunks.documentId, doc.id));
      expect(models).toEqual([{ m: t.deps.embedder.model }]);
    } finally {
      await worker.stop();
    }
  });
});
