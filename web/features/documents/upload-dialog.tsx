import { FolderPlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { DEFAULT_PROJECT_NAME, type DocumentType } from '@common/documents';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/feedback';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAllProperties } from '@/features/portfolio/api';
import { useProjects } from '@/features/projects/api';
import { CreateProjectDialog } from '@/features/projects/create-project-dialog';
import { DropZone } from './drop-zone';
import { UploadList } from './upload-list';
import { uploads } from './upload-store';

/**
 * Upload many files into a project. With `projectId` the project is fixed (project screen); without it the user
 * chooses one (dashboard), or is offered to create one when there are none. Ticking "leases" (or opening it with
 * `documentType="lease"`, as "Upload Lease" does) files them as leases, whose terms are then read.
 */
export function UploadDialog({
  open,
  onOpenChange,
  projectId,
  documentType,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId?: string;
  documentType?: DocumentType;
}) {
  const selectId = useId();
  const leasesId = useId();
  const [leases, setLeases] = useState(documentType === 'lease');
  useEffect(() => setLeases(documentType === 'lease'), [documentType]);
  const { data: projects, isPending } = useProjects();
  const [chosen, setChosen] = useState('');
  const [propertyId, setPropertyId] = useState('');
  const [creating, setCreating] = useState(false);
  const { data: properties = [] } = useAllProperties(open);
  const target = projectId ?? chosen;
  const propertySelectId = `${selectId}-property`;

  useEffect(() => {
    if (!projectId && !chosen && projects?.length === 1) setChosen(projects[0]!.id);
  }, [projectId, chosen, projects]);

  const names = Object.fromEntries((projects ?? []).map((p) => [p.id, p.name]));
  // No project yet: files still go somewhere (a property's own project, or "Documents", which the server creates).
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
                <p>
                  Documents belong to a project (a property or portfolio). Files you add now go to a project named “{DEFAULT_PROJECT_NAME}”
                  {properties.length ? ', or to the property you link them to' : ''}; leases fill your properties, units and tenants as their terms are read.
                </p>
                <Button variant="outline" className="mt-3" onClick={() => setCreating(true)}>
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
            {properties.length > 0 && (
              <div className="space-y-1.5">
                <Label htmlFor={propertySelectId}>
                  Link to a property <span className="font-normal text-gray-500">(optional)</span>
                </Label>
                <NativeSelect id={propertySelectId} value={propertyId} onChange={(e) => setPropertyId(e.target.value)}>
                  <option value="">No property</option>
                  {properties.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
            {(projectId || !isPending) && (
              <div className="flex items-start gap-2">
                <Checkbox id={leasesId} checked={leases} onCheckedChange={(c) => setLeases(c === true)} className="mt-0.5" />
                <label htmlFor={leasesId} className="text-sm text-gray-700">
                  These are leases or amendments: read their terms (parties, dates, rent, renewal, notice…) for review
                </label>
              </div>
            )}
            {(projectId || !isPending) && (
              <DropZone
                compact
                disabled={!none && !target && !propertyId}
                disabledReason={properties.length ? 'Choose a project or a property first.' : 'Choose a project first.'}
                onFiles={(files) =>
                  uploads.add(files, { projectId: target, documentType: leases ? 'lease' : undefined, links: propertyId ? { propertyId } : undefined })
                }
              />
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
