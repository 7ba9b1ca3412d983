import { eq, sql } from 'drizzle-orm';
import { documents, documentVersions, storedFiles } from '../../db/schema/index.js';
import { indexVersion } from '../ingest/index-writer.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { LocalSentenceEncoder } from '../../lib/embeddings/local-sentence-encoder.js';
import { openTestDatabase, postgresMissing } from '../../test/harness.js';
import { HashEmbedder, plantIndexedDocument, plantProject, plantWorkspace } from '../../test/seed-documents.js';
import { MAX_RANKED_MATCHES, searchDocuments } from './search.service.js';
import { estimatedMatches, TermStats } from './term-stats.js';

const leasePages = [
  'RESIDENTIAL LEASE AGREEMENT\n\nThis Lease is made between Oak Street Properties LLC ("Landlord") and Jane Doe ("Tenant") for the apartment at 14 Elm Street, Unit 3B.\n\n1. TERM\n\nThe term of this lease begins on January 1, 2025 and ends on December 31, 2025.',
  '2. RENT\n\nTenant shall pay $1,850 per month, due on the first day of each month.\n\n3. PETS\n\nNo pets are allowed without the prior written consent of Landlord. An approved dog or cat requires a refundable deposit of $400.',
];
const maintenancePages = [
  'MAINTENANCE LOG 2024\n\nMarch 3: Boiler serviced by Acme Heating; pressure valve replaced.\n\nJune 12: Roof inspected after the storm; two shingles replaced on the north side.',
];
const inspectionPages = ['MOVE-OUT INSPECTION\n\nKitchen: oven clean, one cabinet hinge loose. Bathroom: grout stained. Smoke detectors tested and working.'];

describe.skipIf(postgresMissing())('hybrid search', () => {
  let handle: DatabaseHandle;
  let db: Database;
  const embedder = new LocalSentenceEncoder();
  let termStats: TermStats;
  let ws: { workspaceId: string };
  let other: { workspaceId: string };
  let elm: string;
  let oak: string;
  let lease: { documentId: string };
  let log: { documentId: string };
  let inspection: { documentId: string };

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    termStats = new TermStats(db);
    ws = await plantWorkspace(db);
    elm = await plantProject(db, ws.workspaceId, 'Elm Street');
    oak = await plantProject(db, ws.workspaceId, 'Oak Court');
    lease = await plantIndexedDocument(db, embedder, { workspaceId: ws.workspaceId, projectId: elm }, 'Lease 14 Elm Street', leasePages, {
      type: 'lease',
      createdAt: new Date('2025-01-10T10:00:00Z'),
    });
    log = await plantIndexedDocument(db, embedder, { workspaceId: ws.workspaceId, projectId: oak }, 'Maintenance log 2024', maintenancePages, {
      type: 'maintenance_record',
      createdAt: new Date('2025-03-01T10:00:00Z'),
    });
    inspection = await plantIndexedDocument(db, embedder, { workspaceId: ws.workspaceId, projectId: oak }, 'Move-out inspection', inspectionPages, {
      type: 'inspection_report',
      createdAt: new Date('2025-06-01T10:00:00Z'),
    });
    // Another workspace holds a secret that must never surface in the first one, and a similar lease.
    other = await plantWorkspace(db, 'Rival Estates');
    const rivalProject = await plantProject(db, other.workspaceId, 'Rival tower');
    await plantIndexedDocument(db, embedder, { workspaceId: other.workspaceId, projectId: rivalProject }, 'Rival lease', [
      'The vault code is PINEAPPLE-7781. Tenant shall pay $9,999 per month and pets are allowed.',
    ]);
  }, 120_000);
  afterAll(() => handle?.close());

  const search = (query: string, extra: Partial<Parameters<typeof searchDocuments>[2]> = {}, workspaceId = ws.workspaceId) =>
    searchDocuments({ db, embedder, termStats }, { workspaceId }, { query, ...extra });

  it('ranks the passage that answers a plain-English question first, with provenance and a highlighted snippet', async () => {
    const { results } = await search('how much is the monthly rent?');
    const top = results[0]!;
    expect(top.text).toContain('$1,850 per month');
    expect(top.documentId).toBe(lease.documentId);
    expect(top.documentTitle).toBe('Lease 14 Elm Street');
    expect(top.projectName).toBe('Elm Street');
    expect(top.documentType).toBe('lease');
    expect([top.pageStart, top.pageEnd]).toEqual([2, 2]);
    expect(top.charEnd).toBeGreaterThan(top.charStart);
    const marked = top.highlights.map(([s, e]) => top.snippet.slice(s, e).toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['rent']));
    expect(top.snippet).not.toMatch(/[\uE000\uE001<>]/);
    expect(results.map((r) => r.score)).toEqual([...results.map((r) => r.score)].sort((a, b) => b - a));
  });

  it('finds passages by meaning when no word matches', async () => {
    const { results } = await search('heating system repair');
    expect(results[0]?.documentId).toBe(log.documentId);
    expect(results[0]?.text).toContain('Boiler serviced');
  });

  it('honours websearch syntax: quoted phrases and minus', async () => {
    const phrase = await search('"refundable deposit"');
    expect(phrase.results[0]?.text).toContain('refundable deposit of $400');
    const excluded = await search('replaced -roof');
    expect(excluded.results.some((r) => r.text.includes('pressure valve'))).toBe(true);
  });

  it('filters by project, document type, specific documents and upload date', async () => {
    const byProject = await search('replaced', { filters: { projectIds: [oak] } });
    expect(byProject.results.length).toBeGreaterThan(0);
    expect(byProject.results.every((r) => r.projectId === oak)).toBe(true);

    const byType = await search('clean working replaced rent', { filters: { documentTypes: ['inspection_report'] } });
    expect(byType.results.map((r) => r.documentId)).toEqual([inspection.documentId]);

    const byDoc = await search('rent', { filters: { documentIds: [log.documentId] } });
    expect(new Set(byDoc.results.map((r) => r.documentId))).toEqual(new Set([log.documentId]));

    const byDate = await search('rent pets boiler oven', { filters: { uploadedFrom: '2025-02-01', uploadedTo: '2025-03-01' } });
    expect(new Set(byDate.results.map((r) => r.documentId))).toEqual(new Set([log.documentId]));
  });

  it('searches the current version only, and the previous one until the new one is indexed', async () => {
    const doc = await plantIndexedDocument(db, embedder, { workspaceId: ws.workspaceId, projectId: elm }, 'Parking rules', [
      'Visitors park in bay 7 overnight.',
    ]);
    const [file] = await db.select().from(storedFiles).limit(1);
    const [v2] = await db
      .insert(documentVersions)
      .values({ workspaceId: ws.workspaceId, documentId: doc.documentId, version: 2, fileId: file!.id })
      .returning();
    await db.update(documents).set({ currentVersionId: v2!.id }).where(eq(documents.id, doc.documentId));
    const before = await search('visitors park bay overnight', { filters: { documentIds: [doc.documentId] } });
    expect(before.results[0]?.text).toContain('bay 7');

    await indexVersion(db, embedder, { ...doc, versionId: v2!.id, pages: [{ number: 1, ocr: false, text: 'Visitors park in bay 12 overnight.' }] });
    const after = await search('visitors park bay overnight', { filters: { documentIds: [doc.documentId] } });
    expect(after.results.map((r) => [r.versionId, r.text])).toEqual([[v2!.id, 'Visitors park in bay 12 overnight.']]);
  });

  it("never returns another workspace's passages", async () => {
    const { results } = await search('vault code PINEAPPLE-7781', { limit: 100 });
    expect(results.every((r) => !r.text.includes('PINEAPPLE'))).toBe(true);
    const forged = await search('vault code', { filters: { projectIds: [elm] } }, other.workspaceId);
    expect(forged.results).toEqual([]);
  });
});

const oneParagraphEach = { chunkOptions: { targetChars: 60, maxChars: 120, minChars: 20 } };

/**
 * Plants `documents` documents of 100 one-paragraph chunks each, paragraph `d * 100 + i` written by `paragraph`:
 * many chunks cheaply, for tests about how search behaves at scale.
 */
async function plantParagraphDocuments(
  db: Database,
  embedder: HashEmbedder,
  target: { workspaceId: string; projectId: string },
  title: string,
  documents: number,
  paragraph: (i: number) => string,
) {
  for (let d = 0; d < documents; d++) {
    const pages = [Array.from({ length: 100 }, (_, i) => paragraph(d * 100 + i)).join('\n\n')];
    await plantIndexedDocument(db, embedder, target, `${title} ${d}`, pages, oneParagraphEach);
  }
}

describe.skipIf(postgresMissing())('filtered vector search fills the page', () => {
  let handle: DatabaseHandle;
  afterAll(() => handle?.close());

  it('returns the full number of results asked for when a filter keeps only a few percent of the chunks', async () => {
    handle = await openTestDatabase();
    const db = handle.db;
    const embedder = new HashEmbedder('hash-test');
    const ws = await plantWorkspace(db);
    const crowded = await plantProject(db, ws.workspaceId, 'Crowded');
    const rare = await plantProject(db, ws.workspaceId, 'Rare');
    // 600 chunks in one project, 25 in the other: HNSW's first candidates are nearly all from the crowded one.
    const paragraph = (i: number) => `Clause ${i}. Unit ${i} inspection note number ${i} with its own wording ${i * 7919}.`;
    await plantParagraphDocuments(db, embedder, { workspaceId: ws.workspaceId, projectId: crowded }, 'Crowded', 6, paragraph);
    await plantIndexedDocument(
      db,
      embedder,
      { workspaceId: ws.workspaceId, projectId: rare },
      'Rare',
      [Array.from({ length: 25 }, (_, i) => paragraph(10_000 + i)).join('\n\n')],
      oneParagraphEach,
    );
    const counts = await db.execute(sql`select project_id, count(*)::int as n from chunks where workspace_id = ${ws.workspaceId} group by project_id`);
    expect(Object.fromEntries((counts.rows as Array<{ project_id: string; n: number }>).map((r) => [r.project_id, r.n]))).toEqual({
      [crowded]: 600,
      [rare]: 25,
    });
    // A query with no full-text match, so every result must come from the vector side.
    const { results } = await searchDocuments(
      { db, embedder, termStats: new TermStats(db) },
      { workspaceId: ws.workspaceId },
      { query: 'zzqx', limit: 20, filters: { projectIds: [rare] } },
    );
    expect(results).toHaveLength(20);
    expect(results.every((r) => r.projectId === rare)).toBe(true);
  }, 120_000);
});

describe.skipIf(postgresMissing())('broad questions in a large library', () => {
  let handle: DatabaseHandle;
  afterAll(() => handle?.close());

  it('ranks the full-text matches among the nearest passages when every word is in too many passages to rank them all', async () => {
    handle = await openTestDatabase();
    const db = handle.db;
    const embedder = new HashEmbedder('hash-broad');
    const ws = await plantWorkspace(db);
    const project = await plantProject(db, ws.workspaceId, 'Tower');
    // 2,100 one-paragraph chunks: every one says "lease", a little over half also say when it "ends".
    const paragraph = (i: number) =>
      i % 2 === 0 || i % 21 === 0 ? `Unit ${i}: the lease ends on day ${i} of the term.` : `Unit ${i}: the lease is held by tenant number ${i}.`;
    await plantParagraphDocuments(db, embedder, { workspaceId: ws.workspaceId, projectId: project }, 'Lease schedule', 21, paragraph);
    await db.execute(sql`analyze chunks`);
    const termStats = new TermStats(db);
    const stats = await termStats.statistics();
    // The planted library is "broad" for this question, so search takes the path under test.
    expect(estimatedMatches(['leas', 'end'], 'all', stats)).toBeGreaterThan(MAX_RANKED_MATCHES);

    const { results } = await searchDocuments({ db, embedder, termStats }, { workspaceId: ws.workspaceId }, { query: 'When does the lease end?', limit: 5 });
    // The vectors are hashes, so the nearest passages are a random half-and-half mix; only full text ranking the
    // ones that say "ends" puts them first.
    expect(results).toHaveLength(5);
    for (const r of results) expect(r.text).toMatch(/lease ends/);
  }, 240_000);
});
