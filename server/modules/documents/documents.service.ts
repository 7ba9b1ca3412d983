import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DocumentDto, DocumentLinks, DocumentListSort, DocumentStatus, DocumentType, DocumentVersionDto } from '../../../common/documents.js';
import { can } from '../../../common/permissions.js';
import { documents, documentVersions, jobs, projects, storedFiles, user } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { detectFileType } from '../../lib/extract/detect.js';
import { type DetectedType, ExtractionError } from '../../lib/extract/types.js';
import { enqueue } from '../../lib/queue/enqueue.js';
import { newStorageKey } from '../../lib/storage/keys.js';
import type { WorkspaceContext } from '../auth/session.middleware.js';
import { ingestDocumentRequest } from './ingest-request.js';
import { publishAbstractionStatus, requestLeaseAbstraction } from './lease-abstraction-request.js';
import { cleanFileName, titleFromFileName } from './file-name.js';
import { publishDocumentStatus } from './document-events.js';
import { removeUnreferencedFiles } from './document-files.js';
import { checkLinks } from './document-links.js';

export interface Actor {
  workspace: WorkspaceContext;
  /** null for work done on the workspace's behalf (e.g. an email's attachments whose uploader left). */
  userId: string | null;
}

export interface NewFile {
  /** Read from here (an upload's temporary file) or given as bytes (an email attachment). */
  path?: string;
  bytes?: Buffer;
  fileName: string;
  sizeBytes: number;
  sha256: string;
}

/** The same content is already in the workspace: answered 409 with a link to it. */
export class DuplicateDocumentError extends AppError {
  constructor(readonly existing: { id: string; projectId: string; title: string }) {
    super('conflict', `This file is already in your workspace as "${existing.title}".`);
  }
}

/**
 * Adds an uploaded file: decides its type by content (415 when unsupported), recognises content already in the
 * workspace (409 with the existing document), stores it under a generated key, records the document (or a new
 * version of `documentId`) and queues its processing in the same transaction.
 */
export async function addDocument(
  deps: AppDeps,
  actor: Actor,
  file: NewFile,
  target: {
    /** The project, or a function that finds or creates it, called once the file is accepted. */
    projectId: string | (() => Promise<string>);
    type?: DocumentType;
    documentId?: string;
    parentDocumentId?: string;
    links?: DocumentLinks;
  },
): Promise<DocumentDto> {
  const { db } = deps;
  const workspaceId = actor.workspace.id;
  const findProject = (id: string) => db.query.projects.findFirst({ where: and(eq(projects.id, id), eq(projects.workspaceId, workspaceId)) });
  const { projectId: projectTarget } = target;
  let project = typeof projectTarget === 'string' ? await findProject(projectTarget) : undefined;
  if (typeof projectTarget === 'string' && !project) throw notFound('Project');

  const bytes = file.bytes ?? (await readFile(file.path!));
  let detected: DetectedType;
  try {
    detected = await detectFileType(bytes, file.fileName);
  } catch (err) {
    if (err instanceof ExtractionError) throw new AppError('unsupported_media_type', err.message, { field: 'file' });
    throw err;
  }

  const existing = await findDocumentWithContent(deps, workspaceId, file.sha256);
  if (existing) throw new DuplicateDocumentError(existing);

  let previous: typeof documents.$inferSelect | undefined;
  if (target.documentId) {
    previous = await db.query.documents.findFirst({ where: and(eq(documents.id, target.documentId), eq(documents.workspaceId, workspaceId)) });
    if (!previous) throw notFound('Document');
  }
  // A project found or created for the upload (a property's own project) only once the file is accepted.
  if (!project && typeof projectTarget === 'function') project = await findProject(await projectTarget());
  if (!project) throw notFound('Project');

  // Store first: a crash after this leaves an unreferenced file for clean-up, never a row without a file.
  const storageKey = newStorageKey();
  await deps.storage.put(storageKey, file.path ? createReadStream(file.path) : bytes, detected.mimeType, { size: file.sizeBytes });

  const fileName = cleanFileName(file.fileName);
  const documentId = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(storedFiles)
      .values({ workspaceId, sha256: file.sha256, sizeBytes: file.sizeBytes, mimeType: detected.mimeType, storageKey })
      .onConflictDoUpdate({ target: [storedFiles.workspaceId, storedFiles.sha256], set: { sha256: sql`excluded.sha256` } })
      .returning({ id: storedFiles.id, storageKey: storedFiles.storageKey });
    let docId = previous?.id;
    if (!docId) {
      const [doc] = await tx
        .insert(documents)
        .values({
          workspaceId,
          projectId: project.id,
          title: titleFromFileName(fileName),
          fileName,
          type: target.type ?? 'other',
          typeSource: target.type ? 'user' : 'guessed',
          stage: 'Waiting to be processed',
          uploadedBy: actor.userId,
          parentDocumentId: target.parentDocumentId ?? null,
          ...target.links,
        })
        .returning({ id: documents.id });
      docId = doc!.id;
    }
    const [{ next }] = (await tx.execute(sql`select coalesce(max(version), 0) + 1 as next from ${documentVersions} where document_id = ${docId}`))
      .rows as Array<{ next: number }>;
    const [version] = await tx
      .insert(documentVersions)
      .values({ workspaceId, documentId: docId, version: Number(next), fileId: stored!.id, uploadedBy: actor.userId })
      .returning({ id: documentVersions.id });
    await tx
      .update(documents)
      .set({
        currentVersionId: version!.id,
        status: 'queued',
        stage: 'Waiting to be processed',
        progress: 0,
        error: null,
        fileName,
        updatedAt: new Date(),
        ...(target.type ? { type: target.type, typeSource: 'user' as const } : {}),
        ...(previous ? target.links : {}),
      })
      .where(eq(documents.id, docId));
    await enqueue(
      tx,
      ingestDocumentRequest,
      { documentId: docId, versionId: version!.id },
      { workspaceId, documentId: docId, dedupeKey: `ingest:${version!.id}` },
    );
    // Another upload of the same content won the race for the file row: our copy is not needed.
    if (stored!.storageKey !== storageKey) await deps.storage.delete(storageKey).catch(() => {});
    return docId;
  });

  const dto = await getDocument(deps, actor, documentId);
  await publishDocumentStatus(deps, workspaceId, dto);
  return dto;
}

async function findDocumentWithContent(deps: AppDeps, workspaceId: string, sha256: string) {
  const [row] = await deps.db
    .select({ id: documents.id, projectId: documents.projectId, title: documents.title })
    .from(documents)
    .innerJoin(documentVersions, eq(documentVersions.id, documents.currentVersionId))
    .innerJoin(storedFiles, eq(storedFiles.id, documentVersions.fileId))
    .where(and(eq(documents.workspaceId, workspaceId), eq(storedFiles.sha256, sha256)))
    .limit(1);
  return row;
}

const selection = {
  doc: documents,
  version: documentVersions.version,
  sizeBytes: storedFiles.sizeBytes,
  mimeType: storedFiles.mimeType,
  uploaderName: user.name,
};

type Row = { doc: typeof documents.$inferSelect; version: number | null; sizeBytes: number | null; mimeType: string | null; uploaderName: string | null };

export function baseQuery(deps: AppDeps) {
  return deps.db
    .select(selection)
    .from(documents)
    .leftJoin(documentVersions, eq(documentVersions.id, documents.currentVersionId))
    .leftJoin(storedFiles, eq(storedFiles.id, documentVersions.fileId))
    .leftJoin(user, eq(user.id, documents.uploadedBy));
}

export function toDto(row: Row, actor: Actor): DocumentDto {
  const d = row.doc;
  return {
    id: d.id,
    projectId: d.projectId,
    title: d.title,
    fileName: d.fileName,
    type: d.type,
    typeSource: d.typeSource,
    status: d.status,
    stage: d.stage,
    progress: d.progress,
    error: d.error,
    pageCount: d.pageCount,
    sizeBytes: Number(row.sizeBytes ?? 0),
    mimeType: row.mimeType ?? 'application/octet-stream',
    version: row.version ?? 1,
    uploadedBy: d.uploadedBy ? { id: d.uploadedBy, name: row.uploaderName ?? 'Former member' } : null,
    parentDocumentId: d.parentDocumentId,
    propertyId: d.propertyId,
    unitId: d.unitId,
    tenantId: d.tenantId,
    leaseId: d.leaseId,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    canDelete: canDeleteDocument(actor, d.uploadedBy),
  };
}

const canDeleteDocument = (actor: Actor, uploadedBy: string | null) =>
  can(actor.workspace.role, 'documents.deleteAny') || (uploadedBy !== null && uploadedBy === actor.userId);

export async function getDocument(deps: AppDeps, actor: Actor, documentId: string): Promise<DocumentDto> {
  const [row] = await baseQuery(deps).where(and(eq(documents.id, documentId), eq(documents.workspaceId, actor.workspace.id)));
  if (!row) throw notFound('Document');
  return toDto(row, actor);
}

const sorts: Record<DocumentListSort, SQL[]> = {
  newest: [desc(documents.createdAt)],
  oldest: [asc(documents.createdAt)],
  name: [asc(sql`lower(${documents.title})`)],
  type: [asc(documents.type), desc(documents.createdAt)],
  status: [asc(documents.status), desc(documents.createdAt)],
};

export async function listDocuments(
  deps: AppDeps,
  actor: Actor,
  filters: { projectId?: string; type?: DocumentType; status?: DocumentStatus; sort?: DocumentListSort; limit?: number } & LinkFilters,
): Promise<DocumentDto[]> {
  const where = [eq(documents.workspaceId, actor.workspace.id), ...linkConditions(filters)];
  if (filters.projectId) where.push(eq(documents.projectId, filters.projectId));
  if (filters.type) where.push(eq(documents.type, filters.type));
  if (filters.status) where.push(eq(documents.status, filters.status));
  const rows = await baseQuery(deps)
    .where(and(...where))
    .orderBy(...sorts[filters.sort ?? 'newest'])
    .limit(Math.min(filters.limit ?? 500, 1000));
  return rows.map((r) => toDto(r, actor));
}

/** Documents linked to these portfolio records (each filter that is set must hold). */
export type LinkFilters = { propertyId?: string; unitId?: string; tenantId?: string; leaseId?: string };
export function linkConditions(f: LinkFilters): SQL[] {
  const where: SQL[] = [];
  if (f.propertyId) where.push(eq(documents.propertyId, f.propertyId));
  if (f.unitId) where.push(eq(documents.unitId, f.unitId));
  if (f.tenantId) where.push(eq(documents.tenantId, f.tenantId));
  if (f.leaseId) where.push(eq(documents.leaseId, f.leaseId));
  return where;
}

/**
 * Renames, retypes or links a document. Making a processed document a lease abstracts it (an unprocessed one is
 * abstracted when ingest finishes, which reads the type the person set).
 */
export async function updateDocument(deps: AppDeps, actor: Actor, documentId: string, changes: { title?: string; type?: DocumentType } & DocumentLinks) {
  const before = await getDocument(deps, actor, documentId);
  const { title, type, ...linkChange } = changes;
  const linking = Object.values(linkChange).some((v) => v !== undefined);
  const links = linking ? await checkLinks(deps.db, actor.workspace.id, linkChange, before) : {};
  const becomesLease = type === 'lease' && before.type !== 'lease';
  const abstract = await deps.db.transaction(async (tx) => {
    const [after] = await tx
      .update(documents)
      .set({
        ...(title ? { title } : {}),
        ...(type ? { type, typeSource: 'user' as const } : {}),
        ...links,
        updatedAt: new Date(),
      })
      .where(and(eq(documents.id, documentId), eq(documents.workspaceId, actor.workspace.id)))
      .returning({ status: documents.status });
    if (!becomesLease || after?.status !== 'processed') return false;
    await requestLeaseAbstraction(tx, actor.workspace.id, documentId);
    return true;
  });
  if (abstract) await publishAbstractionStatus(deps, actor.workspace.id, { documentId, status: 'queued', leaseId: null });
  return getDocument(deps, actor, documentId);
}

/**
 * Deletes a document with its versions, pages and chunks (cascade), so it leaves search and answers at once,
 * then removes stored files that no version refers to any more.
 */
export async function deleteDocument(deps: AppDeps, actor: Actor, documentId: string) {
  const doc = await deps.db.query.documents.findFirst({ where: and(eq(documents.id, documentId), eq(documents.workspaceId, actor.workspace.id)) });
  if (!doc) throw notFound('Document');
  if (!canDeleteDocument(actor, doc.uploadedBy)) throw new AppError('forbidden', 'Members can delete only documents they uploaded');
  const children = await deps.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.parentDocumentId, documentId), eq(documents.workspaceId, actor.workspace.id)));
  const ids = [documentId, ...children.map((c) => c.id)];
  const fileIds = (await deps.db.select({ fileId: documentVersions.fileId }).from(documentVersions).where(inArray(documentVersions.documentId, ids))).map(
    (r) => r.fileId,
  );
  await deps.db.delete(documents).where(and(inArray(documents.id, ids), eq(documents.workspaceId, actor.workspace.id)));
  await removeUnreferencedFiles(deps, actor.workspace.id, fileIds);
  for (const id of ids)
    await deps.events.publish({ type: 'document.deleted', workspaceId: actor.workspace.id, data: { documentId: id, projectId: doc.projectId } });
}

export async function listVersions(deps: AppDeps, actor: Actor, documentId: string): Promise<DocumentVersionDto[]> {
  const doc = await getDocument(deps, actor, documentId);
  const rows = await deps.db
    .select({ v: documentVersions, sizeBytes: storedFiles.sizeBytes, uploaderName: user.name })
    .from(documentVersions)
    .innerJoin(storedFiles, eq(storedFiles.id, documentVersions.fileId))
    .leftJoin(user, eq(user.id, documentVersions.uploadedBy))
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.workspaceId, actor.workspace.id)))
    .orderBy(desc(documentVersions.version));
  return rows.map((r) => ({
    id: r.v.id,
    version: r.v.version,
    sizeBytes: Number(r.sizeBytes),
    uploadedBy: r.v.uploadedBy ? { id: r.v.uploadedBy, name: r.uploaderName ?? 'Former member' } : null,
    createdAt: r.v.createdAt.toISOString(),
    current: r.v.version === doc.version,
  }));
}

/**
 * Queues a document for another try: one whose processing failed, or one that is not progressing (waiting or
 * processing, but no worker holds a live lease on its job: the worker crashed, was stopped, or there is none).
 * A document a worker is processing right now (its job's lease is being renewed) is refused with 409. There is
 * never a second job for the version: the waiting or abandoned job is made due now with fresh attempts (which
 * also voids any write of an abandoned run, guarded by its lease), or a new one is queued.
 */
export async function retryDocument(deps: AppDeps, actor: Actor, documentId: string) {
  const doc = await deps.db.query.documents.findFirst({ where: and(eq(documents.id, documentId), eq(documents.workspaceId, actor.workspace.id)) });
  if (!doc?.currentVersionId) throw notFound('Document');
  if (doc.status === 'processed') throw new AppError('conflict', 'Only a document whose processing failed or stopped can be retried');
  const versionId = doc.currentVersionId;
  const beingProcessed = () => new AppError('conflict', 'This document is being processed right now; it can be retried if it stops progressing');
  await deps.db.transaction(async (tx) => {
    const [active] = await tx
      .select({ id: jobs.id, live: sql<boolean>`${jobs.status} = 'running' and ${jobs.lockedUntil} > now()` })
      .from(jobs)
      .where(and(eq(jobs.dedupeKey, `ingest:${versionId}`), inArray(jobs.status, ['queued', 'running'])));
    if (active?.live) throw beingProcessed();
    if (active) {
      const revived = await tx
        .update(jobs)
        .set({
          status: 'queued',
          runAt: sql`now()`,
          attempts: 0,
          lockedAt: null,
          lockedBy: null,
          lockedUntil: null,
          lastError: null,
          documentId: doc.id,
          updatedAt: sql`now()`,
        })
        // Unless a worker claimed it meanwhile.
        .where(and(eq(jobs.id, active.id), sql`(${jobs.status} = 'queued' or ${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= now())`))
        .returning({ id: jobs.id });
      if (!revived.length) throw beingProcessed();
    } else {
      await enqueue(
        tx,
        ingestDocumentRequest,
        { documentId: doc.id, versionId },
        { workspaceId: actor.workspace.id, documentId: doc.id, dedupeKey: `ingest:${versionId}` },
      );
    }
    await tx
      .update(documents)
      .set({ status: 'queued', stage: 'Waiting to be processed', progress: 0, error: null, updatedAt: new Date() })
      .where(eq(documents.id, doc.id));
  });
  const dto = await getDocument(deps, actor, documentId);
  await publishDocumentStatus(deps, actor.workspace.id, dto);
  return dto;
}
