import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@common/permissions';
import { api } from '@/lib/api';
import { authClient } from '@/lib/auth-client';

export interface WorkspaceListItem {
  id: string;
  name: string;
  role: Role;
  active: boolean;
}

export interface CurrentWorkspace {
  id: string;
  name: string;
  website: string;
  description: string;
  createdAt: string;
  role: Role;
  plan: { id: string; name: string; monthlyQueries: number | null; trial: boolean; trialDays: number; trialEndsAt: string };
}

export interface Usage {
  used: number;
  limit: number | null;
  planName: string;
  periodStart: string;
}

export interface Summary {
  documents: number;
  projects: number;
  questionsThisMonth: number;
  searchesThisMonth: number;
  members: number;
}

export interface RecentQuery {
  id: string;
  kind: 'question' | 'search';
  question: string;
  answered: boolean;
  resultCount: number;
  citationCount: number;
  createdAt: string;
}

export const useWorkspaces = () =>
  useQuery({ queryKey: ['workspaces'], queryFn: () => api<{ workspaces: WorkspaceListItem[] }>('/api/app/workspaces').then((r) => r.workspaces) });

export const useCurrentWorkspace = () =>
  useQuery({ queryKey: ['workspace', 'current'], queryFn: () => api<CurrentWorkspace>('/api/app/workspaces/current') });

export const useUsage = () => useQuery({ queryKey: ['workspace', 'usage'], queryFn: () => api<Usage>('/api/app/workspaces/current/usage') });

export const useSummary = () => useQuery({ queryKey: ['workspace', 'summary'], queryFn: () => api<Summary>('/api/app/workspaces/current/summary') });

export const useRecentQueries = () =>
  useQuery({
    queryKey: ['workspace', 'recent-queries'],
    queryFn: () => api<{ queries: RecentQuery[] }>('/api/app/workspaces/current/recent-queries').then((r) => r.queries),
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
      const created = await api<{ id: string; name: string }>('/api/app/workspaces', { method: 'POST', json: { name } });
      await switchTo.mutateAsync(created.id);
      return created;
    },
  });
}

export function useUpdateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; website: string; description: string }) =>
      api<CurrentWorkspace>('/api/app/workspaces/current', { method: 'PATCH', json: input }),
    onSuccess: (ws) => {
      queryClient.setQueryData(['workspace', 'current'], ws);
      void queryClient.invalidateQueries({ queryKey: ['workspaces'] });
    },
  });
}
