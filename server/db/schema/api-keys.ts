import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { apikey, organization } from './auth.js';

/**
 * Lifetime use of each workspace API key. better-auth's `apikey.request_count` is the rate-limit counter and
 * resets every window, so the total is kept here, incremented in one UPDATE per /api/v1 call (atomic under
 * concurrency). The row goes with its key (cascade) and with its workspace.
 */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    apiKeyId: text('api_key_id')
      .primaryKey()
      .references(() => apikey.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    createdBy: text('created_by'),
    callCount: integer('call_count').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('api_key_usage_workspace_idx').on(t.workspaceId)],
);
