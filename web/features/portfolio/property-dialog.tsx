import { toast } from 'sonner';
import { propertyTypes } from '@common/portfolio';
import { propertyFormSchema, type PropertyFormValues } from '@common/portfolio-forms';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError, setFormError, setServerErrors, useZodForm } from '@/components/ui/form';
import { Field } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { type Property, useSaveProperty } from './api';
import { propertyTypeLabels } from './format';

const empty: PropertyFormValues = { name: '', address: '', type: 'residential' };

/** Adds a property, or edits one (`property`): name, address and type, on the server's rules. */
export function PropertyDialog({
  open,
  onOpenChange,
  property,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  property?: Property;
  onSaved?: (p: Property) => void;
}) {
  const values = property ? { name: property.name, address: property.address ?? '', type: property.type } : undefined;
  const form = useZodForm(propertyFormSchema, { defaultValues: empty, values });
  const save = useSaveProperty(property?.id);
  const close = (next: boolean) => {
    if (!next) form.reset(values ?? empty);
    onOpenChange(next);
  };
  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        toast.success(property ? 'Property saved' : 'Property added', { description: saved.name });
        close(false);
        onSaved?.(saved);
      },
      onError: (err) => {
        if (!setServerErrors(form, err)) setFormError(form, err instanceof ApiError ? err.message : 'The property could not be saved.');
      },
    }),
  );
  const id = property ? `property-${property.id}` : 'new-property';
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>{property ? 'Edit property' : 'Add a property'}</DialogTitle>
        <DialogDescription>A building or site you manage. Its units, leases and documents are kept with it.</DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <FormError form={form} />
          <Field form={form} name="name" id={`${id}-name`} label="Property name">
            {(input) => <Input {...input} maxLength={200} placeholder="e.g. Maple Court Apartments" />}
          </Field>
          <Field form={form} name="address" id={`${id}-address`} label={<Optional label="Address" />}>
            {(input) => <Input {...input} maxLength={500} autoComplete="street-address" />}
          </Field>
          <Field form={form} name="type" id={`${id}-type`} label="Type">
            {(input) => (
              <NativeSelect {...input}>
                {propertyTypes.map((t) => (
                  <option key={t} value={t}>
                    {propertyTypeLabels[t]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : property ? 'Save property' : 'Add property'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function Optional({ label }: { label: string }) {
  return (
    <>
      {label} <span className="font-normal text-gray-500">(optional)</span>
    </>
  );
}
