import { and, asc, desc, eq, exists, ilike, inArray, or } from 'drizzle-orm';
import type { LeaseSummary } from '../../../common/api/leases.js';
import type { Database } from '../../db/client.js';
import { leases, leaseTenants, properties, tenants, units } from '../../db/schema/index.js';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** "12 Oak Street · 4B · Dana Reyes & Sam Lee": how a lease is named where it is linked or chosen. */
export function leaseLabel(property: string, unit: string | null, tenantNames: string[]): string {
  const people = tenantNames.length > 2 ? `${tenantNames.slice(0, 2).join(', ')} +${tenantNames.length - 2}` : tenantNames.join(' & ');
  return [property, unit, people].filter(Boolean).join(' · ');
}

async function summaries(
  db: Database,
  workspaceId: string,
  rows: { id: string; property: string; unit: string | null; startDate: string; endDate: string | null; status: LeaseSummary['status'] }[],
) {
  if (!rows.length) return [];
  const names = await db
    .select({ leaseId: leaseTenants.leaseId, name: tenants.name })
    .from(leaseTenants)
    .innerJoin(tenants, eq(tenants.id, leaseTenants.tenantId))
    .where(
      and(
        eq(leaseTenants.workspaceId, workspaceId),
        inArray(
          leaseTenants.leaseId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(tenants.name));
  return rows.map(
    (r): LeaseSummary => ({
      id: r.id,
      label: leaseLabel(
        r.property,
        r.unit,
        names.filter((n) => n.leaseId === r.id).map((n) => n.name),
      ),
      startDate: r.startDate,
      endDate: r.endDate,
      status: r.status,
    }),
  );
}

const columns = {
  id: leases.id,
  property: properties.name,
  unit: units.label,
  startDate: leases.startDate,
  endDate: leases.endDate,
  status: leases.status,
};

/** The workspace's leases with these ids, named for people. */
export async function leaseSummaries(db: Database, workspaceId: string, ids: string[]): Promise<Map<string, LeaseSummary>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select(columns)
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(units, eq(units.id, leases.unitId))
    .where(and(eq(leases.workspaceId, workspaceId), inArray(leases.id, ids)));
  return new Map((await summaries(db, workspaceId, rows)).map((s) => [s.id, s]));
}

/** Leases to pick from for an amendment: matching a property, address, unit or tenant, newest first. */
export async function leaseChoices(db: Database, workspaceId: string, q: string | undefined): Promise<LeaseSummary[]> {
  const like = q ? likePattern(q) : '';
  const rows = await db
    .select(columns)
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(units, eq(units.id, leases.unitId))
    .where(
      and(
        eq(leases.workspaceId, workspaceId),
        q
          ? or(
              ilike(properties.name, like),
              ilike(properties.address, like),
              ilike(units.label, like),
              exists(
                db
                  .select({ one: tenants.id })
                  .from(leaseTenants)
                  .innerJoin(tenants, eq(tenants.id, leaseTenants.tenantId))
                  .where(and(eq(leaseTenants.leaseId, leases.id), eq(tenants.workspaceId, workspaceId), ilike(tenants.name, like))),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(leases.startDate), asc(properties.name))
    .limit(25);
  return summaries(db, workspaceId, rows);
}
