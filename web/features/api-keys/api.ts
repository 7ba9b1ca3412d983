import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyPermission } from '@common/api-keys';
import { apiKeysApi } from '@common/api/api-keys';
import { callApi } from '@/lib/api';

const keysQuery = ['workspace', 'api-keys'];

export const useApiKeys = (enabled: boolean) => useQuery({ queryKey: keysQuery, enabled, queryFn: () => callApi(apiKeysApi.list).then((r) => r.keys) });

function useKeyMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => void queryClient.invalidateQueries({ queryKey: keysQuery }) });
}

export const useCreateApiKey = () => useKeyMutation((input: { name: string; permission: ApiKeyPermission }) => callApi(apiKeysApi.create, { body: input }));

export const useSetApiKeyEnabled = () =>
  useKeyMutation((input: { id: string; enabled: boolean }) => callApi(apiKeysApi.setEnabled, { params: { id: input.id }, body: { enabled: input.enabled } }));

export const useDeleteApiKey = () => useKeyMutation((id: string) => callApi(apiKeysApi.remove, { params: { id } }));
