import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workspacesApi } from '@common/api/workspaces';
import type { InviteMemberInput } from '@common/workspaces';
import { callApi } from '@/lib/api';

export type { Invitation, InvitationDetails, Member } from '@common/api/workspaces';

export const useMembers = () => useQuery({ queryKey: ['workspace', 'members'], queryFn: () => callApi(workspacesApi.members).then((r) => r.members) });

export const useInvitations = (enabled: boolean) =>
  useQuery({
    queryKey: ['workspace', 'invitations'],
    enabled,
    queryFn: () => callApi(workspacesApi.invitations).then((r) => r.invitations),
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

export const useInviteMember = () => useTeamMutation((input: InviteMemberInput) => callApi(workspacesApi.invite, { body: input }));
export const useResendInvitation = () => useTeamMutation((id: string) => callApi(workspacesApi.resendInvitation, { params: { id } }));
export const useRevokeInvitation = () => useTeamMutation((id: string) => callApi(workspacesApi.revokeInvitation, { params: { id } }));
export const useChangeRole = () =>
  useTeamMutation((input: { memberId: string; role: 'admin' | 'member' }) =>
    callApi(workspacesApi.changeRole, { params: { memberId: input.memberId }, body: { role: input.role } }),
  );
export const useRemoveMember = () => useTeamMutation((memberId: string) => callApi(workspacesApi.removeMember, { params: { memberId } }));

export const useInvitationDetails = (id: string) =>
  useQuery({ queryKey: ['invitation', id], queryFn: () => callApi(workspacesApi.invitation, { params: { id } }) });

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(workspacesApi.acceptInvitation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
