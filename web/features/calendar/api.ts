import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarApi } from '@common/api/calendar';
import type { AlertSettings, CriticalDateKind } from '@common/calendar';
import { callApi } from '@/lib/api';

export type { CriticalDatesResponse, CreatedCalendarFeed } from '@common/api/calendar';
export type { CriticalDateDto } from '@common/calendar';

export interface DatesQuery {
  from?: string;
  to?: string;
  propertyId?: string;
  kind?: CriticalDateKind;
}

/** The workspace's critical dates in a range; the last answer stays on screen while another month loads. */
export const useCriticalDates = (query: DatesQuery, enabled = true) =>
  useQuery({
    queryKey: ['workspace', 'calendar', 'dates', query],
    queryFn: () => callApi(calendarApi.dates, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });

const feedKey = ['workspace', 'calendar', 'feed'];

export const useCalendarFeed = () => useQuery({ queryKey: feedKey, queryFn: () => callApi(calendarApi.feed) });

export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(calendarApi.createFeed),
    onSuccess: (created) => queryClient.setQueryData(feedKey, { active: true, createdAt: created.createdAt }),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(calendarApi.revokeFeed),
    onSuccess: () => queryClient.setQueryData(feedKey, { active: false, createdAt: null }),
  });
}

const settingsKey = ['workspace', 'calendar', 'alert-settings'];

export const useAlertSettings = () => useQuery({ queryKey: settingsKey, queryFn: () => callApi(calendarApi.alertSettings) });

export function useUpdateAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertSettings) => callApi(calendarApi.updateAlertSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
