import { useQuery } from '@tanstack/react-query';
import type { PostSummary } from '@common/blog';
import { api } from '@/lib/api';

export const fetchPosts = () => api<{ posts: PostSummary[] }>('/api/app/content/blog').then((r) => r.posts);

/** Every published post, newest first. */
export function usePosts() {
  return useQuery({ queryKey: ['blog', 'posts'], queryFn: fetchPosts, staleTime: 5 * 60_000 });
}
