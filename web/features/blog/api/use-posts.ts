import { useQuery } from '@tanstack/react-query';
import { contentApi } from '@common/api/public';
import { callApi } from '@/lib/api';

export const fetchPosts = () => callApi(contentApi.posts).then((r) => r.posts);

/** Every published post, newest first. */
export function usePosts() {
  return useQuery({ queryKey: ['blog', 'posts'], queryFn: fetchPosts, staleTime: 5 * 60_000 });
}
