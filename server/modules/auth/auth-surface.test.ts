import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apikey, invitation, member, organization } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { isOpenAuthEndpoint } from './auth-endpoints.js';

type SignedUp = Awaited<ReturnType<TestApp['signUp']>>;
const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;

/** Every HTTP endpoint better-auth and its plugins define, read from the configured instance. */
function authEndpoints(t: TestApp) {
  const list: { method: string; path: string }[] = [];
  for (const endpoint of Object.values(t.deps.auth.api) as { path?: string; options?: { method?: string | string[] } }[]) {
    if (typeof endpoint.path !== 'string') continue; // server-only calls have no path
    for (const method of [endpoint.options?.method ?? 'GET'].flat()) if (method === 'GET' || method === 'POST') list.push({ method, path: endpoint.path });
  }
  return list;
}

/** The session token inside the signed cookie value (`token.signature`). */
const sessionToken = (c: SignedUp['client']) => decodeURIComponent([...c.jar].find(([k]) => k.endsWith('session_token'))![1]).split('.')[0]!;

describe('the auth library surface a Member can reach', () => {
  let t: TestApp;
  let owner: SignedUp;
  let memberUser: SignedUp;
  let workspaceId: string;
  let pendingId: string;
  const pendingEmail = `pending-${Date.now()}@example.com`;
  let key: { id: string; key: string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ company: 'Quay Holdings' });
    workspaceId = (await json(await owner.client.get('/api/app/workspaces/current'))).id;
    key = await json(await owner.client.post('/api/app/api-keys', { name: 'Reporting', permission: 'full' }));
    expect(key.key).toMatch(/^pw_/);

    memberUser = await t.signUp({ company: 'Member own co' });
    expect((await owner.client.post('/api/app/workspaces/current/invitations', { email: memberUser.email, role: 'member' })).status).toBe(201);
    const memberInvite = await t.deps.db.query.invitation.findFirst({ where: eq(invitation.email, memberUser.email) });
    expect((await memberUser.client.post(`/api/app/workspaces/invitations/${memberInvite!.id}/accept`)).status).toBe(200);
    expect((await json(await memberUser.client.get('/api/app/workspaces/current'))).id).toBe(workspaceId);

    expect((await owner.client.post('/api/app/workspaces/current/invitations', { email: pendingEmail, role: 'admin' })).status).toBe(201);
    pendingId = (await t.deps.db.query.invitation.findFirst({ where: eq(invitation.email, pendingEmail) }))!.id;
    // The app's own route refuses Members; the library's endpoints must not be a way around it.
    expect((await memberUser.client.get('/api/app/workspaces/current/invitations')).status).toBe(403);
  });
  afterAll(() => t.close());

  it('finds the plugin endpoints, and keeps every endpoint the product does not use closed', () => {
    const endpoints = authEndpoints(t);
    expect(endpoints.filter((e) => e.path.startsWith('/organization/')).length).toBeGreaterThan(15);
    expect(endpoints.some((e) => e.path.startsWith('/two-factor/'))).toBe(true);
    expect(isOpenAuthEndpoint('GET', '/organization/list-invitations')).toBe(false);
    expect(isOpenAuthEndpoint('GET', '/reset-password/abc123')).toBe(true);
  });

  it('walks every endpoint as a Member: nothing a Member may not see comes back, and nothing changes', async () => {
    const before = {
      invitations: await t.deps.db.select().from(invitation).where(eq(invitation.organizationId, workspaceId)),
      members: await t.deps.db.select().from(member).where(eq(member.organizationId, workspaceId)),
      workspace: await t.deps.db.select().from(organization).where(eq(organization.id, workspaceId)),
      keys: await t.deps.db.select({ id: apikey.id, enabled: apikey.enabled }).from(apikey),
    };
    const ownerMember = before.members.find((m) => m.role === 'owner')!;
    const secrets = [pendingId, pendingEmail, key.id, key.key.slice(0, 12)];
    // Every argument any endpoint might take, pointed at the workspace, its pending invitation, its Owner and its key.
    const args: Record<string, string> = {
      organizationId: workspaceId,
      id: pendingId,
      invitationId: pendingId,
      keyId: key.id,
      memberId: ownerMember.id,
      memberIdOrEmail: ownerMember.id,
      userId: ownerMember.userId,
      email: 'intruder@example.com',
      role: 'owner',
      name: 'Taken over',
      slug: 'taken-over',
      organizationSlug: 'x',
    };
    const closed: string[] = [];
    const leaks: string[] = [];
    for (const { method, path } of authEndpoints(t)) {
      if (path.startsWith('/sign-out') || path.startsWith('/revoke')) continue; // would end the walker's own session
      const concrete = path.replace(/:[a-zA-Z]+/g, pendingId);
      const url = `/api/auth${concrete}${method === 'GET' ? `?${new URLSearchParams(args)}` : ''}`;
      const res =
        method === 'GET'
          ? await memberUser.client.get(url)
          : await memberUser.client.post(url, { ...args, data: { name: 'Taken over' }, permissions: { invitation: ['create'] } });
      const text = await res.text();
      if (!isOpenAuthEndpoint(method, concrete) && res.status !== 404) closed.push(`${method} ${path} -> ${res.status}`);
      for (const secret of secrets) if (text.includes(secret)) leaks.push(`${method} ${path} shows ${secret}`);
    }
    expect(closed).toEqual([]);
    expect(leaks).toEqual([]);
    expect({
      invitations: await t.deps.db.select().from(invitation).where(eq(invitation.organizationId, workspaceId)),
      members: await t.deps.db.select().from(member).where(eq(member.organizationId, workspaceId)),
      workspace: await t.deps.db.select().from(organization).where(eq(organization.id, workspaceId)),
      keys: await t.deps.db.select({ id: apikey.id, enabled: apikey.enabled }).from(apikey),
    }).toEqual(before);
  });

  it('still lets a Member switch only between their own workspaces', async () => {
    const own = (await json(await memberUser.client.get('/api/app/workspaces'))).workspaces as { id: string }[];
    expect(own.map((w) => w.id)).toContain(workspaceId);
    const other = own.find((w) => w.id !== workspaceId)!;
    expect((await memberUser.client.post('/api/auth/organization/set-active', { organizationId: other.id })).status).toBe(200);
    const stranger = await t.signUp({ company: 'Stranger co' });
    const strangerWorkspace = (await json(await stranger.client.get('/api/app/workspaces/current'))).id;
    expect((await memberUser.client.post('/api/auth/organization/set-active', { organizationId: strangerWorkspace })).status).toBe(403);
    expect((await memberUser.client.post('/api/auth/organization/set-active', { organizationId: workspaceId })).status).toBe(200);
  });
});

describe('the session token stays in its HttpOnly cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is in no answer of the endpoints the web app calls', async () => {
    const person = await t.signUp();
    const c = t.client();
    const signIn = await c.post('/api/auth/sign-in/email', { email: person.email, password: person.password });
    expect(signIn.status).toBe(200);
    const bodies = [await signIn.text()];
    let token = sessionToken(c);
    expect(token.length).toBeGreaterThan(10);

    const session = await c.get('/api/auth/get-session');
    const sessionBody = await session.text();
    bodies.push(sessionBody);
    expect(JSON.parse(sessionBody).session.id).toBeTruthy(); // what the web app uses to mark "this device"
    const sessions = await c.get('/api/auth/list-sessions');
    const list = await sessions.text();
    bodies.push(list);
    expect((JSON.parse(list) as { id: string }[]).length).toBeGreaterThanOrEqual(2); // this person's sessions, by id
    expect(bodies.join('\n')).not.toContain(token);
    expect(bodies.join('\n')).not.toContain(sessionToken(person.client)); // nor another device's token

    // Changing the password with "sign out other devices" issues a new session: its token stays hidden too.
    const changed = await c.post('/api/auth/change-password', { currentPassword: person.password, newPassword: 'new-password-42', revokeOtherSessions: true });
    expect(changed.status).toBe(200);
    token = sessionToken(c);
    expect(await changed.text()).not.toContain(token);
    expect(await (await c.get('/api/auth/get-session')).text()).not.toContain(token);
  });
});
