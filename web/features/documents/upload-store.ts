import { useSyncExternalStore } from 'react';
import type { DocumentDto, DocumentStatusEvent, DuplicateDocumentError } from '@common/documents';
import { UploadFailure, uploadFile } from './upload-request';

export type UploadPhase = 'waiting' | 'uploading' | 'uploaded' | 'failed' | 'duplicate';

export interface UploadItem {
  key: string;
  file: File;
  projectId: string;
  /** Set when this upload is a new version of an existing document. */
  documentId?: string;
  phase: UploadPhase;
  uploadProgress: number;
  error?: string;
  /** Whether sending the same file again could succeed (a dropped connection, a server hiccup), unlike a refusal. */
  retryable?: boolean;
  existing?: DuplicateDocumentError['error']['existing'];
  /** The created document, kept current by live events once uploaded. */
  doc?: DocumentDto;
}

// A few files at a time: enough to keep the connection busy without starving each file's progress.
const PARALLEL_UPLOADS = 3;

let items: UploadItem[] = [];
let sequence = 0;
const listeners = new Set<() => void>();
const aborts = new Map<string, () => void>();
const uploadedListeners = new Set<(doc: DocumentDto) => void>();

function emit() {
  for (const l of listeners) l();
}
function update(key: string, patch: Partial<UploadItem>) {
  items = items.map((it) => (it.key === key ? { ...it, ...patch } : it));
  emit();
}

let maxBytes = Infinity;
let maxLabel = '';

function pump() {
  let running = items.filter((it) => it.phase === 'uploading').length;
  for (const item of items) {
    if (running >= PARALLEL_UPLOADS) break;
    if (item.phase !== 'waiting') continue;
    running++;
    start(item);
  }
}

function start(item: UploadItem) {
  if (item.file.size > maxBytes) {
    update(item.key, {
      phase: 'failed',
      error: `This file is larger than the ${maxLabel} upload limit.`,
    });
    queueMicrotask(pump);
    return;
  }
  update(item.key, { phase: 'uploading', uploadProgress: 0, error: undefined });
  const { promise, abort } = uploadFile(item.file, { projectId: item.projectId, documentId: item.documentId }, (p) => update(item.key, { uploadProgress: p }));
  aborts.set(item.key, abort);
  promise
    .then((doc) => {
      update(item.key, { phase: 'uploaded', uploadProgress: 100, doc });
      for (const l of uploadedListeners) l(doc);
    })
    .catch((err: unknown) => {
      if (!items.some((it) => it.key === item.key)) return; // dismissed while uploading
      if (err instanceof UploadFailure && err.existing)
        update(item.key, {
          phase: 'duplicate',
          error: err.message,
          existing: err.existing,
        });
      else
        update(item.key, {
          phase: 'failed',
          error: err instanceof Error ? err.message : 'The upload failed. Please try again.',
        });
    })
    .finally(() => {
      aborts.delete(item.key);
      pump();
    });
}

export const uploads = {
  /** The deployment's upload limit, checked before sending so an oversized file fails at once. */
  setLimit(mb: number) {
    maxBytes = mb * 1024 * 1024;
    maxLabel = `${mb} MB`;
  },
  add(files: Iterable<File>, target: { projectId: string; documentId?: string }) {
    const added = [...files].map<UploadItem>((file) => ({
      key: `u${++sequence}`,
      file,
      projectId: target.projectId,
      documentId: target.documentId,
      phase: 'waiting',
      uploadProgress: 0,
    }));
    if (!added.length) return;
    items = [...added, ...items];
    emit();
    pump();
  },
  /** Sends the same file again (an upload that failed before the server accepted it). */
  retryUpload(key: string) {
    update(key, {
      phase: 'waiting',
      uploadProgress: 0,
      error: undefined,
      existing: undefined,
    });
    pump();
  },
  dismiss(key: string) {
    aborts.get(key)?.();
    items = items.filter((it) => it.key !== key);
    emit();
  },
  /** Clears rows that need nothing more from the user; failures stay until dismissed one by one. */
  clearFinished(projectId?: string) {
    items = items.filter((it) => (projectId && it.projectId !== projectId) || !(it.phase === 'uploaded' && it.doc?.status === 'processed'));
    emit();
  },
  applyStatus(event: DocumentStatusEvent) {
    let changed = false;
    items = items.map((it) => {
      if (it.doc?.id !== event.documentId) return it;
      changed = true;
      return {
        ...it,
        doc: {
          ...it.doc,
          status: event.status,
          stage: event.stage,
          progress: event.progress,
          error: event.error,
        },
      };
    });
    if (changed) emit();
  },
  applyDocument(doc: DocumentDto) {
    let changed = false;
    items = items.map((it) => {
      if (it.doc?.id !== doc.id) return it;
      changed = true;
      return { ...it, doc };
    });
    if (changed) emit();
  },
  removeDocument(documentId: string) {
    const before = items.length;
    items = items.filter((it) => it.doc?.id !== documentId);
    if (items.length !== before) emit();
  },
  snapshot: () => items,
  onUploaded(listener: (doc: DocumentDto) => void) {
    uploadedListeners.add(listener);
    return () => void uploadedListeners.delete(listener);
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** This browser tab's uploads (they continue while moving between screens), optionally for one project. */
export function useUploads(projectId?: string) {
  const all = useSyncExternalStore(subscribe, uploads.snapshot);
  return projectId ? all.filter((it) => it.projectId === projectId) : all;
}
