import type { WorkerPools } from '../workers/pools.js';
import { extractPdf } from './pdf.js';
import { extractImage } from './images.js';
import { extractDocx } from './office.js';
import { extractCsv, extractXlsx } from './spreadsheet.js';
import { extractEmail } from './email.js';
import { decodeText, unsupported } from './detect.js';
import { paginateText } from './text.js';
import { resolveLimits, type ExtractionLimits } from './limits.js';
import { ExtractionError, type DetectedType, type ExtractedDocument, type ExtractionProgress } from './types.js';

export interface ExtractOptions {
  /** The process's worker pools (AppDeps.workerPools): PDFs are read and pages recognised in their threads. */
  pools: WorkerPools;
  onProgress?: ExtractionProgress;
  limits?: Partial<ExtractionLimits>;
  /**
   * Stops the work within moments when aborted (between pages, and by terminating the threads reading or
   * recognising this file); the returned promise then rejects with the signal's reason.
   */
  signal?: AbortSignal;
}

/** Minutes or seconds, as a person says a duration. */
const duration = (ms: number) => (ms >= 120_000 ? `${Math.round(ms / 60_000)} minutes` : `${Math.round(ms / 1000)} seconds`);

/**
 * Turns a file's bytes (already typed by detectFileType) into numbered pages of text. Everything in the file is
 * treated as data: nothing in it is executed, fetched or followed. Refusals are ExtractionErrors with a message
 * fit for the uploader.
 */
export async function extractDocument(bytes: Buffer, detected: DetectedType, options: ExtractOptions): Promise<ExtractedDocument> {
  const limits = resolveLimits(options.limits);
  const { pools, onProgress, signal } = options;
  if (bytes.length === 0) throw new ExtractionError('empty', 'This file is empty.');
  signal?.throwIfAborted();
  // The whole document's time budget: past it, the work in progress is stopped like an abort.
  const budget = AbortSignal.timeout(limits.documentTimeoutMs);
  let result: ExtractedDocument;
  try {
    result = await run(pools, bytes, detected, limits, onProgress, signal ? AbortSignal.any([signal, budget]) : budget);
  } catch (err) {
    if (signal?.aborted) throw signal.reason;
    if (budget.aborted) {
      throw new ExtractionError(
        'timeout',
        `Reading this file took longer than ${duration(limits.documentTimeoutMs)}, the most Propwise spends on one file (DOCUMENT_TIME_LIMIT_SECONDS), so it was stopped. Split it into smaller files and upload them separately.`,
      );
    }
    throw err;
  }
  if (!result.pages.some((p) => p.text.trim())) {
    const failed = result.pages.find((p) => p.failure);
    throw new ExtractionError('empty', failed ? `No text could be read from this file: ${failed.failure}.` : 'No readable text was found in this file.');
  }
  return result;
}

async function run(
  pools: WorkerPools,
  bytes: Buffer,
  detected: DetectedType,
  limits: ExtractionLimits,
  onProgress: ExtractionProgress | undefined,
  signal: AbortSignal,
): Promise<ExtractedDocument> {
  switch (detected.kind) {
    case 'pdf':
      return extractPdf(bytes, { pools, limits, onProgress, signal });
    case 'image':
      return extractImage(bytes, { pools, limits, onProgress, signal });
    case 'docx':
      onProgress?.({ stage: 'Reading text', done: 0, total: 1 });
      return extractDocx(bytes, limits);
    case 'xlsx':
      onProgress?.({ stage: 'Reading text', done: 0, total: 1 });
      return extractXlsx(bytes, limits);
    case 'csv':
      onProgress?.({ stage: 'Reading text', done: 0, total: 1 });
      return extractCsv(bytes, limits);
    case 'eml':
      onProgress?.({ stage: 'Reading text', done: 0, total: 1 });
      return extractEmail(bytes, limits);
    case 'text':
    case 'markdown': {
      onProgress?.({ stage: 'Reading text', done: 0, total: 1 });
      const text = decodeText(bytes);
      if (text === null) throw unsupported();
      const title = detected.kind === 'markdown' ? text.match(/^#\s+(.+)$/m)?.[1].trim() : undefined;
      return { pages: paginateText(text, limits.textPageChars), title, attachments: [] };
    }
    default:
      throw unsupported();
  }
}
