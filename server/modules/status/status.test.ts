import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { healthSamples } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { StatusResponse } from '../../../common/status.js';
import { checkProcessing, computeUptime, listSamples, pruneSamples, startHealthSampler, uptimeByComponent } from './status.service.js';

describe('computeUptime', () => {
  const end = new Date('2026-01-02T00:00:00Z');
  const day = { start: new Date('2026-01-01T00:00:00Z'), end };

  it('says nothing (null) when there are no samples', () => {
    expect(computeUptime({ ok: 0, total: 0, firstSampleAt: null }, day, 60)).toEqual({ percent: null, samples: 0 });
  });

  it('is ok / total when every expected sample was recorded, rounded down', () => {
    // 1441 samples, one a minute over the whole day, one of them down
    expect(computeUptime({ ok: 1440, total: 1441, firstSampleAt: day.start }, day, 60)).toEqual({ percent: 99.93, samples: 1441 });
    expect(computeUptime({ ok: 1441, total: 1441, firstSampleAt: day.start }, day, 60).percent).toBe(100);
    // 9999 of 10000 must not display as 100%
    expect(computeUptime({ ok: 9999, total: 10000, firstSampleAt: new Date(end.getTime() - 9999 * 1000) }, day, 1).percent).toBe(99.99);
  });

  it('counts missing samples since the first one as down', () => {
    // first sample 10 minutes ago, only 5 recorded (all ok): 10 expected
    const first = new Date(end.getTime() - 10 * 60_000);
    expect(computeUptime({ ok: 5, total: 5, firstSampleAt: first }, day, 60).percent).toBe(50);
  });
});

describe('status API and sampler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ HEALTH_SAMPLE_SECONDS: '60' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.db.delete(healthSamples);
  });

  const status = async () => (await (await t.client().get('/api/app/status')).json()) as StatusResponse;

  it('checks all four components live with measured latencies, and says "no data" before any sample', async () => {
    const body = await status();
    expect(body.components.map((c) => c.id)).toEqual(['api', 'processing', 'database', 'search']);
    for (const id of ['api', 'database', 'search']) {
      const c = body.components.find((x) => x.id === id)!;
      expect(c.state).toBe('operational');
      expect(typeof c.latencyMs).toBe('number');
      expect(c.latencyMs).toBeGreaterThanOrEqual(0);
    }
    // no worker has written a heartbeat in this test app
    const processing = body.components.find((c) => c.id === 'processing')!;
    expect(processing).toMatchObject({ state: 'down', latencyMs: null, detail: 'No heartbeat from the background worker yet' });
    expect(body.overall).toBe('down');
    for (const c of body.components)
      expect(c.uptime).toEqual({ '24h': { percent: null, samples: 0 }, '7d': { percent: null, samples: 0 }, '30d': { percent: null, samples: 0 } });
    expect(Date.now() - new Date(body.checkedAt).getTime()).toBeLessThan(10_000);
  });

  it('the sampler records one sample per component and the worker heartbeat makes processing operational', async () => {
    const stop = startHealthSampler({ db: t.deps.db, logger: t.deps.logger, intervalSeconds: 1, apiProbe: async () => {} });
    await expect.poll(async () => (await listSamples(t.deps.db, 'processing')).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await stop();
    for (const id of ['api', 'database', 'search', 'processing'] as const) {
      const rows = await listSamples(t.deps.db, id);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.every((r) => r.ok === 1 && r.latencyMs >= 0)).toBe(true);
    }
    const body = await status();
    expect(body.components.find((c) => c.id === 'processing')).toMatchObject({ state: 'operational' });
    expect(body.overall).toBe('operational');
    const api = body.components.find((c) => c.id === 'api')!;
    expect(api.uptime['24h'].samples).toBeGreaterThanOrEqual(2);
  });

  it('records a failing probe as a down sample', async () => {
    const stop = startHealthSampler({
      db: t.deps.db,
      logger: t.deps.logger,
      intervalSeconds: 1,
      apiProbe: async () => {
        throw new Error('refused');
      },
    });
    await expect.poll(async () => (await listSamples(t.deps.db, 'api')).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await stop();
    expect((await listSamples(t.deps.db, 'api'))[0]!.ok).toBe(0);
    expect((await listSamples(t.deps.db, 'database'))[0]!.ok).toBe(1);
  });

  it('computes uptime per window from planted samples, including a down one', async () => {
    const now = new Date();
    const minute = 60_000;
    // database: 10 samples a minute apart in the last 10 minutes, one down; plus 10 ok ones 3 days ago, which
    // with the 60 s interval leaves a long gap that the 7-day and 30-day windows count as missed
    const recent = Array.from({ length: 10 }, (_, i) => ({
      component: 'database',
      ok: i === 4 ? 0 : 1,
      latencyMs: 3,
      checkedAt: new Date(now.getTime() - (9 - i) * minute - 1000),
    }));
    const old = Array.from({ length: 10 }, (_, i) => ({
      component: 'database',
      ok: 1,
      latencyMs: 3,
      checkedAt: new Date(now.getTime() - 3 * 86_400_000 + i * minute),
    }));
    await t.deps.db.insert(healthSamples).values([...recent, ...old]);
    const uptime = await uptimeByComponent(t.deps.db, 60, now);
    expect(uptime.database['24h']).toEqual({ percent: 90, samples: 10 });
    const expected7d = Math.floor((now.getTime() - old[0]!.checkedAt.getTime()) / minute);
    expect(uptime.database['7d']).toEqual({ percent: Math.floor((19 / expected7d) * 10_000) / 100, samples: 20 });
    expect(uptime.database['30d']).toEqual(uptime.database['7d']);
    expect(uptime.search['24h']).toEqual({ percent: null, samples: 0 });
  });

  it('reports processing down when the last heartbeat is older than three intervals', async () => {
    const now = new Date();
    await t.deps.db.insert(healthSamples).values({ component: 'processing', ok: 1, latencyMs: 7, checkedAt: new Date(now.getTime() - 181_000) });
    expect(await checkProcessing(t.deps.db, 60, now)).toMatchObject({ state: 'down', latencyMs: 7, detail: 'No worker heartbeat for 3 min' });
    expect(await checkProcessing(t.deps.db, 61, now)).toMatchObject({ state: 'operational', latencyMs: 7 });
  });

  it('prunes samples older than 90 days', async () => {
    const now = new Date();
    await t.deps.db.insert(healthSamples).values([
      { component: 'api', ok: 1, latencyMs: 1, checkedAt: new Date(now.getTime() - 91 * 86_400_000) },
      { component: 'api', ok: 1, latencyMs: 1, checkedAt: new Date(now.getTime() - 89 * 86_400_000) },
    ]);
    await pruneSamples(t.deps.db, now);
    expect(await listSamples(t.deps.db, 'api')).toHaveLength(1);
  });
});
