import { afterEach, describe, expect, it } from 'vitest';
import { WorkerMemoryError, WorkerPool, WorkerTimeoutError } from './worker-pool.js';

const filename = new URL('./fixtures/test-worker.mjs', import.meta.url);
const pools: WorkerPool[] = [];
const pool = (threads: number, extra: { idleTimeoutMs?: number; resourceLimits?: { maxOldGenerationSizeMb: number } } = {}) => {
  const p = new WorkerPool({ name: 'test', filename, threads, idleTimeoutMs: extra.idleTimeoutMs ?? 10_000, resourceLimits: extra.resourceLimits });
  pools.push(p);
  return p;
};
const outcome = (p: Promise<unknown>) =>
  p.then(
    (v) => ({ value: v }),
    (e: unknown) => ({ error: e }),
  );

// No database: once (pglite project).
describe('WorkerPool (piscina)', () => {
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.close()));
  });

  it('terminates a thread that overruns its time limit, even in a loop that never yields, and carries on with a fresh one', async () => {
    const p = pool(1);
    const started = Date.now();
    const { error } = (await outcome(p.run(null, { name: 'spin', timeoutMs: 300 }))) as { error: unknown };
    expect(error).toBeInstanceOf(WorkerTimeoutError);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await p.run({ ms: 1, value: 'next' }, { name: 'sleep', timeoutMs: 5_000 })).toBe('next');
  });

  it("starts a task's time limit when the task gets a thread, not while it waits for one", async () => {
    const p = pool(1);
    const first = p.run({ ms: 800, value: 'first' }, { name: 'sleep', timeoutMs: 5_000 });
    // Waits ~800 ms for the one thread, then needs 50 ms of its 500.
    const second = p.run({ ms: 50, value: 'second' }, { name: 'sleep', timeoutMs: 500 });
    expect(p.queued).toBe(1);
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
  });

  it("aborting the caller's signal stops a running task at once with the signal's reason, and takes a queued one off the queue", async () => {
    const p = pool(1);
    const controller = new AbortController();
    const running = outcome(p.run(null, { name: 'spin', signal: controller.signal }));
    const queued = outcome(p.run({ ms: 1, value: 'never' }, { name: 'sleep', signal: controller.signal }));
    await new Promise((r) => setTimeout(r, 300));
    const reason = new Error('deleted');
    const aborted = Date.now();
    controller.abort(reason);
    expect(await running).toEqual({ error: reason });
    expect(await queued).toEqual({ error: reason });
    expect(Date.now() - aborted).toBeLessThan(1_000);
    expect(p.queued).toBe(0);
    // An already aborted signal never reaches a thread.
    expect(await outcome(p.run(null, { name: 'spin', signal: controller.signal }))).toEqual({ error: reason });
    expect(await p.run({ ms: 1, value: 'after' }, { name: 'sleep' })).toBe('after');
  });

  it("caps each thread's heap: a task that runs out of it fails with WorkerMemoryError, and the pool goes on", async () => {
    const p = pool(1, { resourceLimits: { maxOldGenerationSizeMb: 32 } });
    const { error } = (await outcome(p.run(null, { name: 'hog', timeoutMs: 30_000 }))) as { error: unknown };
    expect(error).toBeInstanceOf(WorkerMemoryError);
    expect(await p.run({ ms: 1, value: 'fine' }, { name: 'sleep' })).toBe('fine');
  }, 40_000);

  it('never runs more threads than its size, and stops idle ones after the quiet spell', async () => {
    const p = pool(2, { idleTimeoutMs: 300 });
    const values = await Promise.all([1, 2, 3, 4, 5].map((value) => p.run({ ms: 100, value }, { name: 'sleep' })));
    expect(values).toEqual([1, 2, 3, 4, 5]);
    expect(p.liveThreads).toBeLessThanOrEqual(2);
    await expect.poll(() => p.liveThreads, { timeout: 5_000 }).toBe(0);
  });
});
