import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../../common/documents.js';
import { buildPdf } from '../../lib/extract/fixtures/pdf.js';
import { JobWorker } from '../../lib/queue/worker.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ingestDocumentJob } from './ingest.job.js';

// The document limits are configuration (server/env.ts): a deployment's values reach the ingest job, and a
// document past them fails at once with a reason its uploader can act on.
describe('document limits from configuration', () => {
  let t: TestApp;
  let worker: JobWorker;
  let owner: Awaited<ReturnType<TestApp['signUp']>>;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp({ MAX_DOCUMENT_PAGES: '3', PDF_WORKER_THREADS: '1', OCR_WORKER_THREADS: '1' });
    worker = new JobWorker({ db: t.deps.db, deps: t.deps, logger: t.deps.logger, jobs: [ingestDocumentJob], pollIntervalMs: 50 });
    worker.start();
    owner = await t.signUp();
    projectId = ((await (await owner.client.post('/api/app/projects', { name: 'Elm Court' })).json()) as { id: string }).id;
  }, 120_000);
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  const upload = async (name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('project_id', projectId);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return (await (await owner.client.request('/api/app/documents', { method: 'POST', body: form })).json()) as DocumentDto;
  };
  const settled = async (id: string) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const doc = (await (await owner.client.get(`/api/app/documents/${id}`)).json()) as DocumentDto;
      if (doc.status !== 'queued' && doc.status !== 'processing') return doc; // a document not yet claimed is 'queued'
      if (Date.now() > deadline) throw new Error('still processing');
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('a PDF longer than MAX_DOCUMENT_PAGES fails with the reason; one within it is processed', async () => {
    const page = (n: number) => ({ lines: [`Schedule ${n}: the tenant keeps the garden of unit ${n} tidy.`] });
    const long = await upload('schedules.pdf', buildPdf([1, 2, 3, 4, 5].map(page)));
    const short = await upload('schedule-1.pdf', buildPdf([page(1)]));
    expect(await settled(long.id)).toMatchObject({
      status: 'failed',
      error: 'This PDF has 5 pages; the limit is 3 (MAX_DOCUMENT_PAGES). Split it into smaller files and upload them separately.',
    });
    expect(await settled(short.id)).toMatchObject({ status: 'processed', error: null });
  }, 120_000);
});
