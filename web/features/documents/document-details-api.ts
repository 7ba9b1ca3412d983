import { useQuery } from '@tanstack/react-query';
import { documentsApi } from '@common/api/documents';
import { callApi } from '@/lib/api';
import { fetchDocument, isActive } from './api';

/** Queries of one document's page; refreshed after any action taken there. */
export const documentDetailKey = (id: string) => ['documents', 'detail', id] as const;

/** One document with what the caller may do; polled while it is being processed so its status moves. */
export const useDocument = (id: string) =>
  useQuery({
    queryKey: [...documentDetailKey(id), 'document'],
    queryFn: () => fetchDocument(id),
    retry: (count, err) => count < 2 && !(err as { status?: number }).status,
    refetchInterval: (query) => (query.state.data && isActive(query.state.data) ? 3000 : false),
  });

/** The document's processing runs, newest first (server/modules/documents/document-history.ts). */
export const useDocumentHistory = (id: string, poll: boolean) =>
  useQuery({
    queryKey: [...documentDetailKey(id), 'history'],
    queryFn: () => callApi(documentsApi.history, { params: { id } }).then((r) => r.runs),
    refetchInterval: poll ? 3000 : false,
  });
