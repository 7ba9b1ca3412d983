export interface BackoffPolicy {
  /** Delay before the first retry, before jitter. */
  baseMs: number;
  maxMs: number;
}

export const defaultBackoff: BackoffPolicy = { baseMs: 5_000, maxMs: 15 * 60_000 };

/**
 * Exponential backoff with jitter: base × 2^(attempt-1), capped, then a random 50-100% of that so many jobs
 * failing together (e.g. an outage) do not all retry at the same instant.
 */
export function retryDelayMs(attempt: number, policy: BackoffPolicy = defaultBackoff, random = Math.random): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.5 + random() * 0.5));
}
