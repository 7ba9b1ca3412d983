/**
 * The real app with a job worker that ingests and abstracts: upload files (as leases), wait for their
 * abstractions, read them. Shared by the lease tests.
 */
import { expect } from 'vitest';
import type { CreatedApiKeyDto } from '../../../../common/api-keys.js';
import type { Abstraction, DocumentAbstraction } from '../../../../common/api/leases.js';
import type { DocumentDto } from '../../../../common/documents.js';
import type { TestApp } from '../../../test/harness.js';
import { startIngestingApp } from '../../../test/ingested-files.js';
import { abstractLeaseJob } from '../abstract.job.js';

type Client = ReturnType<TestApp['client']>;
export const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;

export async function startLeaseApp() {
  const app = await startIngestingApp([abstractLeaseJob]);
  const owner = app.owner.client;

  const abstraction = async (documentId: string, client: Client = owner) =>
    json<DocumentAbstraction>(await client.get(`/api/app/leases/abstractions/${documentId}`));

  /** Waits until the document's abstraction is ready or failed (after `since`, when re-running). */
  const abstracted = async (documentId: string, since?: string): Promise<Abstraction> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const found = (await abstraction(documentId)).abstraction;
      if (found && (found.status === 'ready' || found.status === 'failed') && (!since || found.updatedAt > since)) return found;
      if (Date.now() > deadline) throw new Error(`abstraction stayed ${found?.status ?? 'absent'}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  /** Uploads a file over /api/app/documents with extra form fields (documentType=lease by default). */
  const upload = async (
    name: string,
    bytes: string | Buffer,
    fields: Record<string, string> = { documentType: 'lease' },
    client: Client = owner,
    projectId = app.projectId,
  ) => {
    const form = new FormData();
    form.append('project_id', projectId);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
    const res = await client.request('/api/app/documents', { method: 'POST', body: form });
    expect(res.status, await res.clone().text()).toBe(201);
    return json<DocumentDto>(res);
  };

  /** Uploads a lease document and waits for its abstraction. */
  const uploadLease = async (name: string, text: string) => {
    const doc = await upload(name, text);
    await app.processed(doc.id);
    return { doc, abstraction: await abstracted(doc.id) };
  };

  const apiKey = async (client: Client, permission: 'read' | 'read_write') =>
    (await json<CreatedApiKeyDto>(await client.post('/api/app/api-keys', { name: `key ${permission}`, permission }))).key;
  const v1 = (key: string, path: string) => app.t.app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });

  return { ...app, abstraction, abstracted, upload, uploadLease, apiKey, v1 };
}
export type LeaseApp = Awaited<ReturnType<typeof startLeaseApp>>;
