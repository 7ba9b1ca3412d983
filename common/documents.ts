/**
 * The documents API contract (/api/app/documents), shared by the server and the web app.
 */
export const documentTypes = ['lease', 'tenant_file', 'maintenance_record', 'inspection_report', 'other'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documentTypeLabels: Record<DocumentType, string> = {
  lease: 'Lease',
  tenant_file: 'Tenant file',
  maintenance_record: 'Maintenance record',
  inspection_report: 'Inspection report',
  other: 'Other',
};

export const documentStatuses = ['queued', 'processing', 'processed', 'failed'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

export interface DocumentDto {
  id: string;
  projectId: string;
  title: string;
  fileName: string;
  type: DocumentType;
  typeSource: 'guessed' | 'user';
  status: DocumentStatus;
  /** e.g. "Recognising text (page 3 of 12)" while processing */
  stage: string | null;
  /** 0-100 */
  progress: number;
  /** why processing failed, for people */
  error: string | null;
  pageCount: number | null;
  sizeBytes: number;
  mimeType: string;
  version: number;
  uploadedBy: { id: string; name: string } | null;
  /** Set for email attachments: the email document they came from. */
  parentDocumentId: string | null;
  /** The portfolio records the document is about (issue 10); each null when not linked. */
  propertyId: string | null;
  unitId: string | null;
  tenantId: string | null;
  leaseId: string | null;
  createdAt: string;
  updatedAt: string;
  /** What the caller may do (the server enforces the same). */
  canDelete: boolean;
}

export interface DocumentVersionDto {
  id: string;
  version: number;
  sizeBytes: number;
  uploadedBy: { id: string; name: string } | null;
  createdAt: string;
  current: boolean;
}

/**
 * GET /api/app/documents/:id/history: one entry per processing run of the document (each upload, new version
 * or retry queues one), newest first. A run retries on its own after a passing failure: `attempts` counts its
 * tries. `outcome` is what came of it for the document: 'retrying' waits after a failed try, 'finished' is an
 * earlier version's run (processed then, or replaced by the newer version before it was read).
 */
export const processingOutcomes = ['queued', 'processing', 'retrying', 'processed', 'failed', 'finished'] as const;
export type ProcessingOutcome = (typeof processingOutcomes)[number];

export interface DocumentProcessingRunDto {
  id: string;
  /** The version this run read; null when that version is gone. */
  version: number | null;
  outcome: ProcessingOutcome;
  /** Why it failed or is retrying, for people; null when it did not, or when a later try replaced the reason. */
  reason: string | null;
  attempts: number;
  maxAttempts: number;
  queuedAt: string;
  /** When it finished (processed, or failed for good); null while queued or running. */
  finishedAt: string | null;
}

/**
 * POST /api/app/documents (multipart: file, project_id, optional type, optional document_id to upload a new
 * version) answers 201 with the document. The same content already in the workspace answers 409 with
 * error.code 'conflict' and `existing` naming the document to link to.
 */
export interface DuplicateDocumentError {
  error: { code: 'conflict'; message: string; existing: { id: string; projectId: string; title: string } };
}

/** Live event `document.status` on GET /api/app/events. */
export interface DocumentStatusEvent {
  documentId: string;
  projectId: string;
  status: DocumentStatus;
  stage: string | null;
  progress: number;
  error: string | null;
}

/** Live event `document.deleted`. */
export interface DocumentDeletedEvent {
  documentId: string;
  projectId: string;
}

/** The portfolio records a document can be linked to, as the document's fields name them. */
export const documentLinkFields = ['propertyId', 'unitId', 'tenantId', 'leaseId'] as const;
export type DocumentLinkField = (typeof documentLinkFields)[number];
export type DocumentLinks = Partial<Record<DocumentLinkField, string | null>>;

export const documentListSorts = ['newest', 'oldest', 'name', 'type', 'status'] as const;
export type DocumentListSort = (typeof documentListSorts)[number];

/** Where the web app's upload files a document that names no project and no property (found by name, or created). */
export const DEFAULT_PROJECT_NAME = 'Documents';
