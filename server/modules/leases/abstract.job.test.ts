/**
 * The abstraction job on real uploaded files through the real ingest, with whatever extractor is in place: the
 * outcome (a ready abstraction with every key of its kind, read from the current version) holds for any extractor
 * that honours extract/types.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amendmentTermKeys, leaseTermKeys } from '../../../common/lease-terms.js';
import { buildPdf } from '../../lib/extract/fixtures/pdf.js';
import { startLeaseApp, type LeaseApp } from './test-support/lease-app.js';

const leaseText = [
  'RESIDENTIAL LEASE AGREEMENT',
  '',
  'This Lease is made on February 10, 2025 between Oakline Property Management LLC (Landlord) and Dana Reyes (Tenant).',
  'Premises: 12 Oak Street, Apartment 4B, Springfield, IL 62701.',
  'Term: The lease begins on March 1, 2025 and ends on February 28, 2026.',
  'Rent: Tenant shall pay monthly rent of $1,850.00 on the first day of each month.',
  'Security Deposit: Tenant shall pay a security deposit of $1,850.00.',
  'This Lease is governed by the laws of the State of Illinois.',
].join('\n');

describe('leases.abstract on uploaded files', () => {
  let app: LeaseApp;
  let key: string;

  beforeAll(async () => {
    app = await startLeaseApp();
    key = await app.apiKey(app.owner.client, 'read_write');
  });
  afterAll(() => app.close());

  const abstraction = (documentId: string) => app.abstraction(documentId);
  const abstracted = (documentId: string) => app.abstracted(documentId);
  const upload = (name: string, bytes: string | Buffer, fields: Record<string, string>) => app.upload(name, bytes, fields);

  it('abstracts a text lease uploaded with documentType=lease: ready, every key, read from the current version', async () => {
    // Open screens hear each step as a workspace event.
    const { id: workspaceId } = (await (await app.owner.client.get('/api/app/workspaces/current')).json()) as { id: string };
    const heard: string[] = [];
    const stop = await app.t.deps.events.subscribe(workspaceId, (e) => {
      if (e.type === 'lease.abstraction') heard.push(String(e.data.status));
    });
    const doc = await upload('unit-4b.txt', leaseText, { documentType: 'lease' });
    expect(doc).toMatchObject({ type: 'lease', typeSource: 'user' });
    const processed = await app.processed(doc.id);
    expect(processed.status).toBe('processed');
    const ready = await abstracted(doc.id);
    expect(ready.status).toBe('ready');
    expect(ready.extractorVersion).toBeTruthy();
    const keys = ready.kind === 'amendment' ? amendmentTermKeys : leaseTermKeys;
    expect(ready.terms.map((t) => t.key)).toEqual([...keys]);
    for (const term of ready.terms) {
      expect(term.status).toBe('extracted');
      expect(term.confidence).toBeGreaterThanOrEqual(0);
      expect(term.confidence).toBeLessThanOrEqual(1);
      // Every value the extractor states carries its passage, inside the document's text.
      if (term.value !== null) expect(term.evidence?.page).toBeGreaterThanOrEqual(1);
    }
    const versions = (await (await app.owner.client.get(`/api/app/documents/${doc.id}/versions`)).json()) as { versions: { id: string; current: boolean }[] };
    expect(ready.versionId).toBe(versions.versions.find((v) => v.current)?.id);
    await expect.poll(() => heard).toEqual(expect.arrayContaining(['queued', 'processing', 'ready']));
    expect(heard.indexOf('queued')).toBeLessThan(heard.lastIndexOf('ready'));
    stop();
  });

  it('abstracts a PDF lease uploaded through /api/v1 with document_type=lease, readable through the public API', async () => {
    const pdf = buildPdf([{ lines: leaseText.split('\n').slice(0, 5) }, { lines: leaseText.split('\n').slice(5) }]);
    const form = new FormData();
    form.append('project_id', app.projectId);
    form.append('document_type', 'lease');
    form.append('file', new Blob([new Uint8Array(pdf)]), 'lease-7c.pdf');
    const res = await app.t.app.request('/api/v1/documents', { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string; type: string };
    await app.processed(id);
    await abstracted(id);
    const v1 = await app.v1(key, `/documents/${id}/abstraction`);
    expect(v1.status).toBe(200);
    const body = (await v1.json()) as {
      document_id: string;
      kind: string;
      status: string;
      terms: Record<string, { value: unknown; status: string; evidence: unknown }>;
    };
    expect(body).toMatchObject({ document_id: id, status: 'ready', error: null });
    expect(body).toHaveProperty('portfolio_note');
    expect(Object.keys(body.terms).sort()).toEqual([...(body.kind === 'amendment' ? amendmentTermKeys : leaseTermKeys)].sort());
    for (const term of Object.values(body.terms)) expect(term).toHaveProperty('value');
  });

  it('abstracts a document a person marks as a lease after it was processed, and none that is not one', async () => {
    const doc = await app.ingest('inspection-notes.txt', 'Move-in inspection checklist. Smoke detector tested. Condition of carpet: good.');
    expect(doc.type).not.toBe('lease');
    expect(await abstraction(doc.id)).toEqual({ documentId: doc.id, abstraction: null, awaiting: false });
    const v1 = await app.v1(key, `/documents/${doc.id}/abstraction`);
    expect(v1.status).toBe(404);

    // A lease filed as something else, then marked as a lease by a person: abstracted.
    // (A copy with its own scan note, so the workspace does not refuse it as a duplicate of unit-4b.)
    const filed = await upload('scan-0042.txt', `${leaseText}\nScanned 2026-03-02.`, { documentType: 'other' });
    expect((await app.processed(filed.id)).type).toBe('other');
    expect(await abstraction(filed.id)).toEqual({ documentId: filed.id, abstraction: null, awaiting: false });
    const patched = await app.owner.client.request(`/api/app/documents/${filed.id}`, { method: 'PATCH', json: { type: 'lease' } });
    expect(patched.status).toBe(200);
    const queued = await abstraction(filed.id);
    expect(queued.abstraction === null ? queued.awaiting : true).toBe(true);
    expect((await abstracted(filed.id)).status).toBe('ready');
  });

  it('keeps the type a person sets while the document is being read, and abstracts it when ingest finishes', async () => {
    const doc = await upload('notes-9.txt', `Rental notes.\n${leaseText}`, {});
    // Marked a lease at once, usually while ingest still runs: ingest must not put its guess back over it.
    const patched = await app.owner.client.request(`/api/app/documents/${doc.id}`, { method: 'PATCH', json: { type: 'lease' } });
    expect(patched.status).toBe(200);
    expect((await app.processed(doc.id)).type).toBe('lease');
    expect((await abstracted(doc.id)).status).toBe('ready');
  });

  it('answers 404 to another workspace for the abstraction, in both APIs', async () => {
    const doc = await upload('unit-9.txt', leaseText.replace('4B', '9'), { documentType: 'lease' });
    await abstracted(doc.id);
    const other = await app.t.signUp();
    expect((await other.client.get(`/api/app/leases/abstractions/${doc.id}`)).status).toBe(404);
    const otherKey = await app.apiKey(other.client, 'read');
    expect((await app.v1(otherKey, `/documents/${doc.id}/abstraction`)).status).toBe(404);
  });
});
