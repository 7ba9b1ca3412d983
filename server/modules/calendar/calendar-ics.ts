/** A workspace's critical dates as an iCalendar feed: one all-day event per date, linking to its lease. */
import type { CriticalDateDto } from '../../../common/calendar.js';
import { serializeCalendar, type IcsEvent } from '../../lib/ics.js';

/** Where a date sits: "Oak Street Apartments, unit 4B". */
export function placeOf(item: Pick<CriticalDateDto, 'propertyName' | 'unitLabel'>) {
  return item.unitLabel ? `${item.propertyName}, unit ${item.unitLabel}` : item.propertyName;
}

export const leasePageUrl = (publicUrl: string, leaseId: string) => new URL(`/dashboard/leases/${encodeURIComponent(leaseId)}`, publicUrl).href;

export function criticalDateEvent(item: CriticalDateDto, publicUrl: string): IcsEvent {
  const host = new URL(publicUrl).hostname;
  const lines = [item.detail, `Property: ${item.propertyName}`];
  if (item.unitLabel) lines.push(`Unit: ${item.unitLabel}`);
  if (item.tenantNames.length) lines.push(`Tenants: ${item.tenantNames.join(', ')}`);
  if (item.source) {
    const page = item.source.evidence ? `, page ${item.source.evidence.page}` : '';
    const quote = item.source.evidence?.quote ? `: "${item.source.evidence.quote}"` : '';
    lines.push(`Source: ${item.source.documentTitle}${page}${quote}`);
  } else lines.push('Source: the lease record');
  const url = leasePageUrl(publicUrl, item.leaseId);
  lines.push(`Lease: ${url}`);
  const who = item.tenantNames.length ? ` (${item.tenantNames.join(', ')})` : '';
  return {
    uid: `${item.key}@${host}`,
    date: item.date,
    summary: `${item.title}: ${placeOf(item)}${who}`,
    description: lines.join('\n'),
    url,
    categories: [item.title],
  };
}

export function criticalDatesCalendar(items: CriticalDateDto[], options: { publicUrl: string; workspaceName: string; stamp: Date }): string {
  return serializeCalendar({
    prodId: '-//Propwise//Lease dates//EN',
    name: `${options.workspaceName}: lease dates (Propwise)`,
    refreshHours: 6,
    stamp: options.stamp,
    events: items.map((item) => criticalDateEvent(item, options.publicUrl)),
  });
}
