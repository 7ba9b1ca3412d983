export type { FileStorage } from './storage.js';
export { createStorage } from './create-storage.js';
export { newStorageKey, assertStorageKey } from './keys.js';
export { LocalStorage } from './local-storage.js';
export { S3Storage } from './s3-storage.js';
export { signDownload, verifyDownload, type DownloadGrant } from './signed-download.js';
export { contentDisposition, safeFileName } from './content-disposition.js';
