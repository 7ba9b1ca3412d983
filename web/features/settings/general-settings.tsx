import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { can } from '@common/permissions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorBanner, Spinner } from '@/components/ui/feedback';
import { Input, Textarea } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { ApiError, showError } from '@/lib/api';
import { useCurrentWorkspace, useUpdateWorkspace } from '@/features/workspaces/api';

type Fields = { name: string; website: string; description: string };

/** Company name, website, description of the active workspace; Owners and Admins edit, Members read. */
export function GeneralSettings() {
  const { data: ws, isPending, isError } = useCurrentWorkspace();
  const update = useUpdateWorkspace();
  const [form, setForm] = useState<Fields>({ name: '', website: '', description: '' });
  const [errors, setErrors] = useState<Partial<Fields>>({});

  useEffect(() => {
    if (ws) setForm({ name: ws.name, website: ws.website, description: ws.description });
  }, [ws?.id, ws?.name, ws?.website, ws?.description]);

  if (isPending) return <Spinner label="Loading settings" />;
  if (isError || !ws) return <ErrorBanner message="Settings could not be loaded. Refresh to try again." />;
  const editable = can(ws.role, 'workspace.settings');

  const set = (key: keyof Fields) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors((er) => ({ ...er, [key]: undefined }));
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.name.trim()) return setErrors({ name: 'Company name is required' });
    update.mutate(form, {
      onSuccess: () => toast.success('Settings saved', { description: 'Your workspace details were updated.' }),
      onError: (err) => {
        if (err instanceof ApiError && err.field && err.field in form) setErrors({ [err.field]: err.message });
        else showError(err);
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>General</CardTitle>
        <CardDescription>
          {editable ? 'How your company appears to your team.' : 'Only Owners and Admins can change these details.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="max-w-xl space-y-4" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor="settings-name">Company name</Label>
            <Input id="settings-name" value={form.name} onChange={set('name')} readOnly={!editable} aria-invalid={!!errors.name} aria-describedby={errors.name ? 'settings-name-error' : undefined} />
            <FieldError id="settings-name-error" message={errors.name} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="settings-website">Website</Label>
            <Input
              id="settings-website"
              type="url"
              placeholder="https://"
              value={form.website}
              onChange={set('website')}
              readOnly={!editable}
              aria-invalid={!!errors.website}
              aria-describedby={errors.website ? 'settings-website-error' : undefined}
            />
            <FieldError id="settings-website-error" message={errors.website} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="settings-description">Description</Label>
            <Textarea
              id="settings-description"
              value={form.description}
              onChange={set('description')}
              readOnly={!editable}
              aria-invalid={!!errors.description}
              aria-describedby={errors.description ? 'settings-description-error' : undefined}
            />
            <FieldError id="settings-description-error" message={errors.description} />
          </div>
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
