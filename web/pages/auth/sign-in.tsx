import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authMessages } from '@common/auth';
import { signInFormSchema } from '@common/auth-forms';
import { Button } from '@/components/ui/button';
import { FormError, setFormError, useZodForm } from '@/components/ui/form';
import { CheckboxField, Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authErrorMessage, safeNextPath, type AuthClientError } from '@/features/auth/auth-errors';
import { AuthShell } from '@/features/auth/auth-shell';
import { GoogleButton, OrDivider } from '@/features/auth/google-button';
import { PasswordInput } from '@/features/auth/password-input';
import { authClient } from '@/lib/auth-client';
import { usePageMeta } from '@/lib/use-page-meta';

const GOOGLE_ERROR = 'An unexpected error occurred with Google sign in';

export default function SignInPage() {
  usePageMeta('/sign-in');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useZodForm(signInFormSchema, { defaultValues: { email: '', password: '', rememberMe: false } });
  const [unverified, setUnverified] = useState(false);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  const next = safeNextPath(params.get('next'));
  const setGeneralError = (message: string) => setFormError(form, message);

  useEffect(() => {
    if (params.get('error')) setFormError(form, GOOGLE_ERROR);
  }, [params, form]);

  // The "not verified" offer is about the address that was tried: it goes when the fields change.
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ name }) => name && setUnverified(false) }), [form]);

  const submit = form.handleSubmit(async ({ rememberMe, ...credentials }) => {
    setUnverified(false);
    try {
      // No callbackURL: with one, better-auth's client also sets window.location to it after success, a second
      // (full-page) navigation racing the one below.
      const { data, error } = await authClient.signIn.email({ ...credentials, rememberMe });
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
    }
  });
  const submitting = form.formState.isSubmitting;

  async function resendVerification() {
    setResend('sending');
    const { error } = await authClient
      .sendVerificationEmail({ email: form.getValues('email').trim(), callbackURL: '/dashboard' })
      .catch(() => ({ error: { status: 0 } }));
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
        <FormError form={form} />
        {unverified && (
          <div className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-gray-700">
            {resend === 'sent' ? (
              <p role="status">We sent a new verification link to {form.getValues('email').trim()}.</p>
            ) : (
              <Button type="button" variant="link" className="h-auto p-0" onClick={resendVerification} disabled={resend === 'sending'}>
                {resend === 'sending' ? 'Sending...' : 'Resend verification email'}
              </Button>
            )}
          </div>
        )}
        <Field form={form} name="email" id="email" label="Email">
          {(input) => <Input {...input} type="email" autoComplete="email" inputMode="email" placeholder="you@company.com" />}
        </Field>
        <Field
          form={form}
          name="password"
          id="password"
          label="Password"
          hint={
            <Link to="/forgot-password" className="text-sm font-medium text-brand-600 hover:underline">
              Forgot password?
            </Link>
          }
        >
          {(input) => <PasswordInput {...input} autoComplete="current-password" />}
        </Field>
        <CheckboxField form={form} name="rememberMe" id="remember" label="Remember me" />
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton onError={setGeneralError} />
    </AuthShell>
  );
}
