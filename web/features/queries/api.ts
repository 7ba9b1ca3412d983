import { useQuery } from '@tanstack/react-query';
import { queriesApi } from '@common/api/queries';
import { callApi } from '@/lib/api';

/** A project's latest questions (Recent Queries in its Queries tab). */
export const useProjectQueries = (projectId: string, limit = 10) =>
  useQuery({
    queryKey: ['queries', 'list', projectId, limit],
    queryFn: () => callApi(queriesApi.list, { query: { projectId, limit } }).then((r) => r.queries),
  });

/** One saved question and answer; 404 outside the active workspace. */
export const useSavedQuery = (id: string) =>
  useQuery({
    queryKey: ['queries', 'one', id],
    queryFn: () => callApi(queriesApi.get, { params: { id } }),
    retry: false,
  });
