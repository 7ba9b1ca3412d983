import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi, type Preferences } from '@common/api/account';
import { callApi } from '@/lib/api';

export type { Preferences } from '@common/api/account';

const key = ['account', 'preferences'];

export const usePreferences = () => useQuery({ queryKey: key, queryFn: () => callApi(accountApi.preferences) });

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<Preferences>) => callApi(accountApi.updatePreferences, { body: patch }),
    onSuccess: (prefs) => queryClient.setQueryData(key, prefs),
  });
}
