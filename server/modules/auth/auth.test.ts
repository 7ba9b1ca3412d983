import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../../common/auth.js';
import { member, organization, user } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

const valid = () => ({
  name: 'Riley Chen',
  email: `riley-${Math.random().toString(36).slice(2, 10)}@example.com`,
  company: 'Harbor View Apartments',
  portfolioSize: '51-200',
  password: 'harbor-view-7',
  callbackURL: '/dashboard',
});

const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => /session_token=/.test(c) && !/max-age=0/i.test(c));

describe('sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['name', { name: '' }, authMessages.nameRequired],
    ['name', { name: '   ' }, authMessages.nameRequired],
    ['email', { email: '' }, authMessages.emailRequired],
    ['email', { email: 'not-an-email' }, authMessages.emailInvalid],
    ['company', { company: '' }, authMessages.companyRequired],
    ['portfolioSize', { portfolioSize: '' }, authMessages.portfolioRequired],
    ['portfolioSize', { portfolioSize: '9000' }, authMessages.portfolioRequired],
    ['password', { password: '' }, authMessages.passwordRequired],
    ['password', { password: 'abc' }, authMessages.passwordTooShort],
  ])('refuses a bad %s with the form message (%j)', async (field, override, message) => {
    const input = { ...valid(), ...override };
    const res = await t.client().post('/api/auth/sign-up/email', input);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; fields: Record<string, string> };
    expect(body.message).toBe(message);
    expect(body.fields[field]).toBe(message);
    expect(await t.deps.db.query.user.findFirst({ where: eq(user.email, input.email.toLowerCase()) })).toBeUndefined();
  });

  it('creates the user with company and portfolio size, and a workspace named after the company with them as Owner', async () => {
    const input = valid();
    const res = await t.client().post('/api/auth/sign-up/email', input);
    expect(res.status).toBe(200);
    const created = await t.deps.db.query.user.findFirst({ where: eq(user.email, input.email) });
    expect(created).toMatchObject({ name: 'Riley Chen', company: 'Harbor View Apartments', portfolioSize: '51-200', emailVerified: false, approved: true });
    const memberships = await t.deps.db
      .select()
      .from(member)
      .innerJoin(organization, eq(organization.id, member.organizationId))
      .where(eq(member.userId, created!.id));
    expect(memberships).toHaveLength(1);
    expect(memberships[0]!.member.role).toBe('owner');
    expect(memberships[0]!.organization.name).toBe('Harbor View Apartments');
  });

  it('answers a duplicate email with a clear message and creates nothing', async () => {
    const input = valid();
    expect((await t.client().post('/api/auth/sign-up/email', input)).status).toBe(200);
    const again = await t.client().post('/api/auth/sign-up/email', { ...input, email: input.email.toUpperCase(), company: 'Other Co' });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { message: string }).message).toMatch(/already exists/i);
    expect(await t.deps.db.select().from(organization).where(eq(organization.name, 'Other Co'))).toHaveLength(0);
  });

  it('refuses sign-in until the email is verified, then the emailed link verifies and signs in', async () => {
    const input = valid();
    const c = t.client();
    await c.post('/api/auth/sign-up/email', input);
    const refused = await c.post('/api/auth/sign-in/email', { email: input.email, password: input.password });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');
    expect(sessionCookie(refused)).toBeUndefined();

    const mail = await t.smtp.waitFor(input.email, /verify/i);
    expect(mail.text).toContain('Riley Chen');
    const link = new URL(mail.links.find((l) => l.includes('/api/auth/verify-email'))!);
    expect(link.origin).toBe(t.env.PUBLIC_URL);
    const verified = await c.request(link.pathname + link.search);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/dashboard');
    expect(sessionCookie(verified)).toBeDefined();
    const session = (await (await c.get('/api/auth/get-session')).json()) as { user: { email: string; emailVerified: boolean } };
    expect(session.user).toMatchObject({ email: input.email, emailVerified: true });
  });
});

describe('sessions and cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('issues an HttpOnly, SameSite=Lax browser-session cookie without Remember me, and a long-lived one with it', async () => {
    const u = await t.signUp();
    const short = await t.client().post('/api/auth/sign-in/email', { email: u.email, password: u.password, rememberMe: false });
    expect(short.status).toBe(200);
    const shortCookie = sessionCookie(short)!;
    expect(shortCookie).toMatch(/HttpOnly/i);
    expect(shortCookie).toMatch(/SameSite=Lax/i);
    expect(shortCookie).not.toMatch(/Max-Age|Expires/i);
    expect(shortCookie).not.toMatch(/;\s*Secure/i);

    const long = await t.client().post('/api/auth/sign-in/email', { email: u.email, password: u.password, rememberMe: true });
    const longCookie = sessionCookie(long)!;
    expect(longCookie).toMatch(/HttpOnly/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(longCookie)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(60 * 60 * 24 * 7);
  });

  it('marks cookies Secure when served over https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://propwise.example' });
    try {
      const u = await https.signUp();
      const res = await https.client().post('/api/auth/sign-in/email', { email: u.email, password: u.password, rememberMe: true });
      const cookie = sessionCookie(res)!;
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      await https.close();
    }
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after too many sign-in attempts', async () => {
    const c = t.client();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await c.post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'wrong-password' });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[4]).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("never limits reading one's own session, however often a page loads", async () => {
    const c = t.client();
    const statuses = new Set<number>();
    for (let i = 0; i < 320; i++) statuses.add((await c.get('/api/auth/get-session')).status);
    expect([...statuses]).toEqual([200]);
  });

  it('rate-limits password reset requests', async () => {
    const c = t.client();
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) last = await c.post('/api/auth/request-password-reset', { email: 'someone@example.com', redirectTo: '/reset-password' });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the same for known and unknown addresses, and only mails the known one', async () => {
    const u = await t.signUp();
    const known = await t.client().post('/api/auth/request-password-reset', { email: u.email, redirectTo: '/reset-password' });
    const unknown = await t.client().post('/api/auth/request-password-reset', { email: 'no-account-here@example.com', redirectTo: '/reset-password' });
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());
    await t.smtp.waitFor(u.email, /reset/i);
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.messages.some((m) => m.to.includes('no-account-here@example.com'))).toBe(false);
  });

  it('resets through the emailed link once; the old password stops working and the link cannot be reused', async () => {
    const u = await t.signUp();
    await t.client().post('/api/auth/request-password-reset', { email: u.email, redirectTo: '/reset-password' });
    const mail = await t.smtp.waitFor(u.email, /reset/i);
    const link = new URL(mail.links.find((l) => l.includes('/reset-password'))!);
    // The emailed link goes through better-auth, which checks the token and forwards to our page with it.
    const forward = await t.client().request(link.pathname + link.search);
    expect(forward.status).toBe(302);
    const target = new URL(forward.headers.get('location')!, t.env.PUBLIC_URL);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await t.client().post('/api/auth/reset-password', { token, newPassword: 'brand-new-pass-1' });
    expect(reset.status).toBe(200);
    // Existing sessions end with the reset.
    expect(await (await u.client.get('/api/auth/get-session')).json()).toBeNull();

    const old = await t.client().post('/api/auth/sign-in/email', { email: u.email, password: u.password });
    expect(old.status).toBe(401);
    const fresh = await t.client().post('/api/auth/sign-in/email', { email: u.email, password: 'brand-new-pass-1' });
    expect(fresh.status).toBe(200);

    const reuse = await t.client().post('/api/auth/reset-password', { token, newPassword: 'another-pass-2' });
    expect(reuse.status).toBe(400);
    const reopened = await t.client().request(link.pathname + link.search);
    expect(reopened.headers.get('location')).toContain('error=INVALID_TOKEN');
  });
});
