import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, documentVersions, member, queryLog, storedFiles } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Client = Awaited<ReturnType<TestApp['signUp']>>['client'];

const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;
const patch = (c: Client, path: string, body: unknown) => c.request(path, { method: 'PATCH', json: body });
const del = (c: Client, path: string) => c.request(path, { method: 'DELETE' });

describe('projects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const workspaceOf = async (c: Client) => json<{ id: string }>(await c.get('/api/app/workspaces/current'));
  const create = async (c: Client, body: Record<string, unknown>) => {
    const res = await c.post('/api/app/projects', body);
    expect(res.status).toBe(201);
    return json(res);
  };

  /** A second person joins the owner's workspace with `role` and makes it their active workspace. */
  async function join(workspaceId: string, role: 'admin' | 'member') {
    const person = await t.signUp({ company: `${role} home co` });
    const userId = (await json(await person.client.get('/api/auth/get-session'))).user.id as string;
    await t.deps.db.insert(member).values({ id: randomBytes(12).toString('base64url'), organizationId: workspaceId, userId, role, createdAt: new Date() });
    const switched = await person.client.post('/api/auth/organization/set-active', { organizationId: workspaceId });
    expect(switched.status).toBe(200);
    return person.client;
  }

  it('creates, lists, reads, updates and deletes a project', async () => {
    const owner = await t.signUp({ company: 'Maple Court Rentals' });
    expect(await json(await owner.client.get('/api/app/projects'))).toEqual({ projects: [] });

    const created = await create(owner.client, { name: '  Maple Court  ', description: 'Garden apartments', address: '12 Maple Ct, Austin TX', unitCount: 48 });
    expect(created).toMatchObject({
      name: 'Maple Court',
      description: 'Garden apartments',
      address: '12 Maple Ct, Austin TX',
      unitCount: 48,
      documentCount: 0,
      totalQueries: 0,
      lastQueryAt: null,
      canEdit: true,
      createdByName: 'Test Manager',
    });

    const bare = await create(owner.client, { name: 'Elm Street Portfolio' });
    expect(bare).toMatchObject({ description: '', address: null, unitCount: null });

    const { projects } = await json(await owner.client.get('/api/app/projects'));
    expect(projects.map((p: { name: string }) => p.name)).toEqual(['Elm Street Portfolio', 'Maple Court']);
    expect(await json(await owner.client.get(`/api/app/projects/${created.id}`))).toMatchObject({ id: created.id, name: 'Maple Court' });

    const renamed = await patch(owner.client, `/api/app/projects/${created.id}`, { name: 'Maple Court East', unitCount: null });
    expect(renamed.status).toBe(200);
    // Fields left out of the update keep their values.
    expect(await json(renamed)).toMatchObject({
      name: 'Maple Court East',
      description: 'Garden apartments',
      address: '12 Maple Ct, Austin TX',
      unitCount: null,
    });

    expect((await json(await owner.client.get('/api/app/workspaces/current/summary'))).projects).toBe(2);
    expect((await del(owner.client, `/api/app/projects/${created.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/app/projects/${created.id}`)).status).toBe(404);
    expect((await json(await owner.client.get('/api/app/projects'))).projects).toHaveLength(1);
    expect((await json(await owner.client.get('/api/app/workspaces/current/summary'))).projects).toBe(1);
  });

  it('refuses bad input with a message naming the field', async () => {
    const owner = await t.signUp();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '   ' }, 'name', 'Project name is required'],
      [{}, 'name', 'Project name is required'],
      [{ name: 'x'.repeat(121) }, 'name', 'Project name must be 120 characters or fewer'],
      [{ name: 'Ok', description: 'd'.repeat(2001) }, 'description', 'Description must be 2,000 characters or fewer'],
      [{ name: 'Ok', address: 'a'.repeat(301) }, 'address', 'Address must be 300 characters or fewer'],
      [{ name: 'Ok', unitCount: 2.5 }, 'unitCount', 'Units must be a whole number'],
      [{ name: 'Ok', unitCount: '12' }, 'unitCount', 'Units must be a whole number'],
      [{ name: 'Ok', unitCount: -1 }, 'unitCount', 'Units cannot be negative'],
      [{ name: 'Ok', unitCount: 100_001 }, 'unitCount', 'Units must be 100,000 or fewer'],
    ];
    for (const [body, field, message] of cases) {
      const res = await owner.client.post('/api/app/projects', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).error).toMatchObject({ code: 'invalid_input', field, message });
    }
    expect(await create(owner.client, { name: 'x'.repeat(120), unitCount: 100_000 })).toMatchObject({ unitCount: 100_000 });
    const { id } = await create(owner.client, { name: 'Valid' });
    const bad = await patch(owner.client, `/api/app/projects/${id}`, { name: '' });
    expect((await json(bad)).error).toMatchObject({ field: 'name', message: 'Project name is required' });
  });

  it('lets a Member create and change their own projects but not anyone else’s; Admins change any', async () => {
    const owner = await t.signUp({ company: 'Permissions Co' });
    const ws = await workspaceOf(owner.client);
    const memberClient = await join(ws.id, 'member');
    const adminClient = await join(ws.id, 'admin');

    const ownersProject = await create(owner.client, { name: 'Owner’s building' });
    const membersProject = await create(memberClient, { name: 'Member’s building' });

    expect((await patch(memberClient, `/api/app/projects/${membersProject.id}`, { name: 'Member’s renamed' })).status).toBe(200);
    expect((await json(await memberClient.get(`/api/app/projects/${ownersProject.id}`))).canEdit).toBe(false);
    const list = (await json(await memberClient.get('/api/app/projects'))).projects as Array<{ id: string; canEdit: boolean }>;
    expect(Object.fromEntries(list.map((p) => [p.id, p.canEdit]))).toEqual({ [ownersProject.id]: false, [membersProject.id]: true });

    const refusedEdit = await patch(memberClient, `/api/app/projects/${ownersProject.id}`, { name: 'Hijacked' });
    expect(refusedEdit.status).toBe(403);
    expect((await json(refusedEdit)).error.code).toBe('forbidden');
    expect((await del(memberClient, `/api/app/projects/${ownersProject.id}`)).status).toBe(403);
    expect((await json(await owner.client.get(`/api/app/projects/${ownersProject.id}`))).name).toBe('Owner’s building');

    expect((await patch(adminClient, `/api/app/projects/${membersProject.id}`, { description: 'Checked by admin' })).status).toBe(200);
    expect((await patch(adminClient, `/api/app/projects/${ownersProject.id}`, { name: 'Admin renamed' })).status).toBe(200);
    expect((await del(adminClient, `/api/app/projects/${membersProject.id}`)).status).toBe(204);
    expect((await del(memberClient, `/api/app/projects/${ownersProject.id}`)).status).toBe(403);
    const own = await create(memberClient, { name: 'Another of mine' });
    expect((await del(memberClient, `/api/app/projects/${own.id}`)).status).toBe(204);
  });

  it('hides another workspace’s project on every route (404, never 403)', async () => {
    const a = await t.signUp({ company: 'Workspace A' });
    const b = await t.signUp({ company: 'Workspace B' });
    const project = await create(a.client, { name: 'A’s private tower' });
    const path = `/api/app/projects/${project.id}`;
    const responses = [
      await b.client.get(path),
      await b.client.get(`${path}/stats`),
      await patch(b.client, path, { name: 'Taken over' }),
      await del(b.client, path),
    ];
    for (const res of responses) {
      expect(res.status).toBe(404);
      expect((await json(res)).error.code).toBe('not_found');
    }
    expect((await json(await b.client.get('/api/app/projects'))).projects).toEqual([]);
    expect((await b.client.get('/api/app/projects/not-a-uuid')).status).toBe(404);
    expect((await json(await a.client.get(path))).name).toBe('A’s private tower');
    expect((await a.client.get('/api/app/projects')).status).toBe(200);
    expect((await t.client().get('/api/app/projects')).status).toBe(401);
  });

  it('counts documents, questions, last question time and storage from real rows', async () => {
    const owner = await t.signUp({ company: 'Counting Co' });
    const ws = await workspaceOf(owner.client);
    const project = await create(owner.client, { name: 'Counted building' });
    const other = await create(owner.client, { name: 'Other building' });
    const { db } = t.deps;

    const [file] = await db
      .insert(storedFiles)
      .values({
        workspaceId: ws.id,
        sha256: randomBytes(32).toString('hex'),
        sizeBytes: 4096,
        mimeType: 'application/pdf',
        storageKey: `k-${randomBytes(6).toString('hex')}`,
      })
      .returning();
    const [lease] = await db
      .insert(documents)
      .values({ workspaceId: ws.id, projectId: project.id, title: 'Unit 4B lease', fileName: 'unit-4b.pdf', type: 'lease', status: 'processed' })
      .returning();
    await db
      .insert(documents)
      .values({ workspaceId: ws.id, projectId: project.id, title: 'Roof report', fileName: 'roof.pdf', type: 'inspection_report', status: 'failed' });
    await db.insert(documents).values({ workspaceId: ws.id, projectId: other.id, title: 'Elsewhere', fileName: 'x.pdf' });
    // Two versions with the same content count the stored file once.
    await db.insert(documentVersions).values([
      { workspaceId: ws.id, documentId: lease!.id, version: 1, fileId: file!.id },
      { workspaceId: ws.id, documentId: lease!.id, version: 2, fileId: file!.id },
    ]);
    const earlier = new Date('2026-01-05T10:00:00Z');
    const latest = new Date('2026-02-01T09:30:00Z');
    const q = (projectId: string | null, createdAt: Date) => ({
      workspaceId: ws.id,
      projectId,
      question: 'When does the lease end?',
      responseMs: 90,
      resultCount: 2,
      answered: true,
      createdAt,
    });
    await db.insert(queryLog).values([q(project.id, earlier), q(project.id, latest), q(other.id, new Date()), q(null, new Date())]);

    const card = (await json(await owner.client.get('/api/app/projects'))).projects.find((p: { id: string }) => p.id === project.id);
    expect(card).toMatchObject({ documentCount: 2, totalQueries: 2, lastQueryAt: latest.toISOString() });
    expect(await json(await owner.client.get(`/api/app/projects/${project.id}`))).toMatchObject({
      documentCount: 2,
      totalQueries: 2,
      lastQueryAt: latest.toISOString(),
    });

    expect(await json(await owner.client.get(`/api/app/projects/${project.id}/stats`))).toEqual({
      documentCount: 2,
      documentsByType: { lease: 1, inspection_report: 1 },
      documentsByStatus: { processed: 1, failed: 1 },
      totalQueries: 2,
      lastQueryAt: latest.toISOString(),
      storageBytes: 4096,
    });
    expect((await json(await owner.client.get('/api/app/workspaces/current/summary'))).documents).toBe(3);

    // Deleting the project takes its documents with it.
    expect((await del(owner.client, `/api/app/projects/${project.id}`)).status).toBe(204);
    expect((await json(await owner.client.get('/api/app/workspaces/current/summary'))).documents).toBe(1);
  });
});
