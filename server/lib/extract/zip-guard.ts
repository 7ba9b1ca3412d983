import yauzl from 'yauzl';
import { ExtractionError } from './types.js';
import type { ExtractionLimits } from './limits.js';

type ZipLimits = Pick<ExtractionLimits, 'zipMaxEntries' | 'zipMaxTotalBytes' | 'zipMaxRatio'>;

/** Entries small enough that no ratio can make them dangerous; tiny XML parts compress very well legitimately. */
const RATIO_FLOOR_BYTES = 64 * 1024;

const bombMessage = 'This file expands to far more data than a real document would, so it was refused as unsafe.';

function bomb(detail: string) {
  return new ExtractionError('zip_bomb', `${bombMessage} (${detail})`);
}

function corrupt() {
  return new ExtractionError('corrupt', 'This file is damaged or not a valid Word or Excel file, so it could not be read.');
}

/** Lists the entry names without inflating anything (used to tell DOCX from XLSX from other zips). */
export async function listZipEntries(bytes: Buffer, maxEntries: number): Promise<string[]> {
  const zip = await open(bytes);
  try {
    if (zip.entryCount > maxEntries) throw bomb(`${zip.entryCount} entries`);
    const entries = await readCentralDirectory(zip);
    return entries.map((e) => e.fileName);
  } finally {
    zip.close();
  }
}

/**
 * Inflates every entry of a zip into memory, refusing it as a bomb when the entry count, the declared total
 * size or any entry's compression ratio is too high (checked from the central directory before inflating),
 * and again while inflating, by counting the bytes actually produced, because declared sizes can lie.
 */
export async function readZipSafely(bytes: Buffer, limits: ZipLimits): Promise<Map<string, Buffer>> {
  const zip = await open(bytes);
  try {
    if (zip.entryCount > limits.zipMaxEntries) throw bomb(`${zip.entryCount} entries`);
    const entries = await readCentralDirectory(zip);
    let declared = 0;
    const names = new Set<string>();
    for (const entry of entries) {
      // Two entries with one name could be read differently by different parsers: refuse the ambiguity.
      if (names.has(entry.fileName)) throw corrupt();
      names.add(entry.fileName);
      declared += entry.uncompressedSize;
      if (declared > limits.zipMaxTotalBytes) throw bomb('declared size too large');
      if (entry.uncompressedSize > RATIO_FLOOR_BYTES && entry.uncompressedSize > entry.compressedSize * limits.zipMaxRatio) {
        throw bomb('compression ratio too high');
      }
    }

    const files = new Map<string, Buffer>();
    let inflated = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const perEntryCap = Math.max(RATIO_FLOOR_BYTES, entry.compressedSize * limits.zipMaxRatio);
      const chunks: Buffer[] = [];
      let entryBytes = 0;
      const stream = await openStream(zip, entry);
      await new Promise<void>((resolve, reject) => {
        const fail = (err: unknown) => {
          stream.destroy();
          reject(err instanceof ExtractionError ? err : corrupt());
        };
        stream.on('data', (chunk: Buffer) => {
          entryBytes += chunk.length;
          inflated += chunk.length;
          if (inflated > limits.zipMaxTotalBytes) return fail(bomb('expands past the size limit'));
          if (entryBytes > perEntryCap) return fail(bomb('compression ratio too high'));
          if (entryBytes > entry.uncompressedSize) return fail(bomb('entry larger than declared'));
          chunks.push(chunk);
        });
        stream.on('error', fail);
        stream.on('end', resolve);
      });
      files.set(entry.fileName, Buffer.concat(chunks));
    }
    return files;
  } finally {
    zip.close();
  }
}

function open(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // Sizes are counted while inflating, so a lie is reported as a bomb rather than as a generic read error.
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: false, strictFileNames: false }, (err, zip) => {
      if (err || !zip) reject(corrupt());
      else resolve(zip);
    });
  });
}

function readCentralDirectory(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(corrupt()));
    zip.readEntry();
  });
}

function openStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream & { destroy(): void }> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) reject(corrupt());
      else resolve(stream);
    });
  });
}
