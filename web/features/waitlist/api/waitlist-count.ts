import { useQuery } from '@tanstack/react-query';
import type { WaitlistCountResponse } from '@common/waitlist';
import { api } from '@/lib/api';

export const waitlistCountKey = ['waitlist', 'count'] as const;

/** The real number of addresses on the waitlist (GET /api/app/waitlist/count). */
export function useWaitlistCount() {
  return useQuery({ queryKey: waitlistCountKey, queryFn: () => api<WaitlistCountResponse>('/api/app/waitlist/count') });
}
