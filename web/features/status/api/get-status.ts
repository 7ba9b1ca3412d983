import { useQuery } from '@tanstack/react-query';
import { statusApi } from '@common/api/public';
import { callApi } from '@/lib/api';

export const STATUS_REFRESH_MS = 30_000;

/** Live status, checked again every 30 seconds while the page is open. */
export function useStatus() {
  return useQuery({
    queryKey: ['status'],
    queryFn: () => callApi(statusApi.status),
    refetchInterval: STATUS_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}
