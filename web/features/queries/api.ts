import { useQuery } from '@tanstack/react-query';
import type { QueryLogEntryDto } from '@common/search';
import { api } from '@/lib/api';

/** A project's latest questions (Recent Queries in its Queries tab). */
export const useProjectQueries = (projectId: string, limit = 10) =>
  useQuery({
    queryKey: ['queries', 'list', projectId, limit],
    queryFn: () =>
      api<{ queries: QueryLogEntryDto[] }>(`/api/app/queries?${new URLSearchParams({ projectId, limit: String(limit) })}`).then((r) => r.queries),
  });

/** One saved question and answer; 404 outside the active workspace. */
export const useSavedQuery = (id: string) =>
  useQuery({
    queryKey: ['queries', 'one', id],
    queryFn: () => api<QueryLogEntryDto>(`/api/app/queries/${encodeURIComponent(id)}`),
    retry: false,
  });
