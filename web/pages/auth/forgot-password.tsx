import { useState } from 'react';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { authMessages } from '@common/auth';
import { forgotPasswordSchema } from '@common/auth-forms';
import { Button } from '@/components/ui/button';
import { FormError, setFormError, useZodForm } from '@/components/ui/form';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authErrorMessage, type AuthClientError } from '@/features/auth/auth-errors';
import { AuthShell } from '@/features/auth/auth-shell';
import { authClient } from '@/lib/auth-client';
import { usePageMeta } from '@/lib/use-page-meta';

export default function ForgotPasswordPage() {
  usePageMeta('/forgot-password');
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const [sentTo, setSentTo] = useState<string>();
  const submitting = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const { error: e } = await authClient.requestPasswordReset({ email, redirectTo: '/reset-password' });
      if (e) return setFormError(form, authErrorMessage(e as AuthClientError));
      setSentTo(email);
    } catch {
      setFormError(form, authMessages.unexpected);
    }
  });

  if (sentTo) {
    return (
      <AuthShell
        title="Check your email"
        description={
          <>
            If an account exists for <strong className="break-words text-gray-900">{sentTo}</strong>, we sent a link to reset its password. The link works once
            and expires in one hour.
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
        <FormError form={form} />
        <Field form={form} name="email" id="email" label="Email">
          {(input) => <Input {...input} type="email" autoComplete="email" inputMode="email" placeholder="you@company.com" />}
        </Field>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthShell>
  );
}
