/** What a source of Items Needing Attention receives and returns (attention.ts merges them). */
import type { AttentionItem } from '../../../common/api/dashboard.js';
import type { Database } from '../../db/client.js';

export interface AttentionContext {
  db: Database;
  workspaceId: string;
  /** YYYY-MM-DD (UTC). */
  today: string;
  /** At most this many items per source (its most pressing). */
  limit: number;
}

/** One kind of item: the first `limit` of them, and how many there are. */
export type AttentionSource = (ctx: AttentionContext) => Promise<{ items: AttentionItem[]; total: number }>;
