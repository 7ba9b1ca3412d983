import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarDays, CheckCircle2, Mail, MailCheck, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AuthShell } from '@/features/auth/auth-shell';
import { authClient } from '@/lib/auth-client';
import { useAppConfig } from '@/lib/use-app-config';
import { usePageMeta } from '@/lib/use-page-meta';

const steps = [
  { icon: MailCheck, title: 'Verify your email', text: 'Open the link we just sent to confirm your address and sign in.' },
  { icon: Upload, title: 'Upload your first documents', text: 'Add leases, tenant files and maintenance records to a project.' },
  { icon: CheckCircle2, title: 'Ask your first question', text: 'Search your documents or ask in plain English and get cited answers.' },
];

export default function SignUpSuccessPage() {
  usePageMeta('/sign-up-success');
  const [params] = useSearchParams();
  const email = params.get('email');
  const { data: config } = useAppConfig();
  const [resent, setResent] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  async function resend() {
    if (!email) return;
    setResent('sending');
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL: '/dashboard' }).catch(() => ({ error: true }));
    setResent(error ? 'failed' : 'sent');
  }

  return (
    <AuthShell
      title="Check your email"
      description={
        email ? (
          <>
            We sent a verification link to <strong className="break-words text-gray-900">{email}</strong>. Click it to activate your account.
          </>
        ) : (
          'We sent you a verification link. Click it to activate your account.'
        )
      }
    >
      <div className="space-y-6">
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-gray-500">Next steps</h2>
          <ol className="space-y-3">
            {steps.map(({ icon: Icon, title, text }, i) => (
              <li key={title} className="flex gap-3">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                  <Icon className="h-4 w-4" aria-hidden />
                </span>
                <div>
                  <p className="text-sm font-medium text-gray-900">
                    {i + 1}. {title}
                  </p>
                  <p className="text-sm text-gray-600">{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild className="flex-1">
            <Link to="/contact">
              <CalendarDays aria-hidden /> Schedule Demo Call
            </Link>
          </Button>
          <Button asChild variant="outline" className="flex-1">
            <Link to="/">Return to Homepage</Link>
          </Button>
        </div>
        <div className="rounded-lg bg-gray-50 p-4 text-sm text-gray-600">
          {email && (
            <p className="mb-2">
              Didn't get the email? Check your spam folder or{' '}
              <button
                type="button"
                className="font-medium text-brand-600 hover:underline disabled:opacity-50"
                onClick={resend}
                disabled={resent === 'sending' || resent === 'sent'}
              >
                {resent === 'sent' ? 'verification email sent again' : 'send it again'}
              </button>
              .{resent === 'failed' && <span className="text-red-600"> That did not work; try again in a minute.</span>}
            </p>
          )}
          {config?.supportEmail && (
            <p className="flex items-center gap-2">
              <Mail className="h-4 w-4 shrink-0" aria-hidden />
              <span>
                Questions? Email{' '}
                <a className="break-words font-medium text-brand-600 hover:underline" href={`mailto:${config.supportEmail}`}>
                  {config.supportEmail}
                </a>
              </span>
            </p>
          )}
        </div>
      </div>
    </AuthShell>
  );
}
