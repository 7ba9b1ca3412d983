/**
 * Writes a planned portfolio (portfolio-plan.ts) into a workspace with drizzle batch inserts, on PGlite or
 * PostgreSQL alike: properties, units, tenants, leases and lease_tenants, then each abstracted document as ingestion
 * and the abstraction job leave it (stored file, document linked to its lease, version, one chunk per page with its
 * full-text vector, lease_abstractions, one lease_abstraction_terms row per term with the passage it quotes).
 * Embeddings are left empty: nothing measured here searches by vector.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import {
  chunks,
  documents,
  documentVersions,
  leaseAbstractions,
  leaseAbstractionTerms,
  leases,
  leaseTenants,
  projects,
  properties,
  storedFiles,
  tenants,
  units,
} from '../../server/db/schema/index.js';
import { canonicalText } from '../../server/modules/ingest/chunker.js';
import type { PlannedDocument, PlannedLease, PortfolioPlan } from './portfolio-plan.js';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 1000;

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/** The document's pages: the sentences stating its terms, half on each page, and where each sentence starts. */
function documentText(d: PlannedDocument) {
  const stated = d.terms.filter((t) => t.quote);
  const half = Math.ceil(stated.length / 2);
  const pages = [stated.slice(0, half), stated.slice(half)].filter((p) => p.length).map((p) => p.map((t) => t.quote).join(' '));
  if (!pages.length) pages.push(d.title);
  const { text, pageOffsets } = canonicalText(pages);
  const evidence = new Map<string, { page: number; quote: string; charStart: number; charEnd: number }>();
  let from = 0;
  for (const t of stated) {
    const at = text.indexOf(t.quote!, from);
    from = at + t.quote!.length;
    evidence.set(t.key, { page: pageOffsets.filter((o) => o <= at).length, quote: t.quote!, charStart: at, charEnd: at + t.quote!.length });
  }
  return { pages, pageOffsets, evidence };
}

export interface SeedCounts {
  properties: number;
  units: number;
  tenants: number;
  leases: number;
  documents: number;
  abstractions: number;
  terms: number;
  chunks: number;
  seconds: number;
}

export async function seedPortfolio(db: Database, ws: { workspaceId: string; userId: string }, plan: PortfolioPlan, log = console.log): Promise<SeedCounts> {
  const started = performance.now();
  const { workspaceId } = ws;
  const projectIds = Array.from({ length: 20 }, () => randomUUID());
  await db.insert(projects).values(projectIds.map((id, i) => ({ id, workspaceId, name: `Portfolio ${String.fromCharCode(65 + i)}`, createdBy: ws.userId })));
  await inBatches(plan.properties, (b) => db.insert(properties).values(b.map((p) => ({ ...p, workspaceId }))));
  await inBatches(plan.units, (b) => db.insert(units).values(b.map((u) => ({ ...u, workspaceId }))));
  await inBatches(plan.tenants, (b) => db.insert(tenants).values(b.map((t) => ({ ...t, workspaceId }))));
  await inBatches(plan.leases, (b) =>
    db.insert(leases).values(
      b.map((l) => ({
        id: l.id,
        workspaceId,
        propertyId: l.propertyId,
        unitId: l.unitId,
        startDate: l.startDate,
        endDate: l.endDate,
        monthlyRentCents: l.monthlyRentCents,
        depositCents: l.depositCents,
        status: l.status,
      })),
    ),
  );
  await inBatches(
    plan.leases.flatMap((l) => l.tenantIds.map((tenantId) => ({ workspaceId, leaseId: l.id, tenantId }))),
    (b) => db.insert(leaseTenants).values(b),
  );
  log(`  records: ${plan.properties.length} properties, ${plan.units.length} units, ${plan.tenants.length} tenants, ${plan.leases.length} leases`);

  const docs = plan.leases.flatMap((lease) => lease.documents.map((d) => ({ lease, d })));
  let termCount = 0;
  let chunkCount = 0;
  for (let i = 0; i < docs.length; i += BATCH / 2) {
    const batch = docs.slice(i, i + BATCH / 2).map(({ lease, d }) => ({ lease, d, fileId: randomUUID(), versionId: randomUUID(), text: documentText(d) }));
    await db.insert(storedFiles).values(
      batch.map((x) => ({
        id: x.fileId,
        workspaceId,
        sha256: randomBytes(32).toString('hex'),
        sizeBytes: 40_000,
        mimeType: 'application/pdf',
        storageKey: randomUUID(),
        createdAt: x.d.createdAt,
      })),
    );
    await db.insert(documents).values(batch.map((x) => documentRow(workspaceId, projectIds, x.lease, x.d, x.versionId)));
    await db
      .insert(documentVersions)
      .values(batch.map((x) => ({ id: x.versionId, workspaceId, documentId: x.d.id, version: 1, fileId: x.fileId, createdAt: x.d.createdAt })));
    const pageRows = batch.flatMap((x) =>
      x.text.pages.map((text, p) => ({
        workspaceId,
        projectId: projectIds[x.d.projectIndex]!,
        documentId: x.d.id,
        versionId: x.versionId,
        chunkIndex: p,
        text,
        pageStart: p + 1,
        pageEnd: p + 1,
        charStart: x.text.pageOffsets[p]!,
        charEnd: x.text.pageOffsets[p]! + text.length,
        tsv: sql`to_tsvector('english', ${text})`,
        createdAt: x.d.createdAt,
      })),
    );
    await db.insert(chunks).values(pageRows);
    chunkCount += pageRows.length;
    await db.insert(leaseAbstractions).values(
      batch.map((x) => ({
        id: x.d.abstractionId,
        workspaceId,
        documentId: x.d.id,
        versionId: x.versionId,
        kind: x.d.kind,
        leaseId: x.lease.id,
        leaseLink: 'confirmed' as const,
        status: x.d.status,
        error: x.d.status === 'failed' ? 'No text could be read from the scan' : null,
        extractorVersion: x.d.status === 'failed' ? null : '1',
        reviewedAt: x.d.reviewed && x.d.status === 'ready' ? new Date(x.d.createdAt.getTime() + 86_400_000) : null,
        reviewedBy: x.d.reviewed && x.d.status === 'ready' ? ws.userId : null,
        createdAt: x.d.createdAt,
        updatedAt: x.d.createdAt,
      })),
    );
    const termRows = batch.flatMap((x) =>
      x.d.terms.map((t) => ({
        abstractionId: x.d.abstractionId,
        workspaceId,
        key: t.key,
        extractedValue: t.value,
        extractedEvidence: x.text.evidence.get(t.key) ?? null,
        confidence: t.value === null ? 0 : 0.9,
        corrected: t.corrected !== undefined,
        correctedValue: t.corrected ?? null,
        correctedBy: t.corrected !== undefined ? ws.userId : null,
        correctedAt: t.corrected !== undefined ? x.d.createdAt : null,
      })),
    );
    await inBatches(termRows, (b) => db.insert(leaseAbstractionTerms).values(b));
    termCount += termRows.length;
    if ((i / (BATCH / 2)) % 4 === 3) log(`  documents: ${Math.min(i + BATCH / 2, docs.length)}/${docs.length}`);
  }

  // A few uploads that failed processing, as Items Needing Attention shows them.
  for (let i = 0; i < plan.failedDocuments; i++)
    await db.insert(documents).values({
      workspaceId,
      projectId: projectIds[i % projectIds.length]!,
      title: `Scanned notice ${i + 1}`,
      fileName: `notice-${i + 1}.pdf`,
      type: 'other',
      status: 'failed',
      error: 'The file is damaged and could not be read',
    });
  // Statistics as autovacuum would have them on a portfolio this size.
  await db.execute(sql`analyze`);
  return {
    properties: plan.properties.length,
    units: plan.units.length,
    tenants: plan.tenants.length,
    leases: plan.leases.length,
    documents: docs.length + plan.failedDocuments,
    abstractions: docs.length,
    terms: termCount,
    chunks: chunkCount,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

function documentRow(workspaceId: string, projectIds: string[], lease: PlannedLease, d: PlannedDocument, versionId: string) {
  return {
    id: d.id,
    workspaceId,
    projectId: projectIds[d.projectIndex]!,
    title: d.title,
    fileName: `${d.title}.pdf`,
    type: 'lease' as const,
    currentVersionId: versionId,
    status: 'processed' as const,
    progress: 100,
    pageCount: 2,
    propertyId: lease.propertyId,
    unitId: lease.unitId,
    leaseId: lease.id,
    createdAt: d.createdAt,
    updatedAt: d.createdAt,
  };
}
