import { sql } from 'drizzle-orm';
import { apiKeyPermissions } from '../../../common/api-keys.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { AppError } from '../../lib/errors.js';
import { levelOf, type ApiKeyCaller } from './api-key-caller.js';

/** How long a process trusts what it read about a key (enabled, expiry, level) before reading it again. */
export const KEY_TTL_MS = 1_000;
/** How often the lifetime call counts gathered in this process are written. */
export const USAGE_FLUSH_MS = 250;
/** Rate-limit slots are claimed from the database in blocks of a twentieth of the limit (at least one). */
const slotBlock = (max: number) => Math.max(1, Math.floor(max / 20));

interface CachedKey {
  caller: ApiKeyCaller;
  /** Enabled, has a usage row (its workspace exists) and, when it expires, when (this process's clock). */
  usable: boolean;
  expiresAt: number | null;
  loadedAt: number;
  limit: { max: number; windowMs: number } | null;
  /** Rate-limit slots this process has claimed and not used, valid until the window they came from ends. */
  slots: number;
  windowEndsAt: number;
  claiming: Promise<ClaimResult> | null;
}
type ClaimResult = { granted: number; msLeft: number } | 'gone';

const invalidKey = () => new AppError('unauthenticated', 'The API key is missing, invalid, inactive or deleted');
const rateLimited = (msLeft: number) => {
  const retryAfterSeconds = Math.max(1, Math.ceil(msLeft / 1000));
  return new AppError('rate_limited', `Too many requests for this API key; try again in ${retryAfterSeconds} s`, { retryAfterSeconds });
};

/**
 * The public API's key check without a database round trip on most requests (decision 0012).
 *
 * - What a key is (workspace, level, enabled, expiry) is read by its hashed value and kept for KEY_TTL_MS.
 *   Disabling or deleting a key through this process forgets it at once (`forget`); a change made by another
 *   process is seen within KEY_TTL_MS, and at the latest by the next rate-limit claim, which re-checks it.
 * - The per-key rate limit is exact across processes: slots are claimed from the key's row in one guarded
 *   statement (`request_count` within a fixed window starting at `last_request`), a block at a time, and a
 *   request is served only with a claimed slot. Never more than the limit is served in a window; slots a
 *   process claimed but did not use are lost when the window ends (at most a block per process).
 * - Lifetime call counts and last use are added up here and written every USAGE_FLUSH_MS in one statement;
 *   `flush()` writes them at once (the key list calls it); `close()` writes them and stops the timer (shutdown).
 *   A failed write is logged and retried.
 *
 * One gate per app, built with the other dependencies (AppDeps.apiKeyGate) and closed by them.
 */
export class ApiKeyGate {
  private readonly keys = new Map<string, CachedKey>();
  /** Reads under way, shared by concurrent requests with the same key (each would otherwise claim slots). */
  private readonly loading = new Map<string, Promise<CachedKey | undefined>>();
  private readonly pending = new Map<string, { calls: number; lastAt: Date }>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  /** Bumped by forget(): a load that began before it must not cache what it read. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  async authenticate(hashedKey: string): Promise<ApiKeyCaller> {
    let entry = this.keys.get(hashedKey);
    if (!entry || Date.now() - entry.loadedAt > KEY_TTL_MS) {
      let loading = this.loading.get(hashedKey);
      if (!loading) {
        loading = this.load(hashedKey).finally(() => this.loading.delete(hashedKey));
        this.loading.set(hashedKey, loading);
      }
      entry = await loading;
    }
    if (!entry?.usable || (entry.expiresAt !== null && entry.expiresAt <= Date.now())) throw invalidKey();
    if (entry.limit) await this.takeSlot(hashedKey, entry);
    this.count(entry.caller.apiKeyId);
    return entry.caller;
  }

  /** Drops what this process knows about a key (disabled, re-enabled or deleted here). */
  forget(apiKeyId: string) {
    this.generation++;
    for (const [hash, entry] of this.keys) if (entry.caller.apiKeyId === apiKeyId) this.keys.delete(hash);
  }

  /** Writes the call counts gathered so far and stops the timer: nothing is left to write once the app closes. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** Writes the call counts gathered so far (and waits for a write already under way). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (!this.pending.size) return;
    this.flushing = this.writeUsage().finally(() => (this.flushing = null));
    await this.flushing;
  }

  private async load(hashedKey: string): Promise<CachedKey | undefined> {
    const generation = this.generation;
    const result = await this.db.execute(sql`
      select k.id, k.reference_id as workspace_id, k.name, k.permissions,
             (k.enabled is not false and u.api_key_id is not null) as usable,
             extract(epoch from (k.expires_at - (now() at time zone 'utc'))) * 1000 as expires_in_ms,
             (k.rate_limit_enabled is not false) as limited, k.rate_limit_max, k.rate_limit_time_window,
             (select p.id from "user" p where p.id = u.created_by) as creator_id
      from apikey k left join api_key_usage u on u.api_key_id = k.id and u.workspace_id = k.reference_id
      where k.key = ${hashedKey}`);
    const row = result.rows[0] as unknown as
      | {
          id: string;
          workspace_id: string;
          name: string | null;
          permissions: string | null;
          usable: boolean;
          expires_in_ms: number | string | null;
          limited: boolean;
          rate_limit_max: number | null;
          rate_limit_time_window: number | null;
          creator_id: string | null;
        }
      | undefined;
    if (!row) {
      this.keys.delete(hashedKey); // unknown keys are not remembered: guessing cannot fill the map
      return undefined;
    }
    const permission = levelOf(row.permissions);
    const now = Date.now();
    const previous = this.keys.get(hashedKey);
    const sameKey = previous?.caller.apiKeyId === row.id ? previous : undefined;
    const entry: CachedKey = {
      caller: {
        apiKeyId: row.id,
        name: row.name ?? '',
        workspaceId: row.workspace_id,
        permission: apiKeyPermissions.includes(permission) ? permission : 'read',
        creatorId: row.creator_id,
      },
      usable: row.usable,
      expiresAt: row.expires_in_ms === null ? null : now + Number(row.expires_in_ms),
      loadedAt: now,
      limit:
        row.limited && row.rate_limit_max !== null && row.rate_limit_time_window !== null
          ? { max: row.rate_limit_max, windowMs: row.rate_limit_time_window }
          : null,
      // Slots already claimed stay this process's to use.
      slots: sameKey?.slots ?? 0,
      windowEndsAt: sameKey?.windowEndsAt ?? 0,
      claiming: sameKey?.claiming ?? null,
    };
    if (generation === this.generation) this.keys.set(hashedKey, entry);
    return entry;
  }

  private async takeSlot(hashedKey: string, entry: CachedKey): Promise<void> {
    for (;;) {
      if (entry.slots > 0 && Date.now() < entry.windowEndsAt) {
        entry.slots--;
        return;
      }
      // One claim at a time per key; whoever waited on a claim that granted nothing is refused with it.
      entry.claiming ??= this.claim(entry).finally(() => (entry.claiming = null));
      const result = await entry.claiming;
      if (result === 'gone') {
        this.keys.delete(hashedKey);
        throw invalidKey();
      }
      if (result.granted === 0) throw rateLimited(result.msLeft);
    }
  }

  /**
   * Claims up to a block of slots in the key's current window (a new window when the last one is over). The
   * row is locked while the grant is decided, so concurrent claims from any process never grant more than
   * the limit. Also re-checks that the key is still enabled and unexpired.
   */
  private async claim(entry: CachedKey): Promise<ClaimResult> {
    const block = slotBlock(entry.limit!.max);
    const result = await this.db.execute(sql`
      with clock as (select (now() at time zone 'utc') as now_utc),
      cur as (
        select k.id, coalesce(k.request_count, 0) as used, k.rate_limit_max as max,
               k.rate_limit_time_window * interval '1 millisecond' as win, k.last_request,
               (k.last_request is null or k.last_request <= clock.now_utc - k.rate_limit_time_window * interval '1 millisecond') as fresh
        from apikey k, clock
        where k.id = ${entry.caller.apiKeyId} and k.enabled is not false
          and (k.expires_at is null or k.expires_at > clock.now_utc)
        for update of k
      ),
      granted as (
        select cur.id, cur.fresh, cur.used, cur.win,
               case when cur.fresh then least(${block}, cur.max) else greatest(0, least(${block}, cur.max - cur.used)) end as n,
               case when cur.fresh then clock.now_utc else cur.last_request end as window_start
        from cur, clock
      ),
      claimed as (
        update apikey a set
          request_count = case when g.fresh then g.n else g.used + g.n end,
          last_request = g.window_start
        from granted g where a.id = g.id and g.n > 0
        returning a.id
      )
      select g.n::int as granted,
             greatest(0, extract(epoch from (g.window_start + g.win - clock.now_utc)) * 1000)::float8 as ms_left,
             exists (select 1 from claimed) as written
      from granted g, clock`);
    const row = result.rows[0] as unknown as { granted: number; ms_left: number } | undefined;
    if (!row) return 'gone';
    if (row.granted > 0) {
      entry.slots += row.granted;
      entry.windowEndsAt = Date.now() + row.ms_left;
    }
    return { granted: row.granted, msLeft: row.ms_left };
  }

  private count(apiKeyId: string) {
    const p = this.pending.get(apiKeyId);
    if (p) {
      p.calls++;
      p.lastAt = new Date();
    } else this.pending.set(apiKeyId, { calls: 1, lastAt: new Date() });
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, USAGE_FLUSH_MS);
      this.timer.unref();
    }
  }

  private async writeUsage(): Promise<void> {
    const batch = [...this.pending];
    this.pending.clear();
    try {
      const values = sql.join(
        batch.map(([id, p]) => sql`(${id}, ${p.calls}::int, ${p.lastAt.toISOString()}::timestamptz)`),
        sql`, `,
      );
      await this.db.execute(sql`
        update api_key_usage u set call_count = u.call_count + v.calls,
               last_used_at = greatest(coalesce(u.last_used_at, v.last_at), v.last_at)
        from (values ${values}) as v(id, calls, last_at)
        where u.api_key_id = v.id`);
    } catch (err) {
      // Put the counts back for the next write; nothing is dropped silently.
      for (const [id, p] of batch) {
        const now = this.pending.get(id);
        this.pending.set(id, { calls: p.calls + (now?.calls ?? 0), lastAt: now?.lastAt ?? p.lastAt });
      }
      this.logger.error({ err, keys: batch.length }, 'api keys: could not write call counts; retrying');
      if (!this.timer) {
        this.timer = setTimeout(() => {
          this.timer = null;
          void this.flush().catch(() => undefined);
        }, USAGE_FLUSH_MS * 4);
        this.timer.unref();
      }
    }
  }
}
