import { Link2, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { DocumentDto } from '@common/documents';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/feedback';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAllProperties, useAllTenants, useLeases, usePropertyUnits } from '@/features/portfolio/api';
import { leasePath, leaseTerm, propertyPath } from '@/features/portfolio/format';
import { ApiError } from '@/lib/api';
import { useUpdateDocument } from './api';

type Links = Pick<DocumentDto, 'propertyId' | 'unitId' | 'tenantId' | 'leaseId'>;
const linksOf = (doc: DocumentDto): Links => ({ propertyId: doc.propertyId, unitId: doc.unitId, tenantId: doc.tenantId, leaseId: doc.leaseId });
const leaseName = (l: { tenants: Array<{ name: string }>; unitLabel: string | null; startDate: string; endDate: string | null }) =>
  `${l.tenants.map((t) => t.name).join(', ') || 'No tenant'}${l.unitLabel ? `, unit ${l.unitLabel}` : ''} (${leaseTerm(l)})`;

/**
 * What the document is about among the portfolio's records: its property, unit, lease and tenant. Shown with links
 * to them, and edited here (a unit or lease of another property than the one chosen is refused by the server).
 */
export function DocumentLinks({ doc }: { doc: DocumentDto }) {
  const [editing, setEditing] = useState(false);
  const { data: properties = [] } = useAllProperties();
  const { data: tenants = [] } = useAllTenants();
  const { data: units = [] } = usePropertyUnits(doc.propertyId ?? '');
  const { data: leases } = useLeases({ propertyId: doc.propertyId ?? undefined, limit: 200 }, !!doc.propertyId);
  const property = properties.find((p) => p.id === doc.propertyId);
  const unit = units.find((u) => u.id === doc.unitId);
  const lease = leases?.items.find((l) => l.id === doc.leaseId);
  const tenant = tenants.find((t) => t.id === doc.tenantId);
  const none = !doc.propertyId && !doc.unitId && !doc.tenantId && !doc.leaseId;

  if (editing) return <LinksForm doc={doc} onDone={() => setEditing(false)} />;
  return (
    <div className="space-y-2">
      {none ? (
        <p className="text-sm text-gray-500">Not linked to a property, unit, tenant or lease yet.</p>
      ) : (
        <dl className="space-y-1.5 text-sm" data-testid="document-links">
          {doc.propertyId && (
            <LinkFact label="Property">
              <Link to={propertyPath(doc.propertyId)} className="text-brand-700 hover:underline">
                {property?.name ?? 'Property'}
              </Link>
            </LinkFact>
          )}
          {doc.unitId && <LinkFact label="Unit">{unit ? `Unit ${unit.label}` : 'Unit'}</LinkFact>}
          {doc.leaseId && (
            <LinkFact label="Lease">
              <Link to={leasePath(doc.leaseId)} className="text-brand-700 hover:underline">
                {lease ? leaseName(lease) : 'Lease'}
              </Link>
            </LinkFact>
          )}
          {doc.tenantId && <LinkFact label="Tenant">{tenant?.name ?? 'Tenant'}</LinkFact>}
        </dl>
      )}
      <Button variant="outline" size="sm" className="justify-start" onClick={() => setEditing(true)} disabled={properties.length === 0 && tenants.length === 0}>
        {none ? <Link2 /> : <Pencil />} {none ? 'Link to a property or tenant' : 'Change links'}
      </Button>
      {properties.length === 0 && tenants.length === 0 && (
        <p className="text-xs text-gray-500">
          Add a{' '}
          <Link to="/dashboard/properties" className="text-brand-700 hover:underline">
            property
          </Link>{' '}
          or a{' '}
          <Link to="/dashboard/tenants" className="text-brand-700 hover:underline">
            tenant
          </Link>{' '}
          first.
        </p>
      )}
    </div>
  );
}

function LinkFact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="shrink-0 text-gray-500">{label}</dt>
      <dd className="min-w-0 break-words text-right text-gray-900">{children}</dd>
    </div>
  );
}

function LinksForm({ doc, onDone }: { doc: DocumentDto; onDone: () => void }) {
  const id = useId();
  const [links, setLinks] = useState<Links>(linksOf(doc));
  const [error, setError] = useState<{ field?: string; message: string }>();
  const { data: properties = [] } = useAllProperties();
  const { data: tenants = [] } = useAllTenants();
  const { data: units = [] } = usePropertyUnits(links.propertyId ?? '');
  const { data: leases } = useLeases({ propertyId: links.propertyId ?? undefined, limit: 200 }, !!links.propertyId);
  const update = useUpdateDocument();
  const set = (patch: Partial<Links>) => setLinks((l) => ({ ...l, ...patch }));
  const save = () =>
    update.mutate(
      { id: doc.id, ...links },
      {
        onSuccess: () => {
          toast.success('Links saved', { description: doc.title });
          onDone();
        },
        onError: (err) =>
          setError(err instanceof ApiError ? { field: err.field, message: err.message } : { message: 'The links could not be saved. Please try again.' }),
      },
    );
  const select = (field: keyof Links, label: string, options: Array<[string, string]>, none: string, onChange: (v: string | null) => void) => (
    <div className="space-y-1">
      <Label htmlFor={`${id}-${field}`} className="block text-xs text-gray-600">
        {label}
      </Label>
      <NativeSelect
        id={`${id}-${field}`}
        className="h-9 text-sm"
        value={links[field] ?? ''}
        aria-invalid={error?.field === field}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">{none}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </NativeSelect>
      {error?.field === field && (
        <p role="alert" className="text-xs text-red-600">
          {error.message}
        </p>
      )}
    </div>
  );

  return (
    <div className="space-y-3" data-testid="document-links-form">
      {select(
        'propertyId',
        'Property',
        properties.map((p) => [p.id, p.name]),
        'No property',
        // A unit or lease belongs to one property: choosing another clears them.
        (v) => set({ propertyId: v, unitId: null, leaseId: null }),
      )}
      {links.propertyId &&
        select(
          'unitId',
          'Unit',
          units.map((u) => [u.id, `Unit ${u.label}`]),
          'No unit',
          (v) => set({ unitId: v }),
        )}
      {links.propertyId &&
        select(
          'leaseId',
          'Lease',
          (leases?.items ?? []).map((l) => [l.id, leaseName(l)]),
          'No lease',
          (v) => {
            const chosen = leases?.items.find((l) => l.id === v);
            set({ leaseId: v, ...(chosen?.unitId ? { unitId: chosen.unitId } : {}) });
          },
        )}
      {select(
        'tenantId',
        'Tenant',
        tenants.map((t) => [t.id, t.name]),
        'No tenant',
        (v) => set({ tenantId: v }),
      )}
      {error && !['propertyId', 'unitId', 'leaseId', 'tenantId'].includes(error.field ?? '') && <ErrorBanner message={error.message} />}
      <div className="flex gap-2">
        <Button size="sm" onClick={save} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save links'}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
