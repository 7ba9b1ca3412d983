/**
 * End-to-end ingestion benchmark through the real pipeline (addDocument → JobWorker running ingestDocumentJob and
 * embedChunksJob, PGlite in a temp DATA_DIR, local embedder with its default worker thread), with baselines
 * measured in the same run so the figures can be read as ratios on a shared machine.
 *
 *   npm run bench:ingest              generated corpus: text PDFs + scanned (image-only) PDFs
 *   npm run bench:ingest -- --cuad    the CUAD dev contracts (CUAD_DIR, default ../shared/eval/cuad-dev)
 *
 * Results go to stdout and bench/results/ingest[-cuad].json.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { createCanvas } from '@napi-rs/canvas';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker, OEM } from 'tesseract.js';
import { buildDeps, loadEnv } from '../server/bootstrap.js';
import { openPglite } from '../server/db/client.js';
import { chunks, documentPages, documents, projects, user } from '../server/db/schema/index.js';
import type { AppDeps } from '../server/deps.js';
import { closeOcrPool } from '../server/lib/extract/ocr.js';
import { renderPage } from '../server/lib/extract/pdf.js';
import { defaultLimits } from '../server/lib/extract/limits.js';
import { buildPdf } from '../server/lib/extract/fixtures/pdf.js';
import { JobWorker } from '../server/lib/queue/worker.js';
import { addDocument, type Actor } from '../server/modules/documents/documents.service.js';
import { embedChunksJob } from '../server/modules/ingest/embed.job.js';
import { ingestDocumentJob } from '../server/modules/ingest/ingest.job.js';
import { createWorkspace } from '../server/modules/workspaces/workspaces.service.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cuadMode = process.argv.includes('--cuad');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const TEXT_FILES = arg('text-files', 10);
const TEXT_PAGES = arg('text-pages', 20);
const SCAN_FILES = arg('scan-files', 2);
const SCAN_PAGES = arg('scan-pages', 5);
/** CUAD: how long to keep waiting for embeddings after every document is processed (seconds). */
const CUAD_EMBED_BUDGET_S = arg('embed-budget', 240);
/** CUAD: give up waiting for processing after this many seconds (the partial counts are still reported). */
const CUAD_PROCESS_BUDGET_S = arg('process-budget', 720);

// ---------------------------------------------------------------- memory sampling (RSS covers worker threads)
let peakRss = 0;
let phasePeak = 0;
setInterval(() => {
  const rss = process.memoryUsage().rss;
  if (rss > peakRss) peakRss = rss;
  if (rss > phasePeak) phasePeak = rss;
}, 100).unref();
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();
/** CPU seconds used by this process (all threads) since `from`: steadier than wall time on a shared machine. */
const cpuSince = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1e6;
};

// ---------------------------------------------------------------- corpus
/** Deterministic PRNG so every run ingests the same corpus. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}
const clauses = [
  'The Tenant shall pay monthly rent on or before the first day of each calendar month without demand or deduction.',
  'Late payments received after the fifth day of the month incur an administrative fee as stated in the schedule.',
  'The Landlord remains responsible for structural repairs including the roof, foundation, plumbing and heating.',
  'Tenant shall keep the premises clean, dispose of refuse properly and report water leaks or mould promptly.',
  'No alterations, painting or installation of fixtures may be made without the prior written consent of Landlord.',
  'Either party may terminate this agreement at the end of the term by giving at least sixty days written notice.',
  'The security deposit will be returned within thirty days of move-out, less lawful deductions itemised in writing.',
  'Pets are not permitted on the premises except assistance animals or as agreed in a signed pet addendum.',
  'Tenant shall maintain renters insurance covering personal property and liability of not less than the stated sum.',
  'Landlord may enter the unit for inspection or repairs after giving at least twenty-four hours notice to Tenant.',
  'Utilities including electricity, gas, internet and telephone are the responsibility of the Tenant unless listed.',
  'Parking is limited to the assigned space; vehicles that are inoperable or unregistered may be towed at owner cost.',
];
/** Wraps words into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}
/** One page of lease-like prose: a numbered section heading and paragraphs, `lines` lines of ≤ `width` chars. */
function leasePage(file: number, page: number, lines: number, width: number): string[] {
  const next = rng(file * 1000 + page + 1);
  const out = [`SECTION ${page}. TERMS FOR UNIT ${100 + file}`, ''];
  while (out.length < lines) {
    const sentences = Array.from({ length: 3 }, () => clauses[Math.floor(next() * clauses.length)]);
    const para = `${page}.${out.length} ${sentences.join(' ')} Reference ${file}-${page}-${Math.floor(next() * 1e6)}.`;
    out.push(...wrap(para, width), '');
  }
  return out.slice(0, lines);
}

interface CorpusFile {
  name: string;
  bytes: Buffer;
  pages: number;
  /** Scans only: the page images OCR'd by the baseline. */
  images?: Buffer[];
}

async function scannedPage(lines: string[]): Promise<{ png: Buffer; jpeg: { data: Buffer; width: number; height: number } }> {
  // US Letter at 150 dpi, ~11 pt text: a typical office scan.
  const width = 1275;
  const height = 1650;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000000';
  ctx.font = '24px sans-serif';
  lines.forEach((line, i) => ctx.fillText(line, 110, 130 + i * 34));
  const png = canvas.toBuffer('image/png');
  const data = await sharp(png).greyscale().jpeg({ quality: 85 }).toBuffer();
  return { png, jpeg: { data, width, height } };
}

async function generateCorpus(dir: string) {
  const text: CorpusFile[] = [];
  for (let f = 0; f < TEXT_FILES; f++) {
    const pages = Array.from({ length: TEXT_PAGES }, (_, p) => ({ lines: leasePage(f, p + 1, 40, 88) }));
    text.push({ name: `lease-${String(f + 1).padStart(2, '0')}.pdf`, bytes: buildPdf(pages, { title: `Lease ${f + 1}` }), pages: TEXT_PAGES });
  }
  const scans: CorpusFile[] = [];
  for (let f = 0; f < SCAN_FILES; f++) {
    const rendered = await Promise.all(Array.from({ length: SCAN_PAGES }, (_, p) => scannedPage(leasePage(500 + f, p + 1, 40, 80))));
    scans.push({
      name: `scanned-lease-${f + 1}.pdf`,
      bytes: buildPdf(rendered.map((r) => ({ jpeg: r.jpeg })), { title: `Scanned lease ${f + 1}` }),
      pages: SCAN_PAGES,
      images: rendered.map((r) => r.png),
    });
  }
  for (const file of [...text, ...scans]) writeFileSync(join(dir, file.name), file.bytes);
  return { text, scans };
}

// ---------------------------------------------------------------- pipeline
interface Harness {
  deps: AppDeps;
  actor: Actor;
  projectId: string;
  worker: JobWorker;
  close(): Promise<void>;
}

async function startPipeline(dataDir: string): Promise<Harness> {
  const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' });
  // The embedded production default: PGlite stored in DATA_DIR.
  const database = await openPglite({ dataDir: join(dataDir, 'db') });
  const deps = await buildDeps(env, { database });
  const userId = `bench-${Date.now()}`;
  await deps.db.insert(user).values({ id: userId, name: 'Benchmark', email: `${userId}@bench.invalid`, emailVerified: true });
  const workspace = await createWorkspace(deps.db, userId, 'Benchmark workspace');
  const [project] = await deps.db.insert(projects).values({ workspaceId: workspace.id, name: 'Benchmark', createdBy: userId }).returning({ id: projects.id });
  // Production settings (the worker role's defaults: concurrency 2, 500 ms poll).
  const worker = new JobWorker({ db: deps.db, deps, logger: deps.logger, jobs: [ingestDocumentJob, embedChunksJob] });
  worker.start();
  return {
    deps,
    actor: { workspace: { id: workspace.id, role: 'owner' }, userId },
    projectId: project!.id,
    worker,
    close: async () => {
      await worker.stop();
      await closeOcrPool();
      await (deps.embedder as { close?: () => Promise<void> }).close?.();
      await deps.database.close();
    },
  };
}

async function upload(h: Harness, files: { name: string; bytes: Buffer }[]) {
  const ids: string[] = [];
  const failures: { file: string; reason: string }[] = [];
  for (const file of files) {
    try {
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      const doc = await addDocument(h.deps, h.actor, { bytes: file.bytes, fileName: file.name, sizeBytes: file.bytes.length, sha256 }, { projectId: h.projectId });
      ids.push(doc.id);
    } catch (err) {
      failures.push({ file: file.name, reason: err instanceof Error ? err.message : String(err) });
    }
  }
  return { ids, failures };
}

async function statusCounts(h: Harness, ids: string[]) {
  const rows = await h.deps.db.select({ status: documents.status, n: count() }).from(documents).where(inArray(documents.id, ids)).groupBy(documents.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Record<string, number>;
}

/** Polls every 100 ms until every document is processed or failed (or the budget runs out). */
async function waitProcessed(h: Harness, ids: string[], budgetS = Infinity) {
  const start = now();
  for (;;) {
    const c = await statusCounts(h, ids);
    if ((c.processed ?? 0) + (c.failed ?? 0) >= ids.length) return { complete: true, counts: c };
    if ((now() - start) / 1000 > budgetS) return { complete: false, counts: c };
    await sleep(100);
  }
}

async function chunkCounts(h: Harness, ids: string[]) {
  const [row] = await h.deps.db
    .select({ total: count(), missing: sql<number>`count(*) filter (where ${chunks.embedding} is null)` })
    .from(chunks)
    .where(and(eq(chunks.workspaceId, h.actor.workspace.id), inArray(chunks.documentId, ids)));
  return { total: Number(row!.total), missing: Number(row!.missing) };
}

async function waitEmbedded(h: Harness, ids: string[], budgetS = Infinity) {
  const start = now();
  for (;;) {
    const c = await chunkCounts(h, ids);
    if (c.missing === 0) return { complete: true, ...c };
    if ((now() - start) / 1000 > budgetS) return { complete: false, ...c };
    await sleep(100);
  }
}

async function pageStats(h: Harness, ids: string[]) {
  const rows = await h.deps.db
    .select({ ocr: documentPages.ocr, n: count() })
    .from(documentPages)
    .innerJoin(documents, eq(documents.currentVersionId, documentPages.versionId))
    .where(inArray(documents.id, ids))
    .groupBy(documentPages.ocr);
  const byOcr = Object.fromEntries(rows.map((r) => [String(r.ocr), Number(r.n)]));
  const ocrDocs = await h.deps.db
    .selectDistinct({ id: documents.id })
    .from(documentPages)
    .innerJoin(documents, eq(documents.currentVersionId, documentPages.versionId))
    .where(and(inArray(documents.id, ids), eq(documentPages.ocr, true)));
  return { pages: (byOcr.true ?? 0) + (byOcr.false ?? 0), ocrPages: byOcr.true ?? 0, documentsWithOcr: ocrDocs.length };
}

// ---------------------------------------------------------------- baselines
const require = createRequire(import.meta.url);
const PDFJS_DIR = dirname(require.resolve('pdfjs-dist/package.json'));
/** The local asset folders the pipeline gives pdfjs (nothing fetched). */
const PDFJS_ASSETS = {
  standardFontDataUrl: join(PDFJS_DIR, 'standard_fonts') + '/',
  cMapUrl: join(PDFJS_DIR, 'cmaps') + '/',
  cMapPacked: true,
  wasmUrl: join(PDFJS_DIR, 'wasm') + '/',
  iccUrl: join(PDFJS_DIR, 'iccs') + '/',
};
const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** Raw pdfjs text extraction (getTextContent per page), no layout rebuild, chunking, storage or indexing. */
async function baselinePdfText(files: CorpusFile[]) {
  const start = now();
  let pages = 0;
  for (const file of files) {
    const task = pdfjs.getDocument({
      data: new Uint8Array(file.bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
      ...PDFJS_ASSETS,
    });
    const doc = await task.promise;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      await page.getTextContent();
      page.cleanup();
      pages++;
    }
    await task.destroy();
  }
  const seconds = (now() - start) / 1000;
  return { pages, seconds, pagesPerSecond: pages / seconds };
}

/**
 * The pages as the pipeline hands them to OCR: rendered from the PDF by the app's own renderPage at the app's
 * OCR resolution (larger than the generated scans), so the OCR baseline can be compared like for like.
 */
async function renderScans(files: CorpusFile[]) {
  const start = now();
  const images: Buffer[] = [];
  for (const file of files) {
    const task = pdfjs.getDocument({ data: new Uint8Array(file.bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0, ...PDFJS_ASSETS });
    const doc = await task.promise;
    for (let n = 1; n <= doc.numPages; n++) {
      const png = await renderPage(await doc.getPage(n), defaultLimits.ocrDpi);
      if (png) images.push(png);
    }
    await task.destroy();
  }
  const seconds = (now() - start) / 1000;
  return { images, seconds, dpi: defaultLimits.ocrDpi, pagesPerMinute: (images.length / seconds) * 60 };
}

/** Raw tesseract.js on the generated page images, with as many workers as the app's OCR pool (2 here). */
async function baselineOcr(images: Buffer[], workers: number) {
  const pool = await Promise.all(
    Array.from({ length: workers }, () => createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, cacheMethod: 'none', gzip: true, logger: () => {}, errorHandler: () => {} })),
  );
  const start = now();
  let next = 0;
  let chars = 0;
  await Promise.all(
    pool.map(async (w) => {
      while (next < images.length) {
        const img = images[next++]!;
        chars += (await w.recognize(img)).data.text.length;
      }
    }),
  );
  const seconds = (now() - start) / 1000;
  await Promise.all(pool.map((w) => w.terminate()));
  return { pages: images.length, seconds, pagesPerMinute: (images.length / seconds) * 60, characters: chars };
}

// ---------------------------------------------------------------- machine
function machine() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    totalMemoryMb: mb(totalmem()),
    freeMemoryMb: mb(freemem()),
    node: process.version,
    loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
  };
}

function writeResults(name: string, data: unknown) {
  const dir = join(repoRoot, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
  console.log(`\nwrote ${file}`);
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

// ---------------------------------------------------------------- modes
async function runSynthetic() {
  const loadBefore = machine();
  const tmp = mkdtempSync(join(tmpdir(), 'propwise-bench-'));
  try {
    const corpusStart = now();
    const { text, scans } = await generateCorpus(join(tmp, '.'));
    console.log(`corpus: ${text.length} text PDFs × ${TEXT_PAGES} pages, ${scans.length} scanned PDFs × ${SCAN_PAGES} pages (${fmt((now() - corpusStart) / 1000)} s to generate)`);
    const textPages = text.reduce((s, f) => s + f.pages, 0);
    const scanPages = scans.reduce((s, f) => s + f.pages, 0);

    const h = await startPipeline(join(tmp, 'data'));
    // Warm the embedder once (model load) so the timings measure steady-state work, as in a running server.
    const warmStart = now();
    await h.deps.embedder.embed(['warm up']);
    const embedderWarmupS = (now() - warmStart) / 1000;

    // Phase 1: text PDFs, until processed (full-text searchable) and until every chunk has its embedding.
    phasePeak = 0;
    let start = now();
    let cpu = process.cpuUsage();
    const textUpload = await upload(h, text);
    const textProcessed = await waitProcessed(h, textUpload.ids);
    const textProcessedS = (now() - start) / 1000;
    const textEmbedded = await waitEmbedded(h, textUpload.ids);
    const textEmbeddedS = (now() - start) / 1000;
    const textCpuS = cpuSince(cpu);
    const textPeak = phasePeak;

    // Phase 2: scanned PDFs (OCR), until processed, then until embedded.
    phasePeak = 0;
    start = now();
    cpu = process.cpuUsage();
    const scanUpload = await upload(h, scans);
    const scanProcessed = await waitProcessed(h, scanUpload.ids);
    const scanProcessedS = (now() - start) / 1000;
    const scanCpuS = cpuSince(cpu);
    const scanEmbedded = await waitEmbedded(h, scanUpload.ids);
    const scanEmbeddedS = (now() - start) / 1000;
    const scanPeak = phasePeak;
    const scanPageStats = await pageStats(h, scanUpload.ids);
    const pipelinePeak = peakRss;
    await h.close();

    // Baselines, same run, same files.
    const basePdf = await baselinePdfText(text);
    const baseOcr = await baselineOcr(scans.flatMap((s) => s.images!), 2);
    const rendered = await renderScans(scans);
    const baseOcrRendered = await baselineOcr(rendered.images, 2);

    const results = {
      date: new Date().toISOString(),
      mode: 'synthetic',
      machine: loadBefore,
      loadAverageAfter: loadavg().map((l) => Number(l.toFixed(2))),
      corpus: { textFiles: text.length, textPages, scanFiles: scans.length, scanPages },
      embedderWarmupSeconds: embedderWarmupS,
      textPdf: {
        uploadFailures: textUpload.failures,
        statuses: textProcessed.counts,
        chunks: textEmbedded.total,
        secondsToProcessed: textProcessedS,
        secondsToEmbedded: textEmbeddedS,
        pagesPerSecondProcessed: textPages / textProcessedS,
        pagesPerSecondWithEmbeddings: textPages / textEmbeddedS,
        chunksPerSecondEmbedded: textEmbedded.total / (textEmbeddedS - textProcessedS),
        cpuSecondsWithEmbeddings: textCpuS,
        pagesPerCpuSecondWithEmbeddings: textPages / textCpuS,
        peakRssMb: mb(textPeak),
      },
      ocr: {
        uploadFailures: scanUpload.failures,
        statuses: scanProcessed.counts,
        ocrPages: scanPageStats.ocrPages,
        chunks: scanEmbedded.total,
        secondsToProcessed: scanProcessedS,
        secondsToEmbedded: scanEmbeddedS,
        pagesPerMinuteProcessed: (scanPages / scanProcessedS) * 60,
        pagesPerMinuteWithEmbeddings: (scanPages / scanEmbeddedS) * 60,
        cpuSecondsToProcessed: scanCpuS,
        pagesPerCpuMinuteProcessed: (scanPages / scanCpuS) * 60,
        peakRssMb: mb(scanPeak),
      },
      pipelinePeakRssMb: mb(pipelinePeak),
      baseline: {
        pdfjsText: basePdf,
        tesseract: baseOcr,
        renderAtOcrDpi: { pages: rendered.images.length, seconds: rendered.seconds, dpi: rendered.dpi, pagesPerMinute: rendered.pagesPerMinute },
        tesseractOnRenders: baseOcrRendered,
      },
      ratios: {
        textProcessedVsPdfjs: textPages / textProcessedS / basePdf.pagesPerSecond,
        textWithEmbeddingsVsPdfjs: textPages / textEmbeddedS / basePdf.pagesPerSecond,
        ocrProcessedVsTesseract: ((scanPages / scanProcessedS) * 60) / baseOcr.pagesPerMinute,
        ocrProcessedVsTesseractOnRenders: ((scanPages / scanProcessedS) * 60) / baseOcrRendered.pagesPerMinute,
      },
      targets: {
        textPagesPerSecondWithEmbeddings: { target: 20, measured: textPages / textEmbeddedS, met: textPages / textEmbeddedS >= 20 },
        ocrPagesPerMinute: { target: 15, measured: (scanPages / scanProcessedS) * 60, met: (scanPages / scanProcessedS) * 60 >= 15 },
        peakRssMb: { target: 1536, measured: mb(peakRss), met: peakRss < 1.5 * 1024 ** 3 },
      },
    };
    const rows: [string, string][] = [
      ['text PDF pages', String(textPages)],
      ['  chunks', String(textEmbedded.total)],
      ['  pages/s to processed (full-text)', fmt(results.textPdf.pagesPerSecondProcessed)],
      ['  pages/s incl. embeddings', fmt(results.textPdf.pagesPerSecondWithEmbeddings, 2)],
      ['  embedding chunks/s (after processed)', fmt(results.textPdf.chunksPerSecondEmbedded)],
      ['  pages per CPU-second incl. embeddings', fmt(results.textPdf.pagesPerCpuSecondWithEmbeddings, 2)],
      ['  baseline pdfjs getTextContent pages/s', fmt(basePdf.pagesPerSecond)],
      ['  ratio processed / baseline', fmt(results.ratios.textProcessedVsPdfjs, 3)],
      ['  ratio incl. embeddings / baseline', fmt(results.ratios.textWithEmbeddingsVsPdfjs, 4)],
      ['scanned pages', `${scanPages} (${scanPageStats.ocrPages} OCR'd)`],
      ['  OCR pages/min to processed', fmt(results.ocr.pagesPerMinuteProcessed)],
      ['  OCR pages/min incl. embeddings', fmt(results.ocr.pagesPerMinuteWithEmbeddings)],
      ['  OCR pages per CPU-minute to processed', fmt(results.ocr.pagesPerCpuMinuteProcessed)],
      ['  baseline tesseract (2 workers) pages/min', fmt(baseOcr.pagesPerMinute)],
      ['  ratio processed / baseline', fmt(results.ratios.ocrProcessedVsTesseract, 3)],
      [`  render at ${rendered.dpi} dpi (pipeline's renderPage) pages/min`, fmt(rendered.pagesPerMinute)],
      [`  tesseract on ${rendered.dpi}-dpi renders pages/min`, fmt(baseOcrRendered.pagesPerMinute)],
      ['  ratio processed / tesseract on renders', fmt(results.ratios.ocrProcessedVsTesseractOnRenders, 3)],
      ['peak RSS (pipeline, incl. threads)', `${mb(pipelinePeak)} MB`],
      ['peak RSS (whole run incl. baselines)', `${mb(peakRss)} MB`],
      ['load average before / after', `${loadBefore.loadAverage.join(' ')} / ${results.loadAverageAfter.join(' ')}`],
    ];
    console.log('');
    for (const [k, v] of rows) console.log(`${k.padEnd(44)} ${v}`);
    writeResults('ingest.json', results);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function runCuad() {
  const loadBefore = machine();
  const cuadDir = resolve(process.env.CUAD_DIR ?? join(repoRoot, '..', 'shared', 'eval', 'cuad-dev'));
  const contractsDir = join(cuadDir, 'contracts');
  const files = readdirSync(contractsDir)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort()
    .map((f) => ({ name: f, bytes: readFileSync(join(contractsDir, f)) }));
  console.log(`CUAD: ${files.length} PDFs from ${contractsDir} (${mb(files.reduce((s, f) => s + f.bytes.length, 0))} MB)`);
  const tmp = mkdtempSync(join(tmpdir(), 'propwise-bench-cuad-'));
  try {
    const h = await startPipeline(join(tmp, 'data'));
    await h.deps.embedder.embed(['warm up']);
    const start = now();
    const cpu = process.cpuUsage();
    const up = await upload(h, files);
    const uploadS = (now() - start) / 1000;
    let lastLog = 0;
    const progress = setInterval(async () => {
      if (now() - lastLog < 30_000) return;
      lastLog = now();
      const c = await statusCounts(h, up.ids).catch(() => ({}));
      console.log(`  ${fmt((now() - start) / 1000, 0)} s: ${JSON.stringify(c)}, RSS ${mb(process.memoryUsage().rss)} MB`);
    }, 5_000);
    const processed = await waitProcessed(h, up.ids, CUAD_PROCESS_BUDGET_S);
    const processedS = (now() - start) / 1000;
    const processedCpuS = cpuSince(cpu);
    clearInterval(progress);
    const pages = await pageStats(h, up.ids);
    const atProcessed = await chunkCounts(h, up.ids);
    const embedded = await waitEmbedded(h, up.ids, CUAD_EMBED_BUDGET_S);
    const embedS = (now() - start) / 1000;
    const failedDocs = await h.deps.db
      .select({ fileName: documents.fileName, error: documents.error })
      .from(documents)
      .where(and(inArray(documents.id, up.ids), eq(documents.status, 'failed')));
    const pending = await h.deps.db
      .select({ fileName: documents.fileName, status: documents.status, stage: documents.stage })
      .from(documents)
      .where(and(inArray(documents.id, up.ids), inArray(documents.status, ['queued', 'processing'])));
    await h.close();
    const results = {
      date: new Date().toISOString(),
      mode: 'cuad',
      machine: loadBefore,
      loadAverageAfter: loadavg().map((l) => Number(l.toFixed(2))),
      source: contractsDir,
      files: files.length,
      uploadSeconds: uploadS,
      uploadFailures: up.failures,
      processingComplete: processed.complete,
      statuses: processed.counts,
      secondsToAllProcessed: processedS,
      pages: pages.pages,
      ocrPages: pages.ocrPages,
      documentsWithOcrPages: pages.documentsWithOcr,
      pagesPerSecondProcessed: pages.pages / processedS,
      cpuSecondsToAllProcessed: processedCpuS,
      failures: [...up.failures, ...failedDocs.map((d) => ({ file: d.fileName, reason: d.error ?? '' }))],
      stillPending: pending,
      chunks: embedded.total,
      chunksEmbeddedAtProcessed: atProcessed.total - atProcessed.missing,
      embeddings: {
        complete: embedded.complete,
        embedded: embedded.total - embedded.missing,
        missing: embedded.missing,
        secondsFromStart: embedS,
        chunksPerSecondAfterProcessed: (atProcessed.missing - embedded.missing) / (embedS - processedS),
      },
      peakRssMb: mb(peakRss),
    };
    const rows: [string, string][] = [
      ['files', String(files.length)],
      ['processed / failed / pending', `${processed.counts.processed ?? 0} / ${processed.counts.failed ?? 0} / ${pending.length}`],
      ['pages', String(pages.pages)],
      ['pages OCR\'d (document_pages.ocr)', `${pages.ocrPages} in ${pages.documentsWithOcr} documents`],
      ['seconds to all processed', fmt(processedS)],
      ['pages/s to processed', fmt(results.pagesPerSecondProcessed, 2)],
      ['CPU seconds to all processed', fmt(processedCpuS)],
      ['chunks', String(embedded.total)],
      ['chunks embedded at end', `${results.embeddings.embedded} (${embedded.complete ? 'complete' : `stopped after ${CUAD_EMBED_BUDGET_S} s budget`})`],
      ['embedding chunks/s after processed', fmt(results.embeddings.chunksPerSecondAfterProcessed)],
      ['peak RSS (incl. threads)', `${mb(peakRss)} MB`],
      ['load average before / after', `${loadBefore.loadAverage.join(' ')} / ${results.loadAverageAfter.join(' ')}`],
    ];
    console.log('');
    for (const [k, v] of rows) console.log(`${k.padEnd(44)} ${v}`);
    for (const f of results.failures) console.log(`FAILED ${basename(f.file)}: ${f.reason}`);
    writeResults('ingest-cuad.json', results);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await (cuadMode ? runCuad() : runSynthetic());
process.exit(0);
