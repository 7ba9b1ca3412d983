import type { LegalDoc } from '@common/blog';
import { ErrorBanner, FullPageSpinner } from '@/components/ui/feedback';
import { useLegalPage } from '@/features/blog/api/use-legal-page';
import { formatPostDate } from '@/features/blog/format';
import { usePageMeta } from '@/lib/use-page-meta';

/** /privacy and /terms, rendered from content/legal/*.md. */
export default function LegalPage({ doc }: { doc: LegalDoc }) {
  usePageMeta(`/${doc}`);
  const { data: page, isPending, error } = useLegalPage(doc);

  if (isPending) return <FullPageSpinner />;
  if (error || !page)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorBanner message="This page could not be loaded. Please refresh the page to try again." />
      </div>
    );

  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <header className="border-b border-gray-200 pb-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Legal</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-gray-900">{page.title}</h1>
        <p className="mt-3 text-sm text-gray-500">
          Last updated <time dateTime={page.updated}>{formatPostDate(page.updated)}</time>
        </p>
      </header>
      <div
        className="prose prose-gray mt-8 max-w-none prose-headings:tracking-tight prose-a:text-brand-600"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server from our own repository's Markdown (content/legal), not from user input
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    </article>
  );
}
