import { toast } from 'sonner';
import { authMessages, MIN_PASSWORD_LENGTH } from '@common/auth';
import { changePasswordSchema } from '@common/auth-forms';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError, setFormError, useZodForm } from '@/components/ui/form';
import { CheckboxField, Field } from '@/components/ui/form-field';
import { authErrorMessage, type AuthClientError } from '@/features/auth/auth-errors';
import { PasswordInput } from '@/features/auth/password-input';
import { authClient } from '@/lib/auth-client';

const empty = { current: '', next: '', confirm: '' };

export function ChangePasswordCard({ onSessionsChanged }: { onSessionsChanged: () => void }) {
  const form = useZodForm(changePasswordSchema, { defaultValues: { ...empty, revokeOthers: true } });
  const saving = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    const { revokeOthers } = values;
    try {
      const { error } = await authClient.changePassword({ currentPassword: values.current, newPassword: values.next, revokeOtherSessions: revokeOthers });
      if (error) {
        const e = error as AuthClientError;
        if (e.code === 'INVALID_PASSWORD') form.setError('current', { type: 'server', message: 'Current password is incorrect' }, { shouldFocus: true });
        else setFormError(form, authErrorMessage(e));
        return;
      }
      form.reset({ ...empty, revokeOthers });
      toast.success('Password changed', { description: revokeOthers ? 'Your other sessions were signed out.' : undefined });
      onSessionsChanged();
    } catch {
      setFormError(form, authMessages.unexpected);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Use at least {MIN_PASSWORD_LENGTH} characters. A password you use nowhere else is best.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="max-w-md space-y-4">
          <FormError form={form} />
          <Field form={form} name="current" id="current-password" label="Current password">
            {(input) => <PasswordInput {...input} autoComplete="current-password" />}
          </Field>
          <Field form={form} name="next" id="new-password" label="New password">
            {(input) => <PasswordInput {...input} autoComplete="new-password" />}
          </Field>
          <Field form={form} name="confirm" id="confirm-password" label="Confirm new password">
            {(input) => <PasswordInput {...input} autoComplete="new-password" />}
          </Field>
          <CheckboxField form={form} name="revokeOthers" id="revoke-others" label="Sign out of all other sessions" />
          <Button type="submit" disabled={saving}>
            {saving ? 'Updating...' : 'Update password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
