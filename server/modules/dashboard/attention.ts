/**
 * Items Needing Attention on the dashboard (issue 10): each source lists the real items of one kind with a
 * priority and the screen where it is handled; the list is their merge, most pressing first. A new kind of item
 * (work orders, when they exist) is one more function in `attentionSources`.
 */
import type { Database } from '../../db/client.js';
import { deepFreeze, portfolioSnapshot, type SnapshotPart, termParts } from '../leases/portfolio-snapshot.js';
import { type AttentionSource, attentionOrder } from './attention-types.js';
export type { AttentionContext, AttentionSource } from './attention-types.js';
import { abstractionsAwaitingReview, endedLeasesWithoutRenewal, failedAbstractions, failedDocuments } from './attention-sources.js';
import { deadlinesInLeadTime } from './deadline-source.js';

/**
 * A source whose items come only from the portfolio's records or terms (and today), worked out once per version of
 * the portfolio (portfolio-snapshot.ts): the dashboard asks on every visit, and they change only with a write.
 */
function heldWhileUnchanged(name: string, parts: SnapshotPart[], source: AttentionSource): AttentionSource {
  return async (ctx) => {
    const snapshot = ctx.snapshot ?? (await portfolioSnapshot(ctx.db, ctx.workspaceId));
    return snapshot.memo(`attention:${name}:${ctx.today}:${ctx.limit}`, parts, async () => deepFreeze(await source(ctx)));
  };
}

export const attentionSources: AttentionSource[] = [
  deadlinesInLeadTime,
  // Amended ends: the records, the abstractions and their expiration and effective dates.
  heldWhileUnchanged('lease-ended', ['records', ...termParts(['expiration_date'])], endedLeasesWithoutRenewal),
  // A document's processing state is not part of the portfolio's version: read each time.
  failedDocuments,
  heldWhileUnchanged('abstraction-failed', ['abstractions', 'states'], failedAbstractions),
  heldWhileUnchanged('abstraction-review', ['abstractions', 'states'], abstractionsAwaitingReview),
];

/** The most pressing items of every source: by priority, then the earliest date first. */
export async function listAttention(db: Database, workspaceId: string, today: string, limit = 20, sources = attentionSources) {
  const snapshot = await portfolioSnapshot(db, workspaceId);
  const results = await Promise.all(sources.map((source) => source({ db, workspaceId, today, limit, snapshot })));
  const items = results
    .flatMap((r) => r.items)
    .sort(attentionOrder)
    .slice(0, limit);
  return { items, total: results.reduce((n, r) => n + r.total, 0) };
}
