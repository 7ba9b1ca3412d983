import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per component per health check; the status page computes uptime from these. */
export const healthSamples = pgTable(
  'health_samples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    component: text('component').notNull(),
    ok: integer('ok').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('health_component_checked_idx').on(t.component, t.checkedAt)],
);
