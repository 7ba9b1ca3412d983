export * from './types.js';
export { detectFileType } from './detect.js';
export { extractDocument, type ExtractOptions } from './extract.js';
export { closeOcrPool } from './ocr.js';
export { defaultLimits, type ExtractionLimits } from './limits.js';
