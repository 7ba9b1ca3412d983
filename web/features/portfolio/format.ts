import type { leaseStatuses, propertyTypes, tenantKinds, unitStatuses } from '@common/portfolio';

export const propertyTypeLabels: Record<(typeof propertyTypes)[number], string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  mixed: 'Mixed use',
};
export const unitStatusLabels: Record<(typeof unitStatuses)[number], string> = {
  vacant: 'Vacant',
  occupied: 'Occupied',
  unavailable: 'Unavailable',
};
export const tenantKindLabels: Record<(typeof tenantKinds)[number], string> = { person: 'Person', company: 'Company' };
export const leaseStatusLabels: Record<(typeof leaseStatuses)[number], string> = {
  draft: 'Draft',
  active: 'Active',
  expired: 'Expired',
  terminated: 'Terminated',
};
export const leaseStatusVariant = { draft: 'secondary', active: 'success', expired: 'warning', terminated: 'destructive' } as const;
export const unitStatusVariant = { vacant: 'secondary', occupied: 'success', unavailable: 'warning' } as const;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Cents as dollars: 185000 → "$1,850.00"; none → "—". */
export const formatMoney = (cents: number | null | undefined) => (cents === null || cents === undefined ? '—' : money.format(cents / 100));

/** A lease date (YYYY-MM-DD, no time zone) as "Mar 1, 2026". */
export function formatDate(iso: string | null | undefined) {
  if (!iso) return '—';
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

export const leaseTerm = (l: { startDate: string; endDate: string | null }) =>
  `${formatDate(l.startDate)} – ${l.endDate ? formatDate(l.endDate) : 'no end date'}`;

export const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The lease page (another part of the app builds it; lists only link to it). */
export const leasePath = (id: string) => `/dashboard/leases/${id}`;
export const propertyPath = (id: string) => `/dashboard/properties/${id}`;
