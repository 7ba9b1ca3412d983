/** What a source of Items Needing Attention receives and returns (attention.ts merges them). */
import type { AttentionItem, AttentionPriority } from '../../../common/api/dashboard.js';
import type { Database } from '../../db/client.js';
import type { PortfolioSnapshot } from '../leases/portfolio-snapshot.js';

export interface AttentionContext {
  db: Database;
  workspaceId: string;
  /** YYYY-MM-DD (UTC). */
  today: string;
  /** At most this many items per source (its most pressing). */
  limit: number;
  /** The workspace's portfolio snapshot, read once for every source of one request. */
  snapshot?: PortfolioSnapshot;
}

/** One kind of item: the first `limit` of them, and how many there are. */
export type AttentionSource = (ctx: AttentionContext) => Promise<{ items: AttentionItem[]; total: number }>;

const rank: Record<AttentionPriority, number> = { urgent: 0, high: 1, medium: 2 };

/** Most pressing first: by priority, then the earliest date, then the id (a total order, so every source agrees). */
export function attentionOrder(a: Pick<AttentionItem, 'priority' | 'date' | 'id'>, b: Pick<AttentionItem, 'priority' | 'date' | 'id'>): number {
  return rank[a.priority] - rank[b.priority] || (a.date ?? '9999').localeCompare(b.date ?? '9999') || a.id.localeCompare(b.id);
}
