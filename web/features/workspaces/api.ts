import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workspacesApi } from '@common/api/workspaces';
import type { WorkspaceSettingsInput } from '@common/workspaces';
import { callApi } from '@/lib/api';
import { authClient } from '@/lib/auth-client';

export type { CurrentWorkspace, RecentQuery, Summary, Usage, WorkspaceListItem } from '@common/api/workspaces';

export const useWorkspaces = () => useQuery({ queryKey: ['workspaces'], queryFn: () => callApi(workspacesApi.list).then((r) => r.workspaces) });

export const useCurrentWorkspace = () => useQuery({ queryKey: ['workspace', 'current'], queryFn: () => callApi(workspacesApi.current) });

export const useUsage = () => useQuery({ queryKey: ['workspace', 'usage'], queryFn: () => callApi(workspacesApi.usage) });

export const useSummary = () => useQuery({ queryKey: ['workspace', 'summary'], queryFn: () => callApi(workspacesApi.summary) });

export const useRecentQueries = () =>
  useQuery({
    queryKey: ['workspace', 'recent-queries'],
    queryFn: () => callApi(workspacesApi.recentQueries).then((r) => r.queries),
  });

/** Makes a workspace active for this session; everything on screen belonged to the old one, so refetch it all. */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (organizationId: string) => {
      const { error } = await authClient.organization.setActive({ organizationId });
      if (error) throw new Error(error.message ?? 'Could not switch workspace');
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useCreateWorkspace() {
  const switchTo = useSwitchWorkspace();
  return useMutation({
    mutationFn: async (name: string) => {
      const created = await callApi(workspacesApi.create, { body: { name } });
      await switchTo.mutateAsync(created.id);
      return created;
    },
  });
}

export function useUpdateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkspaceSettingsInput) => callApi(workspacesApi.updateCurrent, { body: input }),
    onSuccess: (ws) => {
      queryClient.setQueryData(['workspace', 'current'], ws);
      void queryClient.invalidateQueries({ queryKey: ['workspaces'] });
    },
  });
}
