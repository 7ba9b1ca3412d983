import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@common/permissions';
import { api } from '@/lib/api';

export interface Member {
  id: string;
  userId: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  joinedAt: string;
  lastActiveAt: string | null;
}

export interface Invitation {
  id: string;
  email: string;
  role: Role;
  status: string;
  expiresAt: string;
  createdAt: string;
  invitedBy: string | null;
}

export interface InvitationDetails {
  id: string;
  email: string;
  role: Role;
  workspaceName: string;
  inviterName: string | null;
  status: string;
}

const base = '/api/app/workspaces/current';

export const useMembers = () =>
  useQuery({ queryKey: ['workspace', 'members'], queryFn: () => api<{ members: Member[] }>(`${base}/members`).then((r) => r.members) });

export const useInvitations = (enabled: boolean) =>
  useQuery({
    queryKey: ['workspace', 'invitations'],
    enabled,
    queryFn: () => api<{ invitations: Invitation[] }>(`${base}/invitations`).then((r) => r.invitations),
  });

function useTeamMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['workspace', 'members'] });
      void queryClient.invalidateQueries({ queryKey: ['workspace', 'invitations'] });
      void queryClient.invalidateQueries({ queryKey: ['workspace', 'summary'] });
    },
  });
}

export const useInviteMember = () =>
  useTeamMutation((input: { email: string; role: 'admin' | 'member' }) => api(`${base}/invitations`, { method: 'POST', json: input }));
export const useResendInvitation = () => useTeamMutation((id: string) => api(`${base}/invitations/${id}/resend`, { method: 'POST' }));
export const useRevokeInvitation = () => useTeamMutation((id: string) => api(`${base}/invitations/${id}`, { method: 'DELETE' }));
export const useChangeRole = () =>
  useTeamMutation((input: { memberId: string; role: 'admin' | 'member' }) => api(`${base}/members/${input.memberId}`, { method: 'PATCH', json: { role: input.role } }));
export const useRemoveMember = () => useTeamMutation((memberId: string) => api(`${base}/members/${memberId}`, { method: 'DELETE' }));

export const useInvitationDetails = (id: string) =>
  useQuery({ queryKey: ['invitation', id], queryFn: () => api<InvitationDetails>(`/api/app/workspaces/invitations/${id}`) });

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ workspaceId: string | null }>(`/api/app/workspaces/invitations/${id}/accept`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
