import type { DocumentStatusEvent } from '../../../common/documents.js';
import type { AppDeps } from '../../deps.js';

/** Tells every open screen of the workspace that a document's processing status changed. */
export async function publishDocumentStatus(
  deps: Pick<AppDeps, 'events' | 'logger'>,
  workspaceId: string,
  doc: Pick<DocumentStatusEvent, 'status' | 'stage' | 'progress' | 'error' | 'projectId'> & { id?: string; documentId?: string },
) {
  const data: DocumentStatusEvent = {
    documentId: (doc.documentId ?? doc.id)!,
    projectId: doc.projectId,
    status: doc.status,
    stage: doc.stage,
    progress: doc.progress,
    error: doc.error,
  };
  // Live status is a convenience: a failed notify must never fail the upload or the job.
  await deps.events
    .publish({ type: 'document.status', workspaceId, data: { ...data } })
    .catch((err) => deps.logger.warn({ err }, 'document status event not published'));
}
