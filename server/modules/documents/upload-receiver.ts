import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { AppError } from '../../lib/errors.js';
import { decodeBrowserFileName } from './file-name.js';

/** An uploaded file, received to a temporary file. The caller moves it to storage or calls discard(). */
export interface ReceivedUpload {
  tempPath: string;
  /**
   * The name the browser sent, without path components (busboy drops them) and with the browser's %22/%0D/%0A
   * escapes undone (decodeBrowserFileName): display only, never a path, and still to be cleaned (cleanFileName).
   */
  fileName: string;
  sizeBytes: number;
  sha256: string;
  /** The first bytes, for deciding the type by content. */
  head: Buffer;
  /** The other (text) form fields. */
  fields: Record<string, string>;
  discard(): Promise<void>;
}

const HEAD_BYTES = 64 * 1024;

/**
 * Receives one multipart file field named `file`, streaming it to DATA_DIR/tmp while hashing it. The size limit
 * is enforced as bytes arrive: at the limit the request is answered 413 without reading the rest into memory or
 * onto disk, so memory stays flat whatever the client sends.
 */
export async function receiveUpload(request: Request, options: { tempDir: string; maxBytes: number }): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('invalid_input', 'Send the file as multipart/form-data in a field named "file"', { field: 'file' });
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > options.maxBytes + 64 * 1024) throw tooLarge(options.maxBytes);
  if (!request.body) throw new AppError('invalid_input', 'No file was sent', { field: 'file' });

  await mkdir(options.tempDir, { recursive: true });
  const tempPath = join(options.tempDir, `upload-${randomBytes(12).toString('hex')}`);
  const discard = () => rm(tempPath, { force: true });
  const fields: Record<string, string> = {};

  const parser = busboy({
    headers: { 'content-type': contentType },
    limits: { files: 1, fileSize: options.maxBytes, fields: 20, fieldSize: 4096, parts: 25 },
    defParamCharset: 'utf8',
  });

  const received = new Promise<Omit<ReceivedUpload, 'fields' | 'discard' | 'tempPath'>>((resolve, reject) => {
    let sawFile = false;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      const hash = createHash('sha256');
      const headChunks: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      let truncated = false;
      stream.on('limit', () => {
        // stop at once: the caller destroys the request body instead of draining the rest
        truncated = true;
        reject(tooLarge(options.maxBytes));
      });
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          hash.update(chunk);
          if (headLength < HEAD_BYTES) {
            headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
            headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
          }
          done(null, chunk);
        },
      });
      pipeline(stream, meter, createWriteStream(tempPath))
        .then(() => {
          if (truncated) return reject(tooLarge(options.maxBytes));
          if (size === 0) return reject(new AppError('invalid_input', 'The file is empty', { field: 'file' }));
          resolve({ fileName: decodeBrowserFileName(info.filename ?? 'upload'), sizeBytes: size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) });
        })
        .catch(reject);
    });
    parser.on('error', (err) => reject(new AppError('invalid_input', `The upload could not be read: ${(err as Error).message}`)));
    parser.on('close', () => {
      if (!sawFile) reject(new AppError('invalid_input', 'No file was sent: use a field named "file"', { field: 'file' }));
    });
  });

  const body = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream);
  body.on('error', (err) => parser.destroy(err));
  body.pipe(parser);
  try {
    const file = await received;
    return { ...file, tempPath, fields, discard };
  } catch (err) {
    body.unpipe(parser);
    body.destroy();
    parser.destroy();
    await discard();
    throw err;
  }
}

function tooLarge(maxBytes: number) {
  return new AppError('payload_too_large', `The file is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB upload limit`, { field: 'file' });
}
