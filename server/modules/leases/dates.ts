/** Calendar dates as YYYY-MM-DD strings (UTC), the way lease terms and lease records store them. */

export const todayUtc = () => new Date().toISOString().slice(0, 10);

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const asIso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const d = asDate(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return asIso(d);
}

/** Same day n months later, clamped to the month's end (Jan 31 + 1 month = Feb 28). */
export function addMonths(iso: string, months: number): string {
  const d = asDate(iso);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return asIso(d);
}

/** A lease's status from its dates: not started (draft), running (active) or ended (expired). */
export function statusOn(today: string, start: string, end: string | null): 'draft' | 'active' | 'expired' {
  if (start > today) return 'draft';
  if (end && end < today) return 'expired';
  return 'active';
}
