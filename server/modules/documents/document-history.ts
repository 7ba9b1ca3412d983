import { and, desc, eq, sql } from 'drizzle-orm';
import type { DocumentProcessingRunDto, ProcessingOutcome } from '../../../common/documents.js';
import { documents, documentVersions, jobs } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';
import { ingestDocumentRequest } from './ingest-request.js';
import type { Actor } from './documents.service.js';

const HISTORY_LIMIT = 50;

type JobRow = typeof jobs.$inferSelect;
type DocumentState = { status: string; error: string | null };

/**
 * A document's processing history, read from its ingest jobs: when each run was queued and ended, how many
 * tries it took, and what came of it. A file that cannot be read ends its job normally with the document
 * marked failed, so a finished job's outcome comes from the document: the newest run's is the document's
 * status; an earlier run of the same version was followed by a retry, which only a failure allows. Finished
 * runs are removed by the jobs clean-up after a week (failed ones stay), so this is the recent history.
 */
export async function documentHistory(deps: AppDeps, actor: Actor, documentId: string): Promise<DocumentProcessingRunDto[]> {
  const doc = await deps.db.query.documents.findFirst({
    where: and(eq(documents.id, documentId), eq(documents.workspaceId, actor.workspace.id)),
    columns: { status: true, error: true },
  });
  if (!doc) throw notFound('Document');
  const rows = await deps.db
    .select({ job: jobs, version: documentVersions.version })
    .from(jobs)
    .leftJoin(documentVersions, and(eq(documentVersions.id, sql`(${jobs.payload}->>'versionId')::uuid`), eq(documentVersions.workspaceId, actor.workspace.id)))
    .where(and(eq(jobs.workspaceId, actor.workspace.id), eq(jobs.name, ingestDocumentRequest.name), sql`${jobs.payload}->>'documentId' = ${documentId}`))
    .orderBy(desc(jobs.createdAt))
    .limit(HISTORY_LIMIT);
  return rows.map(({ job, version }, i) => {
    const retriedLater = rows.slice(0, i).some((later) => later.version === version);
    const { outcome, reason } = outcomeOf(job, doc, { newest: i === 0, retriedLater });
    return {
      id: job.id,
      version,
      outcome,
      reason,
      attempts: job.attempts,
      maxAttempts: job.maxAttempts,
      queuedAt: job.createdAt.toISOString(),
      finishedAt: outcome === 'processed' || outcome === 'failed' || outcome === 'finished' ? job.updatedAt.toISOString() : null,
    };
  });
}

function outcomeOf(job: JobRow, doc: DocumentState, run: { newest: boolean; retriedLater: boolean }): { outcome: ProcessingOutcome; reason: string | null } {
  if (job.status === 'running') return { outcome: 'processing', reason: null };
  if (job.status === 'queued') return job.attempts > 0 ? { outcome: 'retrying', reason: job.lastError } : { outcome: 'queued', reason: null };
  if (job.status === 'failed') return { outcome: 'failed', reason: job.lastError };
  if (run.newest) return doc.status === 'failed' ? { outcome: 'failed', reason: doc.error } : { outcome: 'processed', reason: null };
  return run.retriedLater ? { outcome: 'failed', reason: null } : { outcome: 'finished', reason: null };
}
