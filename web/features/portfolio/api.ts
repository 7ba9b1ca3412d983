import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portfolioApi } from '@common/api/portfolio';
import { rentRollApi } from '@common/api/rent-roll';
import type { Endpoint, EndpointInput, EndpointOutput } from '@common/api/endpoint';
import type { LeaseInput, LeaseUpdate, PropertyInput, TenantInput, UnitInput } from '@common/portfolio';
import type { ErrorBody } from '@common/errors';
import { ApiError, apiUrl, callApi } from '@/lib/api';

export type { Lease, Property, Tenant, Unit } from '@common/api/portfolio';
export type { RentRollPreview, RentRollRow } from '@common/api/rent-roll';

/** Every portfolio query key starts here, so any change refreshes the lists that could show it. */
const root = ['portfolio'] as const;
export interface ListQuery {
  q?: string;
  status?: string;
  propertyId?: string;
  tenantId?: string;
  page?: number;
  limit?: number;
}
const clean = (q: ListQuery) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

export const useProperties = (query: ListQuery = {}) =>
  useQuery({
    queryKey: [...root, 'properties', clean(query)],
    queryFn: () => callApi(portfolioApi.listProperties, { query: clean(query) }),
    placeholderData: keepPreviousData,
  });
export const useProperty = (id: string) =>
  useQuery({ queryKey: [...root, 'property', id], queryFn: () => callApi(portfolioApi.getProperty, { params: { id } }), retry: false });
export const useUnits = (query: ListQuery, enabled = true) =>
  useQuery({
    queryKey: [...root, 'units', clean(query)],
    queryFn: () => callApi(portfolioApi.listUnits, { query: clean(query) }),
    enabled,
    placeholderData: keepPreviousData,
  });
export const useTenants = (query: ListQuery = {}) =>
  useQuery({
    queryKey: [...root, 'tenants', clean(query)],
    queryFn: () => callApi(portfolioApi.listTenants, { query: clean(query) }),
    placeholderData: keepPreviousData,
  });
export const useLeases = (query: ListQuery = {}, enabled = true) =>
  useQuery({
    queryKey: [...root, 'leases', clean(query)],
    queryFn: () => callApi(portfolioApi.listLeases, { query: clean(query) }),
    enabled,
    placeholderData: keepPreviousData,
  });

/**
 * Every record of a kind, for pickers and for naming ids in lists (a workspace's portfolio is thousands of rows
 * at most; the API's pages are 200).
 */
function useAll<T>(key: string, fetchPage: (page: number) => Promise<{ items: T[]; nextPage: number | null }>, enabled = true) {
  return useQuery({
    queryKey: [...root, key, 'all'],
    enabled,
    queryFn: async () => {
      const items: T[] = [];
      for (let page: number | null = 1; page !== null; ) {
        const result: { items: T[]; nextPage: number | null } = await fetchPage(page);
        items.push(...result.items);
        page = result.nextPage;
      }
      return items;
    },
  });
}
export const useAllProperties = (enabled = true) =>
  useAll('properties', (page) => callApi(portfolioApi.listProperties, { query: { page, limit: 200 } }), enabled);
export const useAllTenants = (enabled = true) => useAll('tenants', (page) => callApi(portfolioApi.listTenants, { query: { page, limit: 200 } }), enabled);
export const usePropertyUnits = (propertyId: string) =>
  useAll(`units:${propertyId}`, (page) => callApi(portfolioApi.listUnits, { query: { propertyId, page, limit: 200 } }), !!propertyId);

function usePortfolioMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: root });
      void queryClient.invalidateQueries({ queryKey: ['workspace', 'summary'] });
    },
  });
}

export const useSaveProperty = (id?: string) =>
  usePortfolioMutation((body: PropertyInput) =>
    id ? callApi(portfolioApi.updateProperty, { params: { id }, body }) : callApi(portfolioApi.createProperty, { body }),
  );
export const useDeleteProperty = () => usePortfolioMutation((id: string) => callApi(portfolioApi.removeProperty, { params: { id } }));
export const useSaveUnit = (id?: string) =>
  usePortfolioMutation((body: UnitInput) => {
    if (!id) return callApi(portfolioApi.createUnit, { body });
    const { propertyId: _, ...rest } = body;
    return callApi(portfolioApi.updateUnit, { params: { id }, body: rest });
  });
export const useDeleteUnit = () => usePortfolioMutation((id: string) => callApi(portfolioApi.removeUnit, { params: { id } }));
export const useSaveTenant = (id?: string) =>
  usePortfolioMutation((body: TenantInput) =>
    id ? callApi(portfolioApi.updateTenant, { params: { id }, body }) : callApi(portfolioApi.createTenant, { body }),
  );
export const useDeleteTenant = () => usePortfolioMutation((id: string) => callApi(portfolioApi.removeTenant, { params: { id } }));
export const useSaveLease = (id?: string) =>
  usePortfolioMutation((body: LeaseInput & LeaseUpdate) =>
    id ? callApi(portfolioApi.updateLease, { params: { id }, body }) : callApi(portfolioApi.createLease, { body }),
  );
export const useDeleteLease = () => usePortfolioMutation((id: string) => callApi(portfolioApi.removeLease, { params: { id } }));

/**
 * Sends a multipart form to a declared endpoint that takes one (rawBody), answering like callApi: the declared
 * JSON, or an ApiError with the server's code, message and field.
 */
export async function sendForm<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, form: FormData): Promise<EndpointOutput<E>> {
  const response = await fetch(apiUrl(endpoint, input), { method: endpoint.method.toUpperCase(), body: form, credentials: 'same-origin' });
  const body = (await response.json().catch(() => undefined)) as (ErrorBody & EndpointOutput<E>) | undefined;
  if (!response.ok) {
    const err = body?.error;
    const fallback = response.status === 413 ? 'The file is larger than the upload limit.' : 'The upload failed. Please try again.';
    throw new ApiError(response.status, err?.code ?? 'internal', err?.message ?? fallback, err?.field, err?.fields);
  }
  return body as EndpointOutput<E>;
}

export const useSetPropertyPhoto = (id: string) =>
  usePortfolioMutation((file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return sendForm(portfolioApi.setPropertyPhoto, { params: { id } }, form);
  });
export const useRemovePropertyPhoto = (id: string) => usePortfolioMutation(() => callApi(portfolioApi.removePropertyPhoto, { params: { id } }));

export const useRentRollImport = (id: string | null) =>
  useQuery({
    queryKey: [...root, 'rent-roll', id],
    queryFn: () => callApi(rentRollApi.get, { params: { id: id! } }),
    enabled: !!id,
    retry: false,
  });
export const useUploadRentRoll = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, propertyType, defaultProperty }: { file: File; propertyType: string; defaultProperty: string }) => {
      const form = new FormData();
      form.append('property_type', propertyType);
      form.append('default_property', defaultProperty);
      form.append('file', file, file.name);
      return sendForm(rentRollApi.upload, {}, form);
    },
    onSuccess: (preview) => queryClient.setQueryData([...root, 'rent-roll', preview.id], preview),
  });
};
export const useConfirmRentRoll = () => usePortfolioMutation((id: string) => callApi(rentRollApi.confirm, { params: { id } }));
