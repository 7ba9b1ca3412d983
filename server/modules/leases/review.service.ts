/**
 * The review form's actions. A correction keeps what was extracted beside the person's value and adds a row to
 * the term's history (who, when, from what to what); the value in use then flows into the lease record and the
 * amendment links. Accepting confirms the value shown without changing it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Abstraction, DocumentAbstraction } from '../../../common/api/leases.js';
import { leaseTermSchemas, parseTermValue, type LeaseTermKey } from '../../../common/lease-terms.js';
import type { Database } from '../../db/client.js';
import { leaseAbstractions, leaseAbstractionTerms, leaseTermCorrections } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { publishAbstractionStatus, requestLeaseAbstraction } from '../documents/lease-abstraction-request.js';
import { abstractionDto, documentAbstraction, findAbstraction, termKeysOf } from './abstraction-view.js';
import { valueInUse } from './lease-terms.service.js';
import { chooseLease } from './lease-links.js';
import { afterAmendmentChanged, afterLeaseChanged, refreshLease } from './portfolio-fill.js';

type ReviewDeps = Pick<AppDeps, 'db' | 'events' | 'logger'>;

/** The abstraction of the document, read at least once (its terms exist); else 404 or 409 saying why. */
async function reviewable(db: Database, workspaceId: string, documentId: string) {
  const { row } = await findAbstraction(db, workspaceId, documentId);
  if (!row) throw new AppError('not_found', 'This document has no lease abstraction');
  if (!row.extractorVersion) throw new AppError('conflict', 'This document is still being abstracted; review it once its terms are ready');
  return row;
}

/** Why a value cannot be a term's, naming the field the form shows it under (`value`, `value.grace_days`). */
function checkedValue(key: LeaseTermKey, value: unknown) {
  const parsed = parseTermValue(key, value);
  if (parsed.ok) return parsed.value;
  const path = leaseTermSchemas[key].safeParse(value).error?.issues[0]?.path ?? [];
  throw new AppError('invalid_input', parsed.message, { field: ['value', ...path.map(String)].join('.') });
}

async function afterChange(deps: ReviewDeps, workspaceId: string, row: { id: string; documentId: string; kind: 'lease' | 'amendment' }) {
  if (row.kind === 'lease') await afterLeaseChanged(deps.db, workspaceId, row.id);
  else await afterAmendmentChanged(deps.db, workspaceId, row.id);
  const [now] = await deps.db.select().from(leaseAbstractions).where(eq(leaseAbstractions.id, row.id));
  await publishAbstractionStatus(deps, workspaceId, { documentId: row.documentId, status: now!.status, leaseId: now!.leaseId });
  return abstractionDto(deps.db, workspaceId, now!);
}

/** Sets a term's value (null: "not stated"). The extracted value stays; the history records the change. */
export async function correctTerm(
  deps: ReviewDeps,
  workspaceId: string,
  userId: string,
  documentId: string,
  key: LeaseTermKey,
  value: unknown,
): Promise<Abstraction> {
  const row = await reviewable(deps.db, workspaceId, documentId);
  if (!termKeysOf(row.kind).includes(key)) throw new AppError('invalid_input', 'A lease has no effective date; only an amendment does', { field: 'key' });
  const corrected = checkedValue(key, value);
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(leaseAbstractionTerms)
      .where(and(eq(leaseAbstractionTerms.abstractionId, row.id), eq(leaseAbstractionTerms.key, key)))
      .for('update');
    const now = new Date();
    const person = { correctedValue: corrected, corrected: true, correctedBy: userId, correctedAt: now, acceptedBy: userId, acceptedAt: now };
    await tx
      .insert(leaseAbstractionTerms)
      .values({ abstractionId: row.id, workspaceId, key, extractedValue: null, confidence: 0, ...person })
      .onConflictDoUpdate({ target: [leaseAbstractionTerms.abstractionId, leaseAbstractionTerms.key], set: person });
    await tx.insert(leaseTermCorrections).values({
      workspaceId,
      abstractionId: row.id,
      key,
      previousValue: existing ? valueInUse(existing) : null,
      value: corrected,
      userId,
      createdAt: now,
    });
    await markReviewedWhenDone(tx as unknown as Database, row, userId);
  });
  return afterChange(deps, workspaceId, row);
}

/** Confirms the value shown (extracted or corrected). */
export async function acceptTerm(deps: ReviewDeps, workspaceId: string, userId: string, documentId: string, key: LeaseTermKey): Promise<Abstraction> {
  const row = await reviewable(deps.db, workspaceId, documentId);
  if (!termKeysOf(row.kind).includes(key)) throw new AppError('invalid_input', 'A lease has no effective date; only an amendment does', { field: 'key' });
  await deps.db
    .insert(leaseAbstractionTerms)
    .values({ abstractionId: row.id, workspaceId, key, extractedValue: null, confidence: 0, acceptedBy: userId, acceptedAt: new Date() })
    .onConflictDoUpdate({ target: [leaseAbstractionTerms.abstractionId, leaseAbstractionTerms.key], set: { acceptedBy: userId, acceptedAt: new Date() } });
  await markReviewedWhenDone(deps.db, row, userId);
  const [now] = await deps.db.select().from(leaseAbstractions).where(eq(leaseAbstractions.id, row.id));
  await publishAbstractionStatus(deps, workspaceId, { documentId, status: now!.status, leaseId: now!.leaseId });
  return abstractionDto(deps.db, workspaceId, now!);
}

/** Accepts every term nobody has accepted or corrected yet. */
export async function acceptAll(deps: ReviewDeps, workspaceId: string, userId: string, documentId: string): Promise<Abstraction> {
  const row = await reviewable(deps.db, workspaceId, documentId);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    for (const key of termKeysOf(row.kind))
      await tx
        .insert(leaseAbstractionTerms)
        .values({ abstractionId: row.id, workspaceId, key, extractedValue: null, confidence: 0, acceptedBy: userId, acceptedAt: now })
        .onConflictDoNothing();
    await tx
      .update(leaseAbstractionTerms)
      .set({ acceptedBy: userId, acceptedAt: now })
      .where(and(eq(leaseAbstractionTerms.abstractionId, row.id), isNull(leaseAbstractionTerms.acceptedAt), eq(leaseAbstractionTerms.corrected, false)));
    await tx.update(leaseAbstractions).set({ reviewedAt: now, reviewedBy: userId, updatedAt: now }).where(eq(leaseAbstractions.id, row.id));
  });
  const [after] = await deps.db.select().from(leaseAbstractions).where(eq(leaseAbstractions.id, row.id));
  await publishAbstractionStatus(deps, workspaceId, { documentId, status: after!.status, leaseId: after!.leaseId });
  return abstractionDto(deps.db, workspaceId, after!);
}

/** Once every term is accepted or corrected, the abstraction counts as reviewed (the dashboard's "waiting for review"). */
async function markReviewedWhenDone(db: Database, row: { id: string; kind: 'lease' | 'amendment' }, userId: string) {
  const [open] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(leaseAbstractionTerms)
    .where(and(eq(leaseAbstractionTerms.abstractionId, row.id), isNull(leaseAbstractionTerms.acceptedAt), eq(leaseAbstractionTerms.corrected, false)));
  const [all] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(leaseAbstractionTerms)
    .where(eq(leaseAbstractionTerms.abstractionId, row.id));
  if ((open?.n ?? 0) === 0 && (all?.n ?? 0) >= termKeysOf(row.kind).length)
    await db.update(leaseAbstractions).set({ reviewedAt: new Date(), reviewedBy: userId }).where(eq(leaseAbstractions.id, row.id));
}

/** Reads the document again (its corrections stay). A document that is not a lease must be marked as one first. */
export async function rerun(deps: ReviewDeps, workspaceId: string, documentId: string): Promise<DocumentAbstraction> {
  const { doc, row } = await findAbstraction(deps.db, workspaceId, documentId);
  if (!row && doc.type !== 'lease') throw new AppError('conflict', 'Mark this document as a lease first; then it is abstracted');
  if (doc.status === 'failed')
    throw new AppError('conflict', 'This document could not be read, so it cannot be abstracted. Upload a readable copy as a new version.');
  if (doc.status !== 'processed') throw new AppError('conflict', 'This document is still being read; it is abstracted as soon as that finishes');
  await deps.db.transaction((tx) => requestLeaseAbstraction(tx, workspaceId, documentId));
  await publishAbstractionStatus(deps, workspaceId, { documentId, status: 'queued', leaseId: row?.leaseId ?? null });
  return documentAbstraction(deps.db, workspaceId, documentId);
}

/** An amendment's lease, chosen by a person (or none); both leases' records follow. */
export async function setAmendmentLease(deps: ReviewDeps, workspaceId: string, documentId: string, leaseId: string | null): Promise<Abstraction> {
  const row = await reviewable(deps.db, workspaceId, documentId);
  const { before, after } = await chooseLease(deps.db, workspaceId, documentId, leaseId);
  for (const id of new Set([before, after])) if (id) await refreshLease(deps.db, workspaceId, id);
  const [now] = await deps.db.select().from(leaseAbstractions).where(eq(leaseAbstractions.id, row.id));
  await publishAbstractionStatus(deps, workspaceId, { documentId, status: now!.status, leaseId: now!.leaseId });
  return abstractionDto(deps.db, workspaceId, now!);
}
