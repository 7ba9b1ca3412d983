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
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { documents } from '../server/db/schema/index.js';
import { generateCorpusInChild } from './support/corpus-process.js';
import { cpuSince, mark, mb, memory, now } from './support/measure.js';
import { chunkCounts, pageStats, startPipeline, statusCounts, upload, waitEmbedded, waitProcessed } from './support/pipeline.js';

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
    mark('corpus: generating');
    const corpusStart = now();
    const { text, scans } = generateCorpusInChild(tmp, { textFiles: TEXT_FILES, textPages: TEXT_PAGES, scanFiles: SCAN_FILES, scanPages: SCAN_PAGES });
    console.log(
      `corpus: ${text.length} text PDFs × ${TEXT_PAGES} pages, ${scans.length} scanned PDFs × ${SCAN_PAGES} pages (${fmt((now() - corpusStart) / 1000)} s to generate)`,
    );
    const textPages = text.reduce((s, f) => s + f.pages, 0);
    const scanPages = scans.reduce((s, f) => s + f.pages, 0);

    mark('pipeline: starting');
    const h = await startPipeline(join(tmp, 'data'));
    const pools = h.deps.workerPools;
    memory.describe = () => `pdf ${pools.liveThreads('pdf')} ocr ${pools.liveThreads('ocr')}`;
    mark('pipeline: started');
    // Warm the embedder once (model load) so the timings measure steady-state work, as in a running server.
    const warmStart = now();
    await h.deps.embedder.embed(['warm up']);
    const embedderWarmupS = (now() - warmStart) / 1000;

    // Phase 1: text PDFs, until processed (full-text searchable) and until every chunk has its embedding.
    mark('text: uploading');
    memory.phasePeak = 0;
    let start = now();
    let cpu = process.cpuUsage();
    const textUpload = await upload(h, text);
    const textProcessed = await waitProcessed(h, textUpload.ids);
    const textProcessedS = (now() - start) / 1000;
    mark('text: processed');
    const textEmbedded = await waitEmbedded(h, textUpload.ids);
    mark('text: embedded');
    const textEmbeddedS = (now() - start) / 1000;
    const textCpuS = cpuSince(cpu);
    const textPeak = memory.phasePeak;

    // Phase 2: scanned PDFs (OCR), until processed, then until embedded.
    memory.phasePeak = 0;
    start = now();
    cpu = process.cpuUsage();
    mark('scans: uploading');
    const scanUpload = await upload(h, scans);
    const scanProcessed = await waitProcessed(h, scanUpload.ids);
    const scanProcessedS = (now() - start) / 1000;
    mark('scans: processed');
    const scanCpuS = cpuSince(cpu);
    const scanEmbedded = await waitEmbedded(h, scanUpload.ids);
    const scanEmbeddedS = (now() - start) / 1000;
    const scanPeak = memory.phasePeak;
    const scanPageStats = await pageStats(h, scanUpload.ids);
    const pipelinePeak = memory.peakRss;
    await h.close();
    mark('pipeline: closed; baselines');

    // Baselines, same run, same files. Loaded only now: pdfjs, sharp and tesseract on this thread are the
    // baselines' cost, not the pipeline's (the server loads them only in its worker threads).
    const { baselineOcr, baselinePdfText, renderScans } = await import('./support/baselines.js');
    const basePdf = await baselinePdfText(text);
    const baseOcr = await baselineOcr(
      scans.flatMap((s) => s.images!),
      2,
    );
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
        peakRssMb: { target: 1536, measured: mb(pipelinePeak), met: pipelinePeak < 1.5 * 1024 ** 3 },
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
      ['peak RSS (whole run incl. baselines)', `${mb(memory.peakRss)} MB`],
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
      peakRssMb: mb(memory.peakRss),
    };
    const rows: [string, string][] = [
      ['files', String(files.length)],
      ['processed / failed / pending', `${processed.counts.processed ?? 0} / ${processed.counts.failed ?? 0} / ${pending.length}`],
      ['pages', String(pages.pages)],
      ["pages OCR'd (document_pages.ocr)", `${pages.ocrPages} in ${pages.documentsWithOcr} documents`],
      ['seconds to all processed', fmt(processedS)],
      ['pages/s to processed', fmt(results.pagesPerSecondProcessed, 2)],
      ['CPU seconds to all processed', fmt(processedCpuS)],
      ['chunks', String(embedded.total)],
      ['chunks embedded at end', `${results.embeddings.embedded} (${embedded.complete ? 'complete' : `stopped after ${CUAD_EMBED_BUDGET_S} s budget`})`],
      ['embedding chunks/s after processed', fmt(results.embeddings.chunksPerSecondAfterProcessed)],
      ['peak RSS (incl. threads)', `${mb(memory.peakRss)} MB`],
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
