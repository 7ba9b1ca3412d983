/**
 * Critical-date alerts (decision 0028). For each date whose lead time has come and that has not passed, each
 * member who may see the portfolio gets one alert per lead time: an alert_deliveries row (its key is deadline,
 * lead time and person, inserted with ON CONFLICT DO NOTHING … RETURNING, so a second run or a second worker
 * delivers nothing twice), a notification in the bell, and one email per person per run listing their new alerts.
 */
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { CriticalDateDto } from '../../../common/calendar.js';
import { can } from '../../../common/permissions.js';
import type { Database } from '../../db/client.js';
import { alertDeliveries, leases, member, notifications, organization, user, userPreferences } from '../../db/schema/index.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { addDays, daysBetween } from '../leases/critical-dates.js';
import { workspaceCriticalDates } from '../leases/critical-dates.service.js';
import { alertEmail, alertNotification, alertsSummaryNotification, NOTIFICATIONS_PER_RUN, type DueAlert } from './alert-messages.js';
import { alertSettingsOf } from './alert-settings.service.js';

export interface AlertDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

/**
 * The lead time that fires for a date `daysUntil` days away: the nearest one already reached (the smallest lead
 * time that is at least `daysUntil`). A date first seen at 45 days gets the 60-day alert, not 120, 90 and 60 at
 * once; null when no lead time is reached yet or the date has passed.
 */
export function leadTimeFor(daysUntil: number, leadDays: readonly number[]): number | null {
  if (daysUntil < 0) return null;
  const reached = leadDays.filter((lead) => lead >= daysUntil);
  return reached.length ? Math.min(...reached) : null;
}

/**
 * Alerts not emailed yet are emailed by a later run only this soon after they were made: long enough for the
 * job's retries after a failed send, short enough that alerts made while email was off (for the person or the
 * workspace) are not mailed the next day. A claimed alert whose send never finished (the process died) is lost
 * rather than risked twice.
 */
const UNSENT_EMAIL_WINDOW = sql`interval '6 hours'`;
const INSERT_CHUNK = 1000;

export interface AlertRunSummary {
  workspaces: number;
  delivered: number;
  emailed: number;
}

/** One pass over every workspace with leases. A workspace that fails does not stop the others; the run then throws. */
export async function sendDueAlerts(deps: AlertDeps, options: { today: string; signal?: AbortSignal }): Promise<AlertRunSummary> {
  const workspaceIds = (await deps.db.selectDistinct({ id: leases.workspaceId }).from(leases).where(ne(leases.status, 'terminated'))).map((r) => r.id);
  const settings = await alertSettingsOf(deps.db, workspaceIds);
  const summary: AlertRunSummary = { workspaces: workspaceIds.length, delivered: 0, emailed: 0 };
  const failures: unknown[] = [];
  for (const workspaceId of workspaceIds) {
    options.signal?.throwIfAborted();
    try {
      const result = await deliverWorkspaceAlerts(deps, workspaceId, settings.get(workspaceId)!, options.today);
      summary.delivered += result.delivered;
      summary.emailed += result.emailed;
    } catch (err) {
      deps.logger.error({ err, workspaceId }, 'critical-date alerts failed for a workspace');
      failures.push(err);
    }
  }
  if (failures.length) throw new Error(`Alerts failed for ${failures.length} of ${workspaceIds.length} workspaces; the run will be retried`);
  return summary;
}

async function deliverWorkspaceAlerts(deps: AlertDeps, workspaceId: string, settings: { leadDays: number[]; emailEnabled: boolean }, today: string) {
  const { db } = deps;
  const furthest = Math.max(...settings.leadDays);
  const items = await workspaceCriticalDates(db, workspaceId, { from: today, to: addDays(today, furthest) });
  const due = new Map<string, DueAlert & { lead: number }>();
  for (const item of items) {
    const daysUntil = daysBetween(today, item.date);
    const lead = leadTimeFor(daysUntil, settings.leadDays);
    if (lead !== null) due.set(item.key, { item, daysUntil, lead });
  }
  const recipients = await portfolioViewers(db, workspaceId);
  if (!recipients.length) return { delivered: 0, emailed: 0 };

  let delivered = 0;
  if (due.size) {
    delivered = await db.transaction(async (tx) => {
      const rows = [...due.values()].flatMap(({ item, lead }) =>
        recipients.map((r) => ({ workspaceId, deadlineKey: item.key, leadDays: lead, userId: r.userId })),
      );
      const inserted: { deadlineKey: string; userId: string }[] = [];
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        inserted.push(
          ...(await tx
            .insert(alertDeliveries)
            .values(rows.slice(i, i + INSERT_CHUNK))
            .onConflictDoNothing()
            .returning({ deadlineKey: alertDeliveries.deadlineKey, userId: alertDeliveries.userId })),
        );
      }
      const newFor = new Map<string, DueAlert[]>();
      for (const row of inserted) newFor.set(row.userId, [...(newFor.get(row.userId) ?? []), due.get(row.deadlineKey)!]);
      const notes = [...newFor].flatMap(([userId, alerts]) => {
        const sorted = sortAlerts(alerts);
        const messages = sorted.length > NOTIFICATIONS_PER_RUN ? [alertsSummaryNotification(sorted)] : sorted.map(alertNotification);
        return messages.map((m) => ({ workspaceId, userId, ...m }));
      });
      for (let i = 0; i < notes.length; i += INSERT_CHUNK) await tx.insert(notifications).values(notes.slice(i, i + INSERT_CHUNK));
      return inserted.length;
    });
  }

  const emailed = settings.emailEnabled ? await emailNewAlerts(deps, workspaceId, recipients, items, today) : 0;
  return { delivered, emailed };
}

const sortAlerts = <T extends DueAlert>(alerts: T[]) =>
  [...alerts].sort((a, b) => a.item.date.localeCompare(b.item.date) || a.item.key.localeCompare(b.item.key));

interface Recipient {
  userId: string;
  email: string;
  emailNotifications: boolean;
}

/** Members whose role may view the portfolio, with an approved account, and their email preference. */
async function portfolioViewers(db: Database, workspaceId: string): Promise<Recipient[]> {
  const rows = await db
    .select({ userId: member.userId, role: member.role, email: user.email, approved: user.approved, emailNotifications: userPreferences.emailNotifications })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, member.userId))
    .where(eq(member.organizationId, workspaceId));
  const emailByDefault = userPreferences.emailNotifications.default as boolean;
  return rows
    .filter((r) => r.approved !== false && can(r.role, 'portfolio.view'))
    .map((r) => ({ userId: r.userId, email: r.email, emailNotifications: r.emailNotifications ?? emailByDefault }));
}

/**
 * Emails each person the alerts not yet emailed to them. The rows are claimed first (emailed = true … RETURNING),
 * so two runs at once never send the same alert twice; a failed send gives its claim back for the next run.
 */
async function emailNewAlerts(deps: AlertDeps, workspaceId: string, recipients: Recipient[], items: CriticalDateDto[], today: string) {
  const { db } = deps;
  const byKey = new Map(items.map((item) => [item.key, item]));
  const [workspace] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, workspaceId));
  let sent = 0;
  let failed = 0;
  for (const recipient of recipients.filter((r) => r.emailNotifications)) {
    const claimed = await db
      .update(alertDeliveries)
      .set({ emailed: true })
      .where(
        and(
          eq(alertDeliveries.workspaceId, workspaceId),
          eq(alertDeliveries.userId, recipient.userId),
          eq(alertDeliveries.emailed, false),
          gt(alertDeliveries.createdAt, sql`now() - ${UNSENT_EMAIL_WINDOW}`),
        ),
      )
      .returning({ deadlineKey: alertDeliveries.deadlineKey, leadDays: alertDeliveries.leadDays });
    // A claimed alert whose date has since passed or changed is not worth an email any more.
    const alerts = sortAlerts(
      claimed.flatMap(({ deadlineKey }) => {
        const item = byKey.get(deadlineKey);
        return item ? [{ item, daysUntil: daysBetween(today, item.date) }] : [];
      }),
    );
    if (!alerts.length) continue;
    try {
      await deps.mailer.send({ to: recipient.email, ...alertEmail(alerts, { workspaceName: workspace?.name ?? 'your workspace', publicUrl: deps.publicUrl }) });
      sent++;
    } catch (err) {
      failed++;
      deps.logger.error({ err, workspaceId, userId: recipient.userId }, 'critical-date alert email failed; it will be retried');
      await db
        .update(alertDeliveries)
        .set({ emailed: false })
        .where(
          and(
            eq(alertDeliveries.workspaceId, workspaceId),
            eq(alertDeliveries.userId, recipient.userId),
            inArray(
              alertDeliveries.deadlineKey,
              claimed.map((c) => c.deadlineKey),
            ),
          ),
        );
    }
  }
  if (failed) throw new Error(`${failed} alert email(s) could not be sent`);
  return sent;
}
