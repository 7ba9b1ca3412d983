/**
 * Items Needing Attention on the dashboard (issue 10): each source lists the real items of one kind with a
 * priority and the screen where it is handled; the list is their merge, most pressing first. A new kind of item
 * (work orders, when they exist) is one more function in `attentionSources`.
 */
import type { AttentionPriority } from '../../../common/api/dashboard.js';
import type { Database } from '../../db/client.js';
import type { AttentionSource } from './attention-types.js';
export type { AttentionContext, AttentionSource } from './attention-types.js';
import { abstractionsAwaitingReview, endedLeasesWithoutRenewal, failedAbstractions, failedDocuments } from './attention-sources.js';
import { deadlinesInLeadTime } from './deadline-source.js';

export const attentionSources: AttentionSource[] = [
  deadlinesInLeadTime,
  endedLeasesWithoutRenewal,
  failedDocuments,
  failedAbstractions,
  abstractionsAwaitingReview,
];

const rank: Record<AttentionPriority, number> = { urgent: 0, high: 1, medium: 2 };

/** The most pressing items of every source: by priority, then the earliest date first. */
export async function listAttention(db: Database, workspaceId: string, today: string, limit = 20, sources = attentionSources) {
  const results = await Promise.all(sources.map((source) => source({ db, workspaceId, today, limit })));
  const items = results
    .flatMap((r) => r.items)
    .sort((a, b) => rank[a.priority] - rank[b.priority] || (a.date ?? '9999').localeCompare(b.date ?? '9999') || a.id.localeCompare(b.id))
    .slice(0, limit);
  return { items, total: results.reduce((n, r) => n + r.total, 0) };
}
