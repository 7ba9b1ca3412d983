import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb.js';
import { abstractionStatuses, leaseLinkStatuses } from '../../../common/lease-abstraction.js';
import { DEFAULT_ALERT_LEAD_DAYS, documentLeaseKinds } from '../../../common/lease-terms.js';
import { organization, user } from './auth.js';
import { documents, documentVersions } from './documents.js';
import { leases } from './portfolio.js';

/**
 * Lease abstraction (issue 10): one row per document read as a lease or an amendment, one row per term it states
 * (or does not), and every correction a person made. Corrections never change what the extractor found: the
 * extracted value stays beside the corrected one, so re-abstraction after a code change rewrites extracted
 * values only and a person's correction keeps winning.
 */

const workspaceId = () =>
  text('workspace_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' });

export { abstractionStatuses, leaseLinkStatuses };

export const leaseAbstractions = pgTable(
  'lease_abstractions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** The version the terms were read from. */
    versionId: uuid('version_id').references(() => documentVersions.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: documentLeaseKinds }).notNull().default('lease'),
    /** A lease: the lease record it fills. An amendment: the lease it changes (suggested until a person confirms). */
    leaseId: uuid('lease_id').references(() => leases.id, { onDelete: 'set null' }),
    leaseLink: text('lease_link', { enum: leaseLinkStatuses }),
    status: text('status', { enum: abstractionStatuses }).notNull().default('queued'),
    error: text('error'),
    /**
     * An amendment's references to the lease it changes (extract/types.ts LeaseReferences), kept so that a lease
     * uploaded after its amendment can still be matched to it without reading the amendment again.
     */
    leaseReferences: jsonb('lease_references'),
    /** The extractor that wrote the extracted values; a newer one re-abstracts. */
    extractorVersion: text('extractor_version'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lease_abstractions_document_unique').on(t.documentId),
    index('lease_abstractions_workspace_idx').on(t.workspaceId, t.status),
    index('lease_abstractions_lease_idx').on(t.leaseId),
  ],
);

export const leaseAbstractionTerms = pgTable(
  'lease_abstraction_terms',
  {
    abstractionId: uuid('abstraction_id')
      .notNull()
      .references(() => leaseAbstractions.id, { onDelete: 'cascade' }),
    workspaceId: workspaceId(),
    key: text('key').notNull(),
    /** JSON null (or SQL null): the document does not state it. */
    extractedValue: jsonb('extracted_value'),
    extractedEvidence: jsonb('extracted_evidence'),
    confidence: real('confidence').notNull().default(0),
    /** A person's value; only meaningful when `corrected` (a correction may set "not stated"). */
    correctedValue: jsonb('corrected_value'),
    corrected: boolean('corrected').notNull().default(false),
    correctedBy: text('corrected_by').references(() => user.id, { onDelete: 'set null' }),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    /** A person confirmed the value shown (the extracted one, or the correction). */
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.abstractionId, t.key] }), index('lease_abstraction_terms_workspace_idx').on(t.workspaceId, t.key)],
);

/** Every correction, oldest first: the history the review form shows. */
export const leaseTermCorrections = pgTable(
  'lease_term_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    abstractionId: uuid('abstraction_id')
      .notNull()
      .references(() => leaseAbstractions.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    previousValue: jsonb('previous_value'),
    value: jsonb('value'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lease_term_corrections_abstraction_idx').on(t.abstractionId, t.key, t.createdAt)],
);

/** Workspace choices for critical-date alerts. */
export const workspaceAlertSettings = pgTable('workspace_alert_settings', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  leadDays: integer('lead_days')
    .array()
    .notNull()
    .default(sql`ARRAY[${sql.raw(DEFAULT_ALERT_LEAD_DAYS.join(','))}]::integer[]`),
  emailEnabled: boolean('email_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One alert per deadline, lead time and recipient: the key makes a second send a no-op. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    workspaceId: workspaceId(),
    /** Stable id of the deadline, e.g. "<leaseId>:expiration:2027-06-30". */
    deadlineKey: text('deadline_key').notNull(),
    leadDays: integer('lead_days').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    emailed: boolean('emailed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.deadlineKey, t.leadDays, t.userId] })],
);

/** A user's secret calendar (ICS) address; only the hash is kept, and revoking ends it. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_token_unique').on(t.tokenHash), index('calendar_feeds_user_idx').on(t.workspaceId, t.userId)],
);

/** A rent roll read and shown for preview; nothing is written to the portfolio until it is confirmed. */
export const rentRollImports = pgTable(
  'rent_roll_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    /** The parsed rows with what each would create, or why it is refused. */
    rows: jsonb('rows').notNull(),
    status: text('status', { enum: ['previewed', 'confirmed'] })
      .notNull()
      .default('previewed'),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('rent_roll_imports_workspace_idx').on(t.workspaceId, t.createdAt)],
);
