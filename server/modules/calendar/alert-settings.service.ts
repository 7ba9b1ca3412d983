/** The workspace's alert choices: lead times (days before a date) and whether alerts are also emailed. */
import { inArray, sql } from 'drizzle-orm';
import { defaultAlertSettings, type AlertSettings } from '../../../common/calendar.js';
import type { Database } from '../../db/client.js';
import { workspaceAlertSettings } from '../../db/schema/index.js';

/** A workspace that never saved its settings has the defaults (120, 90, 60, 30 days; email on). */
export async function getAlertSettings(db: Database, workspaceId: string): Promise<AlertSettings> {
  return (await alertSettingsOf(db, [workspaceId])).get(workspaceId)!;
}

export async function alertSettingsOf(db: Database, workspaceIds: string[]): Promise<Map<string, AlertSettings>> {
  const out = new Map(workspaceIds.map((id) => [id, { ...defaultAlertSettings, leadDays: [...defaultAlertSettings.leadDays] }]));
  if (!workspaceIds.length) return out;
  const rows = await db.select().from(workspaceAlertSettings).where(inArray(workspaceAlertSettings.workspaceId, workspaceIds));
  for (const row of rows) out.set(row.workspaceId, { leadDays: [...row.leadDays].sort((a, b) => b - a), emailEnabled: row.emailEnabled });
  return out;
}

/** Input already validated by alertSettingsSchema (1-365 days, at most 8, each once, longest first). */
export async function updateAlertSettings(db: Database, workspaceId: string, input: AlertSettings): Promise<AlertSettings> {
  const values = { leadDays: input.leadDays, emailEnabled: input.emailEnabled, updatedAt: sql`now()` };
  await db
    .insert(workspaceAlertSettings)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({ target: workspaceAlertSettings.workspaceId, set: values });
  return getAlertSettings(db, workspaceId);
}
