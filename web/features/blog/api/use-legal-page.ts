import { useQuery } from '@tanstack/react-query';
import type { LegalDoc, LegalPage } from '@common/blog';
import { api } from '@/lib/api';

export const fetchLegalPage = (doc: LegalDoc) => api<{ page: LegalPage }>(`/api/app/content/legal/${doc}`).then((r) => r.page);

export function useLegalPage(doc: LegalDoc) {
  return useQuery({ queryKey: ['legal', doc], queryFn: () => fetchLegalPage(doc), staleTime: 5 * 60_000 });
}
