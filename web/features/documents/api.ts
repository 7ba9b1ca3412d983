import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DocumentDto, DocumentListSort, DocumentStatus, DocumentType, DocumentVersionDto } from '@common/documents';
import { api } from '@/lib/api';

const base = '/api/app/documents';

export interface DocumentFilters {
  type?: DocumentType;
  status?: DocumentStatus;
  sort: DocumentListSort;
}

export const documentsKey = (projectId: string, filters?: DocumentFilters) =>
  filters ? ['documents', 'list', projectId, filters] : ['documents', 'list', projectId];

/** Still moving through the pipeline: its status will change without the user doing anything. */
export const isActive = (doc: Pick<DocumentDto, 'status'>) => doc.status === 'queued' || doc.status === 'processing';

export function useDocuments(projectId: string, filters: DocumentFilters) {
  return useQuery({
    queryKey: documentsKey(projectId, filters),
    queryFn: () => {
      const q = new URLSearchParams({
        project_id: projectId,
        sort: filters.sort,
      });
      if (filters.type) q.set('type', filters.type);
      if (filters.status) q.set('status', filters.status);
      return api<{ documents: DocumentDto[] }>(`${base}?${q}`).then((r) => r.documents);
    },
    placeholderData: (previous) => previous,
  });
}

export const useDocumentVersions = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['documents', 'versions', id],
    queryFn: () => api<{ versions: DocumentVersionDto[] }>(`${base}/${encodeURIComponent(id)}/versions`).then((r) => r.versions),
    enabled,
  });

export const fetchDocument = (id: string) => api<DocumentDto>(`${base}/${encodeURIComponent(id)}`);

/** Replaces one document wherever it appears in cached lists (a list filtered by status may now be stale: refetch those). */
export function patchDocumentInLists(queryClient: QueryClient, documentId: string, patch: Partial<DocumentDto>) {
  let found = false;
  queryClient.setQueriesData<DocumentDto[]>({ queryKey: ['documents', 'list'] }, (list) => {
    if (!list) return list;
    return list.map((d) => {
      if (d.id !== documentId) return d;
      found = true;
      return { ...d, ...patch };
    });
  });
  return found;
}

export function invalidateDocumentCounts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['projects'] });
  void queryClient.invalidateQueries({ queryKey: ['workspace', 'summary'] });
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string; title?: string; type?: DocumentType }) =>
      api<DocumentDto>(`${base}/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: input,
      }),
    onSuccess: (doc) => {
      patchDocumentInLists(queryClient, doc.id, doc);
      void queryClient.invalidateQueries({ queryKey: ['documents', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_r, id) => {
      queryClient.setQueriesData<DocumentDto[]>({ queryKey: ['documents', 'list'] }, (list) => list?.filter((d) => d.id !== id));
      void queryClient.invalidateQueries({ queryKey: ['documents', 'list'] });
      invalidateDocumentCounts(queryClient);
    },
  });
}

export function useRetryDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<DocumentDto>(`${base}/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
      }),
    onSuccess: (doc) => {
      patchDocumentInLists(queryClient, doc.id, doc);
    },
  });
}

/** Asks for a short-lived signed link and follows it; the server serves the original as an attachment. */
export async function downloadDocument(id: string) {
  const { url } = await api<{ url: string }>(`${base}/${encodeURIComponent(id)}/download-link`, { method: 'POST' });
  window.location.assign(url);
}
