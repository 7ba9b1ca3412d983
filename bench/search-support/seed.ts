/**
 * Bulk-loads the benchmark corpus: documents through the test seeding helpers (so rows look like ingestion's),
 * chunks in multi-row INSERT ... SELECT FROM unnest(...) statements with the weighted full-text vector built by
 * PostgreSQL exactly as the index writer builds it and embeddings computed beforehand. The HNSW index is dropped
 * during the load and rebuilt once after (much faster than 100,000 incremental inserts), from its own definition.
 */
import pg from 'pg';
import type { Database } from '../../server/db/client.js';
import type { Embedder } from '../../server/lib/embeddings/embedder.js';
import { embeddingInput } from '../../server/modules/ingest/index-writer.js';
import { plantDocument, plantProject, plantWorkspace } from '../../server/test/seed-documents.js';
import type { BenchDocument } from './corpus.js';

export interface SeedResult {
  userId: string;
  workspaceId: string;
  projectIds: string[];
  chunks: number;
  embedSeconds: number;
  insertSeconds: number;
  indexSeconds: number;
}

const BATCH = 500;

export async function seedCorpus(db: Database, url: string, embedder: Embedder, docs: BenchDocument[], projects = 20, log = console.log): Promise<SeedResult> {
  const { userId, workspaceId } = await plantWorkspace(db, 'Bench Properties');
  const projectIds: string[] = [];
  for (let p = 0; p < projects; p++) projectIds.push(await plantProject(db, workspaceId, `Property ${p + 1}`));

  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const { rows: idx } = await pool.query<{ def: string }>(
    `select pg_get_indexdef(indexrelid) as def from pg_index where indexrelid = 'chunks_embedding_hnsw_idx'::regclass`,
  );
  await pool.query('drop index if exists chunks_embedding_hnsw_idx');

  let embedMs = 0;
  let insertMs = 0;
  let total = 0;
  let pending: Array<{
    doc: { projectId: string; documentId: string; versionId: string; title: string };
    index: number;
    heading: string;
    text: string;
    charStart: number;
  }> = [];
  const flush = async () => {
    if (!pending.length) return;
    let t = performance.now();
    const vectors = await embedder.embed(pending.map((p) => embeddingInput(p.doc.title, p.heading, p.text)));
    embedMs += performance.now() - t;
    t = performance.now();
    await pool.query(
      `insert into chunks (workspace_id, project_id, document_id, version_id, chunk_index, text, heading, page_start, page_end,
         char_start, char_end, tsv, embedding, embedding_model)
       select $1, u.project_id, u.document_id, u.version_id, u.idx, u.text, u.heading, u.page, u.page, u.cs, u.cs + length(u.text),
         setweight(to_tsvector('english', u.title), 'A') || setweight(to_tsvector('english', coalesce(u.heading, '')), 'B')
           || setweight(to_tsvector('english', u.text), 'C'),
         u.emb::vector, $2
       from unnest($3::uuid[], $4::uuid[], $5::uuid[], $6::int[], $7::text[], $8::text[], $9::int[], $10::int[], $11::text[], $12::text[])
         as u(project_id, document_id, version_id, idx, text, heading, page, cs, title, emb)`,
      [
        workspaceId,
        embedder.model,
        pending.map((p) => p.doc.projectId),
        pending.map((p) => p.doc.documentId),
        pending.map((p) => p.doc.versionId),
        pending.map((p) => p.index),
        pending.map((p) => p.text),
        pending.map((p) => p.heading),
        pending.map((p) => 1 + Math.floor(p.index / 3)),
        pending.map((p) => p.charStart),
        pending.map((p) => p.doc.title),
        vectors.map((v) => `[${v.map((x) => x.toFixed(6)).join(',')}]`),
      ],
    );
    insertMs += performance.now() - t;
    total += pending.length;
    pending = [];
  };

  for (let d = 0; d < docs.length; d++) {
    const projectId = projectIds[d % projectIds.length]!;
    const planted = await plantDocument(db, workspaceId, projectId, docs[d]!.title, { type: d % 3 === 0 ? 'lease' : 'other' });
    const doc = { projectId, documentId: planted.documentId, versionId: planted.versionId, title: planted.title };
    let offset = 0;
    docs[d]!.chunks.forEach((c, index) => {
      pending.push({ doc, index, heading: c.heading, text: c.text, charStart: offset });
      offset += c.text.length + 2;
    });
    if (pending.length >= BATCH) await flush();
    if (d % 100 === 99) log(`  loaded ${total} chunks (${d + 1}/${docs.length} documents)`);
  }
  await flush();

  const t = performance.now();
  await pool.query('set max_parallel_maintenance_workers = 2');
  await pool.query(idx[0]!.def);
  await pool.query('analyze');
  const indexMs = performance.now() - t;
  await pool.end();
  return {
    userId,
    workspaceId,
    projectIds,
    chunks: total,
    embedSeconds: Math.round(embedMs / 100) / 10,
    insertSeconds: Math.round(insertMs / 100) / 10,
    indexSeconds: Math.round(indexMs / 100) / 10,
  };
}
