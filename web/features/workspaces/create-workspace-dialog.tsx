import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { ApiError, showError } from '@/lib/api';
import { useCreateWorkspace } from './api';

/** Creates a workspace with the current user as its Owner and switches to it. */
export function CreateWorkspaceDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateWorkspace();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setError('Workspace name is required');
    create.mutate(name.trim(), {
      onSuccess: (ws) => {
        toast.success('Workspace created', { description: `You are now working in ${ws.name}.` });
        setName('');
        onOpenChange(false);
      },
      onError: (err) => (err instanceof ApiError && err.field === 'name' ? setError(err.message) : showError(err)),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Create workspace</DialogTitle>
        <DialogDescription>A separate space for another company or portfolio. You will be its Owner.</DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor="new-workspace-name">Workspace name</Label>
            <Input
              id="new-workspace-name"
              value={name}
              autoFocus
              aria-invalid={!!error}
              aria-describedby={error ? 'new-workspace-name-error' : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setError(undefined);
              }}
            />
            <FieldError id="new-workspace-name-error" message={error} />
          </div>
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
