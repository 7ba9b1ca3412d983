import { toast } from 'sonner';
import { tenantKinds } from '@common/portfolio';
import { tenantFormSchema, type TenantFormValues } from '@common/portfolio-forms';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError, setFormError, setServerErrors, useZodForm } from '@/components/ui/form';
import { Field } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { type Tenant, useSaveTenant } from './api';
import { tenantKindLabels } from './format';
import { Optional } from './property-dialog';

const empty: TenantFormValues = { kind: 'person', name: '', email: '', phone: '' };

/** Adds a tenant (a person or a company), or edits one; also opened from the lease form to add a tenant there. */
export function TenantDialog({
  open,
  onOpenChange,
  tenant,
  initialName = '',
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tenant?: Tenant;
  initialName?: string;
  onSaved?: (t: Tenant) => void;
}) {
  const values = tenant
    ? { kind: tenant.kind, name: tenant.name, email: tenant.email ?? '', phone: tenant.phone ?? '' }
    : open
      ? { ...empty, name: initialName }
      : undefined;
  const form = useZodForm(tenantFormSchema, { defaultValues: empty, values });
  const save = useSaveTenant(tenant?.id);
  const close = (next: boolean) => {
    if (!next) form.reset(empty);
    onOpenChange(next);
  };
  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        toast.success(tenant ? 'Tenant saved' : 'Tenant added', { description: saved.name });
        close(false);
        onSaved?.(saved);
      },
      onError: (err) => {
        if (!setServerErrors(form, err)) setFormError(form, err instanceof ApiError ? err.message : 'The tenant could not be saved.');
      },
    }),
  );
  const id = tenant ? `tenant-${tenant.id}` : 'new-tenant';
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>{tenant ? 'Edit tenant' : 'Add a tenant'}</DialogTitle>
        <DialogDescription>A person or company that rents from you, with how to reach them.</DialogDescription>
        {/* A form of its own even when opened over the lease form: submitting it must not submit the lease. */}
        <form
          onSubmit={(e) => {
            e.stopPropagation();
            void submit(e);
          }}
          className="mt-4 space-y-4"
          noValidate
        >
          <FormError form={form} />
          <Field form={form} name="kind" id={`${id}-kind`} label="Tenant is a">
            {(input) => (
              <NativeSelect {...input}>
                {tenantKinds.map((k) => (
                  <option key={k} value={k}>
                    {tenantKindLabels[k]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field form={form} name="name" id={`${id}-name`} label="Name">
            {(input) => <Input {...input} maxLength={200} autoComplete="off" />}
          </Field>
          <Field form={form} name="email" id={`${id}-email`} label={<Optional label="Email" />}>
            {(input) => <Input {...input} type="email" maxLength={320} autoComplete="off" />}
          </Field>
          <Field form={form} name="phone" id={`${id}-phone`} label={<Optional label="Phone" />}>
            {(input) => <Input {...input} type="tel" maxLength={50} autoComplete="off" />}
          </Field>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : tenant ? 'Save tenant' : 'Add tenant'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
