import { useState } from 'react';
import { toast } from 'sonner';
import { apiKeyPermissionLabels, type ApiKeyDto } from '@common/api-keys';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { showError } from '@/lib/api';
import { useDeleteApiKey, useSetApiKeyEnabled } from './api';

const dateFmt = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFmt = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The workspace's keys, masked, with usage, an active switch and delete (confirmed). */
export function ApiKeysList({ keys }: { keys: ApiKeyDto[] }) {
  const setEnabled = useSetApiKeyEnabled();
  const remove = useDeleteApiKey();
  const [deleting, setDeleting] = useState<ApiKeyDto | null>(null);

  return (
    <>
      <ul className="divide-y divide-gray-100" aria-label="API keys">
        {keys.map((k) => (
          <li key={k.id} className="flex flex-wrap items-center gap-x-6 gap-y-3 py-4" data-testid="api-key-row" data-name={k.name}>
            <div className="min-w-0 flex-1 basis-64">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
                <span className="truncate">{k.name}</span>
                <Badge variant="secondary">{apiKeyPermissionLabels[k.permission]}</Badge>
                <Badge variant={k.enabled ? 'success' : 'warning'}>{k.enabled ? 'Active' : 'Inactive'}</Badge>
              </p>
              <code className="mt-1 block break-all font-mono text-xs text-gray-600" data-testid="masked-key">
                {k.maskedKey}
              </code>
            </div>
            <dl className="grid grid-cols-3 gap-x-4 text-xs text-gray-500 sm:w-96">
              <div>
                <dt className="font-medium text-gray-600">Created</dt>
                <dd>{dateFmt.format(new Date(k.createdAt))}</dd>
              </div>
              <div>
                <dt className="font-medium text-gray-600">Last used</dt>
                <dd>{k.lastUsedAt ? dateTimeFmt.format(new Date(k.lastUsedAt)) : 'Never'}</dd>
              </div>
              <div>
                <dt className="font-medium text-gray-600">Calls</dt>
                <dd data-testid="call-count">{k.callCount.toLocaleString('en-US')}</dd>
              </div>
            </dl>
            <div className="flex items-center gap-3">
              <Switch
                checked={k.enabled}
                disabled={setEnabled.isPending}
                aria-label={`${k.enabled ? 'Deactivate' : 'Activate'} ${k.name}`}
                onCheckedChange={(enabled) =>
                  setEnabled.mutate(
                    { id: k.id, enabled },
                    {
                      onSuccess: () =>
                        toast.success(enabled ? 'Key activated' : 'Key deactivated', {
                          description: enabled ? `${k.name} works again.` : `Calls with ${k.name} are refused until you turn it back on.`,
                        }),
                      onError: (err) => showError(err),
                    },
                  )
                }
              />
              <Button variant="outline" size="sm" onClick={() => setDeleting(k)} aria-label={`Delete ${k.name}`}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete API key"
        description={deleting ? `Anything using "${deleting.name}" will stop working immediately. This cannot be undone.` : ''}
        confirmLabel="Delete key"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('API key deleted', { description: `${deleting.name} no longer works.` });
              setDeleting(null);
            },
            onError: (err) => showError(err),
          })
        }
      />
    </>
  );
}
