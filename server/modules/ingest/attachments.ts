import { createHash } from 'node:crypto';
import type { ExtractedAttachment } from '../../lib/extract/types.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { addDocument } from '../documents/documents.service.js';

/**
 * An email's attachments become documents of their own in the email's project, uploaded "by" the email's
 * uploader. Attachments that are unsupported or already in the workspace are skipped (and logged).
 */
export async function addAttachments(
  deps: AppDeps,
  email: { id: string; workspaceId: string; projectId: string; uploadedBy: string | null },
  attachments: ExtractedAttachment[],
) {
  for (const attachment of attachments) {
    try {
      await addDocument(
        deps,
        { workspace: { id: email.workspaceId, role: 'member' }, userId: email.uploadedBy },
        {
          bytes: attachment.bytes,
          fileName: attachment.fileName,
          sizeBytes: attachment.bytes.length,
          sha256: createHash('sha256').update(attachment.bytes).digest('hex'),
        },
        { projectId: email.projectId, parentDocumentId: email.id },
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      deps.logger.info({ emailId: email.id, attachment: attachment.fileName, reason: err.message }, 'email attachment skipped');
    }
  }
}
