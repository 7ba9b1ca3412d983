/**
 * Fairness and recovery of the job queue (issue 15), through the real pipeline (addDocument → JobWorker running
 * ingestDocumentJob), with its baselines measured in the same run.
 *
 *   npm run bench:fairness
 *
 * 1. Fairness (embedded default: PGlite in a temp DATA_DIR, one worker with 2 slots, as on a 2-core machine):
 *    workspace A uploads two 2,000-page PDFs; once they run, workspace B uploads a 1-page PDF. Measured: B's
 *    upload to processed (target < 30 s). Twice: with the issue's 2,000-blank-page file (also measured: each to
 *    processed or failed with its reason, target < 60 s) and with 2,000 pages of text (work that really holds a
 *    slot). Baseline: the same with no per-workspace limit (a workspace may take every slot, as before).
 * 2. Recovery (PostgreSQL, separate processes): `server/main.ts` in the worker role takes a 300-page PDF and is
 *    killed with SIGKILL mid-document; a restarted worker process takes the job over. Measured: kill to takeover
 *    and kill to processed, with the production lease (JOB_LEASE_SECONDS default). Baseline: the old lease was
 *    the job's timeout plus 30 s (1,830 s for ingest), i.e. the time a crashed document stayed "processing".
 *
 * Results go to stdout and bench/results/fairness.json. Options: --budget <s> (longest wait per document, 120).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { buildDeps, loadEnv } from '../server/bootstrap.js';
import { openPglite, openPostgres } from '../server/db/client.js';
import { documents, jobs, projects, user } from '../server/db/schema/index.js';
import type { AppDeps } from '../server/deps.js';
import { buildPdf } from '../server/lib/extract/fixtures/pdf.js';
import { JobWorker } from '../server/lib/queue/worker.js';
import { addDocument, type Actor } from '../server/modules/documents/documents.service.js';
import { ingestDocumentJob } from '../server/modules/ingest/ingest.job.js';
import { createWorkspace } from '../server/modules/workspaces/workspaces.service.js';
import { startPostgres } from '../server/test/postgres-server.js';
import { leasePage } from './support/corpus.js';
import { sleep } from './support/measure.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const budgetArg = process.argv.indexOf('--budget');
const BUDGET_S = budgetArg >= 0 ? Number(process.argv[budgetArg + 1]) : 120;
const SLOTS = 2;
const seconds = (ms: number) => Number((ms / 1000).toFixed(1));

const blankPdf = (title: string) =>
  buildPdf(
    Array.from({ length: 2000 }, () => ({ lines: [] })),
    { title },
  );
const textPdf = (pages: number, seed: number) =>
  buildPdf(
    Array.from({ length: pages }, (_, p) => ({ lines: leasePage(seed, p + 1, 45, 90) })),
    { title: `Lease ${seed}` },
  );

async function setUp(deps: AppDeps, name: string) {
  const userId = `bench-${name}-${Date.now()}`;
  await deps.db.insert(user).values({ id: userId, name, email: `${userId}@bench.invalid`, emailVerified: true });
  const workspace = await createWorkspace(deps.db, userId, name);
  const [project] = await deps.db.insert(projects).values({ workspaceId: workspace.id, name, createdBy: userId }).returning({ id: projects.id });
  const actor: Actor = { workspace: { id: workspace.id, role: 'owner' }, userId };
  return {
    upload: async (fileName: string, bytes: Buffer) => {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      return (await addDocument(deps, actor, { bytes, fileName, sizeBytes: bytes.length, sha256 }, { projectId: project!.id })).id;
    },
  };
}

/**
 * Polls until the document is processed or failed. `seconds` counts from `since` (its upload), `processingSeconds`
 * from when a worker started on it (first seen "processing"); null when the budget ran out first.
 */
async function settle(deps: AppDeps, id: string, since: number, budgetS = BUDGET_S) {
  let startedAt: number | undefined;
  for (;;) {
    const doc = await deps.db.query.documents.findFirst({ where: eq(documents.id, id), columns: { status: true, error: true, stage: true, progress: true } });
    if (doc?.status === 'processing') startedAt ??= Date.now();
    const processingSeconds = startedAt ? seconds(Date.now() - startedAt) : null;
    if (doc && (doc.status === 'processed' || doc.status === 'failed'))
      return { status: doc.status, seconds: seconds(Date.now() - since), processingSeconds, reason: doc.error };
    if (Date.now() - since > budgetS * 1000)
      return {
        status: `still ${doc?.status} after the ${budgetS} s budget`,
        seconds: null,
        processingSeconds: null,
        reason: `${doc?.stage} ${doc?.progress}%`,
      };
    await sleep(100);
  }
}

/**
 * Workspace A uploads two big files; once A's work runs, workspace B uploads a 1-page PDF. `waitForA`: also
 * wait for A's files to settle (the blank-page case); otherwise they are stopped once B's result is in.
 */
async function fairnessScenario(label: string, workspaceLimit: number, aFiles: { name: string; bytes: Buffer }[], waitForA: boolean, newcomerSlot = true) {
  const dataDir = mkdtempSync(join(tmpdir(), 'propwise-fair-'));
  const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' });
  const deps = await buildDeps(env, { database: await openPglite({ dataDir: join(dataDir, 'db') }) });
  const worker = new JobWorker({ db: deps.db, deps, logger: deps.logger, jobs: [ingestDocumentJob], concurrency: SLOTS, workspaceLimit, newcomerSlot });
  try {
    const a = await setUp(deps, 'Workspace A');
    const b = await setUp(deps, 'Workspace B');
    await deps.embedder.embed(['warm up']);
    worker.start();
    const aStart = Date.now();
    const aIds: string[] = [];
    for (const file of aFiles) aIds.push(await a.upload(file.name, file.bytes));
    // B arrives once A holds every slot (A was alone, so even the fair claim lets it use them all): the worst case for B.
    while ((await deps.db.$count(jobs, sql`${jobs.status} = 'running'`)) < Math.min(SLOTS, aIds.length)) await sleep(50);
    await sleep(1_000);
    const bStart = Date.now();
    const bId = await b.upload('one-page.pdf', textPdf(1, 42));
    const [bResult, ...aResults] = await Promise.all([settle(deps, bId, bStart), ...(waitForA ? aIds.map((id) => settle(deps, id, aStart)) : [])]);
    const result = {
      label,
      slots: SLOTS,
      workspaceLimit,
      newcomerSlot,
      aFiles: aFiles.map((f) => f.name),
      onePageInB: bResult,
      ...(waitForA ? { filesInA: aResults } : {}),
    };
    const aText = waitForA
      ? `; A's files ${aResults.map((r) => `${r.seconds ?? '>' + BUDGET_S} s from upload (${r.processingSeconds ?? '-'} s processing) ${r.status}${r.reason ? ` (${r.reason})` : ''}`).join(', ')}`
      : '';
    console.log(`${label}: B's 1-page PDF ${bResult.seconds ?? '>' + BUDGET_S} s (${bResult.status})${aText}`);
    return result;
  } finally {
    await worker.stop();
    await deps.workerPools.close();
    await deps.embedder.close?.();
    await deps.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function startWorkerProcess(url: string, dataDir: string, leaseSeconds: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'server/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SERVER_ROLE: 'worker',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JOB_LEASE_SECONDS: String(leaseSeconds),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function recoveryScenario() {
  const pg = await startPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'propwise-recovery-'));
  const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', DATABASE_URL: pg.url });
  const deps = await buildDeps(env, { database: await openPostgres(pg.url) });
  const children: ChildProcess[] = [];
  try {
    const ws = await setUp(deps, 'Recovery');
    const pages = 300;
    const id = await ws.upload('lease-300.pdf', textPdf(pages, 7));
    const job = async () => (await deps.db.select().from(jobs).where(eq(jobs.documentId, id)))[0]!;
    const first = startWorkerProcess(pg.url, dataDir, env.JOB_LEASE_SECONDS);
    children.push(first);
    const tag = `:${first.pid}:`;
    while (!(await job()).lockedBy?.includes(tag)) await sleep(50);
    // Mid-document: wait for visible progress, then kill without warning.
    for (;;) {
      const doc = await deps.db.query.documents.findFirst({ where: eq(documents.id, id) });
      if (doc!.status === 'processing' && doc!.progress >= 5) break;
      if (doc!.status === 'processed') throw new Error('the document finished before the kill; use more pages');
      await sleep(50);
    }
    const progressAtKill = (await deps.db.query.documents.findFirst({ where: eq(documents.id, id) }))!.progress;
    first.kill('SIGKILL');
    await once(first, 'exit');
    const killedAt = Date.now();
    // The restarted server (a new worker process) takes the job over once the dead one's lease runs out.
    const second = startWorkerProcess(pg.url, dataDir, env.JOB_LEASE_SECONDS);
    children.push(second);
    const secondTag = `:${second.pid}:`;
    while (!(await job()).lockedBy?.includes(secondTag) && (await job()).status !== 'done') await sleep(100);
    const takeoverS = seconds(Date.now() - killedAt);
    const settled = await settle(deps, id, killedAt, 300);
    const chunkRows = await deps.db.execute(
      sql`select count(*)::int as n, count(distinct chunk_index)::int as distinct_n from chunks where document_id = ${id}`,
    );
    const result = {
      leaseSeconds: env.JOB_LEASE_SECONDS,
      pages,
      progressAtKill,
      killToTakeoverSeconds: takeoverS,
      killToProcessedSeconds: settled.seconds,
      status: settled.status,
      attempts: (await job()).attempts,
      chunks: chunkRows.rows[0],
      baseline: {
        leaseSeconds: 30 * 60 + 30,
        note: 'old lease: job timeout (30 min) + 30 s grace; a crashed document stayed "processing" that long (computed from the old code, not waited for)',
      },
    };
    console.log(
      `recovery: killed at ${progressAtKill}%, taken over after ${takeoverS} s, processed ${settled.seconds} s after the kill (lease ${env.JOB_LEASE_SECONDS} s; old lease 1,830 s)`,
    );
    return result;
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await deps.database.close();
    pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const machine = { cpus: cpus().length, node: process.version, loadAverageBefore: loadavg().map((l) => Number(l.toFixed(2))) };
  console.log(`machine: ${machine.cpus} cores, load ${machine.loadAverageBefore.join(' ')}`);
  const fairLimit = Math.max(1, Math.floor(SLOTS / 2));
  const blanks = [
    { name: 'blank-2000-1.pdf', bytes: blankPdf('Blank one') },
    { name: 'blank-2000-2.pdf', bytes: blankPdf('Blank two') },
  ];
  const texts = [
    { name: 'text-2000-1.pdf', bytes: textPdf(2000, 1) },
    { name: 'text-2000-2.pdf', bytes: textPdf(2000, 2) },
  ];
  // Fair: the worker as the app runs it (per-workspace limit while others wait, plus the newcomer slot).
  // Baseline: the claim before issue 15 (no per-workspace limit, no newcomer slot).
  const blankFair = await fairnessScenario('blank 2,000-page PDFs in A, fair (limit 1 of 2 slots while others wait, newcomer slot)', fairLimit, blanks, true);
  const blankBaseline = await fairnessScenario('blank 2,000-page PDFs in A, baseline (no per-workspace limit, no newcomer slot)', SLOTS, blanks, true, false);
  const textFair = await fairnessScenario('text 2,000-page PDFs in A, fair (limit 1 of 2 slots while others wait, newcomer slot)', fairLimit, texts, false);
  const textBaseline = await fairnessScenario('text 2,000-page PDFs in A, baseline (no per-workspace limit, no newcomer slot)', SLOTS, texts, false, false);
  const recovery = await recoveryScenario();
  const results = {
    date: new Date().toISOString(),
    machine,
    budgetSeconds: BUDGET_S,
    fairness: { blankFair, blankBaseline, textFair, textBaseline },
    recovery,
    loadAverageAfter: loadavg().map((l) => Number(l.toFixed(2))),
  };
  mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
  const file = join(repoRoot, 'bench', 'results', 'fairness.json');
  writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
  console.log(`\nwrote ${file}`);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
