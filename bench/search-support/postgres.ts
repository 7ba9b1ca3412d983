import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgBinDir } from '../../server/test/postgres-server.js';

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

/**
 * A throwaway PostgreSQL 15 cluster for the benchmark, like the test suite's (server/test/postgres-server.ts) but
 * sized for 100,000 chunks: shared_buffers holds the table and the HNSW index (~0.6 GB), and index builds get
 * enough maintenance memory to stay in RAM. Durability settings are off: the data is disposable.
 *
 * With `keepDir`, the cluster lives there and is kept after `stop()`; a later run with the same directory starts
 * it again (`reused` is then true) instead of creating one, so the search SQL can be iterated on without
 * loading 100,000 chunks each time.
 */
export async function startBenchPostgres(options: { sharedBuffers?: string; keepDir?: string } = {}) {
  const dir = options.keepDir ?? mkdtempSync(join(tmpdir(), 'propwise-bench-pg-'));
  if (options.keepDir) mkdirSync(dir, { recursive: true });
  const dataDir = join(dir, 'data');
  const reused = existsSync(join(dataDir, 'PG_VERSION'));
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
  if (!reused) run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const settings = [
    `-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c synchronous_commit=off',
    '-c full_page_writes=off', '-c max_connections=100', `-c shared_buffers=${options.sharedBuffers ?? '1GB'}`,
    '-c maintenance_work_mem=1GB', '-c work_mem=16MB', '-c effective_cache_size=4GB', '-c max_wal_size=4GB',
  ];
  run('pg_ctl', ['-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', settings.join(' '), 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
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
