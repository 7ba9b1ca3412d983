import type { AppDeps } from '../../deps.js';
import { scheduleCleanup } from './cleanup-job.js';
import type { AnyJobDefinition } from './job.js';
import { JobWorker } from './worker.js';

const CLEANUP_EVERY_MS = 60 * 60_000;

/**
 * Starts a JobWorker for the given jobs on the app's database and keeps a clean-up job queued (the dedupe
 * key makes that safe when several workers run). Returns the stop function main.ts calls on shutdown.
 */
export function startJobWorker(deps: AppDeps, definitions: AnyJobDefinition[], options: { concurrency?: number } = {}) {
  const worker = new JobWorker({
    db: deps.db,
    deps,
    logger: deps.logger.child({ component: 'jobs' }),
    jobs: definitions,
    concurrency: deps.env.WORKER_CONCURRENCY,
    workspaceLimit: deps.env.WORKER_WORKSPACE_LIMIT,
    leaseSeconds: deps.env.JOB_LEASE_SECONDS,
    ...options,
  });
  worker.start();
  const requestCleanup = () => void scheduleCleanup(deps.db).catch((err) => deps.logger.error({ err }, 'could not schedule job clean-up'));
  requestCleanup();
  const timer = setInterval(requestCleanup, CLEANUP_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await worker.stop();
  };
}
