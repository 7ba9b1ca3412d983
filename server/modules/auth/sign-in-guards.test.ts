import { eq, sql } from 'drizzle-orm';
import { URI, type TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThrottle } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { FREE_FAILURES, MAX_DELAY_SECONDS } from './sign-in-throttle.js';

const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;

describe('a two-factor code is accepted once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses the same TOTP code on a second sign-in within its window, and an older code after a newer one', async () => {
    const person = await t.signUp();
    const enabled = await person.client.post('/api/auth/two-factor/enable', { password: person.password });
    expect(enabled.status).toBe(200);
    const totp = URI.parse((await json(enabled)).totpURI) as TOTP;
    // Codes of fixed steps, so the test holds whichever 30-second step it runs in.
    const now = Date.now();
    const current = totp.generate({ timestamp: now });
    const next = totp.generate({ timestamp: now + 30_000 });
    // Turning it on consumes the current code.
    expect((await person.client.post('/api/auth/two-factor/verify-totp', { code: current })).status).toBe(200);

    const signInTo2fa = async () => {
      const c = t.client();
      const res = await c.post('/api/auth/sign-in/email', { email: person.email, password: person.password });
      expect(await json(res)).toMatchObject({ twoFactorRedirect: true });
      return c;
    };
    // The same code again right away (someone read it over a shoulder) is refused.
    const replay = await (await signInTo2fa()).post('/api/auth/two-factor/verify-totp', { code: current });
    expect(replay.status).toBe(401);
    expect(await json(replay)).toMatchObject({ code: 'TOTP_CODE_REUSED' });

    // The next code (still inside better-auth's window) signs in once...
    const first = await signInTo2fa();
    expect((await first.post('/api/auth/two-factor/verify-totp', { code: next })).status).toBe(200);
    expect((await json(await first.get('/api/auth/get-session'))).user.email).toBe(person.email);
    // ...and not twice.
    const second = await signInTo2fa();
    const again = await second.post('/api/auth/two-factor/verify-totp', { code: next });
    expect(again.status).toBe(401);
    expect(await json(await second.get('/api/auth/get-session'))).toBeNull();
    // Nor does the older, current code work once a newer one was accepted.
    expect((await (await signInTo2fa()).post('/api/auth/two-factor/verify-totp', { code: current })).status).toBe(401);
    // A wrong code is still better-auth's to refuse.
    const wrong = await (await signInTo2fa()).post('/api/auth/two-factor/verify-totp', { code: next === '000000' ? '111111' : '000000' });
    expect(await json(wrong)).toMatchObject({ code: 'INVALID_CODE' });
  });
});

describe('sign-in limits per account', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' }); // each guess below comes from its own address
    owner = await t.signUp(); // signing up and in leaves this browser known to the account
  });
  afterAll(() => t.close());

  let address = 0;
  /** One attempt from a fresh browser at a fresh address: a slow guess spread over many machines. */
  const guess = (email: string, password: string) =>
    t.client().request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, headers: { 'x-forwarded-for': `198.51.100.${++address}` } });
  const throttleRow = async (email: string) => (await t.deps.db.select().from(signInThrottle).where(eq(signInThrottle.email, email)))[0];
  const waitOver = (email: string) =>
    t.deps.db.update(signInThrottle).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(signInThrottle.email, email));

  it('stops a guess spread over many addresses with a growing delay, for accounts that exist and ones that do not', async () => {
    for (const email of [owner.email, 'nobody-here@example.com']) {
      for (let i = 0; i < FREE_FAILURES; i++) expect((await guess(email, `wrong-${i}`)).status).toBe(401);
      // Every address is new, so the per-address limit never sees this; the account does.
      const held = await guess(email, 'wrong-again');
      expect(held.status).toBe(429);
      expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
      if (email === owner.email) expect((await guess(email, owner.password)).status).toBe(429); // even the right password waits

      // Each further failure doubles the wait.
      const delays: number[] = [];
      for (let i = 0; i < 4; i++) {
        await waitOver(email);
        expect((await guess(email, `wrong-later-${i}`)).status).toBe(401);
        const row = (await throttleRow(email))!;
        delays.push(Math.round((row.nextAttemptAt.getTime() - Date.now()) / 1000));
        expect((await guess(email, 'too-soon')).status).toBe(429);
      }
      expect(delays.every((d, i) => i === 0 || d >= delays[i - 1]! * 2 - 1)).toBe(true);
      expect(delays.at(-1)).toBeGreaterThanOrEqual(8);
    }
  });

  it('does not lock the owner out: their own browser signs in during the guessing, and a new one waits a few minutes at most', async () => {
    await t.deps.db
      .update(signInThrottle)
      .set({ failures: 200, nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(eq(signInThrottle.email, owner.email));
    const elsewhere = await guess(owner.email, owner.password);
    expect(elsewhere.status).toBe(429);
    expect(Number(elsewhere.headers.get('retry-after'))).toBeLessThanOrEqual(MAX_DELAY_SECONDS);

    const own = await owner.client.post('/api/auth/sign-in/email', { email: owner.email, password: owner.password });
    expect(own.status).toBe(200);
    expect(await throttleRow(owner.email)).toBeUndefined(); // a real sign-in clears the account's count

    // A browser known to one account gets no pass for another.
    await t.deps.db
      .insert(signInThrottle)
      .values({ email: 'nobody-here@example.com', failures: 9, nextAttemptAt: sql`now() + interval '1 minute'` })
      .onConflictDoUpdate({ target: signInThrottle.email, set: { failures: 9, nextAttemptAt: sql`now() + interval '1 minute'` } });
    expect((await owner.client.post('/api/auth/sign-in/email', { email: 'nobody-here@example.com', password: 'x-wrong-1' })).status).toBe(429);
  });

  it('a password reset clears the delay: the owner signs in from a new browser at once with the new password', async () => {
    const person = await t.signUp();
    for (let i = 0; i <= FREE_FAILURES; i++) await guess(person.email, `wrong-${i}`);
    expect((await guess(person.email, person.password)).status).toBe(429); // held, even with the right password

    await t.client().post('/api/auth/request-password-reset', { email: person.email, redirectTo: '/reset-password' });
    const mail = await t.smtp.waitFor(person.email, /reset/i);
    const link = new URL(mail.links.find((l) => l.includes('/reset-password'))!);
    const forward = await t.client().request(link.pathname + link.search);
    const token = new URL(forward.headers.get('location')!, t.env.PUBLIC_URL).searchParams.get('token')!;
    expect((await t.client().post('/api/auth/reset-password', { token, newPassword: 'after-reset-pass-1' })).status).toBe(200);

    expect(await throttleRow(person.email)).toBeUndefined();
    expect((await guess(person.email, 'after-reset-pass-1')).status).toBe(200);
  });
});
