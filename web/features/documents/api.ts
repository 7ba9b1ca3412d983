import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { documentsApi } from '@common/api/documents';
import type { DocumentDto, DocumentLinks, DocumentListSort, DocumentStatus, DocumentType } from '@common/documents';
import { callApi } from '@/lib/api';

export interface DocumentFilters {
  type?: DocumentType;
  status?: DocumentStatus;
  sort: DocumentListSort;
  /** Documents linked to this property (issue 10). */
  propertyId?: string;
}

export const documentsKey = (projectId: string, filters?: DocumentFilters) =>
  filters ? ['documents', 'list', projectId, filters] : ['documents', 'list', projectId];

/** Still moving through the pipeline: its status will change without the user doing anything. */
export const isActive = (doc: Pick<DocumentDto, 'status'>) => doc.status === 'queued' || doc.status === 'processing';

export function useDocuments(projectId: string, filters: DocumentFilters) {
  return useQuery({
    queryKey: documentsKey(projectId, filters),
    queryFn: () =>
      callApi(documentsApi.list, {
        query: { project_id: projectId || undefined, sort: filters.sort, type: filters.type, status: filters.status, property_id: filters.propertyId },
      }).then((r) => r.documents),
    placeholderData: (previous) => previous,
  });
}

export const useDocumentVersions = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['documents', 'versions', id],
    queryFn: () => callApi(documentsApi.versions, { params: { id } }).then((r) => r.versions),
    enabled,
  });

export const fetchDocument = (id: string) => callApi(documentsApi.get, { params: { id } });

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
    mutationFn: ({ id, ...input }: { id: string; title?: string; type?: DocumentType } & DocumentLinks) =>
      callApi(documentsApi.update, { params: { id }, body: input }),
    onSuccess: (doc) => {
      patchDocumentInLists(queryClient, doc.id, doc);
      void queryClient.invalidateQueries({ queryKey: ['documents', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['documents', 'detail', doc.id] });
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(documentsApi.remove, { params: { id } }),
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
    mutationFn: (id: string) => callApi(documentsApi.retry, { params: { id } }),
    onSuccess: (doc) => {
      patchDocumentInLists(queryClient, doc.id, doc);
    },
  });
}

/** Asks for a short-lived signed link and follows it; the server serves the original as an attachment. */
export async function downloadDocument(id: string) {
  const { url } = await callApi(documentsApi.downloadLink, { params: { id } });
  window.location.assign(url);
}
