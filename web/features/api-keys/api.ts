import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyDto, ApiKeyPermission, CreatedApiKeyDto } from '@common/api-keys';
import { api } from '@/lib/api';

const base = '/api/app/api-keys';
const keysQuery = ['workspace', 'api-keys'];

export const useApiKeys = (enabled: boolean) =>
  useQuery({ queryKey: keysQuery, enabled, queryFn: () => api<{ keys: ApiKeyDto[] }>(base).then((r) => r.keys) });

function useKeyMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => void queryClient.invalidateQueries({ queryKey: keysQuery }) });
}

export const useCreateApiKey = () =>
  useKeyMutation((input: { name: string; permission: ApiKeyPermission }) => api<CreatedApiKeyDto>(base, { method: 'POST', json: input }));

export const useSetApiKeyEnabled = () =>
  useKeyMutation((input: { id: string; enabled: boolean }) => api<ApiKeyDto>(`${base}/${input.id}`, { method: 'PATCH', json: { enabled: input.enabled } }));

export const useDeleteApiKey = () => useKeyMutation((id: string) => api<void>(`${base}/${id}`, { method: 'DELETE' }));
