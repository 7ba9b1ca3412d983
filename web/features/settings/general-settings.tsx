import { toast } from 'sonner';
import { can } from '@common/permissions';
import { workspaceSettingsSchema } from '@common/workspaces';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorBanner, Spinner } from '@/components/ui/feedback';
import { setServerErrors, useZodForm } from '@/components/ui/form';
import { Field } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { showError } from '@/lib/api';
import { useCurrentWorkspace, useUpdateWorkspace } from '@/features/workspaces/api';

/** Company name, website, description of the active workspace; Owners and Admins edit, Members read. */
export function GeneralSettings() {
  const { data: ws, isPending, isError } = useCurrentWorkspace();
  const update = useUpdateWorkspace();
  // The form shows what the server holds, again whenever that changes (e.g. after saving).
  const form = useZodForm(workspaceSettingsSchema, {
    defaultValues: { name: '', website: '', description: '' },
    values: ws && { name: ws.name, website: ws.website, description: ws.description },
  });

  if (isPending) return <Spinner label="Loading settings" />;
  if (isError || !ws) return <ErrorBanner message="Settings could not be loaded. Refresh to try again." />;
  const editable = can(ws.role, 'workspace.settings');

  const submit = form.handleSubmit((input) => {
    update.mutate(input, {
      onSuccess: () => toast.success('Settings saved', { description: 'Your workspace details were updated.' }),
      onError: (err) => setServerErrors(form, err) || showError(err),
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>General</CardTitle>
        <CardDescription>{editable ? 'How your company appears to your team.' : 'Only Owners and Admins can change these details.'}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="max-w-xl space-y-4" noValidate>
          <Field form={form} name="name" id="settings-name" label="Company name">
            {(input) => <Input {...input} readOnly={!editable} />}
          </Field>
          <Field form={form} name="website" id="settings-website" label="Website">
            {(input) => <Input {...input} type="url" placeholder="https://" readOnly={!editable} />}
          </Field>
          <Field form={form} name="description" id="settings-description" label="Description">
            {(input) => <Textarea {...input} readOnly={!editable} />}
          </Field>
          {editable && (
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save changes'}
            </Button>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
