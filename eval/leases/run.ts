/**
 * npm run eval -- --leases DIR: scores the product's lease abstraction on a directory in the lease evaluation format
 * (../shared/eval/leases/README.md) through the public API, and writes the "Lease abstraction" section of
 * EVALUATION.md. See eval/leases/README.md.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { registeredJobs } from '../../server/background.js';
import { projects, user } from '../../server/db/schema/index.js';
import { startJobWorker } from '../../server/lib/queue/worker-task.js';
import { createWorkspace } from '../../server/modules/workspaces/workspaces.service.js';
import { startEvalApi } from '../api-client.js';
import { log } from '../log.js';
import { openEvalDeps } from '../pipeline.js';
import { EndpointMissing, LeaseApi } from './api.js';
import { classifyDocument, type DocumentClass } from './classify.js';
import { imagesToPdf } from './combine-pages.js';
import { citedLeases, type DocumentFiles, type LeaseSet, leaseOfDocument, limitLeaseSet, loadLeaseSet } from './dataset.js';
import { renderLeaseSection, writeLeaseSection } from './report.js';
import type { AsOfResult, DocumentResult, LeaseEvalResults, LeaseSplitResults, PortfolioResult } from './results.js';
import { asOfCorrect, type FieldResult, LEASE_FIELDS, portfolioF1, type PredictedTerm, scoreDocument, summarize } from './score.js';
import { type Uploaded, waitForAbstractions } from './wait.js';

export interface LeaseRunOptions {
  splits: { name: string; dir: string }[];
  timeoutSeconds: number;
  limit: number | undefined;
  databaseUrl: string | undefined;
  keepData?: string | undefined;
  outDir: string;
  writeMd: boolean;
  command: string;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : 0;
};

async function uploadBytes(set: LeaseSet, doc: DocumentFiles): Promise<{ bytes: Uint8Array; fileName: string }> {
  const read = (f: string) => new Uint8Array(readFileSync(join(set.dir, 'documents', f)));
  if (!doc.pageSet) return { bytes: read(doc.files[0]!), fileName: doc.files[0]! };
  return { bytes: await imagesToPdf(doc.files.map((f) => ({ bytes: read(f), fileName: f }))), fileName: `${doc.name}.pdf` };
}

const predictedTerms = (terms: Record<string, { value: unknown; evidence: { quote: string; page: number } | null }>): Record<string, PredictedTerm> =>
  Object.fromEntries(Object.entries(terms).map(([k, t]) => [k, { value: t?.value ?? null, evidence: t?.evidence ?? null }]));

/** Measures one split through `api` (a workspace of its own, documents filed under `projectId`). */
export async function measureSplit(
  api: LeaseApi,
  projectId: string,
  split: { name: string; dir: string },
  options: Pick<LeaseRunOptions, 'limit' | 'timeoutSeconds'>,
) {
  const started = Date.now();
  const set = limitLeaseSet(loadLeaseSet(split.dir), options.limit);
  log(`[${split.name}] ${split.dir}: ${set.documents.length} documents, ${set.asof.length} as-of rows, ${set.portfolio.length} portfolio questions`);
  const missing = await api.missingPaths();
  if (missing.includes('/documents/{id}/abstraction'))
    throw new EndpointMissing(
      `This build does not serve GET /api/v1/documents/{id}/abstraction (missing from /api/v1/openapi.json: ${missing.join(', ')}). The lease evaluation needs the lease endpoints of /work/briefs/lease-api-contract.md; nothing was uploaded.`,
    );
  if (missing.length) log(`[${split.name}] warning: /api/v1/openapi.json lacks ${missing.join(', ')}; the parts that need them will fail with a message`);

  const gold = new Map(set.gold.map((g) => [g.document, g]));
  const classes = new Map<string, DocumentClass>();
  const uploaded: Uploaded[] = [];
  const pageSets: string[] = [];
  for (const doc of set.documents) {
    if (!gold.has(doc.name)) continue;
    classes.set(doc.name, await classifyDocument(doc, (f) => new Uint8Array(readFileSync(join(set.dir, 'documents', f)))));
    const { bytes, fileName } = await uploadBytes(set, doc);
    if (doc.pageSet) pageSets.push(`${doc.name} (${doc.files.length} pages)`);
    uploaded.push({ name: doc.name, id: await api.upload(bytes, fileName, projectId), uploadedAt: Date.now() });
  }
  log(`[${split.name}] uploaded ${uploaded.length} documents (${pageSets.length} photographed page sets combined into PDFs); waiting for abstractions`);
  const outcomes = await waitForAbstractions(api, uploaded, options.timeoutSeconds, split.name);
  // Links settle once the whole stack is in (a lease uploaded after its amendment takes it over): read each
  // abstraction again, as a manager would see it after the upload.
  for (const u of uploaded) {
    const o = outcomes.get(u.name);
    if (o?.abstraction && !o.failure) o.abstraction = (await api.abstraction(u.id)) ?? o.abstraction;
  }
  const nameOfId = new Map(uploaded.map((u) => [u.id, u.name]));
  const leaseIdOf = new Map<string, string | null>();
  for (const u of uploaded) if (gold.get(u.name)!.kind === 'lease') leaseIdOf.set(u.name, outcomes.get(u.name)?.abstraction?.lease_id ?? null);

  const documents: DocumentResult[] = uploaded.map((u) => {
    const g = gold.get(u.name)!;
    const o = outcomes.get(u.name)!;
    const a = o.failure ? null : o.abstraction;
    const fields: FieldResult[] = scoreDocument(g, a ? predictedTerms(a.terms) : null);
    const leaseId = g.amends ? leaseIdOf.get(g.amends) : null;
    return {
      document: u.name,
      kind: g.kind,
      class: classes.get(u.name)!,
      files: set.documents.find((d) => d.name === u.name)!.files,
      seconds: o.seconds,
      failure: o.failure,
      kindFound: a?.kind ?? null,
      linkedRight: g.kind === 'amendment' ? !!a?.lease_id && a.lease_id === leaseId : null,
      fields,
    };
  });
  const summaryOf = (cls?: DocumentClass) =>
    summarize(
      documents.filter((d) => !cls || d.class === cls).map((d) => d.fields),
      LEASE_FIELDS,
    );

  const notMeasured: string[] = [];
  const asof = await measureAsOf(api, set, leaseIdOf, classes, split.name, notMeasured);
  const portfolio = options.limit ? [] : await measurePortfolio(api, set, nameOfId, split.name, notMeasured);
  const asofShare = (rows: AsOfResult[]) => ({ total: rows.length, accuracy: rows.length ? rows.filter((r) => r.correct).length / rows.length : 0 });
  const byRoute: Record<string, number> = {};
  for (const p of portfolio) byRoute[p.route ?? 'none'] = (byRoute[p.route ?? 'none'] ?? 0) + 1;
  const results: LeaseSplitResults = {
    name: split.name,
    dir: split.dir,
    documents: {
      total: documents.length,
      leases: documents.filter((d) => d.kind === 'lease').length,
      amendments: documents.filter((d) => d.kind === 'amendment').length,
      text: documents.filter((d) => d.class === 'text').length,
      scan: documents.filter((d) => d.class === 'scan').length,
      pageSetsCombined: pageSets,
    },
    abstraction: { text: summaryOf('text'), scan: summaryOf('scan'), all: summaryOf() },
    kinds: { correct: documents.filter((d) => d.kindFound === d.kind).length, total: documents.length },
    links: { correct: documents.filter((d) => d.linkedRight).length, total: documents.filter((d) => d.kind === 'amendment').length },
    asof: { ...asofShare(asof), text: asofShare(asof.filter((r) => r.leaseClass === 'text')), scan: asofShare(asof.filter((r) => r.leaseClass === 'scan')) },
    portfolio: { questions: portfolio.length, meanF1: portfolio.length ? portfolio.reduce((s, p) => s + p.f1, 0) / portfolio.length : 0, byRoute },
    timing: {
      totalSeconds: (Date.now() - started) / 1000,
      p50DocumentSeconds: median(documents.map((d) => d.seconds)),
      maxDocumentSeconds: Math.max(0, ...documents.map((d) => d.seconds)),
    },
    notMeasured,
    details: { documents, asof, portfolio },
  };
  return results;
}

async function measureAsOf(
  api: LeaseApi,
  set: LeaseSet,
  leaseIdOf: Map<string, string | null>,
  classes: Map<string, DocumentClass>,
  label: string,
  notMeasured: string[],
): Promise<AsOfResult[]> {
  const cache = new Map<string, Promise<Record<string, { value: unknown }>>>();
  const out: AsOfResult[] = [];
  let missing: string | null = null;
  for (const row of set.asof) {
    const base = { ...row, leaseClass: classes.get(row.lease) ?? 'text', got: null, correct: false } as AsOfResult;
    const leaseId = leaseIdOf.get(row.lease);
    if (missing || !leaseId) {
      out.push({ ...base, error: missing ?? 'the lease document has no lease_id (no abstraction, or no lease record made from it)' });
      continue;
    }
    const key = `${leaseId}@${row.as_of}`;
    if (!cache.has(key))
      cache.set(
        key,
        api.termsAsOf(leaseId, row.as_of).then((t) => t.terms),
      );
    try {
      const got = (await cache.get(key)!)[row.field]?.value ?? null;
      out.push({ ...base, got, correct: asOfCorrect(row.field, row.expected, got) });
    } catch (err) {
      if (!(err instanceof EndpointMissing)) throw err;
      missing = err.message;
      log(`[${label}] as of: ${missing}`);
      notMeasured.push(`as of: ${missing}`);
      out.push({ ...base, error: missing });
    }
  }
  return out;
}

async function measurePortfolio(api: LeaseApi, set: LeaseSet, nameOfId: Map<string, string>, label: string, notMeasured: string[]): Promise<PortfolioResult[]> {
  const leaseOf = leaseOfDocument(set.gold);
  const out: PortfolioResult[] = [];
  for (const q of set.portfolio) {
    try {
      const answer = await api.ask(q.question, q.today);
      const got = citedLeases(
        answer.citations.map((c) => c.document_id),
        nameOfId,
        leaseOf,
      );
      out.push({ ...q, got, f1: portfolioF1(q.expected, got), route: answer.route ?? null });
    } catch (err) {
      if (!(err instanceof EndpointMissing)) throw err;
      log(`[${label}] portfolio: ${err.message}`);
      notMeasured.push(`portfolio questions: ${err.message}`);
      return set.portfolio.map((p) => ({ ...p, got: [], f1: 0, route: null, error: err.message }));
    }
  }
  return out;
}

export async function runLeaseEvaluation(options: LeaseRunOptions): Promise<number> {
  const dataDir = options.keepData ?? mkdtempSync(join(tmpdir(), 'propwise-eval-leases-'));
  if (options.keepData) mkdirSync(dataDir, { recursive: true });
  log(`lease evaluation: database ${options.databaseUrl ? 'PostgreSQL (--database-url)' : `PGlite in ${dataDir}`}`);
  const deps = await openEvalDeps(dataDir, { databaseUrl: options.databaseUrl });
  const userId = `eval-leases-${Date.now()}`;
  await deps.db.insert(user).values({ id: userId, name: 'Lease evaluation', email: `${userId}@eval.invalid`, emailVerified: true });
  const api = await startEvalApi(deps, userId);
  // Every job the product's worker runs (ingest, embeddings and the lease abstraction that lease-flow registers).
  const stopWorker = startJobWorker(deps, registeredJobs);
  try {
    const splits: LeaseSplitResults[] = [];
    for (const split of options.splits) {
      // Each split in a workspace of its own: portfolio questions are about that split's leases only.
      const ws = await createWorkspace(deps.db, userId, `Lease evaluation: ${split.name}`);
      const [project] = await deps.db
        .insert(projects)
        .values({ workspaceId: ws.id, name: `Leases (${split.name})`, createdBy: userId })
        .returning({ id: projects.id });
      splits.push(await measureSplit(new LeaseApi(api.url, await api.keyFor(ws.id)), project!.id, split, options));
    }
    const results: LeaseEvalResults = {
      date: new Date().toISOString(),
      command: options.command,
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', totalMemoryGb: Math.round(totalmem() / 1024 ** 3), node: process.version },
      database: options.databaseUrl
        ? 'PostgreSQL (--database-url), one workspace per set'
        : 'PGlite (embedded) in a throwaway directory, one workspace per set',
      splits,
    };
    mkdirSync(join(options.outDir, 'reports'), { recursive: true });
    const jsonFile = join(options.outDir, 'reports', `leases-${results.date.replace(/[:.]/g, '-')}.json`);
    writeFileSync(jsonFile, JSON.stringify(results, null, 2) + '\n');
    const section = renderLeaseSection(results, LEASE_FIELDS);
    process.stdout.write(section + '\n');
    log(`wrote ${jsonFile}`);
    if (options.writeMd) {
      writeLeaseSection(join(options.outDir, 'EVALUATION.md'), section);
      log('wrote the "Lease abstraction" section of EVALUATION.md');
    }
    const notMeasured = splits.flatMap((s) => s.notMeasured.map((m) => `${s.name}: ${m}`));
    for (const m of notMeasured) log(`NOT MEASURED: ${m}`);
    return notMeasured.length ? 1 : 0;
  } catch (err) {
    if (!(err instanceof EndpointMissing)) throw err;
    log(`lease evaluation stopped: ${err.message}`);
    return 2;
  } finally {
    await stopWorker();
    await api.close();
    await deps.close();
    if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
  }
}
