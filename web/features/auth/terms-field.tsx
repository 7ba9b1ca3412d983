import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import { authMessages } from '@common/auth';
import { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/label';

/** The terms checkbox of the sign-up forms, as a schema field: submitting needs it ticked. */
export const termsField = z.boolean().refine((accepted) => accepted, authMessages.termsRequired);

/**
 * "I agree to the Terms ..." bound to a react-hook-form field named `terms`. Unticking shows the reason at
 * once, since the submit button is disabled until it is ticked and would otherwise give no hint.
 */
export function TermsField<T extends FieldValues & { terms: boolean }, Out extends FieldValues = T>({
  control,
  onToggle,
}: {
  control: Control<T, unknown, Out>;
  onToggle?: (accepted: boolean) => void;
}) {
  return (
    <Controller
      control={control}
      name={'terms' as Path<T>}
      render={({ field, fieldState }) => (
        <div className="space-y-1.5">
          <div className="flex items-start gap-3">
            <Checkbox
              id="terms"
              checked={field.value === true}
              onCheckedChange={(c) => {
                field.onChange(c === true);
                onToggle?.(c === true);
              }}
              onBlur={field.onBlur}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? 'terms-error' : undefined}
              className="mt-0.5"
            />
            <label htmlFor="terms" className="text-sm leading-snug text-gray-700">
              I agree to the{' '}
              <Link to="/terms" className="font-medium text-brand-600 hover:underline" target="_blank">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" className="font-medium text-brand-600 hover:underline" target="_blank">
                Privacy Policy
              </Link>
            </label>
          </div>
          <FieldError id="terms-error" message={fieldState.error?.message} />
        </div>
      )}
    />
  );
}
