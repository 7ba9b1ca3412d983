import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@common/api/dashboard';
import { callApi } from '@/lib/api';

export type { AttentionItem, AttentionPriority } from '@common/api/dashboard';

/** Items Needing Attention: kept under the workspace key so a switch of workspace or a new upload refreshes it. */
// Lease terms are read in the background after a document is processed: look again now and then while open.
export const useAttention = () => useQuery({ queryKey: ['workspace', 'attention'], queryFn: () => callApi(dashboardApi.attention), refetchInterval: 60_000 });
