import { documentsApi } from '@common/api/documents';
import type { DocumentDto, DuplicateDocumentError } from '@common/documents';
import { apiUrl } from '@/lib/api';

export class UploadFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly existing?: DuplicateDocumentError['error']['existing'],
  ) {
    super(message);
  }
}

/**
 * Sends one file with XMLHttpRequest, the only browser API that reports upload progress. Fields go before the
 * file so the server knows the project before the bytes arrive.
 */
export function uploadFile(
  file: File,
  target: { projectId: string; documentId?: string },
  onProgress: (percent: number) => void,
): { promise: Promise<DocumentDto>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<DocumentDto>((resolve, reject) => {
    const form = new FormData();
    form.append('project_id', target.projectId);
    if (target.documentId) form.append('document_id', target.documentId);
    form.append('file', file, file.name);

    xhr.open('POST', apiUrl(documentsApi.upload, {}));
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status === 201 || xhr.status === 200) return resolve(body as DocumentDto);
      const error = (
        body as
          | {
              error?: {
                code?: string;
                message?: string;
                existing?: DuplicateDocumentError['error']['existing'];
              };
            }
          | undefined
      )?.error;
      reject(new UploadFailure(error?.message ?? fallbackMessage(xhr.status), xhr.status, error?.code === 'conflict' ? error.existing : undefined));
    };
    xhr.onerror = () => reject(new UploadFailure('The upload was interrupted. Check your connection and try again.', 0));
    xhr.onabort = () => reject(new UploadFailure('Upload cancelled.', 0));
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

function fallbackMessage(status: number) {
  if (status === 413) return 'This file is larger than the upload limit.';
  if (status === 401) return 'Your session has ended. Sign in again, then retry.';
  if (status === 403) return 'Your role does not allow uploading documents in this workspace.';
  return 'The upload failed. Please try again.';
}
