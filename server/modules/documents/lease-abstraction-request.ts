import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LEASE_ABSTRACTION_EVENT, type LeaseAbstractionEvent } from '../../../common/lease-abstraction.js';
import type { Database } from '../../db/client.js';
import { leaseAbstractions } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { enqueue } from '../../lib/queue/enqueue.js';

/**
 * The lease abstraction job as documents and ingest request it (name, payload, attempts). The leases module runs
 * it (server/modules/leases/abstract.job.ts spreads this in), so neither documents nor ingest imports leases.
 */
export const leaseAbstractionRequest = {
  name: 'leases.abstract',
  payload: z.object({ documentId: z.string().uuid() }),
  maxAttempts: 3,
  priority: 0,
};

/**
 * Marks the document's abstraction queued (creating it) and queues the job, in the caller's transaction when one
 * is given, so a screen never sees a processed lease with neither an abstraction nor a job on its way. One job per
 * document at a time (dedupe key); a document deleted meanwhile takes its job with it (jobs.document_id).
 */
export async function requestLeaseAbstraction(db: Pick<Database, 'insert' | 'select'>, workspaceId: string, documentId: string) {
  await db
    .insert(leaseAbstractions)
    .values({ workspaceId, documentId, status: 'queued' })
    .onConflictDoUpdate({ target: leaseAbstractions.documentId, set: { status: 'queued', updatedAt: sql`now()` } });
  await enqueue(db, leaseAbstractionRequest, { documentId }, { workspaceId, documentId, dedupeKey: `lease-abstract:${documentId}` });
}

/** Tells open screens that a document's abstraction changed (the document page, the lease page, lists). */
export async function publishAbstractionStatus(deps: Pick<AppDeps, 'events' | 'logger'>, workspaceId: string, data: LeaseAbstractionEvent) {
  // Live status is a convenience: a failed notify must never fail the job or the request.
  await deps.events
    .publish({ type: LEASE_ABSTRACTION_EVENT, workspaceId, data: { ...data } })
    .catch((err) => deps.logger.warn({ err }, 'lease abstraction event not published'));
}
