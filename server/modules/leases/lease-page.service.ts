/** The lease page: the lease record with its property, unit and tenants, its documents, and its terms as of a date. */
import { and, asc, eq } from 'drizzle-orm';
import type { LeasePage } from '../../../common/api/leases.js';
import type { TermAsOf } from '../../../common/lease-terms.js';
import type { Database } from '../../db/client.js';
import { documents, leaseAbstractions, leaseAbstractionTerms, leases, leaseTenants, properties, tenants, units } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { needsReview, termKeysOf } from './abstraction-view.js';
import { valueInUse } from './lease-terms.service.js';
import { leaseLabel } from './lease-summaries.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function leasePage(db: Database, workspaceId: string, leaseId: string): Promise<LeasePage> {
  if (!uuidPattern.test(leaseId)) throw notFound('Lease');
  const [row] = await db
    .select({ lease: leases, property: properties, unit: units })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(units, eq(units.id, leases.unitId))
    .where(and(eq(leases.id, leaseId), eq(leases.workspaceId, workspaceId)));
  if (!row) throw notFound('Lease');
  const people = await db
    .select({ id: tenants.id, name: tenants.name, kind: tenants.kind })
    .from(leaseTenants)
    .innerJoin(tenants, eq(tenants.id, leaseTenants.tenantId))
    .where(and(eq(leaseTenants.workspaceId, workspaceId), eq(leaseTenants.leaseId, leaseId)))
    .orderBy(asc(tenants.name));
  const abstractions = await db
    .select({ abstraction: leaseAbstractions, title: documents.title, addedAt: documents.createdAt })
    .from(leaseAbstractions)
    .innerJoin(documents, eq(documents.id, leaseAbstractions.documentId))
    .where(and(eq(leaseAbstractions.workspaceId, workspaceId), eq(leaseAbstractions.leaseId, leaseId)))
    .orderBy(asc(documents.createdAt));
  const terms = abstractions.length
    ? await db
        .select()
        .from(leaseAbstractionTerms)
        .innerJoin(leaseAbstractions, eq(leaseAbstractions.id, leaseAbstractionTerms.abstractionId))
        .where(and(eq(leaseAbstractionTerms.workspaceId, workspaceId), eq(leaseAbstractions.leaseId, leaseId)))
    : [];
  const docs = abstractions.map(({ abstraction: a, title, addedAt }) => {
    const own = terms.filter((t) => t.lease_abstraction_terms.abstractionId === a.id).map((t) => t.lease_abstraction_terms);
    const effective = own.find((t) => t.key === 'effective_date');
    const effectiveValue = effective ? valueInUse(effective) : null;
    const byKey = new Map(own.map((t) => [t.key, t]));
    return {
      documentId: a.documentId,
      title,
      kind: a.kind,
      status: a.status,
      leaseLink: a.leaseLink,
      effectiveDate: a.kind === 'amendment' && typeof effectiveValue === 'string' ? effectiveValue : null,
      toReview: a.extractorVersion ? termKeysOf(a.kind).filter((k) => needsReview(a.kind, k, byKey.get(k))).length : 0,
      addedAt: addedAt.toISOString(),
    };
  });
  // The lease document first, then amendments by when they take effect.
  docs.sort((x, y) => (x.kind === y.kind ? (x.effectiveDate ?? x.addedAt).localeCompare(y.effectiveDate ?? y.addedAt) : x.kind === 'lease' ? -1 : 1));
  const { lease, property, unit } = row;
  return {
    lease: {
      id: lease.id,
      label: leaseLabel(
        property.name,
        unit?.label ?? null,
        people.map((p) => p.name),
      ),
      status: lease.status,
      startDate: lease.startDate,
      endDate: lease.endDate,
      monthlyRentCents: lease.monthlyRentCents,
      depositCents: lease.depositCents,
      property: { id: property.id, name: property.name, address: property.address, type: property.type },
      unit: unit ? { id: unit.id, label: unit.label } : null,
      tenants: people,
    },
    documents: docs,
  };
}

/** TermAsOf as both APIs serve it (the title and evidence included). */
export const termAsOfDto = (t: TermAsOf) => ({ ...t, value: t.value ?? null, history: t.history.map((h) => ({ ...h, value: h.value ?? null })) });
