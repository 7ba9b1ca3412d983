/**
 * Ceilings that keep one hostile or unlucky file from exhausting memory, CPU or time. Every extractor takes
 * these from its caller so tests (and a future per-plan setting) can tighten them.
 */
export interface ExtractionLimits {
  /** Zip containers (DOCX/XLSX): most entries allowed. */
  zipMaxEntries: number;
  /** Zip containers: most total inflated bytes, declared or actual. */
  zipMaxTotalBytes: number;
  /** Zip containers: largest inflated/compressed ratio for any one entry. */
  zipMaxRatio: number;
  /** Most pages (PDF pages, TIFF frames, spreadsheet sheets) in one document (MAX_DOCUMENT_PAGES). */
  maxPages: number;
  /** Most pages of one document that need text recognition, blank pages not counted (MAX_OCR_PAGES). */
  maxOcrPages: number;
  /** Longest one document may take to read, OCR included (DOCUMENT_TIME_LIMIT_SECONDS), in milliseconds. */
  documentTimeoutMs: number;
  /** Most pixels in one decoded image, to refuse decompression bombs. */
  maxImagePixels: number;
  /** Time allowed to parse a PDF (open + text layer), in milliseconds. */
  pdfTimeoutMs: number;
  /** Time allowed to render one PDF page for OCR; a page that overruns is skipped with a reason. */
  pdfRenderTimeoutMs: number;
  /** Time allowed to OCR one page before it is given up with a reason. */
  ocrPageTimeoutMs: number;
  /** Pages whose text layer has fewer non-space characters than this are OCRed. */
  ocrMinChars: number;
  /** Render resolution for OCR of PDF pages. */
  ocrDpi: number;
  /** Characters per page when splitting flowing text that has no real pages. */
  textPageChars: number;
  /** CSV guards. */
  csvMaxColumns: number;
  csvMaxRecordBytes: number;
  /** Most rows read from one spreadsheet sheet or CSV. */
  maxRows: number;
  /** Email attachments: most kept, and largest kept. */
  emailMaxAttachments: number;
  emailMaxAttachmentBytes: number;
}

export const defaultLimits: ExtractionLimits = {
  zipMaxEntries: 2_000,
  zipMaxTotalBytes: 200 * 1024 * 1024,
  zipMaxRatio: 100,
  maxPages: 2_000,
  maxOcrPages: 300,
  documentTimeoutMs: 20 * 60_000,
  maxImagePixels: 100_000_000,
  pdfTimeoutMs: 120_000,
  pdfRenderTimeoutMs: 30_000,
  ocrPageTimeoutMs: 60_000,
  ocrMinChars: 25,
  ocrDpi: 200,
  textPageChars: 3_000,
  csvMaxColumns: 500,
  csvMaxRecordBytes: 1024 * 1024,
  maxRows: 200_000,
  emailMaxAttachments: 20,
  emailMaxAttachmentBytes: 50 * 1024 * 1024,
};

export function resolveLimits(overrides?: Partial<ExtractionLimits>): ExtractionLimits {
  // A setting left unset keeps its default.
  const given = Object.entries(overrides ?? {}).filter(([, value]) => value !== undefined);
  return { ...defaultLimits, ...Object.fromEntries(given) };
}

/** The limits a deployment sets (server/env.ts); the rest keep their defaults. */
export interface ExtractionLimitSettings {
  MAX_DOCUMENT_PAGES: number;
  MAX_OCR_PAGES: number;
  DOCUMENT_TIME_LIMIT_SECONDS: number;
}

export function limitsFromSettings(env: ExtractionLimitSettings): Partial<ExtractionLimits> {
  return { maxPages: env.MAX_DOCUMENT_PAGES, maxOcrPages: env.MAX_OCR_PAGES, documentTimeoutMs: env.DOCUMENT_TIME_LIMIT_SECONDS * 1000 };
}

/** "2,000": limits and counts in messages read as people write them. */
export const count = (n: number) => n.toLocaleString('en-US');
