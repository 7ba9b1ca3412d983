/**
 * Real files through the real ingest: upload over /api/app/documents, a job worker extracts and indexes them,
 * and tests then ask questions over /api/app/queries. For tests of what extraction, chunking and answering do
 * together (cited pages, tables).
 */
import type { DocumentDto } from '../../common/documents.js';
import type { AnswerResponse } from '../../common/search.js';
import type { AnyJobDefinition } from '../lib/queue/job.js';
import { JobWorker } from '../lib/queue/worker.js';
import { embedChunksJob } from '../modules/ingest/embed.job.js';
import { ingestDocumentJob } from '../modules/ingest/ingest.job.js';
import { createTestApp } from './harness.js';

/** `moreJobs`: jobs ingest leads to that the test also wants run (e.g. lease abstraction). */
export async function startIngestingApp(moreJobs: AnyJobDefinition[] = []) {
  const t = await createTestApp();
  const worker = new JobWorker({
    db: t.deps.db,
    deps: t.deps,
    logger: t.deps.logger,
    jobs: [ingestDocumentJob, embedChunksJob, ...moreJobs],
    pollIntervalMs: 50,
  });
  worker.start();
  const owner = await t.signUp();
  const projectId = ((await (await owner.client.post('/api/app/projects', { name: 'Oak Street' })).json()) as { id: string }).id;

  const document = async (id: string) => (await (await owner.client.get(`/api/app/documents/${id}`)).json()) as DocumentDto;
  /** Waits until the document is processed (or failed) and returns it. */
  const processed = async (id: string) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const doc = await document(id);
      if (doc.status === 'processed' || doc.status === 'failed') return doc;
      if (Date.now() > deadline) throw new Error(`document stayed ${doc.status} (${doc.stage})`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  /** Uploads a file and waits until it is indexed. */
  const ingest = async (name: string, bytes: Buffer | string) => {
    const form = new FormData();
    form.append('project_id', projectId);
    form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
    const res = await owner.client.request('/api/app/documents', { method: 'POST', body: form });
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    return processed(((await res.json()) as DocumentDto).id);
  };
  const ask = async (query: string, filters?: object) => {
    const res = await owner.client.post('/api/app/queries', { query, filters });
    if (res.status !== 200) throw new Error(`question failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as AnswerResponse;
  };
  /** The documents an email's ingest added from its attachments. */
  const children = async (parentId: string) => {
    const list = (await (await owner.client.get(`/api/app/documents?project_id=${projectId}`)).json()) as { documents: DocumentDto[] };
    return list.documents.filter((d) => d.parentDocumentId === parentId);
  };
  return {
    t,
    owner,
    projectId,
    ingest,
    processed,
    ask,
    children,
    async close() {
      await worker.stop();
      await t.close();
    },
  };
}
export type IngestingApp = Awaited<ReturnType<typeof startIngestingApp>>;
