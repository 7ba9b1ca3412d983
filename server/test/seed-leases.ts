/**
 * Plants portfolio records and abstracted leases straight into the database, for tests of what reads lease terms
 * (portfolio questions, the dashboard) without running the abstraction job: an indexed document, a
 * lease_abstractions row (ready) and its terms written by saveExtractedTerms, each with the passage it quotes.
 */
import { eq } from 'drizzle-orm';
import type { LeaseTermKey } from '../../common/lease-terms.js';
import type { Database } from '../db/client.js';
import { leaseAbstractions, leases, leaseTenants, properties, tenants, units } from '../db/schema/index.js';
import type { Embedder } from '../lib/embeddings/embedder.js';
import { canonicalText } from '../modules/ingest/chunker.js';
import { saveExtractedTerms } from '../modules/leases/lease-terms.service.js';
import { plantIndexedDocument } from './seed-documents.js';

export async function plantProperty(
  db: Database,
  workspaceId: string,
  name: string,
  address: string | null = null,
  type: 'residential' | 'commercial' | 'mixed' = 'residential',
) {
  const [p] = await db.insert(properties).values({ workspaceId, name, address, type }).returning({ id: properties.id });
  return p!.id;
}

export async function plantUnit(
  db: Database,
  workspaceId: string,
  propertyId: string,
  label: string,
  status: 'vacant' | 'occupied' | 'unavailable' = 'vacant',
) {
  const [u] = await db.insert(units).values({ workspaceId, propertyId, label, status }).returning({ id: units.id });
  return u!.id;
}

export async function plantTenant(db: Database, workspaceId: string, name: string) {
  const [t] = await db.insert(tenants).values({ workspaceId, name }).returning({ id: tenants.id });
  return t!.id;
}

export interface PlantedLease {
  propertyId: string;
  unitId?: string | null;
  tenantIds?: string[];
  startDate: string;
  endDate?: string | null;
  monthlyRentCents?: number | null;
  status?: 'draft' | 'active' | 'expired' | 'terminated';
}

export async function plantLeaseRecord(db: Database, workspaceId: string, lease: PlantedLease) {
  const [row] = await db
    .insert(leases)
    .values({
      workspaceId,
      propertyId: lease.propertyId,
      unitId: lease.unitId ?? null,
      startDate: lease.startDate,
      endDate: lease.endDate ?? null,
      monthlyRentCents: lease.monthlyRentCents ?? null,
      status: lease.status ?? 'active',
    })
    .returning({ id: leases.id });
  for (const tenantId of lease.tenantIds ?? []) await db.insert(leaseTenants).values({ workspaceId, leaseId: row!.id, tenantId });
  return row!.id;
}

/** A term's value and the words of the document that state it (found in the pages to give page and offsets). */
export type PlantedTerms = Partial<Record<LeaseTermKey, [value: unknown, quote?: string]>>;

/**
 * An indexed document read as a lease or an amendment of `leaseId`, with its terms. Each quote must occur in the
 * pages; its page and span in the canonical text become the term's evidence.
 */
export async function plantAbstraction(
  db: Database,
  embedder: Embedder,
  target: { workspaceId: string; projectId: string; leaseId: string },
  document: { title: string; pages: string[]; kind?: 'lease' | 'amendment'; createdAt?: Date; status?: 'ready' | 'failed' | 'queued'; reviewed?: boolean },
  terms: PlantedTerms,
) {
  const doc = await plantIndexedDocument(db, embedder, target, document.title, document.pages, { type: 'lease', createdAt: document.createdAt });
  const { text, pageOffsets } = canonicalText(document.pages);
  const [abstraction] = await db
    .insert(leaseAbstractions)
    .values({
      workspaceId: target.workspaceId,
      documentId: doc.documentId,
      versionId: doc.versionId,
      kind: document.kind ?? 'lease',
      leaseId: target.leaseId,
      leaseLink: 'confirmed',
      status: document.status ?? 'ready',
      // Written by an extractor: the terms service reads only abstractions that were read at least once.
      extractorVersion: document.status === 'failed' || document.status === 'queued' ? null : 'test',
      reviewedAt: document.reviewed ? new Date() : null,
    })
    .returning({ id: leaseAbstractions.id });
  await saveExtractedTerms(
    db,
    target.workspaceId,
    abstraction!.id,
    Object.entries(terms).map(([key, [value, quote]]) => {
      const at = quote ? text.indexOf(quote) : -1;
      if (quote && at < 0) throw new Error(`quote not in the pages: ${quote}`);
      const page = at < 0 ? 0 : pageOffsets.filter((o) => o <= at).length;
      return {
        key: key as LeaseTermKey,
        value: value as never,
        evidence: at < 0 ? null : { page, quote: quote!, charStart: at, charEnd: at + quote!.length },
        confidence: 0.9,
      };
    }),
  );
  return { ...doc, abstractionId: abstraction!.id };
}

/** Marks an abstraction reviewed (or not). */
export async function setReviewed(db: Database, abstractionId: string, reviewed: boolean) {
  await db
    .update(leaseAbstractions)
    .set({ reviewedAt: reviewed ? new Date() : null })
    .where(eq(leaseAbstractions.id, abstractionId));
}
