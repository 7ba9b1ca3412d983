import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKeyDto } from '../../../common/api-keys.js';
import { MAX_QUESTION_LENGTH } from '../../../common/search.js';
import { documents } from '../../db/schema/index.js';
import { buildPdf } from '../../lib/extract/fixtures/pdf.js';
import { JobWorker } from '../../lib/queue/worker.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { canonicalText, PAGE_SEPARATOR } from '../ingest/chunker.js';
import { embedChunksJob } from '../ingest/embed.job.js';
import { ingestDocumentJob } from '../ingest/ingest.job.js';

/**
 * What an integrator needs to check answers through /api/v1: the documents with their status (GET /documents,
 * filtered, paged by cursor), a document's text with the offsets passages and citations use
 * (GET /documents/{id}/text), the typed `value` of an answer, and clear 400s for bad questions.
 */
const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;

const PDF_PAGES = [
  ['COMMERCIAL LEASE AGREEMENT', '', 'This Lease is made between Harbor Point Holdings LLC ("Landlord") and Mariner Cafe Inc. ("Tenant").'],
  [
    '2. TERM',
    '',
    'The term of this Lease ends on March 31, 2027.',
    '',
    '3. RENT',
    '',
    'Tenant shall pay monthly rent of $4,250 on the first day of each month.',
  ],
  ['4. INSURANCE', '', 'Tenant shall keep liability insurance of at least $1,000,000 naming Landlord as additional insured.'],
];
const leaseText = (unit: string) =>
  `RESIDENTIAL LEASE AGREEMENT FOR UNIT ${unit}\n\nThis Lease is made between Oak Street Properties LLC ("Landlord") and the Tenant of unit ${unit}.\n\n` +
  `1. TERM\n\nThe term begins on January 1, 2025 and ends on December 31, 2025.\n\n2. RENT\n\nTenant shall pay monthly rent of $1,850.\n`;

describe('public API: documents list, document text, answer values, bad questions', () => {
  let t: TestApp;
  let worker: JobWorker | undefined;
  let readA: string;
  let writeA: string;
  let keyB: string;
  let projectA1: string;
  let projectA2: string;
  let pdfId: string;
  const leaseIds: string[] = [];
  let brokenId: string;
  let queuedId: string;

  const v1 = async (key: string, path: string, body?: unknown): Promise<Response> =>
    t.app.request(`/api/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  const upload = async (name: string, content: string | Buffer, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
    const res = await t.app.request('/api/v1/documents', { method: 'POST', headers: { authorization: `Bearer ${writeA}` }, body: form });
    expect(res.status).toBe(201);
    return (await json(res)).id as string;
  };
  const waitSettled = async (id: string) => {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const doc = await json(await v1(readA, `/documents/${id}`));
      if (doc.status === 'processed' || doc.status === 'failed') return doc;
      if (Date.now() > deadline) throw new Error(`document stayed ${doc.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const expectError = async (res: Response, status: number, code: string, field?: string) => {
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(status);
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(5);
    if (field) expect(body.error.field).toBe(field);
    return body.error as { code: string; message: string; field?: string };
  };
  /** Every page of GET /documents with these query parameters, following `next`. */
  const walk = async (key: string, params: string, from: string | null = null) => {
    const seen: any[] = [];
    let cursor = from;
    for (let i = 0; i < 50; i++) {
      const res = await v1(key, `/documents?${params}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      const page = await json(res);
      expect(res.status, JSON.stringify(page)).toBe(200);
      seen.push(...page.documents);
      cursor = page.next;
      if (!cursor) return seen;
    }
    throw new Error('no end to the pages');
  };

  beforeAll(async () => {
    // Each key here makes a few hundred calls in well under a minute; the rate limit has its own test.
    t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '100000' });
    const ownerA = (await t.signUp({ company: 'Alpha Rentals' })).client;
    const ownerB = (await t.signUp({ company: 'Beta Homes' })).client;
    const key = async (c: typeof ownerA, permission: string) =>
      (await json<CreatedApiKeyDto>(await c.post('/api/app/api-keys', { name: permission, permission }))).key;
    readA = await key(ownerA, 'read');
    writeA = await key(ownerA, 'read_write');
    keyB = await key(ownerB, 'full');
    projectA1 = (await json(await ownerA.post('/api/app/projects', { name: 'Harbor Point' }))).id;
    projectA2 = (await json(await ownerA.post('/api/app/projects', { name: 'Oak Street' }))).id;

    // Uploaded while no worker runs: it stays queued, which the text endpoint must refuse clearly.
    queuedId = await upload('waiting-notes.txt', 'Notes waiting to be read.', { project_id: projectA2 });
    expect((await json(await v1(readA, `/documents/${queuedId}`))).status).toBe('queued');
    await expectError(await v1(readA, `/documents/${queuedId}/text`), 409, 'conflict');

    worker = new JobWorker({ db: t.deps.db, deps: t.deps, logger: t.deps.logger, jobs: [ingestDocumentJob, embedChunksJob], pollIntervalMs: 50 });
    worker.start();
    pdfId = await upload('harbor-point-lease.pdf', buildPdf(PDF_PAGES.map((lines) => ({ lines }))), { project_id: projectA1, type: 'lease' });
    for (const unit of ['1A', '2B', '3C', '4D', '5E'])
      leaseIds.push(await upload(`Lease_Unit_${unit}.txt`, leaseText(unit), { project_id: projectA2, type: 'lease' }));
    // A PDF header and nothing readable after it: accepted by content, then processing fails with a reason.
    brokenId = await upload('broken-scan.pdf', Buffer.from('%PDF-1.7\n%garbage that is not a PDF body at all\n'), { project_id: projectA2 });
    for (const id of [queuedId, pdfId, ...leaseIds, brokenId]) await waitSettled(id);
  }, 180_000);
  afterAll(async () => {
    await worker?.stop();
    await t.close();
  });

  it("serves a processed multi-page document's text with the offsets its passages and citations use", async () => {
    const res = await v1(readA, `/documents/${pdfId}/text`);
    expect(res.status).toBe(200);
    const doc = await json(res);
    expect(doc).toMatchObject({ document_id: pdfId, page_count: 3, from_page: 1, char_start: 0, next_from_page: null });
    expect(doc.pages.map((p: any) => p.number)).toEqual([1, 2, 3]);
    // The canonical text as ingest builds it (chunker.ts), and each page's span in it.
    const { text, pageOffsets } = canonicalText(doc.pages.map((p: any) => p.text));
    expect(doc.text).toBe(text);
    expect(doc.char_end).toBe(text.length);
    expect(doc.total_chars).toBe(text.length);
    expect(doc.pages.map((p: any) => p.char_start)).toEqual(pageOffsets);
    for (const p of doc.pages) expect(doc.text.slice(p.char_start, p.char_end)).toBe(p.text);
    expect(doc.text).toContain('March 31, 2027');

    // Search passages point into that text.
    for (const query of ['monthly rent', 'liability insurance', 'Harbor Point Holdings']) {
      const found = await json(await v1(readA, '/search', { query, filters: { document_ids: [pdfId] } }));
      expect(found.results.length, query).toBeGreaterThan(0);
      for (const hit of found.results) {
        expect(hit.version_id).toBe(doc.version_id);
        expect(doc.text.slice(hit.char_start, hit.char_end)).toBe(hit.text);
      }
    }
    // So do an answer's citations: the quote is the text at its span, on the page it names.
    for (const question of ['When does the lease end?', 'How much is the monthly rent?']) {
      const answer = await json(await v1(readA, '/query', { query: question, filters: { document_ids: [pdfId] } }));
      expect(answer.answered, question).toBe(true);
      expect(answer.citations.length).toBeGreaterThan(0);
      for (const c of answer.citations) {
        expect(doc.text.slice(c.char_start, c.char_end)).toBe(c.quote);
        const page = doc.pages.find((p: any) => p.number === c.page);
        expect(c.char_start).toBeGreaterThanOrEqual(page.char_start);
      }
      for (const p of answer.passages) expect(doc.text.slice(p.char_start, p.char_end)).toBe(p.text);
    }
  });

  it('pages through long text by page, each range a slice of the whole', async () => {
    const whole = await json(await v1(readA, `/documents/${pdfId}/text`));
    const second = await json(await v1(readA, `/documents/${pdfId}/text?from_page=2&pages=1`));
    expect(second).toMatchObject({ from_page: 2, page_count: 3, next_from_page: 3, total_chars: whole.text.length });
    expect(second.pages.map((p: any) => p.number)).toEqual([2]);
    expect(second.text).toBe(whole.text.slice(second.char_start, second.char_end));
    // Page by page, joined by the separator, rebuilds the whole text.
    const parts: string[] = [];
    let from: number | null = 1;
    while (from) {
      const range: any = await json(await v1(readA, `/documents/${pdfId}/text?from_page=${from}&pages=1`));
      parts.push(range.text);
      from = range.next_from_page;
    }
    expect(parts.join(PAGE_SEPARATOR)).toBe(whole.text);
    const past = await json(await v1(readA, `/documents/${pdfId}/text?from_page=9`));
    expect(past).toMatchObject({ pages: [], text: '', next_from_page: null, char_start: whole.text.length });
    await expectError(await v1(readA, `/documents/${pdfId}/text?pages=101`), 400, 'invalid_input', 'pages');
    await expectError(await v1(readA, `/documents/${pdfId}/text?from_page=0`), 400, 'invalid_input', 'from_page');
  });

  it("refuses text of a document that is not processed, with the failure reason, and of another workspace's document", async () => {
    const broken = await json(await v1(readA, `/documents/${brokenId}`));
    expect(broken.status).toBe('failed');
    const error = await expectError(await v1(readA, `/documents/${brokenId}/text`), 409, 'conflict');
    expect(error.message).toContain(broken.error);

    // Workspace B's key: A's document does not exist for it, in the list or as text.
    await expectError(await v1(keyB, `/documents/${pdfId}/text`), 404, 'not_found');
    await expectError(await v1(keyB, `/documents/${randomUUID()}/text`), 404, 'not_found');
    expect((await json(await v1(keyB, '/documents'))).documents).toEqual([]);
    expect((await json(await v1(keyB, `/documents?project_id=${projectA1}`))).documents).toEqual([]);
  });

  it('lists documents with their status, filtered by status, type, project, name and change time (Read Only key)', async () => {
    const all = await json(await v1(readA, '/documents?limit=100'));
    expect(all.next).toBeNull();
    const ids = all.documents.map((d: any) => d.id);
    expect(new Set(ids)).toEqual(new Set([queuedId, pdfId, ...leaseIds, brokenId]));
    expect(all.documents[0]).toMatchObject({ id: brokenId, project_id: projectA2, status: 'failed', file_name: 'broken-scan.pdf' });
    expect(all.documents[0].error).toBeTruthy();
    const pdf = all.documents.find((d: any) => d.id === pdfId);
    expect(pdf).toMatchObject({ type: 'lease', status: 'processed', page_count: 3, title: expect.any(String), file_name: 'harbor-point-lease.pdf' });
    // Newest upload first.
    const created = all.documents.map((d: any) => d.created_at);
    expect([...created].sort().reverse()).toEqual(created);

    const idsOf = async (params: string) => (await json(await v1(readA, `/documents?${params}`))).documents.map((d: any) => d.id).sort();
    expect(await idsOf('status=failed')).toEqual([brokenId]);
    expect(await idsOf('status=processed')).toEqual([queuedId, pdfId, ...leaseIds].sort());
    expect(await idsOf('type=lease')).toEqual([pdfId, ...leaseIds].sort());
    expect(await idsOf(`project_id=${projectA1}`)).toEqual([pdfId]);
    expect(await idsOf(`property_id=${projectA1}`)).toEqual([pdfId]);
    expect(await idsOf(`project_id=${projectA2}&type=lease&status=processed`)).toEqual([...leaseIds].sort());
    expect(await idsOf('q=unit_3')).toEqual([leaseIds[2]]); // file name, any case; `_` is a character, not a wildcard
    expect(await idsOf('q=HARBOR-POINT')).toEqual([pdfId]);
    expect(await idsOf('q=%25')).toEqual([]);

    // Changed since: renaming one document moves it past a cut-off the others are before.
    const cutoff = new Date(Math.max(...all.documents.map((d: any) => Date.parse(d.updated_at))) + 1).toISOString();
    expect(await idsOf(`updated_since=${encodeURIComponent(cutoff)}`)).toEqual([]);
    await new Promise((r) => setTimeout(r, 5));
    await t.deps.db.update(documents).set({ title: 'Renamed lease', updatedAt: new Date() }).where(eq(documents.id, leaseIds[0]!));
    expect(await idsOf(`updated_since=${encodeURIComponent(cutoff)}`)).toEqual([leaseIds[0]]);
    expect(await idsOf('updated_since=2000-01-01')).toHaveLength(ids.length);

    await expectError(await v1(readA, '/documents?status=done'), 400, 'invalid_input', 'status');
    await expectError(await v1(readA, '/documents?type=poem'), 400, 'invalid_input', 'type');
    await expectError(await v1(readA, '/documents?project_id=nope'), 400, 'invalid_input', 'project_id');
    await expectError(await v1(readA, '/documents?updated_since=yesterday'), 400, 'invalid_input', 'updated_since');
    await expectError(await v1(readA, '/documents?limit=101'), 400, 'invalid_input', 'limit');
  });

  it('pages through the list by cursor without duplicates or gaps, in either order, even with documents deleted meanwhile', async () => {
    const all = (await json(await v1(readA, '/documents?limit=100'))).documents.map((d: any) => d.id);
    for (const order of ['newest', 'updated']) {
      for (const limit of [1, 2, 3]) {
        const seen = (await walk(readA, `order=${order}&limit=${limit}`)).map((d) => d.id);
        expect(seen.length, `${order} ${limit}`).toBe(all.length);
        expect(new Set(seen)).toEqual(new Set(all));
        if (order === 'newest') expect(seen).toEqual(all);
      }
    }
    const updated = await walk(readA, 'order=updated&limit=2');
    const times = updated.map((d) => d.updated_at);
    expect([...times].sort()).toEqual(times);
    const filtered = (await walk(readA, 'type=lease&limit=2')).map((d) => d.id);
    expect(filtered.sort()).toEqual([pdfId, ...leaseIds].sort());

    // Two uploads in the same millisecond, microseconds apart: the cursor keeps the database's precision.
    await t.deps.db.execute(sql`update documents set created_at = '2024-05-01 10:00:00.123456+00' where id = ${leaseIds[1]}`);
    await t.deps.db.execute(sql`update documents set created_at = '2024-05-01 10:00:00.123789+00' where id = ${leaseIds[2]}`);
    const tied = (await walk(readA, 'limit=1')).map((d) => d.id);
    expect(tied.slice(-2)).toEqual([leaseIds[2], leaseIds[1]]);
    expect(new Set(tied).size).toBe(all.length);

    // A document deleted between two pages is simply not there; the rest all come.
    const first = await json(await v1(readA, '/documents?limit=2'));
    const gone = all[3];
    expect((await t.app.request(`/api/v1/documents/${gone}`, { method: 'DELETE', headers: { authorization: `Bearer ${writeA}` } })).status).toBe(204);
    const rest = await walk(readA, 'limit=2', first.next);
    const seen = [...first.documents, ...rest].map((d: any) => d.id);
    expect(new Set(seen)).toEqual(new Set(all.filter((id: string) => id !== gone)));
    expect(seen.length).toBe(all.length - 1);

    await expectError(await v1(readA, '/documents?cursor=not-a-cursor'), 400, 'invalid_input', 'cursor');
    const forged = Buffer.from(JSON.stringify(['newest', "2024-01-01'; drop table documents; --", randomUUID()])).toString('base64url');
    await expectError(await v1(readA, `/documents?cursor=${forged}`), 400, 'invalid_input', 'cursor');
    await expectError(await v1(readA, `/documents?order=updated&cursor=${encodeURIComponent(first.next)}`), 400, 'invalid_input', 'cursor');
  });

  it('answers with a typed value beside the text and citations, null when not answered', async () => {
    const id = await upload(
      'Storage_Unit_Lease_9K.txt',
      'STORAGE UNIT LEASE 9K\n\nThis Lease is made between Oak Street Properties LLC ("Landlord") and Pat Doe ("Tenant").\n\n' +
        '1. TERM\n\nThe term of this Lease ends on December 31, 2025.\n\n2. RENT\n\nTenant shall pay monthly rent of $1,850.\n',
      { project_id: projectA1, type: 'lease' },
    );
    expect((await waitSettled(id)).status).toBe('processed');
    const answer = await json(await v1(readA, '/query', { query: 'When does the lease end?', filters: { document_ids: [id] } }));
    expect(answer.answered, JSON.stringify(answer)).toBe(true);
    expect(answer.value).toMatchObject({ type: 'date', iso: '2025-12-31', year: 2025, month: 12, day: 31 });
    expect(answer.citations[0]).toMatchObject({ document_id: id });
    expect(answer.citations[0].quote).toContain('December 31, 2025');

    const rent = await json(await v1(readA, '/query', { query: 'How much is the monthly rent?', filters: { document_ids: [id] } }));
    expect(rent.value, JSON.stringify(rent)).toMatchObject({ type: 'amount', value: 1850 });

    const none = await json(await v1(readA, '/query', { query: 'Which swimming pool rules apply on holidays?', filters: { document_ids: [id] } }));
    expect(none.answered).toBe(false);
    expect(none).toHaveProperty('value', null);
  });

  it('answers bad questions with 400, the error shape and a clear message, as the web API does', async () => {
    for (const query of ['', '   ', '\n\t']) await expectError(await v1(readA, '/query', { query }), 400, 'invalid_input', 'query');
    const long = await expectError(await v1(readA, '/query', { query: 'What is the rent? '.repeat(600).slice(0, 10_000) }), 400, 'invalid_input', 'query');
    expect(long.message).toContain(String(MAX_QUESTION_LENGTH));
    await expectError(await v1(readA, '/query', { query: 42 }), 400, 'invalid_input', 'query');
    await expectError(await v1(readA, '/query', { query: 'rent?', filters: 'lease' }), 400, 'invalid_input', 'filters');
    await expectError(await v1(readA, '/query', { query: 'rent?', filters: { document_types: ['poem'] } }), 400, 'invalid_input', 'filters.document_types.0');
    await expectError(await v1(readA, '/query', { query: 'rent?', filters: { document_ids: ['x'] } }), 400, 'invalid_input', 'filters.document_ids.0');
    await expectError(await v1(readA, '/query', { query: 'rent?', filters: { uploaded_from: 'last week' } }), 400, 'invalid_input', 'filters.uploaded_from');
    await expectError(await v1(readA, '/query', { query: 'rent?', filters: { tenant: 'Smith' } }), 400, 'invalid_input', 'filters');
    await expectError(await v1(readA, '/query', '{"query": "rent?"'), 400, 'invalid_input');

    // The web app's ask endpoint refuses the same questions the same way (one schema, common/search.ts).
    const owner = (await t.signUp()).client;
    const web = await owner.post('/api/app/queries', { query: 'x'.repeat(10_000) });
    expect(web.status).toBe(400);
    expect((await json(web)).error).toMatchObject({ code: 'invalid_input', field: 'query', message: long.message });
  });

  it('declares the new routes and the answer value in the OpenAPI document, with examples', async () => {
    const doc = await json(await t.app.request('/api/v1/openapi.json'));
    expect(Object.keys(doc.paths['/documents']).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/documents/{id}/text'].get.responses['409']).toBeDefined();
    const params = doc.paths['/documents'].get.parameters.map((p: any) => p.name).sort();
    expect(params).toEqual([
      'cursor',
      'lease_id',
      'limit',
      'order',
      'project_id',
      'property_id',
      'q',
      'status',
      'tenant_id',
      'type',
      'unit_id',
      'updated_since',
    ]);
    expect(doc.paths['/documents/{id}/text'].get.parameters.map((p: any) => p.name).sort()).toEqual(['from_page', 'id', 'pages']);
    expect(doc.components.schemas.DocumentText.example.text).toContain('\n\n');
    expect(doc.components.schemas.DocumentList.properties).toHaveProperty('next');
    expect(doc.components.schemas.Answer.properties.value).toEqual({ $ref: '#/components/schemas/AnswerValue' });
    expect(doc.components.schemas.Answer.required).toContain('value');
    const variants = doc.components.schemas.AnswerValue.oneOf;
    expect(variants).toContainEqual({ type: 'null' });
    expect(variants.flatMap((v: any) => v.properties?.type.enum ?? []).sort()).toEqual(
      ['amount', 'date', 'duration', 'jurisdiction', 'list', 'parties', 'perpetual', 'place', 'text', 'yes_no'].sort(),
    );
  });
});
