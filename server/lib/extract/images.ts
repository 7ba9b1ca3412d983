import sharp, { type Metadata } from 'sharp';
import type { WorkerPools } from '../workers/pools.js';
import { OcrTimeoutError, recognizePage } from './ocr.js';
import { count as fmt, type ExtractionLimits } from './limits.js';
import { ExtractionError, type ExtractedDocument, type ExtractedPage, type ExtractionProgress } from './types.js';

interface ImageOptions {
  pools: WorkerPools;
  limits: ExtractionLimits;
  onProgress?: ExtractionProgress;
  signal?: AbortSignal;
}

const tooLarge = (limit: number) =>
  new ExtractionError(
    'too_large',
    `This image is too large to read (more than ${Math.round(limit / 1_000_000)} million pixels). Scan or photograph it at a lower resolution.`,
  );
const corrupt = () => new ExtractionError('corrupt', 'This image is damaged or incomplete, so it could not be read.');

/** PNG, JPEG and TIFF (every TIFF page is a page): upright by EXIF orientation, grayscale, then OCR. */
export async function extractImage(bytes: Buffer, { pools, limits, onProgress, signal }: ImageOptions): Promise<ExtractedDocument> {
  let meta: Metadata;
  try {
    // Header only: refuses a decompression bomb before any pixel is decoded.
    meta = await sharp(bytes, { limitInputPixels: limits.maxImagePixels }).metadata();
  } catch (err) {
    throw mapSharpError(err, limits);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw corrupt();
  if (width * height > limits.maxImagePixels) throw tooLarge(limits.maxImagePixels);
  const count = meta.pages ?? 1;
  if (count > limits.maxPages) {
    throw new ExtractionError(
      'too_large',
      `This image has ${fmt(count)} pages; the limit is ${fmt(limits.maxPages)} (MAX_DOCUMENT_PAGES). Split it into smaller files and upload them separately.`,
    );
  }
  // Every page of an image is recognised.
  if (count > limits.maxOcrPages) {
    throw new ExtractionError(
      'too_large',
      `This image has ${fmt(count)} pages that need text recognition; the limit is ${fmt(limits.maxOcrPages)} (MAX_OCR_PAGES). Split it into smaller files and upload them separately.`,
    );
  }

  // Photos often carry no or a screen resolution; Tesseract then misjudges glyph sizes, so assume a scan's 300 DPI.
  const density = meta.density && meta.density >= 150 ? meta.density : 300;
  const pages: ExtractedPage[] = [];
  for (let i = 0; i < count; i++) {
    signal?.throwIfAborted();
    onProgress?.({ stage: count > 1 ? `Recognising text (page ${i + 1} of ${count})` : 'Recognising text', done: i, total: count });
    let png: Buffer;
    try {
      png = await sharp(bytes, { page: i, limitInputPixels: limits.maxImagePixels })
        .rotate()
        .greyscale()
        .withMetadata({ density })
        .png({ compressionLevel: 1 })
        .toBuffer();
    } catch (err) {
      throw mapSharpError(err, limits);
    }
    try {
      const { text, words } = await recognizePage(pools, png, limits.ocrPageTimeoutMs, signal);
      pages.push({ number: i + 1, text: text.trim(), ocr: true, words });
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      const reason = err instanceof OcrTimeoutError ? err.message : 'Text recognition failed on this page';
      pages.push({ number: i + 1, text: '', ocr: true, failure: reason });
    }
  }
  onProgress?.({ stage: 'Recognising text', done: count, total: count });
  return { pages, attachments: [] };
}

function mapSharpError(err: unknown, limits: ExtractionLimits): ExtractionError {
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(message)) return tooLarge(limits.maxImagePixels);
  return corrupt();
}
