import { randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../../common/documents.js';
import { chunks, documentVersions, member, session } from '../../db/schema/index.js';
import type { WorkspaceEvent } from '../../lib/events/event-bus.js';
import { JobWorker } from '../../lib/queue/worker.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { embedChunksJob } from '../ingest/embed.job.js';
import { ingestDocumentJob } from '../ingest/ingest.job.js';

type Client = ReturnType<TestApp['client']>;

const lease = (unit: string) =>
  `RESIDENTIAL LEASE AGREEMENT\n\nThis Lease is made between Oak Street Properties LLC ("Landlord") and the Tenant of unit ${unit}.\n\n1. TERM\n\nThe term begins on January 1, 2025 and ends on December 31, 2025.\n\n2. RENT\n\nTenant shall pay monthly rent of $1,850. The security deposit is $2,000.\n\n3. PETS\n\nNo pets are allowed without the prior written consent of Landlord.`;

describe('documents', () => {
  let t: TestApp;
  let worker: JobWorker;
  let owner: Awaited<ReturnType<TestApp['signUp']>>;
  let projectId: string;

  const upload = (client: Client, name: string, content: string | Buffer, fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ project_id: projectId, ...fields })) form.append(k, v);
    form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
    return client.request('/api/app/documents', { method: 'POST', body: form });
  };
  const waitForStatus = async (client: Client, id: string, statuses = ['processed', 'failed']) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const doc = (await (await client.get(`/api/app/documents/${id}`)).json()) as DocumentDto;
      if (statuses.includes(doc.status)) return doc;
      if (Date.now() > deadline) throw new Error(`document stayed ${doc.status} (${doc.stage})`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const chunkCount = async (documentId: string) => Number((await t.deps.db.select({ n: count() }).from(chunks).where(eq(chunks.documentId, documentId)))[0]!.n);

  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_MB: '1' });
    worker = new JobWorker({ db: t.deps.db, deps: t.deps, logger: t.deps.logger, jobs: [ingestDocumentJob, embedChunksJob], pollIntervalMs: 50 });
    worker.start();
    owner = await t.signUp();
    const res = await owner.client.post('/api/app/projects', { name: 'Oak Street' });
    projectId = ((await res.json()) as { id: string }).id;
  }, 120_000);
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it('uploads a lease, processes it with live status events, and indexes it', async () => {
    const workspaceId = ((await (await owner.client.get('/api/app/workspaces/current')).json()) as { id: string }).id;
    const events: WorkspaceEvent[] = [];
    const off = await t.deps.events.subscribe(workspaceId, (e) => events.push(e));
    const storageBefore = ((await (await owner.client.get('/api/app/workspaces/current/summary')).json()) as { storageBytes: number }).storageBytes;
    const res = await upload(owner.client, 'unit-4b.txt', lease('4B'));
    expect(res.status).toBe(201);
    const storageAfter = ((await (await owner.client.get('/api/app/workspaces/current/summary')).json()) as { storageBytes: number }).storageBytes;
    expect(storageAfter - storageBefore).toBe(Buffer.byteLength(lease('4B'))); // storage use per workspace
    const created = (await res.json()) as DocumentDto;
    expect(created).toMatchObject({ status: 'queued', title: 'unit-4b', projectId, version: 1, canDelete: true });
    const done = await waitForStatus(owner.client, created.id);
    expect(done.status).toBe('processed');
    expect(done.type).toBe('lease'); // guessed from the content
    expect(done.pageCount).toBe(1);
    expect(await chunkCount(created.id)).toBeGreaterThan(0);
    const statuses = events.filter((e) => e.type === 'document.status' && e.data.documentId === created.id).map((e) => e.data.status);
    expect(statuses).toContain('processing');
    expect(statuses.at(-1)).toBe('processed');
    off();
    // embeddings follow in the background
    const embedded = async () =>
      (
        await t.deps.db
          .select({ n: count() })
          .from(chunks)
          .where(and(eq(chunks.documentId, created.id), isNotNull(chunks.embedding)))
      )[0]!.n;
    const deadline = Date.now() + 60_000;
    while (Number(await embedded()) < (await chunkCount(created.id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(Number(await embedded())).toBe(await chunkCount(created.id));
  });

  it('recognises the same content uploaded twice and links to the existing document', async () => {
    const first = (await (await upload(owner.client, 'unit-7a.txt', lease('7A'))).json()) as DocumentDto;
    const again = await upload(owner.client, 'copy of unit 7A.txt', lease('7A'));
    expect(again.status).toBe(409);
    const body = (await again.json()) as { error: { code: string; existing: { id: string } } };
    expect(body.error.code).toBe('conflict');
    expect(body.error.existing.id).toBe(first.id);
  });

  it('refuses a file by its content, not its name (HTML named .pdf, an executable)', async () => {
    const html = await upload(owner.client, 'lease.pdf', '<!doctype html><html><script>alert(1)</script></html>');
    expect(html.status).toBe(415);
    expect(((await html.json()) as { error: { message: string } }).error.message).toMatch(/Supported files are PDF/);
    const elf = await upload(owner.client, 'lease.docx', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), randomBytes(2000)]));
    expect(elf.status).toBe(415);
  });

  it('answers 413 for a file over MAX_UPLOAD_MB', async () => {
    const res = await upload(owner.client, 'huge.txt', 'a'.repeat(1024 * 1024 + 10));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('1 MB');
  });

  it('fails a corrupt PDF with a reason, without retrying or blocking others', async () => {
    const res = await upload(owner.client, 'broken.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog'), randomBytes(500)]));
    expect(res.status).toBe(201);
    const doc = await waitForStatus(owner.client, ((await res.json()) as DocumentDto).id);
    expect(doc.status).toBe('failed');
    expect(doc.error).toBeTruthy();
    const ok = (await (await upload(owner.client, 'unit-9c.txt', lease('9C'))).json()) as DocumentDto;
    expect((await waitForStatus(owner.client, ok.id)).status).toBe('processed');
  });

  it('keeps version history and searches only the current version', async () => {
    const v1 = (await (await upload(owner.client, 'unit-2d.txt', lease('2D'))).json()) as DocumentDto;
    await waitForStatus(owner.client, v1.id);
    const res = await upload(owner.client, 'unit-2d-renewed.txt', lease('2D').replace('$1,850', '$1,990'), { document_id: v1.id });
    expect(res.status).toBe(201);
    const v2 = await waitForStatus(owner.client, v1.id);
    expect(v2.version).toBe(2);
    const versions = (await (await owner.client.get(`/api/app/documents/${v1.id}/versions`)).json()) as {
      versions: Array<{ version: number; current: boolean }>;
    };
    expect(versions.versions.map((v) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const [current] = await t.deps.db
      .select()
      .from(documentVersions)
      .where(and(eq(documentVersions.documentId, v1.id), eq(documentVersions.version, 2)));
    const rows = await t.deps.db.select({ versionId: chunks.versionId, text: chunks.text }).from(chunks).where(eq(chunks.documentId, v1.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.versionId === current!.id)).toBe(true);
    expect(rows.some((r) => r.text.includes('$1,990'))).toBe(true);
    expect(rows.some((r) => r.text.includes('$1,850'))).toBe(false);
  });

  it('downloads the original through a short-lived signed link as an attachment', async () => {
    const doc = (await (await upload(owner.client, 'Unit 5E "lease".txt', lease('5E'))).json()) as DocumentDto;
    const link = (await (await owner.client.post(`/api/app/documents/${doc.id}/download-link`)).json()) as { url: string };
    const file = await t.app.request(link.url); // no cookie: the signed link is the credential
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await file.text()).toBe(lease('5E'));
    const tampered = link.url.slice(0, -3) + (link.url.endsWith('AAA') ? 'BBB' : 'AAA');
    expect((await t.app.request(tampered)).status).toBe(403);
  });

  it('deletes a document: it leaves the index at once and its stored file is removed', async () => {
    const doc = (await (await upload(owner.client, 'unit-3f.txt', lease('3F'))).json()) as DocumentDto;
    await waitForStatus(owner.client, doc.id);
    expect(await chunkCount(doc.id)).toBeGreaterThan(0);
    const [{ storageKey }] = await t.deps.db
      .execute<{ storageKey: string }>(
        // the stored file behind the current version
        (await import('drizzle-orm'))
          .sql`select sf.storage_key as "storageKey" from stored_files sf join document_versions v on v.file_id = sf.id where v.document_id = ${doc.id}`,
      )
      .then((r) => r.rows as Array<{ storageKey: string }>);
    expect(await t.deps.storage.exists(storageKey)).toBe(true);
    expect((await owner.client.request(`/api/app/documents/${doc.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await chunkCount(doc.id)).toBe(0);
    expect(await t.deps.storage.exists(storageKey)).toBe(false);
    expect((await owner.client.get(`/api/app/documents/${doc.id}`)).status).toBe(404);
  });

  it('ingests an email and its attachment as a document of its own', async () => {
    const attachment = Buffer.from(lease('14C')).toString('base64');
    const eml = [
      'From: Jane Doe <jane@example.com>',
      'To: manager@oakstreet.example',
      'Subject: Signed lease for 14C',
      'Date: Mon, 3 Mar 2025 10:00:00 +0000',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Hello, attached is the signed lease for unit 14C.',
      '--b1',
      'Content-Type: text/plain; name="lease-14c.txt"',
      'Content-Disposition: attachment; filename="lease-14c.txt"',
      'Content-Transfer-Encoding: base64',
      '',
      attachment,
      '--b1--',
      '',
    ].join('\r\n');
    const email = (await (await upload(owner.client, 'signed-lease.eml', eml)).json()) as DocumentDto;
    expect((await waitForStatus(owner.client, email.id)).status).toBe('processed');
    const list = (await (await owner.client.get(`/api/app/documents?project_id=${projectId}`)).json()) as { documents: DocumentDto[] };
    const child = list.documents.find((d) => d.parentDocumentId === email.id);
    expect(child?.fileName).toBe('lease-14c.txt');
    const processed = await waitForStatus(owner.client, child!.id);
    expect(processed).toMatchObject({ status: 'processed', type: 'lease' });
  });

  it('lets a Member delete only what they uploaded, and keeps other workspaces out', async () => {
    const colleague = await t.signUp();
    const workspaceId = ((await (await owner.client.get('/api/app/workspaces/current')).json()) as { id: string }).id;
    const colleagueUser = await t.deps.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, colleague.email) });
    await t.deps.db
      .insert(member)
      .values({ id: randomBytes(8).toString('hex'), organizationId: workspaceId, userId: colleagueUser!.id, role: 'member', createdAt: new Date() });
    await t.deps.db.update(session).set({ activeOrganizationId: workspaceId }).where(eq(session.userId, colleagueUser!.id));

    const ownersDoc = (await (await upload(owner.client, 'owner-lease.txt', lease('11A'))).json()) as DocumentDto;
    const mine = (await (await upload(colleague.client, 'member-lease.txt', lease('11B'))).json()) as DocumentDto;
    expect(mine.canDelete).toBe(true);
    const seenByMember = (await (await colleague.client.get(`/api/app/documents/${ownersDoc.id}`)).json()) as DocumentDto;
    expect(seenByMember.canDelete).toBe(false);
    expect((await colleague.client.request(`/api/app/documents/${ownersDoc.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await colleague.client.request(`/api/app/documents/${mine.id}`, { method: 'DELETE' })).status).toBe(204);

    const outsider = await t.signUp();
    expect((await outsider.client.get(`/api/app/documents/${ownersDoc.id}`)).status).toBe(404);
    expect((await outsider.client.request(`/api/app/documents/${ownersDoc.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await outsider.client.post(`/api/app/documents/${ownersDoc.id}/download-link`)).status).toBe(404);
    const list = (await (await outsider.client.get('/api/app/documents')).json()) as { documents: DocumentDto[] };
    expect(list.documents).toEqual([]);
    const intoTheirProject = await upload(outsider.client, 'sneaky.txt', lease('X'));
    expect(intoTheirProject.status).toBe(404); // another workspace's project
  });
});
