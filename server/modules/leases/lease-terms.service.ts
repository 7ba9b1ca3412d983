/**
 * Reading and writing abstracted terms. The extracted value and a person's correction live side by side
 * (lease_abstraction_terms); everything else in the product reads the value in use: the correction when there is
 * one, else what was extracted.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ExtractedTerm, LeaseTermKey, TermAsOf, TermEvidence } from '../../../common/lease-terms.js';
import type { Database } from '../../db/client.js';
import { documents, leaseAbstractions, leaseAbstractionTerms, leases } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { termsAsOf, type TermsDocument } from './terms-as-of.js';

type TermRow = typeof leaseAbstractionTerms.$inferSelect;

/** The value the product uses for a term: a person's correction, else the extracted value (null: not stated). */
export function valueInUse(row: Pick<TermRow, 'corrected' | 'correctedValue' | 'extractedValue'>): unknown {
  return (row.corrected ? row.correctedValue : row.extractedValue) ?? null;
}

/**
 * Writes what the extractor found for an abstraction. Only the extracted columns change: a person's correction
 * stays, so re-abstraction after a code change never overwrites it. An acceptance stays while the extracted value
 * is the one the person accepted; a different value goes back to review (nobody has seen it yet). Terms the
 * extractor no longer reports are set to "not stated" (their corrections still stand).
 */
export async function saveExtractedTerms(db: Pick<Database, 'insert' | 'update'>, workspaceId: string, abstractionId: string, found: ExtractedTerm[]) {
  const t = leaseAbstractionTerms;
  const stillAccepted = sql`(${t.corrected} or ${t.extractedValue} is not distinct from excluded.extracted_value)`;
  for (const term of found) {
    const values = {
      extractedValue: term.value,
      extractedEvidence: term.evidence,
      confidence: term.confidence,
    };
    await db
      .insert(leaseAbstractionTerms)
      .values({ abstractionId, workspaceId, key: term.key, ...values })
      .onConflictDoUpdate({
        target: [t.abstractionId, t.key],
        set: {
          ...values,
          acceptedAt: sql`case when ${stillAccepted} then ${t.acceptedAt} end`,
          acceptedBy: sql`case when ${stillAccepted} then ${t.acceptedBy} end`,
        },
      });
  }
}

/**
 * The workspace's abstractions whose terms apply (of the given leases, or all): read at least once (a document
 * being read again keeps applying its terms until the new ones are in) and filed under a lease.
 */
export function appliedAbstractions(workspaceId: string, leaseIds?: string[]) {
  return and(
    eq(leaseAbstractions.workspaceId, workspaceId),
    isNotNull(leaseAbstractions.extractorVersion),
    isNotNull(leaseAbstractions.leaseId),
    leaseIds ? inArray(leaseAbstractions.leaseId, leaseIds) : undefined,
  );
}

/** Those abstractions with their document's title and date, oldest document first (the order terms apply in). */
export function abstractionDocuments(db: Database, where: ReturnType<typeof appliedAbstractions>) {
  return db
    .select({
      id: leaseAbstractions.id,
      leaseId: leaseAbstractions.leaseId,
      kind: leaseAbstractions.kind,
      documentId: leaseAbstractions.documentId,
      title: documents.title,
      addedAt: documents.createdAt,
    })
    .from(leaseAbstractions)
    .innerJoin(documents, eq(documents.id, leaseAbstractions.documentId))
    .where(where)
    .orderBy(asc(documents.createdAt));
}

/**
 * Every lease and amendment document of the given leases (or of all the workspace's leases), with the terms in use.
 * `keys` reads only those terms (and an amendment's effective date, which orders it): a portfolio-wide question
 * about pets need not read every term of every lease.
 */
export async function termsDocumentsByLease(
  db: Database,
  workspaceId: string,
  leaseIds?: string[],
  keys?: readonly LeaseTermKey[],
): Promise<Map<string, TermsDocument[]>> {
  const byLease = new Map<string, TermsDocument[]>();
  if (leaseIds && leaseIds.length === 0) return byLease;
  const inScope = appliedAbstractions(workspaceId, leaseIds);
  const abstractions = await abstractionDocuments(db, inScope);
  if (abstractions.length === 0) return byLease;
  // The same abstractions by a subquery rather than a list of their ids (thousands of them for a whole portfolio),
  // and only the columns the value in use needs.
  const rows = await db
    .select({
      abstractionId: leaseAbstractionTerms.abstractionId,
      key: leaseAbstractionTerms.key,
      extractedValue: leaseAbstractionTerms.extractedValue,
      extractedEvidence: leaseAbstractionTerms.extractedEvidence,
      corrected: leaseAbstractionTerms.corrected,
      correctedValue: leaseAbstractionTerms.correctedValue,
    })
    .from(leaseAbstractionTerms)
    .where(
      and(
        eq(leaseAbstractionTerms.workspaceId, workspaceId),
        inArray(leaseAbstractionTerms.abstractionId, db.select({ id: leaseAbstractions.id }).from(leaseAbstractions).where(inScope)),
        keys ? inArray(leaseAbstractionTerms.key, [...new Set<string>(['effective_date', ...keys])]) : undefined,
      ),
    );
  const termsOf = new Map<string, (typeof rows)[number][]>();
  for (const r of rows) {
    const list = termsOf.get(r.abstractionId);
    if (list) list.push(r);
    else termsOf.set(r.abstractionId, [r]);
  }
  for (const a of abstractions) {
    const terms: TermsDocument['terms'] = {};
    for (const r of termsOf.get(a.id) ?? [])
      terms[r.key as LeaseTermKey] = {
        value: valueInUse(r),
        evidence: r.corrected ? null : (r.extractedEvidence as TermEvidence | null),
        corrected: r.corrected,
      };
    const effective = terms.effective_date?.value;
    const doc: TermsDocument = {
      documentId: a.documentId,
      title: a.title,
      kind: a.kind,
      effectiveDate: a.kind === 'amendment' && typeof effective === 'string' ? effective : null,
      addedAt: a.addedAt.toISOString(),
      terms,
    };
    const leaseId = a.leaseId as string;
    byLease.set(leaseId, [...(byLease.get(leaseId) ?? []), doc]);
  }
  return byLease;
}

/**
 * Where a reader of many leases' terms gets their documents: the database (termsFromDatabase) or the workspace's
 * portfolio snapshot in memory (portfolio-snapshot.ts); both answer as termsDocumentsByLease does.
 */
export type TermsSource = (leaseIds: string[] | undefined, keys?: readonly LeaseTermKey[]) => Promise<Map<string, TermsDocument[]>>;

export const termsFromDatabase =
  (db: Database, workspaceId: string): TermsSource =>
  (leaseIds, keys) =>
    termsDocumentsByLease(db, workspaceId, leaseIds, keys);

/** GET …/leases/:id/terms?as_of=: each term of one lease of the workspace as of a date. */
export async function leaseTermsAsOf(db: Database, workspaceId: string, leaseId: string, asOf: string): Promise<TermAsOf[]> {
  const [lease] = await db
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.workspaceId, workspaceId), eq(leases.id, leaseId)));
  if (!lease) throw notFound('Lease');
  const documentsOfLease = (await termsDocumentsByLease(db, workspaceId, [leaseId])).get(leaseId) ?? [];
  return termsAsOf(documentsOfLease, asOf);
}

/**
 * Every lease of the workspace with its terms as of a date (critical dates, the dashboard, portfolio questions);
 * with `keys`, only those terms are read and returned.
 */
export async function allLeaseTermsAsOf(db: Database, workspaceId: string, asOf: string, keys?: readonly LeaseTermKey[]): Promise<Map<string, TermAsOf[]>> {
  // The rent in force on a date is the base rent or a step of the rent schedule: reading one needs the other.
  const read = keys?.includes('monthly_rent') && !keys.includes('rent_schedule') ? [...keys, 'rent_schedule' as const] : keys;
  const byLease = await termsDocumentsByLease(db, workspaceId, undefined, read);
  return new Map([...byLease].map(([leaseId, docs]) => [leaseId, termsAsOf(docs, asOf, read)]));
}
