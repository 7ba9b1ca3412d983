import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Client = Awaited<ReturnType<TestApp['signUp']>>['client'];
const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;

describe('team members, roles and invitations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const members = async (c: Client) =>
    (await json(await c.get('/api/app/workspaces/current/members'))).members as Array<{ id: string; email: string; role: string; lastActiveAt: string | null }>;

  /** Invites `role`, reads the link from the real email, and accepts it as a freshly signed-up user. */
  async function inviteAndAccept(inviter: Client, role: 'admin' | 'member', workspaceName: string) {
    const invitee = await t.signUp({ name: `New ${role}`, company: `${role} own co` });
    const res = await inviter.post('/api/app/workspaces/current/invitations', { email: invitee.email, role });
    expect(res.status).toBe(201);
    const mail = await t.smtp.waitFor(invitee.email, new RegExp(`invited you to ${workspaceName}`));
    const link = mail.links.find((l) => l.includes('/accept-invitation/'))!;
    const id = new URL(link).pathname.split('/').pop()!;
    const described = await json(await t.client().get(`/api/app/workspaces/invitations/${id}`));
    expect(described).toMatchObject({ workspaceName, email: invitee.email, role, status: 'pending', inviterName: 'Team Owner' });
    const accept = await invitee.client.post(`/api/app/workspaces/invitations/${id}/accept`);
    expect(accept.status).toBe(200);
    expect((await json(await invitee.client.get('/api/app/workspaces/current'))).name).toBe(workspaceName);
    return invitee;
  }

  it('runs the whole team flow with the permission matrix enforced on the server', async () => {
    const owner = await t.signUp({ name: 'Team Owner', company: 'Cedar Team' });
    const admin = await inviteAndAccept(owner.client, 'member', 'Cedar Team');
    const member = await inviteAndAccept(owner.client, 'member', 'Cedar Team');

    let list = await members(owner.client);
    expect(list.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [admin.email, 'member'],
      [member.email, 'member'],
    ]);
    expect(list[0]!.lastActiveAt).not.toBeNull();
    const [ownerRow, adminRow, memberRow] = list;

    // Owner promotes a member to Admin.
    const promote = await owner.client.request(`/api/app/workspaces/current/members/${adminRow!.id}`, { method: 'PATCH', json: { role: 'admin' } });
    expect(promote.status).toBe(200);
    expect((await members(owner.client)).find((m) => m.id === adminRow!.id)!.role).toBe('admin');

    // An Admin cannot touch an Owner, and nobody makes an Owner through this route.
    expect((await admin.client.request(`/api/app/workspaces/current/members/${ownerRow!.id}`, { method: 'PATCH', json: { role: 'member' } })).status).toBe(403);
    expect((await admin.client.request(`/api/app/workspaces/current/members/${ownerRow!.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await owner.client.request(`/api/app/workspaces/current/members/${memberRow!.id}`, { method: 'PATCH', json: { role: 'owner' } })).status).toBe(400);

    // A Member can neither change roles, remove, nor invite; but sees the list.
    expect((await member.client.request(`/api/app/workspaces/current/members/${adminRow!.id}`, { method: 'PATCH', json: { role: 'member' } })).status).toBe(
      403,
    );
    expect((await member.client.request(`/api/app/workspaces/current/members/${adminRow!.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await member.client.post('/api/app/workspaces/current/invitations', { email: 'x@example.com', role: 'member' })).status).toBe(403);
    expect((await member.client.get('/api/app/workspaces/current/invitations')).status).toBe(403);
    expect(
      (await member.client.request('/api/app/workspaces/current', { method: 'PATCH', json: { name: 'Hijack', website: '', description: '' } })).status,
    ).toBe(403);
    expect(await members(member.client)).toHaveLength(3);

    // Nobody removes the last Owner, not even the Owner.
    const lastOwner = await owner.client.request(`/api/app/workspaces/current/members/${ownerRow!.id}`, { method: 'DELETE' });
    expect(lastOwner.status).toBe(409);
    expect((await json(lastOwner)).error.message).toBe('A workspace must keep at least one Owner');

    // An Admin removes a Member; the removed member's requests fall back to their own workspace.
    expect((await admin.client.request(`/api/app/workspaces/current/members/${memberRow!.id}`, { method: 'DELETE' })).status).toBe(200);
    list = await members(owner.client);
    expect(list.map((m) => m.email)).toEqual([owner.email, admin.email]);
    expect((await json(await member.client.get('/api/app/workspaces/current'))).name).toBe('member own co');
  });

  it('lists, resends and revokes pending invitations', async () => {
    const owner = await t.signUp({ name: 'Team Owner', company: 'Invites Co' });
    const email = `invitee-${Date.now()}@example.com`;
    const created = await json(await owner.client.post('/api/app/workspaces/current/invitations', { email, role: 'admin' }));
    await t.smtp.waitFor(email, /invited you to Invites Co/);
    let { invitations } = await json(await owner.client.get('/api/app/workspaces/current/invitations'));
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toMatchObject({ id: created.id, email, role: 'admin', invitedBy: 'Team Owner' });

    const before = t.smtp.messages.filter((m) => m.to.includes(email)).length;
    expect((await owner.client.post(`/api/app/workspaces/current/invitations/${created.id}/resend`)).status).toBe(200);
    await expect.poll(() => t.smtp.messages.filter((m) => m.to.includes(email)).length).toBe(before + 1);
    const resent = t.smtp.messages.filter((m) => m.to.includes(email)).at(-1)!;
    expect(resent.links.some((l) => l.endsWith(`/accept-invitation/${created.id}`))).toBe(true);

    expect((await owner.client.request(`/api/app/workspaces/current/invitations/${created.id}`, { method: 'DELETE' })).status).toBe(200);
    ({ invitations } = await json(await owner.client.get('/api/app/workspaces/current/invitations')));
    expect(invitations).toEqual([]);
    expect((await json(await t.client().get(`/api/app/workspaces/invitations/${created.id}`))).status).toBe('canceled');
  });

  it('only the invited address can accept', async () => {
    const owner = await t.signUp({ name: 'Team Owner', company: 'Strict Invites' });
    const stranger = await t.signUp();
    const created = await json(await owner.client.post('/api/app/workspaces/current/invitations', { email: 'someone-else@example.com', role: 'member' }));
    expect((await stranger.client.post(`/api/app/workspaces/invitations/${created.id}/accept`)).status).toBe(403);
    expect((await json(await stranger.client.get('/api/app/workspaces/current'))).name).not.toBe('Strict Invites');
  });

  it("never shows one workspace's members or settings to a user of another, even with a forged active workspace", async () => {
    const a = await t.signUp({ company: 'Workspace A' });
    const b = await t.signUp({ company: 'Workspace B' });
    const wsB = await json(await b.client.get('/api/app/workspaces/current'));

    // better-auth refuses to switch to a workspace the user is not in...
    const switched = await a.client.post('/api/auth/organization/set-active', { organizationId: wsB.id });
    expect(switched.status).toBeGreaterThanOrEqual(400);
    // ...and even a session row forced to point at B gets nothing from B.
    const userA = (await json(await a.client.get('/api/auth/get-session'))).user.id;
    await t.deps.db.update(session).set({ activeOrganizationId: wsB.id }).where(eq(session.userId, userA));
    for (const path of [
      '/api/app/workspaces/current',
      '/api/app/workspaces/current/members',
      '/api/app/workspaces/current/summary',
      '/api/app/workspaces/current/usage',
    ]) {
      const res = await a.client.get(path);
      expect(res.status, path).toBe(403);
      expect(await res.text()).not.toContain('Workspace B');
    }
    const patch = await a.client.request('/api/app/workspaces/current', { method: 'PATCH', json: { name: 'Owned', website: '', description: '' } });
    expect(patch.status).toBe(403);
    expect((await json(await b.client.get('/api/app/workspaces/current'))).name).toBe('Workspace B');
  });
});
