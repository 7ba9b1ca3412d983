import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { receiveUpload } from './upload-receiver.js';

const MB = 1024 * 1024;

function formRequest(form: FormData) {
  return new Request('http://localhost/upload', { method: 'POST', body: form });
}

/** A multipart body of `totalBytes` zero bytes, generated as it is read (never held in memory). */
function streamingRequest(totalBytes: number) {
  const boundary = 'propwise-boundary';
  const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(MB);
  let sent = 0;
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls++;
      if (pulls === 1) return controller.enqueue(head);
      if (sent < totalBytes) {
        sent += chunk.length;
        return controller.enqueue(chunk);
      }
      controller.enqueue(tail);
      controller.close();
    },
  });
  const request = new Request('http://localhost/upload', {
    method: 'POST',
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    duplex: 'half',
  } as RequestInit);
  return { request, sentBytes: () => sent };
}

describe('receiveUpload', () => {
  const tempDir = () => mkdtempSync(join(tmpdir(), 'pw-upload-'));

  it('streams the file to a temporary file with its hash, head bytes and fields', async () => {
    const content = Buffer.from('%PDF-1.7\n' + 'lease text '.repeat(10_000));
    const form = new FormData();
    form.append('project_id', 'p-123');
    form.append('file', new Blob([content]), '../../etc/passwd\u202e.pdf');
    const upload = await receiveUpload(formRequest(form), { tempDir: tempDir(), maxBytes: 5 * MB });
    expect(upload.sizeBytes).toBe(content.length);
    expect(upload.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect(upload.head.subarray(0, 5).toString()).toBe('%PDF-');
    expect(upload.fields.project_id).toBe('p-123');
    expect(upload.fileName).toBe('passwd\u202e.pdf'); // path components dropped; the rest is display-only
    expect(upload.tempPath).not.toContain('passwd');
    expect(readFileSync(upload.tempPath).equals(content)).toBe(true);
    await upload.discard();
    expect(existsSync(upload.tempPath)).toBe(false);
  });

  it('answers 413 at the limit without reading the whole body, with flat memory', async () => {
    const dir = tempDir();
    const { request, sentBytes } = streamingRequest(300 * MB);
    const before = process.memoryUsage().rss;
    const error = await receiveUpload(request, { tempDir: dir, maxBytes: 10 * MB }).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(413);
    expect((error as AppError).message).toContain('10 MB');
    expect(sentBytes()).toBeLessThan(50 * MB); // stopped early instead of draining 300 MB
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
    expect(readdirSync(dir)).toEqual([]); // the partial temporary file is gone
  });

  it('refuses a declared body larger than the limit before reading it', async () => {
    const request = new Request('http://localhost/upload', {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(100 * MB) },
    });
    await expect(receiveUpload(request, { tempDir: tempDir(), maxBytes: 10 * MB })).rejects.toMatchObject({ code: 'payload_too_large' });
  });

  it('explains a missing file field, an empty file, and a non-multipart body', async () => {
    const noFile = new FormData();
    noFile.append('project_id', 'p');
    await expect(receiveUpload(formRequest(noFile), { tempDir: tempDir(), maxBytes: MB })).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'file' } });
    const empty = new FormData();
    empty.append('file', new Blob([]), 'empty.pdf');
    await expect(receiveUpload(formRequest(empty), { tempDir: tempDir(), maxBytes: MB })).rejects.toThrow('The file is empty');
    const json = new Request('http://localhost/upload', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    await expect(receiveUpload(json, { tempDir: tempDir(), maxBytes: MB })).rejects.toThrow('multipart/form-data');
  });
});
