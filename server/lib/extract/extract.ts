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
  onProgress?: ExtractionProgress;
  limits?: Partial<ExtractionLimits>;
}

/**
 * Turns a file's bytes (already typed by detectFileType) into numbered pages of text. Everything in the file is
 * treated as data: nothing in it is executed, fetched or followed. Refusals are ExtractionErrors with a message
 * fit for the uploader.
 */
export async function extractDocument(bytes: Buffer, detected: DetectedType, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  const limits = resolveLimits(options.limits);
  const { onProgress } = options;
  if (bytes.length === 0) throw new ExtractionError('empty', 'This file is empty.');
  const result = await run(bytes, detected, limits, onProgress);
  if (!result.pages.some((p) => p.text.trim())) {
    const failed = result.pages.find((p) => p.failure);
    throw new ExtractionError('empty', failed ? `No text could be read from this file: ${failed.failure}.` : 'No readable text was found in this file.');
  }
  return result;
}

async function run(bytes: Buffer, detected: DetectedType, limits: ExtractionLimits, onProgress?: ExtractionProgress): Promise<ExtractedDocument> {
  switch (detected.kind) {
    case 'pdf':
      return extractPdf(bytes, { limits, onProgress });
    case 'image':
      return extractImage(bytes, { limits, onProgress });
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
