import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@common/api/admin';
import { callApi } from '@/lib/api';

export type { AdminOverview, PendingAccount, WaitlistRow } from '@common/admin';

const key = ['admin', 'overview'];

/** GET /api/app/admin: accounts awaiting approval and the waitlist (403 for anyone but platform administrators). */
export function useAdminOverview() {
  return useQuery({ queryKey: key, queryFn: () => callApi(adminApi.overview), retry: false });
}

export function useApproveAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(adminApi.approve, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}

export function useInviteFromWaitlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(adminApi.invite, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
