import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { APIError, isAPIError } from 'better-auth/api';
import type { Database } from '../../db/client.js';
import { signInThrottle } from '../../db/schema/index.js';

/**
 * Password guessing limited per account as well as per address (decision 0014). better-auth's rate limit keys
 * on the client address, so a slow guess spread over many addresses never meets it. Here each account's failed
 * sign-ins earn it a growing pause: the first FREE_FAILURES cost nothing (typos), then each further attempt
 * must wait 1, 2, 4 ... seconds, at most MAX_DELAY_SECONDS: a short delay, never a lock. The owner is not held
 * up by someone else's guessing: a browser that has signed in to the account before carries a "known device"
 * cookie (an HMAC of the address under AUTH_SECRET, as OWASP's device cookies) and skips the pause; anyone
 * else waits at most five minutes. Works alike for addresses without an account.
 */
export const FREE_FAILURES = 5;
export const MAX_DELAY_SECONDS = 5 * 60;
const KNOWN_DEVICE_COOKIE = 'known_device';
const KNOWN_DEVICE_MAX_AGE = 60 * 60 * 24 * 365;
const MAX_KNOWN_ACCOUNTS = 5; // one browser remembers up to five accounts

/** Seconds an account waits between attempts after `failures` failed sign-ins. */
export const delayAfter = (failures: number) => (failures < FREE_FAILURES ? 0 : Math.min(2 ** (failures - FREE_FAILURES), MAX_DELAY_SECONDS));

const inSeconds = (seconds: number) => sql`now() + ${seconds}::int * interval '1 second'`;

/** The parts of better-auth's hook context this needs. */
interface SignInHookContext {
  path?: string;
  body?: { email?: unknown };
  context: {
    secret: string;
    returned?: unknown;
    createAuthCookie: (name: string, overrides?: { maxAge?: number }) => { name: string; attributes: Record<string, unknown> };
  };
  getCookie: (name: string) => string | null | undefined;
  setCookie: (name: string, value: string, attributes?: Record<string, unknown>) => unknown;
}

const emailOf = (ctx: SignInHookContext) => (typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : undefined);
const deviceMark = (secret: string, email: string) => createHmac('sha256', secret).update(`known-device:${email}`).digest('base64url');

function knownMarks(ctx: SignInHookContext) {
  return (ctx.getCookie(ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE).name) ?? '').split('~').filter(Boolean);
}

function isKnownDevice(ctx: SignInHookContext, email: string) {
  const mark = Buffer.from(deviceMark(ctx.context.secret, email));
  return knownMarks(ctx).some((m) => Buffer.byteLength(m) === mark.length && timingSafeEqual(Buffer.from(m), mark));
}

/** Before /sign-in/email: an unknown device claims the account's next attempt slot, or is told how long to wait. */
export async function beforeSignIn(ctx: SignInHookContext, db: Database) {
  const email = emailOf(ctx);
  if (!email || isKnownDevice(ctx, email)) return;
  const [row] = await db.select().from(signInThrottle).where(eq(signInThrottle.email, email));
  if (!row || row.failures < FREE_FAILURES) return;
  // One guarded update, so parallel guesses cannot share one slot.
  const claimed = await db
    .update(signInThrottle)
    .set({ nextAttemptAt: inSeconds(delayAfter(row.failures)) })
    .where(and(eq(signInThrottle.email, email), lte(signInThrottle.nextAttemptAt, sql`now()`)))
    .returning({ email: signInThrottle.email });
  if (claimed.length) return;
  const waitSeconds = Math.max(1, Math.ceil((row.nextAttemptAt.getTime() - Date.now()) / 1000));
  throw new APIError(
    'TOO_MANY_REQUESTS',
    { message: `Too many failed sign-ins for this account. Try again in ${waitSeconds} seconds.`, code: 'SIGN_IN_DELAYED' },
    { 'X-Retry-After': String(waitSeconds) },
  );
}

/** After /sign-in/email: a wrong password counts against the account; a right one clears it and marks the device. */
export async function afterSignIn(ctx: SignInHookContext, db: Database) {
  const email = emailOf(ctx);
  if (!email) return;
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    if (returned.statusCode !== 401) return; // refused for another reason (unverified email, our own delay): no guess was judged
    const [counted] = await db
      .insert(signInThrottle)
      .values({ email, failures: 1 })
      .onConflictDoUpdate({ target: signInThrottle.email, set: { failures: sql`${signInThrottle.failures} + 1` } })
      .returning({ failures: signInThrottle.failures });
    await db
      .update(signInThrottle)
      .set({ nextAttemptAt: inSeconds(delayAfter(counted!.failures)) })
      .where(eq(signInThrottle.email, email));
    return;
  }
  await db.delete(signInThrottle).where(eq(signInThrottle.email, email));
  const mark = deviceMark(ctx.context.secret, email);
  const marks = [mark, ...knownMarks(ctx).filter((m) => m !== mark)].slice(0, MAX_KNOWN_ACCOUNTS);
  const cookie = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, { maxAge: KNOWN_DEVICE_MAX_AGE });
  ctx.setCookie(cookie.name, marks.join('~'), { ...cookie.attributes, maxAge: KNOWN_DEVICE_MAX_AGE });
}

/**
 * A password reset proves the mailbox: the guesses counted against the account no longer hold its owner back,
 * in a new browser too (the guesser's old password is now wrong anyway).
 */
export async function clearSignInDelay(db: Database, email: string) {
  await db.delete(signInThrottle).where(eq(signInThrottle.email, email.trim().toLowerCase()));
}
