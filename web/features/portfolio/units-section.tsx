import { DoorOpen, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { unitStatuses } from '@common/portfolio';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorBanner, Spinner } from '@/components/ui/feedback';
import { type Unit, useDeleteUnit, useUnits } from './api';
import { DeleteRecordDialog } from './delete-record-dialog';
import { formatMoney, unitStatusLabels, unitStatusVariant } from './format';
import { FilterSelect, Pager } from './list-controls';
import { UnitForm } from './unit-form';

const facts = (u: Unit) =>
  [
    u.floor ? `Floor ${u.floor}` : null,
    u.bedrooms !== null ? `${u.bedrooms} bd` : null,
    u.bathrooms !== null ? `${u.bathrooms} ba` : null,
    u.squareFeet !== null ? `${u.squareFeet.toLocaleString('en-US')} sq ft` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** A property's units: filtered by status, added, edited and deleted in place. */
export function UnitsSection({ propertyId }: { propertyId: string }) {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Unit | null>(null);
  const { data, isPending, isError } = useUnits({ propertyId, status, page, limit: 100 });
  const remove = useDeleteUnit();

  return (
    <section aria-labelledby="units-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="units-heading" className="text-base font-semibold text-gray-900">
          Units
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <FilterSelect
            label="Status"
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            all="All statuses"
            options={unitStatuses.map((s) => [s, unitStatusLabels[s]])}
          />
          <Button size="sm" className="h-9" onClick={() => setAdding(true)} disabled={adding}>
            <Plus /> Add unit
          </Button>
        </div>
      </div>
      {adding && <UnitForm propertyId={propertyId} onDone={() => setAdding(false)} />}
      {isPending ? (
        <Spinner label="Loading units" />
      ) : isError ? (
        <ErrorBanner message="The units could not be loaded. Refresh to try again." />
      ) : data.items.length === 0 ? (
        !adding && (
          <EmptyState
            icon={<DoorOpen className="h-7 w-7" />}
            title={status ? 'No units with this status' : 'No units yet'}
            description={status ? 'Choose another status to see the others.' : 'Add the units of this property one by one, or import a rent roll.'}
          />
        )
      ) : (
        <ul aria-label="Units" className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
          {data.items.map((u) =>
            editing === u.id ? (
              <li key={u.id} className="p-2">
                <UnitForm propertyId={propertyId} unit={u} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={u.id} data-testid="unit-row" className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="break-words font-medium text-gray-900">Unit {u.label}</p>
                  <p className="text-xs text-gray-500">{facts(u) || 'No details yet'}</p>
                </div>
                {u.marketRentCents !== null && (
                  <span className="text-sm text-gray-700" title="Market rent">
                    {formatMoney(u.marketRentCents)}
                  </span>
                )}
                <UnitStatus unit={u} />
                <div className="flex gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Edit unit ${u.label}`} onClick={() => setEditing(u.id)}>
                    <Pencil />
                  </Button>
                  <Button variant="ghost" size="icon" className="text-red-700" aria-label={`Delete unit ${u.label}`} onClick={() => setDeleting(u)}>
                    <Trash2 />
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {data && <Pager page={page} nextPage={data.nextPage} onPage={setPage} />}
      <DeleteRecordDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete unit ${deleting?.label ?? ''}?`}
        description="The unit is removed from this property. Documents linked to it stay, unlinked. A unit that a lease names cannot be deleted."
        confirmLabel="Delete unit"
        done="Unit deleted"
        remove={() => remove.mutateAsync(deleting!.id)}
      />
    </section>
  );
}

/** What the unit is now: occupied when marked so or on a current lease, otherwise as marked. */
export function UnitStatus({ unit }: { unit: Unit }) {
  const status = unit.occupied ? 'occupied' : unit.status;
  return (
    <Badge variant={unitStatusVariant[status]} title={unit.occupied && unit.status !== 'occupied' ? 'On a lease that is active today' : undefined}>
      {unitStatusLabels[status]}
    </Badge>
  );
}
