import { describe, expect, it } from 'vitest';
import { retryDelayMs, withRetry } from './retry.js';

class Flaky extends Error {}
class Fatal extends Error {}

describe('withRetry (p-retry with the shared jittered backoff)', () => {
  it('retries until success, waiting the growing, jittered delay between attempts', async () => {
    const at: number[] = [];
    const result = await withRetry(
      async (n) => {
        at.push(Date.now());
        if (n < 3) throw new Flaky(`attempt ${n}`);
        return 'ok';
      },
      { retries: 4, baseMs: 60, maxMs: 1_000 },
    );
    expect(result).toBe('ok');
    expect(at).toHaveLength(3);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(28); // half of 60 ms at least
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(58); // half of 120 ms at least
  });

  it('rejects with the last error once the retries are used up', async () => {
    let calls = 0;
    const failure = withRetry(
      async (n) => {
        calls++;
        throw new Flaky(`attempt ${n}`);
      },
      { retries: 2, baseMs: 1, maxMs: 5 },
    );
    await expect(failure).rejects.toThrow('attempt 3');
    expect(calls).toBe(3);
  });

  it('gives up at once on an error shouldRetry refuses, and honours a delay the failure asks for', async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw new Fatal('bad key');
        },
        { retries: 5, baseMs: 1, maxMs: 5, shouldRetry: (err) => err instanceof Flaky },
      ),
    ).rejects.toBeInstanceOf(Fatal);
    expect(calls).toBe(1);

    const at: number[] = [];
    await withRetry(
      async (n) => {
        at.push(Date.now());
        if (n === 1) throw Object.assign(new Flaky('slow down'), { waitMs: 150 });
      },
      { retries: 1, baseMs: 1, maxMs: 5, delayFor: (err) => (err as { waitMs?: number }).waitMs },
    );
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(140);
  });

  it('an abort during the wait ends the retry with the caller-chosen error', async () => {
    const controller = new AbortController();
    const failure = withRetry(
      async () => {
        setTimeout(() => controller.abort(), 20);
        throw new Flaky('down');
      },
      { retries: 3, baseMs: 10_000, maxMs: 10_000, signal: controller.signal, abortError: () => new Fatal('cancelled') },
    );
    const started = Date.now();
    await expect(failure).rejects.toThrow('cancelled');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('the delay doubles per retry, is capped and jittered', () => {
    const policy = { baseMs: 5_000, maxMs: 60_000 };
    expect(retryDelayMs(1, policy, () => 1)).toBe(5_000);
    expect(retryDelayMs(2, policy, () => 1)).toBe(10_000);
    expect(retryDelayMs(3, policy, () => 0)).toBe(10_000);
    expect(retryDelayMs(10, policy, () => 1)).toBe(60_000);
  });
});
