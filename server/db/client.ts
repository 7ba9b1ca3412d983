import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/**
 * One database handle for the whole server. The embedded default is PGlite (PostgreSQL compiled to WASM)
 * stored in DATA_DIR/db; DATABASE_URL switches to a PostgreSQL server. Both speak the same SQL dialect, so
 * services never know which one they use.
 */
export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs migrations (idempotent). */
  migrate(): Promise<void>;
  /** Cheap reachability probe for /readyz and the status page. */
  ping(): Promise<void>;
  /**
   * PostgreSQL LISTEN/NOTIFY, so events cross processes (a worker publishes, every web process hears).
   * `listen` resolves to an unsubscribe function.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Session settings every connection gets. Vector search always wants pgvector's iterative scan, so a filtered
 * search still fills its limit (pgvector otherwise filters after the HNSW scan); setting it per connection
 * spares each search a transaction and two SET round trips. ef_search 50 matches the default candidate count
 * (search.service.ts); larger limits are reached by the iterative scan. JIT compilation pays off for long
 * analytical queries, not for the millisecond statements of an app: a search whose estimated cost crossed
 * jit_above_cost spent 240 ms compiling (measured on the 100k-chunk benchmark).
 *
 * gin_pending_list_limit at its minimum: a GIN index adds new rows to a pending list that every full-text query
 * reads in full, until it outgrows this limit (4 MB by default) or a vacuum merges it. PGlite has no autovacuum,
 * so after ingestion every search read megabytes of pending entries, and the planner, costing that in, chose
 * sequential scans: on 120 CUAD contracts a document-frequency count took 34 ms instead of 0.6 ms, an every-term
 * match 37 ms instead of 0.9 ms (bench/answers.ts). At 64 kB the inserting session merges the list every few
 * chunks, which costs ingestion little (BENCHMARKS.md).
 */
export const SESSION_SETTINGS: Record<string, string> = {
  jit: 'off',
  'hnsw.iterative_scan': 'relaxed_order',
  'hnsw.ef_search': '50',
  gin_pending_list_limit: '64kB',
};

export function pgliteExtensions() {
  return { vector, pg_trgm };
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions(),
  });
  // PGlite is one session for the whole process (its build has no JIT; the setting is accepted and ignored).
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await client.query('select set_config($1, $2, false)', [name, value]);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => unlisten();
    },
    notify: async (channel, payload) => void (await client.query('select pg_notify($1, $2)', [channel, payload])),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const options = Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const listener = createPgListener(url);
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    ping: async () => void (await pool.query('select 1')),
    listen: listener.listen,
    notify: async (channel, payload) => void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * LISTEN needs a connection of its own (a pooled one would be handed to other queries). One client per
 * process carries every channel; if it drops, it reconnects and listens again.
 */
function createPgListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = (): Promise<pg.Client> =>
    (connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (msg) => handlers.get(msg.channel)?.forEach((h) => h(msg.payload ?? '')));
      c.on('error', () => {
        client = undefined;
        connecting = undefined;
        if (!closed && handlers.size) setTimeout(() => void resubscribe(), 1000);
      });
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = c;
      return c;
    })());
  const resubscribe = () => connect().catch(() => setTimeout(() => void resubscribe(), 2000));

  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      let set = handlers.get(channel);
      const first = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(onPayload);
      const c = await connect();
      if (first) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        set!.delete(onPayload);
        if (set!.size === 0) {
          handlers.delete(channel);
          await client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}

export function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }) {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite({ dataDir: join(config.DATA_DIR, 'db') });
}
