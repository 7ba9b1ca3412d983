import { useState } from 'react';
import { Input, Textarea } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import type { ProjectInput } from './api';

export interface ProjectFormValues {
  name: string;
  description: string;
  address: string;
  unitCount: string;
}
type Field = keyof ProjectFormValues;
export type ProjectFormErrors = Partial<Record<Field, string>>;

export const emptyProjectForm: ProjectFormValues = {
  name: '',
  description: '',
  address: '',
  unitCount: '',
};

export const projectFormValues = (p: { name: string; description: string; address: string | null; unitCount: number | null }): ProjectFormValues => ({
  name: p.name,
  description: p.description,
  address: p.address ?? '',
  unitCount: p.unitCount === null ? '' : String(p.unitCount),
});

/** The same rules and messages as the server, so most mistakes show before a round trip. */
export function validateProjectForm(v: ProjectFormValues): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  const name = v.name.trim();
  if (!name) errors.name = 'Project name is required';
  else if (name.length > 120) errors.name = 'Project name must be 120 characters or fewer';
  if (v.description.trim().length > 2000) errors.description = 'Description must be 2,000 characters or fewer';
  if (v.address.trim().length > 300) errors.address = 'Address must be 300 characters or fewer';
  const units = v.unitCount.trim();
  if (units) {
    if (!/^\d+$/.test(units)) errors.unitCount = 'Units must be a whole number';
    else if (Number(units) > 100_000) errors.unitCount = 'Units must be 100,000 or fewer';
  }
  return errors;
}

export const toProjectInput = (v: ProjectFormValues): ProjectInput => ({
  name: v.name.trim(),
  description: v.description.trim(),
  address: v.address.trim() || null,
  unitCount: v.unitCount.trim() ? Number(v.unitCount.trim()) : null,
});

/** Field errors from a 400 answer, or undefined when the error is not about a field. */
export function serverFieldErrors(err: unknown): ProjectFormErrors | undefined {
  if (!(err instanceof ApiError) || err.status !== 400 || !err.field) return undefined;
  return (err.fields ?? { [err.field]: err.message }) as ProjectFormErrors;
}

export function useProjectForm(initial: ProjectFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  return { values, setValues, errors, setErrors, set };
}

/** Name, description, address and units; ids are prefixed so two forms can share a page. */
export function ProjectFields({
  idPrefix,
  values,
  errors,
  onChange,
  disabled,
}: {
  idPrefix: string;
  values: ProjectFormValues;
  errors: ProjectFormErrors;
  onChange: (field: Field, value: string) => void;
  disabled?: boolean;
}) {
  const id = (f: Field) => `${idPrefix}-${f}`;
  const described = (f: Field, hint?: boolean) => [errors[f] ? `${id(f)}-error` : '', hint ? `${id(f)}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={id('name')}>Project name</Label>
        <Input
          id={id('name')}
          value={values.name}
          maxLength={200}
          disabled={disabled}
          placeholder="e.g. Maple Court Apartments"
          aria-invalid={!!errors.name}
          aria-describedby={described('name')}
          onChange={(e) => onChange('name', e.target.value)}
        />
        <FieldError id={`${id('name')}-error`} message={errors.name} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={id('description')}>
          Description <span className="font-normal text-gray-500">(optional)</span>
        </Label>
        <Textarea
          id={id('description')}
          value={values.description}
          disabled={disabled}
          className="min-h-20"
          placeholder="What this property or portfolio is, who manages it"
          aria-invalid={!!errors.description}
          aria-describedby={described('description')}
          onChange={(e) => onChange('description', e.target.value)}
        />
        <FieldError id={`${id('description')}-error`} message={errors.description} />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <div className="space-y-1.5">
          <Label htmlFor={id('address')}>
            Address <span className="font-normal text-gray-500">(optional)</span>
          </Label>
          <Input
            id={id('address')}
            value={values.address}
            disabled={disabled}
            autoComplete="street-address"
            aria-invalid={!!errors.address}
            aria-describedby={described('address')}
            onChange={(e) => onChange('address', e.target.value)}
          />
          <FieldError id={`${id('address')}-error`} message={errors.address} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={id('unitCount')}>
            Units <span className="font-normal text-gray-500">(optional)</span>
          </Label>
          <Input
            id={id('unitCount')}
            value={values.unitCount}
            disabled={disabled}
            inputMode="numeric"
            aria-invalid={!!errors.unitCount}
            aria-describedby={described('unitCount')}
            onChange={(e) => onChange('unitCount', e.target.value)}
          />
          <FieldError id={`${id('unitCount')}-error`} message={errors.unitCount} />
        </div>
      </div>
    </div>
  );
}
