import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Database } from '../../db/client.js';
import { totpLastStep, twoFactor } from '../../db/schema/index.js';

/** better-auth's TOTP settings (the plugin's defaults, which auth.ts keeps). */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const WINDOW = 1; // better-auth accepts the previous, current and next code

/** better-auth's own endpoint context type is not exported in a usable form; the hook needs only these parts. */
interface TotpHookContext {
  path?: string;
  body?: { code?: unknown };
  context: {
    secret: string;
    secretConfig: Parameters<typeof symmetricDecrypt>[0]['key'];
    createAuthCookie: (name: string) => { name: string };
    internalAdapter: { findVerificationValue: (identifier: string) => Promise<{ value: string } | null | undefined> };
  };
  getSignedCookie: (name: string, secret: string) => Promise<string | null | false | undefined>;
}

/**
 * A TOTP code is accepted once. better-auth checks only that the code belongs to the previous, current or next
 * 30-second step, so the same code would sign in twice (someone who saw it over a shoulder or in a proxy log
 * could replay it). Before better-auth verifies, this finds the step the code belongs to and records it as the
 * user's last accepted step in one guarded update; a code of that step or an older one is refused. An invalid
 * code matches no step and is left to better-auth, which counts the failure.
 */
export async function refuseReusedTotp(ctx: TotpHookContext, db: Database) {
  const code = typeof ctx.body?.code === 'string' ? ctx.body.code : undefined;
  if (!code) return;
  const userId = await twoFactorUserId(ctx);
  if (!userId) return; // better-auth answers an unknown caller itself
  const row = await db.query.twoFactor.findFirst({ where: eq(twoFactor.userId, userId), columns: { secret: true } });
  if (!row) return;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  const step = matchingStep(secret, code);
  if (step === undefined) return;
  const accepted = await db
    .insert(totpLastStep)
    .values({ userId, step })
    .onConflictDoUpdate({ target: totpLastStep.userId, set: { step }, setWhere: lt(totpLastStep.step, step) })
    .returning({ step: totpLastStep.step });
  if (!accepted.length) {
    throw new APIError('UNAUTHORIZED', {
      message: 'This code was already used. Wait for the next code from your authenticator app.',
      code: 'TOTP_CODE_REUSED',
    });
  }
}

/** The user a verify-totp request is for: the signed-in user (turning 2FA on) or the one mid-sign-in. */
async function twoFactorUserId(ctx: TotpHookContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx as never).catch(() => null);
  if (session) return session.user.id;
  const cookie = await ctx.getSignedCookie(ctx.context.createAuthCookie('two_factor').name, ctx.context.secret);
  if (!cookie) return undefined;
  return (await ctx.context.internalAdapter.findVerificationValue(cookie))?.value ?? undefined;
}

/** The 30-second step (previous, current or next) whose code this is, as RFC 6238 computes it. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | undefined {
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    const expected = Buffer.from(hotp(secret, step));
    const given = Buffer.from(code);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return step;
  }
  return undefined;
}

function hotp(secret: string, counter: number) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  const value = ((digest[offset]! & 0x7f) << 24) | (digest[offset + 1]! << 16) | (digest[offset + 2]! << 8) | digest[offset + 3]!;
  return String(value % 10 ** DIGITS).padStart(DIGITS, '0');
}
