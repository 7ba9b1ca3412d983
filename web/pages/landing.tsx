import { ArrowRight, FileText, MessageSquareQuote, Search, ShieldCheck, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { TRIAL_DAYS } from '@common/plans';
import { Button } from '@/components/ui/button';
import { CtaSection } from '@/features/site/cta-section';
import { FeatureCard } from '@/features/site/feature-card';
import { features } from '@/features/site/feature-list';
import { usePageMeta } from '@/lib/use-page-meta';

const exampleQuestions = ['When does the lease for unit 4B end?', 'Who pays for HVAC repairs at Oak Street?', 'Which leases let tenants keep pets?'];

const steps = [
  {
    icon: Upload,
    title: 'Upload your documents',
    text: 'Add leases, tenant files, maintenance records and inspection reports as PDFs, Word files or scans. Propwise reads and indexes them.',
  },
  {
    icon: Search,
    title: 'Ask in plain English',
    text: 'Type a question the way you would ask a colleague. Propwise searches every document in the property or portfolio.',
  },
  {
    icon: MessageSquareQuote,
    title: 'Check the cited source',
    text: 'Each answer shows the document, page and passage it is based on, so you can verify it before you act.',
  },
];

// What the product does today; planned features are on the features page with their badges.
const highlightIds = ['search', 'answers', 'viewer', 'teams', 'api', 'mobile'];

export default function LandingPage() {
  usePageMeta('/');
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <div aria-hidden className="pointer-events-none absolute -top-40 right-[-10%] h-[28rem] w-[28rem] rounded-full bg-violet-200/50 blur-3xl" />
        <div aria-hidden className="pointer-events-none absolute -left-32 top-40 h-72 w-72 rounded-full bg-brand-100/70 blur-3xl" />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
              <ShieldCheck className="h-4 w-4" aria-hidden /> Built for property managers
            </p>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl sm:leading-[1.1]">
              Answers from your property documents, <span className="text-brand-600">with the page to prove it</span>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-gray-600">
              Propwise searches your leases, tenant files, maintenance records and inspection reports, and answers plain-English questions with citations to the
              exact page and passage.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/sign-up">
                  Start Free Trial <ArrowRight />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href="#how-it-works">See how it works</a>
              </Button>
            </div>
            <p className="mt-4 text-sm text-gray-500">{TRIAL_DAYS}-day free trial. No credit card required.</p>
          </div>

          <div className="relative mx-auto w-full max-w-lg">
            <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-2xl shadow-brand-900/10">
              <div className="flex items-center gap-2 rounded-xl border border-gray-200 bg-gray-50 px-4 py-3 text-sm text-gray-500">
                <Search className="h-4 w-4 shrink-0" aria-hidden />
                <span className="truncate">Ask anything about your documents…</span>
              </div>
              <p className="mt-5 text-xs font-semibold uppercase tracking-wider text-gray-500">Questions you can ask</p>
              <ul className="mt-3 space-y-2">
                {exampleQuestions.map((q) => (
                  <li key={q} className="flex items-start gap-3 rounded-xl bg-brand-50/60 px-4 py-3 text-sm font-medium text-gray-800">
                    <MessageSquareQuote className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
                    {q}
                  </li>
                ))}
              </ul>
              <div className="mt-5 rounded-xl border border-dashed border-brand-200 p-4">
                <div className="flex items-center gap-2 text-sm font-semibold text-gray-900">
                  <FileText className="h-4 w-4 text-brand-600" aria-hidden /> Every answer cites its source
                </div>
                <p className="mt-1 text-sm text-gray-600">Document name, page number and the passage itself, one click from the original file.</p>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">How it works</p>
          <h2 id="how-it-works" className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            From a folder of PDFs to answers in three steps
          </h2>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((s, i) => (
            <li key={s.title} className="relative rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
              <span className="absolute right-5 top-5 text-5xl font-bold text-gray-100" aria-hidden>
                {i + 1}
              </span>
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-600 text-white">
                <s.icon className="h-5 w-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-gray-900">
                <span className="sr-only">Step {i + 1}: </span>
                {s.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-gray-600">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="highlights" className="bg-gray-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-col items-start justify-between gap-4 sm:flex-row sm:items-end">
            <div className="max-w-2xl">
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Features</p>
              <h2 id="highlights" className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
                Everything around the documents you already have
              </h2>
            </div>
            <Button asChild variant="outline">
              <Link to="/features">
                See all features <ArrowRight />
              </Link>
            </Button>
          </div>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features
              .filter((f) => highlightIds.includes(f.id))
              .map((f) => (
                <FeatureCard key={f.id} feature={f} />
              ))}
          </div>
        </div>
      </section>

      <CtaSection />
    </>
  );
}
