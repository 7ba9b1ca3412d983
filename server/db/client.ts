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
  close(): Promise<void>;
}

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
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

export function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }) {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite({ dataDir: join(config.DATA_DIR, 'db') });
}
