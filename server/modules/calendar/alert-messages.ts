/** The words of a critical-date alert: the bell's notification and the email listing a run's new alerts. */
import type { CriticalDateDto } from '../../../common/calendar.js';
import { renderEmail } from '../../lib/mail/templates.js';
import { placeOf } from './calendar-ics.js';

const dateFmt = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
export const longDate = (iso: string) => dateFmt.format(new Date(`${iso}T00:00:00Z`));

export function inDays(days: number) {
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

const who = (item: CriticalDateDto) => (item.tenantNames.length ? ` (${item.tenantNames.join(', ')})` : '');

export interface DueAlert {
  item: CriticalDateDto;
  daysUntil: number;
}

/** One notification per alert: "Lease expires in 45 days", where and when, linking to the lease. */
export function alertNotification({ item, daysUntil }: DueAlert) {
  return {
    title: `${item.title} ${inDays(daysUntil)}`,
    body: `${placeOf(item)}${who(item)}: ${longDate(item.date)}`,
    link: `/dashboard/leases/${item.leaseId}`,
  };
}

/** A run that finds many new alerts for one person (a first run over a big portfolio) says so once, not 300 times. */
export const NOTIFICATIONS_PER_RUN = 10;
export function alertsSummaryNotification(alerts: DueAlert[]) {
  const nearest = alerts[0]!;
  return {
    title: `${alerts.length} lease dates need attention`,
    body: `The nearest: ${nearest.item.title.toLowerCase()} ${inDays(nearest.daysUntil)} at ${placeOf(nearest.item)}. The calendar lists them all.`,
    link: '/dashboard/calendar',
  };
}

/** In an email, at most this many dates are listed one by one; the calendar has the rest. */
const EMAIL_LIST_LIMIT = 50;

export function alertEmail(alerts: DueAlert[], options: { workspaceName: string; publicUrl: string }) {
  const listed = alerts.slice(0, EMAIL_LIST_LIMIT);
  const first = alerts[0]!;
  const subject =
    alerts.length === 1
      ? `${first.item.title} ${inDays(first.daysUntil)}: ${placeOf(first.item)}`
      : `${alerts.length} lease dates coming up in ${options.workspaceName}`;
  const paragraphs = listed.map(
    ({ item, daysUntil }) => `${longDate(item.date)} (${inDays(daysUntil)}): ${item.title}, ${placeOf(item)}${who(item)}. ${item.detail}.`,
  );
  if (alerts.length > listed.length) paragraphs.push(`And ${alerts.length - listed.length} more on the calendar.`);
  return renderEmail({
    subject,
    heading: alerts.length === 1 ? 'A lease date is coming up' : `${alerts.length} lease dates are coming up`,
    paragraphs,
    action: { label: 'Open the calendar', url: new URL('/dashboard/calendar', options.publicUrl).href },
    footnote: `You receive this as a member of ${options.workspaceName} on Propwise. Owners and Admins choose how far ahead alerts come in Settings; you can turn off email notifications in Settings > Notifications.`,
  });
}
