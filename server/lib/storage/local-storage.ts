import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { notFound } from '../errors.js';
import { assertStorageKey } from './keys.js';
import type { FileStorage } from './storage.js';

/**
 * Files on disk under <root>/<first two characters of the key>/<key>. Writes go to a temp file in the same
 * directory and are renamed into place, so a reader never sees a half-written file and a crash leaves only
 * a stray temp file.
 */
export class LocalStorage implements FileStorage {
  readonly driver = 'local' as const;
  constructor(private readonly root: string) {}

  private pathFor(key: string) {
    assertStorageKey(key);
    return { dir: join(this.root, key.slice(0, 2)), file: join(this.root, key.slice(0, 2), key) };
  }

  async put(key: string, body: Buffer | Readable, _contentType: string): Promise<void> {
    const { dir, file } = this.pathFor(key);
    await mkdir(dir, { recursive: true });
    const temp = join(dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, file);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const { file } = this.pathFor(key);
    // Opening first turns a missing file into a clean not_found instead of an error mid-stream.
    const handle = await open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') throw notFound('File');
      throw err;
    });
    return handle.createReadStream();
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key).file, { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathFor(key).file)).isFile();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
  }
}
