import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { freePort } from './server-process.js';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster for one test run, from Debian's postgresql-15 binaries, on a loopback port.
 * As root it runs as the `postgres` user (initdb refuses root). fsync is off: the data is disposable.
 */
export const pgBinDir = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export function postgresAvailable() {
  return existsSync(join(pgBinDir, 'initdb')) && existsSync(join(pgBinDir, 'pg_ctl'));
}

export interface StartPostgresOptions {
  /** Extra server settings, e.g. `shared_buffers=1GB` (each passed as `-c`). */
  settings?: string[];
  /** Keep the cluster in this directory after `stop()`; a later start with it reuses the data (`reused`). */
  keepDir?: string;
}

export async function startPostgres(options: StartPostgresOptions = {}) {
  const dir = options.keepDir ?? mkdtempSync(join(tmpdir(), 'propwise-pg-'));
  if (options.keepDir) mkdirSync(dir, { recursive: true });
  const dataDir = join(dir, 'data');
  const reused = existsSync(join(dataDir, 'PG_VERSION'));
  const asRoot = process.getuid?.() === 0;
  chmodSync(dir, 0o777);
  const run = (bin: string, args: string[]) => {
    const cmd = join(pgBinDir, bin);
    const result = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' }) : spawnSync(cmd, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${bin} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  if (!reused) run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const settings = [
    'listen_addresses=127.0.0.1',
    'fsync=off',
    'synchronous_commit=off',
    'full_page_writes=off',
    'max_connections=200',
    ...(options.settings ?? []),
  ];
  const serverOptions = [`-p ${port}`, `-k ${dir}`, ...settings.map((s) => `-c ${s}`)].join(' ');
  run('pg_ctl', ['-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', serverOptions, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    reused,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', options.keepDir ? 'fast' : 'immediate', 'stop']);
      } finally {
        if (!options.keepDir) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export function ensureRunuser() {
  execFileSync('which', ['runuser']);
}
