import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { setServerErrors } from '@/components/ui/form';
import { showError } from '@/lib/api';
import { useUpdateProject, type ProjectDetail } from './api';
import { ProjectFields, projectFormValues, useProjectForm } from './project-form';

const readOnlyNote = 'Only Owners, Admins and the person who created this project can change or delete it.';

/** Rename, describe, address and units; and the delete action, for those allowed to use them. */
export function ProjectSettingsTab({ project, onDelete }: { project: ProjectDetail; onDelete: () => void }) {
  // Shows the saved values (e.g. after another tab saved) whenever the project changes on the server.
  const form = useProjectForm(projectFormValues(project));
  const update = useUpdateProject(project.id);

  const submit = form.handleSubmit((input) => {
    update.mutate(input, {
      onSuccess: (saved) =>
        toast.success('Project saved', {
          description: `${saved.name} is up to date.`,
        }),
      onError: (err) => {
        if (!setServerErrors(form, err)) showError(err, 'Could not save the project');
      },
    });
  });

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Project details</CardTitle>
          <CardDescription>{project.canEdit ? 'The name and address appear on the project card and in search results.' : readOnlyNote}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="space-y-6">
            <ProjectFields idPrefix="project-settings" form={form} disabled={!project.canEdit} />
            {project.canEdit && (
              <div className="flex justify-end">
                <Button type="submit" disabled={update.isPending}>
                  {update.isPending ? 'Saving...' : 'Save changes'}
                </Button>
              </div>
            )}
          </form>
        </CardContent>
      </Card>
      {project.canEdit && (
        <Card className="border-red-200">
          <CardHeader>
            <CardTitle className="text-base text-red-700">Delete project</CardTitle>
            <CardDescription>Deletes the project and every document in it. Questions already asked stay in your usage history.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="destructive" onClick={onDelete}>
              <Trash2 /> Delete project
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
