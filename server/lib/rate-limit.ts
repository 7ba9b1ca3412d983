import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimit } from '../db/schema/index.js';
import { AppError } from './errors.js';

/**
 * A fixed-window request limit shared by every process (decision 0004: nothing that must be shared lives in
 * process memory), for public endpoints outside better-auth. It keeps its counters in better-auth's
 * `rate_limit` table under keys of its own (`<scope>:…`, never an address followed by a path as better-auth's
 * are), where `last_request` holds the start of the current window. One upsert per request: the count goes up
 * in the current window or starts again at 1 in a new one, atomically, so concurrent requests cannot all slip
 * under the limit.
 */
export async function hitRateLimit(db: Database, key: string, limit: { max: number; windowSeconds: number }, now = Date.now()) {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: windowStart })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} = excluded.last_request then ${rateLimit.count} + 1 else 1 end`,
        lastRequest: sql`excluded.last_request`,
      },
    })
    .returning({ count: rateLimit.count });
  const count = row?.count ?? 1;
  return { allowed: count <= limit.max, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}

/** hitRateLimit that throws 429 `rate_limited` (with Retry-After) once the window's limit is passed. */
export async function enforceRateLimit(db: Database, key: string, limit: { max: number; windowSeconds: number }, message = 'Too many requests') {
  const { allowed, retryAfterSeconds } = await hitRateLimit(db, key, limit);
  if (!allowed) throw new AppError('rate_limited', `${message}; try again in ${retryAfterSeconds} s`, { retryAfterSeconds });
}
