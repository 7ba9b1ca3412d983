import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { setServerErrors } from '@/components/ui/form';
import { showError } from '@/lib/api';
import { useCreateProject } from './api';
import { ProjectFields, useProjectForm } from './project-form';

/** The one create-project dialog, opened from the sidebar's New Project and the Projects screen's tile. */
export function CreateProjectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useProjectForm();
  const create = useCreateProject();
  const navigate = useNavigate();

  function close(next: boolean) {
    if (!next) form.reset();
    onOpenChange(next);
  }

  const submit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: (project) => {
        toast.success('Project created', {
          description: `${project.name} is ready for documents.`,
        });
        close(false);
        navigate(`/dashboard/projects/${project.id}`);
      },
      onError: (err) => {
        if (!setServerErrors(form, err)) showError(err, 'Could not create the project');
      },
    });
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>New project</DialogTitle>
        <DialogDescription>A project is a property or portfolio. Its documents are organised and searched together.</DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-6" noValidate>
          <ProjectFields idPrefix="new-project" form={form} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create project'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
