import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planById, TRIAL_PLAN_ID } from '../../../common/plans.js';
import { queryLog } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { monthStartUtc } from './workspaces.service.js';

type Client = Awaited<ReturnType<TestApp['signUp']>>['client'];

const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;

describe('workspace overview, usage and settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const current = async (c: Client) => json<{ id: string; name: string; role: string }>(await c.get('/api/app/workspaces/current'));
  // A question stores its answer; a search stores none (query-log.service.ts).
  const plant = (workspaceId: string, createdAt: Date, userId: string | null = null) =>
    t.deps.db.insert(queryLog).values({
      workspaceId,
      userId,
      question: 'When does the lease for unit 4B end?',
      answer: 'December 31, 2025.',
      responseMs: 120,
      resultCount: 3,
      answered: true,
      createdAt,
    });

  it('summarises the workspace from real counts', async () => {
    const owner = await t.signUp({ company: 'Birch Lane Homes' });
    const ws = await current(owner.client);
    expect(ws).toMatchObject({ name: 'Birch Lane Homes', role: 'owner' });
    expect(await json(await owner.client.get('/api/app/workspaces/current/summary'))).toEqual({
      totalUnits: 0,
      occupiedUnits: 0,
      openMaintenance: 0,
      documentsThisMonth: 0,
      documents: 0,
      storageBytes: 0,
      projects: 0,
      questionsThisMonth: 0,
      searchesThisMonth: 0,
      members: 1,
    });
    await plant(ws.id, new Date());
    expect(await json(await owner.client.get('/api/app/workspaces/current/summary'))).toMatchObject({ questionsThisMonth: 1, members: 1 });
  });

  it("counts only this calendar month's questions of the active workspace against the trial plan's limit", async () => {
    const a = await t.signUp({ company: 'Usage A' });
    const b = await t.signUp({ company: 'Usage B' });
    const wsA = await current(a.client);
    const wsB = await current(b.client);
    const lastMonth = new Date(monthStartUtc().getTime() - 24 * 60 * 60 * 1000);
    await Promise.all([
      plant(wsA.id, new Date()),
      plant(wsA.id, new Date()),
      plant(wsA.id, monthStartUtc()),
      plant(wsA.id, lastMonth),
      plant(wsB.id, new Date()),
    ]);
    const usage = await json(await a.client.get('/api/app/workspaces/current/usage'));
    expect(usage).toMatchObject({ used: 3, limit: planById(TRIAL_PLAN_ID).monthlyQueries, planName: planById(TRIAL_PLAN_ID).name });
    expect(await json(await b.client.get('/api/app/workspaces/current/usage'))).toMatchObject({ used: 1 });
  });

  it('counts questions as questions and searches as searches, through the real routes', async () => {
    const a = await t.signUp({ company: 'Counting Co' });
    const summary = async () => json<{ questionsThisMonth: number; searchesThisMonth: number }>(await a.client.get('/api/app/workspaces/current/summary'));
    expect(await summary()).toMatchObject({ questionsThisMonth: 0, searchesThisMonth: 0 });
    for (const query of ['pets', 'security deposit', 'parking']) expect((await a.client.post('/api/app/search', { query })).status).toBe(200);
    expect((await a.client.post('/api/app/queries', { query: 'When does the lease for unit 4B end?' })).status).toBe(200);
    expect(await summary()).toMatchObject({ questionsThisMonth: 1, searchesThisMonth: 3 });
    expect(await json(await a.client.get('/api/app/workspaces/current/usage'))).toMatchObject({ used: 1 });

    // Recent Searches: each says what it was and what came of it.
    const recent = (await json(await a.client.get('/api/app/workspaces/current/recent-queries'))).queries;
    expect(
      recent.map((q: { kind: string; question: string; answered: boolean; resultCount: number; citationCount: number }) => [
        q.kind,
        q.question,
        q.answered,
        q.citationCount,
      ]),
    ).toEqual([
      ['question', 'When does the lease for unit 4B end?', false, 0],
      ['search', 'parking', false, 0],
      ['search', 'security deposit', false, 0],
      ['search', 'pets', false, 0],
    ]);
    const userId = (await json(await a.client.get('/api/auth/get-session'))).user.id;
    const ws = await current(a.client);
    await t.deps.db.insert(queryLog).values({
      workspaceId: ws.id,
      userId,
      question: 'Who pays for HVAC repairs?',
      answer: 'The landlord.',
      answered: true,
      citations: [{ documentId: 'd1' }, { documentId: 'd2' }],
      responseMs: 90,
      resultCount: 8,
    });
    expect((await json(await a.client.get('/api/app/workspaces/current/recent-queries'))).queries[0]).toMatchObject({
      kind: 'question',
      answered: true,
      citationCount: 2,
      resultCount: 8,
    });
  });

  it("lists only the caller's recent questions in this workspace", async () => {
    const a = await t.signUp();
    const ws = await current(a.client);
    const userId = (await json(await a.client.get('/api/auth/get-session'))).user.id;
    expect(await json(await a.client.get('/api/app/workspaces/current/recent-queries'))).toEqual({ queries: [] });
    await plant(ws.id, new Date(), userId);
    await plant(ws.id, new Date(), 'someone-else');
    const { queries } = await json(await a.client.get('/api/app/workspaces/current/recent-queries'));
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({ question: 'When does the lease for unit 4B end?', answered: true });
  });

  it('creates a workspace with the creator as Owner and lists it', async () => {
    const a = await t.signUp({ company: 'First Co' });
    expect((await a.client.post('/api/app/workspaces', { name: '  ' })).status).toBe(400);
    const res = await a.client.post('/api/app/workspaces', { name: 'Second Portfolio' });
    expect(res.status).toBe(201);
    const created = await json(res);
    const { workspaces } = await json(await a.client.get('/api/app/workspaces'));
    expect(workspaces.map((w: { name: string }) => w.name)).toEqual(['First Co', 'Second Portfolio']);
    expect(workspaces.find((w: { id: string }) => w.id === created.id)).toMatchObject({ role: 'owner', active: false });
    const switched = await a.client.post('/api/auth/organization/set-active', { organizationId: created.id });
    expect(switched.status).toBe(200);
    expect(await current(a.client)).toMatchObject({ id: created.id, name: 'Second Portfolio', role: 'owner' });
  });

  it('saves general settings for Owners and Admins only', async () => {
    const owner = await t.signUp({ company: 'Settings Co' });
    const save = await owner.client.request('/api/app/workspaces/current', {
      method: 'PATCH',
      json: { name: 'Settings Co Renamed', website: 'https://settings.example', description: 'Forty units in Austin.' },
    });
    expect(save.status).toBe(200);
    expect(await current(owner.client)).toMatchObject({
      name: 'Settings Co Renamed',
      website: 'https://settings.example',
      description: 'Forty units in Austin.',
    });
    const bad = await owner.client.request('/api/app/workspaces/current', { method: 'PATCH', json: { name: 'X', website: 'not a url', description: '' } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.field).toBe('website');
  });

  it('refuses bad input with the same message its form shows (one schema for both, common/workspaces.ts)', async () => {
    const owner = await t.signUp({ company: 'Messages Co' });
    const error = async (res: Response) => {
      expect(res.status).toBe(400);
      return (await json(res)).error;
    };
    const settings = { name: ' ', website: '', description: '' };
    expect(await error(await owner.client.request('/api/app/workspaces/current', { method: 'PATCH', json: settings }))).toMatchObject({
      field: 'name',
      message: 'Company name is required',
    });
    expect(await error(await owner.client.post('/api/app/workspaces', {}))).toMatchObject({ field: 'name', message: 'Workspace name is required' });
    expect(await error(await owner.client.post('/api/app/workspaces/current/invitations', { role: 'member' }))).toMatchObject({
      field: 'email',
      message: 'Email is required',
    });
    expect(await error(await owner.client.post('/api/app/workspaces/current/invitations', { email: 'ian@example.com', role: 'owner' }))).toMatchObject({
      field: 'role',
      message: 'Role must be Admin or Member',
    });
  });

  it('refuses a signed-out visitor', async () => {
    expect((await t.client().get('/api/app/workspaces/current')).status).toBe(401);
  });
});
