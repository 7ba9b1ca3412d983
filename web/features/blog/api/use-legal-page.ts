import { useQuery } from '@tanstack/react-query';
import type { LegalDoc } from '@common/blog';
import { contentApi } from '@common/api/public';
import { callApi } from '@/lib/api';

export const fetchLegalPage = (doc: LegalDoc) => callApi(contentApi.legal, { params: { doc } }).then((r) => r.page);

export function useLegalPage(doc: LegalDoc) {
  return useQuery({ queryKey: ['legal', doc], queryFn: () => fetchLegalPage(doc), staleTime: 5 * 60_000 });
}
