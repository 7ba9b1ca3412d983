/**
 * The critical dates of a workspace's leases with the names a person recognises them by (property, unit,
 * tenants). Used by the calendar, the ICS feed, the alerts job and the dashboard; every query filters on the
 * workspace. All of a workspace's dates are worked out once per version of its portfolio (portfolio-snapshot.ts): they
 * do not depend on today, and each request filters them.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { CriticalDateDto, CriticalDateKind } from '../../../common/calendar.js';
import type { Database } from '../../db/client.js';
import { leases, leaseTenants, properties, tenants, units } from '../../db/schema/index.js';
import { CRITICAL_DATE_KEYS, criticalDatesOfLease } from './critical-dates.js';
import { termsAsOf, termValue } from './terms-as-of.js';
import { ranks, textOrder } from '../../lib/collation.js';
import { deepFreeze, type PortfolioSnapshot, portfolioSnapshot, termParts } from './portfolio-snapshot.js';

/** The terms the dates are worked out from, and the tenants a lease names (shown when the record has none). */
const DATE_KEYS = [...CRITICAL_DATE_KEYS, 'tenants' as const];

export interface CriticalDateFilter {
  /** Inclusive date range (YYYY-MM-DD); open ends when omitted. */
  from?: string;
  to?: string;
  propertyId?: string;
  kind?: CriticalDateKind;
}

/** Every critical date of the workspace's leases (terminated leases have none), in date order. */
export async function workspaceCriticalDates(
  db: Database,
  workspaceId: string,
  filter: CriticalDateFilter = {},
  /** The workspace's snapshot when the caller read it already (one version read per request). */
  held?: PortfolioSnapshot,
): Promise<CriticalDateDto[]> {
  const snapshot = held ?? (await portfolioSnapshot(db, workspaceId));
  const all = await snapshot.memo('critical-dates', ['records', ...termParts(DATE_KEYS)], async () => deepFreeze(await allCriticalDates(db, snapshot)));
  // In date order, so the dates from `from` to `to` are one run of the list: found by halving, not by reading all
  // (tens of thousands in a large portfolio).
  const start = filter.from ? firstAt(all, (d) => d.date >= filter.from!) : 0;
  const end = filter.to ? firstAt(all, (d) => d.date > filter.to!) : all.length;
  return all
    .slice(start, Math.max(start, end))
    .filter((d) => (!filter.kind || d.kind === filter.kind) && (!filter.propertyId || d.propertyId === filter.propertyId));
}

/** The first index whose date meets `test` (false for every earlier one, as dates only grow), or the length. */
function firstAt(list: CriticalDateDto[], test: (d: CriticalDateDto) => boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (test(list[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

interface LeaseDates {
  endDate: string | null;
  dates: ReturnType<typeof criticalDatesOfLease>;
  statedTenants: string[];
}

async function allCriticalDates(db: Database, snapshot: PortfolioSnapshot): Promise<CriticalDateDto[]> {
  const { workspaceId } = snapshot;
  const records = await db
    .select({
      id: leases.id,
      endDate: leases.endDate,
      propertyId: leases.propertyId,
      propertyName: properties.name,
      unitLabel: units.label,
    })
    .from(leases)
    .innerJoin(properties, and(eq(properties.id, leases.propertyId), eq(properties.workspaceId, workspaceId)))
    .leftJoin(units, and(eq(units.id, leases.unitId), eq(units.workspaceId, workspaceId)))
    .where(and(eq(leases.workspaceId, workspaceId), ne(leases.status, 'terminated')))
    .orderBy(asc(leases.id));
  if (!records.length) return [];

  // Each lease's dates depend on its terms and its record's end date only: kept while the terms stand, so that a
  // change to the records works out again only the leases whose end date it moved.
  const ofLease = await snapshot.memo('lease-dates', termParts(DATE_KEYS), () => new Map<string, LeaseDates>());
  const [documentsByLease, tenantRows] = await Promise.all([
    snapshot.documentsByLease(undefined, DATE_KEYS),
    db
      .select({ leaseId: leaseTenants.leaseId, name: tenants.name })
      .from(leaseTenants)
      .innerJoin(tenants, and(eq(tenants.id, leaseTenants.tenantId), eq(tenants.workspaceId, workspaceId)))
      .where(eq(leaseTenants.workspaceId, workspaceId))
      .orderBy(asc(tenants.name)),
  ]);
  const tenantsOf = new Map<string, string[]>();
  for (const t of tenantRows) tenantsOf.set(t.leaseId, [...(tenantsOf.get(t.leaseId) ?? []), t.name]);

  const out: CriticalDateDto[] = [];
  for (const record of records) {
    let own = ofLease.get(record.id);
    if (!own || own.endDate !== record.endDate) {
      const documents = documentsByLease.get(record.id) ?? [];
      // The names the lease states, for a lease abstracted before its tenants were matched to records.
      const stated = documents.length ? termValue(termsAsOf(documents, '9999-12-31', ['tenants']), 'tenants') : null;
      own = {
        endDate: record.endDate,
        dates: criticalDatesOfLease({ id: record.id, endDate: record.endDate, documents }),
        statedTenants: Array.isArray(stated) ? stated.filter((n): n is string => typeof n === 'string') : [],
      };
      ofLease.set(record.id, own);
    }
    const { dates } = own;
    if (!dates.length) continue;
    const tenantNames = tenantsOf.get(record.id) ?? own.statedTenants;
    for (const d of dates)
      out.push({ ...d, propertyId: record.propertyId, propertyName: record.propertyName, unitLabel: record.unitLabel ?? null, tenantNames });
  }
  // By date, property and key as localeCompare orders them: each date's and name's rank worked out once, one number
  // per date and property compared, the key only between dates of one property on one day.
  const dateRank = ranks(out.map((d) => d.date));
  const nameRank = ranks(out.map((d) => d.propertyName));
  const place = out.map((d) => dateRank.get(d.date)! * (nameRank.size + 1) + nameRank.get(d.propertyName)!);
  return out
    .map((_, i) => i)
    .sort((a, b) => place[a]! - place[b]! || textOrder(out[a]!.key, out[b]!.key))
    .map((i) => out[i]!);
}
