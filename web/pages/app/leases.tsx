import { FileSignature, FileSpreadsheet, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { leaseStatuses } from '@common/portfolio';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorBanner, Spinner } from '@/components/ui/feedback';
import { UploadDialog } from '@/features/documents/upload-dialog';
import { useAllProperties, useLeases } from '@/features/portfolio/api';
import { leaseStatusLabels } from '@/features/portfolio/format';
import { LeaseDialog } from '@/features/portfolio/lease-dialog';
import { LeasesList } from '@/features/portfolio/leases-list';
import { FilterSelect, Pager, SearchBox } from '@/features/portfolio/list-controls';
import { useDebouncedValue } from '@/features/search/use-debounced-value';

/** /dashboard/leases: every lease, filtered by property and status, searched by tenant or unit; add, edit, delete. */
export default function LeasesPage() {
  const [params, setParams] = useSearchParams();
  const propertyId = params.get('property') ?? '';
  const [status, setStatus] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const search = useDebouncedValue(q.trim(), 250);
  const { data: properties = [] } = useAllProperties();
  const { data, isPending, isError } = useLeases({ propertyId, status, q: search, page, limit: 50 });
  const filtered = !!(propertyId || status || search);
  const setProperty = (id: string) => {
    setParams(id ? { property: id } : {}, { replace: true });
    setPage(1);
  };

  return (
    <>
      <AppPageHeader
        title="Leases"
        description="Who rents what, for how long and for how much."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/dashboard/rent-roll">
                <FileSpreadsheet /> Import a rent roll
              </Link>
            </Button>
            <Button onClick={() => setAdding(true)} disabled={properties.length === 0} title={properties.length === 0 ? 'Add a property first' : undefined}>
              <Plus /> Add lease
            </Button>
          </>
        }
      />
      {isPending ? (
        <Spinner label="Loading leases" />
      ) : isError ? (
        <ErrorBanner message="Leases could not be loaded. Refresh to try again." />
      ) : data.items.length === 0 && !filtered && page === 1 ? (
        <EmptyState
          icon={<FileSignature className="h-8 w-8" />}
          title="No leases yet"
          description={
            properties.length === 0
              ? 'Import a rent roll to create your properties, units, tenants and leases at once, or add a property first and then its leases. You can also upload your lease documents.'
              : 'Add a lease for one of your properties, import a rent roll, or upload your lease documents.'
          }
          action={
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button asChild>
                <Link to="/dashboard/rent-roll">
                  <FileSpreadsheet /> Import a rent roll
                </Link>
              </Button>
              {properties.length === 0 ? (
                <Button asChild variant="outline">
                  <Link to="/dashboard/properties">
                    <Plus /> Add your first property
                  </Link>
                </Button>
              ) : (
                <Button variant="outline" onClick={() => setAdding(true)}>
                  <Plus /> Add a lease
                </Button>
              )}
              <Button variant="outline" onClick={() => setUploading(true)}>
                <Upload /> Upload leases
              </Button>
            </div>
          }
        />
      ) : (
        <div className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
            <SearchBox
              label="Search"
              placeholder="Tenant name or unit"
              value={q}
              onChange={(v) => {
                setQ(v);
                setPage(1);
              }}
            />
            <FilterSelect label="Property" value={propertyId} onChange={setProperty} all="All properties" options={properties.map((p) => [p.id, p.name])} />
            <FilterSelect
              label="Status"
              value={status}
              onChange={(v) => {
                setStatus(v);
                setPage(1);
              }}
              all="All statuses"
              options={leaseStatuses.map((s) => [s, leaseStatusLabels[s]])}
            />
          </div>
          {data.items.length === 0 ? (
            <EmptyState title="No leases match" description="Try other words, another property or status." />
          ) : (
            <LeasesList leases={data.items} />
          )}
          <Pager page={page} nextPage={data.nextPage} onPage={setPage} />
        </div>
      )}
      <LeaseDialog open={adding} onOpenChange={setAdding} defaultPropertyId={propertyId || undefined} />
      <UploadDialog open={uploading} onOpenChange={setUploading} />
    </>
  );
}
