import { toast } from 'sonner';
import { createWorkspaceSchema } from '@common/workspaces';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { setServerErrors, useZodForm } from '@/components/ui/form';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { showError } from '@/lib/api';
import { useCreateWorkspace } from './api';

/** Creates a workspace with the current user as its Owner and switches to it. */
export function CreateWorkspaceDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useZodForm(createWorkspaceSchema, { defaultValues: { name: '' } });
  const create = useCreateWorkspace();

  const submit = form.handleSubmit(({ name }) => {
    create.mutate(name, {
      onSuccess: (ws) => {
        toast.success('Workspace created', { description: `You are now working in ${ws.name}.` });
        form.reset();
        onOpenChange(false);
      },
      onError: (err) => setServerErrors(form, err) || showError(err),
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Create workspace</DialogTitle>
        <DialogDescription>A separate space for another company or portfolio. You will be its Owner.</DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <Field form={form} name="name" id="new-workspace-name" label="Workspace name">
            {(input) => <Input {...input} autoFocus />}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create workspace'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
