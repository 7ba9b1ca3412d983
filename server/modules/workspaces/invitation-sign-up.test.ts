import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitation, user } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;

describe('signing up from an invitation link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The Owner invites `email`; answers the invitation id read from the real email's link. */
  async function invite(owner: Awaited<ReturnType<TestApp['signUp']>>, email: string, role: 'admin' | 'member') {
    expect((await owner.client.post('/api/app/workspaces/current/invitations', { email, role })).status).toBe(201);
    const mail = await t.smtp.waitFor(email, /invited you to/);
    return new URL(mail.links.find((l) => l.includes('/accept-invitation/'))!).pathname.split('/').pop()!;
  }

  it('joins the inviting workspace with the invited role, with no workspace of its own and no verification step', async () => {
    const owner = await t.signUp({ name: 'Inviting Owner', company: 'Maple Holdings' });
    const email = `Invitee-${Date.now()}@Example.com`;
    const id = await invite(owner, email, 'admin');

    // Only name, password and the invitation: no company, no portfolio size.
    const invitee = t.client();
    const signUp = await invitee.post('/api/auth/sign-up/email', { name: 'Ivy Invitee', email, password: 'correct-horse-9', invitationId: id });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const signIn = await invitee.post('/api/auth/sign-in/email', { email, password: 'correct-horse-9' });
    expect(signIn.status, await signIn.clone().text()).toBe(200);

    const current = await json(await invitee.get('/api/app/workspaces/current'));
    expect(current).toMatchObject({ name: 'Maple Holdings', role: 'admin' });
    const { workspaces } = await json(await invitee.get('/api/app/workspaces'));
    expect(workspaces.map((w: { name: string }) => w.name)).toEqual(['Maple Holdings']);

    const { members } = await json(await owner.client.get('/api/app/workspaces/current/members'));
    expect(members.map((m: { email: string; role: string }) => [m.email, m.role])).toContainEqual([email.toLowerCase(), 'admin']);
    const [row] = await t.deps.db.select({ status: invitation.status }).from(invitation).where(eq(invitation.id, id));
    expect(row!.status).toBe('accepted');
    // The invitation link proved the address: no verification email went out.
    expect(t.smtp.messages.some((m) => m.to.includes(email.toLowerCase()) && /verify/i.test(m.subject))).toBe(false);
  });

  it('refuses an invitation for another address, a revoked one and a used one, creating no account', async () => {
    const owner = await t.signUp({ name: 'Strict Owner', company: 'Birch Estates' });
    const invited = `invited-${Date.now()}@example.com`;
    const id = await invite(owner, invited, 'member');

    const stranger = `stranger-${Date.now()}@example.com`;
    const wrong = await t.client().post('/api/auth/sign-up/email', { name: 'Stranger', email: stranger, password: 'correct-horse-9', invitationId: id });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).code).toBe('invitation_closed');
    expect(await t.deps.db.query.user.findFirst({ where: eq(user.email, stranger) })).toBeUndefined();

    // Used once, it cannot be used again by a second sign-up (the first one joined).
    expect((await t.client().post('/api/auth/sign-up/email', { name: 'First', email: invited, password: 'correct-horse-9', invitationId: id })).status).toBe(
      200,
    );
    const reused = await t
      .client()
      .post('/api/auth/sign-up/email', { name: 'Again', email: `again-${Date.now()}@example.com`, password: 'correct-horse-9', invitationId: id });
    expect(reused.status).toBe(400);

    const revokedEmail = `revoked-${Date.now()}@example.com`;
    const revokedId = await invite(owner, revokedEmail, 'member');
    expect((await owner.client.request(`/api/app/workspaces/current/invitations/${revokedId}`, { method: 'DELETE' })).status).toBe(200);
    const revoked = await t
      .client()
      .post('/api/auth/sign-up/email', { name: 'Late', email: revokedEmail, password: 'correct-horse-9', invitationId: revokedId });
    expect(revoked.status).toBe(400);
    expect(await t.deps.db.query.user.findFirst({ where: eq(user.email, revokedEmail) })).toBeUndefined();
  });

  it('still asks company and portfolio size of a sign-up without an invitation', async () => {
    const res = await t.client().post('/api/auth/sign-up/email', { name: 'Plain', email: `plain-${Date.now()}@example.com`, password: 'correct-horse-9' });
    expect(res.status).toBe(400);
    expect((await json(res)).fields).toMatchObject({ company: expect.any(String), portfolioSize: expect.any(String) });
  });
});

describe('signing up from an invitation while sign-ups need approval', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGNUP_APPROVAL: 'manual', ADMIN_EMAILS: 'boss@example.com' });
  });
  afterAll(() => t.close());

  it('lets the invitee in at once: the workspace that invited them vouches for them', async () => {
    const owner = await t.signUp({ email: 'boss@example.com', company: 'Approved Co' });
    const email = `approved-invitee-${Date.now()}@example.com`;
    expect((await owner.client.post('/api/app/workspaces/current/invitations', { email, role: 'member' })).status).toBe(201);
    const mail = await t.smtp.waitFor(email, /invited you to/);
    const id = new URL(mail.links.find((l) => l.includes('/accept-invitation/'))!).pathname.split('/').pop()!;
    const invitee = t.client();
    expect((await invitee.post('/api/auth/sign-up/email', { name: 'Member', email, password: 'correct-horse-9', invitationId: id })).status).toBe(200);
    expect((await invitee.post('/api/auth/sign-in/email', { email, password: 'correct-horse-9' })).status).toBe(200);
    expect(await json(await invitee.get('/api/app/workspaces/current'))).toMatchObject({ name: 'Approved Co', role: 'member' });
  });
});
