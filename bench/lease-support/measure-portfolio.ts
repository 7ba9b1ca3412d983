/**
 * The portfolio parts of bench:leases, on a seeded workspace: questions through POST /api/v1/query, the dashboard
 * as its page loads it, and the first of each after a write through the product's routes (a lease record edited, a
 * term corrected), each beside its plain-SQL baseline. Times are the app's, in this process (no socket).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import type { BenchClient } from './app-client.js';
import { summarize, timeEach } from './measure.js';
import type { PortfolioPlan } from './portfolio-plan.js';
import type { BenchQuestion } from './questions.js';

const SUMMARY = '/api/app/workspaces/current/summary';
const ATTENTION = '/api/app/dashboard/attention';

export async function measureQuestions(client: BenchClient, db: Database, questions: BenchQuestion[], rounds: number) {
  const each = questions.map(() => ({ app: [] as number[], took: [] as number[], baseline: [] as number[] }));
  for (let r = 0; r < rounds; r++)
    for (const [i, q] of questions.entries()) {
      const { body, appMs } = await client.ask(q.question);
      each[i]!.app.push(appMs);
      each[i]!.took.push(body.took_ms);
      each[i]!.baseline.push(...(await timeEach(1, () => db.execute(q.baseline))));
    }
  return {
    app: summarize(each.flatMap((q) => q.app)),
    tookMs: summarize(each.flatMap((q) => q.took)),
    baseline: summarize(
      each.flatMap((q) => q.baseline),
      2,
    ),
    each: questions.map((q, i) => ({ question: q.question, app: summarize(each[i]!.app), baseline: summarize(each[i]!.baseline, 2) })),
  };
}

/** The dashboard page: its cards and Items Needing Attention, each alone and both at once as the page asks. */
const dashboardPage = (client: BenchClient) => Promise.all([client.get(SUMMARY), client.get(ATTENTION)]);

export async function measureDashboard(client: BenchClient, db: Database, today: string, samples: number) {
  const monthStart = `${today.slice(0, 8)}01`;
  const leadEnd = new Date(Date.parse(`${today}T00:00:00Z`) + 120 * 86_400_000).toISOString().slice(0, 10);
  const ws = client.workspaceId;
  // The nearest plain SQL: units, units with a lease in force by the records' dates, documents this month, leases
  // ending within the longest lead time, at once.
  const baseline = () =>
    Promise.all([
      db.execute(sql`select count(*) from units where workspace_id = ${ws}`),
      db.execute(sql`select count(distinct unit_id) from leases where workspace_id = ${ws} and status = 'active'
        and start_date <= ${today}::date and end_date >= ${today}::date`),
      db.execute(sql`select count(*) from documents where workspace_id = ${ws} and created_at >= ${monthStart}::date`),
      db.execute(sql`select l.id, l.end_date, p.name from leases l join properties p on p.id = l.property_id where l.workspace_id = ${ws}
        and l.status <> 'terminated' and l.end_date between ${today}::date and ${leadEnd}::date order by l.end_date limit 20`),
    ]);
  for (let i = 0; i < 3; i++) await Promise.all([dashboardPage(client), baseline()]);
  const summary: number[] = [];
  const attention: number[] = [];
  const page: number[] = [];
  const base: number[] = [];
  for (let i = 0; i < samples; i++) {
    summary.push((await client.get(SUMMARY)).ms);
    attention.push((await client.get(ATTENTION)).ms);
    page.push(...(await timeEach(1, () => dashboardPage(client))));
    base.push(...(await timeEach(1, baseline)));
  }
  return { summary: summarize(summary), attention: summarize(attention), page: summarize(page), baseline: summarize(base, 2) };
}

/**
 * The first question and the first dashboard after a write, which the portfolio snapshot must notice: a lease
 * record's rent edited (its records part) or a lease's pets term corrected (its terms part), through their routes.
 */
export async function measureAfterWrites(client: BenchClient, plan: PortfolioPlan, questions: BenchQuestion[], samples: number) {
  const abstracted = plan.leases.filter((l) => l.documents.some((d) => d.kind === 'lease' && d.status === 'ready'));
  let n = 0;
  const writes = {
    records: async () => {
      const lease = plan.leases[(n++ * 997) % plan.leases.length]!;
      await client.send('PATCH', `/api/app/portfolio/leases/${lease.id}`, { monthlyRentCents: lease.monthlyRentCents + (n % 2) * 100 });
    },
    terms: async () => {
      const lease = abstracted[(n++ * 613) % abstracted.length]!;
      const document = lease.documents.find((d) => d.kind === 'lease')!;
      await client.send('POST', `/api/app/leases/abstractions/${document.id}/terms/pets/correct`, { value: n % 2 ? 'with_consent' : 'prohibited' });
    },
  };
  const out: Record<string, { question: ReturnType<typeof summarize>; dashboard: ReturnType<typeof summarize> }> = {};
  for (const [part, write] of Object.entries(writes)) {
    const question: number[] = [];
    const dashboard: number[] = [];
    for (let i = 0; i < samples; i++) {
      await write();
      question.push((await client.ask(questions[i % questions.length]!.question)).appMs);
      await write();
      dashboard.push(...(await timeEach(1, () => dashboardPage(client))));
    }
    out[part] = { question: summarize(question), dashboard: summarize(dashboard) };
  }
  return out as { records: (typeof out)[string]; terms: (typeof out)[string] };
}
