/**
 * What keeps the portfolio in step with abstractions: after a lease is abstracted or corrected its record is
 * filled and waiting amendments are linked to it; after an amendment is abstracted, corrected or linked, the
 * records of the leases it changes (before and after) are refreshed with their terms as of today.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { leaseAbstractions } from '../../db/schema/index.js';
import { todayUtc } from './dates.js';
import { applyAmendmentsToRecord, fillLeaseRecord } from './lease-record.js';
import { linkWaitingAmendments, suggestLeaseFor } from './lease-links.js';

/** A lease record after its amendments changed: filled again from its lease document, or from the amendments. */
export async function refreshLease(db: Database, workspaceId: string, leaseId: string, today = todayUtc()) {
  const [own] = await db
    .select({ id: leaseAbstractions.id })
    .from(leaseAbstractions)
    .where(and(eq(leaseAbstractions.workspaceId, workspaceId), eq(leaseAbstractions.leaseId, leaseId), eq(leaseAbstractions.kind, 'lease')))
    .limit(1);
  if (own) await fillLeaseRecord(db, workspaceId, own.id, today);
  else await applyAmendmentsToRecord(db, workspaceId, leaseId, today);
}

/** After a lease document was abstracted or corrected. */
export async function afterLeaseChanged(db: Database, workspaceId: string, abstractionId: string, today = todayUtc()) {
  const { leaseId } = await fillLeaseRecord(db, workspaceId, abstractionId, today);
  if (!leaseId) return;
  const { linked, losers } = await linkWaitingAmendments(db, workspaceId, leaseId);
  // Newly linked amendments change the terms as of today (an extension's end date, a new rent).
  if (linked) await fillLeaseRecord(db, workspaceId, abstractionId, today);
  for (const lost of losers) await refreshLease(db, workspaceId, lost, today);
}

/** After an amendment was abstracted or corrected: its suggestion is made again (unless a person chose). */
export async function afterAmendmentChanged(db: Database, workspaceId: string, abstractionId: string, today = todayUtc()) {
  const { before, after } = await suggestLeaseFor(db, workspaceId, abstractionId);
  for (const leaseId of new Set([before, after])) if (leaseId) await refreshLease(db, workspaceId, leaseId, today);
}
