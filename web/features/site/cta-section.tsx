import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { TRIAL_DAYS } from '@common/plans';
import { Button } from '@/components/ui/button';

/** The closing call to action: start a trial, or talk to us first. */
export function CtaSection({ title = 'Put your property documents to work' }: { title?: string }) {
  return (
    <section className="px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-violet-700 px-6 py-12 text-center shadow-xl sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
          Start a {TRIAL_DAYS}-day free trial with no credit card required, or schedule a demo and we will walk you through it with your own documents.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="bg-white text-brand-700 hover:bg-brand-50">
            <Link to="/sign-up">
              Start Free Trial <ArrowRight />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10">
            <Link to="/contact">Schedule Demo</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
