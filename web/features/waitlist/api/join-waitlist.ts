import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitlistApi } from '@common/api/public';
import { callApi } from '@/lib/api';
import { waitlistCountKey } from './waitlist-count';

export const joinWaitlist = (email: string) => callApi(waitlistApi.join, { body: { email } });

/** Joins the waitlist; the count shown on the page is refreshed afterwards. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistCountKey }),
  });
}
