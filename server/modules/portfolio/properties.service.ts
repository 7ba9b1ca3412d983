import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Property } from '../../../common/api/portfolio.js';
import { propertyTypes, type ListFilter, type PropertyInput } from '../../../common/portfolio.js';
import { leases, properties, units } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { conflictOnConstraint, findOwn, iso, likePattern, pageOf, pageWindow, statusFilter, type PortfolioDeps } from './shared.js';

type Row = typeof properties.$inferSelect;
const toDto = (row: Row, unitCount: number): Property => ({
  id: row.id,
  name: row.name,
  address: row.address,
  type: row.type,
  unitCount,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const unitCountSql =
  sql<number>`(select count(*) from ${units} where ${units.propertyId} = ${sql.raw('"properties"."id"')} and ${units.workspaceId} = ${sql.raw('"properties"."workspace_id"')})`.mapWith(
    Number,
  );

async function unitCount({ db }: PortfolioDeps, workspaceId: string, propertyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(units)
    .where(and(eq(units.workspaceId, workspaceId), eq(units.propertyId, propertyId)));
  return row?.n ?? 0;
}

/** Properties by name; `status` filters on the property type (residential, commercial, mixed). */
export async function listProperties(deps: PortfolioDeps, workspaceId: string, filter: ListFilter) {
  const rows = await deps.db
    .select({ row: properties, unitCount: unitCountSql })
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
  return { items: page.items.map((r) => toDto(r.row, r.unitCount)), nextPage: page.nextPage };
}

export async function getProperty(deps: PortfolioDeps, workspaceId: string, id: string) {
  const row = await findOwn(deps.db, properties, workspaceId, id, 'Property');
  return toDto(row, await unitCount(deps, workspaceId, id));
}

export async function createProperty(deps: PortfolioDeps, workspaceId: string, input: PropertyInput) {
  const [row] = await deps.db
    .insert(properties)
    .values({ workspaceId, name: input.name, address: input.address ?? null, type: input.type })
    .returning();
  return toDto(row!, 0);
}

export async function updateProperty(deps: PortfolioDeps, workspaceId: string, id: string, input: Partial<PropertyInput>) {
  await findOwn(deps.db, properties, workspaceId, id, 'Property');
  const [row] = await deps.db
    .update(properties)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(properties.id, id), eq(properties.workspaceId, workspaceId)))
    .returning();
  return toDto(row!, await unitCount(deps, workspaceId, id));
}

/** Refused (409) while the property has units or leases: deleting those is a deliberate, separate step. */
export async function deleteProperty(deps: PortfolioDeps, workspaceId: string, id: string) {
  await findOwn(deps.db, properties, workspaceId, id, 'Property');
  const [leaseCount] = await deps.db
    .select({ n: count() })
    .from(leases)
    .where(and(eq(leases.workspaceId, workspaceId), eq(leases.propertyId, id)));
  const units = await unitCount(deps, workspaceId, id);
  if (units > 0 || (leaseCount?.n ?? 0) > 0) {
    throw new AppError('conflict', `This property still has ${units} unit(s) and ${leaseCount?.n ?? 0} lease(s); delete them first`, {
      existing: { units, leases: leaseCount?.n ?? 0 },
    });
  }
  await conflictOnConstraint(deps.db.delete(properties).where(and(eq(properties.id, id), eq(properties.workspaceId, workspaceId))), {
    reference: 'A unit or lease was added to this property meanwhile',
  });
}
