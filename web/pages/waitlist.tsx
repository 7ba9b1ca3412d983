import { FileSearch, MessageSquareQuote, ShieldCheck } from 'lucide-react';
import { useWaitlistCount } from '@/features/waitlist/api/waitlist-count';
import { WaitlistForm } from '@/features/waitlist/components/waitlist-form';
import { usePageMeta } from '@/lib/use-page-meta';

const highlights = [
  { icon: FileSearch, title: 'Search every document', text: 'Leases, tenant files, maintenance records and inspection reports in one place.' },
  { icon: MessageSquareQuote, title: 'Answers with citations', text: 'Ask in plain English and see the exact page and passage behind each answer.' },
  { icon: ShieldCheck, title: 'Private to your team', text: 'Each workspace only ever sees its own documents.' },
];

/** The waitlist: join with an email and get your real position back. */
export default function WaitlistPage() {
  usePageMeta('/waitlist');
  const count = useWaitlistCount();
  const n = count.data?.count ?? 0;

  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 left-1/2 h-80 w-[40rem] max-w-full -translate-x-1/2 rounded-full bg-brand-100/70 blur-3xl"
      />
      <div className="relative mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Early access</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">Join the Propwise waitlist</h1>
          <p className="mt-4 text-lg leading-8 text-gray-600">
            Propwise answers questions about your properties straight from your own documents. We are opening it to property managers in stages: leave your
            email and we'll tell you when your spot is ready.
          </p>
          {n > 0 && (
            <p className="mt-4 text-sm font-medium text-brand-700" data-testid="waitlist-count">
              {n === 1 ? '1 person is already on the waitlist.' : `${n.toLocaleString()} people are already on the waitlist.`}
            </p>
          )}
        </div>
        <div className="mt-10">
          <WaitlistForm />
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-3">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li key={title} className="text-center sm:text-left">
              <span className="mx-auto flex h-10 w-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700 sm:mx-0">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h2 className="mt-3 text-sm font-semibold text-gray-900">{title}</h2>
              <p className="mt-1 text-sm text-gray-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
