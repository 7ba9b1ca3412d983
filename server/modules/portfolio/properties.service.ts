import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Property } from '../../../common/api/portfolio.js';
import { propertyTypes, type ListFilter, type PropertyInput } from '../../../common/portfolio.js';
import { leases, properties, units } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage/storage.js';
import { conflictOnConstraint, findOwn, iso, likePattern, pageOf, pageWindow, plural, statusFilter, type PortfolioDeps } from './shared.js';

type Row = typeof properties.$inferSelect;
type Counts = { unitCount: number; occupiedCount: number };
const toDto = (row: Row, counts: Counts): Property => ({
  id: row.id,
  name: row.name,
  address: row.address,
  type: row.type,
  unitCount: counts.unitCount,
  occupiedCount: counts.occupiedCount,
  // The version in the address lets the browser cache a photo until the property changes.
  photoUrl: row.photoStorageKey ? `/api/app/portfolio/properties/${row.id}/photo?v=${row.updatedAt.getTime()}` : null,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const propertyId = sql.raw('"properties"."id"');
const propertyWorkspace = sql.raw('"properties"."workspace_id"');
const unitCountSql =
  sql<number>`(select count(*) from ${units} where ${units.propertyId} = ${propertyId} and ${units.workspaceId} = ${propertyWorkspace})`.mapWith(Number);
/** Units marked occupied, or under a lease that is active and has started and not ended today. */
const occupiedCountSql = sql<number>`(select count(*) from ${units} u where u.property_id = ${propertyId} and u.workspace_id = ${propertyWorkspace}
  and (u.status = 'occupied' or exists (select 1 from ${leases} l where l.unit_id = u.id and l.workspace_id = u.workspace_id
    and l.status = 'active' and l.start_date <= current_date and (l.end_date is null or l.end_date >= current_date))))`.mapWith(Number);

async function counts({ db }: PortfolioDeps, workspaceId: string, id: string): Promise<Counts> {
  const [row] = await db
    .select({ unitCount: unitCountSql, occupiedCount: occupiedCountSql })
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), eq(properties.id, id)));
  return row ?? { unitCount: 0, occupiedCount: 0 };
}

/** Properties by name; `status` filters on the property type (residential, commercial, mixed). */
export async function listProperties(deps: PortfolioDeps, workspaceId: string, filter: ListFilter) {
  const rows = await deps.db
    .select({ row: properties, unitCount: unitCountSql, occupiedCount: occupiedCountSql })
    .from(properties)
    .where(
      and(
        eq(properties.workspaceId, workspaceId),
        statusFilter(properties.type, propertyTypes, filter.status),
        filter.q ? or(ilike(properties.name, likePattern(filter.q)), ilike(properties.address, likePattern(filter.q))) : undefined,
      ),
    )
    .orderBy(asc(properties.name), asc(properties.id))
    .limit(pageWindow(filter).limit)
    .offset(pageWindow(filter).offset);
  const page = pageOf(rows, filter);
  return { items: page.items.map((r) => toDto(r.row, r)), nextPage: page.nextPage };
}

export async function getProperty(deps: PortfolioDeps, workspaceId: string, id: string) {
  const row = await findOwn(deps.db, properties, workspaceId, id, 'Property');
  return toDto(row, await counts(deps, workspaceId, id));
}

export async function createProperty(deps: PortfolioDeps, workspaceId: string, input: PropertyInput) {
  const [row] = await deps.db
    .insert(properties)
    .values({ workspaceId, name: input.name, address: input.address ?? null, type: input.type })
    .returning();
  return toDto(row!, { unitCount: 0, occupiedCount: 0 });
}

export async function updateProperty(deps: PortfolioDeps, workspaceId: string, id: string, input: Partial<PropertyInput>) {
  await findOwn(deps.db, properties, workspaceId, id, 'Property');
  const [row] = await deps.db
    .update(properties)
    .set({ ...input, ...(input.name !== undefined ? { nameFromLease: false } : {}), updatedAt: new Date() })
    .where(and(eq(properties.id, id), eq(properties.workspaceId, workspaceId)))
    .returning();
  return toDto(row!, await counts(deps, workspaceId, id));
}

/**
 * Refused (409) while the property has units or leases: deleting those is a deliberate, separate step. Its photo
 * goes with it; documents linked to it stay, unlinked.
 */
export async function deleteProperty(deps: PortfolioDeps & { storage: FileStorage }, workspaceId: string, id: string) {
  const property = await findOwn(deps.db, properties, workspaceId, id, 'Property');
  const [leaseCount] = await deps.db
    .select({ n: count() })
    .from(leases)
    .where(and(eq(leases.workspaceId, workspaceId), eq(leases.propertyId, id)));
  const { unitCount: units } = await counts(deps, workspaceId, id);
  if (units > 0 || (leaseCount?.n ?? 0) > 0) {
    const what = [units ? plural(units, 'unit', 'units') : '', leaseCount?.n ? plural(leaseCount.n, 'lease', 'leases') : ''].filter(Boolean).join(' and ');
    throw new AppError('conflict', `This property still has ${what}; delete them first`, {
      existing: { units, leases: leaseCount?.n ?? 0 },
    });
  }
  await conflictOnConstraint(deps.db.delete(properties).where(and(eq(properties.id, id), eq(properties.workspaceId, workspaceId))), {
    reference: 'A unit or lease was added to this property meanwhile',
  });
  if (property.photoStorageKey) await deps.storage.delete(property.photoStorageKey).catch(() => {});
}
