import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { apiKeyPermissions, type ApiKeyPermission } from '../../../common/api-keys.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { levelOf } from './api-keys.service.js';

/** The caller of a public API request, resolved from its key. */
export interface ApiKeyCaller {
  apiKeyId: string;
  name: string;
  workspaceId: string;
  permission: ApiKeyPermission;
  /** Who created the key, while that account exists: new projects and documents are attributed to them. */
  creatorId: string | null;
}

/** The stored form of a key: better-auth's api-key plugin hashes with SHA-256, base64url without padding. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

const invalidKey = () => new AppError('unauthenticated', 'The API key is missing, invalid, inactive or deleted');

interface VerifyRow {
  id: string;
  workspace_id: string;
  name: string | null;
  permissions: string | null;
  usable: boolean;
  claimed: boolean;
  counted: boolean;
  creator_id: string | null;
  retry_after_ms: number | null;
}

/**
 * Verifies a key and claims one call in ONE statement (decision 0011): look the row up by its hashed key
 * (indexed), refuse it when disabled or expired, take a rate-limit slot, and count the call. Nothing is
 * cached, so a key deleted or disabled by any process is refused from its next request on.
 *
 * The rate limit keeps the plugin's semantics and columns (`request_count` within `rate_limit_time_window` of
 * `last_request`, at most `rate_limit_max`), so keys created by the plugin and these checks agree. The guard
 * sits in the UPDATE's WHERE on the row itself: under concurrency PostgreSQL re-checks it against the newest
 * row version after waiting for the row lock, so a burst can never take more slots than the limit, and no
 * increment of the lifetime count is lost. better-auth stores these `timestamp` columns as UTC wall time.
 */
export async function authenticateApiKey(deps: Pick<AppDeps, 'db'>, key: string): Promise<ApiKeyCaller> {
  const result = await deps.db.execute(sql`
    with clock as (select (now() at time zone 'utc') as now_utc),
    found as (
      select k.id, k.reference_id, k.name, k.permissions, k.last_request, k.rate_limit_time_window,
             (k.enabled is not false and (k.expires_at is null or k.expires_at > clock.now_utc)) as usable
      from apikey k, clock where k.key = ${hashApiKey(key)}
    ),
    claimed as (
      update apikey a set
        request_count = case
          when a.last_request is null or a.rate_limit_time_window is null
            or a.last_request <= clock.now_utc - a.rate_limit_time_window * interval '1 millisecond' then 1
          else coalesce(a.request_count, 0) + 1 end,
        last_request = clock.now_utc,
        remaining = a.remaining - 1
      from found f, clock
      where a.id = f.id and f.usable
        and (a.remaining is null or a.remaining > 0)
        and (a.rate_limit_enabled is false or a.rate_limit_max is null or a.rate_limit_time_window is null
          or a.last_request is null
          or a.last_request <= clock.now_utc - a.rate_limit_time_window * interval '1 millisecond'
          or coalesce(a.request_count, 0) < a.rate_limit_max)
      returning a.id
    ),
    counted as (
      update api_key_usage u set call_count = u.call_count + 1, last_used_at = now()
      from claimed c, found f
      where u.api_key_id = c.id and u.workspace_id = f.reference_id
      returning u.created_by
    )
    select f.id, f.reference_id as workspace_id, f.name, f.permissions, f.usable,
           exists (select 1 from claimed) as claimed,
           exists (select 1 from counted) as counted,
           (select u.id from "user" u, counted where u.id = counted.created_by) as creator_id,
           greatest(0, f.rate_limit_time_window - extract(epoch from (clock.now_utc - f.last_request)) * 1000)::float8 as retry_after_ms
    from found f, clock`);
  const row = result.rows[0] as unknown as VerifyRow | undefined;
  if (!row || !row.usable) throw invalidKey();
  if (!row.claimed) {
    const retryAfterSeconds = Math.max(1, Math.ceil((row.retry_after_ms ?? 60_000) / 1000));
    throw new AppError('rate_limited', `Too many requests for this API key; try again in ${retryAfterSeconds} s`, { retryAfterSeconds });
  }
  // A key whose usage row is gone belongs to a deleted workspace.
  if (!row.counted) throw invalidKey();
  const permission = levelOf(row.permissions);
  return {
    apiKeyId: row.id,
    name: row.name ?? '',
    workspaceId: row.workspace_id,
    permission: apiKeyPermissions.includes(permission) ? permission : 'read',
    creatorId: row.creator_id,
  };
}
