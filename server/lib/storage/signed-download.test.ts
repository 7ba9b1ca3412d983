import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/harness.js';
import { contentDisposition, safeFileName } from './content-disposition.js';
import { signDownload, verifyDownload } from './signed-download.js';

const secret = 'a-test-secret-that-is-at-least-32-characters';
const grant = { workspaceId: 'ws_oak', fileId: 'file_123', fileName: 'Lease 4B.pdf', expiresInSeconds: 300 };

/** base64url JSON of the token's payload part, for building forged tokens. */
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
const withPayload = (token: string, payload: unknown) => `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${token.split('.')[1]}`;

// Pure functions with no database: run once, in the pglite project.
describe.skipIf(testDbKind !== 'pglite')('signed download links', () => {
  it('a fresh link opens exactly the file it was issued for', () => {
    const now = Date.UTC(2026, 0, 1);
    const token = signDownload(secret, grant, now);
    expect(verifyDownload(secret, token, { now: now + 299_000, expectWorkspaceId: 'ws_oak' })).toEqual({
      workspaceId: 'ws_oak',
      fileId: 'file_123',
      fileName: 'Lease 4B.pdf',
      expiresAt: now / 1000 + 300,
    });
  });

  it('an expired link is refused with a message saying so', () => {
    const now = Date.UTC(2026, 0, 1);
    const token = signDownload(secret, grant, now);
    expect(() => verifyDownload(secret, token, { now: now + 300_000 })).toThrow(/expired/);
    try {
      verifyDownload(secret, token, { now: now + 301_000 });
    } catch (err) {
      expect(err).toMatchObject({ code: 'forbidden', status: 403 });
    }
  });

  it('tampered, truncated, foreign-key or garbage tokens are refused', () => {
    const token = signDownload(secret, grant);
    const payload = payloadOf(token);
    const forged = [
      withPayload(token, { ...payload, w: 'ws_other' }),
      withPayload(token, { ...payload, f: 'file_999' }),
      withPayload(token, { ...payload, e: payload.e + 86_400 }),
      token.slice(0, -2),
      `${token}.extra`,
      token.split('.')[0]!,
      '',
      'not-a-token',
      signDownload('another-secret-that-is-at-least-32-characters', grant),
    ];
    for (const bad of forged) {
      expect(() => verifyDownload(secret, bad), bad).toThrow(/not valid/);
    }
  });

  it('a genuine link for another workspace is refused when the caller names its workspace', () => {
    const token = signDownload(secret, { ...grant, workspaceId: 'ws_other' });
    expect(verifyDownload(secret, token).workspaceId).toBe('ws_other');
    expect(() => verifyDownload(secret, token, { expectWorkspaceId: 'ws_oak' })).toThrow(/not valid/);
  });
});

describe.skipIf(testDbKind !== 'pglite')('contentDisposition', () => {
  const header = (name: string) => contentDisposition(name);
  const quoted = (h: string) => /filename="([^"]*)"/.exec(h)![1];
  const extended = (h: string) => decodeURIComponent(/filename\*=UTF-8''(\S+)$/.exec(h)![1]!);

  it('always downloads, with both a plain and a UTF-8 name', () => {
    expect(header('Lease 4B.pdf')).toBe(`attachment; filename="Lease 4B.pdf"; filename*=UTF-8''Lease%204B.pdf`);
  });

  it('keeps only the last path segment', () => {
    expect(extended(header('../../etc/passwd'))).toBe('passwd');
    expect(extended(header('..\\..\\windows\\win.ini'))).toBe('win.ini');
    expect(extended(header('../..'))).toBe('download');
    expect(extended(header('.htaccess'))).toBe('htaccess');
  });

  it('drops NUL, control characters, quotes and line breaks so the header cannot be split', () => {
    const h = header('inv\u0000oice"; filename="evil.exe\r\nSet-Cookie: x=1.pdf');
    expect(h).not.toMatch(/[\u0000-\u001f]/);
    expect(quoted(h)).not.toContain('"');
    expect(h.match(/filename="/g)).toHaveLength(1);
    expect(extended(h)).toBe('invoice; filename=evil.exeSet-Cookie x=1.pdf');
  });

  it('removes right-to-left overrides that disguise the extension', () => {
    const h = header('invoice\u202Efdp.exe');
    expect(extended(h)).toBe('invoicefdp.exe');
    expect(h).not.toContain('\u202E');
    expect(safeFileName('a\u200Fb\u2066c\u2069\uFEFF.txt')).toBe('abc.txt');
  });

  it('caps very long names and keeps the extension', () => {
    const name = extended(header(`${'a'.repeat(300)}.pdf`));
    expect(Array.from(name)).toHaveLength(150);
    expect(name.endsWith('.pdf')).toBe(true);
    // Emoji are capped by character, never split into broken halves.
    const emoji = extended(header('🏠'.repeat(300)));
    expect(Array.from(emoji)).toHaveLength(150);
    expect(emoji).toBe('🏠'.repeat(150));
  });

  it('keeps unicode in the UTF-8 name and an ASCII stand-in in the plain one', () => {
    const h = header('Mietvertrag Müller – 2026 ü.pdf');
    expect(extended(h)).toBe('Mietvertrag Müller – 2026 ü.pdf');
    expect(quoted(h)).toBe('Mietvertrag M_ller _ 2026 _.pdf');
    expect(h).toMatch(/^[\x20-\x7e]+$/); // the header value itself is pure ASCII
    expect(header("it's (final) 100%*.pdf")).toContain(`filename*=UTF-8''it%27s%20%28final%29%20100%25.pdf`);
  });
});
