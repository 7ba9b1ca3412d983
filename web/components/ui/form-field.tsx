import type { ReactNode } from 'react';
import { Controller, useFormState, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { Checkbox } from './checkbox';
import { FieldError, Label } from './label';

/** A labelled field with its error underneath; `id` ties the label, the input and the error together. */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      {hint ? (
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={id}>{label}</Label>
          {hint}
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** aria attributes for an input whose error is shown by FormField. */
export const fieldAria = (id: string, error?: string) => ({
  id,
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? `${id}-error` : undefined,
});

export type FieldInputProps<T extends FieldValues> = UseFormRegisterReturn<Path<T>> & ReturnType<typeof fieldAria>;

/**
 * A form field wired to react-hook-form: the label, the input the children render from the props they are
 * given (registration, id, aria), and the field's error (from the schema or the server) underneath.
 *
 *   <Field form={form} name="email" id="invite-email" label="Email">{(input) => <Input {...input} type="email" />}</Field>
 */
export function Field<T extends FieldValues, Out extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  className,
  children,
}: {
  form: UseFormReturn<T, unknown, Out>;
  name: Path<T>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: (input: FieldInputProps<T>) => ReactNode;
}) {
  const formState = useFormState({ control: form.control, name });
  const error = form.getFieldState(name, formState).error?.message;
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {children({ ...form.register(name), ...fieldAria(id, error) })}
    </FormField>
  );
}

/** A checkbox with its label beside it, holding a boolean form value. */
export function CheckboxField<T extends FieldValues, Out extends FieldValues>({
  form,
  name,
  id,
  label,
}: {
  form: UseFormReturn<T, unknown, Out>;
  name: Path<T>;
  id: string;
  label: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Checkbox
            id={id}
            ref={field.ref}
            name={field.name}
            checked={field.value === true}
            onBlur={field.onBlur}
            onCheckedChange={(c) => field.onChange(c === true)}
          />
        )}
      />
      <label htmlFor={id} className="text-sm text-gray-700">
        {label}
      </label>
    </div>
  );
}
