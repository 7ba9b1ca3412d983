import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinWaitlistResponse } from '@common/waitlist';
import { api } from '@/lib/api';
import { waitlistCountKey } from './waitlist-count';

export const joinWaitlist = (email: string) => api<JoinWaitlistResponse>('/api/app/waitlist', { method: 'POST', json: { email } });

/** Joins the waitlist; the count shown on the page is refreshed afterwards. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistCountKey }),
  });
}
