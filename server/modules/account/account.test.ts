import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, userPreferences } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Client = Awaited<ReturnType<TestApp['signUp']>>['client'];
const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;

describe('account: preferences and notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ids = async (c: Client) => ({
    user: (await json(await c.get('/api/auth/get-session'))).user.id as string,
    workspace: (await json(await c.get('/api/app/workspaces/current'))).id as string,
  });

  it('keeps notification preferences per user', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    expect(await json(await a.client.get('/api/app/account/preferences'))).toEqual({ emailNotifications: true, queryAlerts: true, weeklyReports: false });
    const saved = await a.client.request('/api/app/account/preferences', { method: 'PUT', json: { weeklyReports: true, queryAlerts: false } });
    expect(saved.status).toBe(200);
    expect(await json(await a.client.get('/api/app/account/preferences'))).toEqual({ emailNotifications: true, queryAlerts: false, weeklyReports: true });
    const row = await t.deps.db.query.userPreferences.findFirst({ where: eq(userPreferences.userId, (await ids(a.client)).user) });
    expect(row).toMatchObject({ weeklyReports: true, queryAlerts: false });
    expect(await json(await b.client.get('/api/app/account/preferences'))).toEqual({ emailNotifications: true, queryAlerts: true, weeklyReports: false });
    expect((await a.client.request('/api/app/account/preferences', { method: 'PUT', json: { weeklyReports: 'yes' } })).status).toBe(400);
  });

  it("lists and marks only the caller's notifications in the active workspace", async () => {
    const a = await t.signUp({ company: 'Bell A' });
    const b = await t.signUp({ company: 'Bell B' });
    const idsA = await ids(a.client);
    const idsB = await ids(b.client);
    const [mine] = await t.deps.db
      .insert(notifications)
      .values({ workspaceId: idsA.workspace, userId: idsA.user, title: 'Lease 4B processed', body: 'Ready to search' })
      .returning();
    await t.deps.db.insert(notifications).values({ workspaceId: idsA.workspace, userId: idsA.user, title: 'Second for A' });
    const [theirs] = await t.deps.db.insert(notifications).values({ workspaceId: idsB.workspace, userId: idsB.user, title: 'Secret of B' }).returning();
    // A's own notification in B's workspace (where A is not active) stays out of A's list.
    await t.deps.db.insert(notifications).values({ workspaceId: idsB.workspace, userId: idsA.user, title: 'A in other workspace' });

    let list = await json(await a.client.get('/api/app/account/notifications'));
    expect(list.unread).toBe(2);
    expect(list.items.map((n: { title: string }) => n.title).sort()).toEqual(['Lease 4B processed', 'Second for A']);
    expect(JSON.stringify(list)).not.toContain('Secret of B');

    expect((await a.client.post(`/api/app/account/notifications/${theirs!.id}/read`)).status).toBe(404);
    expect((await a.client.post('/api/app/account/notifications/not-a-uuid/read')).status).toBe(404);
    expect((await a.client.post(`/api/app/account/notifications/${mine!.id}/read`)).status).toBe(200);
    list = await json(await a.client.get('/api/app/account/notifications'));
    expect(list.unread).toBe(1);
    expect(list.items.find((n: { id: string }) => n.id === mine!.id).read).toBe(true);

    expect((await a.client.post('/api/app/account/notifications/read-all')).status).toBe(200);
    expect((await json(await a.client.get('/api/app/account/notifications'))).unread).toBe(0);
    const bList = await json(await b.client.get('/api/app/account/notifications'));
    expect(bList).toMatchObject({ unread: 1, items: [{ title: 'Secret of B', read: false }] });
  });

  it('refuses a signed-out visitor', async () => {
    expect((await t.client().get('/api/app/account/notifications')).status).toBe(401);
  });
});
