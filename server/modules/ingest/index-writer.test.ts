import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { chunks, documentPages, documents } from '../../db/schema/index.js';
import { LocalSentenceEncoder } from '../../lib/embeddings/local-sentence-encoder.js';
import { l2Normalize } from '../../lib/embeddings/normalize.js';
import type { ExtractedPage } from '../../lib/extract/types.js';
import { openTestDatabase, postgresMissing } from '../../test/harness.js';
import { HashEmbedder, plantDocument, plantProject, plantWorkspace } from '../../test/seed-documents.js';
import { canonicalText } from './chunker.js';
import { embeddingInput, indexVersion, reembedStale } from './index-writer.js';

const lease: ExtractedPage[] = [
  {
    number: 1,
    ocr: false,
    text:
      'RESIDENTIAL LEASE AGREEMENT\n\nThis Lease is made between Oak Street Properties LLC ("Landlord") and Jane Doe ("Tenant") for the apartment at 14 Elm Street, Unit 3B.\n\n' +
      '1. TERM\n\nThe term of this lease begins on January 1, 2025 and ends on December 31, 2025, after which it renews month to month unless either party gives sixty days written notice.',
  },
  {
    number: 2,
    ocr: true,
    text:
      '2. RENT\n\nTenant shall pay $1,850 per month, due on the first day of each month, by bank transfer to the account named by Landlord. A late fee of $75 applies after the fifth day.\n\n' +
      '3. PETS\n\nNo pets are allowed without the prior written consent of Landlord. An approved dog or cat requires a refundable deposit of $400.',
  },
];
const smallChunks = { targetChars: 150, maxChars: 400, minChars: 40 };

// ---- Sanity queries: just enough to prove the index serves both kinds of search (the search service comes next).

type Row = Record<string, unknown>;
const rowsOf = (r: unknown) => (r as { rows: Row[] }).rows;

async function fullText(db: Database, workspaceId: string, query: string) {
  const res = await db.execute(sql`
    select c.id, c.text, d.title, ts_rank_cd(c.tsv, q) as rank
    from chunks c join documents d on d.id = c.document_id, websearch_to_tsquery('english', ${query}) q
    where c.workspace_id = ${workspaceId} and c.tsv @@ q
    order by rank desc`);
  return rowsOf(res) as Array<{ id: string; text: string; title: string; rank: number }>;
}

const vectorLiteral = (v: number[]) => JSON.stringify(v);

async function nearest(
  db: Database,
  filter: { workspaceId: string; projectId?: string },
  vector: number[],
  k: number,
  { iterative = true, explain = false, forceHnsw = false } = {},
) {
  return db.transaction(async (tx) => {
    // The app's connections turn the iterative scan on for every session (db/client.ts); the control case turns it off.
    await tx.execute(iterative ? sql`set local hnsw.iterative_scan = relaxed_order` : sql`set local hnsw.iterative_scan = off`);
    // Tiny test tables would otherwise be scanned sequentially, proving nothing about the HNSW index.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const q = sql`${vectorLiteral(vector)}::vector`;
    // On small tables the planner rightly prefers the workspace btree plus an exact sort; `forceHnsw` hides the
    // filter columns from the btree so the HNSW path (and its iterative scan) is what gets exercised.
    const ws = forceHnsw ? sql`(workspace_id || '')` : sql`workspace_id`;
    const project = forceHnsw ? sql`(project_id::text)` : sql`project_id`;
    const projectFilter = filter.projectId ? sql`and ${project} = ${filter.projectId}` : sql``;
    // relaxed_order may return neighbours slightly out of order; re-sorting the materialised set fixes that.
    const query = sql`
      with hits as materialized (
        select id, text, project_id, embedding <=> ${q} as distance from chunks
        where ${ws} = ${filter.workspaceId} ${projectFilter}
        order by embedding <=> ${q} limit ${k}
      ) select * from hits order by distance`;
    const res = await tx.execute(explain ? sql`explain ${query}` : query);
    return rowsOf(res);
  });
}

async function similarTitles(db: Database, workspaceId: string, query: string) {
  const res = await db.execute(sql`
    select title, similarity(title, ${query}) as score from documents
    where workspace_id = ${workspaceId} and title % ${query} order by score desc`);
  return rowsOf(res) as Array<{ title: string; score: number }>;
}

const versionChunks = (db: Database, versionId: string) => db.select().from(chunks).where(eq(chunks.versionId, versionId)).orderBy(asc(chunks.chunkIndex));

describe.skipIf(postgresMissing())('index writer', () => {
  let handle: DatabaseHandle;
  let db: Database;
  const encoder = new LocalSentenceEncoder();
  let ws: { userId: string; workspaceId: string };
  let projectId: string;
  let leaseDoc: Awaited<ReturnType<typeof plantDocument>>;

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    ws = await plantWorkspace(db);
    projectId = await plantProject(db, ws.workspaceId);
    leaseDoc = await plantDocument(db, ws.workspaceId, projectId, 'Residential Lease Agreement 14 Elm Street');
  });
  afterAll(() => handle?.close());

  it('stores pages and chunks with provenance that points at the exact page text, reporting progress', async () => {
    const progress: string[] = [];
    const result = await indexVersion(
      db,
      encoder,
      { ...leaseDoc, pages: lease },
      {
        chunkOptions: smallChunks,
        onProgress: (u) => void progress.push(u.stage),
      },
    );
    expect(result.chunkCount).toBeGreaterThan(3);
    expect(progress[0]).toBe('Indexing (0%)');
    expect(progress.at(-1)).toBe('Indexing (100%)');

    const pages = await db.select().from(documentPages).where(eq(documentPages.versionId, leaseDoc.versionId)).orderBy(asc(documentPages.pageNumber));
    expect(pages.map((p) => [p.pageNumber, p.ocr])).toEqual([
      [1, false],
      [2, true],
    ]);
    const { text: canonical, pageOffsets } = canonicalText(lease.map((p) => p.text));
    expect(pages.map((p) => p.charOffset)).toEqual(pageOffsets);

    const rows = await versionChunks(db, leaseDoc.versionId);
    expect(rows).toHaveLength(result.chunkCount);
    for (const c of rows) {
      expect(canonical.slice(c.charStart, c.charEnd)).toBe(c.text);
      // The span is recoverable from the stored pages alone, as the viewer will do it.
      const page = pages.find((p) => p.pageNumber === c.pageStart)!;
      if (c.pageStart === c.pageEnd) expect(page.text.slice(c.charStart - page.charOffset, c.charEnd - page.charOffset)).toBe(c.text);
      expect(c.embeddingModel).toBe('use-lite-512');
      expect(c.embedding).toHaveLength(512);
      expect(c.workspaceId).toBe(ws.workspaceId);
      expect(c.projectId).toBe(projectId);
    }
    const rent = rows.find((c) => c.text.includes('$1,850'))!;
    expect([rent.pageStart, rent.pageEnd, rent.heading]).toEqual([2, 2, '2. RENT']);
    // The title goes into the embedding input only, never into the stored text.
    expect(rows.some((c) => c.text.includes('14 Elm Street, Unit 3B'))).toBe(true);
    expect(rows.every((c) => !c.text.startsWith(leaseDoc.title))).toBe(true);
  });

  it('re-running leaves the same chunks, not duplicates', async () => {
    const before = await versionChunks(db, leaseDoc.versionId);
    await indexVersion(db, encoder, { ...leaseDoc, pages: lease }, { chunkOptions: smallChunks });
    const after = await versionChunks(db, leaseDoc.versionId);
    expect(after.map((c) => c.text)).toEqual(before.map((c) => c.text));
    expect(after.map((c) => [c.charStart, c.charEnd, c.pageStart, c.pageEnd])).toEqual(before.map((c) => [c.charStart, c.charEnd, c.pageStart, c.pageEnd]));
    const pages = await db.select().from(documentPages).where(eq(documentPages.versionId, leaseDoc.versionId));
    expect(pages).toHaveLength(2);
  });

  it('full-text finds a body word and ranks a title match above a body match', async () => {
    const hits = await fullText(db, ws.workspaceId, 'refundable deposit');
    expect(hits[0]?.text).toContain('refundable deposit of $400');

    const parking = await plantDocument(db, ws.workspaceId, projectId, 'Parking Rules');
    await indexVersion(db, encoder, {
      ...parking,
      pages: [{ number: 1, ocr: false, text: 'Each unit is assigned one space in the rear lot. Visitors use the street.' }],
    });
    const bodyOnly = await plantDocument(db, ws.workspaceId, projectId, 'House Rules');
    await indexVersion(db, encoder, {
      ...bodyOnly,
      pages: [{ number: 1, ocr: false, text: 'Quiet hours run from 10pm. Parking on the lawn is not permitted.' }],
    });
    const ranked = await fullText(db, ws.workspaceId, 'parking');
    expect(ranked.map((h) => h.title)).toEqual(['Parking Rules', 'House Rules']);
    expect(Number(ranked[0]!.rank)).toBeGreaterThan(Number(ranked[1]!.rank));
  });

  it('vector search returns the semantically closest chunk', async () => {
    const [query] = await encoder.embed(['When does the lease end?']);
    const hits = await nearest(db, { workspaceId: ws.workspaceId }, query!, 3);
    expect(hits[0]!.text).toContain('ends on December 31, 2025');
    const [pets] = await encoder.embed(['Can I keep a dog in the apartment?']);
    expect((await nearest(db, { workspaceId: ws.workspaceId }, pets!, 1))[0]!.text).toContain('No pets');
  });

  it('trigram similarity finds a document title despite typos', async () => {
    const titles = await similarTitles(db, ws.workspaceId, 'residental lese agrement');
    expect(titles[0]?.title).toBe(leaseDoc.title);
  });

  it('filtered HNSW search still returns k results when k exist in the workspace or project', async () => {
    const a = await plantWorkspace(db);
    const b = await plantWorkspace(db);
    const aProject = await plantProject(db, a.workspaceId);
    const bProject1 = await plantProject(db, b.workspaceId, 'North');
    const bProject2 = await plantProject(db, b.workspaceId, 'South');
    const aDoc = await plantDocument(db, a.workspaceId, aProject, 'A');
    const bDoc1 = await plantDocument(db, b.workspaceId, bProject1, 'B1');
    const bDoc2 = await plantDocument(db, b.workspaceId, bProject2, 'B2');

    // Workspace A's 200 vectors crowd around the query; B's lie on the far side, outside the default
    // candidate list (hnsw.ef_search = 40), so only an iterative scan can reach them.
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5;
    const around = (sign: number) => l2Normalize(Array.from({ length: 512 }, (_, i) => (i === 0 ? sign * 4 : 0) + rand()));
    const plant = (doc: typeof aDoc, n: number, sign: number) =>
      db.insert(chunks).values(
        Array.from({ length: n }, (_, i) => ({
          workspaceId: doc.workspaceId,
          projectId: doc.projectId,
          documentId: doc.documentId,
          versionId: doc.versionId,
          chunkIndex: i,
          text: `${doc.title} chunk ${i}`,
          pageStart: 1,
          pageEnd: 1,
          charStart: 0,
          charEnd: 10,
          tsv: sql`to_tsvector('english', '')`,
          embedding: around(sign),
          embeddingModel: 'synthetic',
        })),
      );
    await plant(aDoc, 200, 1);
    await plant(bDoc1, 5, -1);
    await plant(bDoc2, 3, -1);
    const query = l2Normalize(Array.from({ length: 512 }, (_, i) => (i === 0 ? 1 : 0)));

    // What a search would do as written: the planner's choice must return all k.
    expect(await nearest(db, { workspaceId: b.workspaceId }, query, 5)).toHaveLength(5);

    const hnsw = { forceHnsw: true };
    const plan = (await nearest(db, { workspaceId: b.workspaceId }, query, 5, { ...hnsw, explain: true })).map((r) => Object.values(r)[0]).join('\n');
    expect(plan).toContain('chunks_embedding_hnsw_idx');
    // Without iterative scan the filter empties the 40 candidates: the failure mode the setting exists for.
    expect(await nearest(db, { workspaceId: b.workspaceId }, query, 5, { ...hnsw, iterative: false })).toHaveLength(0);
    expect(await nearest(db, { workspaceId: b.workspaceId }, query, 5, hnsw)).toHaveLength(5);
    expect(await nearest(db, { workspaceId: b.workspaceId }, query, 8, hnsw)).toHaveLength(8);
    const inProject = await nearest(db, { workspaceId: b.workspaceId, projectId: bProject1 }, query, 5, hnsw);
    expect(inProject).toHaveLength(5);
    expect(inProject.every((r) => r.project_id === bProject1)).toBe(true);
  });

  it('reembedStale replaces embeddings from another model in batches and leaves current ones alone', async () => {
    const next = new HashEmbedder('hash-v2');
    const current = await plantDocument(db, ws.workspaceId, projectId, 'Maintenance Log');
    await indexVersion(
      db,
      next,
      {
        ...current,
        pages: [{ number: 1, ocr: false, text: 'March 3: replaced the water heater in unit 2A.\n\nMarch 9: fixed the gate latch.' }],
      },
      { chunkOptions: smallChunks },
    );
    const currentBefore = await versionChunks(db, current.versionId);

    const stale = await db
      .select({ id: chunks.id })
      .from(chunks)
      .where(and(eq(chunks.workspaceId, ws.workspaceId), eq(chunks.embeddingModel, 'use-lite-512')));
    expect(stale.length).toBeGreaterThan(3);
    const first = await reembedStale(db, next, { batchSize: 2, workspaceId: ws.workspaceId, maxBatches: 1 });
    expect(first).toEqual({ reembedded: 2, batches: 1, done: false });
    const rest = await reembedStale(db, next, { batchSize: 2, workspaceId: ws.workspaceId });
    expect(rest.reembedded).toBe(stale.length - 2);
    expect(rest.done).toBe(true);

    const leaseRows = await versionChunks(db, leaseDoc.versionId);
    const expected = await next.embed(leaseRows.map((c) => embeddingInput(leaseDoc.title, c.heading, c.text)));
    leaseRows.forEach((c, i) => {
      expect(c.embeddingModel).toBe('hash-v2');
      c.embedding!.forEach((v, j) => expect(v).toBeCloseTo(expected[i]![j]!, 5));
    });
    const currentAfter = await versionChunks(db, current.versionId);
    expect(currentAfter.map((c) => c.embedding)).toEqual(currentBefore.map((c) => c.embedding));
    expect(await reembedStale(db, next, { workspaceId: ws.workspaceId })).toEqual({ reembedded: 0, batches: 0, done: true });
  });

  it('deferred embedding writes searchable chunks first and reembedStale fills in their vectors', async () => {
    const model = new HashEmbedder('hash-v3');
    const doc = await plantDocument(db, ws.workspaceId, projectId, 'Inspection Report');
    const result = await indexVersion(
      db,
      model,
      {
        ...doc,
        pages: [{ number: 1, ocr: false, text: 'KITCHEN\n\nThe extractor fan is noisy.\n\nBATHROOM\n\nGrout shows signs of mould near the shower.' }],
      },
      { chunkOptions: smallChunks, embed: false },
    );
    expect(result.embeddingModel).toBeNull();
    const pending = await versionChunks(db, doc.versionId);
    expect(pending.every((c) => c.embedding === null && c.embeddingModel === null)).toBe(true);
    expect((await fullText(db, ws.workspaceId, 'mould shower'))[0]?.title).toBe('Inspection Report');

    const filled = await reembedStale(db, model, { workspaceId: ws.workspaceId });
    expect(filled.reembedded).toBeGreaterThanOrEqual(pending.length);
    const after = await versionChunks(db, doc.versionId);
    expect(after.every((c) => c.embeddingModel === 'hash-v3' && c.embedding?.length === 512)).toBe(true);
  });
});
