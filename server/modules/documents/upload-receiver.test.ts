import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { cleanFileName, titleFromFileName } from './file-name.js';
import { receiveUpload } from './upload-receiver.js';

const MB = 1024 * 1024;

function formRequest(form: FormData) {
  return new Request('http://localhost/upload', { method: 'POST', body: form });
}

/** A multipart body of `totalBytes` zero bytes, generated as it is read (never held in memory). */
function streamingRequest(totalBytes: number) {
  const boundary = 'propwise-boundary';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
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

/** A multipart body with the Content-Disposition line exactly as given (as a browser writes it on the wire). */
function rawFileRequest(filenameParam: string) {
  const boundary = 'propwise-raw';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filenameParam}"\r\nContent-Type: application/pdf\r\n\r\n`, 'utf8'),
    Buffer.from('%PDF-1.4 test'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Request('http://localhost/upload', { method: 'POST', body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
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
    await expect(receiveUpload(formRequest(noFile), { tempDir: tempDir(), maxBytes: MB })).rejects.toMatchObject({
      code: 'invalid_input',
      details: { field: 'file' },
    });
    const empty = new FormData();
    empty.append('file', new Blob([]), 'empty.pdf');
    await expect(receiveUpload(formRequest(empty), { tempDir: tempDir(), maxBytes: MB })).rejects.toThrow('The file is empty');
    const json = new Request('http://localhost/upload', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    await expect(receiveUpload(json, { tempDir: tempDir(), maxBytes: MB })).rejects.toThrow('multipart/form-data');
  });

  it("undoes the browser's %22 escape of quotes in a file name (Chromium's multipart encoding) and nothing else", async () => {
    const quoted = await receiveUpload(rawFileRequest('Lease %22Unit 4B%22 (signed).pdf'), { tempDir: tempDir(), maxBytes: MB });
    expect(quoted.fileName).toBe('Lease “Unit 4B” (signed).pdf');
    expect(titleFromFileName(cleanFileName(quoted.fileName))).toBe('Lease “Unit 4B” (signed)');
    await quoted.discard();
    // A literal percent sign that is not one of the browser's escapes stays; line breaks become spaces.
    const other = await receiveUpload(rawFileRequest('100% rent%0D%0Aroll %2F 2026.pdf'), { tempDir: tempDir(), maxBytes: MB });
    expect(other.fileName).toBe('100% rent roll %2F 2026.pdf');
    expect(cleanFileName(other.fileName)).toBe('100% rent roll %2F 2026.pdf');
    await other.discard();
  });

  it('keeps hostile names harmless after decoding: no path, no control or bidi characters, capped length', async () => {
    const hostile = `..%2F..%2F%22etc%22%0A\u202Egpj.exe%0D${'x'.repeat(300)}.pdf`;
    const received = await receiveUpload(rawFileRequest(hostile), { tempDir: tempDir(), maxBytes: MB });
    const stored = cleanFileName(received.fileName);
    expect(stored).not.toMatch(/[\/\\\u0000-\u001f\u202e"]/);
    expect(stored.startsWith('.')).toBe(false);
    // %2F is not a browser escape, so it stays text; the right-to-left override and line break are gone.
    expect(stored.startsWith('%2F..%2F”etc” gpj.exe xxx')).toBe(true);
    expect(stored.endsWith('.pdf')).toBe(true);
    expect(Array.from(stored).length).toBeLessThanOrEqual(150);
    await received.discard();
    // A path the browser did not escape is cut to its last segment, as before.
    const traversal = await receiveUpload(rawFileRequest('../../%22secret%22/passwd.pdf'), { tempDir: tempDir(), maxBytes: MB });
    expect(cleanFileName(traversal.fileName)).toBe('passwd.pdf');
    await traversal.discard();
  });
});
