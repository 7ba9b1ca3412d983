import pRetry from 'p-retry';

/**
 * The one retry-with-backoff of the server. In-process retries (a call to the language model or the embeddings
 * endpoint) go through withRetry, built on p-retry; the job queue re-schedules a failed job at
 * now() + retryDelayMs(...) (server/lib/queue/worker.ts). Both wait the same jittered, growing delay.
 */
export interface BackoffPolicy {
  /** Delay before the first retry, before jitter. */
  baseMs: number;
  maxMs: number;
}

/**
 * Exponential backoff with jitter: base × 2^(retry-1), capped, then a random 50-100% of that so many callers
 * failing together (e.g. an outage) do not all retry at the same instant. `retry` is 1 for the first retry.
 */
export function retryDelayMs(retry: number, policy: BackoffPolicy, random = Math.random): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, retry - 1));
  return Math.round(exponential * (0.5 + random() * 0.5));
}

export interface RetryOptions extends BackoffPolicy {
  /** Retries after the first attempt. */
  retries: number;
  /** false gives up at once with that error (default: retry any error except AbortError and programming TypeErrors). */
  shouldRetry?: (error: Error) => boolean;
  /** A wait the failure itself asks for (e.g. from a Retry-After header), used instead of the backoff. */
  delayFor?: (error: Error) => number | undefined;
  /** Ends a wait between attempts: the retry rejects with abortError() (default: the signal's reason). */
  signal?: AbortSignal;
  abortError?: () => unknown;
}

/** Runs `attempt` until it succeeds or the retries are used up; rejects with the last error. */
export function withRetry<T>(attempt: (attemptNumber: number) => Promise<T>, options: RetryOptions): Promise<T> {
  return pRetry(attempt, {
    retries: options.retries,
    // p-retry's own timer is not used: the wait happens in onFailedAttempt, with the shared backoff.
    minTimeout: 0,
    maxTimeout: 0,
    onFailedAttempt: async (error) => {
      // Thrown here, p-retry stops and rejects with this error (the last one, not the most frequent).
      if (error.retriesLeft <= 0 || (options.shouldRetry && !options.shouldRetry(error))) throw error;
      await wait(options.delayFor?.(error) ?? retryDelayMs(error.attemptNumber, options), options);
    },
  });
}

function wait(ms: number, { signal, abortError }: RetryOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => (abortError ? abortError() : signal?.reason);
    if (signal?.aborted) return reject(aborted());
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
