import { boolean, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb.js';
import { organization } from './auth.js';

/**
 * One row per question or search asked in a workspace. The usage meter counts this month's rows; the next
 * issue (search and answers) writes them. Project, user and API key ids stay loose text so deleting a project
 * or key keeps the workspace's history and its usage count honest.
 */
export const queryLog = pgTable(
  'query_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    projectId: text('project_id'),
    userId: text('user_id'),
    apiKeyId: text('api_key_id'),
    question: text('question').notNull(),
    answer: text('answer'),
    citations: jsonb('citations').$type<unknown[]>().notNull().default([]),
    responseMs: integer('response_ms').notNull(),
    resultCount: integer('result_count').notNull(),
    bestScore: real('best_score'),
    answered: boolean('answered').notNull(),
    /** Which path answered a question: 'records' (portfolio records) or 'documents'; null for a search. */
    route: text('route', { enum: ['records', 'documents'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('query_log_workspace_created_idx').on(t.workspaceId, t.createdAt)],
);
