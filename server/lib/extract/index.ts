/**
 * Document extraction. Typical use by the ingestion job:
 *
 *   const detected = await detectFileType(bytes, originalName); // throws ExtractionError('unsupported_type' | 'empty' | ...)
 *   const doc = await extractDocument(bytes, detected, { onProgress }); // pages (1-based), title?, attachments, notes?
 *
 * Failures are ExtractionErrors whose message can be shown to the uploader as is; an aborted `signal` rejects with
 * its reason. OCR and PDF reading run in shared worker-thread pools (server/lib/workers/pools.ts) with time and
 * memory limits; closeWorkerPools() stops them on shutdown (and in tests) so the process can exit promptly.
 */
export * from './types.js';
export { detectFileType } from './detect.js';
export { extractDocument, type ExtractOptions } from './extract.js';
export { closeOcrPool } from './ocr.js';
export { closePdfWorkers } from './pdf-worker-pool.js';
export { defaultLimits, limitsFromSettings, type ExtractionLimits } from './limits.js';
