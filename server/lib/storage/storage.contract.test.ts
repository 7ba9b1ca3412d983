import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.js';
import { testDbKind } from '../../test/harness.js';
import { AppError } from '../errors.js';
import { createStorage } from './create-storage.js';
import { newStorageKey } from './keys.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { FileStorage } from './storage.js';
import { startLocalS3 } from './test-support/local-s3.js';

async function readAll(stream: Readable) {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

const MB = 1024 * 1024;
// A collectable heap lets the test measure what is actually retained, not garbage awaiting collection.
v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const retained = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

/**
 * Records retained memory above the starting point each time another 5 MB has passed through. A streaming
 * driver holds a few chunks; one that buffers holds at least 5 MB at every checkpoint. The lowest reading is
 * compared because freed buffers are sometimes still counted right after a collection.
 */
function memoryProbe() {
  const base = retained();
  const samples: number[] = [];
  let nextCheck = 5 * MB;
  return {
    passed(bytes: number) {
      if (bytes < nextCheck) return;
      nextCheck += 5 * MB;
      samples.push(retained() - base);
    },
    get lowest() {
      expect(samples.length).toBeGreaterThanOrEqual(3);
      return Math.min(...samples);
    },
  };
}

const chunk = Buffer.alloc(64 * 1024, 'propwise-');
/** A body produced on the fly from one reused 64 KB chunk, so the producer itself holds nothing. */
function bigBody(totalBytes: number, onProgress: (sent: number) => void) {
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < totalBytes; sent += chunk.length) {
        onProgress(sent);
        yield chunk;
      }
    })(),
  );
}
function expectedHash(totalBytes: number) {
  const hash = createHash('sha256');
  for (let sent = 0; sent < totalBytes; sent += chunk.length) hash.update(chunk);
  return hash.digest('hex');
}

function contract(name: string, setup: () => Promise<{ storage: FileStorage; close(): Promise<void> }>) {
  describe(name, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await setup());
    });
    afterAll(() => close());

    it('puts, reads, checks and deletes a file', async () => {
      const key = newStorageKey();
      expect(await storage.exists(key)).toBe(false);
      await storage.put(key, Buffer.from('Lease for unit 4B'), 'text/plain');
      expect(await storage.exists(key)).toBe(true);
      expect((await readAll(await storage.get(key))).toString()).toBe('Lease for unit 4B');

      await storage.put(key, Readable.from([Buffer.from('replaced '), Buffer.from('body')]), 'text/plain');
      expect((await readAll(await storage.get(key))).toString()).toBe('replaced body');

      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
      await expect(storage.get(key)).rejects.toMatchObject({ code: 'not_found' });
      await storage.delete(key); // deleting twice is fine
    });

    it('streams a 20 MB body in and out without holding it in memory', async () => {
      const key = newStorageKey();
      const size = 20 * MB;
      const writing = memoryProbe();
      await storage.put(
        key,
        bigBody(size, (sent) => writing.passed(sent)),
        'application/octet-stream',
      );
      const reading = memoryProbe();
      const hash = createHash('sha256');
      let total = 0;
      for await (const part of await storage.get(key)) {
        total += (part as Buffer).length;
        hash.update(part as Buffer);
        reading.passed(total);
      }
      expect(total).toBe(size);
      expect(hash.digest('hex')).toBe(expectedHash(size));
      expect(writing.lowest).toBeLessThan(4 * MB);
      expect(reading.lowest).toBeLessThan(4 * MB);
      await storage.delete(key);
    });

    it('refuses keys that are not generated ids', async () => {
      for (const key of [
        '../../etc/passwd',
        '..%2f..%2fsecret',
        'ab/../../../x-1234567890',
        'UPPERCASE-1234567890',
        'short',
        '',
        'a'.repeat(100),
        'lease.pdf',
      ]) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(AppError);
        await expect(storage.get(key)).rejects.toMatchObject({ code: 'invalid_input' });
        await expect(storage.exists(key)).rejects.toMatchObject({ code: 'invalid_input' });
        await expect(storage.delete(key)).rejects.toMatchObject({ code: 'invalid_input' });
      }
    });
  });
}

// Storage does not touch the database, so it runs once (in the pglite project) rather than twice.
describe.skipIf(testDbKind !== 'pglite')('file storage', () => {
  contract('LocalStorage', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'propwise-files-'));
    const storage = new LocalStorage(join(dir, 'files'));
    return { storage, close: async () => rmSync(dir, { recursive: true, force: true }) };
  });

  contract('S3Storage on a local S3 server', async () => {
    const s3 = await startLocalS3();
    const storage = new S3Storage({ ...s3, region: 'us-east-1', forcePathStyle: true });
    return {
      storage,
      async close() {
        storage.close();
        await s3.close();
      },
    };
  });

  it('LocalStorage shards by key prefix and leaves no temp files behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'propwise-files-'));
    const storage = new LocalStorage(dir);
    const key = newStorageKey();
    await storage.put(key, Buffer.from('x'), 'text/plain');
    expect(readdirSync(join(dir, key.slice(0, 2)))).toEqual([key]);
    // A failing upload stream must not leave a partial file or a temp file.
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    const other = `${key.slice(0, 2)}${newStorageKey().slice(2)}`;
    await expect(storage.put(other, failing, 'text/plain')).rejects.toThrow('client went away');
    expect(readdirSync(join(dir, key.slice(0, 2)))).toEqual([key]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('chooses the driver from config and names S3_BUCKET when it is missing', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'propwise-data-'));
    expect(createStorage(parseEnv({ DATA_DIR: dataDir })).driver).toBe('local');
    expect(createStorage(parseEnv({ DATA_DIR: dataDir, STORAGE_DRIVER: 's3', S3_BUCKET: 'docs' })).driver).toBe('s3');
    expect(() => parseEnv({ DATA_DIR: dataDir, STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: is required when STORAGE_DRIVER=s3/);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
