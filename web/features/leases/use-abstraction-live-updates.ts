import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LEASE_ABSTRACTION_EVENT, type LeaseAbstractionEvent } from '@common/lease-abstraction';
import { useCurrentWorkspace } from '@/features/workspaces/api';
import { useWorkspaceEvents, type LiveEvent } from '@/lib/use-workspace-events';
import { abstractionKey } from './api';

/**
 * Keeps lease screens current from the workspace's live events: an abstraction queued, read, failed, corrected
 * or linked (by anyone, in any tab) refreshes it and the lease pages that show it; a document finishing processing
 * refreshes its abstraction (it is queued as it finishes). `documentId`: only that document's events, else all.
 */
export function useAbstractionLiveUpdates(documentId?: string) {
  const queryClient = useQueryClient();
  const { data: workspace } = useCurrentWorkspace();
  const onEvent = useCallback(
    (event: LiveEvent) => {
      const data = event.data as unknown as LeaseAbstractionEvent;
      if (documentId && data.documentId !== documentId) return;
      void queryClient.invalidateQueries({ queryKey: documentId ? abstractionKey(documentId) : ['leases', 'abstraction'] });
      if (event.type === LEASE_ABSTRACTION_EVENT) {
        void queryClient.invalidateQueries({ queryKey: ['leases', 'page'] });
        void queryClient.invalidateQueries({ queryKey: ['leases', 'terms'] });
      }
    },
    [queryClient, documentId],
  );
  useWorkspaceEvents(workspace?.id, onEvent, [LEASE_ABSTRACTION_EVENT, 'document.status']);
}
