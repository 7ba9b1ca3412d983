import { Plus, X } from 'lucide-react';
import { useFieldArray, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { leaseTermLabels, permissions, repairParties, utilities, type LeaseTermKey } from '@common/lease-terms';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError, setFormError, setServerErrors, useZodForm } from '@/components/ui/form';
import { Field } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { FieldError } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { useCorrectTerm } from './api';
import { permissionLabels, repairLabels, utilityLabels } from './format';
import { termFormDefaults, termFormKinds, termFormSchema } from './term-form-schemas';

type TermForm = UseFormReturn<FieldValues, unknown, { value: unknown }>;

/**
 * The correction form of one term: an input per value type (a date picker, money, a number, a choice, checkboxes,
 * a list of tenants or rent steps, a small form for late fee, renewal and early termination), checked with the
 * term's own schema before it is sent; the server's answer (a 400 naming the field) lands under the input.
 */
export function TermEditor({ documentId, termKey, value, onDone }: { documentId: string; termKey: LeaseTermKey; value: unknown; onDone: () => void }) {
  const schema = termFormSchema(termKey) as unknown as z.ZodType<{ value: unknown }, FieldValues>;
  const form = useZodForm(schema, { defaultValues: termFormDefaults(termKey, value) }) as TermForm;
  const correct = useCorrectTerm(documentId);
  const id = `term-${termKey}`;
  const submit = form.handleSubmit((out) =>
    correct.mutate(
      { key: termKey, value: out.value },
      {
        onSuccess: onDone,
        onError: (err) => {
          if (!setServerErrors(form, err, 'value')) setFormError(form, err instanceof ApiError ? err.message : 'The correction could not be saved. Try again.');
        },
      },
    ),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-lg border border-brand-100 bg-brand-50 p-3"
      aria-label={`Correct ${leaseTermLabels[termKey]}`}
    >
      <FormError form={form} />
      <TermInputs form={form} termKey={termKey} id={id} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={correct.isPending}>
          Save correction
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function TermInputs({ form, termKey, id }: { form: TermForm; termKey: LeaseTermKey; id: string }) {
  const label = leaseTermLabels[termKey];
  switch (termFormKinds[termKey]) {
    case 'text':
      return (
        <Field form={form} name="value" id={id} label={label}>
          {(input) => <Input {...input} autoFocus />}
        </Field>
      );
    case 'date':
      return (
        <Field form={form} name="value" id={id} label={label}>
          {(input) => <Input {...input} type="date" autoFocus />}
        </Field>
      );
    case 'money':
      return (
        <Field form={form} name="value" id={id} label={`${label} (dollars)`}>
          {(input) => <Input {...input} inputMode="decimal" placeholder="1850.00" autoFocus />}
        </Field>
      );
    case 'count':
      return (
        <Field form={form} name="value" id={id} label={termKey === 'term_months' ? `${label} (months)` : `${label} (days)`}>
          {(input) => <Input {...input} inputMode="numeric" autoFocus />}
        </Field>
      );
    case 'permission':
    case 'repairs': {
      const options =
        termFormKinds[termKey] === 'permission' ? permissions.map((p) => [p, permissionLabels[p]]) : repairParties.map((p) => [p, repairLabels[p]]);
      return (
        <Field form={form} name="value" id={id} label={termKey === 'repairs' ? 'Who repairs and maintains' : label}>
          {(input) => (
            <NativeSelect {...input} autoFocus>
              <option value="" disabled>
                Choose…
              </option>
              {options.map(([v, text]) => (
                <option key={v} value={v}>
                  {text}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      );
    }
    case 'utilities':
      return <UtilitiesInput form={form} id={id} />;
    case 'names':
      return <NamesInput form={form} id={id} />;
    case 'schedule':
      return <ScheduleInput form={form} id={id} />;
    case 'lateFee':
      return (
        <SmallForm form={form} legend={label}>
          <SmallField form={form} name="amount" id={id} label="Amount ($)" mode="decimal" />
          <SmallField form={form} name="percent" id={id} label="Or % of rent" mode="decimal" />
          <SmallField form={form} name="grace_days" id={id} label="Grace (days)" />
        </SmallForm>
      );
    case 'renewal':
      return (
        <SmallForm form={form} legend={label}>
          <SmallField form={form} name="count" id={id} label="Renewals" />
          <SmallField form={form} name="term_months" id={id} label="Each (months)" />
          <SmallField form={form} name="notice_days" id={id} label="Notice (days)" />
        </SmallForm>
      );
    case 'early':
      return (
        <SmallForm form={form} legend={label}>
          <SmallField form={form} name="notice_days" id={id} label="Notice (days)" />
          <SmallField form={form} name="fee" id={id} label="Fee ($)" mode="decimal" />
        </SmallForm>
      );
  }
}

function SmallForm({ form, legend, children }: { form: TermForm; legend: string; children: React.ReactNode }) {
  const { errors } = useFormState({ control: form.control, name: 'value' });
  const whole = (errors.value as { message?: string } | undefined)?.message;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-900">{legend}</legend>
      <p className="text-xs text-gray-500">Leave a box empty when the lease does not say.</p>
      <div className="grid gap-2 sm:grid-cols-3">{children}</div>
      <FieldError message={whole} />
    </fieldset>
  );
}

function SmallField({ form, name, id, label, mode = 'numeric' }: { form: TermForm; name: string; id: string; label: string; mode?: 'numeric' | 'decimal' }) {
  return (
    <Field form={form} name={`value.${name}`} id={`${id}-${name}`} label={label}>
      {(input) => <Input {...input} inputMode={mode} />}
    </Field>
  );
}

function UtilitiesInput({ form, id }: { form: TermForm; id: string }) {
  const chosen = (form.watch('value') as string[] | undefined) ?? [];
  const toggle = (u: string, on: boolean) =>
    form.setValue(
      'value',
      utilities.filter((x) => (x === u ? on : chosen.includes(x))),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-900">Utilities the tenant pays</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {utilities.map((u) => (
          <div key={u} className="flex items-center gap-2">
            <Checkbox id={`${id}-${u}`} checked={chosen.includes(u)} onCheckedChange={(c) => toggle(u, c === true)} />
            <label htmlFor={`${id}-${u}`} className="text-sm text-gray-700">
              {utilityLabels[u]}
            </label>
          </div>
        ))}
      </div>
      <p className="text-xs text-gray-500">None ticked: the tenant pays no utilities.</p>
    </fieldset>
  );
}

function NamesInput({ form, id }: { form: TermForm; id: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'value' });
  const { errors } = useFormState({ control: form.control, name: 'value' });
  // An error about the list as a whole sits at the array's root (react-hook-form's field arrays).
  const listError = errors.value as { message?: string; root?: { message?: string } } | undefined;
  const whole = listError?.root?.message ?? listError?.message;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-900">Tenants</legend>
      {fields.map((f, i) => (
        <div key={f.id} className="flex items-center gap-2">
          <Input
            {...form.register(`value.${i}.name`)}
            id={`${id}-${i}`}
            aria-label={`Tenant ${i + 1}`}
            placeholder="Full name or company"
            autoFocus={i === 0}
          />
          {fields.length > 1 && (
            <Button variant="ghost" size="icon" aria-label={`Remove tenant ${i + 1}`} onClick={() => remove(i)}>
              <X />
            </Button>
          )}
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={() => append({ name: '' })}>
        <Plus /> Add a tenant
      </Button>
      <FieldError message={whole} />
    </fieldset>
  );
}

function ScheduleInput({ form, id }: { form: TermForm; id: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'value' });
  const { errors } = useFormState({ control: form.control, name: 'value' });
  const stepErrors = errors.value as unknown as (Record<string, { message?: string }> | undefined)[] & { message?: string; root?: { message?: string } };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-900">Rent schedule</legend>
      {fields.map((f, i) => (
        <div key={f.id} className="space-y-1">
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-[9rem] flex-1">
              <label htmlFor={`${id}-${i}-from`} className="text-xs text-gray-600">
                From
              </label>
              <Input {...form.register(`value.${i}.from`)} id={`${id}-${i}-from`} type="date" />
            </div>
            <div className="min-w-[7rem] flex-1">
              <label htmlFor={`${id}-${i}-rent`} className="text-xs text-gray-600">
                Monthly rent ($)
              </label>
              <Input {...form.register(`value.${i}.monthly_rent`)} id={`${id}-${i}-rent`} inputMode="decimal" />
            </div>
            {fields.length > 1 && (
              <Button variant="ghost" size="icon" aria-label={`Remove step ${i + 1}`} onClick={() => remove(i)}>
                <X />
              </Button>
            )}
          </div>
          <FieldError message={stepErrors?.[i]?.from?.message ?? stepErrors?.[i]?.monthly_rent?.message} />
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={() => append({ from: '', monthly_rent: '' })}>
        <Plus /> Add a step
      </Button>
      <FieldError message={stepErrors?.root?.message ?? stepErrors?.message} />
    </fieldset>
  );
}
