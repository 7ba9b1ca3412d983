import { projectFormSchema, type ProjectFormValues } from '@common/projects';
import { useZodForm } from '@/components/ui/form';
import { Field } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';

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

/**
 * The project form on the server's rules and messages (common/projects.ts), so most mistakes show before a round
 * trip. `values` keeps it showing what the server holds (e.g. after another tab saved).
 */
export const useProjectForm = (values?: ProjectFormValues) => useZodForm(projectFormSchema, { defaultValues: emptyProjectForm, values });
export type ProjectForm = ReturnType<typeof useProjectForm>;

/** Name, description, address and units; ids are prefixed so two forms can share a page. */
export function ProjectFields({ idPrefix, form, disabled }: { idPrefix: string; form: ProjectForm; disabled?: boolean }) {
  const id = (f: keyof ProjectFormValues) => `${idPrefix}-${f}`;
  const optional = (label: string) => (
    <>
      {label} <span className="font-normal text-gray-500">(optional)</span>
    </>
  );
  return (
    <div className="space-y-4">
      <Field form={form} name="name" id={id('name')} label="Project name">
        {(input) => <Input {...input} maxLength={200} disabled={disabled} placeholder="e.g. Maple Court Apartments" />}
      </Field>
      <Field form={form} name="description" id={id('description')} label={optional('Description')}>
        {(input) => <Textarea {...input} disabled={disabled} className="min-h-20" placeholder="What this property or portfolio is, who manages it" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Field form={form} name="address" id={id('address')} label={optional('Address')}>
          {(input) => <Input {...input} disabled={disabled} autoComplete="street-address" />}
        </Field>
        <Field form={form} name="unitCount" id={id('unitCount')} label={optional('Units')}>
          {(input) => <Input {...input} disabled={disabled} inputMode="numeric" />}
        </Field>
      </div>
    </div>
  );
}
