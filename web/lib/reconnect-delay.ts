/** Waits before reconnecting a dropped live stream: 1, 2 and 5 seconds, then every 10 seconds. */
const schedule = [1000, 2000, 5000];

export function reconnectDelayMs(failedAttempts: number): number {
  return schedule[failedAttempts] ?? 10_000;
}
