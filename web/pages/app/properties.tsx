import { Building2, FileSpreadsheet, MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { propertyTypes } from '@common/portfolio';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorBanner, Spinner } from '@/components/ui/feedback';
import { type Property, useProperties } from '@/features/portfolio/api';
import { count, propertyPath, propertyTypeLabels } from '@/features/portfolio/format';
import { FilterSelect, Pager, SearchBox } from '@/features/portfolio/list-controls';
import { PropertyDialog } from '@/features/portfolio/property-dialog';
import { useDebouncedValue } from '@/features/search/use-debounced-value';

/** /dashboard/properties: the workspace's properties with their unit and occupancy counts; add one or import a rent roll. */
export default function PropertiesPage() {
  const [q, setQ] = useState('');
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const search = useDebouncedValue(q.trim(), 250);
  const { data, isPending, isError } = useProperties({ q: search, status: type, page, limit: 24 });
  const filtered = !!(search || type);
  const setFilter = (f: () => void) => {
    f();
    setPage(1);
  };

  return (
    <>
      <AppPageHeader
        title="Properties"
        description="The buildings you manage, with their units, leases and documents."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/dashboard/rent-roll">
                <FileSpreadsheet /> Import a rent roll
              </Link>
            </Button>
            <Button onClick={() => setAdding(true)}>
              <Plus /> Add property
            </Button>
          </>
        }
      />
      {isPending ? (
        <Spinner label="Loading properties" />
      ) : isError ? (
        <ErrorBanner message="Properties could not be loaded. Refresh to try again." />
      ) : data.items.length === 0 && !filtered && page === 1 ? (
        <EmptyState
          icon={<Building2 className="h-8 w-8" />}
          title="No properties yet"
          description="Add each building you manage, or import a rent roll (CSV or Excel) to create your properties, units, tenants and leases at once."
          action={
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onClick={() => setAdding(true)}>
                <Plus /> Add your first property
              </Button>
              <Button asChild variant="outline">
                <Link to="/dashboard/rent-roll">
                  <FileSpreadsheet /> Import a rent roll
                </Link>
              </Button>
            </div>
          }
        />
      ) : (
        <div className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SearchBox label="Search" placeholder="Name or address" value={q} onChange={(v) => setFilter(() => setQ(v))} />
            <FilterSelect
              label="Type"
              value={type}
              onChange={(v) => setFilter(() => setType(v))}
              all="All types"
              options={propertyTypes.map((t) => [t, propertyTypeLabels[t]])}
            />
          </div>
          {data.items.length === 0 ? (
            <EmptyState title="No properties match" description="Try other words or another type." />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Properties">
              {data.items.map((p) => (
                <li key={p.id} className="flex min-w-0 *:flex-1">
                  <PropertyCard property={p} />
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} nextPage={data.nextPage} onPage={setPage} />
        </div>
      )}
      <PropertyDialog open={adding} onOpenChange={setAdding} onSaved={(p) => navigate(propertyPath(p.id))} />
    </>
  );
}

function PropertyCard({ property }: { property: Property }) {
  return (
    <Card
      className="relative flex min-w-0 gap-4 p-4 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md"
      data-testid="property-card"
    >
      {property.photoUrl ? (
        <img src={property.photoUrl} alt="" className="h-16 w-16 shrink-0 rounded-lg object-cover" />
      ) : (
        <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <Building2 className="h-6 w-6" aria-hidden />
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="break-words text-base font-semibold text-gray-900">
          <Link to={propertyPath(property.id)} className="after:absolute after:inset-0 focus:outline-none">
            {property.name}
          </Link>
        </h2>
        {property.address && (
          <p className="flex items-start gap-1 text-sm text-gray-500">
            <MapPin className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
            <span className="break-words">{property.address}</span>
          </p>
        )}
        <Badge variant="secondary">{propertyTypeLabels[property.type]}</Badge>
        <p className="text-sm text-gray-700">
          <span data-testid="property-units" className="whitespace-nowrap">
            {count(property.unitCount, 'unit', 'units')}
          </span>
          <span className="text-gray-400"> · </span>
          <span data-testid="property-occupied" className="whitespace-nowrap">
            {property.occupiedCount.toLocaleString('en-US')} occupied
          </span>
        </p>
      </div>
    </Card>
  );
}
