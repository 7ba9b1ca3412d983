import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { authMessages } from '@common/auth';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorBanner } from '@/components/ui/feedback';
import { Input } from '@/components/ui/input';
import { authErrorMessage, type AuthClientError } from '@/features/auth/auth-errors';
import { AuthShell } from '@/features/auth/auth-shell';
import { fieldAria, FormField } from '@/features/auth/form-field';
import { authClient } from '@/lib/auth-client';

type Mode = 'totp' | 'recovery';

/** Second step of sign-in for accounts with two-factor authentication: an authenticator code or a recovery code. */
export default function TwoFactorPage() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [generalError, setGeneralError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  function switchMode(next: Mode) {
    setMode(next);
    setCode('');
    setFieldError(undefined);
    setGeneralError(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!value) return setFieldError(mode === 'totp' ? 'Enter the 6-digit code from your authenticator app' : 'Enter one of your recovery codes');
    if (mode === 'totp' && !/^\d{6}$/.test(value)) return setFieldError('The code is 6 digits');
    setSubmitting(true);
    try {
      const { error } =
        mode === 'totp'
          ? await authClient.twoFactor.verifyTotp({ code: value, trustDevice })
          : await authClient.twoFactor.verifyBackupCode({ code: value, trustDevice });
      if (error) {
        const e = error as AuthClientError;
        if (e.code === 'TOTP_CODE_REUSED') setFieldError('That code was already used. Enter the next code from your authenticator app.');
        else if (e.code === 'INVALID_TWO_FACTOR_COOKIE' || e.status === 401) setGeneralError('Your sign-in attempt expired. Please sign in again.');
        else if (e.status === 400 || e.status === 403) setGeneralError(mode === 'totp' ? 'That code is not valid. Check your authenticator app and try again.' : 'That recovery code is not valid or was already used.');
        else setGeneralError(authErrorMessage(e));
        return;
      }
      await authClient.getSession();
      navigate('/dashboard', { replace: true });
    } catch {
      setGeneralError(authMessages.unexpected);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthShell
      title="Two-factor authentication"
      description={mode === 'totp' ? 'Enter the 6-digit code from your authenticator app.' : 'Enter one of the recovery codes you saved when you turned on two-factor authentication.'}
      footer={
        <Link to="/sign-in" className="font-medium text-brand-600 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <ErrorBanner message={generalError} />
        <FormField id="code" label={mode === 'totp' ? 'Authentication code' : 'Recovery code'} error={fieldError}>
          <Input
            {...fieldAria('code', fieldError)}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setFieldError(undefined);
              setGeneralError(undefined);
            }}
            autoComplete="one-time-code"
            inputMode={mode === 'totp' ? 'numeric' : 'text'}
            placeholder={mode === 'totp' ? '123456' : 'xxxxx-xxxxx'}
            autoFocus
            className="text-center font-mono tracking-widest"
          />
        </FormField>
        <div className="flex items-center gap-2">
          <Checkbox id="trust" checked={trustDevice} onCheckedChange={(c) => setTrustDevice(c === true)} />
          <label htmlFor="trust" className="text-sm text-gray-700">
            Trust this device for 30 days
          </label>
        </div>
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
