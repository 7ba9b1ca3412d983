export { defineJob, type JobDefinition, type AnyJobDefinition, type JobContext, type JobRun, type FinalFailure } from './job.js';
export { enqueue, createJobQueue, type JobQueue, type EnqueueOptions, type EnqueuedJob } from './enqueue.js';
export { JobWorker, type JobWorkerOptions } from './worker.js';
export { retryDelayMs, defaultBackoff, type BackoffPolicy } from './backoff.js';
export { cleanupJobsJob, scheduleCleanup } from './cleanup-job.js';
