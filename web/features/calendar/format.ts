import type { CriticalDateKind } from '@common/calendar';

/** Lease dates are calendar days without a time zone: every format and sum here is in UTC. */
const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => iso(new Date(at(date).getTime() + days * 86_400_000));
export const daysFrom = (from: string, to: string) => Math.round((at(to).getTime() - at(from).getTime()) / 86_400_000);

const longFmt = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthFmt = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFmt = new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' });
const shortMonthFmt = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

export const formatLongDate = (date: string) => longFmt.format(at(date));
export const formatMonth = (month: string) => monthFmt.format(at(`${month}-01`));
export const dayOfMonth = (date: string) => dayFmt.format(at(date));
export const shortMonth = (date: string) => shortMonthFmt.format(at(date));

/** "today", "tomorrow", "in 12 days", "3 days ago". */
export function relativeDays(today: string, date: string) {
  const n = daysFrom(today, date);
  if (n === 0) return 'today';
  if (n === 1) return 'tomorrow';
  if (n === -1) return 'yesterday';
  return n > 0 ? `in ${n} days` : `${-n} days ago`;
}

/** YYYY-MM of a date, and the month before or after. */
export const monthOf = (date: string) => date.slice(0, 7);
export function shiftMonth(month: string, by: number) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return iso(d).slice(0, 7);
}
export const isMonth = (v: string | null): v is string => !!v && /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

/** The weeks (Sunday first) that show a month, as dates; days of the neighbouring months fill the edges. */
export function monthWeeks(month: string): string[][] {
  const first = at(`${month}-01`);
  const start = addDays(iso(first), -first.getUTCDay());
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const end = addDays(iso(lastDay), 6 - lastDay.getUTCDay());
  const weeks: string[][] = [];
  for (let day = start; day <= end; day = addDays(day, 7)) weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  return weeks;
}

/** Colours by kind, the same in the month grid, the list and the legend. */
export const kindStyles: Record<CriticalDateKind, { chip: string; dot: string }> = {
  expiration: { chip: 'bg-red-50 text-red-800 border-red-200', dot: 'bg-red-500' },
  renewal_deadline: { chip: 'bg-amber-50 text-amber-900 border-amber-200', dot: 'bg-amber-500' },
  notice_deadline: { chip: 'bg-orange-50 text-orange-900 border-orange-200', dot: 'bg-orange-500' },
  break_deadline: { chip: 'bg-violet-50 text-violet-900 border-violet-200', dot: 'bg-violet-500' },
  rent_change: { chip: 'bg-sky-50 text-sky-900 border-sky-200', dot: 'bg-sky-500' },
};
