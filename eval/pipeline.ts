/**
 * Ingests the CUAD contracts through the real pipeline, in process: dependencies from buildDeps (PGlite in a data
 * directory, or PostgreSQL with DATABASE_URL), a user, one workspace for the `.txt` corpus and one for the `.pdf`
 * corpus (so each retrieval run searches the whole corpus of one workspace), addDocument for every file, and a
 * JobWorker running the ingest and embedding jobs until everything is processed and embedded.
 *
 * With `reuse`, the data directory and a manifest of what was ingested are kept, so a later run only adds the
 * contracts it lacks and re-embeds chunks whose model changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { buildDeps, loadEnv } from '../server/bootstrap.js';
import { openPglite } from '../server/db/client.js';
import { chunks, documentPages, documents, jobs, projects, user } from '../server/db/schema/index.js';
import type { AppDeps } from '../server/deps.js';
import { JobWorker } from '../server/lib/queue/worker.js';
import { addDocument, type Actor } from '../server/modules/documents/documents.service.js';
import { embedChunksJob } from '../server/modules/ingest/embed.job.js';
import { ingestDocumentJob } from '../server/modules/ingest/ingest.job.js';
import { scheduleStaleEmbeddings } from '../server/modules/ingest/reembed-on-start.js';
import { createWorkspace } from '../server/modules/workspaces/workspaces.service.js';
import { canonicalText } from '../server/modules/ingest/chunker.js';
import { log } from './log.js';

export type CorpusKind = 'txt' | 'pdf';

export interface Corpus {
  kind: CorpusKind;
  workspaceId: string;
  projectId: string;
  /** Contract NAME → document id. */
  documents: Map<string, string>;
}

/** One ingestion that added documents: kept with --reuse so later reports can quote the from-scratch time. */
export interface IngestionRecord {
  date: string;
  added: Record<CorpusKind, number>;
  seconds: number;
  processedSeconds: number;
}

interface Manifest {
  userId: string;
  ingestions?: IngestionRecord[];
  corpora: Record<CorpusKind, { workspaceId: string; projectId: string; documents: Record<string, string> }>;
}

/** The server's dependencies for an evaluation: PGlite in `dataDir/db` (or PostgreSQL), production settings, no rate limit to speak of. */
export async function openEvalDeps(dataDir: string, options: { databaseUrl?: string } = {}): Promise<AppDeps> {
  const env = loadEnv({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    // The evaluation's API keys (eval/api-client.ts) ask thousands of questions a minute; keys take the limit at creation.
    API_RATE_LIMIT_PER_MINUTE: process.env.EVAL_API_RATE_LIMIT_PER_MINUTE ?? '1000000',
  });
  const database = options.databaseUrl ? undefined : await openPglite({ dataDir: join(dataDir, 'db') });
  return buildDeps(env, { database });
}

export class Pipeline {
  private worker: JobWorker | null = null;

  private constructor(
    readonly deps: AppDeps,
    readonly userId: string,
    readonly corpora: Record<CorpusKind, Corpus>,
    readonly ingestions: IngestionRecord[],
    private readonly manifestFile: string,
  ) {}

  static async open(dataDir: string, options: { databaseUrl?: string } = {}): Promise<Pipeline> {
    const deps = await openEvalDeps(dataDir, options);
    const manifestFile = join(dataDir, 'eval-manifest.json');
    let manifest: Manifest;
    if (existsSync(manifestFile)) {
      manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    } else {
      const userId = `eval-${Date.now()}`;
      await deps.db.insert(user).values({ id: userId, name: 'Evaluation', email: `${userId}@eval.invalid`, emailVerified: true });
      const corpus = async (kind: CorpusKind) => {
        const ws = await createWorkspace(deps.db, userId, `CUAD ${kind}`);
        const [project] = await deps.db
          .insert(projects)
          .values({ workspaceId: ws.id, name: `CUAD contracts (.${kind})`, createdBy: userId })
          .returning({ id: projects.id });
        return { workspaceId: ws.id, projectId: project!.id, documents: {} };
      };
      manifest = { userId, corpora: { txt: await corpus('txt'), pdf: await corpus('pdf') } };
    }
    const corpora = Object.fromEntries(
      (['txt', 'pdf'] as const).map((kind) => {
        const c = manifest.corpora[kind];
        return [kind, { kind, workspaceId: c.workspaceId, projectId: c.projectId, documents: new Map(Object.entries(c.documents)) }];
      }),
    ) as Record<CorpusKind, Corpus>;
    const pipeline = new Pipeline(deps, manifest.userId, corpora, manifest.ingestions ?? [], manifestFile);
    pipeline.save();
    return pipeline;
  }

  /** Writes the manifest: which workspaces and documents hold which contracts. */
  save() {
    const manifest: Manifest = {
      userId: this.userId,
      ingestions: this.ingestions,
      corpora: Object.fromEntries(
        (['txt', 'pdf'] as const).map((k) => {
          const c = this.corpora[k];
          return [k, { workspaceId: c.workspaceId, projectId: c.projectId, documents: Object.fromEntries(c.documents) }];
        }),
      ) as Manifest['corpora'],
    };
    writeFileSync(this.manifestFile, JSON.stringify(manifest, null, 2));
  }

  async close() {
    this.save();
    await this.worker?.stop();
    // The app's own close: worker pools, the API key gate's call counts, then the database.
    await this.deps.close();
  }

  /** Adds the files a corpus lacks, then runs the worker until every document is processed and every chunk embedded. */
  async ingest(files: Array<{ kind: CorpusKind; name: string; path: string }>): Promise<IngestResult> {
    const start = performance.now();
    const reports: IngestReport[] = [];
    const allIds: string[] = [];
    for (const kind of ['txt', 'pdf'] as const) {
      const corpus = this.corpora[kind];
      const mine = files.filter((f) => f.kind === kind);
      const report: IngestReport = { kind, files: mine.length, added: 0, failures: [] };
      const actor: Actor = { workspace: { id: corpus.workspaceId, role: 'owner' }, userId: this.userId };
      for (const f of mine) {
        const known = corpus.documents.get(f.name);
        if (known) {
          allIds.push(known);
          continue;
        }
        try {
          const bytes = readFileSync(f.path);
          const sha256 = createHash('sha256').update(bytes).digest('hex');
          const doc = await addDocument(
            this.deps,
            actor,
            { bytes, fileName: `${f.name}.${kind}`, sizeBytes: bytes.length, sha256 },
            { projectId: corpus.projectId },
          );
          corpus.documents.set(f.name, doc.id);
          allIds.push(doc.id);
          report.added++;
        } catch (err) {
          report.failures.push({ name: f.name, reason: err instanceof Error ? err.message : String(err) });
        }
      }
      reports.push(report);
    }
    this.save();
    log(`added ${reports.map((r) => `${r.added} .${r.kind}`).join(' and ')} (${allIds.length} documents in the evaluation)`);

    this.worker = new JobWorker({ db: this.deps.db, deps: this.deps, logger: this.deps.logger, jobs: [ingestDocumentJob, embedChunksJob] });
    // Chunks embedded by another model (the default encoder changed since a --reuse run) are re-embedded.
    await scheduleStaleEmbeddings(this.deps);
    this.worker.start();

    let processedSeconds = 0;
    let lastLog = 0;
    let embeddingFailure: string | null = null;
    for (;;) {
      const status = await statusCounts(this, allIds);
      const stale = await staleChunks(this);
      const done = (status.processed ?? 0) + (status.failed ?? 0);
      const processed = done >= allIds.length;
      let finished = processed && stale.missing === 0;
      if (processed && !finished && !(await embeddingPending(this))) {
        // The embedding job gave up (its last error is in the jobs table): measure with what is embedded.
        embeddingFailure = (await lastEmbedError(this)) ?? 'no embedding job left to run';
        log(`  embeddings stopped with ${stale.missing} of ${stale.total} chunks missing: ${embeddingFailure}`);
        finished = true;
      }
      if (!processedSeconds && done >= allIds.length) processedSeconds = (performance.now() - start) / 1000;
      if (performance.now() - lastLog > 10_000 || finished) {
        lastLog = performance.now();
        log(
          `  ${((performance.now() - start) / 1000).toFixed(0)} s: documents ${JSON.stringify(status)}; chunks ${stale.total - stale.missing}/${stale.total} embedded`,
        );
      }
      if (finished) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await this.worker.stop();
    this.worker = null;
    const failed = await this.deps.db
      .select({ fileName: documents.fileName, error: documents.error })
      .from(documents)
      .where(and(inArray(documents.id, allIds), eq(documents.status, 'failed')));
    for (const f of failed) {
      const kind: CorpusKind = f.fileName.endsWith('.pdf') ? 'pdf' : 'txt';
      reports.find((r) => r.kind === kind)!.failures.push({ name: f.fileName, reason: f.error ?? 'failed' });
    }
    const { missing } = await staleChunks(this);
    const seconds = (performance.now() - start) / 1000;
    if (reports.some((r) => r.added > 0)) {
      this.ingestions.push({
        date: new Date(Date.now() - seconds * 1000).toISOString(),
        added: { txt: reports.find((r) => r.kind === 'txt')?.added ?? 0, pdf: reports.find((r) => r.kind === 'pdf')?.added ?? 0 },
        seconds,
        processedSeconds,
      });
      this.save();
    }
    return { reports, seconds: (performance.now() - start) / 1000, processedSeconds, embeddingsMissing: missing, embeddingFailure };
  }
}

export interface IngestReport {
  kind: CorpusKind;
  files: number;
  added: number;
  failures: Array<{ name: string; reason: string }>;
}

export interface IngestResult {
  reports: IngestReport[];
  /** Until every document was processed and every chunk embedded. */
  seconds: number;
  /** Until every document was processed (full-text searchable). */
  processedSeconds: number;
  /** Chunks left without a current embedding when the embedding job failed for good (0 normally). */
  embeddingsMissing: number;
  embeddingFailure: string | null;
}

async function statusCounts(p: Pipeline, ids: string[]) {
  if (!ids.length) return {} as Record<string, number>;
  const rows = await p.deps.db.select({ status: documents.status, n: count() }).from(documents).where(inArray(documents.id, ids)).groupBy(documents.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Record<string, number>;
}

async function embeddingPending(p: Pipeline) {
  const workspaceIds = [p.corpora.txt.workspaceId, p.corpora.pdf.workspaceId];
  const [row] = await p.deps.db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.name, embedChunksJob.name), inArray(jobs.status, ['queued', 'running']), inArray(jobs.workspaceId, workspaceIds)));
  return Number(row!.n) > 0;
}

async function lastEmbedError(p: Pipeline) {
  const [row] = await p.deps.db
    .select({ error: jobs.lastError })
    .from(jobs)
    .where(and(eq(jobs.name, embedChunksJob.name), eq(jobs.status, 'failed')))
    .orderBy(desc(jobs.updatedAt))
    .limit(1);
  return row?.error ?? null;
}

/** Chunks of the evaluation's workspaces without an embedding from the current model. */
async function staleChunks(p: Pipeline) {
  const workspaceIds = [p.corpora.txt.workspaceId, p.corpora.pdf.workspaceId];
  const [row] = await p.deps.db
    .select({
      total: count(),
      missing: sql<number>`count(*) filter (where ${or(isNull(chunks.embedding), isNull(chunks.embeddingModel), ne(chunks.embeddingModel, p.deps.embedder.model))})`,
    })
    .from(chunks)
    .where(inArray(chunks.workspaceId, workspaceIds));
  return { total: Number(row!.total), missing: Number(row!.missing) };
}

/** The canonical text of a document's current version (pages joined as the chunker joined them). */
export async function loadCanonicalText(p: Pipeline, documentId: string): Promise<string> {
  const [doc] = await p.deps.db.select({ versionId: documents.currentVersionId }).from(documents).where(eq(documents.id, documentId));
  if (!doc?.versionId) return '';
  const pages = await p.deps.db
    .select({ text: documentPages.text })
    .from(documentPages)
    .where(eq(documentPages.versionId, doc.versionId))
    .orderBy(asc(documentPages.pageNumber));
  return canonicalText(pages.map((pg) => pg.text)).text;
}

/** Every chunk span of a corpus's documents, for counting the relevant passages an ideal ranking would show. */
export async function loadChunkSpans(p: Pipeline, kind: CorpusKind) {
  return p.deps.db
    .select({ documentId: chunks.documentId, charStart: chunks.charStart, charEnd: chunks.charEnd, text: chunks.text })
    .from(chunks)
    .innerJoin(documents, and(eq(documents.id, chunks.documentId), eq(documents.currentVersionId, chunks.versionId)))
    .where(eq(chunks.workspaceId, p.corpora[kind].workspaceId));
}

export async function corpusSizes(p: Pipeline, kind: CorpusKind) {
  const ws = p.corpora[kind].workspaceId;
  const [c] = await p.deps.db.select({ n: count() }).from(chunks).where(eq(chunks.workspaceId, ws));
  const [pg] = await p.deps.db
    .select({ n: count(), ocr: sql<number>`count(*) filter (where ${documentPages.ocr})` })
    .from(documentPages)
    .where(eq(documentPages.workspaceId, ws));
  return { chunks: Number(c!.n), pages: Number(pg!.n), ocrPages: Number(pg!.ocr) };
}
