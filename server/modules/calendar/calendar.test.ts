import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '../../db/schema/index.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { parseIcs } from '../../test/ics-parse.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { addDays, todayUtc } from '../leases/critical-dates.js';
import { workspaceCriticalDates } from '../leases/critical-dates.service.js';
import { correctTerm, seedAbstraction, seedLeaseRecord } from '../leases/test-support.js';

type Client = Awaited<ReturnType<TestApp['signUp']>>['client'];
const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;

describe('critical dates, the calendar API and the ICS feed', () => {
  let t: TestApp;
  let a: Client;
  let b: Client;
  let wsA: string;
  let wsB: string;
  const today = todayUtc();
  const day = (n: number) => addDays(today, n);
  let leaseA: Awaited<ReturnType<typeof seedLeaseRecord>>;
  let leaseDocument: string;

  const workspaceOf = async (c: Client) => (await json(await c.get('/api/app/workspaces/current'))).id as string;
  const userIdOf = async (c: Client) => (await json(await c.get('/api/auth/get-session'))).user.id as string;
  /** The feed fetched the way a calendar app does: no cookie, no Origin. */
  const fetchFeed = (url: string) => t.app.request(new URL(url).pathname);

  beforeAll(async () => {
    t = await createTestApp();
    a = (await t.signUp({ company: 'Cedar Holdings' })).client;
    b = (await t.signUp({ company: 'Birch Rentals' })).client;
    [wsA, wsB] = [await workspaceOf(a), await workspaceOf(b)];

    // Workspace A: a lease with terms (and an amendment and a correction), a record-only lease, a terminated one.
    leaseA = await seedLeaseRecord(t.deps.db, wsA, { propertyName: 'Cedar Court', unitLabel: '4B', tenantNames: ['Dana Reyes'], endDate: day(200) });
    const lease = await seedAbstraction(t.deps.db, {
      workspaceId: wsA,
      leaseId: leaseA.leaseId,
      title: 'Lease, Cedar Court 4B; signed',
      terms: {
        commencement_date: day(-300),
        expiration_date: day(200),
        monthly_rent: 1850,
        renewal_option: { count: 1, term_months: 12, notice_days: 90 },
        notice_to_vacate_days: 60,
      },
    });
    leaseDocument = lease.documentId;
    // The amendment extends the lease by 30 days; a person corrected its notice period to 45 days.
    await seedAbstraction(t.deps.db, {
      workspaceId: wsA,
      leaseId: leaseA.leaseId,
      kind: 'amendment',
      title: 'First Amendment',
      terms: { effective_date: day(-10), expiration_date: day(230), monthly_rent: 1900 },
    });
    await correctTerm(t.deps.db, lease.abstractionId, 'notice_to_vacate_days', 45);
    await seedLeaseRecord(t.deps.db, wsA, { propertyName: 'Maple Row', unitLabel: null, endDate: day(40) });
    await seedLeaseRecord(t.deps.db, wsA, { propertyName: 'Maple Row', unitLabel: '9', endDate: day(50), status: 'terminated' });

    // Workspace B: one lease of its own, with a planted name that must never reach A.
    await seedLeaseRecord(t.deps.db, wsB, { propertyName: 'Secret Birch Tower', unitLabel: '1A', endDate: day(30) });
  });
  afterAll(() => t.close());

  it('computes the dates from the terms in use: amendments and corrections applied, record-only leases included', async () => {
    const items = await workspaceCriticalDates(t.deps.db, wsA, { from: today });
    expect(items.map((i) => [i.kind, i.date, i.propertyName])).toEqual([
      ['expiration', day(40), 'Maple Row'],
      ['renewal_deadline', day(140), 'Cedar Court'],
      ['notice_deadline', day(185), 'Cedar Court'],
      ['expiration', day(230), 'Cedar Court'],
    ]);
    const [recordOnly, renewal, notice, expiration] = items;
    expect(recordOnly).toMatchObject({ source: null, unitLabel: null, tenantNames: [] });
    expect(renewal).toMatchObject({ unitLabel: '4B', tenantNames: ['Dana Reyes'], source: { documentId: leaseDocument, evidence: { page: 1 } } });
    // The corrected value carries no extracted passage; the document that states the term is still named.
    expect(notice).toMatchObject({ source: { documentId: leaseDocument, evidence: null } });
    expect(expiration!.source?.documentTitle).toBe('First Amendment');
    // The amendment's new rent, which took effect ten days ago, is a past rent change.
    const past = await workspaceCriticalDates(t.deps.db, wsA, { from: day(-30), to: today, kind: 'rent_change' });
    expect(past.map((i) => [i.date, i.detail])).toEqual([[day(-10), 'Monthly rent changes from $1,850 to $1,900']]);
  });

  it('lists dates by range, property and kind, and says how many leases there are', async () => {
    const all = await json(await a.get('/api/app/calendar/dates'));
    expect(all).toMatchObject({ today, from: today, to: day(365), leaseCount: 3 });
    expect(all.items).toHaveLength(4);
    expect(all.properties.map((p: any) => p.name)).toEqual(['Cedar Court', 'Maple Row']);

    const cedar = all.properties.find((p: any) => p.name === 'Cedar Court').id;
    const filtered = await json(await a.get(`/api/app/calendar/dates?propertyId=${cedar}&kind=renewal_deadline`));
    expect(filtered.items.map((i: any) => i.date)).toEqual([day(140)]);
    const month = await json(await a.get(`/api/app/calendar/dates?from=${day(30)}&to=${day(45)}`));
    expect(month.items.map((i: any) => i.kind)).toEqual(['expiration']);

    const bad = async (query: string, field: string) => {
      const res = await a.get(`/api/app/calendar/dates?${query}`);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ error: { code: 'invalid_input', field } });
    };
    await bad('from=2027-02-30', 'from');
    await bad('kind=birthday', 'kind');
    await bad('from=2027-05-01&to=2027-04-01', 'to');
    await bad('from=2027-01-01&to=2030-01-01', 'to');
    expect((await t.client().get('/api/app/calendar/dates')).status).toBe(401);
  });

  it('never shows one workspace’s dates, properties or feed to another', async () => {
    const theirs = await json(await b.get('/api/app/calendar/dates'));
    expect(theirs.items.map((i: any) => i.propertyName)).toEqual(['Secret Birch Tower']);
    expect(theirs.properties.map((p: any) => p.name)).toEqual(['Secret Birch Tower']);
    expect(theirs.leaseCount).toBe(1);
    // Filtering on A's property from B: not found, as for a property that does not exist.
    const foreign = await b.get(`/api/app/calendar/dates?propertyId=${leaseA.propertyId}`);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(await json(foreign))).not.toContain('Cedar');
    expect((await b.get('/api/app/calendar/dates?propertyId=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const mine = await json(await a.get('/api/app/calendar/dates'));
    expect(JSON.stringify(mine)).not.toContain('Secret Birch');

    // A's feed exists; B has none of its own, and B's feed (once made) holds only B's dates.
    const created = await json(await a.post('/api/app/calendar/feed'));
    expect((await json(await b.get('/api/app/calendar/feed'))).active).toBe(false);
    expect((await b.request('/api/app/calendar/feed', { method: 'DELETE' })).status).toBe(404);
    expect((await json(await a.get('/api/app/calendar/feed'))).active).toBe(true);
    const bFeed = await json(await b.post('/api/app/calendar/feed'));
    const bCalendar = await (await fetchFeed(bFeed.url)).text();
    expect(bCalendar).toContain('Secret Birch Tower');
    expect(bCalendar).not.toContain('Cedar Court');
    expect(await (await fetchFeed(created.url)).text()).not.toContain('Secret Birch');
    expect((await json(await b.get('/api/app/calendar/alert-settings'))).leadDays).toEqual([120, 90, 60, 30]);
  });

  it('serves the feed without a cookie as a calendar, stops it when regenerated or revoked', async () => {
    const created = await json(await a.post('/api/app/calendar/feed'));
    expect(created.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(created.webcalUrl).toBe(created.url.replace('http:', 'webcal:'));

    const res = await fetchFeed(created.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const calendar = parseIcs(await res.text());
    expect(calendar.props['X-WR-CALNAME']).toBe('Cedar Holdings: lease dates (Propwise)');
    const events = calendar.events;
    expect(events.length).toBe(5); // the four ahead and last week's rent change
    const renewal = events.find((e) => e.UID?.value.includes(':renewal_deadline:'))!;
    expect(renewal).toMatchObject({
      UID: { value: `${leaseA.leaseId}:renewal_deadline:${day(140)}@localhost` },
      DTSTART: { value: day(140).replace(/-/g, ''), params: { VALUE: 'DATE' } },
      SUMMARY: { value: 'Renewal option deadline: Cedar Court, unit 4B (Dana Reyes)' },
      URL: { value: `http://localhost:3000/dashboard/leases/${leaseA.leaseId}` },
    });
    expect(renewal.DTSTAMP?.value).toMatch(/^\d{8}T\d{6}Z$/);
    // The document title holds a comma and a semicolon: escaped on the wire, intact once parsed.
    expect(renewal.DESCRIPTION?.raw).toContain('Lease\\, Cedar Court 4B\\; signed');
    expect(renewal.DESCRIPTION?.value).toContain('Property: Cedar Court\nUnit: 4B\nTenants: Dana Reyes\nSource: Lease, Cedar Court 4B; signed, page 1');
    // The same item keeps its UID on the next fetch, so calendar apps update instead of duplicating.
    const again = parseIcs(await (await fetchFeed(created.url)).text());
    expect(again.events.map((e) => e.UID?.value)).toEqual(events.map((e) => e.UID?.value));

    const regenerated = await json(await a.post('/api/app/calendar/feed'));
    expect((await fetchFeed(created.url)).status).toBe(404);
    expect((await fetchFeed(regenerated.url)).status).toBe(200);
    expect((await a.request('/api/app/calendar/feed', { method: 'DELETE' })).status).toBe(204);
    expect((await fetchFeed(regenerated.url)).status).toBe(404);
    expect(await json(await a.get('/api/app/calendar/feed'))).toEqual({ active: false, createdAt: null });
    for (const path of [
      '/api/calendar/nothing.ics',
      `/api/calendar/${'A'.repeat(43)}.ics`,
      `/api/calendar/${new URL(regenerated.url).pathname.split('/').pop()!.replace('.ics', '')}`,
    ])
      expect((await t.app.request(path)).status).toBe(404);
  });

  it('ends a member’s feed when they leave the workspace', async () => {
    const person = await t.signUp({ company: 'Visiting Co' });
    const userId = await userIdOf(person.client);
    await t.deps.db.insert(member).values({ id: randomBytes(12).toString('base64url'), organizationId: wsA, userId, role: 'member', createdAt: new Date() });
    expect((await person.client.post('/api/auth/organization/set-active', { organizationId: wsA })).status).toBe(200);
    const feed = await json(await person.client.post('/api/app/calendar/feed'));
    expect(await (await fetchFeed(feed.url)).text()).toContain('Cedar Court');
    await t.deps.db.delete(member).where(and(eq(member.organizationId, wsA), eq(member.userId, userId)));
    expect((await fetchFeed(feed.url)).status).toBe(404);
  });

  it('lets Owners and Admins choose lead times, with clear messages, and Members only read them', async () => {
    expect(await json(await a.get('/api/app/calendar/alert-settings'))).toEqual({ leadDays: [120, 90, 60, 30], emailEnabled: true, editable: true });
    const put = (c: Client, body: unknown) => c.request('/api/app/calendar/alert-settings', { method: 'PUT', json: body });
    const refused = async (body: unknown, message: string) => {
      const res = await put(a, body);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ error: { code: 'invalid_input', field: 'leadDays', message } });
    };
    await refused({ leadDays: [0], emailEnabled: true }, 'Each lead time must be between 1 and 365 days');
    await refused({ leadDays: [366], emailEnabled: true }, 'Each lead time must be between 1 and 365 days');
    await refused({ leadDays: [30.5], emailEnabled: true }, 'Lead times must be whole numbers of days');
    await refused({ leadDays: [1, 2, 3, 4, 5, 6, 7, 8, 9], emailEnabled: true }, 'At most 8 lead times');
    await refused({ leadDays: [], emailEnabled: true }, 'Choose at least one lead time');
    const saved = await put(a, { leadDays: [14, 180, 14, 45], emailEnabled: false });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toEqual({ leadDays: [180, 45, 14], emailEnabled: false, editable: true });

    const person = await t.signUp({ company: 'Member Co' });
    await t.deps.db
      .insert(member)
      .values({ id: randomBytes(12).toString('base64url'), organizationId: wsA, userId: await userIdOf(person.client), role: 'member', createdAt: new Date() });
    await person.client.post('/api/auth/organization/set-active', { organizationId: wsA });
    expect(await json(await person.client.get('/api/app/calendar/alert-settings'))).toEqual({ leadDays: [180, 45, 14], emailEnabled: false, editable: false });
    const memberPut = await put(person.client, { leadDays: [7], emailEnabled: true });
    expect(memberPut.status).toBe(403);
    // B's settings are B's own.
    expect((await json(await b.get('/api/app/calendar/alert-settings'))).leadDays).toEqual([120, 90, 60, 30]);
    await put(a, { leadDays: [120, 90, 60, 30], emailEnabled: true });
  });

  it('limits requests per key in fixed windows shared through the database', async () => {
    const limit = { max: 3, windowSeconds: 60 };
    const start = Math.floor(Date.now() / 60_000) * 60_000 + 1_000;
    const key = `test:${randomBytes(4).toString('hex')}`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(t.deps.db, key, limit, start + i));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(59);
    // The next window starts again; another key has its own count.
    expect((await hitRateLimit(t.deps.db, key, limit, start + 60_000)).allowed).toBe(true);
    expect((await hitRateLimit(t.deps.db, `${key}:other`, limit, start)).allowed).toBe(true);
  });
});
