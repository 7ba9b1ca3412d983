import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import type { RentRollAction } from '@common/api/rent-roll';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { RentRollPreview, RentRollRow } from './api';
import { formatMoney, leaseStatusLabels, leaseTerm } from './format';

const PAGE = 100;

const actionText = (a: { action: RentRollAction; firstRow: number | null }) =>
  a.action === 'create' ? 'new' : a.action === 'exists' ? 'already there' : `new, from row ${a.firstRow}`;

/** A record the row names, and (for a row that is imported) whether it is created or found. */
function Part({ label, name, plan }: { label: string; name: string; plan?: { action: RentRollAction; firstRow: number | null } }) {
  return (
    <div className="min-w-0 text-sm">
      <span className="text-gray-500">{label} </span>
      <span className="break-words font-medium text-gray-900">{name}</span>{' '}
      {plan && <span className={plan.action === 'exists' ? 'text-gray-500' : 'text-brand-700'}>({actionText(plan)})</span>}
    </div>
  );
}

/** One row of the preview: what it creates or finds, or why it is not imported. */
function Row({ row, confirmed }: { row: RentRollRow; confirmed: boolean }) {
  return (
    <li data-testid="rent-roll-row" data-ok={row.ok} className={row.ok ? 'space-y-1 px-4 py-3' : 'space-y-1 bg-red-50/60 px-4 py-3'}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium text-gray-500">Row {row.row}</span>
        {row.ok ? (
          <Badge variant="success">
            <CheckCircle2 className="h-3 w-3" aria-hidden /> {confirmed ? 'Imported' : 'Ready'}
          </Badge>
        ) : (
          <Badge variant="destructive">
            <AlertTriangle className="h-3 w-3" aria-hidden /> Not imported
          </Badge>
        )}
      </div>
      {!row.ok && (
        <ul className="list-disc pl-5 text-sm text-red-700">
          {row.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {row.property && <Part label="Property" name={row.property.name} plan={row.ok ? row.property : undefined} />}
        {row.unit && <Part label="Unit" name={row.unit.label} plan={row.ok ? row.unit : undefined} />}
        {row.tenants.map((t) => (
          <Part key={t.name} label="Tenant" name={[t.name, t.email].filter(Boolean).join(' · ')} plan={row.ok ? t : undefined} />
        ))}
        {row.lease && (
          <div className="min-w-0 text-sm sm:col-span-2">
            <span className="text-gray-500">Lease </span>
            <span className="text-gray-900">
              {leaseTerm(row.lease)} · {formatMoney(row.lease.monthlyRentCents)} a month · deposit {formatMoney(row.lease.depositCents)} ·{' '}
              {leaseStatusLabels[row.lease.status]}
            </span>{' '}
            {row.ok && <span className={row.lease.action === 'exists' ? 'text-gray-500' : 'text-brand-700'}>({actionText(row.lease)})</span>}
          </div>
        )}
        {row.ok && !row.lease && row.unit && <p className="text-sm text-gray-500 sm:col-span-2">No lease on this row (a vacant unit).</p>}
      </div>
    </li>
  );
}

/** The preview's rows: those with problems first to hand, a page at a time. */
export function RentRollRows({ preview }: { preview: RentRollPreview }) {
  const [show, setShow] = useState<'all' | 'bad' | 'ok'>('all');
  const [limit, setLimit] = useState(PAGE);
  const rows = preview.rows.filter((r) => show === 'all' || (show === 'bad' ? !r.ok : r.ok));
  const tabs: Array<[typeof show, string]> = [
    ['all', `All rows (${preview.counts.rows})`],
    ['bad', `Problems (${preview.counts.bad})`],
    ['ok', `Ready (${preview.counts.ok})`],
  ];
  return (
    <div className="space-y-3">
      <fieldset className="flex flex-wrap gap-1 rounded-lg bg-gray-100 p-1" aria-label="Rows to show">
        {tabs.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={show === value}
            onClick={() => {
              setShow(value);
              setLimit(PAGE);
            }}
            className={
              show === value ? 'rounded-md bg-white px-3 py-1.5 text-sm font-medium text-gray-900 shadow-sm' : 'rounded-md px-3 py-1.5 text-sm text-gray-600'
            }
          >
            {label}
          </button>
        ))}
      </fieldset>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-500">No rows here.</p>
      ) : (
        <ul aria-label="Rent roll rows" className="divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200 bg-white">
          {rows.slice(0, limit).map((r) => (
            <Row key={r.row} row={r} confirmed={preview.status === 'confirmed'} />
          ))}
        </ul>
      )}
      {rows.length > limit && (
        <Button variant="outline" onClick={() => setLimit(limit + PAGE)}>
          Show {Math.min(PAGE, rows.length - limit)} more of {rows.length - limit}
        </Button>
      )}
    </div>
  );
}
