import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { chunks, documentPages, documents, documentVersions, storedFiles } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineJob } from '../../lib/queue/job.js';
import { limitsFromSettings } from '../../lib/extract/limits.js';
import { type ExtractedDocument, ExtractionError } from '../../lib/extract/types.js';
import { publishDocumentStatus } from '../documents/document-events.js';
import { guessDocumentType } from '../documents/document-type.js';
import { ingestDocumentRequest } from '../documents/ingest-request.js';
import { publishAbstractionStatus, requestLeaseAbstraction } from '../documents/lease-abstraction-request.js';
import { embedChunksJob } from './embed.job.js';

type Status = 'processing' | 'processed' | 'failed';

/** Updates a document's status row and tells open screens; progress updates are throttled by the caller. */
async function setStatus(
  deps: AppDeps,
  doc: { id: string; workspaceId: string; projectId: string },
  status: Status,
  stage: string | null,
  progress: number,
  error: string | null = null,
  extra: Partial<typeof documents.$inferInsert> = {},
) {
  await deps.db
    .update(documents)
    .set({ status, stage, progress, error, updatedAt: new Date(), ...extra })
    .where(eq(documents.id, doc.id));
  await publishDocumentStatus(deps, doc.workspaceId, { documentId: doc.id, projectId: doc.projectId, status, stage, progress, error });
}

/**
 * Processes one document version: read the stored file, extract its text (OCR where needed), guess its type,
 * index it. Safe to run again: indexing replaces the version's previous chunks. A file that cannot be read
 * (unsupported, corrupt, encrypted, no text) fails at once with its reason; anything else is retried with
 * backoff, and after the last attempt the document is marked failed.
 */
export const ingestDocumentJob = defineJob({
  ...ingestDocumentRequest,
  timeoutSeconds: 30 * 60,
  async handler({ documentId, versionId }, { deps, logger, signal, lease }) {
    const doc = await deps.db.query.documents.findFirst({ where: eq(documents.id, documentId) });
    // Deleted, or a newer version was uploaded meanwhile: nothing to do for this one.
    if (!doc || doc.currentVersionId !== versionId) return;
    const [file] = await deps.db
      .select({ storageKey: storedFiles.storageKey, mimeType: storedFiles.mimeType })
      .from(documentVersions)
      .innerJoin(storedFiles, eq(storedFiles.id, documentVersions.fileId))
      .where(and(eq(documentVersions.id, versionId), eq(documentVersions.workspaceId, doc.workspaceId)));
    if (!file) return;
    // The PDF worker thread starts while this job loads its modules and reads the file, not after.
    if (file.mimeType === 'application/pdf') void import('../../lib/extract/pdf-worker-pool.js').then((pdf) => pdf.prewarmPdfWorker(deps.workerPools));

    let lastReport = 0;
    const report = async (stage: string, progress: number) => {
      // A cancelled run (document deleted) or one that lost its lease no longer speaks for the document.
      if (signal.aborted || (Date.now() - lastReport < 400 && progress < 100)) return;
      lastReport = Date.now();
      await setStatus(deps, doc, 'processing', stage, Math.round(progress));
    };
    await report('Reading file', 2);

    // Heavy modules load only in the worker, not in web processes that merely enqueue.
    const [{ detectFileType }, { extractDocument }, { indexVersion }] = await Promise.all([
      import('../../lib/extract/detect.js'),
      import('../../lib/extract/extract.js'),
      import('./index-writer.js'),
    ]);
    const bytes = await streamToBuffer(await deps.storage.get(file.storageKey));
    signal.throwIfAborted();
    let extracted: ExtractedDocument;
    try {
      const detected = await detectFileType(bytes, doc.fileName);
      extracted = await extractDocument(bytes, detected, {
        pools: deps.workerPools,
        onProgress: ({ stage, done, total }) => void report(stage, 5 + (total ? (done / total) * 55 : 0)),
        limits: limitsFromSettings(deps.env),
        signal,
      });
    } catch (err) {
      signal.throwIfAborted(); // stopped because the job was cancelled or lost: not the file's fault
      if (err instanceof ExtractionError) {
        logger.info({ documentId, reason: err.code }, 'document cannot be processed');
        await setStatus(deps, doc, 'failed', null, 0, err.message);
        return;
      }
      throw err;
    }
    // Cancelled (document deleted), lease lost or timed out while extracting: stop before writing anything.
    signal.throwIfAborted();

    if (extracted.attachments.length) {
      signal.throwIfAborted();
      const { addAttachments } = await import('./attachments.js');
      await addAttachments(deps, doc, extracted.attachments);
    }

    const type =
      doc.typeSource === 'guessed'
        ? guessDocumentType(
            doc.fileName,
            extracted.pages
              .map((p) => p.text)
              .join('\n')
              .slice(0, 6000),
          )
        : doc.type;
    const result = await indexVersion(
      deps.db,
      deps.embedder,
      { workspaceId: doc.workspaceId, projectId: doc.projectId, documentId, versionId, title: doc.title, pages: extracted.pages },
      // A cheap embedder (the static default, ~1 ms a chunk) embeds inline. A slow one (USE Lite, a remote
      // endpoint) would hold up every file, so full text is searchable at once and embeddings follow in the
      // background (embed.job.ts).
      // The index is written under the job's lease: a run that lost its job (cancelled, or taken over after
      // a crash) is refused inside the write transaction, so a document is never indexed twice.
      {
        onProgress: ({ stage, percent }) => report(stage, 60 + percent * 0.4),
        embed: deps.embedder.cheap === true,
        signal,
        beforeWrite: (tx) => lease.holdIn(tx),
      },
    );
    if (!deps.embedder.cheap) {
      await deps.queue.enqueue(embedChunksJob, { workspaceId: doc.workspaceId }, { workspaceId: doc.workspaceId, dedupeKey: `embed:${doc.workspaceId}` });
    }
    // A newer version may have arrived while this one was processing; its own job will set the status.
    const current = await deps.db.query.documents.findFirst({ where: eq(documents.id, documentId), columns: { currentVersionId: true } });
    if (current?.currentVersionId !== versionId) return;
    // Earlier versions keep their files (history); indexVersion already took their chunks out of the index.
    await deps.db.delete(documentPages).where(
      and(
        eq(documentPages.workspaceId, doc.workspaceId),
        inArray(
          documentPages.versionId,
          deps.db
            .select({ id: documentVersions.id })
            .from(documentVersions)
            .where(and(eq(documentVersions.documentId, documentId), ne(documentVersions.id, versionId))),
        ),
      ),
    );
    // The type is the guess only while nobody has set one (a person may have, while this ran). A lease, guessed or
    // set, is abstracted: requested in the same transaction, so it is never processed without its abstraction queued.
    const isLease = await deps.db.transaction(async (tx) => {
      const [done] = await tx
        .update(documents)
        .set({
          status: 'processed',
          stage: null,
          progress: 100,
          error: null,
          updatedAt: new Date(),
          pageCount: result.pageCount,
          type: sql`case when ${documents.typeSource} = 'guessed' then ${type} else ${documents.type} end`,
        })
        .where(eq(documents.id, documentId))
        .returning({ type: documents.type });
      if (done?.type !== 'lease') return false;
      await requestLeaseAbstraction(tx, doc.workspaceId, documentId);
      return true;
    });
    await publishDocumentStatus(deps, doc.workspaceId, {
      documentId: doc.id,
      projectId: doc.projectId,
      status: 'processed',
      stage: null,
      progress: 100,
      error: null,
    });
    if (isLease) await publishAbstractionStatus(deps, doc.workspaceId, { documentId, status: 'queued', leaseId: null });
  },
  async onFinalFailure(payload, { deps, error }) {
    if (!payload) return;
    const doc = await deps.db.query.documents.findFirst({ where: eq(documents.id, payload.documentId) });
    if (!doc || doc.currentVersionId !== payload.versionId) return;
    await setStatus(deps, doc, 'failed', null, 0, `Processing failed after several attempts: ${error}`);
  },
});

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
