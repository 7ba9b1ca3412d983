/** Closed-loop load: `clients` callers each send the next request as soon as the previous one answers. */

export interface LatencySummary {
  clients: number;
  requests: number;
  errors: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  /** Server-reported `tookMs` percentiles when the endpoint returns it. */
  serverP50?: number;
  serverP95?: number;
  /**
   * Per request, HTTP round trip minus the server's own `tookMs`: everything around the search itself (key
   * check, call counting, validation, query logging when awaited, JSON, Hono, the loopback socket).
   */
  overheadP50?: number;
  overheadP95?: number;
  /** Split of that overhead: inside the server's app (Server-Timing `app` minus took_ms) and outside it. */
  inAppOverheadP50?: number;
  inAppOverheadP95?: number;
  outsideAppP50?: number;
  outsideAppP95?: number;
}

/** What one call reports: the server's own work time and, when sent, its whole in-app time (Server-Timing). */
export type CallTiming = number | { tookMs: number; appMs?: number } | undefined;

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Runs `call(i)` from `clients` loops until `requests` calls have been made or `maxSeconds` passed.
 * `call` resolves to the server's own timing when it has one.
 */
export async function runLoad(clients: number, requests: number, maxSeconds: number, call: (i: number) => Promise<CallTiming>): Promise<LatencySummary> {
  const latencies: number[] = [];
  const serverTimes: number[] = [];
  const overheads: number[] = [];
  const inApp: number[] = [];
  const outsideApp: number[] = [];
  let errors = 0;
  let next = 0;
  let firstError: unknown;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < requests && performance.now() < deadline) {
        const i = next++;
        const t = performance.now();
        try {
          const timing = await call(i);
          const latency = performance.now() - t;
          latencies.push(latency);
          const server = typeof timing === 'number' ? timing : timing?.tookMs;
          if (server !== undefined) {
            serverTimes.push(server);
            overheads.push(latency - server);
          }
          const appMs = typeof timing === 'object' ? timing.appMs : undefined;
          if (server !== undefined && appMs !== undefined) {
            inApp.push(appMs - server);
            outsideApp.push(latency - appMs);
          }
        } catch (err) {
          errors++;
          firstError ??= err;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (firstError) console.warn(`  ${errors} errors, first: ${(firstError as Error).message}`);
  latencies.sort((a, b) => a - b);
  serverTimes.sort((a, b) => a - b);
  overheads.sort((a, b) => a - b);
  inApp.sort((a, b) => a - b);
  outsideApp.sort((a, b) => a - b);
  return {
    clients,
    requests: latencies.length,
    errors,
    seconds: round(seconds),
    requestsPerSecond: round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    mean: round(latencies.reduce((s, v) => s + v, 0) / (latencies.length || 1)),
    ...(serverTimes.length ? { serverP50: round(percentile(serverTimes, 50)), serverP95: round(percentile(serverTimes, 95)) } : {}),
    ...(overheads.length ? { overheadP50: round(percentile(overheads, 50)), overheadP95: round(percentile(overheads, 95)) } : {}),
    ...(inApp.length
      ? {
          inAppOverheadP50: round(percentile(inApp, 50)),
          inAppOverheadP95: round(percentile(inApp, 95)),
          outsideAppP50: round(percentile(outsideApp, 50)),
          outsideAppP95: round(percentile(outsideApp, 95)),
        }
      : {}),
  };
}
