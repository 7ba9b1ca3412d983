import { z } from 'zod';

/**
 * The ingest job as documents request it (name, payload, attempts). The ingest module runs it: its handler is
 * server/modules/ingest/ingest.job.ts, which spreads this in, so documents never import ingest.
 */
export const ingestDocumentRequest = {
  name: 'documents.ingest',
  payload: z.object({ documentId: z.string().uuid(), versionId: z.string().uuid() }),
  maxAttempts: 4,
  priority: 0,
};
