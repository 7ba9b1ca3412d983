import { Check, Copy, Eye, EyeOff, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  API_KEY_NAME_MAX,
  apiKeyPermissionDescriptions,
  apiKeyPermissionLabels,
  apiKeyPermissions,
  createApiKeySchema,
  type CreatedApiKeyDto,
} from '@common/api-keys';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { setServerErrors, useZodForm } from '@/components/ui/form';
import { Field } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { showError } from '@/lib/api';
import { useCreateApiKey } from './api';

/**
 * Create New Key: name and permission, then the full key, shown this once (hidden until revealed, with copy).
 * Closing the dialog forgets it; the server never stores it.
 */
export function CreateKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useZodForm(createApiKeySchema, { defaultValues: { name: '', permission: 'read' } });
  const permission = form.watch('permission') ?? 'read';
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const create = useCreateApiKey();

  function close(next: boolean) {
    if (next) return onOpenChange(true);
    form.reset();
    setCreated(null);
    onOpenChange(false);
  }

  const submit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: (key) => setCreated(key),
      onError: (err) => setServerErrors(form, err, 'name') || showError(err, 'Could not create the key'),
    });
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        {created ? (
          <NewKey created={created} onDone={() => close(false)} />
        ) : (
          <>
            <DialogTitle>Create New Key</DialogTitle>
            <DialogDescription>The key works for this workspace only. You will see it once, right after creating it.</DialogDescription>
            <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
              <Field form={form} name="name" id="key-name" label="Name">
                {(input) => <Input {...input} placeholder="e.g. Property management system" maxLength={API_KEY_NAME_MAX} />}
              </Field>
              <Field form={form} name="permission" id="key-permission" label="Permission">
                {(input) => (
                  <>
                    <NativeSelect {...input}>
                      {apiKeyPermissions.map((p) => (
                        <option key={p} value={p}>
                          {apiKeyPermissionLabels[p]}
                        </option>
                      ))}
                    </NativeSelect>
                    <p className="text-xs text-gray-500">{apiKeyPermissionDescriptions[permission]}</p>
                  </>
                )}
              </Field>
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={() => close(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={create.isPending}>
                  {create.isPending ? 'Creating...' : 'Create key'}
                </Button>
              </div>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function NewKey({ created, onDone }: { created: CreatedApiKeyDto; onDone: () => void }) {
  const [revealed, setRevealed] = useState(false);
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
      toast.success('API key copied');
    } catch {
      toast.error('Copy failed', { description: 'Reveal the key and copy it by hand.' });
    }
  }

  return (
    <>
      <DialogTitle>Your new API key</DialogTitle>
      <DialogDescription>
        {created.name} · {apiKeyPermissionLabels[created.permission]}
      </DialogDescription>
      <p className="mt-4 flex gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="note">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        Copy it now and keep it somewhere safe: this is the only time it is shown. Propwise stores only a fingerprint of it.
      </p>
      <div className="mt-4 flex items-center gap-2">
        {/* A <code> cannot carry a name (aria-label), so screen readers hear the label as text before the key. */}
        <span className="sr-only">{revealed ? 'API key' : 'API key (hidden)'}</span>
        <code
          className="min-w-0 flex-1 break-all rounded-md border border-gray-200 bg-gray-50 px-3 py-2 font-mono text-sm text-gray-900"
          data-testid="new-api-key"
        >
          {revealed ? created.key : `${created.key.slice(0, 12)}${'•'.repeat(24)}`}
        </code>
        <Button variant="outline" size="icon" onClick={() => setRevealed((r) => !r)} aria-label={revealed ? 'Hide key' : 'Reveal key'}>
          {revealed ? <EyeOff /> : <Eye />}
        </Button>
        <Button variant="outline" size="icon" onClick={copy} aria-label="Copy key">
          {copied ? <Check /> : <Copy />}
        </Button>
      </div>
      <p className="mt-3 text-xs text-gray-500">
        Send it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code> to <code className="font-mono">/api/v1</code>.
      </p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </>
  );
}
