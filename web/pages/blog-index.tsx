import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { blogCategories, filterPosts, type BlogCategory } from '@common/blog';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorBanner, Spinner } from '@/components/ui/feedback';
import { Input } from '@/components/ui/input';
import { usePosts } from '@/features/blog/api/use-posts';
import { FeaturedPost, PostCard } from '@/features/blog/components/post-card';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import { PageHero } from '@/features/site/page-hero';
import { cn } from '@/lib/cn';
import { usePageMeta } from '@/lib/use-page-meta';

type Filter = BlogCategory | 'All';

export default function BlogIndexPage() {
  usePageMeta('/blog');
  const { data: posts, isPending, error } = usePosts();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<Filter>('All');

  const filtering = query.trim() !== '' || category !== 'All';
  const featured = posts?.find((p) => p.featured);
  const results = useMemo(() => {
    if (!posts) return [];
    const matches = filterPosts(posts, query, category);
    // Unfiltered, the featured post sits above the grid, so it is not repeated in it.
    return filtering ? matches : matches.filter((p) => p !== featured);
  }, [posts, query, category, filtering, featured]);

  return (
    <>
      <PageHero eyebrow="Blog" title="The Propwise Blog">
        Practical articles for property managers on leases, maintenance, technology and the industry.
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <div className="relative w-full lg:max-w-sm">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-400" aria-hidden />
            <Input
              type="search"
              aria-label="Search articles"
              placeholder="Search articles..."
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className="h-11 pl-9"
            />
          </div>
          <fieldset aria-label="Filter by category" className="flex flex-wrap gap-2">
            {(['All', ...blogCategories] as Filter[]).map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={category === c}
                onClick={() => setCategory(c)}
                className={cn(
                  'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  category === c ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-200 bg-white text-gray-700 hover:border-gray-300 hover:bg-gray-50',
                )}
              >
                {c}
              </button>
            ))}
          </fieldset>
        </div>

        <div className="mt-10">
          {isPending ? (
            <div className="flex justify-center py-20">
              <Spinner className="h-8 w-8" label="Loading articles" />
            </div>
          ) : error ? (
            <ErrorBanner message="The articles could not be loaded. Please refresh the page to try again." />
          ) : (
            <>
              {!filtering && featured && <FeaturedPost post={featured} />}
              {results.length === 0 ? (
                <EmptyState
                  icon={<Search className="h-8 w-8" />}
                  title="No articles found"
                  description="No article matches your search in this category. Try different words or another category."
                  action={
                    <Button
                      variant="outline"
                      onClick={() => {
                        setQuery('');
                        setCategory('All');
                      }}
                    >
                      Clear filters
                    </Button>
                  }
                />
              ) : (
                <section aria-label={filtering ? 'Matching articles' : 'Latest articles'} className={cn(!filtering && featured && 'mt-12')}>
                  {filtering && (
                    <p className="mb-6 text-sm text-gray-500" role="status">
                      {results.length} {results.length === 1 ? 'article' : 'articles'} found
                    </p>
                  )}
                  <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {results.map((p) => (
                      <PostCard key={p.slug} post={p} />
                    ))}
                  </div>
                </section>
              )}
            </>
          )}
        </div>

        <div className="mt-20">
          <NewsletterForm />
        </div>
      </div>
    </>
  );
}
