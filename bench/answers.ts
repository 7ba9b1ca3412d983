/**
 * Search and answer latency at the evaluation corpus size, on both databases side by side.
 *
 *   npm run bench:answers                          120 CUAD contracts into PGlite and into a throwaway PostgreSQL
 *   npm run bench:answers -- --reuse [DIR]         keep both ingested databases in DIR (default .data-bench-answers);
 *                                                  a later run with the same DIR skips ingestion
 *   --database pglite|postgres                     one of them only
 *   --questions N                                  questions asked (default 150)
 *   --no-profile                                   skip the per-statement and per-step profile
 *   --explain INDEX                                only print the plans of the statements question INDEX runs
 *
 * 1. Corpus: a fixed sample of CUAD contracts (.txt): every cuad-dev contract and every ninth cuad-train one, 120
 *    in all, through the real pipeline (addDocument and the ingest and embedding jobs, bench/support/pipeline.ts).
 * 2. Questions: a fixed sample of queries.json of those contracts (key-term and clause questions, each naming its
 *    contract as users do), asked over the whole workspace, one at a time, in this process: searchDocuments with
 *    the answer's passage count, then askQuestion (offline composer). Every question once to warm up, then again
 *    measured: p50/p95 of tookMs (server time), per database, and the ratio PGlite / PostgreSQL.
 * 3. Profile (a further pass, so its bookkeeping never touches the figures): every SQL statement timed and named
 *    by what it does, the query embedding, and the offline composer on the answer's passages.
 * Results: stdout and bench/results/answers.json.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { fitQuery, loadDataset } from '../eval/dataset.js';
import { ANSWER_PASSAGES, askQuestion } from '../server/modules/answers/answers.service.js';
import { composeOfflineAnswer } from '../server/modules/answers/offline/compose-offline.js';
import { expandSearchQuery } from '../server/modules/answers/offline/question-kind.js';
import { searchDocuments } from '../server/modules/search/search.service.js';
import { percentile } from './search-support/load.js';
import { startBenchPostgres } from './search-support/postgres.js';
import { chunkCounts, startPipeline, upload, waitEmbedded, waitProcessed, type Harness, type PipelineIds } from './support/pipeline.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// `--reuse` may come without a directory: parseArgs needs a value, so the default is filled in first.
const argv = process.argv.slice(2);
const reuseAt = argv.indexOf('--reuse');
if (reuseAt >= 0 && (argv[reuseAt + 1] === undefined || argv[reuseAt + 1]!.startsWith('--'))) argv.splice(reuseAt + 1, 0, '.data-bench-answers');
const { values: args } = parseArgs({
  args: argv,
  options: {
    reuse: { type: 'string' },
    database: { type: 'string' },
    questions: { type: 'string', default: '150' },
    'no-profile': { type: 'boolean', default: false },
    explain: { type: 'string' },
  },
});
const reuseArg = args.reuse;
const QUESTIONS = Number(args.questions);
const databases = (args.database ? [args.database] : ['pglite', 'postgres']) as Array<'pglite' | 'postgres'>;
const log = (...m: unknown[]) => console.log(new Date().toISOString().slice(11, 19), ...m);
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), mean: round(sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1)) };
};

// ---------------------------------------------------------------- corpus and questions
const shared = resolve(repoRoot, '..', 'shared', 'eval');
const dev = loadDataset(join(shared, 'cuad-dev'));
const train = loadDataset(join(shared, 'cuad-train'));
const contracts = [
  ...dev.contracts.map((name) => ({ name, path: dev.path(name, 'txt') })),
  ...train.contracts.filter((_, i) => i % 9 === 0).map((name) => ({ name, path: train.path(name, 'txt') })),
].slice(0, 120);
const wanted = new Set(contracts.map((c) => c.name));
const pool = [...dev.queries, ...train.queries].filter((q) => wanted.has(q.document)).sort((a, b) => (a.query_id < b.query_id ? -1 : 1));
const stride = Math.max(1, Math.floor(pool.length / QUESTIONS));
const questions = pool
  .filter((_, i) => i % stride === 0)
  .slice(0, QUESTIONS)
  .map((q) => ({ category: q.category, query: fitQuery(q.query) }));

// ---------------------------------------------------------------- ingestion (or reuse)
interface Manifest extends PipelineIds {
  contracts: number;
  chunks: number;
  ingestSeconds: number;
}

async function openCorpus(kind: 'pglite' | 'postgres', dir: string, databaseUrl?: string): Promise<{ h: Harness; manifest: Manifest }> {
  const manifestFile = join(dir, 'manifest.json');
  const reused = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : undefined;
  const h = await startPipeline(join(dir, 'data'), { databaseUrl, reuse: reused });
  if (reused && reused.contracts === contracts.length) {
    await h.worker.stop();
    log(`${kind}: reusing ${reused.contracts} contracts, ${reused.chunks} chunks in ${dir}`);
    return { h, manifest: reused };
  }
  const started = performance.now();
  const up = await upload(
    h,
    contracts.map((c) => ({ name: `${c.name}.txt`, bytes: readFileSync(c.path) })),
  );
  if (up.failures.length) log(`${kind}: ${up.failures.length} uploads refused`, up.failures.slice(0, 3));
  const processed = await waitProcessed(h, up.ids, 1800);
  const embedded = await waitEmbedded(h, up.ids, 600);
  await h.worker.stop();
  const ingestSeconds = round((performance.now() - started) / 1000);
  const { total } = await chunkCounts(h, up.ids);
  log(
    `${kind}: ingested ${up.ids.length} contracts in ${ingestSeconds} s: ${JSON.stringify(processed.counts)}, ${total} chunks, embedded ${embedded.complete}`,
  );
  const manifest: Manifest = {
    userId: h.actor.userId!,
    workspaceId: h.actor.workspace.id,
    projectId: h.projectId,
    contracts: up.ids.length,
    chunks: total,
    ingestSeconds,
  };
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  return { h, manifest };
}

// ---------------------------------------------------------------- profile
/** Names a search statement by what it does, from its SQL text. */
function statementName(text: string): string {
  const names: Array<[RegExp, string]> = [
    [/pg_stats/, 'term statistics (pg_stats)'],
    [/unnest\(to_tsvector/, 'stems of new words'],
    [/with library as/, 'focus: opening matches'],
    [/document_frequency/, 'focus: document frequencies'],
    [/json_agg\(json_build_array\(u\.lexeme/, 'focus: document chunks (BM25)'],
    [/with nearest as materialized/, 'vector candidates ranked by text'],
    [/0 as tier/, 'full-text candidates'],
    [/<=>/, 'vector candidates'],
    [/ts_headline/, 'hit details (ts_headline)'],
    [/made \| entered/, 'opening passages'],
    [/^analyze/, 'analyze (background)'],
  ];
  return names.find(([re]) => re.test(text))?.[1] ?? `other: ${text.slice(0, 60).replace(/\s+/g, ' ')}`;
}

/** Wraps db.execute and embedder.embed to add up where the time goes; returns the tallies and an undo. */
function instrument(h: Harness, explain = false) {
  const statements: unknown[] = [];
  const db = h.deps.db as unknown as { execute: (q: unknown) => Promise<unknown>; dialect: { sqlToQuery: (q: unknown) => { sql: string } } };
  const embedder = h.deps.embedder as { embed: (t: string[]) => Promise<number[][]> };
  const tally = new Map<string, number[]>();
  const add = (name: string, ms: number) => tally.set(name, [...(tally.get(name) ?? []), ms]);
  const execute = db.execute;
  const embed = embedder.embed;
  // One statement at a time, timed from when it starts: PGlite queues concurrent statements, PostgreSQL overlaps
  // them, and either way a statement's own cost is what the profile is for.
  let queue: Promise<unknown> = Promise.resolve();
  db.execute = function (this: unknown, q: unknown) {
    const text = db.dialect.sqlToQuery(q).sql.trim();
    const run = queue.then(async () => {
      const t = performance.now();
      try {
        return await execute.call(this, q);
      } finally {
        add(statementName(text), performance.now() - t);
        if (explain && /^(select|with)\b/i.test(text)) statements.push(q);
      }
    });
    queue = run.catch(() => {});
    return run;
  };
  embedder.embed = async function (this: unknown, texts: string[]) {
    const t = performance.now();
    try {
      return await embed.call(this, texts);
    } finally {
      add('embed query', performance.now() - t);
    }
  };
  return {
    add,
    tally,
    statements,
    undo() {
      db.execute = execute;
      embedder.embed = embed;
    },
  };
}

// ---------------------------------------------------------------- asking
interface Opened {
  kind: 'pglite' | 'postgres';
  h: Harness;
  manifest: Manifest;
}

/**
 * Every question on each database in turn (search, then answer), so a shared machine's changing load falls on
 * both alike: a warm-up pass, then the measured one.
 */
async function measure(opened: Opened[]) {
  for (const { h } of opened) await h.deps.db.execute(sql`analyze`); // fresh statistics on both (PGlite has no autovacuum)
  const samples = new Map(opened.map((o) => [o.kind, { search: [] as number[], answer: [] as number[] }]));
  for (const measured of [false, true]) {
    const t = performance.now();
    for (const q of questions) {
      for (const { kind, h } of opened) {
        const scope = { workspaceId: h.actor.workspace.id };
        const asker = { workspaceId: h.actor.workspace.id, userId: h.actor.userId ?? undefined };
        const search = await searchDocuments(h.deps, scope, { query: expandSearchQuery(q.query), limit: ANSWER_PASSAGES });
        const answer = await askQuestion(h.deps, asker, { query: q.query });
        if (!measured) continue;
        samples.get(kind)!.search.push(search.tookMs);
        samples.get(kind)!.answer.push(answer.tookMs);
      }
    }
    log(
      `${measured ? 'measured' : 'warm-up'} pass: ${questions.length} questions on ${opened.length} database(s) in ${round((performance.now() - t) / 1000)} s, load ${loadavg()[0]!.toFixed(1)}`,
    );
  }
  return Object.fromEntries(
    opened.map(({ kind }) => {
      const s = samples.get(kind)!;
      const result = { search: summary(s.search), answer: summary(s.answer) };
      log(`${kind}: search p50 ${result.search.p50} ms, p95 ${result.search.p95}; answer p50 ${result.answer.p50} ms, p95 ${result.answer.p95}`);
      return [kind, result];
    }),
  );
}

/** One more pass with every statement and step timed: total ms per question for each, largest first. */
async function profilePass(kind: string, h: Harness) {
  log(`${kind}: profile (statements one at a time)`);
  const asker = { workspaceId: h.actor.workspace.id, userId: h.actor.userId ?? undefined };
  const probe = instrument(h);
  const totals: number[] = [];
  try {
    for (const q of questions) {
      const answer = await askQuestion(h.deps, asker, { query: q.query });
      totals.push(answer.tookMs);
      const t = performance.now();
      composeOfflineAnswer(q.query, answer.passages);
      probe.add('offline composer (JS)', performance.now() - t);
    }
  } finally {
    probe.undo();
  }
  const perQuestion = (ms: number[]) => round(ms.reduce((a, b) => a + b, 0) / questions.length, 2);
  const steps = [...probe.tally.entries()]
    .map(([step, ms]) => ({ step, calls: round(ms.length / questions.length, 2), msPerQuestion: perQuestion(ms), p95: summary(ms).p95 }))
    .sort((a, b) => b.msPerQuestion - a.msPerQuestion);
  for (const s of steps) log(`  ${s.step.padEnd(40)} ${String(s.msPerQuestion).padStart(7)} ms/question (${s.calls} calls, p95 ${s.p95} ms each)`);
  log(`  ${'answer tookMs (mean)'.padEnd(40)} ${String(perQuestion(totals)).padStart(7)} ms/question`);
  return { steps, answerMeanMs: perQuestion(totals) };
}

/** The plans of every statement one question runs (--explain INDEX), to read why a statement is slow. */
async function explainQuestion(kind: string, h: Harness, index: number) {
  const q = questions[index]!;
  const probe = instrument(h, true);
  try {
    await askQuestion(h.deps, { workspaceId: h.actor.workspace.id, userId: h.actor.userId ?? undefined }, { query: q.query });
  } finally {
    probe.undo();
  }
  log(`${kind}: plans for question ${index}: ${q.query.slice(0, 120)}`);
  for (const statement of probe.statements) {
    const plan = (await h.deps.db.execute(sql`explain (analyze, buffers) ${statement}`)).rows as Array<Record<string, string>>;
    console.log(plan.map((r) => `    ${Object.values(r)[0]}`).join('\n') + '\n');
  }
}

// ---------------------------------------------------------------- main
async function main() {
  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', totalMemoryGb: round(totalmem() / 2 ** 30), node: process.version };
  const loadBefore = loadavg().map((l) => round(l, 2));
  log(`machine: ${machine.cpus} × ${machine.cpuModel}, load ${loadBefore.join(' ')}; ${contracts.length} contracts, ${questions.length} questions`);
  const root = reuseArg ? resolve(reuseArg) : mkdtempSync(join(tmpdir(), 'propwise-bench-answers-'));
  const results: Record<string, unknown> = {};
  const opened: Opened[] = [];
  const clusters: Array<{ stop(): void }> = [];
  try {
    for (const kind of databases) {
      const dir = join(root, kind);
      mkdirSync(dir, { recursive: true });
      const postgres =
        kind === 'postgres' ? await startBenchPostgres({ sharedBuffers: '256MB', keepDir: reuseArg ? join(dir, 'cluster') : undefined }) : undefined;
      if (postgres) clusters.push(postgres);
      opened.push({ kind, ...(await openCorpus(kind, dir, postgres?.url)) });
    }
    if (args.explain !== undefined) {
      for (const { kind, h } of opened) await explainQuestion(kind, h, Number(args.explain));
      return;
    }
    const figures = await measure(opened);
    for (const { kind, h, manifest } of opened) {
      const profile = args['no-profile'] ? undefined : await profilePass(kind, h);
      results[kind] = { corpus: { contracts: manifest.contracts, chunks: manifest.chunks, ingestSeconds: manifest.ingestSeconds }, ...figures[kind], profile };
    }
  } finally {
    for (const { h } of opened) await h.close();
    for (const c of clusters) c.stop();
    if (!reuseArg) rmSync(root, { recursive: true, force: true });
  }
  const p = results.pglite as { search: { p50: number; p95: number }; answer: { p50: number; p95: number } } | undefined;
  const q = results.postgres as typeof p;
  const ratio =
    p && q
      ? {
          searchP50: round(p.search.p50 / q.search.p50, 2),
          searchP95: round(p.search.p95 / q.search.p95, 2),
          answerP50: round(p.answer.p50 / q.answer.p50, 2),
          answerP95: round(p.answer.p95 / q.answer.p95, 2),
        }
      : null;
  if (ratio) log(`PGlite / PostgreSQL: search p50 ×${ratio.searchP50}, p95 ×${ratio.searchP95}; answer p50 ×${ratio.answerP50}, p95 ×${ratio.answerP95}`);
  const out = {
    date: new Date().toISOString(),
    machine: { ...machine, loadAverageBefore: loadBefore, loadAverageAfter: loadavg().map((l) => round(l, 2)) },
    questions: questions.length,
    categories: [...new Set(questions.map((q) => q.category))].length,
    ...results,
    ratioPgliteToPostgres: ratio,
  };
  const resultsDir = join(repoRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, args.database ? `answers-${args.database}.json` : 'answers.json'), JSON.stringify(out, null, 2) + '\n');
  log('wrote bench/results/answers.json');
}

await main();
process.exit(0);
