/**
 * Amendments and the leases they change. An amendment's references are scored against the workspace's leases
 * (lease-matching.ts) and the best one is suggested; a lease that arrives later (or whose terms a person corrects)
 * takes over every waiting amendment that matches it better, so a stack of leases and amendments uploaded in any
 * order ends up linked. A person's choice (confirmed, or confirmed as unlinked) is never changed by matching.
 */
import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documents, leaseAbstractions, leaseAbstractionTerms, leases, leaseTenants, properties, tenants, units } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { LeaseReferences } from './extract/types.js';
import { termsDocumentOf } from './abstraction-terms.js';
import { bestLease, MIN_LINK_SCORE, referenceScore, type AmendmentReferences, type LeaseCandidate } from './lease-matching.js';
import { valueInUse } from './lease-terms.service.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The workspace's leases (or some of them) as matching sees them. */
export async function leaseCandidates(db: Database, workspaceId: string, leaseIds?: string[]): Promise<LeaseCandidate[]> {
  if (leaseIds && !leaseIds.length) return [];
  const rows = await db
    .select({
      id: leases.id,
      startDate: leases.startDate,
      endDate: leases.endDate,
      propertyName: properties.name,
      propertyAddress: properties.address,
      unit: units.label,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(units, eq(units.id, leases.unitId))
    .where(and(eq(leases.workspaceId, workspaceId), leaseIds ? inArray(leases.id, leaseIds) : undefined));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const names = await db
    .select({ leaseId: leaseTenants.leaseId, name: tenants.name })
    .from(leaseTenants)
    .innerJoin(tenants, eq(tenants.id, leaseTenants.tenantId))
    .where(and(eq(leaseTenants.workspaceId, workspaceId), inArray(leaseTenants.leaseId, ids)));
  // The landlord and commencement a lease document states, for leases that one fills.
  const stated = await db
    .select({ leaseId: leaseAbstractions.leaseId, term: leaseAbstractionTerms })
    .from(leaseAbstractionTerms)
    .innerJoin(leaseAbstractions, eq(leaseAbstractions.id, leaseAbstractionTerms.abstractionId))
    .where(
      and(
        eq(leaseAbstractionTerms.workspaceId, workspaceId),
        eq(leaseAbstractions.kind, 'lease'),
        inArray(leaseAbstractions.leaseId, ids),
        inArray(leaseAbstractionTerms.key, ['landlord', 'commencement_date']),
      ),
    );
  const tenantsOf = new Map<string, string[]>();
  for (const n of names) tenantsOf.set(n.leaseId, [...(tenantsOf.get(n.leaseId) ?? []), n.name]);
  const termOf = (leaseId: string, key: string) => {
    const found = stated.find((s) => s.leaseId === leaseId && s.term.key === key);
    const value = found ? valueInUse(found.term) : null;
    return typeof value === 'string' ? value : null;
  };
  return rows.map((r) => ({
    id: r.id,
    startDate: r.startDate,
    endDate: r.endDate,
    places: [r.propertyAddress, r.propertyName].filter((p): p is string => !!p),
    unit: r.unit,
    tenants: tenantsOf.get(r.id) ?? [],
    landlord: termOf(r.id, 'landlord'),
    commencement: termOf(r.id, 'commencement_date'),
  }));
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

/**
 * What identifies an amendment's lease: the parties and premises it refers to, else the values it states. An
 * amendment's stated tenants are who the tenant becomes (an assignment's assignee), while the lease record may
 * still name the assignor, or already the assignee once an earlier assignment applies: both count.
 */
export function amendmentReferences(stored: unknown, terms: Record<string, { value: unknown } | undefined>): AmendmentReferences {
  const refs = (stored ?? {}) as Partial<LeaseReferences>;
  const tenantsTerm = terms.tenants?.value;
  const stated = Array.isArray(tenantsTerm) ? tenantsTerm.filter((t): t is string => typeof t === 'string' && t.trim() !== '') : [];
  return {
    landlord: refs.landlord ?? str(terms.landlord?.value),
    tenants: [...new Set([...(refs.tenants ?? []), ...stated])],
    premisesAddress: refs.premisesAddress ?? str(terms.premises_address?.value),
    unit: refs.unit ?? str(terms.unit?.value),
    leaseDate: refs.leaseDate ?? null,
    effectiveDate: str(terms.effective_date?.value),
  };
}

const NO_MATCH =
  "No lease in this workspace matches this amendment's parties and premises yet. It is linked when its lease is uploaded, or choose the lease it changes.";

/** Points an amendment (and its document) at a lease, or at none (saying why when matching found none). */
async function writeLink(
  db: Database | Tx,
  workspaceId: string,
  abstraction: { id: string; documentId: string },
  leaseId: string | null,
  link: 'suggested' | 'confirmed' | null,
) {
  const note = leaseId || link === 'confirmed' ? null : NO_MATCH;
  await db.update(leaseAbstractions).set({ leaseId, leaseLink: link, error: note, updatedAt: new Date() }).where(eq(leaseAbstractions.id, abstraction.id));
  const [record] = leaseId ? await db.select({ propertyId: leases.propertyId, unitId: leases.unitId }).from(leases).where(eq(leases.id, leaseId)) : [];
  await db
    .update(documents)
    .set({ leaseId, propertyId: record?.propertyId ?? null, unitId: record?.unitId ?? null, updatedAt: new Date() })
    .where(and(eq(documents.workspaceId, workspaceId), eq(documents.id, abstraction.documentId)));
}

/**
 * Suggests the lease an amendment changes, unless a person already chose. Returns the lease it was linked to
 * before and after, so the caller can refresh both records.
 */
export async function suggestLeaseFor(db: Database, workspaceId: string, abstractionId: string): Promise<{ before: string | null; after: string | null }> {
  const amendment = await termsDocumentOf(db, workspaceId, abstractionId);
  if (amendment?.kind !== 'amendment') return { before: null, after: null };
  if (amendment.leaseLink === 'confirmed') return { before: amendment.leaseId, after: amendment.leaseId };
  const refs = amendmentReferences(amendment.leaseReferences, amendment.document.terms);
  const best = bestLease(refs, await leaseCandidates(db, workspaceId));
  const after = best?.lease.id ?? null;
  await writeLink(db, workspaceId, amendment, after, after ? 'suggested' : null);
  return { before: amendment.leaseId, after };
}

/**
 * After a lease record was made or changed: every amendment not settled by a person that matches this lease
 * better than its current suggestion (or has none) is suggested for it. Returns the leases that lost an amendment.
 */
export async function linkWaitingAmendments(db: Database, workspaceId: string, leaseId: string): Promise<{ linked: number; losers: string[] }> {
  const [lease] = await leaseCandidates(db, workspaceId, [leaseId]);
  if (!lease) return { linked: 0, losers: [] };
  const waiting = await db
    .select({ id: leaseAbstractions.id })
    .from(leaseAbstractions)
    .where(
      and(
        eq(leaseAbstractions.workspaceId, workspaceId),
        eq(leaseAbstractions.kind, 'amendment'),
        isNotNull(leaseAbstractions.extractorVersion),
        or(isNull(leaseAbstractions.leaseLink), eq(leaseAbstractions.leaseLink, 'suggested')),
      ),
    );
  let linked = 0;
  const losers = new Set<string>();
  for (const { id } of waiting) {
    const amendment = await termsDocumentOf(db, workspaceId, id);
    if (!amendment || amendment.leaseId === leaseId) continue;
    const refs = amendmentReferences(amendment.leaseReferences, amendment.document.terms);
    const here = referenceScore(refs, lease);
    if (!here.strong || here.score < MIN_LINK_SCORE) continue;
    if (amendment.leaseId) {
      const [current] = await leaseCandidates(db, workspaceId, [amendment.leaseId]);
      if (current && referenceScore(refs, current).score >= here.score) continue;
      losers.add(amendment.leaseId);
    }
    await writeLink(db, workspaceId, amendment, leaseId, 'suggested');
    linked++;
  }
  return { linked, losers: [...losers] };
}

/** A person's choice for an amendment: the lease it changes (confirming a suggestion, or another), or none. */
export async function chooseLease(
  db: Database,
  workspaceId: string,
  documentId: string,
  leaseId: string | null,
): Promise<{ before: string | null; after: string | null }> {
  const [amendment] = await db
    .select({ id: leaseAbstractions.id, documentId: leaseAbstractions.documentId, kind: leaseAbstractions.kind, leaseId: leaseAbstractions.leaseId })
    .from(leaseAbstractions)
    .where(and(eq(leaseAbstractions.workspaceId, workspaceId), eq(leaseAbstractions.documentId, documentId)));
  if (!amendment) throw notFound('Abstraction');
  if (amendment.kind !== 'amendment')
    throw new AppError('invalid_input', 'Only an amendment is linked to a lease by hand; a lease fills its own record', { field: 'leaseId' });
  if (leaseId) {
    const [lease] = await db
      .select({ id: leases.id })
      .from(leases)
      .where(and(eq(leases.id, leaseId), eq(leases.workspaceId, workspaceId)));
    if (!lease) throw new AppError('invalid_input', 'No such lease in this workspace', { field: 'leaseId' });
  }
  await writeLink(db, workspaceId, amendment, leaseId, 'confirmed');
  return { before: amendment.leaseId, after: leaseId };
}
