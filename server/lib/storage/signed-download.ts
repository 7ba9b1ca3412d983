import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../errors.js';

/**
 * Short-lived download links: the token carries which file of which workspace it opens and until when,
 * signed with a key derived from AUTH_SECRET (derived so a token can never double as any other signature).
 * Format: base64url(JSON payload) "." base64url(HMAC-SHA256).
 */
export interface DownloadGrant {
  workspaceId: string;
  fileId: string;
  fileName: string;
  /** Unix seconds. */
  expiresAt: number;
}

const payloadSchema = z.object({ w: z.string().min(1), f: z.string().min(1), n: z.string(), e: z.number().int() });

const signingKey = (secret: string) => createHmac('sha256', secret).update('propwise:download-link:v1').digest();
const mac = (secret: string, data: string) => createHmac('sha256', signingKey(secret)).update(data).digest();

export const invalidLink = () => new AppError('forbidden', 'This download link is not valid');
export const expiredLink = () => new AppError('forbidden', 'This download link has expired; open the document again to get a new one');

export function signDownload(
  secret: string,
  input: { workspaceId: string; fileId: string; fileName: string; expiresInSeconds: number },
  now = Date.now(),
): string {
  const payload = {
    w: input.workspaceId,
    f: input.fileId,
    n: input.fileName,
    e: Math.floor(now / 1000) + Math.max(1, Math.floor(input.expiresInSeconds)),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/**
 * Returns the grant or throws AppError forbidden (bad signature, malformed, expired, or issued for another
 * workspace when `expectWorkspaceId` is given).
 */
export function verifyDownload(secret: string, token: string, options: { expectWorkspaceId?: string; now?: number } = {}): DownloadGrant {
  if (typeof token !== 'string' || token.length > 4096) throw invalidLink();
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) throw invalidLink();
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidLink();
  let parsed: z.infer<typeof payloadSchema>;
  try {
    parsed = payloadSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
  } catch {
    throw invalidLink();
  }
  if (parsed.e * 1000 <= (options.now ?? Date.now())) throw expiredLink();
  if (options.expectWorkspaceId !== undefined && parsed.w !== options.expectWorkspaceId) throw invalidLink();
  return { workspaceId: parsed.w, fileId: parsed.f, fileName: parsed.n, expiresAt: parsed.e };
}
