/**
 * Items Needing Attention: lease deadlines inside their lead time (decision 0028), the same dates and lead times the
 * calendar and the alerts use, so the dashboard lists what the bell announced and nothing it did not.
 */
import type { AttentionItem } from '../../../common/api/dashboard.js';
import { getAlertSettings } from '../calendar/alert-settings.service.js';
import { leadTimeFor } from '../calendar/alerts.service.js';
import { addDays, daysBetween } from '../leases/critical-dates.js';
import { workspaceCriticalDates } from '../leases/critical-dates.service.js';
import { type AttentionSource, attentionOrder } from './attention-types.js';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Urgent within a month, high within two, medium beyond. */
const priorityOf = (days: number): AttentionItem['priority'] => (days <= 30 ? 'urgent' : days <= 60 ? 'high' : 'medium');

export const deadlinesInLeadTime: AttentionSource = async ({ db, workspaceId, today, limit, snapshot }) => {
  const { leadDays } = await getAlertSettings(db, workspaceId);
  if (!leadDays.length) return { items: [], total: 0 };
  const dates = await workspaceCriticalDates(db, workspaceId, { from: today, to: addDays(today, Math.max(...leadDays)) }, snapshot);
  // Thousands fall inside the lead times of a large portfolio: only the most pressing `limit` are written out. The
  // dates come in date order and the priority only falls with the date, so those are among the first `limit` and
  // any others on the last one's day.
  const dueOn = new Map<string, boolean>();
  const isDue = (date: string) => {
    let due = dueOn.get(date);
    if (due === undefined) dueOn.set(date, (due = leadTimeFor(daysBetween(today, date), leadDays) !== null));
    return due;
  };
  const due = dates.filter((d) => isDue(d.date));
  let cut = Math.min(limit, due.length);
  while (cut > 0 && cut < due.length && due[cut]!.date === due[cut - 1]!.date) cut++;
  const first = due
    .slice(0, cut)
    .map((d) => ({ d, id: `deadline:${d.key}`, date: d.date, priority: priorityOf(daysBetween(today, d.date)) }))
    .sort(attentionOrder)
    .slice(0, limit);
  const items = first.map(({ d, id, priority }): AttentionItem => {
    const days = daysBetween(today, d.date);
    const where = [d.unitLabel ? `unit ${d.unitLabel.replace(/^unit\s+/i, '')}` : null, d.propertyName].filter(Boolean).join(', ');
    const who = d.tenantNames.length ? d.tenantNames.join(', ') : 'A lease';
    const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
    return {
      id,
      source: 'deadline',
      priority,
      title: d.title,
      detail: `${who}${where ? ` (${where})` : ''}: ${longDate.format(new Date(`${d.date}T00:00:00Z`))}, ${when}. ${d.detail}`,
      href: `/dashboard/leases/${d.leaseId}`,
      date: d.date,
    };
  });
  return { items, total: due.length };
};
