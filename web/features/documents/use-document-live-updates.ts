import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { DocumentDeletedEvent, DocumentDto, DocumentStatusEvent } from '@common/documents';
import { useCurrentWorkspace } from '@/features/workspaces/api';
import { useAppConfig } from '@/lib/use-app-config';
import { useWorkspaceEvents, type LiveEvent } from '@/lib/use-workspace-events';
import { fetchDocument, invalidateDocumentCounts, isActive, patchDocumentInLists } from './api';
import { lastLiveEventAt, markLiveEvent } from './live-clock';
import { uploads } from './upload-store';

// Events normally carry every change; when none has arrived for this long although work is in progress (stream
// dropped, a proxy buffering it), a light refetch keeps the screen honest until events resume.
const QUIET_MS = 8_000;
const CHECK_EVERY_MS = 4_000;

/**
 * Keeps document lists and the upload rows current from the workspace's live events. Mount once per screen that
 * shows documents.
 */
export function useDocumentLiveUpdates() {
  const queryClient = useQueryClient();
  const { data: workspace } = useCurrentWorkspace();
  const { data: config } = useAppConfig();

  useEffect(() => {
    if (config) uploads.setLimit(config.maxUploadMb);
  }, [config]);

  useEffect(
    () =>
      uploads.onUploaded(() => {
        void queryClient.invalidateQueries({ queryKey: ['documents', 'list'] });
        invalidateDocumentCounts(queryClient);
      }),
    [queryClient],
  );

  const onEvent = useCallback(
    (event: LiveEvent) => {
      markLiveEvent();
      if (event.type === 'document.status') {
        const data = event.data as unknown as DocumentStatusEvent;
        uploads.applyStatus(data);
        const found = patchDocumentInLists(queryClient, data.documentId, {
          status: data.status,
          stage: data.stage,
          progress: data.progress,
          error: data.error,
        });
        // A document this screen has not seen (uploaded elsewhere, an email's attachment): fetch the list.
        if (!found || data.status === 'processed' || data.status === 'failed') {
          void queryClient.invalidateQueries({
            queryKey: ['documents', 'list', data.projectId],
          });
        }
        if (data.status === 'processed' || data.status === 'failed') {
          void queryClient.invalidateQueries({
            queryKey: ['projects', data.projectId, 'stats'],
          });
          // The dashboard: a failed document, or a lease whose terms are read next, changes what needs attention.
          void queryClient.invalidateQueries({ queryKey: ['workspace', 'summary'] });
          void queryClient.invalidateQueries({ queryKey: ['workspace', 'attention'] });
        }
      } else if (event.type === 'document.deleted') {
        const data = event.data as unknown as DocumentDeletedEvent;
        uploads.removeDocument(data.documentId);
        queryClient.setQueriesData<DocumentDto[]>({ queryKey: ['documents', 'list'] }, (list) => list?.filter((d) => d.id !== data.documentId));
        invalidateDocumentCounts(queryClient);
      }
    },
    [queryClient],
  );
  useWorkspaceEvents(workspace?.id, onEvent, ['document.status', 'document.deleted']);

  useEffect(() => {
    markLiveEvent(); // the stream is opening: give it time before falling back
    const timer = setInterval(() => {
      if (Date.now() - lastLiveEventAt() < QUIET_MS) return;
      for (const item of uploads.snapshot()) {
        if (item.doc && isActive(item.doc)) void fetchDocument(item.doc.id).then(uploads.applyDocument, () => undefined);
      }
      const lists = queryClient.getQueriesData<DocumentDto[]>({
        queryKey: ['documents', 'list'],
      });
      if (lists.some(([, list]) => list?.some(isActive))) void queryClient.invalidateQueries({ queryKey: ['documents', 'list'] });
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [queryClient]);
}
