/**
 * Lease abstraction speed and portfolio speed at scale (issue 10, "Measured"), each beside a baseline measured in
 * the same run.
 *
 *   npm run bench:leases                               10,000 leases / 2,000 properties on PostgreSQL and on PGlite
 *   npm run bench:leases -- --leases 500 --properties 100 --rounds 3     a quick look
 *   --database postgres|pglite     one of them only           --skip-abstraction   the database parts only
 *   --rounds N                     rounds over the questions (default 10)   --dashboard-samples N   (default 30)
 *   --keep DIR                     keep the seeded databases in DIR; a later run with the same DIR and sizes reuses them
 *
 * 1. Abstraction: extractLease (the pure extractor the leases.abstract job runs after text extraction) on 20-page
 *    leases (bench/lease-support/long-lease.ts), p50/p95 per lease. Baseline: one pass of tokenising the same pages.
 * 2. Portfolio: the portfolio seeded straight into a workspace (bench/lease-support/portfolio-seed.ts), then, in this
 *    process, the whole app (createApp) called without a socket:
 *    - questions through POST /api/v1/query with an API key, rounds over a varied set (lease-support/questions.ts):
 *      time in the app per request (Server-Timing `app`, key check to JSON) and the service's own took_ms.
 *      Baseline: the nearest plain SQL statement per question on the same connection pool.
 *    - the dashboard as the page loads it: GET /api/app/workspaces/current/summary (cards) and
 *      GET /api/app/dashboard/attention (Items Needing Attention), each and both at once, with the owner's session.
 *      Baseline: four plain statements (units, occupied units by the records' dates, documents this month, leases
 *      ending in the longest lead time) at once.
 *    - the first question and the first dashboard after a write through the product's routes (a lease's rent
 *      edited; a term corrected), which the in-memory portfolio snapshot must notice and work out again.
 * Results: stdout and bench/results/leases.json.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createApp } from '../server/app.js';
import { buildDeps, loadEnv } from '../server/bootstrap.js';
import { openPglite } from '../server/db/client.js';
import { createLogger } from '../server/lib/logger.js';
import { extractLease } from '../server/modules/leases/extract/index.js';
import { type BenchAccount, benchClient } from './lease-support/app-client.js';
import { longLeases } from './lease-support/long-lease.js';
import { describe, machine, ratio, round, summarize, timeEach } from './lease-support/measure.js';
import { planPortfolio } from './lease-support/portfolio-plan.js';
import { seedPortfolio, type SeedCounts } from './lease-support/portfolio-seed.js';
import { measureAfterWrites, measureDashboard, measureQuestions } from './lease-support/measure-portfolio.js';
import { benchQuestions } from './lease-support/questions.js';
import { startBenchPostgres } from './search-support/postgres.js';

/** A full collection, so that the heap measured is what is held (the flag can be set at run time). */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    leases: { type: 'string', default: '10000' },
    properties: { type: 'string', default: '2000' },
    database: { type: 'string' },
    rounds: { type: 'string', default: '10' },
    'dashboard-samples': { type: 'string', default: '30' },
    'abstraction-leases': { type: 'string', default: '24' },
    'abstraction-runs': { type: 'string', default: '5' },
    'skip-abstraction': { type: 'boolean', default: false },
    keep: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const LEASES = Number(args.leases);
const PROPERTIES = Number(args.properties);
const ROUNDS = Number(args.rounds);
const databases = (args.database ? [args.database] : ['postgres', 'pglite']) as Array<'postgres' | 'pglite'>;
const log = (...m: unknown[]) => console.log(new Date().toISOString().slice(11, 19), ...m);
const today = new Date().toISOString().slice(0, 10);

// ---------------------------------------------------------------- 1. abstraction
function abstraction() {
  const leases = longLeases(Number(args['abstraction-leases']));
  // Warm-up: the first calls compile the extractor's code paths.
  for (const l of leases.slice(0, 4)) extractLease(l.text);
  const extract: number[] = [];
  const tokenise: number[] = [];
  let stated = 0;
  for (let run = 0; run < Number(args['abstraction-runs']); run++)
    for (const l of leases) {
      let t = performance.now();
      const result = extractLease(l.text);
      extract.push(performance.now() - t);
      if (run === 0) stated += result.terms.filter((x) => x.value !== null).length;
      t = performance.now();
      let words = 0;
      for (const p of l.text.pages) words += p.text.toLowerCase().match(/[a-z0-9]+/g)?.length ?? 0;
      tokenise.push(performance.now() - t);
      if (words === 0) throw new Error('empty lease');
    }
  const result = {
    leases: leases.length,
    pages: leases[0]!.text.pages.length,
    averageCharacters: Math.round(leases.reduce((n, l) => n + l.characters, 0) / leases.length),
    averageBodyCharacters: Math.round(leases.reduce((n, l) => n + l.bodyCharacters, 0) / leases.length),
    averageStatedTerms: round(stated / leases.length),
    extractLease: summarize(extract),
    baselineTokenise: summarize(tokenise, 2),
  };
  log(`abstraction, ${result.leases} leases of ${result.pages} pages (~${result.averageCharacters} characters): extractLease ${describe(result.extractLease)}`);
  log(`  baseline (tokenise the pages once) ${describe(result.baselineTokenise)}; ratio ${ratio(result.extractLease, result.baselineTokenise)}×`);
  return result;
}

// ---------------------------------------------------------------- 2. portfolio
async function portfolio(kind: 'postgres' | 'pglite') {
  const keepDir = args.keep ? resolve(args.keep, `${kind}-${LEASES}-${PROPERTIES}`) : undefined;
  const dir = keepDir ?? mkdtempSync(join(tmpdir(), `propwise-bench-leases-${kind}-`));
  mkdirSync(dir, { recursive: true });
  const postgres = kind === 'postgres' ? await startBenchPostgres({ keepDir: keepDir && join(keepDir, 'pg'), sharedBuffers: '512MB' }) : undefined;
  const env = loadEnv({
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: postgres?.url,
    API_RATE_LIMIT_PER_MINUTE: '10000000',
  });
  const database = postgres ? undefined : await openPglite({ dataDir: join(dir, 'data', 'db') });
  const deps = await buildDeps(env, { database, logger: createLogger('silent') });
  try {
    const app = createApp(deps);
    const manifestFile = join(dir, 'manifest.json');
    const reused = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as { today: string; seed: SeedCounts; account: BenchAccount })
      : undefined;
    const plan = planPortfolio({ leases: LEASES, properties: PROPERTIES, today: reused?.today ?? today });
    const client = await benchClient(app, deps, reused?.account);
    let seed = reused?.seed;
    if (!seed) {
      log(`${kind}: seeding ${LEASES} leases over ${PROPERTIES} properties`);
      seed = await seedPortfolio(deps.db, client, plan, (m) => log(`${kind}:${m}`));
      if (keepDir) writeFileSync(manifestFile, JSON.stringify({ today, seed, account: client.account }));
    }
    log(`${kind}: ${JSON.stringify(seed)}`);

    const questions = benchQuestions(plan, client.workspaceId, today);
    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    for (const q of questions) {
      const { body } = await client.ask(q.question);
      if (body.route !== 'records') throw new Error(`not answered from the records: ${q.question}`);
      if (args.verbose) log(`  ${q.question}\n    ${body.answer.split('\n')[0]}`);
    }
    const questionsResult = await measureQuestions(client, deps.db, questions, ROUNDS);
    log(`${kind}: questions (server time, Server-Timing app) ${describe(questionsResult.app)}; took_ms ${describe(questionsResult.tookMs)}`);
    log(`${kind}:   baseline (plain SQL) ${describe(questionsResult.baseline)}; ratio ${ratio(questionsResult.app, questionsResult.baseline)}×`);
    for (const q of questionsResult.each) log(`${kind}:   ${q.question}: p50 ${q.app.p50} ms (baseline ${q.baseline.p50} ms)`);

    const dashboard = await measureDashboard(client, deps.db, today, Number(args['dashboard-samples']));
    log(`${kind}: dashboard cards ${describe(dashboard.summary)}; attention ${describe(dashboard.attention)}; both at once ${describe(dashboard.page)}`);
    log(`${kind}:   baseline (four plain statements at once) ${describe(dashboard.baseline)}; ratio ${ratio(dashboard.page, dashboard.baseline)}×`);
    // What the workspace's snapshot holds once every question and the dashboard have been asked (after a collection).
    collectGarbage();
    const heldMb = Math.round((process.memoryUsage().heapUsed - heapBefore) / 2 ** 20);

    const afterWrite = await measureAfterWrites(client, plan, questions, Math.max(5, ROUNDS));
    for (const [part, r] of Object.entries(afterWrite))
      log(`${kind}: first after a ${part} write: question ${describe(r.question)}; dashboard (both at once) ${describe(r.dashboard)}`);
    log(`${kind}: heap held after the questions and the dashboard: ~${heldMb} MB`);
    return {
      database: kind === 'postgres' ? 'PostgreSQL 15 (throwaway cluster, shared_buffers 512MB, fsync off)' : 'PGlite (embedded)',
      seed,
      questions: questionsResult,
      dashboard,
      afterWrite,
      heapHeldMb: heldMb,
    };
  } finally {
    await deps.close();
    postgres?.stop();
    if (!keepDir) rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const started = new Date();
  const machineBefore = machine();
  log(`machine: ${machineBefore.cpus} × ${machineBefore.cpuModel}, ${machineBefore.totalMemoryMb} MB, load ${machineBefore.loadAverage.join(' ')}`);
  const abstractionResult = args['skip-abstraction'] ? null : abstraction();
  const portfolios = [];
  for (const kind of databases) portfolios.push(await portfolio(kind));
  const results = {
    date: started.toISOString(),
    machineBefore,
    machineAfter: machine(),
    sizes: { leases: LEASES, properties: PROPERTIES, rounds: ROUNDS, dashboardSamples: Number(args['dashboard-samples']) },
    abstraction: abstractionResult,
    portfolios,
  };
  const dir = join(repoRoot, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = LEASES === 10_000 && PROPERTIES === 2_000 ? 'leases.json' : `leases-${LEASES}.json`;
  writeFileSync(join(dir, file), JSON.stringify(results, null, 2) + '\n');
  log(`wrote bench/results/${file}`);
}

await main();
process.exit(0);
