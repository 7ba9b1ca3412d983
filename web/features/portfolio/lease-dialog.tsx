import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { leaseStatuses } from '@common/portfolio';
import { centsToDollars, leaseFormSchema, type LeaseFormValues } from '@common/portfolio-forms';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError, setFormError, setServerErrors, useZodForm } from '@/components/ui/form';
import { Field } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { type Lease, useAllProperties, usePropertyUnits, useSaveLease } from './api';
import { leaseStatusLabels } from './format';
import { Optional } from './property-dialog';
import { TenantPicker } from './tenant-picker';

const empty: LeaseFormValues = {
  propertyId: '',
  unitId: '',
  tenantIds: [],
  startDate: '',
  endDate: '',
  monthlyRent: '',
  deposit: '',
  status: 'active',
};
const valuesOf = (l: Lease): LeaseFormValues => ({
  propertyId: l.propertyId,
  unitId: l.unitId ?? '',
  tenantIds: l.tenantIds,
  startDate: l.startDate,
  endDate: l.endDate ?? '',
  monthlyRent: centsToDollars(l.monthlyRentCents),
  deposit: centsToDollars(l.depositCents),
  status: l.status,
});
// The API names money fields in cents; the form's boxes are in dollars.
const formField = (field: string) => ({ monthlyRentCents: 'monthlyRent', depositCents: 'deposit' })[field] ?? field;

/**
 * Adds or edits a lease: its property, one of that property's units, its tenants (a new one can be added here),
 * dates, and rent and deposit in dollars (sent as cents). `propertyId` fixes the property (the property page).
 */
export function LeaseDialog({
  open,
  onOpenChange,
  lease,
  propertyId,
  defaultPropertyId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lease?: Lease;
  /** The property, fixed (the property's page). */
  propertyId?: string;
  /** The property chosen at first, which the person may change (the Leases screen's filter). */
  defaultPropertyId?: string;
}) {
  const first = propertyId ?? defaultPropertyId ?? '';
  const initial = lease ? valuesOf(lease) : { ...empty, propertyId: first };
  const form = useZodForm(leaseFormSchema, { defaultValues: initial });
  useEffect(() => {
    if (open) form.reset(lease ? valuesOf(lease) : { ...empty, propertyId: first });
  }, [open, lease, first, form]);
  const chosenProperty = useWatch({ control: form.control, name: 'propertyId' });
  const { data: properties = [] } = useAllProperties(open);
  const { data: units = [] } = usePropertyUnits(open ? chosenProperty : '');
  const save = useSaveLease(lease?.id);
  const id = lease ? `lease-${lease.id}` : 'new-lease';

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        toast.success(lease ? 'Lease saved' : 'Lease added');
        onOpenChange(false);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 400 && err.field) {
          const name = formField(err.field) as keyof LeaseFormValues;
          if (name in empty) return form.setError(name, { message: err.message }, { shouldFocus: true });
        }
        if (!setServerErrors(form, err)) setFormError(form, err instanceof ApiError ? err.message : 'The lease could not be saved.');
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{lease ? 'Edit lease' : 'Add a lease'}</DialogTitle>
        <DialogDescription>Who rents which unit, for how long, and for how much.</DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <FormError form={form} />
          <div className="grid gap-4 sm:grid-cols-2">
            {propertyId && !lease ? (
              // Added from a property's page: the property is that one (kept in the form's values).
              <div className="space-y-1.5">
                <p className="text-sm font-medium text-gray-800">Property</p>
                <p className="flex h-10 items-center break-words text-sm text-gray-900">{properties.find((p) => p.id === propertyId)?.name ?? '…'}</p>
              </div>
            ) : (
              <Field form={form} name="propertyId" id={`${id}-property`} label="Property">
                {(input) => (
                  <NativeSelect
                    {...input}
                    onChange={(e) => {
                      void input.onChange(e);
                      form.setValue('unitId', '');
                    }}
                  >
                    <option value="">Choose a property…</option>
                    {properties.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
            )}
            <Field form={form} name="unitId" id={`${id}-unit`} label={<Optional label="Unit" />}>
              {(input) => (
                <NativeSelect {...input}>
                  <option value="">{chosenProperty ? 'No unit' : 'Choose the property first'}</option>
                  {units.map((u) => (
                    <option key={u.id} value={u.id}>
                      Unit {u.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          </div>
          <Controller
            control={form.control}
            name="tenantIds"
            render={({ field, fieldState }) => (
              <TenantPicker id={`${id}-tenants`} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field form={form} name="startDate" id={`${id}-start`} label="Start date">
              {(input) => <Input {...input} type="date" />}
            </Field>
            <Field form={form} name="endDate" id={`${id}-end`} label={<Optional label="End date" />}>
              {(input) => <Input {...input} type="date" />}
            </Field>
            <Field form={form} name="monthlyRent" id={`${id}-rent`} label={<Optional label="Monthly rent ($)" />}>
              {(input) => <Input {...input} inputMode="decimal" placeholder="1,850.00" />}
            </Field>
            <Field form={form} name="deposit" id={`${id}-deposit`} label={<Optional label="Deposit ($)" />}>
              {(input) => <Input {...input} inputMode="decimal" placeholder="1,850.00" />}
            </Field>
            <Field form={form} name="status" id={`${id}-status`} label="Status">
              {(input) => (
                <NativeSelect {...input}>
                  {leaseStatuses.map((s) => (
                    <option key={s} value={s}>
                      {leaseStatusLabels[s]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : lease ? 'Save lease' : 'Add lease'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
