import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { showError } from '@/lib/api';
import { useCreateProject } from './api';
import { emptyProjectForm, ProjectFields, serverFieldErrors, toProjectInput, useProjectForm, validateProjectForm } from './project-form';

/** The one create-project dialog, opened from the sidebar's New Project and the Projects screen's tile. */
export function CreateProjectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useProjectForm(emptyProjectForm);
  const create = useCreateProject();
  const navigate = useNavigate();

  function close(next: boolean) {
    if (!next) {
      form.setValues(emptyProjectForm);
      form.setErrors({});
    }
    onOpenChange(next);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const errors = validateProjectForm(form.values);
    if (Object.keys(errors).length) return form.setErrors(errors);
    create.mutate(toProjectInput(form.values), {
      onSuccess: (project) => {
        toast.success('Project created', {
          description: `${project.name} is ready for documents.`,
        });
        close(false);
        navigate(`/dashboard/projects/${project.id}`);
      },
      onError: (err) => {
        const fields = serverFieldErrors(err);
        if (fields) form.setErrors(fields);
        else showError(err, 'Could not create the project');
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>New project</DialogTitle>
        <DialogDescription>A project is a property or portfolio. Its documents are organised and searched together.</DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-6" noValidate>
          <ProjectFields idPrefix="new-project" values={form.values} errors={form.errors} onChange={form.set} />
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
