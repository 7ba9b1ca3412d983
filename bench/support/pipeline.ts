/** The real ingestion pipeline for benchmarks: deps on PGlite, a workspace and project, a JobWorker, and waits. */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { buildDeps, loadEnv } from '../../server/bootstrap.js';
import { openPglite } from '../../server/db/client.js';
import { chunks, documentPages, documents, projects, user } from '../../server/db/schema/index.js';
import type { AppDeps } from '../../server/deps.js';
import { JobWorker } from '../../server/lib/queue/worker.js';
import { addDocument, type Actor } from '../../server/modules/documents/documents.service.js';
import { embedChunksJob } from '../../server/modules/ingest/embed.job.js';
import { ingestDocumentJob } from '../../server/modules/ingest/ingest.job.js';
import { createWorkspace } from '../../server/modules/workspaces/workspaces.service.js';
import { now, sleep } from './measure.js';

// ---------------------------------------------------------------- pipeline
export interface Harness {
  deps: AppDeps;
  actor: Actor;
  projectId: string;
  worker: JobWorker;
  close(): Promise<void>;
}

/** What a reused pipeline already holds (bench/answers.ts --reuse): its user, workspace and project. */
export interface PipelineIds {
  userId: string;
  workspaceId: string;
  projectId: string;
}

/**
 * The pipeline on the embedded default (PGlite in `dataDir`), or on a PostgreSQL server with `databaseUrl`. With
 * `reuse`, the user, workspace and project already exist there.
 */
export async function startPipeline(dataDir: string, options: { databaseUrl?: string; reuse?: PipelineIds } = {}): Promise<Harness> {
  const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', DATABASE_URL: options.databaseUrl });
  // The embedded production default: PGlite stored in DATA_DIR.
  const database = options.databaseUrl ? undefined : await openPglite({ dataDir: join(dataDir, 'db') });
  const deps = await buildDeps(env, { database });
  let ids = options.reuse;
  if (!ids) {
    const userId = `bench-${Date.now()}`;
    await deps.db.insert(user).values({ id: userId, name: 'Benchmark', email: `${userId}@bench.invalid`, emailVerified: true });
    const workspace = await createWorkspace(deps.db, userId, 'Benchmark workspace');
    const [project] = await deps.db.insert(projects).values({ workspaceId: workspace.id, name: 'Benchmark', createdBy: userId }).returning({ id: projects.id });
    ids = { userId, workspaceId: workspace.id, projectId: project!.id };
  }
  const { userId, workspaceId, projectId } = ids;
  // Production settings (the worker role's defaults: concurrency 2, 500 ms poll).
  const worker = new JobWorker({ db: deps.db, deps, logger: deps.logger, jobs: [ingestDocumentJob, embedChunksJob] });
  worker.start();
  return {
    deps,
    actor: { workspace: { id: workspaceId, role: 'owner' }, userId },
    projectId,
    worker,
    close: async () => {
      await worker.stop();
      await deps.workerPools.close();
      await (deps.embedder as { close?: () => Promise<void> }).close?.();
      await deps.database.close();
    },
  };
}

export async function upload(h: Harness, files: { name: string; bytes: Buffer }[]) {
  const ids: string[] = [];
  const failures: { file: string; reason: string }[] = [];
  for (const file of files) {
    try {
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      const doc = await addDocument(
        h.deps,
        h.actor,
        { bytes: file.bytes, fileName: file.name, sizeBytes: file.bytes.length, sha256 },
        { projectId: h.projectId },
      );
      ids.push(doc.id);
    } catch (err) {
      failures.push({ file: file.name, reason: err instanceof Error ? err.message : String(err) });
    }
  }
  return { ids, failures };
}

export async function statusCounts(h: Harness, ids: string[]) {
  const rows = await h.deps.db.select({ status: documents.status, n: count() }).from(documents).where(inArray(documents.id, ids)).groupBy(documents.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Record<string, number>;
}

/** Polls every 100 ms until every document is processed or failed (or the budget runs out). */
export async function waitProcessed(h: Harness, ids: string[], budgetS = Infinity) {
  const start = now();
  for (;;) {
    const c = await statusCounts(h, ids);
    if ((c.processed ?? 0) + (c.failed ?? 0) >= ids.length) return { complete: true, counts: c };
    if ((now() - start) / 1000 > budgetS) return { complete: false, counts: c };
    await sleep(100);
  }
}

export async function chunkCounts(h: Harness, ids: string[]) {
  const [row] = await h.deps.db
    .select({ total: count(), missing: sql<number>`count(*) filter (where ${chunks.embedding} is null)` })
    .from(chunks)
    .where(and(eq(chunks.workspaceId, h.actor.workspace.id), inArray(chunks.documentId, ids)));
  return { total: Number(row!.total), missing: Number(row!.missing) };
}

export async function waitEmbedded(h: Harness, ids: string[], budgetS = Infinity) {
  const start = now();
  for (;;) {
    const c = await chunkCounts(h, ids);
    if (c.missing === 0) return { complete: true, ...c };
    if ((now() - start) / 1000 > budgetS) return { complete: false, ...c };
    await sleep(100);
  }
}

export async function pageStats(h: Harness, ids: string[]) {
  const rows = await h.deps.db
    .select({ ocr: documentPages.ocr, n: count() })
    .from(documentPages)
    .innerJoin(documents, eq(documents.currentVersionId, documentPages.versionId))
    .where(inArray(documents.id, ids))
    .groupBy(documentPages.ocr);
  const byOcr = Object.fromEntries(rows.map((r) => [String(r.ocr), Number(r.n)]));
  const ocrDocs = await h.deps.db
    .selectDistinct({ id: documents.id })
    .from(documentPages)
    .innerJoin(documents, eq(documents.currentVersionId, documentPages.versionId))
    .where(and(inArray(documents.id, ids), eq(documentPages.ocr, true)));
  return { pages: (byOcr.true ?? 0) + (byOcr.false ?? 0), ocrPages: byOcr.true ?? 0, documentsWithOcr: ocrDocs.length };
}
