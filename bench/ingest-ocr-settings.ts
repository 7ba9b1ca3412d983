/**
 * OCR settings experiment: the same pages rendered at several resolutions (and optional tesseract page
 * segmentation modes), each OCRed with the app's pool size, timed, and scored for accuracy. Pages: the benchmark's
 * generated scans (scored against the text drawn on them) and the CUAD dev pages that have no text layer (scored
 * against the 300-dpi reading, the most detailed one, since they have no ground truth).
 *
 *   node --import tsx bench/ingest-ocr-settings.ts [--dpi 150,200,300] [--psm 3,6] [--cuad-only|--synthetic-only]
 *
 * Results go to stdout and bench/results/ingest-ocr-settings.json.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker, OEM, type PSM, type Worker } from 'tesseract.js';
import { renderPage } from '../server/lib/extract/pdf-document.mjs';
import { defaultLimits } from '../server/lib/extract/limits.js';
import { LANG_PATH, PDFJS_ASSETS } from './support/baselines.js';
import { leasePage, scannedPage } from './support/corpus.js';
import { buildPdf } from '../server/lib/extract/fixtures/pdf.js';
import { now } from './support/measure.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CUAD_DIR = process.env.CUAD_DIR ?? resolve(repoRoot, '../shared/eval/cuad-dev/contracts');
const list = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return (i >= 0 ? process.argv[i + 1] : fallback).split(',').map(Number);
};
const DPIS = list('dpi', '150,200,300');
const PSMS = list('psm', '3');
const WORKERS = 2;

interface PageSource {
  id: string;
  pdf: Buffer;
  page: number;
  truth?: string;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9$.,-]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Word error rate of `hyp` against `ref` (token Levenshtein / reference length). */
function wer(ref: string, hyp: string) {
  const a = words(ref);
  const b = words(hyp);
  if (!a.length) return b.length ? 1 : 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length] / a.length;
}

async function syntheticPages(): Promise<PageSource[]> {
  const out: PageSource[] = [];
  for (let f = 0; f < 2; f++) {
    const lines = Array.from({ length: 5 }, (_, p) => leasePage(500 + f, p + 1, 40, 80));
    const rendered = await Promise.all(lines.map((l) => scannedPage(l)));
    const pdf = buildPdf(rendered.map((r) => ({ jpeg: r.jpeg })));
    lines.forEach((l, p) => out.push({ id: `synthetic-${f + 1}-p${p + 1}`, pdf, page: p + 1, truth: l.join('\n') }));
  }
  return out;
}

/** CUAD pages whose text layer is under the app's OCR threshold: the pages the pipeline OCRs. */
async function cuadScannedPages(): Promise<PageSource[]> {
  const out: PageSource[] = [];
  for (const name of readdirSync(CUAD_DIR)
    .filter((n) => n.toLowerCase().endsWith('.pdf'))
    .sort()) {
    const pdf = readFileSync(join(CUAD_DIR, name));
    const task = pdfjs.getDocument({
      data: new Uint8Array(pdf),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
      ...PDFJS_ASSETS,
    });
    const doc = await task.promise;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('');
      if (text.replace(/\s/g, '').length < defaultLimits.ocrMinChars) out.push({ id: `${name} p${n}`, pdf, page: n });
    }
    await task.destroy();
  }
  return out;
}

async function render(src: PageSource, dpi: number) {
  const task = pdfjs.getDocument({
    data: new Uint8Array(src.pdf),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    ...PDFJS_ASSETS,
  });
  const doc = await task.promise;
  const png = await renderPage(await doc.getPage(src.page), dpi);
  await task.destroy();
  return png;
}

async function ocrAll(images: (Buffer | null)[], psm: number) {
  const pool: Worker[] = await Promise.all(
    Array.from({ length: WORKERS }, () =>
      createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, cacheMethod: 'none', gzip: true, logger: () => {}, errorHandler: () => {} }),
    ),
  );
  await Promise.all(pool.map((w) => w.setParameters({ tessedit_pageseg_mode: String(psm) as PSM })));
  const texts: string[] = new Array(images.length).fill('');
  // CPU time of the whole process (tesseract.js workers are threads of it): much steadier than wall time on a
  // machine shared with other work.
  const cpuStart = process.cpuUsage();
  const start = now();
  let next = 0;
  await Promise.all(
    pool.map(async (w) => {
      while (next < images.length) {
        const i = next++;
        const img = images[i];
        if (img) texts[i] = (await w.recognize(img)).data.text;
      }
    }),
  );
  const seconds = (now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  await Promise.all(pool.map((w) => w.terminate()));
  return { texts, seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

async function main() {
  const sets: Record<string, PageSource[]> = {};
  if (!process.argv.includes('--cuad-only')) sets.synthetic = await syntheticPages();
  if (!process.argv.includes('--synthetic-only')) sets.cuad = await cuadScannedPages();
  const results: unknown[] = [];
  const reference: Record<string, string[]> = {};
  // The highest resolution first: it is the reference for pages without ground truth.
  for (const dpi of [...DPIS].sort((a, b) => b - a)) {
    for (const psm of PSMS) {
      for (const [set, pages] of Object.entries(sets)) {
        const renderStart = now();
        const images = [];
        for (const p of pages) images.push(await render(p, dpi));
        const renderSeconds = (now() - renderStart) / 1000;
        const load = loadavg()[0];
        const { texts, seconds, cpuSeconds } = await ocrAll(images, psm);
        const refKey = `${set}`;
        if (!reference[refKey]) reference[refKey] = texts;
        const errors = pages.map((p, i) => wer(p.truth ?? reference[refKey][i], texts[i]));
        const row = {
          set,
          dpi,
          psm,
          pages: pages.length,
          ocrSeconds: Number(seconds.toFixed(1)),
          ocrPagesPerMinute: Number(((pages.length / seconds) * 60).toFixed(1)),
          ocrCpuSecondsPerPage: Number((cpuSeconds / pages.length).toFixed(2)),
          /** What two fully available cores would give at this CPU cost per page. */
          ocrPagesPerMinuteOnTwoFreeCores: Number(((2 * 60) / (cpuSeconds / pages.length)).toFixed(1)),
          renderSeconds: Number(renderSeconds.toFixed(1)),
          meanWordErrorRate: Number((errors.reduce((s, e) => s + e, 0) / errors.length).toFixed(4)),
          worstWordErrorRate: Number(Math.max(...errors).toFixed(4)),
          scoredAgainst: pages[0]?.truth ? 'drawn text' : `OCR at ${[...DPIS].sort((a, b) => b - a)[0]} dpi, psm ${PSMS[0]}`,
          loadAverage1mBefore: Number(load.toFixed(2)),
          loadAverage1mAfter: Number(loadavg()[0].toFixed(2)),
        };
        results.push(row);
        console.log(JSON.stringify(row));
      }
    }
  }
  const dir = join(repoRoot, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'ingest-ocr-settings.json'), JSON.stringify({ date: new Date().toISOString(), results }, null, 2) + '\n');
}

await main();
