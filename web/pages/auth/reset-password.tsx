import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { authMessages } from '@common/auth';
import { resetPasswordSchema } from '@common/auth-forms';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/feedback';
import { FormError, setFormError, useZodForm } from '@/components/ui/form';
import { Field } from '@/components/ui/form-field';
import { authErrorMessage, type AuthClientError } from '@/features/auth/auth-errors';
import { AuthShell } from '@/features/auth/auth-shell';
import { PasswordInput } from '@/features/auth/password-input';
import { authClient } from '@/lib/auth-client';
import { usePageMeta } from '@/lib/use-page-meta';

const INVALID_LINK = 'This password reset link is invalid or has expired. Request a new one.';

export default function ResetPasswordPage() {
  usePageMeta('/reset-password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkBroken = !token || params.get('error') === 'INVALID_TOKEN';
  const form = useZodForm(resetPasswordSchema, { defaultValues: { password: '', confirm: '' } });
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);
  const submitting = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error) {
        const e = error as AuthClientError;
        if (e.code === 'INVALID_TOKEN' || e.status === 400) setExpired(true);
        else setFormError(form, authErrorMessage(e));
        return;
      }
      setDone(true);
    } catch {
      setFormError(form, authMessages.unexpected);
    }
  });

  if (linkBroken || expired) {
    return (
      <AuthShell title="Link expired" description="Password reset links work once and expire after an hour.">
        <div className="space-y-3">
          <ErrorBanner message={INVALID_LINK} />
          <Button asChild className="w-full">
            <Link to="/forgot-password">Request a new link</Link>
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link to="/sign-in">Back to sign in</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }

  if (done) {
    return (
      <AuthShell title="Password updated" description="Your password has been changed and every other session has been signed out.">
        <div className="flex flex-col items-center gap-4">
          <CheckCircle2 className="h-10 w-10 text-green-600" aria-hidden />
          <Button asChild className="w-full">
            <Link to="/sign-in">Sign in with your new password</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Choose a new password" description="Pick a password you don't use anywhere else.">
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormError form={form} />
        <Field form={form} name="password" id="new-password" label="New password">
          {(input) => <PasswordInput {...input} autoComplete="new-password" />}
        </Field>
        <Field form={form} name="confirm" id="confirm-password" label="Confirm new password">
          {(input) => <PasswordInput {...input} autoComplete="new-password" />}
        </Field>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? 'Saving...' : 'Reset password'}
        </Button>
      </form>
    </AuthShell>
  );
}
