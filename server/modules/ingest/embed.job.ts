import { z } from 'zod';
import { defineJob } from '../../lib/queue/job.js';

/**
 * Fills in the embeddings of a workspace's chunks that have none (just indexed) or come from another model
 * (the model changed). Documents are searchable by full text as soon as they are indexed; this adds the dense
 * vectors in the background, in batches, until nothing is left. One such job per workspace at a time.
 */
export const embedChunksJob = defineJob({
  name: 'documents.embed',
  payload: z.object({ workspaceId: z.string().min(1) }),
  maxAttempts: 5,
  timeoutSeconds: 60 * 60,
  // Ahead of queued ingest jobs: otherwise a batch of uploads keeps embeddings waiting until the last file is
  // indexed. With two worker slots, embedding (its own thread) and ingestion then run side by side.
  priority: 10,
  async handler({ workspaceId }, { deps, signal }) {
    const { reembedStale } = await import('./index-writer.js');
    for (;;) {
      if (signal.aborted) throw new Error('Embedding was interrupted');
      const result = await reembedStale(deps.db, deps.embedder, { workspaceId, batchSize: 64, maxBatches: 4 });
      if (result.done) return;
    }
  },
});
