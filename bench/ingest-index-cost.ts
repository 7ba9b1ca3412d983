/**
 * Where the index write's time goes (the main-thread part of text-PDF ingestion): indexVersion on the benchmark's
 * 200 lease pages (10 documents × 20 pages, 2 more as warm-up) into a fresh in-memory PGlite, once per variant of
 * the chunks table's indexes. CPU time is the process's, which is steadier than wall time on a shared machine.
 *
 *   node --import tsx bench/ingest-index-cost.ts [variant ...]
 *
 * Variants: full (as migrated), noembed (chunks written without vectors), nohnsw (vectors, no HNSW index),
 * notsv (no full-text GIN index), m<M>ef<EF> (HNSW rebuilt WITH (m = M, ef_construction = EF)).
 * Each variant runs in its own child process so one's PGlite memory does not slow the next.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPglite } from '../server/db/client.js';
import { StaticEncoder } from '../server/lib/embeddings/static-encoder.js';
import { indexVersion } from '../server/modules/ingest/index-writer.js';
import { plantDocument, plantProject, plantWorkspace } from '../server/test/seed-documents.js';
import { leasePage } from './support/corpus.js';

const DOCS = 10;
const PAGES = 20;

async function measure(variant: string) {
  const handle = await openPglite();
  await handle.migrate();
  const db = handle.db;
  const hnsw = variant.match(/^m(\d+)ef(\d+)$/);
  if (variant === 'nohnsw' || hnsw) await db.execute(sql`drop index chunks_embedding_hnsw_idx`);
  if (hnsw)
    await db.execute(
      sql.raw(
        `create index chunks_embedding_hnsw_idx on chunks using hnsw (embedding vector_cosine_ops) with (m = ${Number(hnsw[1])}, ef_construction = ${Number(hnsw[2])})`,
      ),
    );
  if (variant === 'notsv') await db.execute(sql`drop index chunks_tsv_idx`);
  const { workspaceId } = await plantWorkspace(db);
  const projectId = await plantProject(db, workspaceId);
  const embedder = new StaticEncoder();
  await embedder.embed(['warm up']);
  const docs = [];
  for (let f = 0; f < DOCS + 2; f++) {
    const planted = await plantDocument(db, workspaceId, projectId, `Lease ${f + 1}`);
    docs.push({ ...planted, pages: Array.from({ length: PAGES }, (_, p) => ({ number: p + 1, ocr: false, text: leasePage(f, p + 1, 40, 88).join('\n') })) });
  }
  const embed = variant !== 'noembed';
  for (const doc of docs.slice(0, 2)) await indexVersion(db, embedder, doc, { embed });
  const start = performance.now();
  const cpu = process.cpuUsage();
  let chunks = 0;
  for (const doc of docs.slice(2)) chunks += (await indexVersion(db, embedder, doc, { embed })).chunkCount;
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  console.log(
    `${variant.padEnd(10)} ${chunks} chunks  wall ${Math.round(wallMs)} ms  CPU ${Math.round(cpuMs)} ms  (${(cpuMs / (DOCS * PAGES)).toFixed(1)} ms CPU per page)`,
  );
  await handle.close();
}

const [first, ...rest] = process.argv.slice(2);
if (first === '--one') await measure(rest[0]!);
else {
  for (const variant of first ? [first, ...rest] : ['full', 'noembed', 'nohnsw', 'notsv']) {
    execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--one', variant], { stdio: 'inherit' });
  }
}
process.exit(0);
