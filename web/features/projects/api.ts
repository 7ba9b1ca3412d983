import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectsApi } from '@common/api/projects';
import type { ProjectInput } from '@common/projects';
import { callApi } from '@/lib/api';

export type { Project, ProjectDetail, ProjectStats } from '@common/api/projects';

export const useProjects = () =>
  useQuery({
    queryKey: ['projects'],
    queryFn: () => callApi(projectsApi.list).then((r) => r.projects),
  });

export const useProject = (id: string) =>
  useQuery({
    queryKey: ['projects', id],
    queryFn: () => callApi(projectsApi.get, { params: { id } }),
    retry: false,
  });

export const useProjectStats = (id: string) =>
  useQuery({
    queryKey: ['projects', id, 'stats'],
    queryFn: () => callApi(projectsApi.stats, { params: { id } }),
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

export const useCreateProject = () => useProjectMutation((input: ProjectInput) => callApi(projectsApi.create, { body: input }));

export const useUpdateProject = (id: string) =>
  useProjectMutation((input: Partial<ProjectInput>) => callApi(projectsApi.update, { params: { id }, body: input }));

export const useDeleteProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(projectsApi.remove, { params: { id } }),
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
