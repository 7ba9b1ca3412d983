import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Copy, Download, ShieldCheck, ShieldOff } from 'lucide-react';
import { toast } from 'sonner';
import { authMessages } from '@common/auth';
import { confirmPasswordSchema, totpCodeSchema } from '@common/auth-forms';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError, setFormError, useZodForm } from '@/components/ui/form';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authErrorMessage, type AuthClientError } from '@/features/auth/auth-errors';
import { PasswordInput } from '@/features/auth/password-input';
import { authClient, useSession } from '@/lib/auth-client';

type Step = { kind: 'idle' } | { kind: 'password'; purpose: 'enable' | 'disable' } | { kind: 'setup'; totpURI: string; backupCodes: string[] };

const secretOf = (totpURI: string) => new URL(totpURI).searchParams.get('secret') ?? '';
const groupSecret = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function TwoFactorCard({ onSessionsChanged }: { onSessionsChanged: () => void }) {
  const { data: session, refetch } = useSession();
  const enabled = Boolean(session?.user.twoFactorEnabled);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  // One form per step that asks for something: the password (to turn it on or off), then the first code.
  const passwordForm = useZodForm(confirmPasswordSchema, { defaultValues: { password: '' } });
  const codeForm = useZodForm(totpCodeSchema, { defaultValues: { code: '' } });
  const busy = passwordForm.formState.isSubmitting || codeForm.formState.isSubmitting;

  function reset(next: Step = { kind: 'idle' }) {
    setStep(next);
    passwordForm.reset();
    codeForm.reset();
  }

  const submitPassword = passwordForm.handleSubmit(async ({ password }) => {
    if (step.kind !== 'password') return;
    const setGeneralError = (message: string) => setFormError(passwordForm, message);
    try {
      if (step.purpose === 'enable') {
        const { data, error } = await authClient.twoFactor.enable({ password });
        if (error || !data) return handleError(error as AuthClientError);
        if (data.method !== 'totp') return setGeneralError(authMessages.unexpected);
        reset({ kind: 'setup', totpURI: data.totpURI, backupCodes: data.backupCodes });
      } else {
        const { error } = await authClient.twoFactor.disable({ password });
        if (error) return handleError(error as AuthClientError);
        reset();
        await refetch();
        onSessionsChanged();
        toast.success('Two-factor authentication turned off');
      }
    } catch {
      setGeneralError(authMessages.unexpected);
    }
  });

  const submitCode = codeForm.handleSubmit(async ({ code: value }) => {
    try {
      const { error } = await authClient.twoFactor.verifyTotp({ code: value });
      if (error) {
        const e = error as AuthClientError;
        return e.status === 400 || e.status === 401
          ? codeForm.setError('code', { type: 'server', message: 'That code is not valid. Check the time on your phone and try again.' }, { shouldFocus: true })
          : setFormError(codeForm, authErrorMessage(e));
      }
      reset();
      await refetch();
      onSessionsChanged();
      toast.success('Two-factor authentication is on', { description: 'You will be asked for a code when you sign in.' });
    } catch {
      setFormError(codeForm, authMessages.unexpected);
    }
  });

  function handleError(error: AuthClientError | null) {
    if (error?.code === 'INVALID_PASSWORD' || error?.status === 400)
      passwordForm.setError('password', { type: 'server', message: 'Password is incorrect' }, { shouldFocus: true });
    else setFormError(passwordForm, authErrorMessage(error));
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Two-factor authentication</CardTitle>
          {enabled ? <Badge variant="success">On</Badge> : <Badge variant="secondary">Off</Badge>}
        </div>
        <CardDescription>Ask for a code from an authenticator app (Google Authenticator, 1Password, Authy...) whenever you sign in.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormError form={passwordForm} />
        <FormError form={codeForm} />
        {step.kind === 'idle' &&
          (enabled ? (
            <Button variant="outline" onClick={() => reset({ kind: 'password', purpose: 'disable' })}>
              <ShieldOff aria-hidden /> Disable two-factor authentication
            </Button>
          ) : (
            <Button onClick={() => reset({ kind: 'password', purpose: 'enable' })}>
              <ShieldCheck aria-hidden /> Enable two-factor authentication
            </Button>
          ))}

        {step.kind === 'password' && (
          <form noValidate onSubmit={submitPassword} className="max-w-md space-y-4">
            <Field form={passwordForm} name="password" id="tfa-password" label="Confirm your password">
              {(input) => <PasswordInput {...input} autoComplete="current-password" autoFocus />}
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant={step.purpose === 'disable' ? 'destructive' : 'default'} disabled={busy}>
                {step.purpose === 'enable' ? (busy ? 'Preparing...' : 'Continue') : busy ? 'Disabling...' : 'Disable'}
              </Button>
              <Button type="button" variant="ghost" onClick={() => reset()}>
                Cancel
              </Button>
            </div>
          </form>
        )}

        {step.kind === 'setup' && (
          <div className="space-y-6">
            <div className="grid gap-6 md:grid-cols-[auto_1fr]">
              <div
                role="img"
                aria-label="QR code for your authenticator app"
                className="flex justify-center rounded-lg border border-gray-200 bg-white p-3 md:block"
              >
                <QRCodeSVG value={step.totpURI} size={168} aria-hidden />
              </div>
              <div className="min-w-0 space-y-2 text-sm text-gray-700">
                <p className="font-medium text-gray-900">1. Scan the QR code with your authenticator app</p>
                <p>Can't scan it? Enter this key instead:</p>
                <div className="flex items-center gap-2">
                  <code data-testid="totp-secret" className="min-w-0 break-words rounded bg-gray-100 px-2 py-1 font-mono text-sm">
                    {groupSecret(secretOf(step.totpURI))}
                  </code>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label="Copy setup key"
                    onClick={() => void navigator.clipboard?.writeText(secretOf(step.totpURI)).then(() => toast.success('Setup key copied'))}
                  >
                    <Copy aria-hidden />
                  </Button>
                </div>
              </div>
            </div>
            <div className="space-y-2">
              <p className="text-sm font-medium text-gray-900">2. Save your recovery codes</p>
              <p className="text-sm text-gray-600">Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again.</p>
              <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg bg-gray-50 p-3 font-mono text-sm sm:grid-cols-3">
                {step.backupCodes.map((c) => (
                  <li key={c} className="break-words">
                    {c}
                  </li>
                ))}
              </ul>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  const blob = new Blob([`Propwise recovery codes\n\n${step.backupCodes.join('\n')}\n`], { type: 'text/plain' });
                  const a = document.createElement('a');
                  a.href = URL.createObjectURL(blob);
                  a.download = 'propwise-recovery-codes.txt';
                  a.click();
                  URL.revokeObjectURL(a.href);
                }}
              >
                <Download aria-hidden /> Download codes
              </Button>
            </div>
            <form noValidate onSubmit={submitCode} className="max-w-md space-y-4">
              <Field form={codeForm} name="code" id="tfa-code" label="3. Enter the 6-digit code from the app">
                {(input) => <Input {...input} inputMode="numeric" autoComplete="one-time-code" placeholder="123456" className="font-mono tracking-widest" />}
              </Field>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={busy}>
                  {busy ? 'Verifying...' : 'Verify and turn on'}
                </Button>
                <Button type="button" variant="ghost" onClick={() => reset()}>
                  Cancel
                </Button>
              </div>
            </form>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
