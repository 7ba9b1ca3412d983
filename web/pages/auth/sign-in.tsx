import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authMessages, fieldErrors, signInSchema } from '@common/auth';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorBanner } from '@/components/ui/feedback';
import { Input } from '@/components/ui/input';
import { authErrorMessage, safeNextPath, type AuthClientError } from '@/features/auth/auth-errors';
import { AuthShell } from '@/features/auth/auth-shell';
import { fieldAria, FormField } from '@/features/auth/form-field';
import { GoogleButton, OrDivider } from '@/features/auth/google-button';
import { PasswordInput } from '@/features/auth/password-input';
import { authClient } from '@/lib/auth-client';
import { usePageMeta } from '@/lib/use-page-meta';

type Field = 'email' | 'password';

const GOOGLE_ERROR = 'An unexpected error occurred with Google sign in';

export default function SignInPage() {
  usePageMeta('/sign-in');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState({ email: '', password: '' });
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [generalError, setGeneralError] = useState<string>();
  const [unverified, setUnverified] = useState(false);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [submitting, setSubmitting] = useState(false);
  const next = safeNextPath(params.get('next'));

  useEffect(() => {
    if (params.get('error')) setGeneralError(GOOGLE_ERROR);
  }, [params]);

  function update(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setGeneralError(undefined);
    setUnverified(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signInSchema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    setGeneralError(undefined);
    setUnverified(false);
    if (!parsed.success) return;

    setSubmitting(true);
    try {
      const { data, error } = await authClient.signIn.email({ ...parsed.data, rememberMe, callbackURL: next });
      if (error) {
        const e = error as AuthClientError;
        setGeneralError(authErrorMessage(e));
        if (e.code === 'EMAIL_NOT_VERIFIED') setUnverified(true);
        return;
      }
      // With two-factor on, the client plugin has already sent the browser to /two-factor.
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) return;
      navigate(next, { replace: true });
    } catch {
      setGeneralError(authMessages.unexpected);
    } finally {
      setSubmitting(false);
    }
  }

  async function resendVerification() {
    setResend('sending');
    const { error } = await authClient.sendVerificationEmail({ email: values.email.trim(), callbackURL: '/dashboard' }).catch(() => ({ error: { status: 0 } }));
    if (error) {
      setResend('idle');
      setGeneralError(authErrorMessage(error as AuthClientError));
      return;
    }
    setResend('sent');
  }

  return (
    <AuthShell
      title="Welcome back"
      description="Sign in to your Propwise account"
      footer={
        <>
          <p>
            Don't have an account?{' '}
            <Link to="/sign-up" className="font-medium text-brand-600 hover:underline">
              Create Account
            </Link>
          </p>
          <p className="mt-3 text-xs text-gray-500">
            By signing in you agree to our{' '}
            <Link to="/terms" className="underline hover:text-gray-700">
              Terms
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className="underline hover:text-gray-700">
              Privacy Policy
            </Link>
            .
          </p>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <ErrorBanner message={generalError} />
        {unverified && (
          <div className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-gray-700">
            {resend === 'sent' ? (
              <p role="status">We sent a new verification link to {values.email.trim()}.</p>
            ) : (
              <Button type="button" variant="link" className="h-auto p-0" onClick={resendVerification} disabled={resend === 'sending'}>
                {resend === 'sending' ? 'Sending...' : 'Resend verification email'}
              </Button>
            )}
          </div>
        )}
        <FormField id="email" label="Email" error={errors.email}>
          <Input {...fieldAria('email', errors.email)} type="email" autoComplete="email" inputMode="email" value={values.email} onChange={(e) => update('email', e.target.value)} placeholder="you@company.com" />
        </FormField>
        <FormField
          id="password"
          label="Password"
          error={errors.password}
          hint={
            <Link to="/forgot-password" className="text-sm font-medium text-brand-600 hover:underline">
              Forgot password?
            </Link>
          }
        >
          <PasswordInput {...fieldAria('password', errors.password)} autoComplete="current-password" value={values.password} onChange={(e) => update('password', e.target.value)} />
        </FormField>
        <div className="flex items-center gap-2">
          <Checkbox id="remember" checked={rememberMe} onCheckedChange={(c) => setRememberMe(c === true)} />
          <label htmlFor="remember" className="text-sm text-gray-700">
            Remember me
          </label>
        </div>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton onError={setGeneralError} />
    </AuthShell>
  );
}
