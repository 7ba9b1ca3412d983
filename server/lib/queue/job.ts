import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { Logger } from '../logger.js';

/** What a handler learns about the run it is part of. */
export interface JobRun {
  id: string;
  name: string;
  workspaceId: string | null;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  maxAttempts: number;
}

/** The run's hold on its job row, for writes that must happen at most once (see JobWorker). */
export interface JobLease {
  /**
   * Inside a transaction: locks the job row (key share, so heartbeats go on) and throws JobLeaseLostError if
   * this run no longer owns it (cancelled, or taken over after a missed heartbeat). Held until the transaction
   * ends, so no other worker can claim the job while the write commits.
   */
  holdIn(tx: Pick<Database, 'execute'>): Promise<void>;
}

/** The run lost its job: the job was cancelled (its document deleted) or another worker took it over. */
export class JobLeaseLostError extends Error {}

export interface JobContext {
  job: JobRun;
  /** The worker's database (the same as deps.db in production). */
  db: Database;
  deps: AppDeps;
  logger: Logger;
  /**
   * Aborted when the attempt times out, the worker is stopping, or the job was cancelled or lost its lease;
   * long handlers should pass it on and check it between steps.
   */
  signal: AbortSignal;
  lease: JobLease;
}

export interface FinalFailure {
  job: JobRun;
  db: Database;
  deps: AppDeps;
  logger: Logger;
  /** The human-readable reason stored in jobs.last_error. */
  error: string;
}

export interface JobDefinition<P = unknown> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  readonly handler: (payload: P, ctx: JobContext) => Promise<void>;
  readonly maxAttempts: number;
  readonly timeoutSeconds: number;
  /** Among due jobs, a higher priority is claimed first (default 0). */
  readonly priority: number;
  /** Called once, when the job gives up for good (after its last attempt, or on an invalid stored payload). */
  readonly onFinalFailure?: (payload: P | undefined, failure: FinalFailure) => Promise<void>;
}

/**
 * What enqueueing a job needs: its name, payload schema and queue settings, without the handler. A module can
 * declare the jobs it requests this way while the module that runs them adds the handler with defineJob.
 */
export type JobType<P = unknown> = Pick<JobDefinition<P>, 'name' | 'payload' | 'maxAttempts' | 'priority'>;

/**
 * A named job: the name and payload schema are what `enqueue` checks; the handler only ever receives a payload
 * that passed the schema. Handlers must be safe to run again (a retry or a crash re-runs them from the start);
 * a handler that needs heavy modules should import them inside the handler so the web role stays light.
 */
export function defineJob<S extends z.ZodType>(definition: {
  name: string;
  payload: S;
  handler: (payload: z.output<S>, ctx: JobContext) => Promise<void>;
  maxAttempts?: number;
  timeoutSeconds?: number;
  priority?: number;
  onFinalFailure?: (payload: z.output<S> | undefined, failure: FinalFailure) => Promise<void>;
}): JobDefinition<z.output<S>> {
  if (!/^[a-z][a-z0-9.:_-]{1,80}$/.test(definition.name)) throw new Error(`Invalid job name "${definition.name}"`);
  return {
    name: definition.name,
    payload: definition.payload as z.ZodType<z.output<S>>,
    handler: definition.handler,
    maxAttempts: definition.maxAttempts ?? 5,
    timeoutSeconds: definition.timeoutSeconds ?? 300,
    priority: definition.priority ?? 0,
    onFinalFailure: definition.onFinalFailure,
  };
}

// Definitions with different payload types live in one list; the worker validates before calling each handler.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any>;
