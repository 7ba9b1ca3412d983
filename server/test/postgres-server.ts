import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster for one test run, from Debian's postgresql-15 binaries, on a loopback port.
 * As root it runs as the `postgres` user (initdb refuses root). fsync is off: the data is disposable.
 */
export const pgBinDir = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export function postgresAvailable() {
  return existsSync(join(pgBinDir, 'initdb')) && existsSync(join(pgBinDir, 'pg_ctl'));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function startPostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'propwise-pg-'));
  const dataDir = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  chmodSync(dir, 0o777);
  const run = (bin: string, args: string[]) => {
    const cmd = join(pgBinDir, bin);
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
      : spawnSync(cmd, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${bin} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-t', '60',
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export function ensureRunuser() {
  execFileSync('which', ['runuser']);
}
