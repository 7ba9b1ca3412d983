import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications, userPreferences } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

export interface Preferences {
  emailNotifications: boolean;
  queryAlerts: boolean;
  weeklyReports: boolean;
}

/** A user without a saved row has the column defaults, read from the schema rather than repeated here. */
const defaults = (): Preferences => ({
  emailNotifications: userPreferences.emailNotifications.default as boolean,
  queryAlerts: userPreferences.queryAlerts.default as boolean,
  weeklyReports: userPreferences.weeklyReports.default as boolean,
});

export async function getPreferences(db: Database, userId: string): Promise<Preferences> {
  const row = await db.query.userPreferences.findFirst({ where: eq(userPreferences.userId, userId) });
  if (!row) return defaults();
  return { emailNotifications: row.emailNotifications, queryAlerts: row.queryAlerts, weeklyReports: row.weeklyReports };
}

export async function updatePreferences(db: Database, userId: string, input: Partial<Preferences>) {
  const next = { ...(await getPreferences(db, userId)), ...input };
  await db
    .insert(userPreferences)
    .values({ userId, ...next, updatedAt: new Date() })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...next, updatedAt: new Date() } });
  return next;
}

const scope = (workspaceId: string, userId: string) => and(eq(notifications.workspaceId, workspaceId), eq(notifications.userId, userId));

/** The caller's notifications in the active workspace, newest first, with the unread count. */
export async function listNotifications(db: Database, workspaceId: string, userId: string, limit = 20) {
  const rows = await db.select().from(notifications).where(scope(workspaceId, userId)).orderBy(desc(notifications.createdAt)).limit(limit);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(scope(workspaceId, userId), isNull(notifications.readAt)));
  return {
    unread: Number(unread?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      body: r.body,
      link: r.link,
      read: r.readAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function markNotificationRead(db: Database, workspaceId: string, userId: string, id: string) {
  // A malformed id would be a database error on a uuid column; it is simply not one of yours.
  if (!uuidPattern.test(id)) throw notFound('Notification');
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), scope(workspaceId, userId)))
    .returning({ id: notifications.id });
  if (!updated.length) throw notFound('Notification');
}

export async function markAllNotificationsRead(db: Database, workspaceId: string, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(scope(workspaceId, userId), isNull(notifications.readAt)));
}
