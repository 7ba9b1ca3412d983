/**
 * What a portfolio question is answered from: the workspace's properties, units, tenants and leases (decision
 * 0027), and each lease's abstracted terms as of the question's date (lease-terms.service.ts, amendments applied).
 * Every read filters on the workspace.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { LeaseTermKey, TermAsOf } from '../../../common/lease-terms.js';
import type { Database } from '../../db/client.js';
import { documents, leaseAbstractions, leases, leaseTenants, properties, tenants, units } from '../../db/schema/index.js';
import type { TermsSource } from '../leases/lease-terms.service.js';
import { termsAsOf, type TermsDocument } from '../leases/terms-as-of.js';

export interface PropertyRecord {
  id: string;
  name: string;
  address: string | null;
  type: 'residential' | 'commercial' | 'mixed';
}
export interface UnitRecord {
  id: string;
  propertyId: string;
  label: string;
  status: 'vacant' | 'occupied' | 'unavailable';
}
export interface TenantRecord {
  id: string;
  name: string;
}
export interface LeaseRecord {
  id: string;
  propertyId: string;
  unitId: string | null;
  status: 'draft' | 'active' | 'expired' | 'terminated';
  startDate: string;
  endDate: string | null;
  monthlyRentCents: number | null;
  depositCents: number | null;
  tenantIds: string[];
}

export interface PortfolioRecords {
  properties: Map<string, PropertyRecord>;
  units: Map<string, UnitRecord>;
  tenants: Map<string, TenantRecord>;
  leases: Map<string, LeaseRecord>;
}

/**
 * The leases that have a document in the given projects (their lease, an amendment, or a document linked to
 * them): a question asked inside a project is about the leases filed there.
 */
async function leasesFiledIn(db: Database, workspaceId: string, projectIds: string[]): Promise<Set<string>> {
  const abstracted = await db
    .select({ leaseId: leaseAbstractions.leaseId })
    .from(leaseAbstractions)
    .innerJoin(documents, eq(documents.id, leaseAbstractions.documentId))
    .where(
      and(
        eq(leaseAbstractions.workspaceId, workspaceId),
        eq(documents.workspaceId, workspaceId),
        isNotNull(leaseAbstractions.leaseId),
        inArray(documents.projectId, projectIds),
      ),
    );
  const linked = await db
    .select({ leaseId: documents.leaseId })
    .from(documents)
    .where(and(eq(documents.workspaceId, workspaceId), isNotNull(documents.leaseId), inArray(documents.projectId, projectIds)));
  return new Set([...abstracted, ...linked].map((r) => r.leaseId as string));
}

/** The workspace's records, or those of the leases filed in `projectIds` (with their properties and units). */
export async function loadRecords(db: Database, workspaceId: string, projectIds?: string[]): Promise<PortfolioRecords> {
  const scope = projectIds?.length ? [...(await leasesFiledIn(db, workspaceId, projectIds))] : null;
  const empty: PortfolioRecords = { properties: new Map(), units: new Map(), tenants: new Map(), leases: new Map() };
  if (scope && scope.length === 0) return empty;

  const leaseRows = await db
    .select({
      id: leases.id,
      propertyId: leases.propertyId,
      unitId: leases.unitId,
      status: leases.status,
      startDate: leases.startDate,
      endDate: leases.endDate,
      monthlyRentCents: leases.monthlyRentCents,
      depositCents: leases.depositCents,
    })
    .from(leases)
    .where(and(eq(leases.workspaceId, workspaceId), scope ? inArray(leases.id, scope) : undefined));
  // No leases and no units: nothing to answer from (most workspaces that only hold documents); stop here.
  if (leaseRows.length === 0) {
    if (scope) return empty;
    const [anyUnit] = await db.select({ id: units.id }).from(units).where(eq(units.workspaceId, workspaceId)).limit(1);
    if (!anyUnit) return empty;
  }
  const propertyScope = scope ? [...new Set(leaseRows.map((l) => l.propertyId))] : null;
  const [propertyRows, unitRows, tenantLinks] = await Promise.all([
    propertyScope?.length === 0
      ? []
      : db
          .select({ id: properties.id, name: properties.name, address: properties.address, type: properties.type })
          .from(properties)
          .where(and(eq(properties.workspaceId, workspaceId), propertyScope ? inArray(properties.id, propertyScope) : undefined)),
    propertyScope?.length === 0
      ? []
      : db
          .select({ id: units.id, propertyId: units.propertyId, label: units.label, status: units.status })
          .from(units)
          .where(and(eq(units.workspaceId, workspaceId), propertyScope ? inArray(units.propertyId, propertyScope) : undefined)),
    db
      .select({ leaseId: leaseTenants.leaseId, tenantId: leaseTenants.tenantId, name: tenants.name })
      .from(leaseTenants)
      .innerJoin(tenants, eq(tenants.id, leaseTenants.tenantId))
      .where(and(eq(leaseTenants.workspaceId, workspaceId), eq(tenants.workspaceId, workspaceId), scope ? inArray(leaseTenants.leaseId, scope) : undefined)),
  ]);
  const records: PortfolioRecords = {
    properties: new Map(propertyRows.map((p) => [p.id, p])),
    units: new Map(unitRows.map((u) => [u.id, u])),
    tenants: new Map(),
    leases: new Map(leaseRows.map((l) => [l.id, { ...l, tenantIds: [] }])),
  };
  for (const t of tenantLinks) {
    records.tenants.set(t.tenantId, { id: t.tenantId, name: t.name });
    records.leases.get(t.leaseId)?.tenantIds.push(t.tenantId);
  }
  return records;
}

/** A lease's terms as of the question's date, with the lease document and amendments they come from. */
export interface LeaseTerms {
  documents: TermsDocument[];
  terms: Map<LeaseTermKey, TermAsOf>;
}

/**
 * The given terms of every lease that has abstracted documents, as of `asOf`, read from `source` (the database or
 * the workspace's terms snapshot). `into` adds them to terms read before (a second read for the terms the question
 * turned out to need).
 */
export async function loadLeaseTerms(
  source: TermsSource,
  asOf: string,
  keys: LeaseTermKey[],
  leaseIds: string[] | undefined,
  into: Map<string, LeaseTerms> = new Map(),
): Promise<Map<string, LeaseTerms>> {
  if (keys.length === 0) return into;
  const read = keys.includes('monthly_rent') && !keys.includes('rent_schedule') ? [...keys, 'rent_schedule' as const] : keys;
  const byLease = await source(leaseIds, read);
  for (const [leaseId, docs] of byLease) {
    const known = into.get(leaseId);
    // The same documents as the first read, with these terms added to each.
    const merged = known ? known.documents.map((d) => ({ ...d, terms: { ...d.terms, ...docs.find((x) => x.documentId === d.documentId)?.terms } })) : docs;
    const terms = new Map(known?.terms ?? []);
    for (const t of termsAsOf(merged, asOf, read)) terms.set(t.key, t);
    into.set(leaseId, { documents: merged, terms });
  }
  return into;
}

/** The documents a citation names: the version whose text the evidence offsets refer to, and the project. */
export async function citedDocuments(db: Database, workspaceId: string, documentIds: string[]) {
  if (documentIds.length === 0) return new Map<string, { title: string; projectId: string; versionId: string | null }>();
  const rows = await db
    .select({
      id: documents.id,
      title: documents.title,
      projectId: documents.projectId,
      currentVersionId: documents.currentVersionId,
      abstractedVersionId: leaseAbstractions.versionId,
    })
    .from(documents)
    .leftJoin(leaseAbstractions, and(eq(leaseAbstractions.documentId, documents.id), eq(leaseAbstractions.workspaceId, workspaceId)))
    .where(and(eq(documents.workspaceId, workspaceId), inArray(documents.id, documentIds)));
  return new Map(rows.map((r) => [r.id, { title: r.title, projectId: r.projectId, versionId: r.abstractedVersionId ?? r.currentVersionId }]));
}
