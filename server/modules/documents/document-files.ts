import { and, eq } from 'drizzle-orm';
import { documents, documentVersions, storedFiles } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';

/** Stored files behind documents: look-ups for downloads, and removal once nothing refers to a file. */

export async function removeUnreferencedFiles(deps: AppDeps, workspaceId: string, fileIds: string[]) {
  for (const fileId of new Set(fileIds)) {
    const [inUse] = await deps.db.select({ id: documentVersions.id }).from(documentVersions).where(eq(documentVersions.fileId, fileId)).limit(1);
    if (inUse) continue;
    const [removed] = await deps.db
      .delete(storedFiles)
      .where(and(eq(storedFiles.id, fileId), eq(storedFiles.workspaceId, workspaceId)))
      .returning({ storageKey: storedFiles.storageKey });
    if (removed) await deps.storage.delete(removed.storageKey).catch((err) => deps.logger.warn({ err, fileId }, 'stored file could not be removed'));
  }
}

/** The stored file of a document's current version, for a signed download. */
export async function currentFile(deps: AppDeps, workspaceId: string, documentId: string) {
  const [row] = await deps.db
    .select({
      fileId: storedFiles.id,
      storageKey: storedFiles.storageKey,
      mimeType: storedFiles.mimeType,
      sizeBytes: storedFiles.sizeBytes,
      fileName: documents.fileName,
    })
    .from(documents)
    .innerJoin(documentVersions, eq(documentVersions.id, documents.currentVersionId))
    .innerJoin(storedFiles, eq(storedFiles.id, documentVersions.fileId))
    .where(and(eq(documents.id, documentId), eq(documents.workspaceId, workspaceId)));
  if (!row) throw notFound('Document');
  return row;
}
/** A stored file of the workspace (for a verified download link); gone once its documents are deleted. */
export async function storedFile(deps: AppDeps, workspaceId: string, fileId: string) {
  const row = await deps.db.query.storedFiles.findFirst({ where: and(eq(storedFiles.id, fileId), eq(storedFiles.workspaceId, workspaceId)) });
  if (!row) throw notFound('File');
  return row;
}

/**
 * Before a project is deleted (its documents cascade with it): returns what to do afterwards, namely remove the
 * stored files nothing refers to any more and tell open screens the documents are gone.
 */
export async function prepareProjectDeletion(deps: AppDeps, workspaceId: string, projectId: string) {
  const rows = await deps.db
    .select({ documentId: documents.id, fileId: documentVersions.fileId })
    .from(documents)
    .leftJoin(documentVersions, eq(documentVersions.documentId, documents.id))
    .where(and(eq(documents.workspaceId, workspaceId), eq(documents.projectId, projectId)));
  return async () => {
    await removeUnreferencedFiles(
      deps,
      workspaceId,
      rows.flatMap((r) => (r.fileId ? [r.fileId] : [])),
    );
    for (const documentId of new Set(rows.map((r) => r.documentId))) {
      await deps.events.publish({ type: 'document.deleted', workspaceId, data: { documentId, projectId } }).catch(() => {});
    }
  };
}
