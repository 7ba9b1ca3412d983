/**
 * Document extraction. Typical use by the ingestion job:
 *
 *   const detected = await detectFileType(bytes, originalName); // throws ExtractionError('unsupported_type' | 'empty' | ...)
 *   const doc = await extractDocument(bytes, detected, { onProgress }); // pages (1-based), title?, attachments, notes?
 *
 * Failures are ExtractionErrors whose message can be shown to the uploader as is. OCR runs in a shared pool of at
 * most two worker threads, and PDFs are parsed and rendered in their own worker threads with time and memory limits
 * (pdf-worker-pool.ts); call closeOcrPool() and closePdfWorkers() on shutdown (and in tests) so the process can exit promptly.
 */
export * from './types.js';
export { detectFileType } from './detect.js';
export { extractDocument, type ExtractOptions } from './extract.js';
export { closeOcrPool } from './ocr.js';
export { closePdfWorkers } from './pdf-worker-pool.js';
export { defaultLimits, type ExtractionLimits } from './limits.js';
