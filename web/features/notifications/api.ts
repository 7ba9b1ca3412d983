import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface AppNotification {
  id: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

const key = ['workspace', 'notifications'];

export const useNotifications = () =>
  useQuery({
    queryKey: key,
    queryFn: () => api<{ unread: number; items: AppNotification[] }>('/api/app/account/notifications'),
    refetchInterval: 60_000,
  });

function useNotificationMutation(fn: (id?: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useMarkRead = () => useNotificationMutation((id) => api(`/api/app/account/notifications/${id}/read`, { method: 'POST' }));
export const useMarkAllRead = () => useNotificationMutation(() => api('/api/app/account/notifications/read-all', { method: 'POST' }));
