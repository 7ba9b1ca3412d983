import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { z } from 'zod';
import { authMessages } from '@common/auth';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/feedback';
import { Input } from '@/components/ui/input';
import { authErrorMessage, type AuthClientError } from '@/features/auth/auth-errors';
import { AuthShell } from '@/features/auth/auth-shell';
import { fieldAria, FormField } from '@/features/auth/form-field';
import { authClient } from '@/lib/auth-client';
import { usePageMeta } from '@/lib/use-page-meta';

const emailSchema = z.string().trim().min(1, authMessages.emailRequired).pipe(z.email(authMessages.emailInvalid));

export default function ForgotPasswordPage() {
  usePageMeta('/forgot-password');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [generalError, setGeneralError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setSubmitting(true);
    setGeneralError(undefined);
    try {
      const { error: e } = await authClient.requestPasswordReset({ email: parsed.data, redirectTo: '/reset-password' });
      if (e) return setGeneralError(authErrorMessage(e as AuthClientError));
      setSentTo(parsed.data);
    } catch {
      setGeneralError(authMessages.unexpected);
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <AuthShell
        title="Check your email"
        description={
          <>
            If an account exists for <strong className="break-words text-gray-900">{sentTo}</strong>, we sent a link to reset its password. The link works once and expires in one hour.
          </>
        }
      >
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <MailCheck className="h-6 w-6" aria-hidden />
          </span>
          <p className="text-sm text-gray-600">
            Didn't receive it? Check your spam folder, or{' '}
            <button type="button" className="font-medium text-brand-600 hover:underline" onClick={() => setSentTo(undefined)}>
              try again
            </button>
            .
          </p>
          <Button asChild variant="outline" className="w-full">
            <Link to="/sign-in">Back to sign in</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Forgot your password?"
      description="Enter the email address you signed up with and we'll send you a link to choose a new password."
      footer={
        <Link to="/sign-in" className="font-medium text-brand-600 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <ErrorBanner message={generalError} />
        <FormField id="email" label="Email" error={error}>
          <Input
            {...fieldAria('email', error)}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(undefined);
              setGeneralError(undefined);
            }}
            placeholder="you@company.com"
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthShell>
  );
}
