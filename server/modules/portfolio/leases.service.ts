import { and, asc, eq, exists, ilike, inArray, or } from 'drizzle-orm';
import type { Lease } from '../../../common/api/portfolio.js';
import { leaseStatuses, type LeaseInput, type LeaseListFilter, type LeaseUpdate } from '../../../common/portfolio.js';
import type { Database } from '../../db/client.js';
import { leases, leaseTenants, properties, tenants, units } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { conflictOnConstraint, findOwn, iso, likePattern, pageOf, pageWindow, statusFilter, type PortfolioDeps } from './shared.js';
import { requireOwnProperty, syncUnitStatus } from './units.service.js';

type Row = typeof leases.$inferSelect;
type Names = { propertyName: string; unitLabel: string | null; tenants: Array<{ id: string; name: string }> };
const toDto = (row: Row, names: Names): Lease => ({
  id: row.id,
  propertyId: row.propertyId,
  unitId: row.unitId,
  tenantIds: names.tenants.map((t) => t.id).sort(),
  propertyName: names.propertyName,
  unitLabel: names.unitLabel,
  tenants: names.tenants,
  startDate: row.startDate,
  endDate: row.endDate,
  monthlyRentCents: row.monthlyRentCents,
  depositCents: row.depositCents,
  status: row.status,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** The names a lease is shown with: its property's, its unit's label, and its tenants' (by name), per lease. */
async function namesOf(db: Database, workspaceId: string, rows: Row[]): Promise<Map<string, Names>> {
  const byLease = new Map<string, Names>();
  if (rows.length === 0) return byLease;
  const leaseIds = rows.map((r) => r.id);
  const propertyIds = [...new Set(rows.map((r) => r.propertyId))];
  const unitIds = [...new Set(rows.flatMap((r) => (r.unitId ? [r.unitId] : [])))];
  // One after another: `db` may be a transaction's single client (a lease record filled from its document), where
  // queries at once are queued by the driver with a deprecation warning.
  const propertyRows = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), inArray(properties.id, propertyIds)));
  const unitRows = unitIds.length
    ? await db
        .select({ id: units.id, label: units.label })
        .from(units)
        .where(and(eq(units.workspaceId, workspaceId), inArray(units.id, unitIds)))
    : [];
  const tenantRows = await db
    .select({ leaseId: leaseTenants.leaseId, id: tenants.id, name: tenants.name })
    .from(leaseTenants)
    .innerJoin(tenants, eq(tenants.id, leaseTenants.tenantId))
    .where(and(eq(leaseTenants.workspaceId, workspaceId), inArray(leaseTenants.leaseId, leaseIds)))
    .orderBy(asc(tenants.name), asc(tenants.id));
  const propertyNames = new Map(propertyRows.map((p) => [p.id, p.name]));
  const unitLabels = new Map(unitRows.map((u) => [u.id, u.label]));
  for (const r of rows) {
    byLease.set(r.id, { propertyName: propertyNames.get(r.propertyId) ?? '', unitLabel: r.unitId ? (unitLabels.get(r.unitId) ?? null) : null, tenants: [] });
  }
  for (const t of tenantRows) byLease.get(t.leaseId)?.tenants.push({ id: t.id, name: t.name });
  return byLease;
}

/** A lease's unit must be a unit of the lease's property, in this workspace; its tenants this workspace's. */
async function checkReferences(deps: PortfolioDeps, workspaceId: string, propertyId: string, unitId: string | null | undefined, tenantIds?: string[]) {
  await requireOwnProperty(deps, workspaceId, propertyId);
  if (unitId) {
    const [unit] = await deps.db
      .select({ propertyId: units.propertyId })
      .from(units)
      .where(and(eq(units.id, unitId), eq(units.workspaceId, workspaceId)));
    if (!unit) throw new AppError('invalid_input', 'No such unit in this workspace', { field: 'unitId' });
    if (unit.propertyId !== propertyId) throw new AppError('invalid_input', "The unit is not in the lease's property", { field: 'unitId' });
  }
  if (tenantIds?.length) {
    const unique = [...new Set(tenantIds)];
    const found = await deps.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(and(eq(tenants.workspaceId, workspaceId), inArray(tenants.id, unique)));
    if (found.length !== unique.length) throw new AppError('invalid_input', 'No such tenant in this workspace', { field: 'tenantIds' });
  }
}

/** Leases by start date; `q` matches a tenant's name or the unit's label; `tenantId` keeps a tenant's leases. */
export async function listLeases(deps: PortfolioDeps, workspaceId: string, filter: LeaseListFilter) {
  const like = filter.q ? likePattern(filter.q) : '';
  const matchesQ = filter.q
    ? or(
        exists(
          deps.db
            .select({ one: tenants.id })
            .from(leaseTenants)
            .innerJoin(tenants, eq(tenants.id, leaseTenants.tenantId))
            .where(and(eq(leaseTenants.leaseId, leases.id), eq(tenants.workspaceId, workspaceId), ilike(tenants.name, like))),
        ),
        exists(
          deps.db
            .select({ one: units.id })
            .from(units)
            .where(and(eq(units.id, leases.unitId), eq(units.workspaceId, workspaceId), ilike(units.label, like))),
        ),
      )
    : undefined;
  const rows = await deps.db
    .select()
    .from(leases)
    .where(
      and(
        eq(leases.workspaceId, workspaceId),
        filter.propertyId ? eq(leases.propertyId, filter.propertyId) : undefined,
        statusFilter(leases.status, leaseStatuses, filter.status),
        matchesQ,
        filter.tenantId
          ? exists(
              deps.db
                .select({ one: leaseTenants.leaseId })
                .from(leaseTenants)
                .where(and(eq(leaseTenants.leaseId, leases.id), eq(leaseTenants.workspaceId, workspaceId), eq(leaseTenants.tenantId, filter.tenantId))),
            )
          : undefined,
      ),
    )
    .orderBy(asc(leases.startDate), asc(leases.id))
    .limit(pageWindow(filter).limit)
    .offset(pageWindow(filter).offset);
  const page = pageOf(rows, filter);
  const names = await namesOf(deps.db, workspaceId, page.items);
  return { items: page.items.map((r) => toDto(r, names.get(r.id)!)), nextPage: page.nextPage };
}

export async function getLease(deps: PortfolioDeps, workspaceId: string, id: string) {
  const row = await findOwn(deps.db, leases, workspaceId, id, 'Lease');
  return toDto(row, (await namesOf(deps.db, workspaceId, [row])).get(id)!);
}

export async function createLease(deps: PortfolioDeps, workspaceId: string, input: LeaseInput) {
  await checkReferences(deps, workspaceId, input.propertyId, input.unitId, input.tenantIds);
  const { tenantIds = [], ...fields } = input;
  const meanwhile = { reference: "The lease's property, unit or a tenant was deleted meanwhile" };
  const id = await conflictOnConstraint(
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leases)
        .values({ ...fields, workspaceId })
        .returning({ id: leases.id });
      const unique = [...new Set(tenantIds)];
      if (unique.length) await tx.insert(leaseTenants).values(unique.map((tenantId) => ({ workspaceId, leaseId: row!.id, tenantId })));
      await syncUnitStatus(tx, workspaceId, [fields.unitId]);
      return row!.id;
    }),
    meanwhile,
  );
  return getLease(deps, workspaceId, id);
}

/** A PATCH is checked as the lease it would leave: moving it to another property needs a unit of that property. */
export async function updateLease(deps: PortfolioDeps, workspaceId: string, id: string, input: LeaseUpdate) {
  const current = await findOwn(deps.db, leases, workspaceId, id, 'Lease');
  const { tenantIds, ...fields } = input;
  const propertyId = fields.propertyId ?? current.propertyId;
  const unitId = fields.unitId !== undefined ? fields.unitId : current.unitId;
  const startDate = fields.startDate ?? current.startDate;
  const endDate = fields.endDate !== undefined ? fields.endDate : current.endDate;
  if (endDate && endDate < startDate) throw new AppError('invalid_input', 'End date cannot be before the start date', { field: 'endDate' });
  await checkReferences(deps, workspaceId, propertyId, unitId, tenantIds);
  const meanwhile = { reference: "The lease's property, unit or a tenant was deleted meanwhile" };
  await conflictOnConstraint(
    deps.db.transaction(async (tx) => {
      await tx
        .update(leases)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(leases.id, id), eq(leases.workspaceId, workspaceId)));
      if (tenantIds) {
        const unique = [...new Set(tenantIds)];
        // The same tenants again (a lease document read again fills its record) are left as they are: rewriting them
        // would count as a change of the portfolio (portfolio_versions) and make the next request work it out again.
        const kept = await tx
          .select({ id: leaseTenants.tenantId })
          .from(leaseTenants)
          .where(and(eq(leaseTenants.leaseId, id), eq(leaseTenants.workspaceId, workspaceId)));
        if (unique.length !== kept.length || kept.some((t) => !unique.includes(t.id))) {
          await tx.delete(leaseTenants).where(and(eq(leaseTenants.leaseId, id), eq(leaseTenants.workspaceId, workspaceId)));
          if (unique.length) await tx.insert(leaseTenants).values(unique.map((tenantId) => ({ workspaceId, leaseId: id, tenantId })));
        }
      }
      await syncUnitStatus(tx, workspaceId, [current.unitId, unitId]);
    }),
    meanwhile,
  );
  return getLease(deps, workspaceId, id);
}

export async function deleteLease(deps: PortfolioDeps, workspaceId: string, id: string) {
  const lease = await findOwn(deps.db, leases, workspaceId, id, 'Lease');
  // lease_tenants rows go with it (ON DELETE CASCADE).
  await deps.db.transaction(async (tx) => {
    await tx.delete(leases).where(and(eq(leases.id, id), eq(leases.workspaceId, workspaceId)));
    await syncUnitStatus(tx, workspaceId, [lease.unitId]);
  });
}
