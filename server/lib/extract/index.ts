/**
 * Document extraction. Typical use by the ingestion job:
 *
 *   const detected = await detectFileType(bytes, originalName); // throws ExtractionError('unsupported_type' | 'empty' | ...)
 *   const doc = await extractDocument(bytes, detected, { pools: deps.workerPools, onProgress }); // pages (1-based), title?, attachments, notes?
 *
 * Failures are ExtractionErrors whose message can be shown to the uploader as is; an aborted `signal` rejects with
 * its reason. OCR and PDF reading run in the process's worker-thread pools (server/lib/workers/pools.ts, AppDeps.workerPools)
 * with time and memory limits; the dependencies close them on shutdown (tests: pools.close()).
 */
export * from './types.js';
export { detectFileType } from './detect.js';
export { extractDocument, type ExtractOptions } from './extract.js';
export { defaultLimits, limitsFromSettings, type ExtractionLimits } from './limits.js';
