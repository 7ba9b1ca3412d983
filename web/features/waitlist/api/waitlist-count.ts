import { useQuery } from '@tanstack/react-query';
import { waitlistApi } from '@common/api/public';
import { callApi } from '@/lib/api';

export const waitlistCountKey = ['waitlist', 'count'] as const;

/** The real number of addresses on the waitlist (GET /api/app/waitlist/count). */
export function useWaitlistCount() {
  return useQuery({ queryKey: waitlistCountKey, queryFn: () => callApi(waitlistApi.count) });
}
