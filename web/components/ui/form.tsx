import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useFormState, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorBanner } from '@/components/ui/feedback';
import { ApiError } from '@/lib/api';

/**
 * Forms are react-hook-form on the zod schemas in common/, the ones the server parses the same input with, so a
 * form and the server agree on every rule and message. The submit handler receives the schema's output (trimmed,
 * transformed), and errors show under their fields after the first submit, updating as the user types.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.core.$ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  const form = useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
  const { subscribe, clearErrors } = form;
  // The form-wide error (the banner) is about the last attempt: it goes as soon as the user changes a field.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ name, errors }) => name && errors?.root && clearErrors('root') }),
    [subscribe, clearErrors],
  );
  return form;
}

/** The form-wide error, shown by <FormError>: a failure that is not about one field. */
export function setFormError<T extends FieldValues, Out extends FieldValues>(form: UseFormReturn<T, unknown, Out>, message: string) {
  form.setError('root.server', { type: 'server', message });
}

/** { field: message } from an API error about input, or undefined when the error is not about fields. */
export function serverFieldErrors(err: unknown): Record<string, string> | undefined {
  if (!(err instanceof ApiError) || err.status !== 400) return undefined;
  if (err.fields && Object.keys(err.fields).length) return err.fields;
  return err.field ? { [err.field]: err.message } : undefined;
}

/**
 * Puts the server's field errors (ApiError.field/fields) under the form's own fields and focuses the first.
 * `fallback` names the field that an input error without a known field belongs to (e.g. "already a member" for
 * an invitation's email). Returns false when nothing was placed, so the caller shows the error another way.
 */
export function setServerErrors<T extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<T, unknown, Out>,
  err: unknown,
  fallback?: Path<T>,
): boolean {
  const values = form.getValues();
  const fields = Object.entries(serverFieldErrors(err) ?? {}).filter(([name]) => name in values);
  if (!fields.length && fallback && err instanceof ApiError && err.status === 400) fields.push([fallback, err.message]);
  for (const [i, [name, message]] of fields.entries()) form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 });
  return fields.length > 0;
}

/** The general error banner of a form, from setFormError; cleared when a field changes or the form is sent again. */
export function FormError<T extends FieldValues, Out extends FieldValues>({ form }: { form: UseFormReturn<T, unknown, Out> }) {
  const { errors } = useFormState({ control: form.control });
  return <ErrorBanner message={errors.root?.server?.message} />;
}
