import type { CriticalDateDto } from '@common/calendar';
import { cn } from '@/lib/cn';
import { placeOf } from './date-item';
import { dayOfMonth, formatLongDate, kindStyles, monthOf, monthWeeks } from './format';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SHOWN_PER_DAY = 3;

/** A month of days, Sunday first, each with its dates as coloured chips; choosing a day lists its dates below. */
export function MonthGrid({
  month,
  items,
  today,
  selected,
  onSelect,
}: {
  month: string;
  items: CriticalDateDto[];
  today: string;
  selected: string | null;
  onSelect: (day: string) => void;
}) {
  const byDay = new Map<string, CriticalDateDto[]>();
  for (const item of items) byDay.set(item.date, [...(byDay.get(item.date) ?? []), item]);

  return (
    <div className="overflow-hidden rounded-xl border border-gray-200 bg-white" data-testid="month-grid">
      <div className="grid grid-cols-7 border-b border-gray-200 bg-gray-50 text-center text-xs font-semibold uppercase text-gray-500" aria-hidden>
        {weekdays.map((d) => (
          <div key={d} className="py-2">
            {d}
          </div>
        ))}
      </div>
      {monthWeeks(month).map((week) => (
        <div key={week[0]} className="grid grid-cols-7 border-b border-gray-100 last:border-b-0">
          {week.map((day) => {
            const dates = byDay.get(day) ?? [];
            const inMonth = monthOf(day) === month;
            const label = `${formatLongDate(day)}: ${dates.length ? `${dates.length} date${dates.length === 1 ? '' : 's'}` : 'nothing due'}`;
            return (
              <button
                key={day}
                type="button"
                onClick={() => onSelect(day)}
                aria-label={label}
                aria-pressed={selected === day}
                className={cn(
                  'flex min-h-24 min-w-0 flex-col gap-1 border-r border-gray-100 p-1.5 text-left last:border-r-0 hover:bg-gray-50 focus-visible:relative focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  !inMonth && 'bg-gray-50/60 text-gray-400',
                  selected === day && 'bg-brand-50 hover:bg-brand-50',
                )}
              >
                <span
                  className={cn(
                    'flex h-6 w-6 items-center justify-center rounded-full text-xs font-medium',
                    day === today ? 'bg-brand-600 text-white' : inMonth ? 'text-gray-900' : 'text-gray-400',
                  )}
                >
                  {dayOfMonth(day)}
                </span>
                {dates.slice(0, SHOWN_PER_DAY).map((item) => (
                  <span
                    key={item.key}
                    className={cn('block truncate rounded border px-1 py-0.5 text-[11px] leading-tight', kindStyles[item.kind].chip)}
                    title={`${item.title}: ${placeOf(item)}`}
                  >
                    {item.title}: {placeOf(item)}
                  </span>
                ))}
                {dates.length > SHOWN_PER_DAY && <span className="text-[11px] font-medium text-gray-600">+{dates.length - SHOWN_PER_DAY} more</span>}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
