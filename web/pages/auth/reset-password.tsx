import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { authMessages, MIN_PASSWORD_LENGTH } from '@common/auth';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/feedback';
import { authErrorMessage, type AuthClientError } from '@/features/auth/auth-errors';
import { AuthShell } from '@/features/auth/auth-shell';
import { fieldAria, FormField } from '@/features/auth/form-field';
import { PasswordInput } from '@/features/auth/password-input';
import { authClient } from '@/lib/auth-client';
import { usePageMeta } from '@/lib/use-page-meta';

const INVALID_LINK = 'This password reset link is invalid or has expired. Request a new one.';

export default function ResetPasswordPage() {
  usePageMeta('/reset-password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkBroken = !token || params.get('error') === 'INVALID_TOKEN';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [generalError, setGeneralError] = useState<string>();
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!password) next.password = authMessages.passwordRequired;
    else if (password.length < MIN_PASSWORD_LENGTH) next.password = authMessages.passwordTooShort;
    if (password && confirm !== password) next.confirm = 'Passwords do not match';
    setErrors(next);
    if (Object.keys(next).length || !token) return;
    setSubmitting(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error) {
        const e = error as AuthClientError;
        if (e.code === 'INVALID_TOKEN' || e.status === 400) setExpired(true);
        else setGeneralError(authErrorMessage(e));
        return;
      }
      setDone(true);
    } catch {
      setGeneralError(authMessages.unexpected);
    } finally {
      setSubmitting(false);
    }
  }

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
        <ErrorBanner message={generalError} />
        <FormField id="new-password" label="New password" error={errors.password}>
          <PasswordInput
            {...fieldAria('new-password', errors.password)}
            autoComplete="new-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((x) => ({ ...x, password: undefined }));
              setGeneralError(undefined);
            }}
          />
        </FormField>
        <FormField id="confirm-password" label="Confirm new password" error={errors.confirm}>
          <PasswordInput
            {...fieldAria('confirm-password', errors.confirm)}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => {
              setConfirm(e.target.value);
              setErrors((x) => ({ ...x, confirm: undefined }));
              setGeneralError(undefined);
            }}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? 'Saving...' : 'Reset password'}
        </Button>
      </form>
    </AuthShell>
  );
}
