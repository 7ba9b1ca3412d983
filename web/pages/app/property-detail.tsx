import { Building2, ChevronRight, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorBanner, FullPageSpinner, Spinner } from '@/components/ui/feedback';
import { useDocumentLiveUpdates } from '@/features/documents/use-document-live-updates';
import { useDeleteProperty, useLeases, useProperty } from '@/features/portfolio/api';
import { DeleteRecordDialog } from '@/features/portfolio/delete-record-dialog';
import { count, propertyTypeLabels } from '@/features/portfolio/format';
import { LeaseDialog } from '@/features/portfolio/lease-dialog';
import { LeasesList } from '@/features/portfolio/leases-list';
import { LinkedDocuments } from '@/features/portfolio/linked-documents';
import { PropertyDialog } from '@/features/portfolio/property-dialog';
import { PropertyPhoto } from '@/features/portfolio/property-photo';
import { UnitsSection } from '@/features/portfolio/units-section';
import { ApiError } from '@/lib/api';

function NotFound({ id }: { id: string }) {
  return (
    <>
      <AppPageHeader title="Property not found" />
      <EmptyState
        icon={<Building2 className="h-8 w-8" />}
        title="This property does not exist"
        description={
          <>
            There is no property <span className="break-all font-mono text-gray-700">{id}</span> in this workspace. It may have been deleted, or it belongs to
            another workspace.
          </>
        }
        action={
          <Button asChild variant="outline">
            <Link to="/dashboard/properties">Back to Properties</Link>
          </Button>
        }
      />
    </>
  );
}

/** /dashboard/properties/:id: the property (address, type, photo), its units, its leases and its documents. */
export default function PropertyDetailPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data: property, isPending, error } = useProperty(id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [addingLease, setAddingLease] = useState(false);
  const leases = useLeases({ propertyId: id, limit: 200 }, !!property);
  const remove = useDeleteProperty();
  useDocumentLiveUpdates();

  if (isPending) return <FullPageSpinner />;
  if (error instanceof ApiError && error.status === 404) return <NotFound id={id} />;
  if (!property) return <ErrorBanner message="This property could not be loaded. Refresh to try again." />;

  return (
    <div className="space-y-8">
      <div>
        <nav aria-label="Breadcrumb" className="mb-2 text-sm text-gray-600">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link to="/dashboard/properties" className="hover:text-brand-700 hover:underline">
                Properties
              </Link>
            </li>
            <ChevronRight className="h-3.5 w-3.5 shrink-0 text-gray-400" aria-hidden />
            <li aria-current="page" className="min-w-0 break-words text-gray-900">
              {property.name}
            </li>
          </ol>
        </nav>
        <AppPageHeader
          title={property.name}
          description={
            property.address ? (
              <span className="flex items-start gap-1 break-words">
                <MapPin className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
                {property.address}
              </span>
            ) : (
              'No address on record'
            )
          }
          actions={
            <>
              <Button variant="outline" className="h-9 px-3 sm:h-10 sm:px-4" onClick={() => setEditing(true)}>
                <Pencil /> Edit
              </Button>
              <Button variant="outline" className="h-9 px-3 text-red-700 hover:bg-red-50 sm:h-10 sm:px-4" onClick={() => setDeleting(true)}>
                <Trash2 /> Delete
              </Button>
            </>
          }
        />
        <div className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
          <PropertyPhoto property={property} />
          <dl className="grid grid-cols-3 content-start gap-2 sm:gap-4">
            <Fact label="Type">
              <Badge variant="secondary">{propertyTypeLabels[property.type]}</Badge>
            </Fact>
            <Fact label="Units">
              <span data-testid="detail-units">{count(property.unitCount, 'unit', 'units')}</span>
            </Fact>
            <Fact label="Occupied">
              <span data-testid="detail-occupied">
                {property.occupiedCount.toLocaleString('en-US')} of {property.unitCount.toLocaleString('en-US')}
              </span>
            </Fact>
          </dl>
        </div>
      </div>

      <UnitsSection propertyId={property.id} />

      <section aria-labelledby="leases-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="leases-heading" className="text-base font-semibold text-gray-900">
            Leases
          </h2>
          <Button size="sm" className="h-9" onClick={() => setAddingLease(true)}>
            <Plus /> Add lease
          </Button>
        </div>
        {leases.isPending ? (
          <Spinner label="Loading leases" />
        ) : !leases.data?.items.length ? (
          <EmptyState title="No leases yet" description="Add this property's leases, or import a rent roll to add many at once." />
        ) : (
          <LeasesList leases={leases.data.items} showProperty={false} />
        )}
        {leases.data?.nextPage && (
          <Link to={`/dashboard/leases?property=${property.id}`} className="text-sm text-brand-700 hover:underline">
            See all leases of {property.name}
          </Link>
        )}
      </section>

      <LinkedDocuments propertyId={property.id} propertyName={property.name} />

      <PropertyDialog open={editing} onOpenChange={setEditing} property={property} />
      <LeaseDialog open={addingLease} onOpenChange={setAddingLease} propertyId={property.id} />
      <DeleteRecordDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${property.name}?`}
        description="The property and its photo are deleted; documents linked to it stay, unlinked. A property that still has units or leases cannot be deleted: delete those first."
        confirmLabel="Delete property"
        done="Property deleted"
        remove={() => remove.mutateAsync(property.id)}
        onDeleted={() => navigate('/dashboard/properties', { replace: true })}
      />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-gray-200 bg-white p-3 sm:p-4">
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">{label}</dt>
      <dd className="mt-1 text-sm text-gray-900">{children}</dd>
    </div>
  );
}
