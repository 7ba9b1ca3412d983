import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { authMessages, MIN_PASSWORD_LENGTH } from '@common/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorBanner } from '@/components/ui/feedback';
import { authErrorMessage, type AuthClientError } from '@/features/auth/auth-errors';
import { fieldAria, FormField } from '@/features/auth/form-field';
import { PasswordInput } from '@/features/auth/password-input';
import { authClient } from '@/lib/auth-client';

type Field = 'current' | 'next' | 'confirm';
const empty = { current: '', next: '', confirm: '' };

export function ChangePasswordCard({ onSessionsChanged }: { onSessionsChanged: () => void }) {
  const [values, setValues] = useState(empty);
  const [revokeOthers, setRevokeOthers] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [generalError, setGeneralError] = useState<string>();
  const [saving, setSaving] = useState(false);

  function update(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setGeneralError(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!values.current) next.current = 'Current password is required';
    if (!values.next) next.next = authMessages.passwordRequired;
    else if (values.next.length < MIN_PASSWORD_LENGTH) next.next = authMessages.passwordTooShort;
    if (values.next && values.confirm !== values.next) next.confirm = 'Passwords do not match';
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      const { error } = await authClient.changePassword({ currentPassword: values.current, newPassword: values.next, revokeOtherSessions: revokeOthers });
      if (error) {
        const e = error as AuthClientError;
        if (e.code === 'INVALID_PASSWORD') setErrors({ current: 'Current password is incorrect' });
        else setGeneralError(authErrorMessage(e));
        return;
      }
      setValues(empty);
      toast.success('Password changed', { description: revokeOthers ? 'Your other sessions were signed out.' : undefined });
      onSessionsChanged();
    } catch {
      setGeneralError(authMessages.unexpected);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Use at least {MIN_PASSWORD_LENGTH} characters. A password you use nowhere else is best.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="max-w-md space-y-4">
          <ErrorBanner message={generalError} />
          <FormField id="current-password" label="Current password" error={errors.current}>
            <PasswordInput {...fieldAria('current-password', errors.current)} autoComplete="current-password" value={values.current} onChange={(e) => update('current', e.target.value)} />
          </FormField>
          <FormField id="new-password" label="New password" error={errors.next}>
            <PasswordInput {...fieldAria('new-password', errors.next)} autoComplete="new-password" value={values.next} onChange={(e) => update('next', e.target.value)} />
          </FormField>
          <FormField id="confirm-password" label="Confirm new password" error={errors.confirm}>
            <PasswordInput {...fieldAria('confirm-password', errors.confirm)} autoComplete="new-password" value={values.confirm} onChange={(e) => update('confirm', e.target.value)} />
          </FormField>
          <div className="flex items-center gap-2">
            <Checkbox id="revoke-others" checked={revokeOthers} onCheckedChange={(c) => setRevokeOthers(c === true)} />
            <label htmlFor="revoke-others" className="text-sm text-gray-700">
              Sign out of all other sessions
            </label>
          </div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Updating...' : 'Update password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
