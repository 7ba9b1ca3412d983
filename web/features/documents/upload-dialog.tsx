import { FolderPlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/feedback';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useProjects } from '@/features/projects/api';
import { CreateProjectDialog } from '@/features/projects/create-project-dialog';
import { DropZone } from './drop-zone';
import { UploadList } from './upload-list';
import { uploads } from './upload-store';

/**
 * Upload many files into a project. With `projectId` the project is fixed (project screen); without it the user
 * chooses one (dashboard), or is offered to create one when there are none.
 */
export function UploadDialog({ open, onOpenChange, projectId }: { open: boolean; onOpenChange: (open: boolean) => void; projectId?: string }) {
  const selectId = useId();
  const { data: projects, isPending } = useProjects();
  const [chosen, setChosen] = useState('');
  const [creating, setCreating] = useState(false);
  const target = projectId ?? chosen;

  useEffect(() => {
    if (!projectId && !chosen && projects?.length === 1) setChosen(projects[0]!.id);
  }, [projectId, chosen, projects]);

  const names = Object.fromEntries((projects ?? []).map((p) => [p.id, p.name]));
  const none = !projectId && !isPending && projects?.length === 0;

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-xl">
          <DialogTitle>{projectId ? `Upload to ${names[projectId] ?? 'this project'}` : 'Upload leases and documents'}</DialogTitle>
          <DialogDescription>
            Add leases, tenant files, maintenance records and inspection reports. Each file is read, its type guessed (you can change it) and made searchable;
            you can keep working while it processes.
          </DialogDescription>
          <div className="mt-4 space-y-4">
            {!projectId && isPending && <Spinner />}
            {none && (
              <div className="rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm text-gray-700">
                <p>Documents belong to a project (a property or portfolio). Create your first project, then upload into it.</p>
                <Button className="mt-3" onClick={() => setCreating(true)}>
                  <FolderPlus /> Create a project
                </Button>
              </div>
            )}
            {!projectId && !!projects?.length && (
              <div className="space-y-1.5">
                <Label htmlFor={selectId}>Project</Label>
                <NativeSelect id={selectId} value={chosen} onChange={(e) => setChosen(e.target.value)}>
                  <option value="">Choose a project…</option>
                  {projects.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
            {!none && (
              <DropZone compact disabled={!target} disabledReason="Choose a project first." onFiles={(files) => uploads.add(files, { projectId: target })} />
            )}
            <UploadList projectId={projectId} projectNames={projectId ? undefined : names} />
          </div>
          <div className="mt-6 flex justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <CreateProjectDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
