import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/dialog';
import { showError } from '@/lib/api';
import { useDeleteProject } from './api';

/** Confirms by name, deletes, then returns to the Projects list with a toast. */
export function DeleteProjectDialog({
  project,
  open,
  onOpenChange,
}: {
  project: { id: string; name: string; documentCount: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteProject();
  const navigate = useNavigate();
  const docs = project.documentCount;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${project.name}?`}
      description={
        <>
          This permanently deletes the project <strong className="break-words font-semibold text-gray-800">{project.name}</strong>
          {docs > 0 ? ` and its ${docs === 1 ? 'document' : `${docs} documents`}, which leave search at once` : ''}. This cannot be undone.
        </>
      }
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete project'}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(project.id, {
          onSuccess: () => {
            onOpenChange(false);
            toast.success('Project deleted', {
              description: `${project.name} was deleted.`,
            });
            navigate('/dashboard/projects');
          },
          onError: (err) => showError(err, 'Could not delete the project'),
        })
      }
    />
  );
}
