import { toast } from 'sonner';
import { unitStatuses } from '@common/portfolio';
import { centsToDollars, unitFormSchema, type UnitFormValues } from '@common/portfolio-forms';
import { Button } from '@/components/ui/button';
import { FormError, setFormError, setServerErrors, useZodForm } from '@/components/ui/form';
import { Field } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { type Unit, useSaveUnit } from './api';
import { unitStatusLabels } from './format';

const empty: UnitFormValues = { label: '', floor: '', bedrooms: '', bathrooms: '', squareFeet: '', marketRent: '', status: 'vacant' };
const valuesOf = (u: Unit): UnitFormValues => ({
  label: u.label,
  floor: u.floor ?? '',
  bedrooms: u.bedrooms === null ? '' : String(u.bedrooms),
  bathrooms: u.bathrooms === null ? '' : String(u.bathrooms),
  squareFeet: u.squareFeet === null ? '' : String(u.squareFeet),
  marketRent: centsToDollars(u.marketRentCents),
  status: u.status,
});

/**
 * A unit's fields inline in the property's unit list: a new unit of `propertyId`, or `unit` edited in place.
 * Market rent is typed in dollars and sent as cents.
 */
export function UnitForm({ propertyId, unit, onDone }: { propertyId: string; unit?: Unit; onDone: () => void }) {
  const form = useZodForm(unitFormSchema, { defaultValues: unit ? valuesOf(unit) : empty });
  const save = useSaveUnit(unit?.id);
  const id = unit ? `unit-${unit.id}` : 'new-unit';
  const submit = form.handleSubmit(({ marketRent, ...rest }) =>
    save.mutate(
      { ...rest, propertyId, marketRentCents: marketRent },
      {
        onSuccess: (saved) => {
          toast.success(unit ? 'Unit saved' : 'Unit added', { description: `Unit ${saved.label}` });
          if (!unit) form.reset(empty);
          onDone();
        },
        onError: (err) => {
          // A duplicate label is a 409 naming `label`: it belongs under the field too.
          if (err instanceof ApiError && err.field && err.field in empty) form.setError(err.field as keyof UnitFormValues, { message: err.message });
          else if (!setServerErrors(form, err)) setFormError(form, err instanceof ApiError ? err.message : 'The unit could not be saved.');
        },
      },
    ),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={unit ? `Edit unit ${unit.label}` : 'New unit'}
      className="space-y-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3"
    >
      <FormError form={form} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field form={form} name="label" id={`${id}-label`} label="Unit">
          {(input) => <Input {...input} maxLength={100} placeholder="e.g. 4B" />}
        </Field>
        <Field form={form} name="floor" id={`${id}-floor`} label="Floor">
          {(input) => <Input {...input} maxLength={50} />}
        </Field>
        <Field form={form} name="bedrooms" id={`${id}-bedrooms`} label="Bedrooms">
          {(input) => <Input {...input} inputMode="numeric" />}
        </Field>
        <Field form={form} name="bathrooms" id={`${id}-bathrooms`} label="Bathrooms">
          {(input) => <Input {...input} inputMode="decimal" />}
        </Field>
        <Field form={form} name="squareFeet" id={`${id}-squareFeet`} label="Square feet">
          {(input) => <Input {...input} inputMode="numeric" />}
        </Field>
        <Field form={form} name="marketRent" id={`${id}-marketRent`} label="Market rent ($)">
          {(input) => <Input {...input} inputMode="decimal" placeholder="1,850.00" />}
        </Field>
        <Field form={form} name="status" id={`${id}-status`} label="Status" className="col-span-2 sm:col-span-1">
          {(input) => (
            <NativeSelect {...input}>
              {unitStatuses.map((s) => (
                <option key={s} value={s}>
                  {unitStatusLabels[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : unit ? 'Save unit' : 'Add unit'}
        </Button>
      </div>
    </form>
  );
}
