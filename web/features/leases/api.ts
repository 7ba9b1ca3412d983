import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { leasesApi, type Abstraction, type DocumentAbstraction } from '@common/api/leases';
import type { LeaseTermKey } from '@common/lease-terms';
import { callApi } from '@/lib/api';

export const abstractionKey = (documentId: string) => ['leases', 'abstraction', documentId] as const;
export const leasePageKey = (leaseId: string) => ['leases', 'page', leaseId] as const;
export const leaseTermsKey = (leaseId: string, asOf?: string) =>
  asOf ? (['leases', 'terms', leaseId, asOf] as const) : (['leases', 'terms', leaseId] as const);

/** Abstraction in progress (or on its way): its status moves without anyone doing anything. */
export const isAbstracting = (d: DocumentAbstraction | undefined) =>
  !!d && (d.awaiting || d.abstraction?.status === 'queued' || d.abstraction?.status === 'processing');

/**
 * A document's abstraction. Live events refresh it (use-abstraction-live-updates.ts); while it is being read it is
 * also polled, so a dropped event stream never leaves the screen stuck on "Reading".
 */
export const useDocumentAbstraction = (documentId: string, enabled = true) =>
  useQuery({
    queryKey: abstractionKey(documentId),
    queryFn: () => callApi(leasesApi.abstraction, { params: { documentId } }),
    enabled,
    refetchInterval: (query) => (isAbstracting(query.state.data) ? 3000 : false),
  });

/** After any change to an abstraction: it, and every lease screen that may show it. */
export function refreshLeaseScreens(queryClient: QueryClient, documentId: string, next?: Abstraction) {
  if (next) queryClient.setQueryData<DocumentAbstraction>(abstractionKey(documentId), { documentId, abstraction: next, awaiting: false });
  void queryClient.invalidateQueries({ queryKey: abstractionKey(documentId) });
  void queryClient.invalidateQueries({ queryKey: ['leases', 'page'] });
  void queryClient.invalidateQueries({ queryKey: ['leases', 'terms'] });
}

function useAbstractionMutation<V>(documentId: string, run: (v: V) => Promise<Abstraction>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: (next) => refreshLeaseScreens(queryClient, documentId, next) });
}

export const useCorrectTerm = (documentId: string) =>
  useAbstractionMutation(documentId, ({ key, value }: { key: LeaseTermKey; value: unknown }) =>
    callApi(leasesApi.correctTerm, { params: { documentId, key }, body: { value } }),
  );

export const useAcceptTerm = (documentId: string) =>
  useAbstractionMutation(documentId, (key: LeaseTermKey) => callApi(leasesApi.acceptTerm, { params: { documentId, key } }));

export const useAcceptAll = (documentId: string) => useAbstractionMutation(documentId, () => callApi(leasesApi.acceptAll, { params: { documentId } }));

export const useSetAmendmentLease = (documentId: string) =>
  useAbstractionMutation(documentId, (leaseId: string | null) => callApi(leasesApi.setLease, { params: { documentId }, body: { leaseId } }));

export function useRerunAbstraction(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(leasesApi.rerun, { params: { documentId } }),
    onSuccess: (next) => {
      queryClient.setQueryData(abstractionKey(documentId), next);
      void queryClient.invalidateQueries({ queryKey: abstractionKey(documentId) });
    },
  });
}

export const useLeaseChoices = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: ['leases', 'choices', q],
    queryFn: () => callApi(leasesApi.choices, { query: { q: q || undefined } }).then((r) => r.items),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useLeasePage = (leaseId: string) =>
  useQuery({
    queryKey: leasePageKey(leaseId),
    queryFn: () => callApi(leasesApi.page, { params: { id: leaseId } }),
    retry: (count, err) => count < 2 && !(err as { status?: number }).status,
  });

export const useLeaseTermsAsOf = (leaseId: string, asOf: string) =>
  useQuery({
    queryKey: leaseTermsKey(leaseId, asOf),
    queryFn: () => callApi(leasesApi.termsAsOf, { params: { id: leaseId }, query: { asOf } }),
    placeholderData: keepPreviousData,
  });
