import type { AppDeps } from './deps.js';
import { cleanupJobsJob } from './lib/queue/cleanup-job.js';
import type { AnyJobDefinition } from './lib/queue/job.js';
import { startJobWorker } from './lib/queue/worker-task.js';
import { embedChunksJob } from './modules/ingest/embed.job.js';
import { ingestDocumentJob } from './modules/ingest/ingest.job.js';
import { scheduleStaleEmbeddings } from './modules/ingest/reembed-on-start.js';
import { abstractLeaseJob } from './modules/leases/abstract.job.js';
import { scheduleStaleAbstractions } from './modules/leases/reabstract-on-start.js';
import { healthSamplerTask } from './modules/status/status.service.js';
import { leaseAlertsJob, scheduleAlertsOnStart } from './modules/calendar/alerts.job.js';

/**
 * Background work run by the `worker` role (and by `all`, the default). Each starter returns a stop
 * function; main.ts calls them all on shutdown.
 */
export type BackgroundTask = (deps: AppDeps) => () => Promise<void> | void;

/** Every job the worker runs. A module adds its defineJob() result here; the web role only enqueues. */
export const registeredJobs: AnyJobDefinition[] = [cleanupJobsJob, ingestDocumentJob, embedChunksJob, abstractLeaseJob, leaseAlertsJob];

export const backgroundTasks: BackgroundTask[] = [
  healthSamplerTask,
  (deps) => startJobWorker(deps, registeredJobs),
  scheduleAlertsOnStart,
  (deps) => {
    void scheduleStaleEmbeddings(deps).catch((err) => deps.logger.error({ err }, 'could not schedule re-embedding'));
    void scheduleStaleAbstractions(deps).catch((err) => deps.logger.error({ err }, 'could not schedule lease re-abstraction'));
    return () => {};
  },
];

export function startBackground(deps: AppDeps) {
  const stops = backgroundTasks.map((start) => start(deps));
  return async () => {
    for (const stop of stops) await stop();
  };
}
