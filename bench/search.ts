/**
 * Search and answer latency at scale, over HTTP against a real server process.
 *
 *   npm run bench:search                       100,000 chunks on a throwaway PostgreSQL 15 cluster
 *   npm run bench:search -- --chunks 20000 --requests 200 --seconds 30 --port 4200 --skip-encoders
 *   npm run bench:search -- --keep-db /tmp/bench-db   keep the loaded cluster there; the next run with the same
 *                                                     directory reuses it and skips loading (for iterating on SQL)
 *
 * 1. Encoders: the static encoder and USE Lite embed the same chunks and queries in this process (texts/s,
 *    ms per query), so their speed is compared on the same machine at the same moment.
 * 2. Corpus: generated lease/contract documents (bench/search-support/corpus.ts) bulk-loaded with embeddings
 *    from the configured default encoder, HNSW index rebuilt once (bench/search-support/seed.ts).
 * 3. A real server (`node --import tsx server/main.ts`, SERVER_ROLE=web) on --port, called with a bearer API key:
 *    POST /api/v1/search and POST /api/v1/query, at one client and at eight concurrent clients (closed loop):
 *    p50/p95/p99 of the HTTP round trip, requests per second, and the server's own took_ms.
 * 4. Baseline in the same run: the naive full-text query (rank every match with ts_rank, no tricks) straight
 *    on PostgreSQL at one and eight clients.
 * 5. Breakdown of one search (in this process, sequential): query embedding, full-text candidates, vector
 *    candidates, hit details — so a missed target shows where the time goes.
 * 6. Per-request overhead around the search: over HTTP, each request's round trip minus its took_ms; in this
 *    process, the key check (today's one statement next to better-auth's verifyApiKey path it replaced) and
 *    the query-log insert (written after the answer since decision 0012).
 * Results: stdout and bench/results/search.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../server/app.js';
import { buildDeps, resolveEnv } from '../server/bootstrap.js';
import type { Database } from '../server/db/client.js';
import { parseEnv } from '../server/env.js';
import { LocalSentenceEncoder } from '../server/lib/embeddings/local-sentence-encoder.js';
import { StaticEncoder } from '../server/lib/embeddings/static-encoder.js';
import { createLogger } from '../server/lib/logger.js';
import { authenticateApiKey } from '../server/modules/api-keys/api-key-verify.js';
import { createApiKey } from '../server/modules/api-keys/api-keys.service.js';
import { recordQuery } from '../server/modules/queries/query-log.service.js';
import { searchDocuments } from '../server/modules/search/search.service.js';
import { hitDetailsSql, textCandidatesSql, vectorCandidatesSql } from '../server/modules/search/search.sql.js';
import { benchQueries, contractSentences, generateDocuments } from './search-support/corpus.js';
import { runLoad, percentile, type CallTiming, type LatencySummary } from './search-support/load.js';
import { startBenchPostgres } from './search-support/postgres.js';
import { seedCorpus } from './search-support/seed.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    chunks: { type: 'string', default: '100000' },
    'per-doc': { type: 'string', default: '100' },
    requests: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '30' },
    port: { type: 'string', default: '4200' },
    'skip-encoders': { type: 'boolean', default: false },
    'keep-db': { type: 'string' },
  },
});
const CHUNKS = Number(args.chunks);
const PER_DOC = Number(args['per-doc']);
const REQUESTS = Number(args.requests);
const SECONDS = Number(args.seconds);
const PORT = Number(args.port);
const log = (...m: unknown[]) => console.log(new Date().toISOString().slice(11, 19), ...m);
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

function machine() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    totalMemoryMb: Math.round(totalmem() / 2 ** 20),
    freeMemoryMb: Math.round(freemem() / 2 ** 20),
    node: process.version,
    loadAverage: loadavg().map((l) => round(l)),
  };
}

// ---------------------------------------------------------------- 1. encoders
async function compareEncoders(sentences: string[]) {
  const docs = generateDocuments(4, 50, sentences, 99);
  const chunkTexts = docs.flatMap((d) => d.chunks.map((c) => `${d.title}\n${c.heading}\n${c.text}`));
  const queries = [...benchQueries, ...benchQueries.map((q) => `${q} in the lease`)];
  const measure = async (name: string, embed: (t: string[]) => Promise<unknown>, chunkSample: string[]) => {
    await embed(['warm up']);
    let t = performance.now();
    const cpuBefore = process.cpuUsage();
    await embed(chunkSample);
    const chunkMs = performance.now() - t;
    const cpu = process.cpuUsage(cpuBefore);
    // CPU time of this process (all its threads): on a shared machine, wall time includes waiting for a core.
    const chunkCpuMs = (cpu.user + cpu.system) / 1000;
    const perQuery: number[] = [];
    for (const q of queries) {
      t = performance.now();
      await embed([q]);
      perQuery.push(performance.now() - t);
    }
    perQuery.sort((a, b) => a - b);
    const result = {
      encoder: name,
      chunks: chunkSample.length,
      avgChunkChars: Math.round(chunkSample.reduce((s, c) => s + c.length, 0) / chunkSample.length),
      chunksPerSecond: round((chunkSample.length * 1000) / chunkMs, 1),
      cpuMsPerChunk: round(chunkCpuMs / chunkSample.length, 3),
      queryMsP50: round(percentile(perQuery, 50), 3),
      queryMsP95: round(percentile(perQuery, 95), 3),
    };
    log(
      `encoder ${name}: ${result.chunksPerSecond} chunks/s (${result.cpuMsPerChunk} ms CPU each), query p50 ${result.queryMsP50} ms, p95 ${result.queryMsP95} ms`,
    );
    return result;
  };
  const staticEncoder = new StaticEncoder();
  const out = [await measure('static-use-lite-512-v1 (main thread)', (t) => staticEncoder.embed(t), chunkTexts)];
  if (!args['skip-encoders']) {
    const use = new LocalSentenceEncoder();
    // USE Lite on a fifth of the chunks: at ~10/s the whole sample would take most of a minute.
    out.push(await measure('use-lite-512 (in process, 1 thread)', (t) => use.embed(t), chunkTexts.slice(0, 48)));
  }
  return out;
}

// ---------------------------------------------------------------- 3. server
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start in 120 s');
}

// ---------------------------------------------------------------- 5. breakdown
async function breakdown(db: Database, workspaceId: string, model: string, embed: (q: string) => Promise<number[]>, search: (q: string) => Promise<unknown>) {
  const parts: Record<'embed' | 'text' | 'vector' | 'details' | 'searchDocuments', number[]> = {
    embed: [],
    text: [],
    vector: [],
    details: [],
    searchDocuments: [],
  };
  const rows = async (q: ReturnType<typeof sql>) => (await db.execute(q)).rows as Array<{ id: string }>;
  for (let i = 0; i < 2 * benchQueries.length; i++) {
    const query = benchQueries[i % benchQueries.length]!;
    let t = performance.now();
    const vector = await embed(query);
    parts.embed.push(performance.now() - t);
    t = performance.now();
    const textIds = await rows(textCandidatesSql({ workspaceId }, query, 50));
    parts.text.push(performance.now() - t);
    t = performance.now();
    // The app's connections carry the vector-search settings (db/client.ts SESSION_SETTINGS).
    const vectorIds = await rows(vectorCandidatesSql({ workspaceId }, vector, model, 50));
    parts.vector.push(performance.now() - t);
    t = performance.now();
    const ids = [...new Set([...textIds.slice(0, 5), ...vectorIds.slice(0, 5)].map((r) => r.id))];
    if (ids.length) await rows(hitDetailsSql(workspaceId, ids, query));
    parts.details.push(performance.now() - t);
    // The whole service call (its own candidate strategy may differ from the single statements above).
    t = performance.now();
    await search(query);
    parts.searchDocuments.push(performance.now() - t);
  }
  // Plans of one search's statements, so a slow part can be read without re-running anything.
  const explain = async (q: ReturnType<typeof sql>, setup?: string[]) =>
    db.transaction(async (tx) => {
      for (const s of setup ?? []) await tx.execute(sql.raw(s));
      const plan = (await tx.execute(sql`explain (analyze, buffers) ${q}`)).rows as Array<Record<string, string>>;
      return plan.map((r) => Object.values(r)[0]!);
    });
  const sample = benchQueries[0]!;
  const sampleVector = await embed(sample);
  const plans = {
    query: sample,
    text: await explain(textCandidatesSql({ workspaceId }, sample, 50)),
    vector: await explain(vectorCandidatesSql({ workspaceId }, sampleVector, model, 50)),
  };
  const summary: Record<string, unknown> = { plans };
  for (const [k, v] of Object.entries(parts)) {
    // The first pass warms caches; report the second.
    const warm = v.slice(benchQueries.length).sort((a, b) => a - b);
    summary[k] = { p50: round(percentile(warm, 50)), p95: round(percentile(warm, 95)) };
  }
  return summary;
}

// ---------------------------------------------------------------- 6. request overhead
async function requestOverhead(deps: Awaited<ReturnType<typeof buildDeps>>, workspaceId: string, key: string) {
  const ROUNDS = 200;
  const time = async (fn: () => Promise<unknown>) => {
    const samples: number[] = [];
    for (let i = 0; i < ROUNDS + 20; i++) {
      const t = performance.now();
      await fn();
      if (i >= 20) samples.push(performance.now() - t); // the first 20 warm up
    }
    samples.sort((a, b) => a - b);
    return { p50: round(percentile(samples, 50), 3), p95: round(percentile(samples, 95), 3) };
  };
  const caller = await authenticateApiKey(deps, key);
  // The whole public API stack without a socket: Hono, middleware, key check, validation, JSON; minus took_ms.
  const app = createApp(deps);
  let query = 0;
  const inProcess: number[] = [];
  const appRequest = async () => {
    const t = performance.now();
    const res = await app.request('/api/v1/search', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: benchQueries[query++ % benchQueries.length], limit: 10 }),
    });
    const body = (await res.json()) as { took_ms: number };
    inProcess.push(performance.now() - t - body.took_ms);
  };
  for (let i = 0; i < 2 * benchQueries.length; i++) await appRequest(); // warm up
  inProcess.length = 0;
  for (let i = 0; i < 100; i++) await appRequest();
  inProcess.sort((a, b) => a - b);
  return {
    searchInProcessMinusTook: { p50: round(percentile(inProcess, 50), 3), p95: round(percentile(inProcess, 95), 3) },
    // What authenticateApiKey did before decision 0012: the plugin's verify (read, rate-limit update, updated_at
    // update) and then the call-count update.
    keyCheckPluginPath: await time(async () => {
      const r = await deps.auth.api.verifyApiKey({ body: { key } });
      if (!r.valid || !r.key) throw new Error('plugin refused the bench key');
      await deps.db.execute(sql`update api_key_usage set call_count = call_count + 1, last_used_at = now()
        where api_key_id = ${r.key.id} and workspace_id = ${r.key.referenceId}
        returning (select id from "user" where id = api_key_usage.created_by) as creator_id`);
    }),
    keyCheckGate: await time(() => authenticateApiKey(deps, key)),
    queryLogInsert: await time(() =>
      recordQuery(
        deps.db,
        { workspaceId, apiKeyId: caller.apiKeyId },
        {
          question: 'bench overhead',
          answer: null,
          answered: true,
          citations: [],
          projectId: null,
          responseMs: 1,
          resultCount: 10,
          bestScore: 0.5,
        },
      ),
    ),
  };
}

async function main() {
  const started = new Date();
  const machineBefore = machine();
  log(`machine: ${machineBefore.cpus} × ${machineBefore.cpuModel}, ${machineBefore.totalMemoryMb} MB, load ${machineBefore.loadAverage.join(' ')}`);
  const sentences = contractSentences();
  const encoders = await compareEncoders(sentences);

  const keepDir = args['keep-db'] ? resolve(args['keep-db']) : undefined;
  const tmp = keepDir ?? mkdtempSync(join(tmpdir(), 'propwise-bench-search-'));
  const postgres = await startBenchPostgres({ keepDir: keepDir && join(keepDir, 'pg') });
  let server: ChildProcess | undefined;
  try {
    const envVars = {
      DATABASE_URL: postgres.url,
      DATA_DIR: join(tmp, 'data'),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SERVER_ROLE: 'web',
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT_PER_MINUTE: '10000000',
      EMBEDDINGS_PROVIDER: 'local',
    };
    const env = resolveEnv(parseEnv({ ...envVars, NODE_ENV: 'development' }));
    const deps = await buildDeps(env, { logger: createLogger('silent') });

    const seedFile = join(tmp, 'seed.json');
    let seed: Awaited<ReturnType<typeof seedCorpus>>;
    let documentCount: number;
    if (postgres.reused && existsSync(seedFile)) {
      ({ seed, documentCount } = JSON.parse(readFileSync(seedFile, 'utf8')));
      log(`reusing the loaded cluster in ${keepDir}: ${seed.chunks} chunks`);
    } else {
      log(`generating ${CHUNKS} chunks (${CHUNKS / PER_DOC} documents × ${PER_DOC})`);
      const docs = generateDocuments(Math.ceil(CHUNKS / PER_DOC), PER_DOC, sentences);
      documentCount = docs.length;
      seed = await seedCorpus(deps.db, postgres.url, deps.embedder, docs, 20, log);
      log(`loaded ${seed.chunks} chunks: embedding ${seed.embedSeconds} s, insert ${seed.insertSeconds} s, HNSW build ${seed.indexSeconds} s`);
      if (keepDir) writeFileSync(seedFile, JSON.stringify({ seed, documentCount }));
    }
    const key = await createApiKey(deps, { workspaceId: seed.workspaceId, userId: seed.userId }, { name: 'bench', permission: 'read' });

    const parts = await breakdown(
      deps.db,
      seed.workspaceId,
      deps.embedder.model,
      async (q) => (await deps.embedder.embed([q]))[0]!,
      (q) => searchDocuments(deps, { workspaceId: seed.workspaceId }, { query: q, limit: 10 }),
    );
    const { plans, ...timings } = parts as Record<string, unknown> & { plans: { text: string[]; vector: string[] } };
    log('breakdown (ms, p50/p95):', JSON.stringify(timings));
    log(`plan, full-text candidates:\n    ${plans.text.join('\n    ')}`);
    log(`plan, vector candidates:\n    ${plans.vector.join('\n    ')}`);

    const overhead = await requestOverhead(deps, seed.workspaceId, key.key);
    log('request overhead in process (ms, p50/p95):', JSON.stringify(overhead));

    server = await startServer({ ...envVars, NODE_ENV: 'development' });
    const base = `http://127.0.0.1:${PORT}`;
    // The socket and HTTP cost alone: an unauthenticated probe that touches nothing.
    const probe = await runLoad(1, 300, 30, async () => void (await (await fetch(`${base}/healthz`)).text()));
    log(`GET /healthz × 1 (HTTP round trip alone): p50 ${probe.p50} ms, p95 ${probe.p95} ms`);
    (overhead as Record<string, unknown>).healthzRoundTrip = { p50: probe.p50, p95: probe.p95 };
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
      const json = JSON.parse(text) as { took_ms?: number; tookMs?: number };
      const tookMs = json.took_ms ?? json.tookMs;
      const app = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
      return tookMs === undefined ? undefined : { tookMs, appMs: app ? Number(app[1]) : undefined };
    };
    const endpoints: Array<{ name: string; call: (i: number) => Promise<CallTiming> }> = [
      { name: 'POST /api/v1/search', call: (i) => post('/api/v1/search', { query: benchQueries[i % benchQueries.length], limit: 10 }) },
      { name: 'POST /api/v1/query', call: (i) => post('/api/v1/query', { query: benchQueries[i % benchQueries.length] }) },
    ];
    const pool = new pg.Pool({ connectionString: postgres.url, max: 8 });
    endpoints.push({
      name: 'naive full text (SQL: rank every match)',
      call: async (i) => {
        await pool.query(
          `select c.id, ts_rank(c.tsv, q) as rank from chunks c, websearch_to_tsquery('english', $1) q
           where c.workspace_id = $2 and c.tsv @@ q order by rank desc limit 10`,
          [benchQueries[i % benchQueries.length], seed.workspaceId],
        );
        return undefined;
      },
    });

    const load: Array<{ endpoint: string } & LatencySummary> = [];
    for (const e of endpoints) {
      await runLoad(2, 2 * benchQueries.length, 60, e.call); // warm-up: every query once per client
      for (const clients of [1, 8]) {
        const r = await runLoad(clients, clients === 1 ? REQUESTS : REQUESTS * 4, SECONDS, e.call);
        load.push({ endpoint: e.name, ...r });
        log(
          `${e.name} × ${clients}: p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, ${r.requestsPerSecond} req/s` +
            (r.serverP50 !== undefined
              ? ` (server took_ms p50 ${r.serverP50}, p95 ${r.serverP95}; round trip − took_ms p50 ${r.overheadP50}, p95 ${r.overheadP95}; of which in the app p50 ${r.inAppOverheadP50}, p95 ${r.inAppOverheadP95}, outside it p50 ${r.outsideAppP50}, p95 ${r.outsideAppP95})`
              : ''),
        );
      }
    }
    await pool.end();
    await deps.database.close();

    const results = {
      date: started.toISOString(),
      database: 'PostgreSQL 15 (throwaway cluster, shared_buffers 1GB, fsync off) with pgvector HNSW',
      machineBefore,
      machineAfter: machine(),
      corpus: { chunks: seed.chunks, documents: documentCount, projects: seed.projectIds.length, embedder: deps.embedder.model, seed },
      encoders,
      breakdown: parts,
      requestOverhead: overhead,
      load,
    };
    const dir = join(repoRoot, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'search.json'), JSON.stringify(results, null, 2) + '\n');
    log(`wrote bench/results/search.json`);
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    postgres.stop();
    if (!keepDir) rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
