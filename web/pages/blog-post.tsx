import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { notFoundMeta, staticPageMeta } from '@common/page-meta';
import { Badge } from '@/components/ui/badge';
import { ErrorBanner, FullPageSpinner } from '@/components/ui/feedback';
import { usePost } from '@/features/blog/api/use-post';
import { PostMetaLine } from '@/features/blog/components/post-card';
import { NotFoundContent } from '@/features/site/not-found-content';
import { CtaSection } from '@/features/site/cta-section';
import { ApiError } from '@/lib/api';
import { usePageMeta } from '@/lib/use-page-meta';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { data: post, isPending, error } = usePost(slug);
  const missing = error instanceof ApiError && error.status === 404;
  usePageMeta(post ? { title: `${post.title} | Propwise Blog`, description: post.excerpt } : missing ? notFoundMeta : staticPageMeta['/blog']!);

  if (isPending) return <FullPageSpinner />;
  if (missing) return <NotFoundContent message="We could not find that article. It may have been moved or renamed." />;
  if (error || !post)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorBanner message="The article could not be loaded. Please refresh the page to try again." />
      </div>
    );

  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pb-8 pt-10 sm:px-6 sm:pt-14">
        <Link to="/blog" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-600 hover:text-brand-700">
          <ArrowLeft className="h-4 w-4" aria-hidden /> All articles
        </Link>
        <header className="mt-6">
          <Badge variant="secondary">{post.category}</Badge>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg leading-8 text-gray-600">{post.excerpt}</p>
          <div className="mt-6 flex flex-col gap-3 border-y border-gray-100 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700" aria-hidden>
                {post.author
                  .split(' ')
                  .map((w) => w[0])
                  .join('')
                  .slice(0, 2)}
              </span>
              <div>
                <p className="text-sm font-semibold text-gray-900" data-testid="post-author">
                  {post.author}
                </p>
                <p className="text-sm text-gray-500" data-testid="post-author-role">
                  {post.authorRole}
                </p>
              </div>
            </div>
            <PostMetaLine post={post} />
          </div>
        </header>
        <img src={post.coverImage} alt="" className="mt-8 aspect-[1200/630] w-full rounded-2xl border border-gray-100 object-cover" />
        <div
          className="prose prose-gray mt-10 max-w-none prose-headings:tracking-tight prose-a:text-brand-600 prose-li:my-1"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server from our own repository's Markdown (content/blog), not from user input
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
      </article>
      <CtaSection title="Find every date and clause in seconds" />
    </>
  );
}
