import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../../common/documents.js';
import { highlightRects, pageForOffset, type PageLayout, type ViewerDocument } from '../../../common/viewer.js';
import { chunks, documentPages } from '../../db/schema/index.js';
import { buildPdf } from '../../lib/extract/fixtures/pdf.js';
import { textImage } from '../../lib/extract/fixtures/images.js';
import { recognize } from '../../lib/extract/ocr.js';
import { WorkerPools } from '../../lib/workers/pools.js';
import { JobWorker } from '../../lib/queue/worker.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ingestDocumentJob } from '../ingest/ingest.job.js';

type Client = ReturnType<TestApp['client']>;

const PAGE_ONE = ['COMMERCIAL LEASE', '', 'This lease is made between Harbor Lane Holdings and Bright Bakery Ltd.', 'The premises are Unit 7, 12 Harbor Lane.'];
const PAGE_TWO = [
  '4. RENT',
  '',
  'Tenant shall pay monthly rent of $4,250 on the first day of each month.',
  'Late payments incur a fee of $75 after five days.',
];
const SCAN_LINES = ['INSPECTION REPORT', 'Boiler pressure was normal.', 'Gutters need cleaning soon.'];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The words of `text` that text recognition reads inside the rectangles (fractions of the page image). */
/** The test's own OCR threads, for reading what a highlight covers: apart from the app's, which the tests watch. */
const readerPools = new WorkerPools({ OCR_WORKER_THREADS: 1 });

async function readInside(png: Buffer, rects: Array<{ x: number; y: number; w: number; h: number }>) {
  const { width, height } = await sharp(png).metadata();
  let out = '';
  for (const r of rects) {
    const pad = 4;
    const left = Math.max(0, Math.floor(r.x * width!) - pad);
    const top = Math.max(0, Math.floor(r.y * height!) - pad);
    const crop = await sharp(png)
      .extract({
        left,
        top,
        width: Math.min(width! - left, Math.ceil(r.w * width!) + 2 * pad),
        height: Math.min(height! - top, Math.ceil(r.h * height!) + 2 * pad),
      })
      .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
      .resize({ width: 2000, fit: 'inside' })
      .png()
      .toBuffer();
    out += ' ' + (await recognize(readerPools, crop, 60_000));
  }
  return out.replace(/\s+/g, ' ').trim();
}

describe('document viewer', () => {
  let t: TestApp;
  let worker: JobWorker;
  let owner: Awaited<ReturnType<TestApp['signUp']>>;
  let outsider: Awaited<ReturnType<TestApp['signUp']>>;
  let projectId: string;
  let pdfId: string;

  const upload = async (client: Client, name: string, content: Buffer | string) => {
    const form = new FormData();
    form.append('project_id', projectId);
    form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
    const res = await client.request('/api/app/documents', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const doc = (await res.json()) as DocumentDto;
    const deadline = Date.now() + 120_000;
    for (;;) {
      const now = (await (await client.get(`/api/app/documents/${doc.id}`)).json()) as DocumentDto;
      if (now.status === 'processed') return now;
      if (now.status === 'failed' || Date.now() > deadline) throw new Error(`document ${now.status}: ${now.error ?? now.stage}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const viewer = async (client: Client, id: string, query = '') =>
    (await client.get(`/api/app/documents/${id}/viewer${query}`)).json() as Promise<ViewerDocument>;
  const layout = async (client: Client, id: string, page: number) =>
    (await client.get(`/api/app/documents/${id}/pages/${page}/layout`)).json() as Promise<PageLayout>;
  const image = async (client: Client, id: string, page: number) =>
    Buffer.from(await (await client.get(`/api/app/documents/${id}/pages/${page}/image`)).arrayBuffer());
  /** The span of `phrase` in the canonical text, as a citation would carry it. */
  const spanOf = (doc: ViewerDocument, phrase: string) => {
    for (const p of doc.pages) {
      const at = p.text.indexOf(phrase);
      if (at >= 0) return { page: p, from: p.charOffset + at, to: p.charOffset + at + phrase.length };
    }
    throw new Error(`"${phrase}" is on no page`);
  };

  beforeAll(async () => {
    t = await createTestApp();
    worker = new JobWorker({ db: t.deps.db, deps: t.deps, logger: t.deps.logger, jobs: [ingestDocumentJob], pollIntervalMs: 50 });
    worker.start();
    owner = await t.signUp();
    outsider = await t.signUp();
    projectId = ((await (await owner.client.post('/api/app/projects', { name: 'Harbor Lane' })).json()) as { id: string }).id;
    pdfId = (await upload(owner.client, 'harbor-lease.pdf', buildPdf([{ lines: PAGE_ONE }, { lines: PAGE_TWO }]))).id;
  }, 180_000);
  afterAll(async () => {
    await worker.stop();
    await t.close(); // its dependencies close the viewer's and OCR's threads
    await readerPools.close();
  });

  it("lists a PDF's pages with offsets that map chunk spans back to page text", async () => {
    const doc = await viewer(owner.client, pdfId);
    expect(doc).toMatchObject({ id: pdfId, kind: 'pdf', projectId, projectName: 'Harbor Lane', isCurrentVersion: true, version: 1 });
    expect(doc.pages.map((p) => p.number)).toEqual([1, 2]);
    expect(doc.pages[0]!.charOffset).toBe(0);
    expect(doc.pages[1]!.charOffset).toBe(doc.pages[0]!.text.length + 2); // pages joined by a blank line
    const canonical = doc.pages.map((p) => p.text).join('\n\n');
    const rows = await t.deps.db
      .select()
      .from(chunks)
      .where(and(eq(chunks.documentId, pdfId), eq(chunks.versionId, doc.versionId)));
    expect(rows.length).toBeGreaterThan(0);
    for (const chunk of rows) expect(canonical.slice(chunk.charStart, chunk.charEnd)).toBe(chunk.text);
    // A span found in the canonical text lands on the right page at the right place in that page's text.
    const at = canonical.indexOf('$4,250');
    const rent = rows.find((r) => r.charStart <= at && at < r.charEnd)!;
    expect(rent.pageEnd).toBe(2);
    expect(pageForOffset(doc.pages, at)).toBe(2);
    expect(doc.pages[1]!.text.slice(at - doc.pages[1]!.charOffset, at - doc.pages[1]!.charOffset + 6)).toBe('$4,250');
  });

  it('draws a PDF page as PNG and highlights exactly the cited words on it', async () => {
    const png = await image(owner.client, pdfId, 2);
    expect([...png.subarray(0, 8)]).toEqual(PNG_MAGIC);
    expect((await sharp(png).metadata()).width).toBe(1200);
    const doc = await viewer(owner.client, pdfId);
    const phrase = 'monthly rent of $4,250';
    const { page, from, to } = spanOf(doc, phrase);
    expect(page.number).toBe(2);
    const l = await layout(owner.client, pdfId, 2);
    expect(l.source).toBe('text-layer');
    expect(l.aspect).toBeCloseTo(792 / 612, 2);
    const rects = highlightRects(l.runs, from - page.charOffset, to - page.charOffset, page.text);
    expect(rects).toHaveLength(1);
    // Read back what is drawn under the highlight: the cited words and nothing from the lines around them.
    const read = await readInside(png, rects);
    expect(read).toMatch(/monthly rent of \$4,?250/);
    expect(read).not.toMatch(/Late|RENT/);
  }, 60_000);

  it('highlights a passage on a scanned page from recognised word boxes', async () => {
    const jpeg = await sharp(textImage(SCAN_LINES, 1200, 80))
      .greyscale()
      .jpeg({ quality: 90 })
      .toBuffer();
    const meta = await sharp(jpeg).metadata();
    const scanned = await upload(owner.client, 'inspection-scan.pdf', buildPdf([{ jpeg: { data: jpeg, width: meta.width!, height: meta.height! } }]));
    const doc = await viewer(owner.client, scanned.id);
    expect(doc.pages[0]!.ocr).toBe(true);
    const { page, from, to } = spanOf(doc, 'Gutters need cleaning');
    const l = await layout(owner.client, scanned.id, page.number);
    expect(l.source).toBe('ocr');
    const rects = highlightRects(l.runs, from - page.charOffset, to - page.charOffset, page.text);
    expect(rects.length).toBeGreaterThan(0);
    const read = await readInside(await image(owner.client, scanned.id, page.number), rects);
    expect(read).toMatch(/Gutters need cleaning/);
    expect(read).not.toMatch(/soon/);
    expect(read).not.toMatch(/Boiler/);
  }, 180_000);

  it('keeps the word boxes ingest recognised, so a scan is highlighted without recognising it again', async () => {
    const lines = ['CONDITION REPORT', 'Front door lock was replaced.', 'Window seals are cracked.', 'Smoke alarm tested and working.'];
    const jpeg = await sharp(textImage(lines, 1200, 80))
      .greyscale()
      .jpeg({ quality: 90 })
      .toBuffer();
    const meta = await sharp(jpeg).metadata();
    const scanned = await upload(owner.client, 'condition-scan.pdf', buildPdf([{ jpeg: { data: jpeg, width: meta.width!, height: meta.height! } }]));
    const doc = await viewer(owner.client, scanned.id);
    const where = and(eq(documentPages.versionId, doc.versionId), eq(documentPages.pageNumber, 1));
    const [row] = await t.deps.db.select().from(documentPages).where(where);
    expect(row!.ocr).toBe(true);
    // Stored with the page: the words read, each placed as fractions of the page (rounded, so the row stays small).
    const stored = row!.ocrWords!;
    expect(stored.words.map(([word]) => word).join(' ')).toMatch(/Window seals are cracked/);
    expect(stored.aspect).toBeGreaterThan(0);
    for (const [, x, y, w, h] of stored.words) {
      for (const n of [x, y, w, h]) expect(Math.round(n * 10_000) / 10_000).toBe(n);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + w).toBeLessThanOrEqual(1);
      expect(y + h).toBeLessThanOrEqual(1);
    }

    // Opens the page's layout with the OCR pool stopped (as after a restart), so a started worker shows recognition ran.
    const { page, from, to } = spanOf(doc, 'Window seals are cracked');
    const openLayout = async () => {
      await t.deps.workerPools.close(['ocr']);
      const started = performance.now();
      const opened = await layout(owner.client, scanned.id, page.number);
      return { opened, ms: performance.now() - started, rects: highlightRects(opened.runs, from - page.charOffset, to - page.charOffset, page.text) };
    };

    // Opening the page recognises nothing: no OCR worker is started (recognition needs one from the pool).
    const { opened: fromStored, ms: storedMs, rects } = await openLayout();
    expect(t.deps.workerPools.liveThreads('ocr')).toBe(0);
    expect(fromStored.source).toBe('ocr');
    expect(fromStored.aspect).toBeCloseTo(stored.aspect, 4);
    expect(rects).toHaveLength(1);
    const png = await image(owner.client, scanned.id, page.number);
    const read = await readInside(png, rects);
    expect(read).toMatch(/Window seals are cracked/);
    expect(read).not.toMatch(/lock|Smoke/);

    // A page ingested before boxes were kept (null column) is recognised again, as before, the highlight lands
    // in the same place, and the boxes are then kept with the page.
    await t.deps.db.update(documentPages).set({ ocrWords: null }).where(where);
    const { opened: recognised, ms: recognisedMs, rects: before } = await openLayout();
    expect(t.deps.workerPools.liveThreads('ocr')).toBeGreaterThan(0);
    expect(recognised.source).toBe('ocr');
    expect(recognised.aspect).toBeCloseTo(fromStored.aspect, 3);
    expect(before).toHaveLength(rects.length);
    before.forEach((r, i) => {
      for (const k of ['x', 'y', 'w', 'h'] as const) expect(Math.abs(r[k] - rects[i]![k])).toBeLessThan(0.002);
    });
    const [refilled] = await t.deps.db.select().from(documentPages).where(where);
    expect(refilled!.ocrWords!.words.map(([word]) => word).join(' ')).toMatch(/Window seals are cracked/);
    console.info(`scanned page layout, first open: ${storedMs.toFixed(0)} ms from stored boxes, ${recognisedMs.toFixed(0)} ms recognising again`);
  }, 180_000);

  it('shows a photographed page as an image with the passage highlighted from word boxes', async () => {
    const photo = await upload(owner.client, 'boiler-note.png', textImage(['Boiler serviced 14 May', 'Next visit in November'], 900, 70));
    const doc = await viewer(owner.client, photo.id);
    expect(doc.kind).toBe('image');
    const { page, from, to } = spanOf(doc, 'Next visit');
    const [row] = await t.deps.db
      .select()
      .from(documentPages)
      .where(and(eq(documentPages.versionId, doc.versionId), eq(documentPages.pageNumber, page.number)));
    expect(row!.ocrWords?.words.length).toBeGreaterThan(0);
    await t.deps.workerPools.close(['ocr']);
    const l = await layout(owner.client, photo.id, page.number);
    expect(t.deps.workerPools.liveThreads('ocr')).toBe(0);
    expect(l.source).toBe('ocr');
    const png = await image(owner.client, photo.id, page.number);
    expect([...png.subarray(0, 8)]).toEqual(PNG_MAGIC);
    const read = await readInside(png, highlightRects(l.runs, from - page.charOffset, to - page.charOffset, page.text));
    expect(read).toMatch(/Next visit/);
    expect(read).not.toMatch(/Boiler|November/);
  }, 120_000);

  it('shows text documents as text, without page images', async () => {
    const doc = await upload(owner.client, 'house-rules.txt', 'HOUSE RULES\n\nQuiet hours are from 10 pm to 7 am.');
    const v = await viewer(owner.client, doc.id);
    expect(v.kind).toBe('text');
    expect(v.pages[0]!.text).toContain('Quiet hours');
    expect((await owner.client.get(`/api/app/documents/${doc.id}/pages/1/image`)).status).toBe(404);
  });

  // Re-indexing a document keeps only the current version's text (ingest.job.ts), so an earlier version is
  // reported as replaced rather than shown with text it no longer has.
  it('tells a citation of an earlier version that the version was replaced', async () => {
    const first = await upload(owner.client, 'parking.txt', 'PARKING\n\nEach unit has one parking space.');
    const cited = await viewer(owner.client, first.id);
    const form = new FormData();
    form.append('project_id', projectId);
    form.append('document_id', first.id);
    form.append('file', new Blob(['PARKING\n\nEach unit has two parking spaces and a bicycle rack.']), 'parking.txt');
    expect((await owner.client.request('/api/app/documents', { method: 'POST', body: form })).status).toBe(201);
    // Wait until version 2 is processed: only then are version 1's pages dropped.
    const deadline = Date.now() + 60_000;
    const processedV2 = async () => {
      const d = (await (await owner.client.get(`/api/app/documents/${first.id}`)).json()) as DocumentDto;
      return d.version === 2 && d.status === 'processed';
    };
    while (!(await processedV2()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const current = await viewer(owner.client, first.id);
    expect(current).toMatchObject({ version: 2, isCurrentVersion: true });
    const old = await viewer(owner.client, first.id, `?version=${cited.versionId}`);
    expect(old).toMatchObject({ version: 1, isCurrentVersion: false, versionId: cited.versionId, pages: [] });
    expect((await owner.client.get(`/api/app/documents/${first.id}/pages/1/layout?version=${cited.versionId}`)).status).toBe(404);
  });

  it('refuses pages that do not exist and widths it does not draw', async () => {
    expect((await owner.client.get(`/api/app/documents/${pdfId}/pages/3/image`)).status).toBe(404);
    expect((await owner.client.get(`/api/app/documents/${pdfId}/pages/1/image?width=5000`)).status).toBe(400);
    expect((await owner.client.get(`/api/app/documents/not-a-uuid/viewer`)).status).toBe(404);
  });

  it('keeps another workspace out (404, as if the document did not exist)', async () => {
    const doc = await viewer(owner.client, pdfId);
    for (const path of [`/${pdfId}/viewer`, `/${pdfId}/pages/1/image`, `/${pdfId}/pages/1/layout`, `/${pdfId}/viewer?version=${doc.versionId}`]) {
      const res = await outsider.client.get(`/api/app/documents${path}`);
      expect(res.status, path).toBe(404);
    }
    // A version id of another document is not a version of this one.
    const other = await upload(owner.client, 'other.txt', 'Parking permits are issued by the office.');
    expect((await owner.client.get(`/api/app/documents/${other.id}/viewer?version=${doc.versionId}`)).status).toBe(404);
    expect((await t.client().get(`/api/app/documents/${pdfId}/viewer`)).status).toBe(401);
  });

  it('answers 404 once the document is deleted', async () => {
    const doc = await upload(owner.client, 'gone.txt', 'Bins go out on Tuesday evenings.');
    expect((await owner.client.get(`/api/app/documents/${doc.id}/viewer`)).status).toBe(200);
    expect((await owner.client.request(`/api/app/documents/${doc.id}`, { method: 'DELETE' })).status).toBe(204);
    const res = await owner.client.get(`/api/app/documents/${doc.id}/viewer`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});
