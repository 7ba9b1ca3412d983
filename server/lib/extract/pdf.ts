import { OcrTimeoutError, ocrPoolSize, recognizePage } from './ocr.js';
import type { ExtractionLimits } from './limits.js';
import { PdfParseError, PdfReader, PdfWorkerStopped } from './pdf-worker-pool.js';
import { ExtractionError, type ExtractedDocument, type ExtractedPage, type ExtractionProgress } from './types.js';

const encryptedMessage = 'This PDF is password-protected. Remove the password (print or save it as an unprotected PDF) and upload it again.';
const corruptMessage = 'This PDF is damaged or incomplete, so it could not be read. Try saving it again from the original program.';
const tooSlowMessage = (ms: number) =>
  `This PDF took too long to read, so it was stopped after ${Math.round(ms / 1000)} seconds. It may be damaged or unusually complex; try saving it again as a PDF from the original program, or splitting it into smaller files.`;
const tooBigMessage =
  'This PDF needs more memory to read than Propwise allows for one file. It may be damaged or unusually complex; try saving it again as a PDF from the original program, or splitting it into smaller files.';
/** After this many pages fail to render in time, the remaining scanned pages are skipped rather than tried one by one. */
const MAX_RENDER_TIMEOUTS = 2;

interface PdfOptions {
  limits: ExtractionLimits;
  onProgress?: ExtractionProgress;
}

/**
 * Reads a PDF in a worker thread (pdf-worker-pool.ts): opening it and reading its text layer must finish within
 * `pdfTimeoutMs`, each page rendered for OCR within `pdfRenderTimeoutMs`; a worker that overruns is terminated,
 * so a hostile PDF ends as a failed document instead of a frozen server.
 */
export async function extractPdf(bytes: Buffer, { limits, onProgress }: PdfOptions): Promise<ExtractedDocument> {
  const reader = new PdfReader(bytes);
  const deadline = Date.now() + limits.pdfTimeoutMs;
  let endOcrTurn: (() => void) | undefined;
  try {
    const opened = await reader.open(limits.pdfTimeoutMs);
    if (opened.numPages > limits.maxPages) {
      throw new ExtractionError('too_large', `This PDF has ${opened.numPages} pages; the most Propwise reads in one file is ${limits.maxPages}.`);
    }
    if (opened.numPages === 0) throw new ExtractionError('corrupt', corruptMessage);
    const texts = await reader.text(deadline - Date.now(), ({ done, total }) => onProgress?.({ stage: 'Reading text', done, total }));
    const pages: ExtractedPage[] = texts.map((text, i) => ({ number: i + 1, text, ocr: false }));
    const needOcr = pages.filter((p) => p.text.replace(/\s/g, '').length < limits.ocrMinChars).map((p) => p.number);
    onProgress?.({ stage: 'Reading text', done: opened.numPages, total: opened.numPages });
    if (needOcr.length) {
      const endTurn = await ocrTurn(reader, () => onProgress?.({ stage: 'Waiting for text recognition', done: 0, total: needOcr.length }));
      endOcrTurn = endTurn;
      await ocrPages(reader, opened.numPages, pages, needOcr, limits, onProgress, async () => {
        // Every page is rendered: the next document may start rendering while this one's last pages are
        // recognised, so the OCR workers do not sit idle between documents. It reuses this worker.
        await reader.close();
        endTurn();
      });
    }
    return { pages, title: opened.title, attachments: [] };
  } catch (err) {
    throw toExtractionError(err, limits);
  } finally {
    await reader.close();
    // Only now (or once every page is rendered), with this document's worker back in the pool, so the next
    // document reuses it instead of starting one.
    endOcrTurn?.();
  }
}

// ------------------------------------------------------------------ one document at a time feeds the OCR pool
let ocrTurnTaken = false;
const ocrTurnQueue: (() => void)[] = [];

/**
 * Waits until no other PDF is having pages recognised. The OCR pool already keeps both cores busy with one
 * document, so a second one would gain nothing by rendering its pages alongside; meanwhile it gives back its
 * PDF worker (~100-250 MB) so the waiting costs no memory (BENCHMARKS.md: peak memory). Resolves to the
 * function that ends the turn.
 */
async function ocrTurn(reader: PdfReader, onWait: () => void): Promise<() => void> {
  if (ocrTurnTaken) {
    await reader.suspend();
    onWait();
    // Handed over by the previous holder, which keeps ocrTurnTaken set.
    await new Promise<void>((resolve) => ocrTurnQueue.push(resolve));
  }
  ocrTurnTaken = true;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const next = ocrTurnQueue.shift();
    if (next) next();
    else ocrTurnTaken = false;
  };
}

/**
 * Renders pages one at a time in the PDF worker while up to `ocrPoolSize` earlier pages are recognised in the
 * OCR workers. The next page is rendered while those are busy, so an OCR worker that finishes gets its next page
 * at once; at most one rendered page waits, so memory stays flat however long the document.
 */
async function ocrPages(
  reader: PdfReader,
  numPages: number,
  pages: ExtractedPage[],
  numbers: number[],
  limits: ExtractionLimits,
  onProgress: ExtractionProgress | undefined,
  onRendered: () => Promise<void>,
) {
  const total = numbers.length;
  let done = 0;
  let renderTimeouts = 0;
  const inFlight = new Set<Promise<void>>();
  for (const n of numbers) {
    onProgress?.({ stage: `Recognising text (page ${n} of ${numPages})`, done, total });
    let png: Buffer | null;
    try {
      png = renderTimeouts >= MAX_RENDER_TIMEOUTS ? null : await reader.render(n, limits.ocrDpi, limits.pdfRenderTimeoutMs, limits.pdfTimeoutMs);
      if (renderTimeouts >= MAX_RENDER_TIMEOUTS) pages[n - 1] = { ...pages[n - 1], failure: 'Skipped because other pages of this PDF took too long to render' };
    } catch (err) {
      if (!(err instanceof PdfWorkerStopped && err.reason === 'timeout')) throw err;
      // The worker was terminated; the next render opens the document again in a fresh one.
      renderTimeouts++;
      pages[n - 1] = { ...pages[n - 1], failure: `This page took longer than ${Math.round(limits.pdfRenderTimeoutMs / 1000)} seconds to render for text recognition` };
      png = null;
    }
    if (!png) {
      // A blank page (separator sheets are common in contracts) has nothing to recognise.
      done++;
      continue;
    }
    while (inFlight.size >= ocrPoolSize) await Promise.race(inFlight);
    const job = recognizePage(png, limits.ocrPageTimeoutMs).then(
      ({ text, words }) => {
        const ocrText = text.trim();
        // Keep a sparse text layer if OCR found nothing better.
        if (ocrText.replace(/\s/g, '').length >= pages[n - 1].text.replace(/\s/g, '').length) {
          pages[n - 1] = { number: n, text: ocrText, ocr: true, words };
        }
      },
      (err) => {
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
  await onRendered();
  await Promise.all(inFlight);
}

function toExtractionError(err: unknown, limits: ExtractionLimits): Error {
  if (err instanceof ExtractionError) return err;
  if (err instanceof PdfWorkerStopped) {
    if (err.reason === 'timeout') return new ExtractionError('timeout', tooSlowMessage(limits.pdfTimeoutMs));
    if (err.reason === 'memory') return new ExtractionError('too_large', tooBigMessage);
    // The worker itself failed (not the file): a plain error, so the job is retried.
    return err;
  }
  if (err instanceof PdfParseError && err.pdfName === 'PasswordException') return new ExtractionError('encrypted', encryptedMessage);
  return new ExtractionError('corrupt', corruptMessage);
}
