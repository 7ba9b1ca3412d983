import { WorkerMemoryError, WorkerTimeoutError } from '../workers/worker-pool.js';
import { OcrTimeoutError, ocrPoolSize, recognizePage } from './ocr.js';
import { count, type ExtractionLimits } from './limits.js';
import { PdfFile, PdfParseError } from './pdf-worker-pool.js';
import type { WorkerPools } from '../workers/pools.js';
import { ExtractionError, type ExtractedDocument, type ExtractedPage, type ExtractionProgress } from './types.js';

const encryptedMessage = 'This PDF is password-protected. Remove the password (print or save it as an unprotected PDF) and upload it again.';
const corruptMessage = 'This PDF is damaged or incomplete, so it could not be read. Try saving it again from the original program.';
const tooSlowMessage = (ms: number) =>
  `This PDF took too long to read, so it was stopped after ${Math.round(ms / 1000)} seconds. It may be damaged or unusually complex; try saving it again as a PDF from the original program, or splitting it into smaller files.`;
const tooBigMessage =
  'This PDF needs more memory to read than Propwise allows for one file. It may be damaged or unusually complex; try saving it again as a PDF from the original program, or splitting it into smaller files.';
/** After this many pages fail to render in time, the remaining scanned pages are skipped rather than tried one by one. */
const MAX_RENDER_TIMEOUTS = 2;
/** Pages whose text is read (or that are glanced at for ink) in one task: progress and abort points, a thread free in between. */
const PAGES_PER_TASK = 50;

interface PdfOptions {
  pools: WorkerPools;
  limits: ExtractionLimits;
  onProgress?: ExtractionProgress;
  /** Aborting it stops the work within moments: the threads working on this PDF are terminated. */
  signal?: AbortSignal;
}

/**
 * Reads a PDF in the PDF pool's threads (pdf-worker-pool.ts): opening it and reading its text layer must finish
 * within `pdfTimeoutMs`, each page rendered for OCR within `pdfRenderTimeoutMs`; a thread that overruns is
 * terminated, so a hostile PDF ends as a failed document instead of a frozen server. Pages without a text layer
 * are recognised unless blank (almost no ink, at a glance or once drawn: blank-page.mjs).
 */
export async function extractPdf(bytes: Buffer, { pools, limits, onProgress, signal }: PdfOptions): Promise<ExtractedDocument> {
  const pdf = new PdfFile(pools, bytes, signal);
  const deadline = Date.now() + limits.pdfTimeoutMs;
  try {
    const opened = await pdf.read(1, 0, limits.pdfTimeoutMs);
    if (opened.numPages > limits.maxPages) {
      throw new ExtractionError(
        'too_large',
        `This PDF has ${count(opened.numPages)} pages; the limit is ${count(limits.maxPages)} (MAX_DOCUMENT_PAGES). Split it into smaller files and upload them separately.`,
      );
    }
    if (opened.numPages === 0) throw new ExtractionError('corrupt', corruptMessage);
    const texts: string[] = [];
    for (let from = 1; from <= opened.numPages; from += PAGES_PER_TASK) {
      onProgress?.({ stage: 'Reading text', done: from - 1, total: opened.numPages });
      texts.push(...(await pdf.read(from, from + PAGES_PER_TASK - 1, deadline - Date.now())).texts);
    }
    const pages: ExtractedPage[] = texts.map((text, i) => ({ number: i + 1, text, ocr: false }));
    onProgress?.({ stage: 'Reading text', done: opened.numPages, total: opened.numPages });
    let needOcr = pages.filter((p) => p.text.replace(/\s/g, '').length < limits.ocrMinChars).map((p) => p.number);
    if (needOcr.length > limits.maxOcrPages) needOcr = await withoutBlankPages(pdf, needOcr, opened.numPages, limits, onProgress);
    if (needOcr.length) await ocrPages(pools, pdf, opened.numPages, pages, needOcr, limits, onProgress, signal);
    return { pages, title: opened.title, attachments: [] };
  } catch (err) {
    throw toExtractionError(err, limits, signal);
  }
}

/**
 * More pages lack a text layer than MAX_OCR_PAGES allows: finds the blank ones (a quick low-resolution drawing
 * each), and refuses the document at once if the rest are still too many, rather than after hours of OCR.
 */
async function withoutBlankPages(pdf: PdfFile, numbers: number[], numPages: number, limits: ExtractionLimits, onProgress?: ExtractionProgress) {
  const batches: number[][] = [];
  for (let i = 0; i < numbers.length; i += PAGES_PER_TASK) batches.push(numbers.slice(i, i + PAGES_PER_TASK));
  const blank = new Set<number>();
  let done = 0;
  // Two batches at a time: both threads of a small pool, while other documents' tasks still get their turn between batches.
  const next = async (): Promise<void> => {
    const batch = batches.shift();
    if (!batch) return;
    // On a failure the other batch chain stops too.
    (await pdf.blank(batch, limits.pdfTimeoutMs).catch((err: unknown) => ((batches.length = 0), Promise.reject(err)))).forEach(
      (isBlank, j) => isBlank && blank.add(batch[j]),
    );
    done += batch.length;
    onProgress?.({ stage: 'Finding blank pages', done, total: numbers.length });
    return next();
  };
  await Promise.all([next(), next()]);
  const inked = numbers.filter((n) => !blank.has(n));
  if (inked.length > limits.maxOcrPages) {
    throw new ExtractionError(
      'too_large',
      `This PDF has ${count(inked.length)} pages without a text layer (of ${count(numPages)}) that need text recognition; the limit is ${count(limits.maxOcrPages)} (MAX_OCR_PAGES). Split it into smaller files and upload them separately.`,
    );
  }
  return inked;
}

/**
 * Renders pages one at a time in the PDF pool while up to one page per OCR thread is recognised. The next page is
 * rendered while those are busy, so an OCR thread that finishes gets its next page at once; at most one rendered
 * page waits, so memory stays flat however long the document. Documents share both pools page by page, so a
 * short scan is not held behind a long one.
 */
async function ocrPages(
  pools: WorkerPools,
  pdf: PdfFile,
  numPages: number,
  pages: ExtractedPage[],
  numbers: number[],
  limits: ExtractionLimits,
  onProgress: ExtractionProgress | undefined,
  signal: AbortSignal | undefined,
) {
  const total = numbers.length;
  const inFlightMax = ocrPoolSize(pools);
  let done = 0;
  let renderTimeouts = 0;
  // Blank pages come in runs (separator sheets, a blank tail) and a scan's pages are mostly ink: after a blank page
  // the next is tested at a glance first (milliseconds when blank), after a page with ink it is drawn at once (a
  // glance would cost a scan half its drawing time again).
  let glance = true;
  const inFlight = new Set<Promise<void>>();
  for (const n of numbers) {
    signal?.throwIfAborted();
    onProgress?.({ stage: `Recognising text (page ${n} of ${numPages})`, done, total });
    let png: Buffer | null = null;
    if (renderTimeouts >= MAX_RENDER_TIMEOUTS) {
      pages[n - 1] = { ...pages[n - 1], failure: 'Skipped because other pages of this PDF took too long to render' };
    } else {
      try {
        png = await pdf.render(n, limits.ocrDpi, limits.pdfRenderTimeoutMs, glance);
        glance = !png;
      } catch (err) {
        if (!(err instanceof WorkerTimeoutError)) throw err;
        // The thread was terminated; the next render opens the document again in a fresh one.
        renderTimeouts++;
        pages[n - 1] = {
          ...pages[n - 1],
          failure: `This page took longer than ${Math.round(limits.pdfRenderTimeoutMs / 1000)} seconds to render for text recognition`,
        };
      }
    }
    if (!png) {
      // A blank page (separator sheets are common in contracts) has nothing to recognise.
      done++;
      continue;
    }
    while (inFlight.size >= inFlightMax) await Promise.race(inFlight);
    const job = recognizePage(pools, png, limits.ocrPageTimeoutMs, signal).then(
      ({ text, words }) => {
        const ocrText = text.trim();
        // Keep a sparse text layer if OCR found nothing better.
        if (ocrText.replace(/\s/g, '').length >= pages[n - 1].text.replace(/\s/g, '').length) {
          pages[n - 1] = { number: n, text: ocrText, ocr: true, words };
        }
      },
      (err) => {
        if (signal?.aborted) return;
        const reason = err instanceof OcrTimeoutError ? err.message : 'Text recognition failed on this page';
        pages[n - 1] = { ...pages[n - 1], failure: reason };
      },
    );
    const tracked: Promise<void> = job.finally(() => {
      inFlight.delete(tracked);
      done++;
      onProgress?.({ stage: `Recognising text (page ${n} of ${numPages})`, done, total });
    });
    inFlight.add(tracked);
  }
  await Promise.all(inFlight);
  signal?.throwIfAborted();
}

function toExtractionError(err: unknown, limits: ExtractionLimits, signal?: AbortSignal): unknown {
  // Stopped on purpose (the document was deleted, or its time ran out): the caller knows why.
  if (signal?.aborted) return signal.reason;
  if (err instanceof ExtractionError) return err;
  if (err instanceof WorkerTimeoutError) return new ExtractionError('timeout', tooSlowMessage(limits.pdfTimeoutMs));
  if (err instanceof WorkerMemoryError) return new ExtractionError('too_large', tooBigMessage);
  if (err instanceof PdfParseError)
    return new ExtractionError(
      err.pdfName === 'PasswordException' ? 'encrypted' : 'corrupt',
      err.pdfName === 'PasswordException' ? encryptedMessage : corruptMessage,
    );
  // The thread itself failed (not the file): a plain error, so the job is retried.
  return err;
}
