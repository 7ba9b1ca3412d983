import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { healthSamples } from '../../db/schema/index.js';
import type { Logger } from '../../lib/logger.js';
import {
  statusComponents,
  uptimeWindows,
  type ComponentId,
  type ComponentState,
  type ComponentStatus,
  type StatusResponse,
  type UptimeFigure,
  type UptimeWindowId,
} from '../../../common/status.js';

/** A check slower than this still works but is reported as degraded. */
export const DEGRADED_LATENCY_MS = 1000;
/** A check that has not answered by now counts as down. */
export const CHECK_TIMEOUT_MS = 5000;
export const RETENTION_DAYS = 90;

export interface CheckResult {
  component: ComponentId;
  state: ComponentState;
  latencyMs: number | null;
  detail: string;
}

export type Probe = () => Promise<void>;

/** Times one probe; a throw or a timeout is "down", a slow answer "degraded". */
export async function timeProbe(component: ComponentId, probe: Probe, okDetail: string): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    const latencyMs = Math.round(performance.now() - started);
    const slow = latencyMs > DEGRADED_LATENCY_MS;
    return { component, state: slow ? 'degraded' : 'operational', latencyMs, detail: slow ? `Slow: answered in ${latencyMs} ms` : okDetail };
  } catch (err) {
    return { component, state: 'down', latencyMs: Math.round(performance.now() - started), detail: `Check failed: ${(err as Error).message}` };
  } finally {
    clearTimeout(timer);
  }
}

export const checkDatabase = (db: Database) => timeProbe('database', async () => void (await db.execute(sql`select 1`)), 'Answering queries');

/** Runs a real full-text query (the same parser and dictionaries document search uses) and checks it matches. */
export const checkSearch = (db: Database) =>
  timeProbe(
    'search',
    async () => {
      const { rows } = await db.execute<{ hit: boolean }>(sql`
        select to_tsvector('english', 'The tenant pays for HVAC repairs at Oak Street')
               @@ websearch_to_tsquery('english', '"hvac repair" tenant') as hit`);
      if (!rows[0]?.hit) throw new Error('full-text query returned no match');
    },
    'Full-text queries answering',
  );

export const checkApi = (probe: Probe) => timeProbe('api', probe, 'Answering requests');

/**
 * Document processing is up while the worker keeps writing heartbeats: the latest must be younger than
 * three sample intervals. Its latency is what the worker measured at that heartbeat (how late its timer fired).
 */
export async function checkProcessing(db: Database, intervalSeconds: number, now = new Date()): Promise<CheckResult> {
  const [last] = await db
    .select({ latencyMs: healthSamples.latencyMs, checkedAt: healthSamples.checkedAt })
    .from(healthSamples)
    .where(and(eq(healthSamples.component, 'processing'), eq(healthSamples.ok, 1)))
    .orderBy(desc(healthSamples.checkedAt))
    .limit(1);
  if (!last) return { component: 'processing', state: 'down', latencyMs: null, detail: 'No heartbeat from the background worker yet' };
  const ageSeconds = Math.max(0, Math.round((now.getTime() - last.checkedAt.getTime()) / 1000));
  const alive = ageSeconds * 1000 < 3 * intervalSeconds * 1000;
  return {
    component: 'processing',
    state: alive ? 'operational' : 'down',
    latencyMs: last.latencyMs,
    detail: alive ? `Worker heartbeat ${ageSeconds} s ago` : `No worker heartbeat for ${formatAge(ageSeconds)}`,
  };
}

function formatAge(seconds: number) {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

export interface UptimeCounts {
  ok: number;
  total: number;
  /** Earliest sample of this component in the window; null when there is none. */
  firstSampleAt: Date | null;
}

/**
 * Uptime of one component over one window. Samples that should have been recorded since the first one
 * (one per interval) but were not count as down: the sampler only misses them when the service itself was
 * not running. Rounded down so a single failure never displays as 100%.
 */
export function computeUptime(counts: UptimeCounts, window: { start: Date; end: Date }, intervalSeconds: number): UptimeFigure {
  if (!counts.firstSampleAt || counts.total === 0) return { percent: null, samples: 0 };
  const from = Math.max(counts.firstSampleAt.getTime(), window.start.getTime());
  const expected = Math.floor((window.end.getTime() - from) / (intervalSeconds * 1000));
  const denominator = Math.max(counts.total, expected);
  const percent = Math.floor((counts.ok / denominator) * 10_000) / 100;
  return { percent, samples: counts.total };
}

/** Per component and window: ok and total sample counts plus the first sample time, in one query. */
export async function uptimeByComponent(db: Database, intervalSeconds: number, now = new Date()) {
  const columns = uptimeWindows.map(
    (w) => sql`
      count(*) filter (where ${healthSamples.checkedAt} > ${since(now, w.hours)}) as ${sql.raw(`"total_${w.id}"`)},
      count(*) filter (where ${healthSamples.ok} = 1 and ${healthSamples.checkedAt} > ${since(now, w.hours)}) as ${sql.raw(`"ok_${w.id}"`)},
      min(${healthSamples.checkedAt}) filter (where ${healthSamples.checkedAt} > ${since(now, w.hours)}) as ${sql.raw(`"first_${w.id}"`)}`,
  );
  const longest = Math.max(...uptimeWindows.map((w) => w.hours));
  const { rows } = await db.execute<Record<string, string | number | Date | null>>(sql`
    select ${healthSamples.component} as component, ${sql.join(columns, sql`, `)}
    from ${healthSamples}
    where ${healthSamples.checkedAt} > ${since(now, longest)} and ${healthSamples.checkedAt} <= ${now.toISOString()}
    group by ${healthSamples.component}`);
  const byComponent = new Map(rows.map((r) => [String(r.component), r]));
  const result = {} as Record<ComponentId, Record<UptimeWindowId, UptimeFigure>>;
  for (const c of statusComponents) {
    const row = byComponent.get(c.id);
    const figures = {} as Record<UptimeWindowId, UptimeFigure>;
    for (const w of uptimeWindows) {
      const first = row?.[`first_${w.id}`];
      figures[w.id] = computeUptime(
        { ok: Number(row?.[`ok_${w.id}`] ?? 0), total: Number(row?.[`total_${w.id}`] ?? 0), firstSampleAt: first ? new Date(first as string) : null },
        { start: new Date(now.getTime() - w.hours * 3600_000), end: now },
        intervalSeconds,
      );
    }
    result[c.id] = figures;
  }
  return result;
}

const since = (now: Date, hours: number) => new Date(now.getTime() - hours * 3600_000).toISOString();

const worst = (states: ComponentState[]): ComponentState => (states.includes('down') ? 'down' : states.includes('degraded') ? 'degraded' : 'operational');

/** The live status page: checks run now, uptime from the recorded samples. */
export async function getStatus(deps: { db: Database; intervalSeconds: number; apiProbe: Probe }): Promise<StatusResponse> {
  const now = new Date();
  const [api, database, search] = await Promise.all([checkApi(deps.apiProbe), checkDatabase(deps.db), checkSearch(deps.db)]);
  const [processing, uptime] = await Promise.all([checkProcessing(deps.db, deps.intervalSeconds, now), uptimeByComponent(deps.db, deps.intervalSeconds, now)]);
  const checks: Record<ComponentId, CheckResult> = { api, processing, database, search };
  const components: ComponentStatus[] = statusComponents.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    state: checks[c.id].state,
    latencyMs: checks[c.id].latencyMs,
    detail: checks[c.id].detail,
    uptime: uptime[c.id],
  }));
  return {
    checkedAt: now.toISOString(),
    overall: worst(components.map((c) => c.state)),
    sampleIntervalSeconds: deps.intervalSeconds,
    components,
  };
}

export interface SampleRow {
  component: ComponentId;
  ok: number;
  latencyMs: number;
  checkedAt: Date;
}

/** One sample per component: the API, database and search checks, plus the worker's own heartbeat. */
export async function collectSamples(deps: { db: Database; apiProbe: Probe }, heartbeatLagMs: number): Promise<SampleRow[]> {
  const checkedAt = new Date();
  const results = await Promise.all([checkApi(deps.apiProbe), checkDatabase(deps.db), checkSearch(deps.db)]);
  return [
    ...results.map((r) => ({ component: r.component, ok: r.state === 'down' ? 0 : 1, latencyMs: r.latencyMs ?? 0, checkedAt })),
    { component: 'processing' as const, ok: 1, latencyMs: Math.max(0, Math.round(heartbeatLagMs)), checkedAt },
  ];
}

export async function pruneSamples(db: Database, now = new Date()) {
  await db.delete(healthSamples).where(lt(healthSamples.checkedAt, new Date(now.getTime() - RETENTION_DAYS * 86_400_000)));
}

/** Samples kept in memory while the database cannot take them (bounded), so a database outage is recorded. */
const MAX_PENDING = 1000;

/**
 * The background health sampler: every HEALTH_SAMPLE_SECONDS it records one sample per component (the
 * processing sample is the worker's heartbeat) and, hourly, prunes samples older than 90 days.
 */
export function startHealthSampler(deps: { db: Database; logger: Logger; intervalSeconds: number; apiProbe: Probe }) {
  const intervalMs = deps.intervalSeconds * 1000;
  let pending: SampleRow[] = [];
  let nextDue: number;
  let lastPrune = 0;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const tick = async () => {
    const lag = Date.now() - nextDue;
    nextDue += intervalMs;
    const samples = await collectSamples(deps, lag);
    pending = [...pending, ...samples].slice(-MAX_PENDING);
    try {
      await deps.db.insert(healthSamples).values(pending);
      pending = [];
      if (Date.now() - lastPrune > 3600_000) {
        await pruneSamples(deps.db);
        lastPrune = Date.now();
      }
    } catch (err) {
      deps.logger.warn({ err, pending: pending.length }, 'could not record health samples; will retry');
    }
  };
  const run = () => {
    if (stopped) return;
    running = running.then(tick).catch((err) => deps.logger.error({ err }, 'health sampler failed'));
  };
  // the first heartbeat comes soon after start, once the HTTP server (started right after) is listening
  const firstDelay = Math.min(1000, intervalMs);
  nextDue = Date.now() + firstDelay;
  let timer: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    run();
    timer = setInterval(run, intervalMs);
  }, firstDelay);
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}

/** Probes the API over HTTP at its public address, as a visitor would reach it. */
export const httpProbe =
  (url: string): Probe =>
  async () => {
    const res = await fetch(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  };

/** The background task registered in server/background.ts. */
export const healthSamplerTask = (deps: AppDeps) =>
  startHealthSampler({
    db: deps.db,
    logger: deps.logger,
    intervalSeconds: deps.env.HEALTH_SAMPLE_SECONDS,
    apiProbe: httpProbe(`${deps.env.PUBLIC_URL}/healthz`),
  });

/** Oldest first, for tests and diagnostics. */
export async function listSamples(db: Database, component: ComponentId) {
  return db
    .select({ ok: healthSamples.ok, latencyMs: healthSamples.latencyMs, checkedAt: healthSamples.checkedAt })
    .from(healthSamples)
    .where(eq(healthSamples.component, component))
    .orderBy(asc(healthSamples.checkedAt));
}
