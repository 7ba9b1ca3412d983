import { Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ANNUAL_DISCOUNT, TRIAL_DAYS, annualMonthlyPrice, plans, type Plan } from '@common/plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CtaSection } from '@/features/site/cta-section';
import { PageHero } from '@/features/site/page-hero';
import { pricingFaq } from '@/features/site/pricing-faq';
import { cn } from '@/lib/cn';
import { usePageMeta } from '@/lib/use-page-meta';

type Billing = 'monthly' | 'annual';
const savePct = `${Math.round(ANNUAL_DISCOUNT * 100)}%`;

function PlanCard({ plan, billing }: { plan: Plan; billing: Billing }) {
  const price = plan.monthlyPrice === null ? null : billing === 'annual' ? annualMonthlyPrice(plan.monthlyPrice) : plan.monthlyPrice;
  const popular = Boolean(plan.mostPopular);
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      data-testid={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-8 shadow-sm',
        popular ? 'border-brand-600 shadow-xl shadow-brand-900/10 ring-1 ring-brand-600 lg:-my-4 lg:py-12' : 'border-gray-200',
      )}
    >
      {popular && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 bg-brand-600 px-3 py-1 text-white">Most Popular</Badge>}
      <h2 id={`plan-${plan.id}`} className="text-xl font-semibold text-gray-900">
        {plan.name}
      </h2>
      <p className="mt-2 text-sm text-gray-600">{plan.description}</p>
      <div className="mt-6 flex items-baseline gap-1">
        {price === null ? (
          <span className="text-4xl font-bold tracking-tight text-gray-900">Custom</span>
        ) : (
          <>
            <span className="text-4xl font-bold tracking-tight text-gray-900" data-testid={`price-${plan.id}`}>
              ${price}
            </span>
            <span className="text-sm text-gray-500">/mo</span>
          </>
        )}
      </div>
      <p className="mt-1 min-h-5 text-sm text-gray-500">
        {price === null ? 'Tailored to your portfolio' : billing === 'annual' ? `Billed annually ($${price * 12}/yr)` : 'Billed monthly'}
      </p>
      <ul className="mt-6 flex-1 space-y-3 border-t border-gray-100 pt-6">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-3 text-sm text-gray-700">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
            {f}
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant={popular ? 'default' : 'outline'} className="mt-8 w-full">
        {plan.monthlyPrice === null ? <Link to="/contact">Talk to Sales</Link> : <Link to="/sign-up">Start Free Trial</Link>}
      </Button>
    </article>
  );
}

export default function PricingPage() {
  usePageMeta('/pricing');
  const [billing, setBilling] = useState<Billing>('monthly');
  return (
    <>
      <PageHero eyebrow="Pricing" title="Simple pricing that grows with your portfolio">
        Every plan starts with a {TRIAL_DAYS}-day free trial. No credit card required.
      </PageHero>

      <section aria-label="Plans" className="mx-auto max-w-7xl px-4 pb-8 pt-10 sm:px-6 lg:px-8">
        <div className="flex justify-center">
          <fieldset aria-label="Billing period" className="inline-flex rounded-full border border-gray-200 bg-gray-100 p-1">
            {(['monthly', 'annual'] as const).map((b) => (
              <button
                key={b}
                type="button"
                aria-pressed={billing === b}
                onClick={() => setBilling(b)}
                className={cn(
                  'rounded-full px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  billing === b ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
                )}
              >
                {b === 'monthly' ? 'Monthly' : 'Annual'}
                {b === 'annual' && <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Save {savePct}</span>}
              </button>
            ))}
          </fieldset>
        </div>
        <div className="mt-14 grid items-stretch gap-8 lg:grid-cols-3">
          {plans.map((p) => (
            <PlanCard key={p.id} plan={p} billing={billing} />
          ))}
        </div>
        <p className="mt-10 text-center text-sm text-gray-500">
          Prices in US dollars. Need something different?{' '}
          <Link to="/contact" className="font-medium text-brand-600 hover:underline">
            Talk to us
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="faq" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="faq" className="text-center text-3xl font-bold tracking-tight text-gray-900">
          Frequently asked questions
        </h2>
        <div className="mt-10 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
          {pricingFaq.map((item) => (
            <details key={item.q} className="group px-6 py-5 [&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-left font-medium text-gray-900">
                {item.q}
                <ChevronDown className="h-5 w-5 shrink-0 text-gray-400 transition-transform group-open:rotate-180" aria-hidden />
              </summary>
              <p className="mt-3 text-sm leading-6 text-gray-600">{item.a}</p>
            </details>
          ))}
        </div>
      </section>

      <CtaSection />
    </>
  );
}
