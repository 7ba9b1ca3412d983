import { CtaSection } from '@/features/site/cta-section';
import { FeatureCard } from '@/features/site/feature-card';
import { features } from '@/features/site/feature-list';
import { PageHero } from '@/features/site/page-hero';
import { usePageMeta } from '@/lib/use-page-meta';

export default function FeaturesPage() {
  usePageMeta('/features');
  return (
    <>
      <PageHero eyebrow="Features" title="Everything you need to work from your documents">
        Propwise turns the leases, tenant files and reports you already have into something you can search and question. What is marked Coming soon is planned,
        not yet in the product.
      </PageHero>
      <section aria-label="Feature list" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => (
            <FeatureCard key={f.id} feature={f} detailed />
          ))}
        </div>
      </section>
      <CtaSection title="See it work on your own leases" />
    </>
  );
}
