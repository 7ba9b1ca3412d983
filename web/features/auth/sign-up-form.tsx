import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { authMessages } from '@common/auth';
import { Button } from '@/components/ui/button';
import { setFormError, useZodForm } from '@/components/ui/form';
import { authErrorMessage, type AuthClientError } from '@/features/auth/auth-errors';
import { fieldAria, FormField } from '@/features/auth/form-field';
import { PasswordInput } from '@/features/auth/password-input';
import { TermsField } from '@/features/auth/terms-field';
import { authClient } from '@/lib/auth-client';

/** What every sign-up form sends (the new-account form adds company and portfolio size, the invitee form the invitation). */
type SignUpInput = { name: string; email: string; password: string };
type SignUpValues = SignUpInput & { terms: boolean };

/**
 * The two sign-up forms (a new account, and an invitee joining a workspace) on their shared schemas: better-auth's
 * /sign-up/email gets the fields, its field errors land under the fields and any other failure in the form's
 * banner (<FormError>); `onSignedUp` says where the person goes next.
 */
export function useSignUpForm<Input extends SignUpValues, Output extends SignUpValues>(
  schema: z.core.$ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  onSignedUp: (input: Omit<Output, 'terms'>) => Promise<void> | void,
) {
  const form = useZodForm(schema, { defaultValues });
  const submit = form.handleSubmit(async ({ terms: _accepted, ...input }) => {
    try {
      const { error } = await authClient.signUp.email({ ...(input as SignUpInput), callbackURL: '/dashboard' });
      if (error) {
        const e = error as AuthClientError;
        const fields = e.status === 400 ? Object.entries(e.fields ?? {}) : [];
        if (fields.length) for (const [field, message] of fields) form.setError(field as Path<Input>, { message });
        else setFormError(form, authErrorMessage(e));
        return;
      }
      await onSignedUp(input);
    } catch {
      setFormError(form, authMessages.unexpected);
    }
  });
  return { form, submit };
}

/** The end of both sign-up forms: the new password, the terms box, and the submit button (enabled once the terms are ticked). */
export function PasswordTermsAndSubmit<T extends SignUpValues, Out extends FieldValues>({
  form,
  submitLabel,
  pendingLabel,
}: {
  form: UseFormReturn<T, unknown, Out>;
  submitLabel: ReactNode;
  pendingLabel: ReactNode;
}) {
  const { errors, isSubmitting } = form.formState;
  const passwordError = errors.password?.message as string | undefined;
  const terms = form.watch('terms' as Path<T>);
  return (
    <>
      <FormField id="password" label="Password" error={passwordError}>
        <PasswordInput
          {...fieldAria('password', passwordError)}
          {...form.register('password' as Path<T>)}
          autoComplete="new-password"
          placeholder="At least 6 characters"
        />
      </FormField>
      <TermsField
        control={form.control}
        onToggle={(accepted) => (accepted ? form.clearErrors('terms' as Path<T>) : form.setError('terms' as Path<T>, { message: authMessages.termsRequired }))}
      />
      <Button type="submit" className="w-full" disabled={!terms || isSubmitting}>
        {isSubmitting ? pendingLabel : submitLabel}
      </Button>
    </>
  );
}
