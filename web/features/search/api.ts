import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { searchApi } from '@common/api/search';
import type { SearchRequest } from '@common/search';
import { callApi } from '@/lib/api';

/** Full search; the server logs it in the query log, so usage and recent searches change afterwards. */
export function useDocumentSearch(request: SearchRequest | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['search', request],
    queryFn: async () => {
      const res = await callApi(searchApi.search, { body: request! });
      void queryClient.invalidateQueries({ queryKey: ['workspace'] });
      return res;
    },
    enabled: !!request,
    // A search is logged every time it runs: do not rerun it on focus or remount.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Names of documents and projects as you type (debounced by the caller). */
export function useQuickSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: ['search', 'quick', term],
    queryFn: ({ signal }) => callApi(searchApi.quick, { query: { q: term } }, { signal }),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
