import type { BackoffPolicy } from '../retry.js';

export { retryDelayMs, type BackoffPolicy } from '../retry.js';

/** How long a failed job waits before its next attempt: 5 s, doubling, at most 15 minutes (then jittered). */
export const defaultBackoff: BackoffPolicy = { baseMs: 5_000, maxMs: 15 * 60_000 };
