import { useQuery } from '@tanstack/react-query';
import { contentApi } from '@common/api/public';
import { callApi } from '@/lib/api';

export const fetchPost = (slug: string) => callApi(contentApi.post, { params: { slug } }).then((r) => r.post);

/** One post with its rendered HTML; a missing slug is an ApiError with status 404. */
export function usePost(slug: string) {
  return useQuery({ queryKey: ['blog', 'post', slug], queryFn: () => fetchPost(slug), staleTime: 5 * 60_000 });
}
