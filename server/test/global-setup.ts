import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.js';
import { postgresAvailable, startPostgres } from './postgres-server.js';

/**
 * Runs once per vitest project. Migrating a fresh database takes seconds, so it is done once here into a
 * template that every test file clones: a PGlite data-dir dump, or a PostgreSQL TEMPLATE database.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB ?? 'pglite';
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'propwise-tpl-'));
    const handle = await openPglite();
    await handle.migrate();
    const dump = await (handle.db as any).$client.dumpDataDir('none');
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide('pgliteTemplate', file);
    return () => rmSync(dir, { recursive: true, force: true });
  }

  if (!postgresAvailable()) {
    if (process.env.CI || process.env.REQUIRE_POSTGRES) throw new Error('PostgreSQL 15 binaries are missing: run scripts/ensure-system-deps.sh');
    console.warn('PostgreSQL binaries not found: the postgres test project is skipped');
    project.provide('postgresUrl', '');
    return;
  }
  const server = await startPostgres();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('CREATE DATABASE propwise_template');
  await admin.end();
  const templateUrl = server.url.replace(/\/postgres$/, '/propwise_template');
  const handle = await openPostgres(templateUrl);
  await handle.migrate();
  await handle.close();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
  }
}
