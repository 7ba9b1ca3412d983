/**
 * Test helpers for anything that reads lease terms: portfolio records and abstractions written straight to the
 * database, so a test can state "this lease says X" without running the extractor. Terms go through
 * saveExtractedTerms, the same write the abstraction job makes. Tests only (never imported by product code).
 */
import { and, eq } from 'drizzle-orm';
import type { LeaseTermKey, TermEvidence } from '../../../common/lease-terms.js';
import type { Database } from '../../db/client.js';
import { documents, leaseAbstractions, leaseAbstractionTerms, leases, leaseTenants, projects, properties, tenants, units } from '../../db/schema/index.js';
import { saveExtractedTerms } from './lease-terms.service.js';

export interface SeededLease {
  propertyId: string;
  unitId: string | null;
  leaseId: string;
  tenantIds: string[];
}

/** A property (found by name or created), an optional unit, tenants and a lease record. */
export async function seedLeaseRecord(
  db: Database,
  workspaceId: string,
  input: {
    propertyName?: string;
    unitLabel?: string | null;
    tenantNames?: string[];
    startDate?: string;
    endDate?: string | null;
    status?: 'draft' | 'active' | 'expired' | 'terminated';
  } = {},
): Promise<SeededLease> {
  const propertyName = input.propertyName ?? 'Oak Street Apartments';
  let [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), eq(properties.name, propertyName)));
  property ??= (await db.insert(properties).values({ workspaceId, name: propertyName, type: 'residential' }).returning({ id: properties.id }))[0]!;
  const unitLabel = input.unitLabel === undefined ? '4B' : input.unitLabel;
  let unitId: string | null = null;
  if (unitLabel) {
    const [existing] = await db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.workspaceId, workspaceId), eq(units.propertyId, property.id), eq(units.label, unitLabel)));
    unitId = existing?.id ?? (await db.insert(units).values({ workspaceId, propertyId: property.id, label: unitLabel }).returning({ id: units.id }))[0]!.id;
  }
  const [lease] = await db
    .insert(leases)
    .values({
      workspaceId,
      propertyId: property.id,
      unitId,
      startDate: input.startDate ?? '2025-01-01',
      endDate: input.endDate === undefined ? null : input.endDate,
      status: input.status ?? 'active',
    })
    .returning({ id: leases.id });
  const tenantIds: string[] = [];
  for (const name of input.tenantNames ?? []) {
    const [tenant] = await db.insert(tenants).values({ workspaceId, name }).returning({ id: tenants.id });
    await db.insert(leaseTenants).values({ workspaceId, leaseId: lease!.id, tenantId: tenant!.id });
    tenantIds.push(tenant!.id);
  }
  return { propertyId: property.id, unitId, leaseId: lease!.id, tenantIds };
}

/** A made-up but well-formed passage for a term, so tests can check that dates carry their evidence. */
export function evidenceFor(key: string, value: unknown, page = 1): TermEvidence {
  const quote = `${key.replace(/_/g, ' ')}: ${JSON.stringify(value)}`;
  const charStart = 100 + [...key].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  return { page, quote, charStart, charEnd: charStart + quote.length };
}

/**
 * A ready lease or amendment abstraction linked to `leaseId`, on a document of its own, with the given terms as
 * the extractor's values (each with evidence unless `evidence[key]` is null). Returns the document and abstraction.
 */
export async function seedAbstraction(
  db: Database,
  input: {
    workspaceId: string;
    leaseId: string | null;
    kind?: 'lease' | 'amendment';
    title?: string;
    terms: Partial<Record<LeaseTermKey, unknown>>;
    evidence?: Partial<Record<LeaseTermKey, TermEvidence | null>>;
    status?: 'queued' | 'processing' | 'ready' | 'failed';
    /** When the document was added (orders undated amendments). */
    addedAt?: Date;
  },
) {
  const { workspaceId } = input;
  let [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), eq(projects.name, 'Leases')));
  project ??= (await db.insert(projects).values({ workspaceId, name: 'Leases' }).returning({ id: projects.id }))[0]!;
  const kind = input.kind ?? 'lease';
  const title = input.title ?? (kind === 'lease' ? 'Lease agreement' : 'Lease amendment');
  const [document] = await db
    .insert(documents)
    .values({
      workspaceId,
      projectId: project.id,
      title,
      fileName: `${title}.pdf`,
      type: 'lease',
      status: 'processed',
      leaseId: input.leaseId,
      ...(input.addedAt ? { createdAt: input.addedAt, updatedAt: input.addedAt } : {}),
    })
    .returning({ id: documents.id });
  const [abstraction] = await db
    .insert(leaseAbstractions)
    .values({
      workspaceId,
      documentId: document!.id,
      kind,
      leaseId: input.leaseId,
      leaseLink: input.leaseId ? 'confirmed' : null,
      status: input.status ?? 'ready',
      // Terms are read only from abstractions an extractor has written (lease-terms.service.ts).
      extractorVersion: 'test-seed',
    })
    .returning({ id: leaseAbstractions.id });
  await saveExtractedTerms(
    db,
    workspaceId,
    abstraction!.id,
    Object.entries(input.terms).map(([key, value]) => ({
      key: key as LeaseTermKey,
      value: value as never,
      evidence: value === null ? null : input.evidence?.[key as LeaseTermKey] === undefined ? evidenceFor(key, value) : input.evidence[key as LeaseTermKey]!,
      confidence: 0.9,
    })),
  );
  return { documentId: document!.id, abstractionId: abstraction!.id };
}

/** A person's correction of one term, as the review form stores it (the extracted value stays beside it). */
export async function correctTerm(db: Database, abstractionId: string, key: LeaseTermKey, value: unknown, userId: string | null = null) {
  const updated = await db
    .update(leaseAbstractionTerms)
    .set({ corrected: true, correctedValue: value, correctedBy: userId, correctedAt: new Date() })
    .where(and(eq(leaseAbstractionTerms.abstractionId, abstractionId), eq(leaseAbstractionTerms.key, key)))
    .returning({ key: leaseAbstractionTerms.key });
  if (!updated.length) throw new Error(`No term ${key} on abstraction ${abstractionId}`);
}
