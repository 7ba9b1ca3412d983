import { isNull, ne, or, sql } from 'drizzle-orm';
import { chunks } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { embedChunksJob } from './embed.job.js';

/**
 * When the worker starts, queues embedding for every workspace whose chunks lack a vector or were embedded by
 * another model (EMBEDDINGS_* changed). Search keeps using the old vectors until each is replaced.
 */
export async function scheduleStaleEmbeddings(deps: Pick<AppDeps, 'db' | 'queue' | 'embedder'>): Promise<string[]> {
  const rows = await deps.db
    .selectDistinct({ workspaceId: chunks.workspaceId })
    .from(chunks)
    .where(or(isNull(chunks.embedding), isNull(chunks.embeddingModel), ne(chunks.embeddingModel, sql`${deps.embedder.model}`)));
  for (const { workspaceId } of rows) {
    await deps.queue.enqueue(embedChunksJob, { workspaceId }, { workspaceId, dedupeKey: `embed:${workspaceId}` });
  }
  return rows.map((r) => r.workspaceId);
}
