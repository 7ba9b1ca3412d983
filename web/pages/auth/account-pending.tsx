import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { BookOpen, CalendarDays, Clock, Mail, MessagesSquare, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AuthShell } from '@/features/auth/auth-shell';
import { useSession } from '@/lib/auth-client';
import { useAppConfig } from '@/lib/use-app-config';

const nextSteps = [
  'Our team reviews your account and sets up your workspace.',
  'You get an email as soon as your account is approved.',
  'Sign in and upload your first leases, tenant files and maintenance records.',
  'Ask questions across your documents and get answers with page citations.',
];

const APPROVAL_POLL_MS = 30_000;

/** What an account awaiting approval (SIGNUP_APPROVAL=manual) sees instead of the dashboard. */
export default function AccountPendingPage() {
  const { data: session, refetch } = useSession();
  const { data: config } = useAppConfig();
  const [checking, setChecking] = useState(false);

  // Approval happens elsewhere; look again now and then so the person is let in without reloading.
  useEffect(() => {
    const timer = setInterval(() => void refetch(), APPROVAL_POLL_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  if (session && (session.user as { approved?: boolean | null }).approved !== false) return <Navigate to="/dashboard" replace />;

  async function checkAgain() {
    setChecking(true);
    await refetch();
    setChecking(false);
  }

  return (
    <AuthShell
      wide
      title="Your account is being set up"
      description={
        <>
          Thanks for signing up{session?.user.name ? `, ${session.user.name}` : ''}. We review every new account personally: your workspace will be ready within{' '}
          <strong className="text-gray-900">24-48 hours</strong>.
        </>
      }
    >
      <div className="space-y-6">
        <div className="flex items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <Clock className="h-5 w-5 shrink-0" aria-hidden />
          <p>
            Account status: <strong>awaiting approval</strong>
            {session?.user.email && <span className="break-words"> ({session.user.email})</span>}
          </p>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-gray-500">What happens next</h2>
          <ol className="space-y-3">
            {nextSteps.map((step, i) => (
              <li key={step} className="flex gap-3 text-sm text-gray-700">
                <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">{i + 1}</span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          {[
            { to: '/contact', icon: CalendarDays, title: 'Schedule a Demo', text: 'See Propwise with your own documents.' },
            { to: '/docs', icon: BookOpen, title: 'Getting Started Guide', text: 'Learn how projects, uploads and questions work.' },
            { to: '/blog', icon: MessagesSquare, title: 'Join Our Community', text: 'Articles and tips for property managers.' },
          ].map(({ to, icon: Icon, title, text }) => (
            <Link key={to} to={to} className="rounded-lg border border-gray-200 p-4 transition-colors hover:border-brand-300 hover:bg-brand-50">
              <Icon className="mb-2 h-5 w-5 text-brand-600" aria-hidden />
              <p className="text-sm font-semibold text-gray-900">{title}</p>
              <p className="mt-1 text-xs text-gray-600">{text}</p>
            </Link>
          ))}
        </div>
        <div className="flex flex-col gap-3 border-t border-gray-100 pt-4 text-sm text-gray-600 sm:flex-row sm:items-center sm:justify-between">
          {config?.supportEmail && (
            <p className="flex items-center gap-2">
              <Mail className="h-4 w-4 shrink-0" aria-hidden />
              <span>
                Questions? Contact{' '}
                <a href={`mailto:${config.supportEmail}`} className="break-words font-medium text-brand-600 hover:underline">
                  {config.supportEmail}
                </a>
              </span>
            </p>
          )}
          <Button variant="outline" size="sm" onClick={checkAgain} disabled={checking}>
            <RefreshCw className={checking ? 'animate-spin' : undefined} aria-hidden />
            Check status
          </Button>
        </div>
      </div>
    </AuthShell>
  );
}
