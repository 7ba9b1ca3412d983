/**
 * A worker in its own process for the kill test: runs effectJob against DATABASE_URL until it is killed.
 * Started with `node --import tsx`; it prints "ready" once polling.
 */
import { openPostgres } from '../../../db/client.js';
import type { AppDeps } from '../../../deps.js';
import { createLogger } from '../../logger.js';
import { JobWorker } from '../worker.js';
import { effectJob } from './effect-job.js';

const database = await openPostgres(process.env.DATABASE_URL!);
const logger = createLogger('silent');
const worker = new JobWorker({
  db: database.db,
  deps: { db: database.db, logger } as unknown as AppDeps,
  logger,
  jobs: [effectJob],
  pollIntervalMs: 50,
  workerId: 'child-worker',
  // A short lease, so the test sees the takeover in about a second instead of the production 30 s.
  leaseSeconds: 1,
  heartbeatMs: 200,
});
worker.start();
process.stdout.write('ready\n');
