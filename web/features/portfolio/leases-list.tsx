import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type Lease, useDeleteLease } from './api';
import { DeleteRecordDialog } from './delete-record-dialog';
import { formatMoney, leasePath, leaseStatusLabels, leaseStatusVariant, leaseTerm, propertyPath } from './format';
import { LeaseDialog } from './lease-dialog';

/**
 * Leases as rows that stack on a phone: who, where, when, how much, and the status; each opens the lease's page.
 * Editing and deleting happen here. `showProperty` is off where the property is the page.
 */
export function LeasesList({ leases, showProperty = true }: { leases: Lease[]; showProperty?: boolean }) {
  const [editing, setEditing] = useState<Lease | null>(null);
  const [deleting, setDeleting] = useState<Lease | null>(null);
  const remove = useDeleteLease();
  const who = (l: Lease) => (l.tenants.length ? l.tenants.map((t) => t.name).join(', ') : 'No tenant on record');
  return (
    <>
      <ul aria-label="Leases" className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {leases.map((l) => (
          <li
            key={l.id}
            data-testid="lease-row"
            className="relative grid gap-x-4 gap-y-1 px-4 py-3 hover:bg-gray-50 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_7rem_6rem_5rem] sm:items-center"
          >
            <div className="min-w-0">
              <p className="break-words font-medium text-gray-900">
                <Link to={leasePath(l.id)} className="after:absolute after:inset-0 hover:text-brand-700 hover:underline focus:outline-none">
                  {who(l)}
                </Link>
              </p>
              <p className="break-words text-xs text-gray-500">
                {showProperty && (
                  <Link to={propertyPath(l.propertyId)} className="relative z-10 hover:text-brand-700 hover:underline">
                    {l.propertyName}
                  </Link>
                )}
                {showProperty && l.unitLabel ? ' · ' : ''}
                {l.unitLabel ? `Unit ${l.unitLabel}` : showProperty ? '' : 'No unit'}
              </p>
            </div>
            <p className="text-sm text-gray-700">{leaseTerm(l)}</p>
            <p className="text-sm text-gray-900 sm:text-right" title="Monthly rent">
              {formatMoney(l.monthlyRentCents)}
              <span className="text-gray-500 sm:hidden"> a month</span>
            </p>
            <div>
              <Badge variant={leaseStatusVariant[l.status]}>{leaseStatusLabels[l.status]}</Badge>
            </div>
            <div className="relative z-10 flex gap-1 sm:justify-end">
              <Button variant="ghost" size="icon" aria-label={`Edit lease of ${who(l)}`} onClick={() => setEditing(l)}>
                <Pencil />
              </Button>
              <Button variant="ghost" size="icon" className="text-red-700" aria-label={`Delete lease of ${who(l)}`} onClick={() => setDeleting(l)}>
                <Trash2 />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <LeaseDialog open={!!editing} onOpenChange={(open) => !open && setEditing(null)} lease={editing ?? undefined} />
      <DeleteRecordDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this lease?"
        description={
          deleting ? (
            <span className="break-words">
              The lease of {who(deleting)} ({leaseTerm(deleting)}) is deleted with its tenant links. The tenants, the unit and documents linked to it stay.
            </span>
          ) : null
        }
        confirmLabel="Delete lease"
        done="Lease deleted"
        remove={() => remove.mutateAsync(deleting!.id)}
      />
    </>
  );
}
