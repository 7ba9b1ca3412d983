import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto, DocumentProcessingRunDto } from '../../../common/documents.js';
import { JobWorker } from '../../lib/queue/worker.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { embedChunksJob } from '../ingest/embed.job.js';
import { ingestDocumentJob } from '../ingest/ingest.job.js';

type Client = ReturnType<TestApp['client']>;

describe('a document’s processing history', () => {
  let t: TestApp;
  let worker: JobWorker;
  let owner: Awaited<ReturnType<TestApp['signUp']>>;
  let projectId: string;

  const upload = async (client: Client, name: string, content: string | Buffer, fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ project_id: projectId, ...fields })) form.append(k, v);
    form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
    const res = await client.request('/api/app/documents', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    return (await res.json()) as DocumentDto;
  };
  const settled = async (client: Client, id: string) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const doc = (await (await client.get(`/api/app/documents/${id}`)).json()) as DocumentDto;
      if (doc.status === 'processed' || doc.status === 'failed') return doc;
      if (Date.now() > deadline) throw new Error(`document stayed ${doc.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const history = async (client: Client, id: string) => {
    const res = await client.get(`/api/app/documents/${id}/history`);
    return { status: res.status, runs: res.status === 200 ? ((await res.json()) as { runs: DocumentProcessingRunDto[] }).runs : [] };
  };

  beforeAll(async () => {
    t = await createTestApp();
    worker = new JobWorker({ db: t.deps.db, deps: t.deps, logger: t.deps.logger, jobs: [ingestDocumentJob, embedChunksJob], pollIntervalMs: 50 });
    worker.start();
    owner = await t.signUp();
    projectId = ((await (await owner.client.post('/api/app/projects', { name: 'History Court' })).json()) as { id: string }).id;
  }, 120_000);
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it('lists each run per version, newest first, with its tries, times and outcome', async () => {
    const doc = await upload(owner.client, 'unit-1a.txt', 'RESIDENTIAL LEASE AGREEMENT\n\nRent is $1,500 per month.');
    await settled(owner.client, doc.id);
    await upload(owner.client, 'unit-1a-v2.txt', 'RESIDENTIAL LEASE AGREEMENT\n\nRent is $1,650 per month.', { document_id: doc.id });
    await settled(owner.client, doc.id);

    const { runs } = await history(owner.client, doc.id);
    expect(runs.map((r) => [r.version, r.outcome])).toEqual([
      [2, 'processed'],
      [1, 'finished'],
    ]);
    for (const run of runs) {
      expect(run).toMatchObject({ attempts: 1, reason: null });
      expect(Date.parse(run.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(run.queuedAt));
    }
  });

  it('shows a failed run and its retry, with the reason the document failed', async () => {
    const broken = await upload(owner.client, 'broken.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog'), randomBytes(500)]));
    expect((await settled(owner.client, broken.id)).status).toBe('failed');
    expect((await owner.client.post(`/api/app/documents/${broken.id}/retry`)).status).toBe(200);
    await settled(owner.client, broken.id);

    const { runs } = await history(owner.client, broken.id);
    const failed = (await (await owner.client.get(`/api/app/documents/${broken.id}`)).json()) as DocumentDto;
    // The newest run carries the document's reason; the one before it failed too (a retry follows only a failure).
    expect(runs.map((r) => [r.version, r.outcome, r.reason])).toEqual([
      [1, 'failed', failed.error],
      [1, 'failed', null],
    ]);
    expect(failed.error).toBeTruthy();
    expect(runs.every((r) => r.finishedAt !== null)).toBe(true);
  });

  it('is the workspace’s own: another workspace gets 404, even for a real document id', async () => {
    const doc = await upload(owner.client, 'private.txt', 'RESIDENTIAL LEASE AGREEMENT\n\nSecret clause.');
    const stranger = await t.signUp();
    expect((await history(stranger.client, doc.id)).status).toBe(404);
    expect((await history(owner.client, doc.id)).status).toBe(200);
  });
});
