/** Blog posts and legal pages from content/*.md (filled in by the content module). */
export interface PostMeta {
  slug: string;
  title: string;
  excerpt: string;
}
export function findPostMeta(_slug: string): PostMeta | undefined {
  return undefined;
}
