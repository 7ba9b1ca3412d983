import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface Preferences {
  emailNotifications: boolean;
  queryAlerts: boolean;
  weeklyReports: boolean;
}

const key = ['account', 'preferences'];

export const usePreferences = () => useQuery({ queryKey: key, queryFn: () => api<Preferences>('/api/app/account/preferences') });

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<Preferences>) => api<Preferences>('/api/app/account/preferences', { method: 'PUT', json: patch }),
    onSuccess: (prefs) => queryClient.setQueryData(key, prefs),
  });
}
