import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface Project {
  id: string;
  name: string;
  description: string;
  address: string | null;
  unitCount: number | null;
  documentCount: number;
  totalQueries: number;
  lastQueryAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Whether the caller's role or authorship lets them rename or delete it (the server checks again). */
  canEdit: boolean;
}

export interface ProjectDetail extends Project {
  createdByName: string | null;
}

export interface ProjectStats {
  documentCount: number;
  documentsByType: Record<string, number>;
  documentsByStatus: Record<string, number>;
  totalQueries: number;
  lastQueryAt: string | null;
  storageBytes: number;
}

export interface ProjectInput {
  name: string;
  description: string;
  address: string | null;
  unitCount: number | null;
}

const base = '/api/app/projects';

export const useProjects = () =>
  useQuery({
    queryKey: ['projects'],
    queryFn: () => api<{ projects: Project[] }>(base).then((r) => r.projects),
  });

export const useProject = (id: string) =>
  useQuery({
    queryKey: ['projects', id],
    queryFn: () => api<ProjectDetail>(`${base}/${encodeURIComponent(id)}`),
    retry: false,
  });

export const useProjectStats = (id: string) =>
  useQuery({
    queryKey: ['projects', id, 'stats'],
    queryFn: () => api<ProjectStats>(`${base}/${encodeURIComponent(id)}/stats`),
    retry: false,
  });

function useProjectMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
      void queryClient.invalidateQueries({
        queryKey: ['workspace', 'summary'],
      });
    },
  });
}

export const useCreateProject = () => useProjectMutation((input: ProjectInput) => api<ProjectDetail>(base, { method: 'POST', json: input }));

export const useUpdateProject = (id: string) =>
  useProjectMutation((input: Partial<ProjectInput>) =>
    api<ProjectDetail>(`${base}/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      json: input,
    }),
  );

export const useDeleteProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_r, id) => {
      queryClient.removeQueries({ queryKey: ['projects', id] });
      void queryClient.invalidateQueries({
        queryKey: ['projects'],
        exact: true,
      });
      void queryClient.invalidateQueries({
        queryKey: ['workspace', 'summary'],
      });
    },
  });
};
