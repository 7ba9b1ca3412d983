import { Plus, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { type Tenant, useAllTenants } from './api';
import { TenantDialog } from './tenant-dialog';

const SHOWN = 8;

/**
 * Chooses a lease's tenants: the chosen ones as removable chips, a search over the workspace's tenants to add
 * more, and "New tenant" to add one without leaving the lease form (it is chosen once saved).
 */
export function TenantPicker({ id, value, onChange, error }: { id: string; value: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const { data: tenants = [] } = useAllTenants();
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  const searchId = useId();
  const byId = useMemo(() => new Map(tenants.map((t) => [t.id, t])), [tenants]);
  const needle = q.trim().toLowerCase();
  const matches = tenants
    .filter((t) => !value.includes(t.id) && (!needle || [t.name, t.email, t.phone].some((f) => f?.toLowerCase().includes(needle))))
    .slice(0, SHOWN);
  const add = (t: Tenant) => onChange([...value, t.id]);

  return (
    <fieldset id={id} className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-gray-800">Tenants</legend>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen tenants">
          {value.map((tid) => (
            <li key={tid} className="flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800">
              <span className="truncate">{byId.get(tid)?.name ?? 'Tenant'}</span>
              <button
                type="button"
                className="rounded-full p-1 hover:bg-brand-100"
                aria-label={`Remove ${byId.get(tid)?.name ?? 'tenant'}`}
                onClick={() => onChange(value.filter((v) => v !== tid))}
              >
                <X className="h-3 w-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <label htmlFor={searchId} className="sr-only">
          Find a tenant
        </label>
        <Input
          id={searchId}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Find a tenant by name, email or phone"
          className="h-9"
        />
        <Button variant="outline" size="sm" className="h-9 shrink-0" onClick={() => setCreating(true)}>
          <Plus /> New tenant
        </Button>
      </div>
      {matches.length > 0 ? (
        <ul className="max-h-44 space-y-1 overflow-y-auto rounded-md border border-gray-200 p-1" aria-label="Tenants to add">
          {matches.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                aria-label={`Add ${t.name}`}
                onClick={() => add(t)}
              >
                <Plus className="h-3.5 w-3.5 shrink-0 text-brand-600" aria-hidden />
                <span className="min-w-0 flex-1 truncate">{t.name}</span>
                {t.email && <span className="hidden truncate text-xs text-gray-500 sm:inline">{t.email}</span>}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-gray-500">
          {tenants.length === 0 ? 'No tenants yet: add one with New tenant.' : needle ? 'No other tenant matches.' : 'Every tenant is chosen.'}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <TenantDialog
        open={creating}
        onOpenChange={setCreating}
        initialName={q.trim()}
        onSaved={(t) => {
          onChange([...value, t.id]);
          setQ('');
        }}
      />
    </fieldset>
  );
}
