import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, waitlistEntries } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

const ADMIN = 'admin@propwise.test';

describe('manual approval and platform administration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGNUP_APPROVAL: 'manual', ADMIN_EMAILS: `other@propwise.test, ${ADMIN}` });
  });
  afterAll(() => t.close());

  it('keeps a new account out of workspace routes until an administrator approves it', async () => {
    const admin = await t.signUp({ email: ADMIN, company: 'Propwise Ops' });
    const pm = await t.signUp({ company: 'Cedar Lane Homes' });

    const blocked = await pm.client.get('/api/app/admin/me-status');
    expect(blocked.status).toBe(403);
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toMatch(/approval/i);

    const list = (await (await admin.client.get('/api/app/admin')).json()) as { pending: Array<{ id: string; email: string; workspaceName: string }> };
    const entry = list.pending.find((p) => p.email === pm.email)!;
    expect(entry).toMatchObject({ workspaceName: 'Cedar Lane Homes' });
    // Platform administrators are approved from the start (nobody else could approve them).
    expect(list.pending.some((p) => p.email === ADMIN)).toBe(false);
    expect((await admin.client.get('/api/app/admin/me-status')).status).toBe(200);

    const approve = await admin.client.post(`/api/app/admin/accounts/${entry.id}/approve`);
    expect(approve.status).toBe(200);
    expect(await approve.json()).toMatchObject({ approved: true, emailed: true });
    const mail = await t.smtp.waitFor(pm.email, /account is ready/i);
    expect(mail.links.some((l) => l.endsWith('/sign-in'))).toBe(true);

    const allowed = await pm.client.get('/api/app/admin/me-status');
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toMatchObject({ approved: true, workspace: { role: 'owner' } });
    const after = (await (await admin.client.get('/api/app/admin/accounts/pending')).json()) as { accounts: Array<{ email: string }> };
    expect(after.accounts.some((a) => a.email === pm.email)).toBe(false);
  });

  it('refuses every admin endpoint to a non-administrator and to visitors', async () => {
    const pm = await t.signUp();
    const [entry] = await t.deps.db.insert(waitlistEntries).values({ email: 'waiting-1@example.com' }).returning();
    const target = (await t.deps.db.query.user.findFirst({ where: eq(user.email, pm.email) }))!;
    for (const [method, path] of [
      ['GET', '/api/app/admin'],
      ['GET', '/api/app/admin/accounts/pending'],
      ['POST', `/api/app/admin/accounts/${target.id}/approve`],
      ['GET', '/api/app/admin/waitlist'],
      ['POST', `/api/app/admin/waitlist/${entry!.id}/invite`],
    ] as const) {
      const res = await pm.client.request(path, { method, ...(method === 'POST' ? { json: {} } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      const anonymous = await t.client().request(path, { method, ...(method === 'POST' ? { json: {} } : {}) });
      expect(anonymous.status, `anonymous ${method} ${path}`).toBe(401);
    }
    expect((await t.deps.db.query.user.findFirst({ where: eq(user.id, target.id) }))!.approved).toBe(false);
    expect((await t.deps.db.query.waitlistEntries.findFirst({ where: eq(waitlistEntries.id, entry!.id) }))!.invitedAt).toBeNull();
  });

  it('lists the waitlist and invites from it: records invited_at and emails a sign-up link', async () => {
    // The administrator signed up in the first test.
    const adminClient = t.client();
    await adminClient.post('/api/auth/sign-in/email', { email: ADMIN, password: 'correct-horse-9' });
    const [entry] = await t.deps.db.insert(waitlistEntries).values({ email: 'waiting-2@example.com' }).returning();

    const list = (await (await adminClient.get('/api/app/admin/waitlist')).json()) as {
      entries: Array<{ id: string; email: string; invitedAt: string | null }>;
    };
    expect(list.entries.find((e) => e.id === entry!.id)).toMatchObject({ email: 'waiting-2@example.com', invitedAt: null });

    const invite = await adminClient.post(`/api/app/admin/waitlist/${entry!.id}/invite`);
    expect(invite.status).toBe(200);
    const body = (await invite.json()) as { entry: { invitedAt: string } };
    expect(Date.parse(body.entry.invitedAt)).toBeGreaterThan(Date.now() - 60_000);
    const mail = await t.smtp.waitFor('waiting-2@example.com', /spot is ready/i);
    const link = new URL(mail.links.find((l) => l.includes('/sign-up'))!);
    expect(link.origin).toBe(t.env.PUBLIC_URL);
    expect(link.searchParams.get('email')).toBe('waiting-2@example.com');
    const stored = await t.deps.db.query.waitlistEntries.findFirst({ where: eq(waitlistEntries.id, entry!.id) });
    expect(stored!.invitedAt).toBeInstanceOf(Date);

    expect((await adminClient.post('/api/app/admin/waitlist/00000000-0000-4000-8000-000000000000/invite')).status).toBe(404);
    expect((await adminClient.post('/api/app/admin/accounts/no-such-user/approve')).status).toBe(404);
  });
});

describe('automatic approval (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets a new account straight into its workspace', async () => {
    const pm = await t.signUp();
    expect((await pm.client.get('/api/app/admin/me-status')).status).toBe(200);
  });
});
