import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKeyDto } from '../../../common/api-keys.js';
import type { DocumentDto } from '../../../common/documents.js';
import { projects } from '../../db/schema/index.js';
import { JobWorker } from '../../lib/queue/worker.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { embedChunksJob } from '../ingest/embed.job.js';
import { ingestDocumentJob } from '../ingest/ingest.job.js';

/**
 * Documents linked to portfolio records (issue 10): set on the document and at upload, listed, searched and
 * asked about by them, in both APIs; `property_id` on POST /api/v1/documents decided by the table its id is in.
 */
type Client = ReturnType<TestApp['client']>;
const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;

const note = (subject: string) => `MAINTENANCE NOTE\n\nThe gutters at ${subject} were cleared.\n`;
const text = (subject: string) =>
  `INSPECTION REPORT\n\nThis report covers ${subject}. The smoke detectors were tested and the zephyrine boiler was serviced on March 3, 2025.\n`;

describe('documents linked to properties, units, tenants and leases', () => {
  let t: TestApp;
  let worker: JobWorker;
  let a: Client;
  let b: Client;
  let writeA: string;
  let writeB: string;
  let projectId: string;
  const rec: Record<string, string> = {};
  let counter = 0;

  const create = async (c: Client, path: string, body: unknown) => {
    const res = await c.request(`/api/app/portfolio${path}`, { method: 'POST', json: body });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await json(res)).id as string;
  };
  const appUpload = (c: Client, fields: Record<string, string>, content = note(`case ${++counter}`)) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([content]), `report-${counter}.txt`);
    return c.request('/api/app/documents', { method: 'POST', body: form });
  };
  const v1Upload = (key: string, fields: Record<string, string>, content = note(`case ${++counter}`)) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([content]), `api-report-${counter}.txt`);
    return t.app.request('/api/v1/documents', { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
  };
  const v1 = (key: string, path: string, body?: unknown) =>
    t.app.request(`/api/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const patch = (c: Client, id: string, body: unknown) => c.request(`/api/app/documents/${id}`, { method: 'PATCH', json: body });
  const listIds = async (c: Client, query: string) =>
    (await json<{ documents: DocumentDto[] }>(await c.get(`/api/app/documents?${query}`))).documents.map((d) => d.id);
  const waitProcessed = async (c: Client, id: string) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const doc = await json<DocumentDto>(await c.get(`/api/app/documents/${id}`));
      if (doc.status === 'processed') return doc;
      if (doc.status === 'failed' || Date.now() > deadline) throw new Error(`document ${doc.status}: ${doc.error}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const expect400 = async (res: Response, field: string) => {
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(body.error).toMatchObject({ code: 'invalid_input', field });
  };

  beforeAll(async () => {
    t = await createTestApp();
    worker = new JobWorker({ db: t.deps.db, deps: t.deps, logger: t.deps.logger, jobs: [ingestDocumentJob, embedChunksJob], pollIntervalMs: 50 });
    worker.start();
    a = (await t.signUp()).client;
    b = (await t.signUp()).client;
    const key = async (c: Client) => (await json<CreatedApiKeyDto>(await c.post('/api/app/api-keys', { name: 'k', permission: 'read_write' }))).key;
    writeA = await key(a);
    writeB = await key(b);
    projectId = (await json(await a.post('/api/app/projects', { name: 'Everything' }))).id;
    rec.oak = await create(a, '/properties', { name: 'Oak Street', address: '12 Oak St', type: 'residential' });
    rec.elm = await create(a, '/properties', { name: 'Elm Court', type: 'residential' });
    rec.oak4b = await create(a, '/units', { propertyId: rec.oak, label: '4B' });
    rec.elm1 = await create(a, '/units', { propertyId: rec.elm, label: '1' });
    rec.dana = await create(a, '/tenants', { name: 'Dana Reyes' });
    rec.lease = await create(a, '/leases', { propertyId: rec.oak, unitId: rec.oak4b, tenantIds: [rec.dana], startDate: '2025-01-01' });
    rec.otherProperty = await create(b, '/properties', { name: 'B Tower', type: 'commercial' });
  }, 120_000);
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it('sets, completes, checks and clears links on the document, and lists documents by them', async () => {
    const doc = await json<DocumentDto>(await appUpload(a, { project_id: projectId }));
    expect(doc).toMatchObject({ propertyId: null, unitId: null, tenantId: null, leaseId: null });

    // A lease brings its unit and property.
    const linked = await json<DocumentDto>(await patch(a, doc.id, { leaseId: rec.lease, tenantId: rec.dana }));
    expect(linked).toMatchObject({ propertyId: rec.oak, unitId: rec.oak4b, leaseId: rec.lease, tenantId: rec.dana });
    for (const q of [`property_id=${rec.oak}`, `unit_id=${rec.oak4b}`, `lease_id=${rec.lease}`, `tenant_id=${rec.dana}`]) {
      expect(await listIds(a, q)).toEqual([doc.id]);
    }
    expect(await listIds(a, `property_id=${rec.elm}`)).toEqual([]);
    expect(await listIds(a, `project_id=${projectId}&property_id=${rec.oak}`)).toEqual([doc.id]);

    // Links that disagree are refused, naming the field; nothing changes.
    await expect400(await patch(a, doc.id, { propertyId: rec.elm }), 'unitId');
    await expect400(await patch(a, doc.id, { unitId: rec.elm1 }), 'unitId');
    await expect400(await patch(a, doc.id, { leaseId: rec.lease, unitId: rec.elm1, propertyId: rec.elm }), 'leaseId');
    expect(await json(await a.get(`/api/app/documents/${doc.id}`))).toMatchObject({ propertyId: rec.oak, leaseId: rec.lease });

    // Moving it to another property means clearing the unit and lease in the same change.
    const moved = await json<DocumentDto>(await patch(a, doc.id, { propertyId: rec.elm, unitId: rec.elm1, leaseId: null }));
    expect(moved).toMatchObject({ propertyId: rec.elm, unitId: rec.elm1, leaseId: null, tenantId: rec.dana });
    const cleared = await json<DocumentDto>(await patch(a, doc.id, { propertyId: null, unitId: null, tenantId: null }));
    expect(cleared).toMatchObject({ propertyId: null, unitId: null, tenantId: null, leaseId: null });
    // Deleting a linked record unlinks the document, never deletes it.
    const tenant = await create(a, '/tenants', { name: 'Short Stay' });
    await patch(a, doc.id, { tenantId: tenant });
    expect((await a.request(`/api/app/portfolio/tenants/${tenant}`, { method: 'DELETE' })).status).toBe(204);
    expect(await json(await a.get(`/api/app/documents/${doc.id}`))).toMatchObject({ tenantId: null });
  });

  it("refuses another workspace's records and documents", async () => {
    const doc = await json<DocumentDto>(await appUpload(a, { project_id: projectId }));
    await expect400(await patch(a, doc.id, { propertyId: rec.otherProperty }), 'propertyId');
    // B cannot link A's document, nor its own to A's records, nor list A's documents by A's records.
    expect((await patch(b, doc.id, { tenantId: null })).status).toBe(404);
    const bProject = (await json(await b.post('/api/app/projects', { name: 'B' }))).id;
    const bDoc = await json<DocumentDto>(await appUpload(b, { project_id: bProject }));
    await expect400(await patch(b, bDoc.id, { propertyId: rec.oak }), 'propertyId');
    await expect400(await patch(b, bDoc.id, { unitId: rec.oak4b }), 'unitId');
    await expect400(await patch(b, bDoc.id, { tenantId: rec.dana }), 'tenantId');
    await expect400(await patch(b, bDoc.id, { leaseId: rec.lease }), 'leaseId');
    await patch(a, doc.id, { propertyId: rec.oak });
    expect(await listIds(b, `property_id=${rec.oak}`)).toEqual([]);
    expect((await appUpload(b, { property_id: rec.oak })).status).toBe(404);
    await expect400(await appUpload(b, { project_id: bProject, unit_id: rec.oak4b }), 'unit_id');
    expect((await v1Upload(writeB, { property_id: rec.oak })).status).toBe(404);
    const bList = await json(await v1(writeB, `/documents?property_id=${rec.oak}`));
    expect(bList.documents).toEqual([]);
  });

  it("files an upload with a property's id under the property's own project, found or created by name", async () => {
    const before = (await t.deps.db.select().from(projects).where(eq(projects.name, 'Oak Street'))).length;
    expect(before).toBe(0);
    // A refused file creates nothing.
    const refused = await appUpload(a, { property_id: rec.oak }, '\u0000\u0001binary\u0002');
    expect(refused.status).toBe(415);
    expect(await t.deps.db.select().from(projects).where(eq(projects.name, 'Oak Street'))).toHaveLength(0);

    const first = await json<DocumentDto>(await appUpload(a, { property_id: rec.oak }));
    const created = await t.deps.db.select().from(projects).where(eq(projects.id, first.projectId));
    expect(created[0]).toMatchObject({ name: 'Oak Street', address: '12 Oak St' });
    expect(first).toMatchObject({ propertyId: rec.oak, unitId: null });
    // The same project next time, from either API, and a unit's or lease's id is enough.
    const viaApiRes = await v1Upload(writeA, { property_id: rec.oak, type: 'inspection_report' });
    expect(viaApiRes.status).toBe(201);
    const viaApi = await json(viaApiRes);
    expect(viaApi).toMatchObject({ project_id: first.projectId, property_id: rec.oak, unit_id: null });
    const byLease = await json(await v1Upload(writeA, { lease_id: rec.lease }));
    expect(byLease).toMatchObject({ project_id: first.projectId, property_id: rec.oak, unit_id: rec.oak4b, lease_id: rec.lease });
    // An existing project of the property's name (any case) is the property's project.
    const elmProject = (await json(await a.post('/api/app/projects', { name: 'ELM COURT' }))).id;
    const elmDoc = await json<DocumentDto>(await appUpload(a, { unit_id: rec.elm1 }));
    expect(elmDoc).toMatchObject({ projectId: elmProject, propertyId: rec.elm, unitId: rec.elm1 });
    // With project_id the document goes there and is still linked.
    const both = await json<DocumentDto>(await appUpload(a, { project_id: projectId, property_id: rec.oak }));
    expect(both).toMatchObject({ projectId, propertyId: rec.oak });
    // A project's id in property_id keeps its older meaning (alias of project_id).
    const alias = await json(await v1Upload(writeA, { property_id: projectId }));
    expect(alias).toMatchObject({ project_id: projectId, property_id: null });
    // Without any of them, the public API still requires the project; the web app files it under "Documents".
    await expect400(await v1Upload(writeA, { tenant_id: rec.dana }), 'project_id');
    const unfiled = await json<DocumentDto>(await appUpload(a, {}, 'A note filed nowhere.'));
    const [documentsProject] = await t.deps.db.select().from(projects).where(eq(projects.id, unfiled.projectId));
    expect(documentsProject?.name).toBe('Documents');
    expect(unfiled).toMatchObject({ propertyId: null, tenantId: null });
    const again = await json<DocumentDto>(await appUpload(a, {}, 'Another unfiled note.'));
    expect(again.projectId).toBe(unfiled.projectId);
    // The public list: property_id by the table it is found in.
    const listed = await json(await v1(writeA, `/documents?property_id=${rec.oak}&limit=100`));
    const listedIds = listed.documents.map((d: any) => d.id);
    expect(listedIds).toEqual(expect.arrayContaining([first.id, viaApi.id, byLease.id, both.id]));
    expect(listedIds).not.toContain(alias.id);
    expect(listedIds).not.toContain(elmDoc.id);
    expect(listed.documents.every((d: any) => d.property_id === rec.oak)).toBe(true);
    const asProject = await json(await v1(writeA, `/documents?property_id=${projectId}&limit=100`));
    expect(asProject.documents.map((d: any) => d.id)).toContain(alias.id);
    expect((await json(await v1(writeA, `/documents?lease_id=${rec.lease}`))).documents.map((d: any) => d.id)).toEqual([byLease.id]);
  });

  it('searches and answers within the documents linked to a record', async () => {
    const oakDoc = await json<DocumentDto>(await appUpload(a, { project_id: projectId, unit_id: rec.oak4b }, text('Oak Street unit 4B')));
    const elmDoc = await json<DocumentDto>(await appUpload(a, { project_id: projectId, property_id: rec.elm }, text('Elm Court')));
    await waitProcessed(a, oakDoc.id);
    await waitProcessed(a, elmDoc.id);
    const search = async (filters: Record<string, unknown>) => {
      const res = await a.post('/api/app/search', { query: 'zephyrine boiler', filters, limit: 50 });
      expect(res.status, await res.clone().text()).toBe(200);
      return [...new Set((await json(res)).results.map((r: any) => r.documentId))];
    };
    // Search returns passages of the linked documents only (vector search fills the page from whatever they hold).
    const linkedTo = async (query: string) => new Set(await listIds(a, query));
    const withinOak = await search({ propertyIds: [rec.oak] });
    expect(withinOak).toContain(oakDoc.id);
    expect(withinOak).not.toContain(elmDoc.id);
    const oakDocs = await linkedTo(`property_id=${rec.oak}`);
    expect(withinOak.every((id) => oakDocs.has(id as string))).toBe(true);
    const withinUnit = await search({ unitIds: [rec.oak4b] });
    const unitDocs = await linkedTo(`unit_id=${rec.oak4b}`);
    expect(withinUnit).toContain(oakDoc.id);
    expect(withinUnit.every((id) => unitDocs.has(id as string))).toBe(true);
    expect(await search({ propertyIds: [rec.elm] })).toEqual(expect.arrayContaining([elmDoc.id]));
    expect(await search({ propertyIds: [rec.elm] })).not.toContain(oakDoc.id);
    expect(await search({ propertyIds: [rec.otherProperty] })).toEqual([]);
    const leaseDocs = await linkedTo(`lease_id=${rec.lease}`);
    expect((await search({ leaseIds: [rec.lease] })).every((id) => leaseDocs.has(id as string))).toBe(true);
    expect(await search({ tenantIds: [rec.dana] })).toEqual([]);
    const answer = await json(await a.post('/api/app/queries', { query: 'When was the zephyrine boiler serviced?', filters: { propertyIds: [rec.elm] } }));
    expect(answer.citations.length).toBeGreaterThan(0);
    const elmDocs = await linkedTo(`property_id=${rec.elm}`);
    expect(answer.citations.every((c: any) => elmDocs.has(c.documentId))).toBe(true);
    expect(answer.citations.map((c: any) => c.documentId)).toContain(elmDoc.id);

    // The public API: property_ids by table, unit_ids, and no mixing of meanings in one list.
    const v1Search = async (filters: Record<string, unknown>) => {
      const res = await v1(writeA, '/search', { query: 'zephyrine boiler', filters, limit: 50 });
      return { status: res.status, body: await json(res) };
    };
    const byProperty = await v1Search({ property_ids: [rec.oak] });
    const byPropertyIds = byProperty.body.results.map((r: any) => r.document_id);
    expect(byPropertyIds).toContain(oakDoc.id);
    expect(byPropertyIds.every((id: string) => oakDocs.has(id))).toBe(true);
    const byUnit = await v1Search({ unit_ids: [rec.elm1] });
    const elmUnitDocs = await linkedTo(`unit_id=${rec.elm1}`);
    expect(byUnit.body.results.every((r: any) => elmUnitDocs.has(r.document_id))).toBe(true);
    expect(byUnit.body.results.map((r: any) => r.document_id)).not.toContain(oakDoc.id);
    const asProjects = await v1Search({ property_ids: [projectId] });
    expect(asProjects.body.results.map((r: any) => r.document_id)).toEqual(expect.arrayContaining([oakDoc.id, elmDoc.id]));
    const mixed = await v1Search({ property_ids: [rec.oak, projectId] });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.field).toBe('property_ids');
    const query = await json(await v1(writeA, '/query', { query: 'When was the zephyrine boiler serviced?', filters: { property_ids: [rec.oak] } }));
    expect(query.citations.length).toBeGreaterThan(0);
    expect(query.citations.every((c: any) => oakDocs.has(c.document_id))).toBe(true);
    // Another workspace's key finds nothing by A's records.
    const foreign = await json(await v1(writeB, '/search', { query: 'zephyrine boiler', filters: { property_ids: [rec.oak] } }));
    expect(foreign.results).toEqual([]);
  });
});
