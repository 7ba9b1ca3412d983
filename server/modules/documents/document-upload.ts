import { join } from 'node:path';
import type { ZodType } from 'zod';
import type { DocumentDto, DocumentType } from '../../../common/documents.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import * as documents from './documents.service.js';
import { namedProject, resolveUploadTarget, type UploadRequest } from './document-links.js';
import { receiveUpload } from './upload-receiver.js';

/** The project (or property, decided by its id: document-links.ts) and the records an upload is filed under. */
export interface UploadTarget extends UploadRequest {
  type?: DocumentType;
  documentId?: string;
}

/**
 * The one upload handler of both APIs (/api/app/documents and /api/v1/documents): streams the multipart body to
 * a temporary file (413 past MAX_UPLOAD_MB), validates its fields with the API's schema (400 naming the field),
 * adds the document, and always removes the temporary file. Content already in the workspace is a 409
 * `conflict` whose `existing` names the document, in the calling API's own shape.
 */
export async function acceptUpload<F>(
  deps: AppDeps,
  request: Request,
  actor: documents.Actor,
  api: {
    fields: ZodType<F>;
    target: (fields: F) => UploadTarget;
    missingProject: string;
    /** A project to file an upload in when it names no project and no property (found by name, or created). */
    defaultProject?: string;
    existing: (doc: { id: string; projectId: string; title: string }) => Record<string, unknown>;
  },
): Promise<DocumentDto> {
  const upload = await receiveUpload(request, { tempDir: join(deps.env.DATA_DIR, 'tmp'), maxBytes: deps.env.MAX_UPLOAD_MB * 1024 * 1024 });
  try {
    const parsed = api.fields.safeParse(upload.fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new AppError('invalid_input', issue.message, { field: String(issue.path[0] ?? 'body') });
    }
    const { type, documentId, ...request } = api.target(parsed.data);
    const { projectId, links, ensureProject } = await resolveUploadTarget(deps, actor.workspace.id, actor.userId, request);
    const defaultProject = api.defaultProject;
    const fallback = defaultProject ? () => namedProject(deps, actor.workspace.id, actor.userId, defaultProject) : undefined;
    const project = projectId ?? ensureProject ?? fallback;
    if (!project) throw new AppError('invalid_input', api.missingProject, { field: 'project_id' });
    const linked = Object.values(links).some(Boolean);
    return await documents.addDocument(
      deps,
      actor,
      { path: upload.tempPath, fileName: upload.fileName, sizeBytes: upload.sizeBytes, sha256: upload.sha256 },
      { projectId: project, type, documentId, links: linked ? links : undefined },
    );
  } catch (err) {
    if (err instanceof documents.DuplicateDocumentError) throw new AppError('conflict', err.message, { existing: api.existing(err.existing) });
    throw err;
  } finally {
    await upload.discard();
  }
}
