import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOverview, WaitlistRow } from '@common/admin';
import { api } from '@/lib/api';

export type { AdminOverview, PendingAccount, WaitlistRow } from '@common/admin';

const key = ['admin', 'overview'];

/** GET /api/app/admin: accounts awaiting approval and the waitlist (403 for anyone but platform administrators). */
export function useAdminOverview() {
  return useQuery({ queryKey: key, queryFn: () => api<AdminOverview>('/api/app/admin'), retry: false });
}

export function useApproveAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ approved: boolean }>(`/api/app/admin/accounts/${encodeURIComponent(id)}/approve`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}

export function useInviteFromWaitlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ entry: WaitlistRow }>(`/api/app/admin/waitlist/${encodeURIComponent(id)}/invite`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
