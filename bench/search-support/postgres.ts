import { startPostgres } from '../../server/test/postgres-server.js';

/**
 * The test suite's throwaway PostgreSQL 15 cluster (server/test/postgres-server.ts), sized for 100,000 chunks:
 * shared_buffers holds the table and the HNSW index (~0.6 GB), and index builds get enough maintenance memory
 * to stay in RAM. Durability settings are off: the data is disposable.
 *
 * With `keepDir`, the cluster lives there and is kept after `stop()`; a later run with the same directory starts
 * it again (`reused` is then true) instead of creating one, so the search SQL can be iterated on without
 * loading 100,000 chunks each time.
 */
export function startBenchPostgres(options: { sharedBuffers?: string; keepDir?: string } = {}) {
  return startPostgres({
    keepDir: options.keepDir,
    settings: [
      'max_connections=100',
      `shared_buffers=${options.sharedBuffers ?? '1GB'}`,
      'maintenance_work_mem=1GB',
      'work_mem=16MB',
      'effective_cache_size=4GB',
      'max_wal_size=4GB',
    ],
  });
}
