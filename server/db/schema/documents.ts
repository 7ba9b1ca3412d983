import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, vector } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb.js';
import { documentStatuses, documentTypes } from '../../../common/documents.js';
import { organization, user } from './auth.js';
import { leases, properties, tenants, units } from './portfolio.js';
import type { RecognisedWords } from '../../lib/extract/types.js';

export { documentStatuses, documentTypes };

/**
 * Documents and their index. Every table carries workspace_id and every query filters on it: a workspace never
 * sees another's rows. Deleting a workspace, project or document cascades to everything below it.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const EMBEDDING_DIMENSIONS = 512;

/** A property or portfolio: a collection of documents. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    address: text('address'),
    unitCount: integer('unit_count'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_workspace_idx').on(t.workspaceId, t.createdAt), index('projects_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

/**
 * A stored file, named by a generated key (never the uploaded name). One row per distinct content in a
 * workspace (sha256), so the same file uploaded twice is recognised; deleted when no version refers to it.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stored_files_workspace_sha_unique').on(t.workspaceId, t.sha256)],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Display title; the uploaded file name, cleaned. Always rendered escaped. */
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    type: text('type', { enum: documentTypes }).notNull().default('other'),
    /** 'guessed' until a person sets the type. */
    typeSource: text('type_source', { enum: ['guessed', 'user'] })
      .notNull()
      .default('guessed'),
    currentVersionId: uuid('current_version_id'),
    status: text('status', { enum: documentStatuses }).notNull().default('queued'),
    /** Human-readable processing stage, e.g. "Reading text", "Recognising text (page 3 of 12)". */
    stage: text('stage'),
    progress: integer('progress').notNull().default(0),
    /** Why processing failed, in words a property manager understands. */
    error: text('error'),
    pageCount: integer('page_count'),
    /** For email attachments: the email they came from. */
    parentDocumentId: uuid('parent_document_id'),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    /** Portfolio records the document is about (issue 10); removing a record unlinks it, never the document. */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    leaseId: uuid('lease_id').references(() => leases.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_workspace_project_idx').on(t.workspaceId, t.projectId, t.createdAt),
    index('documents_property_idx').on(t.workspaceId, t.propertyId),
    index('documents_lease_idx').on(t.leaseId),
    index('documents_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/** Every upload of a document is a version; search uses the document's current version only. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_versions_doc_version_unique').on(t.documentId, t.version)],
);

/** Extracted text per page, kept for the document viewer and for highlighting cited passages. */
export const documentPages = pgTable(
  'document_pages',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id').notNull(),
    pageNumber: integer('page_number').notNull(),
    text: text('text').notNull(),
    /** Offset of this page's first character in the version's canonical text (pages joined by a blank line). */
    charOffset: integer('char_offset').notNull(),
    ocr: boolean('ocr').notNull().default(false),
    /**
     * Recognised pages: where each word sits (fractions of the page), kept at ingest so the viewer highlights on
     * scans without recognising the page again. Null for text-layer pages and pages ingested before it was kept.
     */
    ocrWords: jsonb('ocr_words').$type<RecognisedWords>(),
  },
  (t) => [uniqueIndex('document_pages_version_page_unique').on(t.versionId, t.pageNumber)],
);

/**
 * The search index: one row per chunk of a document version, with its provenance (pages and character span
 * in the canonical text), weighted full-text vector (title A, heading B, body C) and dense embedding.
 */
export const chunks = pgTable(
  'chunks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    text: text('text').notNull(),
    heading: text('heading'),
    pageStart: integer('page_start').notNull(),
    pageEnd: integer('page_end').notNull(),
    charStart: integer('char_start').notNull(),
    charEnd: integer('char_end').notNull(),
    tsv: tsvector('tsv').notNull(),
    embedding: vector('embedding', { dimensions: EMBEDDING_DIMENSIONS }),
    /** Which model produced `embedding`; a change of model re-embeds in the background. */
    embeddingModel: text('embedding_model'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Re-running a job replaces a version's chunks instead of adding duplicates.
    uniqueIndex('chunks_version_index_unique').on(t.versionId, t.chunkIndex),
    index('chunks_workspace_project_idx').on(t.workspaceId, t.projectId),
    // A document's chunks in order: its opening, and the walk to its preamble (search.sql.ts preambleChunks).
    index('chunks_document_order_idx').on(t.documentId, t.chunkIndex),
    index('chunks_tsv_idx').using('gin', t.tsv),
    // Document openings (title and preamble), where search looks for the document a query names.
    index('chunks_opening_tsv_idx').using('gin', t.tsv).where(sql`${t.chunkIndex} < 2`),
    index('chunks_embedding_hnsw_idx').using('hnsw', t.embedding.op('vector_cosine_ops')),
  ],
);

/**
 * Durable background jobs. Workers claim with FOR UPDATE SKIP LOCKED, fairly between workspaces; a running
 * job's lease (locked_until) is renewed by its worker's heartbeat, and a job whose lease ran out (its worker
 * died) is claimed again; failures retry with backoff until max_attempts, then stay 'failed'. A job that works
 * on a document goes with it (document_id cascades): deleting a document, project or workspace cancels it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    workspaceId: text('workspace_id'),
    /** The document the job works on, if any: deleting the document deletes (cancels) the job. */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    /** Optional: at most one queued/running job per key (e.g. "ingest:<versionId>"). */
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** Higher runs first among due jobs (then oldest first). */
    priority: integer('priority').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /** A running job's lease: its worker's heartbeat pushes it forward; once past, any worker may claim the job. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.priority, t.runAt),
    // The claim counts each workspace's running jobs (fairness, per-workspace cap); few rows, always indexed.
    index('jobs_running_workspace_idx').on(t.workspaceId, t.lockedUntil).where(sql`${t.status} = 'running'`),
    index('jobs_document_idx').on(t.documentId),
    uniqueIndex('jobs_dedupe_active_unique').on(t.dedupeKey).where(sql`${t.status} in ('queued', 'running')`),
  ],
);
