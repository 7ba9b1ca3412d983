import type { ReactNode } from 'react';
import { FieldError, Label } from '@/components/ui/label';

/** A labelled field with its error underneath; `id` ties the label, the input and the error together. */
export function FormField({ id, label, error, children, hint }: { id: string; label: ReactNode; error?: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {hint}
      </div>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** aria attributes for an input whose error is shown by FormField. */
export const fieldAria = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});
