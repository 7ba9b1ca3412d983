import { join } from 'node:path';
import { EnvError, type Env } from '../../env.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { FileStorage } from './storage.js';

type StorageEnv = Pick<
  Env,
  'DATA_DIR' | 'STORAGE_DRIVER' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/** The storage driver chosen by config: DATA_DIR/files on disk, or the S3 bucket when STORAGE_DRIVER=s3. */
export function createStorage(env: StorageEnv): FileStorage {
  if (env.STORAGE_DRIVER === 'local') return new LocalStorage(join(env.DATA_DIR, 'files'));
  // env.ts refuses this too; repeated here for callers that build the config by hand.
  if (!env.S3_BUCKET) throw new EnvError('Invalid configuration:\n  S3_BUCKET: is required when STORAGE_DRIVER=s3');
  return new S3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
}
