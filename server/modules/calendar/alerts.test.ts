import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alertDeliveries, jobs, member, notifications, workspaceAlertSettings } from '../../db/schema/index.js';
import { sleep, testWorker, waitForStatus } from '../../lib/queue/test-support/queue-fixtures.js';
import type { JobWorker } from '../../lib/queue/worker.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { addDays, todayUtc } from '../leases/critical-dates.js';
import { seedAbstraction, seedLeaseRecord } from '../leases/test-support.js';
import { ALERTS_JOB_KEY, ensureAlertsScheduled, leaseAlertsJob, nextRunAt } from './alerts.job.js';
import { leadTimeFor, sendDueAlerts } from './alerts.service.js';

type Client = Awaited<ReturnType<TestApp['signUp']>>['client'];
const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;

describe('leadTimeFor', () => {
  it('fires only the nearest lead time reached, and nothing for a passed or far date', () => {
    const leads = [120, 90, 60, 30];
    expect(leadTimeFor(45, leads)).toBe(60);
    expect(leadTimeFor(60, leads)).toBe(60);
    expect(leadTimeFor(61, leads)).toBe(90);
    expect(leadTimeFor(120, leads)).toBe(120);
    expect(leadTimeFor(121, leads)).toBeNull();
    expect(leadTimeFor(0, leads)).toBe(30);
    expect(leadTimeFor(-1, leads)).toBeNull();
  });

  it('runs daily at the set hour, never within the next minute', () => {
    expect(nextRunAt(new Date('2027-03-01T05:00:00Z')).toISOString()).toBe('2027-03-01T11:00:00.000Z');
    expect(nextRunAt(new Date('2027-03-01T10:59:30Z')).toISOString()).toBe('2027-03-02T11:00:00.000Z');
    expect(nextRunAt(new Date('2027-12-31T15:00:00Z')).toISOString()).toBe('2028-01-01T11:00:00.000Z');
  });
});

describe('critical-date alerts', () => {
  let t: TestApp;
  const today = todayUtc();
  const day = (n: number) => addDays(today, n);
  let owner: Awaited<ReturnType<TestApp['signUp']>>;
  let teammate: Awaited<ReturnType<TestApp['signUp']>>;
  let outsider: Awaited<ReturnType<TestApp['signUp']>>;
  let wsA: string;
  let wsB: string;
  const workers: JobWorker[] = [];
  const running = (w: JobWorker) => {
    workers.push(w);
    w.start();
    return w;
  };
  const alertsWorker = (id: string) => testWorker(t.deps.db, [leaseAlertsJob], { deps: t.deps, workerId: id, leaseSeconds: 30, heartbeatMs: 1000 });

  const workspaceOf = async (c: Client) => (await json(await c.get('/api/app/workspaces/current'))).id as string;
  const userIdOf = async (c: Client) => (await json(await c.get('/api/auth/get-session'))).user.id as string;
  const unread = async (c: Client) => (await json(await c.get('/api/app/account/notifications'))).unread as number;
  const emailsTo = (email: string) => t.smtp.messages.filter((m) => m.to.includes(email.toLowerCase()) && /lease date/i.test(m.subject + m.text));
  const alertJobs = () => t.deps.db.select().from(jobs).where(eq(jobs.name, ALERTS_JOB_KEY));
  const deliveries = (workspaceId: string) => t.deps.db.select().from(alertDeliveries).where(eq(alertDeliveries.workspaceId, workspaceId));
  const run = (date = today) => sendDueAlerts({ db: t.deps.db, mailer: t.deps.mailer, logger: t.deps.logger, publicUrl: t.env.PUBLIC_URL }, { today: date });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Olive Owner', company: 'Cedar Holdings' });
    teammate = await t.signUp({ name: 'Tom Teammate', company: 'Tom own co' });
    outsider = await t.signUp({ name: 'Birch Owner', company: 'Birch Rentals' });
    wsA = await workspaceOf(owner.client);
    wsB = await workspaceOf(outsider.client);
    await t.deps.db.insert(member).values({
      id: randomBytes(12).toString('base64url'),
      organizationId: wsA,
      userId: await userIdOf(teammate.client),
      role: 'member',
      createdAt: new Date(),
    });
    await teammate.client.post('/api/auth/organization/set-active', { organizationId: wsA });

    // A: a lease that expires in 45 days (the 60-day alert is due) and whose notice deadline is in 130 days (none yet).
    const lease = await seedLeaseRecord(t.deps.db, wsA, { propertyName: 'Cedar Court', unitLabel: '4B', tenantNames: ['Dana Reyes'] });
    await seedAbstraction(t.deps.db, { workspaceId: wsA, leaseId: lease.leaseId, terms: { expiration_date: day(45), commencement_date: day(-320) } });
    await seedLeaseRecord(t.deps.db, wsA, { propertyName: 'Cedar Court', unitLabel: '7C', endDate: day(400) });
    // B: its own lease, 20 days out.
    await seedLeaseRecord(t.deps.db, wsB, { propertyName: 'Secret Birch Tower', unitLabel: '1A', endDate: day(20) });
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(() => t.close());

  it('runs once when two workers start together, and again after a restart without sending anything twice', async () => {
    // Two worker processes start: each asks for a run; the dedupe key keeps it one job.
    await Promise.all([ensureAlertsScheduled(t.deps.db, 'unless-recent'), ensureAlertsScheduled(t.deps.db, 'unless-recent')]);
    const [first, ...others] = await alertJobs();
    expect(others).toEqual([]);
    const startedAt = new Date();
    running(alertsWorker('worker-a'));
    running(alertsWorker('worker-b'));
    await waitForStatus(t.deps.db, first!.id, ['done', 'failed'], 20_000);
    const finishedAt = new Date();
    expect((await alertJobs()).find((j) => j.id === first!.id)).toMatchObject({ status: 'done', attempts: 1 });

    // Exactly one next run is queued, for the next daily slot, under the dedupe key.
    let queued = (await alertJobs()).filter((j) => j.status !== 'done');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'queued', dedupeKey: ALERTS_JOB_KEY });
    expect([nextRunAt(startedAt).getTime(), nextRunAt(finishedAt).getTime()]).toContain(queued[0]!.runAt.getTime());

    // A got the 60-day alert for the expiration, once per member; B got its own 30-day alert only.
    const a = await deliveries(wsA);
    expect(a.map((d) => [d.deadlineKey.split(':')[1], d.leadDays]).sort()).toEqual([
      ['expiration', 60],
      ['expiration', 60],
    ]);
    expect(new Set(a.map((d) => d.userId))).toEqual(new Set([await userIdOf(owner.client), await userIdOf(teammate.client)]));
    expect((await deliveries(wsB)).map((d) => d.leadDays)).toEqual([30]);
    expect(a.every((d) => d.emailed)).toBe(true);

    // The bell's count is real, per workspace and person; the notification names the lease and links to it.
    expect(await unread(owner.client)).toBe(1);
    expect(await unread(teammate.client)).toBe(1);
    const [note] = (await json(await owner.client.get('/api/app/account/notifications'))).items;
    expect(note).toMatchObject({ title: 'Lease expires in 45 days', link: expect.stringMatching(/^\/dashboard\/leases\/[0-9a-f-]{36}$/) });
    expect(note.body).toContain('Cedar Court, unit 4B (Dana Reyes)');

    // One email each, through real SMTP; the outsider's mentions only their own building.
    for (const person of [owner, teammate]) {
      const mail = await t.smtp.waitFor(person.email, /Lease expires in 45 days: Cedar Court, unit 4B/);
      expect(mail.text).toContain('The lease term ends');
      expect(mail.links).toContain('http://localhost:3000/dashboard/calendar');
      expect(emailsTo(person.email)).toHaveLength(1);
    }
    const outsiderMail = await t.smtp.waitFor(outsider.email, /Lease expires in 20 days/);
    expect(outsiderMail.text).toContain('Secret Birch Tower');
    expect(outsiderMail.text).not.toContain('Cedar');
    expect(emailsTo(owner.email).some((m) => m.text.includes('Birch'))).toBe(false);

    // A worker that starts right after a run does not ask for another one.
    await ensureAlertsScheduled(t.deps.db, 'unless-recent');
    queued = (await alertJobs()).filter((j) => j.status !== 'done');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.getTime()).toBeGreaterThan(Date.now());

    // Restart: the workers stop; later a new one starts, and the queued run (it lives in the table) runs now.
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await t.deps.db
      .update(jobs)
      .set({ updatedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(jobs.id, first!.id));
    await ensureAlertsScheduled(t.deps.db, 'unless-recent');
    const second = (await alertJobs()).find((j) => j.status === 'queued')!;
    expect(second.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    running(alertsWorker('worker-c'));
    await waitForStatus(t.deps.db, second.id, ['done', 'failed'], 20_000);
    expect((await alertJobs()).find((j) => j.id === second.id)?.status).toBe('done');
    expect((await alertJobs()).filter((j) => j.status === 'queued')).toHaveLength(1);
    await sleep(200); // an email sent by mistake would have arrived by now
    expect(await deliveries(wsA)).toHaveLength(2);
    expect(await unread(owner.client)).toBe(1);
    expect(emailsTo(owner.email)).toHaveLength(1);
    expect(emailsTo(teammate.email)).toHaveLength(1);
  });

  it('sends each lead time once per deadline and person, the nearest first, even when two runs race', async () => {
    const lease = await seedLeaseRecord(t.deps.db, wsA, { propertyName: 'Race Row', unitLabel: '2', endDate: day(100) });
    const key = `${lease.leaseId}:expiration:${day(100)}`;
    const leadsOf = async () =>
      (
        await t.deps.db
          .select()
          .from(alertDeliveries)
          .where(and(eq(alertDeliveries.deadlineKey, key), eq(alertDeliveries.workspaceId, wsA)))
      )
        .map((d) => d.leadDays)
        .sort();
    const ownerEmails = () => emailsTo(owner.email).filter((m) => m.text.includes('Race Row')).length;

    // 100 days out: the 120-day alert, once, however many runs go at the same time.
    await Promise.all([run(), run(), run()]);
    expect(await leadsOf()).toEqual([120, 120]);
    await t.smtp.waitFor(owner.email, /Race Row/);
    await sleep(200);
    expect(ownerEmails()).toBe(1);
    // Ten days later (90 days out) the 90-day alert; run twice, sent once.
    await run(day(10));
    await run(day(10));
    expect(await leadsOf()).toEqual([120, 120, 90, 90]);
    // At 15 days out: the 30-day alert only (60 was never reached on a run day, and is not sent late).
    await run(day(85));
    expect(await leadsOf()).toEqual([120, 120, 30, 30, 90, 90]);
    // Past the date: nothing more.
    await run(day(101));
    expect(await leadsOf()).toEqual([120, 120, 30, 30, 90, 90]);
    await sleep(200);
    expect(ownerEmails()).toBe(3);
  });

  it('alerts nobody who has left, and collapses a flood of new alerts into one notification', async () => {
    const leaver = await t.signUp({ company: 'Leaver co' });
    const leaverId = await userIdOf(leaver.client);
    await t.deps.db
      .insert(member)
      .values({ id: randomBytes(12).toString('base64url'), organizationId: wsA, userId: leaverId, role: 'admin', createdAt: new Date() });
    await t.deps.db.delete(member).where(and(eq(member.organizationId, wsA), eq(member.userId, leaverId)));
    for (let i = 0; i < 12; i++) await seedLeaseRecord(t.deps.db, wsA, { propertyName: 'Flood Court', unitLabel: `F${i}`, endDate: day(5 + i) });
    const before = await t.deps.db.$count(notifications, eq(notifications.userId, await userIdOf(owner.client)));
    await run();
    const ownerId = await userIdOf(owner.client);
    expect(await t.deps.db.$count(notifications, eq(notifications.userId, ownerId))).toBe(before + 1);
    const [latest] = (await json(await owner.client.get('/api/app/account/notifications'))).items;
    expect(latest).toMatchObject({ title: '12 lease dates need attention', link: '/dashboard/calendar' });
    expect(await t.deps.db.$count(alertDeliveries, inArray(alertDeliveries.userId, [leaverId]))).toBe(0);
    const mail = await t.smtp.waitFor(owner.email, /12 lease dates coming up in Cedar Holdings/);
    expect(mail.text.match(/Flood Court, unit F\d+/g)).toHaveLength(12);
  });

  it('respects the person’s email preference and the workspace’s email switch; the bell still counts', async () => {
    const optOut = await teammate.client.request('/api/app/account/preferences', { method: 'PUT', json: { emailNotifications: false } });
    expect(optOut.status).toBe(200);
    const teammateBefore = emailsTo(teammate.email).length;
    const bellBefore = await unread(teammate.client);
    await seedLeaseRecord(t.deps.db, wsA, { propertyName: 'Quiet Lane', unitLabel: '3', endDate: day(25) });
    await run();
    await t.smtp.waitFor(owner.email, /Quiet Lane/);
    await sleep(200);
    expect(emailsTo(teammate.email).length).toBe(teammateBefore);
    expect(await unread(teammate.client)).toBe(bellBefore + 1);

    // The workspace turns email off: the bell only.
    await t.deps.db.insert(workspaceAlertSettings).values({ workspaceId: wsA, leadDays: [120, 90, 60, 30], emailEnabled: false });
    const ownerBefore = emailsTo(owner.email).length;
    await seedLeaseRecord(t.deps.db, wsA, { propertyName: 'Silent Square', unitLabel: '8', endDate: day(28) });
    await run();
    await sleep(300);
    expect(emailsTo(owner.email).length).toBe(ownerBefore);
    const titles = (await json(await owner.client.get('/api/app/account/notifications'))).items.map((n: any) => n.body);
    expect(titles.some((b: string) => b.includes('Silent Square'))).toBe(true);
  });
});
