import { ChevronDown, ChevronRight, Mail, Pencil, Phone, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { tenantKinds } from '@common/portfolio';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorBanner, Spinner } from '@/components/ui/feedback';
import { type Tenant, useDeleteTenant, useLeases, useTenants } from '@/features/portfolio/api';
import { DeleteRecordDialog } from '@/features/portfolio/delete-record-dialog';
import { tenantKindLabels } from '@/features/portfolio/format';
import { LeasesList } from '@/features/portfolio/leases-list';
import { FilterSelect, Pager, SearchBox } from '@/features/portfolio/list-controls';
import { TenantDialog } from '@/features/portfolio/tenant-dialog';
import { useDebouncedValue } from '@/features/search/use-debounced-value';

/** /dashboard/tenants: people and companies that rent, searched by name, email or phone; each with its leases. */
export default function TenantsPage() {
  // ?q= and ?open= (a link from a lease page to one of its tenants): that tenant found and its leases shown.
  const [params] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Tenant | null>(null);
  const [deleting, setDeleting] = useState<Tenant | null>(null);
  const [open, setOpen] = useState<string | null>(params.get('open'));
  const search = useDebouncedValue(q.trim(), 250);
  const { data, isPending, isError } = useTenants({ q: search, status: kind, page, limit: 50 });
  const remove = useDeleteTenant();
  const filtered = !!(search || kind);

  return (
    <>
      <AppPageHeader
        title="Tenants"
        description="The people and companies that rent from you."
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus /> Add tenant
          </Button>
        }
      />
      {isPending ? (
        <Spinner label="Loading tenants" />
      ) : isError ? (
        <ErrorBanner message="Tenants could not be loaded. Refresh to try again." />
      ) : data.items.length === 0 && !filtered && page === 1 ? (
        <EmptyState
          icon={<Users className="h-8 w-8" />}
          title="No tenants yet"
          description="Add your tenants one by one, or import a rent roll to create them with their leases."
          action={
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onClick={() => setAdding(true)}>
                <Plus /> Add your first tenant
              </Button>
              <Button asChild variant="outline">
                <Link to="/dashboard/rent-roll">Import a rent roll</Link>
              </Button>
            </div>
          }
        />
      ) : (
        <div className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SearchBox
              label="Search"
              placeholder="Name, email or phone"
              value={q}
              onChange={(v) => {
                setQ(v);
                setPage(1);
              }}
            />
            <FilterSelect
              label="Kind"
              value={kind}
              onChange={(v) => {
                setKind(v);
                setPage(1);
              }}
              all="People and companies"
              options={tenantKinds.map((k) => [k, tenantKindLabels[k]])}
            />
          </div>
          {data.items.length === 0 ? (
            <EmptyState title="No tenants match" description="Try other words or the other kind." />
          ) : (
            <ul aria-label="Tenants" className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
              {data.items.map((t) => (
                <li key={t.id} data-testid="tenant-row" className="px-4 py-3">
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                    <button
                      type="button"
                      className="flex min-w-0 flex-1 items-center gap-2 text-left"
                      aria-expanded={open === t.id}
                      onClick={() => setOpen(open === t.id ? null : t.id)}
                    >
                      {open === t.id ? <ChevronDown className="h-4 w-4 shrink-0" /> : <ChevronRight className="h-4 w-4 shrink-0" />}
                      <span className="break-words font-medium text-gray-900">{t.name}</span>
                      <Badge variant="secondary">{tenantKindLabels[t.kind]}</Badge>
                    </button>
                    <div className="flex min-w-0 flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
                      {t.email && (
                        <a href={`mailto:${t.email}`} className="flex min-w-0 items-center gap-1 break-all hover:text-brand-700">
                          <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden /> {t.email}
                        </a>
                      )}
                      {t.phone && (
                        <a href={`tel:${t.phone}`} className="flex items-center gap-1 hover:text-brand-700">
                          <Phone className="h-3.5 w-3.5 shrink-0" aria-hidden /> {t.phone}
                        </a>
                      )}
                    </div>
                    <div className="flex gap-1">
                      <Button variant="ghost" size="icon" aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)}>
                        <Pencil />
                      </Button>
                      <Button variant="ghost" size="icon" className="text-red-700" aria-label={`Delete ${t.name}`} onClick={() => setDeleting(t)}>
                        <Trash2 />
                      </Button>
                    </div>
                  </div>
                  {open === t.id && <TenantLeases tenant={t} />}
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} nextPage={data.nextPage} onPage={setPage} />
        </div>
      )}
      <TenantDialog open={adding} onOpenChange={setAdding} />
      <TenantDialog open={!!editing} onOpenChange={(o) => !o && setEditing(null)} tenant={editing ?? undefined} />
      <DeleteRecordDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this tenant'}?`}
        description="The tenant is removed. Documents linked to them stay, unlinked. A tenant who is on a lease cannot be deleted: remove them from the lease first."
        confirmLabel="Delete tenant"
        done="Tenant deleted"
        remove={() => remove.mutateAsync(deleting!.id)}
      />
    </>
  );
}

function TenantLeases({ tenant }: { tenant: Tenant }) {
  const { data, isPending } = useLeases({ tenantId: tenant.id, limit: 100 });
  return (
    <div className="mt-3 space-y-2 pl-6">
      <h3 className="text-xs font-medium uppercase tracking-wide text-gray-500">Leases of {tenant.name}</h3>
      {isPending ? (
        <Spinner />
      ) : !data?.items.length ? (
        <p className="text-sm text-gray-500">No lease names this tenant yet.</p>
      ) : (
        <LeasesList leases={data.items} />
      )}
    </div>
  );
}
