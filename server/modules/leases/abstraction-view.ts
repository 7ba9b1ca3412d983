/**
 * A document's abstraction as the review form (and the public API) reads it: every term of its kind, each with
 * the value in use, what was extracted, the passage, the confidence, who corrected or accepted it and its history.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Abstraction, AbstractionTerm, DocumentAbstraction } from '../../../common/api/leases.js';
import { amendmentTermKeys, leaseTermKeys, type LeaseTermKey, type TermEvidence } from '../../../common/lease-terms.js';
import type { Database } from '../../db/client.js';
import { documents, jobs, leaseAbstractions, leaseAbstractionTerms, leaseTermCorrections, user } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { leaseAbstractionRequest } from '../documents/lease-abstraction-request.js';
import type { AbstractionRow } from './abstraction-terms.js';
import { valueInUse } from './lease-terms.service.js';
import { leaseSummaries } from './lease-summaries.js';

type TermRow = typeof leaseAbstractionTerms.$inferSelect;

export const termKeysOf = (kind: 'lease' | 'amendment'): readonly LeaseTermKey[] => (kind === 'amendment' ? amendmentTermKeys : leaseTermKeys);

/**
 * Terms that still want a person's look: a lease's every unreviewed term; an amendment's unreviewed stated ones and
 * its effective date (when its changes apply), stated or not.
 */
export function needsReview(
  kind: 'lease' | 'amendment',
  key: LeaseTermKey,
  row: Pick<TermRow, 'corrected' | 'acceptedAt' | 'extractedValue' | 'correctedValue'> | undefined,
) {
  if (row?.corrected || row?.acceptedAt) return false;
  return kind === 'lease' || key === 'effective_date' || (row ? valueInUse(row) !== null : false);
}

export async function abstractionDto(db: Database, workspaceId: string, row: AbstractionRow): Promise<Abstraction> {
  const [terms, corrections] = await Promise.all([
    db
      .select()
      .from(leaseAbstractionTerms)
      .where(and(eq(leaseAbstractionTerms.workspaceId, workspaceId), eq(leaseAbstractionTerms.abstractionId, row.id))),
    db
      .select()
      .from(leaseTermCorrections)
      .where(and(eq(leaseTermCorrections.workspaceId, workspaceId), eq(leaseTermCorrections.abstractionId, row.id)))
      .orderBy(asc(leaseTermCorrections.createdAt)),
  ]);
  const people = [...new Set([...terms.flatMap((t) => [t.correctedBy, t.acceptedBy]), ...corrections.map((c) => c.userId)].filter((id): id is string => !!id))];
  const names = new Map(
    people.length ? (await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, people))).map((u) => [u.id, u.name]) : [],
  );
  const who = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  const byKey = new Map(terms.map((t) => [t.key, t]));
  const lease = row.leaseId ? ((await leaseSummaries(db, workspaceId, [row.leaseId])).get(row.leaseId) ?? null) : null;
  const keys = termKeysOf(row.kind);
  const termDtos = keys.map((key): AbstractionTerm => {
    const t = byKey.get(key);
    return {
      key,
      value: t ? valueInUse(t) : null,
      extractedValue: t?.extractedValue ?? null,
      status: t?.corrected ? 'corrected' : t?.acceptedAt ? 'accepted' : 'extracted',
      confidence: t?.confidence ?? 0,
      evidence: (t?.extractedEvidence as TermEvidence | null) ?? null,
      corrected: t?.corrected && t.correctedAt ? { by: who(t.correctedBy), at: t.correctedAt.toISOString() } : null,
      accepted: t?.acceptedAt ? { by: who(t.acceptedBy), at: t.acceptedAt.toISOString() } : null,
      history: corrections
        .filter((c) => c.key === key)
        .map((c) => ({ previousValue: c.previousValue ?? null, value: c.value ?? null, by: who(c.userId), at: c.createdAt.toISOString() })),
    };
  });
  return {
    documentId: row.documentId,
    versionId: row.versionId,
    kind: row.kind,
    status: row.status,
    // One column holds both: the failure's reason, or (ready) why the lease record could not be filled.
    error: row.status === 'failed' ? row.error : null,
    portfolioNote: row.status === 'failed' ? null : row.error,
    extractorVersion: row.extractorVersion,
    lease,
    leaseLink: row.leaseLink,
    toReview: row.extractorVersion ? keys.filter((k) => needsReview(row.kind, k, byKey.get(k))).length : 0,
    terms: termDtos,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The abstraction row of one of the workspace's documents (404 for a document outside it). */
export async function findAbstraction(db: Database, workspaceId: string, documentId: string) {
  const [doc] = await db
    .select({ id: documents.id, type: documents.type, status: documents.status })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.workspaceId, workspaceId)));
  if (!doc) throw notFound('Document');
  const [row] = await db
    .select()
    .from(leaseAbstractions)
    .where(and(eq(leaseAbstractions.workspaceId, workspaceId), eq(leaseAbstractions.documentId, documentId)));
  return { doc, row };
}

/** GET …/abstractions/:documentId: the abstraction, or none yet (and whether one is on its way). */
export async function documentAbstraction(db: Database, workspaceId: string, documentId: string): Promise<DocumentAbstraction> {
  const { doc, row } = await findAbstraction(db, workspaceId, documentId);
  if (row) return { documentId, abstraction: await abstractionDto(db, workspaceId, row), awaiting: false };
  const beingRead = doc.type === 'lease' && (doc.status === 'queued' || doc.status === 'processing');
  const [job] = beingRead
    ? []
    : await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.documentId, documentId), eq(jobs.name, leaseAbstractionRequest.name), inArray(jobs.status, ['queued', 'running'])))
        .limit(1);
  return { documentId, abstraction: null, awaiting: beingRead || !!job };
}
