/**
 * Items Needing Attention: lease deadlines inside their lead time (decision 0028), the same dates and lead times the
 * calendar and the alerts use, so the dashboard lists what the bell announced and nothing it did not.
 */
import type { AttentionItem } from '../../../common/api/dashboard.js';
import { getAlertSettings } from '../calendar/alert-settings.service.js';
import { leadTimeFor } from '../calendar/alerts.service.js';
import { addDays, daysBetween } from '../leases/critical-dates.js';
import { workspaceCriticalDates } from '../leases/critical-dates.service.js';
import type { AttentionSource } from './attention-types.js';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Urgent within a month, high within two, medium beyond. */
const priorityOf = (days: number): AttentionItem['priority'] => (days <= 30 ? 'urgent' : days <= 60 ? 'high' : 'medium');

export const deadlinesInLeadTime: AttentionSource = async ({ db, workspaceId, today }) => {
  const { leadDays } = await getAlertSettings(db, workspaceId);
  if (!leadDays.length) return { items: [], total: 0 };
  const dates = await workspaceCriticalDates(db, workspaceId, { from: today, to: addDays(today, Math.max(...leadDays)) });
  const due = dates.filter((d) => leadTimeFor(daysBetween(today, d.date), leadDays) !== null);
  const items = due.map((d): AttentionItem => {
    const days = daysBetween(today, d.date);
    const where = [d.unitLabel ? `unit ${d.unitLabel.replace(/^unit\s+/i, '')}` : null, d.propertyName].filter(Boolean).join(', ');
    const who = d.tenantNames.length ? d.tenantNames.join(', ') : 'A lease';
    const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
    return {
      id: `deadline:${d.key}`,
      source: 'deadline',
      priority: priorityOf(days),
      title: d.title,
      detail: `${who}${where ? ` (${where})` : ''}: ${longDate.format(new Date(`${d.date}T00:00:00Z`))}, ${when}. ${d.detail}`,
      href: `/dashboard/leases/${d.leaseId}`,
      date: d.date,
    };
  });
  return { items, total: items.length };
};
