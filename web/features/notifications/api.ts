import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@common/api/account';
import { callApi } from '@/lib/api';

export type { AppNotification } from '@common/api/account';

const key = ['workspace', 'notifications'];

export const useNotifications = () =>
  useQuery({
    queryKey: key,
    queryFn: () => callApi(accountApi.notifications),
    refetchInterval: 60_000,
  });

function useNotificationMutation(fn: (id?: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useMarkRead = () => useNotificationMutation((id) => callApi(accountApi.markRead, { params: { id: id! } }));
export const useMarkAllRead = () => useNotificationMutation(() => callApi(accountApi.markAllRead));
