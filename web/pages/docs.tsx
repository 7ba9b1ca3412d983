import {
  type BookOpen,
  Code2,
  FileUp,
  Headphones,
  LifeBuoy,
  MailCheck,
  MessageSquareQuote,
  Newspaper,
  ShieldCheck,
  Users,
  Activity,
  CalendarClock,
} from 'lucide-react';
import { Link } from 'react-router';
import { ApiReference } from '@/features/api-keys/api-reference';
import { PageHero } from '@/features/site/page-hero';
import { useAppConfig } from '@/lib/use-app-config';
import { usePageMeta } from '@/lib/use-page-meta';

const quickStart = [
  {
    icon: MailCheck,
    title: 'Create your account and verify your email',
    text: 'Sign up with your name, company and portfolio size. We send a verification link to your email address; open it to activate your account and your workspace. Invited by a colleague? Open the link in the invitation email: you choose your name and password and join their workspace.',
    link: { to: '/sign-up', label: 'Create an account' },
  },
  {
    icon: FileUp,
    title: 'Upload your documents',
    text: 'Create a project for a property or portfolio and upload leases, tenant files, maintenance records and inspection reports: PDF, Word documents and scans. Propwise extracts and indexes the text.',
  },
  {
    icon: MessageSquareQuote,
    title: 'Ask in plain English',
    text: 'Type a question such as "Which leases let tenants keep pets?" Each answer cites the document, page and passage it comes from, so you can check it in the original.',
  },
];

const guides = [
  {
    icon: FileUp,
    title: 'Organizing documents',
    steps: [
      'Create one project per property, or one per portfolio if you manage many small buildings.',
      'Upload the signed, final version of each document, including amendments.',
      'Scanned PDFs are read with text recognition; clearer scans give better results.',
    ],
  },
  {
    icon: MessageSquareQuote,
    title: 'Asking good questions',
    steps: [
      'Name the property, unit or tenant when you know it: "unit 4B", "Oak Street".',
      'Ask one thing at a time.',
      'Ask about the whole portfolio too: "Which leases end in the next 90 days?", "What is the total monthly rent at Oak Street?". These are answered from your leases’ terms (amendments applied) and cite each lease; the answer says “From your portfolio records”.',
      'Open the cited passage before acting on an answer, especially for dates and amounts.',
    ],
  },
  {
    icon: CalendarClock,
    title: 'Lease dates and key terms',
    steps: [
      'Ask for a term directly: "What is the notice period for unit 4B?" The answer cites the clause it came from.',
      'Open a document from its project to read it, see its versions and processing history, or download the original.',
      'Check amendments: a later document can change an earlier term.',
    ],
  },
  {
    icon: Users,
    title: 'Inviting your team',
    steps: [
      'Owners and Admins invite colleagues by email from the Team page.',
      'Choose a role: Admins manage members and settings; Members upload, search and ask.',
      'Invitations expire after 7 days and can be resent.',
    ],
  },
  {
    icon: ShieldCheck,
    title: 'Securing your account',
    steps: [
      'Turn on two-factor authentication in Settings > Security.',
      'Review active sessions and sign out of devices you do not recognize.',
      'Use a unique password of at least 6 characters; longer is better.',
    ],
  },
  {
    icon: Code2,
    title: 'Developers',
    steps: [
      'Owners and Admins create API keys under Dashboard > API Keys: Read Only, Read & Write or Full Access.',
      'Send the key as a Bearer token to /api/v1 to upload documents, search and ask questions.',
      'To check answers: GET /api/v1/documents lists documents with their processing status, GET /api/v1/documents/{id}/text returns the text that citations point into (text.slice(char_start, char_end) is the quote), and each answer carries its typed value (a date, amount, duration, parties...).',
      'The API reference below is generated from the same definition the server validates requests with.',
    ],
    link: { to: '/docs#api-reference', label: 'API reference' },
  },
];

export default function DocsPage() {
  usePageMeta('/docs');
  const { data: config } = useAppConfig();
  return (
    <>
      <PageHero eyebrow="Documentation" title="Propwise Documentation">
        Everything you need to get started: set up your workspace, upload documents, and get cited answers.
      </PageHero>

      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <section aria-labelledby="quick-start">
          <h2 id="quick-start" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            Quick start
          </h2>
          <p className="mt-2 text-gray-600">From sign-up to your first answer in three steps.</p>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {quickStart.map((s, i) => (
              <li key={s.title} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white" aria-hidden>
                    {i + 1}
                  </span>
                  <s.icon className="h-5 w-5 text-brand-600" aria-hidden />
                </div>
                <h3 className="mt-4 font-semibold text-gray-900">
                  <span className="sr-only">Step {i + 1}: </span>
                  {s.title}
                </h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-gray-600">{s.text}</p>
                {s.link && (
                  <Link to={s.link.to} className="mt-4 text-sm font-medium text-brand-600 hover:text-brand-700">
                    {s.link.label} →
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="guides" className="mt-20">
          <h2 id="guides" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            Guides
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {guides.map((g) => (
              <article key={g.title} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6">
                <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <g.icon className="h-5 w-5" aria-hidden />
                </span>
                <h3 className="mt-4 font-semibold text-gray-900">{g.title}</h3>
                <ul className="mt-3 flex-1 list-disc space-y-2 pl-5 text-sm leading-6 text-gray-600 marker:text-brand-300">
                  {g.steps.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
                {g.link && (
                  <Link to={g.link.to} className="mt-4 text-sm font-medium text-brand-600 hover:text-brand-700">
                    {g.link.label} →
                  </Link>
                )}
              </article>
            ))}
          </div>
        </section>

        <section aria-labelledby="api-reference" className="mt-20">
          <h2 id="api-reference" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            API reference
          </h2>
          <p className="mt-2 text-gray-600">Upload, search and ask from your own systems with a workspace API key.</p>
          <div className="mt-8">
            <ApiReference />
          </div>
        </section>

        <section aria-labelledby="help" className="mt-20">
          <h2 id="help" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            Need help?
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            <HelpCard icon={Headphones} title="Contact support" text="Questions about your account or documents? Send us a message.">
              <Link to="/contact" className="text-sm font-medium text-brand-600 hover:text-brand-700">
                Contact us →
              </Link>
            </HelpCard>
            <HelpCard icon={LifeBuoy} title="Email" text="Prefer email? Write to our support team directly.">
              {config?.supportEmail && (
                <a href={`mailto:${config.supportEmail}`} className="break-all text-sm font-medium text-brand-600 hover:text-brand-700">
                  {config.supportEmail}
                </a>
              )}
            </HelpCard>
            <HelpCard icon={Activity} title="System status" text="Check whether the service is running normally.">
              <Link to="/status" className="text-sm font-medium text-brand-600 hover:text-brand-700">
                View status →
              </Link>
            </HelpCard>
            <HelpCard icon={Newspaper} title="Guides on the blog" text="Practical articles on leases, maintenance and more.">
              <Link to="/blog" className="text-sm font-medium text-brand-600 hover:text-brand-700">
                Read the blog →
              </Link>
            </HelpCard>
          </div>
        </section>
      </div>
    </>
  );
}

function HelpCard({ icon: Icon, title, text, children }: { icon: typeof BookOpen; title: string; text: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6">
      <Icon className="h-6 w-6 text-brand-600" aria-hidden />
      <h3 className="mt-3 font-semibold text-gray-900">{title}</h3>
      <p className="mt-1 flex-1 text-sm text-gray-600">{text}</p>
      <div className="mt-4">{children}</div>
    </div>
  );
}
