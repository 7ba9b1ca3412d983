import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { authMessages } from '@common/auth';
import { twoFactorSignInSchemas } from '@common/auth-forms';
import { Button } from '@/components/ui/button';
import { FormError, setFormError, useZodForm } from '@/components/ui/form';
import { CheckboxField, Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authErrorMessage, type AuthClientError } from '@/features/auth/auth-errors';
import { AuthShell } from '@/features/auth/auth-shell';
import { authClient } from '@/lib/auth-client';

type Mode = 'totp' | 'recovery';

/** Second step of sign-in for accounts with two-factor authentication: an authenticator code or a recovery code. */
export default function TwoFactorPage() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('totp');
  // The schema follows the mode: six digits, or any recovery code.
  const form = useZodForm(twoFactorSignInSchemas[mode], { defaultValues: { code: '', trustDevice: false } });
  const setGeneralError = (message: string) => setFormError(form, message);
  const submitting = form.formState.isSubmitting;

  function switchMode(next: Mode) {
    setMode(next);
    form.resetField('code');
    form.clearErrors();
  }

  const submit = form.handleSubmit(async ({ code: value, trustDevice }) => {
    try {
      const { error } =
        mode === 'totp'
          ? await authClient.twoFactor.verifyTotp({ code: value, trustDevice })
          : await authClient.twoFactor.verifyBackupCode({ code: value, trustDevice });
      if (error) {
        const e = error as AuthClientError;
        if (e.code === 'TOTP_CODE_REUSED')
          form.setError('code', { message: 'That code was already used. Enter the next code from your authenticator app.' }, { shouldFocus: true });
        else if (e.code === 'INVALID_TWO_FACTOR_COOKIE' || e.status === 401) setGeneralError('Your sign-in attempt expired. Please sign in again.');
        else if (e.status === 400 || e.status === 403)
          setGeneralError(
            mode === 'totp' ? 'That code is not valid. Check your authenticator app and try again.' : 'That recovery code is not valid or was already used.',
          );
        else setGeneralError(authErrorMessage(e));
        return;
      }
      await authClient.getSession();
      navigate('/dashboard', { replace: true });
    } catch {
      setGeneralError(authMessages.unexpected);
    }
  });

  return (
    <AuthShell
      title="Two-factor authentication"
      description={
        mode === 'totp'
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter one of the recovery codes you saved when you turned on two-factor authentication.'
      }
      footer={
        <Link to="/sign-in" className="font-medium text-brand-600 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormError form={form} />
        <Field form={form} name="code" id="code" label={mode === 'totp' ? 'Authentication code' : 'Recovery code'}>
          {(input) => (
            <Input
              {...input}
              autoComplete="one-time-code"
              inputMode={mode === 'totp' ? 'numeric' : 'text'}
              placeholder={mode === 'totp' ? '123456' : 'xxxxx-xxxxx'}
              autoFocus
              className="text-center font-mono tracking-widest"
            />
          )}
        </Field>
        <CheckboxField form={form} name="trustDevice" id="trust" label="Trust this device for 30 days" />
        <Button type="submit" className="w-full" disabled={submitting}>
          <ShieldCheck aria-hidden />
          {submitting ? 'Verifying...' : 'Verify'}
        </Button>
        <Button type="button" variant="link" className="w-full" onClick={() => switchMode(mode === 'totp' ? 'recovery' : 'totp')}>
          {mode === 'totp' ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
        </Button>
      </form>
    </AuthShell>
  );
}
