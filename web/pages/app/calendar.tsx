import { CalendarDays, ChevronLeft, ChevronRight, Upload } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router';
import { criticalDateKindFilterLabels, criticalDateKinds, type CriticalDateKind } from '@common/calendar';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorBanner, Spinner } from '@/components/ui/feedback';
import { NativeSelect } from '@/components/ui/input';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { type CriticalDateDto, useCriticalDates } from '@/features/calendar/api';
import { DateItem } from '@/features/calendar/date-item';
import { FeedCard } from '@/features/calendar/feed-card';
import { formatLongDate, formatMonth, isMonth, kindStyles, monthOf, monthWeeks, shiftMonth } from '@/features/calendar/format';
import { MonthGrid } from '@/features/calendar/month-grid';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';

const wideQuery = '(min-width: 768px)';
/** Whether the screen is wide enough for a month grid; phones get the list. */
function useWideScreen() {
  return useSyncExternalStore(
    (notify) => {
      const media = window.matchMedia(wideQuery);
      media.addEventListener('change', notify);
      return () => media.removeEventListener('change', notify);
    },
    () => window.matchMedia(wideQuery).matches,
  );
}

const isKind = (v: string | null): v is CriticalDateKind => (criticalDateKinds as readonly string[]).includes(v ?? '');

/** /dashboard/calendar: every critical date of the workspace's leases as a month and as a list, with the ICS feed. */
export default function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const wide = useWideScreen();
  const view = wide && params.get('view') === 'month' ? 'month' : 'list';
  const propertyId = params.get('property') ?? undefined;
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const month = isMonth(params.get('month')) ? params.get('month')! : monthOf(new Date().toISOString());
  const weeks = monthWeeks(month);
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
        return next;
      },
      { replace: true },
    );

  const filter = { propertyId, kind };
  const upcoming = useCriticalDates(filter, view === 'list');
  const monthDates = useCriticalDates({ ...filter, from: weeks[0]![0], to: weeks.at(-1)![6] }, view === 'month');
  const shown = view === 'month' ? monthDates : upcoming;
  const data = shown.data;

  return (
    <>
      <AppPageHeader
        title="Calendar"
        description="Expirations, renewal and notice deadlines, early termination dates and rent changes, read from your leases."
      />
      {!data && shown.isPending ? (
        <Spinner label="Loading lease dates" />
      ) : propertyId && shown.error instanceof ApiError && shown.error.status === 404 ? (
        <div className="space-y-3">
          <ErrorBanner message="That property is not in this workspace (it may have been deleted)." />
          <Button variant="outline" onClick={() => set({ property: null })}>
            Show all properties
          </Button>
        </div>
      ) : !data || shown.isError ? (
        <ErrorBanner message="Lease dates could not be loaded. Refresh to try again." />
      ) : data.leaseCount === 0 ? (
        <EmptyState
          icon={<CalendarDays className="h-8 w-8" />}
          title="No lease dates yet"
          description="Upload your leases (Upload Lease on the Overview, or mark a document as a lease) and Propwise reads their expirations, renewal and notice deadlines, early termination dates and rent changes onto this calendar, each linked to the passage it came from. A lease record with an end date shows its expiration too."
          action={
            <Button asChild>
              <Link to="/dashboard">
                <Upload /> Upload leases
              </Link>
            </Button>
          }
        />
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-64">
              <label htmlFor="calendar-property" className="text-sm font-medium text-gray-700">
                Property
              </label>
              <NativeSelect id="calendar-property" value={propertyId ?? ''} onChange={(e) => set({ property: e.target.value || null })}>
                <option value="">All properties</option>
                {data.properties.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-56">
              <label htmlFor="calendar-kind" className="text-sm font-medium text-gray-700">
                Kind of date
              </label>
              <NativeSelect id="calendar-kind" value={kind ?? ''} onChange={(e) => set({ kind: e.target.value || null })}>
                <option value="">All kinds</option>
                {criticalDateKinds.map((k) => (
                  <option key={k} value={k}>
                    {criticalDateKindFilterLabels[k]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {wide && (
              <Tabs value={view} onValueChange={(v) => set({ view: v === 'month' ? 'month' : null, day: null })} className="ml-auto">
                <TabsList aria-label="View">
                  <TabsTrigger value="list">Upcoming</TabsTrigger>
                  <TabsTrigger value="month">Month</TabsTrigger>
                </TabsList>
              </Tabs>
            )}
          </div>
          {view === 'month' ? (
            <MonthView
              month={month}
              items={data.items}
              loading={monthDates.isFetching}
              today={data.today}
              selected={params.get('day')}
              onMonth={(m) => set({ month: m, day: null })}
              onSelect={(day) => set({ day })}
            />
          ) : (
            <UpcomingList items={data.items} today={data.today} until={data.to} filtered={Boolean(propertyId || kind)} />
          )}
        </div>
      )}
      <div className="mt-8">
        <FeedCard />
      </div>
    </>
  );
}

function UpcomingList({ items, today, until, filtered }: { items: CriticalDateDto[]; today: string; until: string; filtered: boolean }) {
  if (!items.length)
    return (
      <p className="rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-sm text-gray-600">
        {filtered ? 'No dates match these filters' : 'No lease dates'} between today and {formatLongDate(until)}.
      </p>
    );
  const months = new Map<string, CriticalDateDto[]>();
  for (const item of items) months.set(monthOf(item.date), [...(months.get(monthOf(item.date)) ?? []), item]);
  return (
    <div className="space-y-6" data-testid="upcoming-dates">
      {[...months].map(([month, dates]) => (
        <section key={month} aria-labelledby={`month-${month}`}>
          <h2 id={`month-${month}`} className="text-sm font-semibold uppercase tracking-wide text-gray-500">
            {formatMonth(month)}
          </h2>
          <ul className="divide-y divide-gray-100">
            {dates.map((item) => (
              <DateItem key={item.key} item={item} today={today} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function MonthView(props: {
  month: string;
  items: CriticalDateDto[];
  loading: boolean;
  today: string;
  selected: string | null;
  onMonth: (month: string) => void;
  onSelect: (day: string) => void;
}) {
  const { month, items, today, selected } = props;
  const ofDay = selected ? items.filter((i) => i.date === selected) : [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="icon" onClick={() => props.onMonth(shiftMonth(month, -1))} aria-label="Previous month">
          <ChevronLeft />
        </Button>
        <h2 className="min-w-40 text-center text-lg font-semibold text-gray-900" aria-live="polite">
          {formatMonth(month)}
        </h2>
        <Button variant="outline" size="icon" onClick={() => props.onMonth(shiftMonth(month, 1))} aria-label="Next month">
          <ChevronRight />
        </Button>
        <Button variant="ghost" size="sm" onClick={() => props.onMonth(monthOf(today))}>
          Today
        </Button>
        {props.loading && <Spinner className="h-4 w-4" label="Loading the month" />}
        <ul className="ml-auto flex flex-wrap gap-x-3 gap-y-1 text-xs text-gray-600" aria-label="Legend">
          {criticalDateKinds.map((k) => (
            <li key={k} className="flex items-center gap-1.5">
              <span className={cn('h-2 w-2 rounded-full', kindStyles[k].dot)} aria-hidden />
              {criticalDateKindFilterLabels[k]}
            </li>
          ))}
        </ul>
      </div>
      <MonthGrid month={month} items={items} today={today} selected={selected} onSelect={props.onSelect} />
      {selected && (
        <section aria-labelledby="selected-day">
          <h2 id="selected-day" className="text-sm font-semibold text-gray-900">
            {formatLongDate(selected)}
          </h2>
          {ofDay.length ? (
            <ul className="divide-y divide-gray-100">
              {ofDay.map((item) => (
                <DateItem key={item.key} item={item} today={today} />
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-gray-600">Nothing due on this day.</p>
          )}
        </section>
      )}
    </div>
  );
}
