import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Unit } from '../../../common/api/portfolio.js';
import { unitStatuses, type ListFilter, type UnitInput } from '../../../common/portfolio.js';
import { leases, properties, units } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { conflictOnConstraint, findOwn, iso, likePattern, pageOf, pageWindow, statusFilter, type PortfolioDeps } from './shared.js';

type Row = typeof units.$inferSelect;
const toDto = (row: Row): Unit => ({
  id: row.id,
  propertyId: row.propertyId,
  label: row.label,
  floor: row.floor,
  bedrooms: row.bedrooms,
  bathrooms: row.bathrooms === null ? null : Number(row.bathrooms),
  squareFeet: row.squareFeet,
  marketRentCents: row.marketRentCents,
  status: row.status,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** A property id from the caller that is not this workspace's is a 400 naming the field, not a 404 of the route. */
export async function requireOwnProperty(deps: PortfolioDeps, workspaceId: string, propertyId: string, field = 'propertyId') {
  const [row] = await deps.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.workspaceId, workspaceId)));
  if (!row) throw new AppError('invalid_input', 'No such property in this workspace', { field });
}

/** 409 when the property already has a unit of this label (any case); the unique index is the backstop. */
async function refuseDuplicateLabel(deps: PortfolioDeps, workspaceId: string, propertyId: string, label: string, exceptId?: string) {
  const [existing] = await deps.db
    .select({ id: units.id, label: units.label })
    .from(units)
    .where(
      and(
        eq(units.workspaceId, workspaceId),
        eq(units.propertyId, propertyId),
        sql`lower(${units.label}) = lower(${label})`,
        exceptId ? ne(units.id, exceptId) : undefined,
      ),
    );
  if (existing) throw new AppError('conflict', `This property already has a unit ${existing.label}`, { field: 'label', existing });
}

export async function listUnits(deps: PortfolioDeps, workspaceId: string, filter: ListFilter) {
  const rows = await deps.db
    .select()
    .from(units)
    .where(
      and(
        eq(units.workspaceId, workspaceId),
        filter.propertyId ? eq(units.propertyId, filter.propertyId) : undefined,
        statusFilter(units.status, unitStatuses, filter.status),
        filter.q ? ilike(units.label, likePattern(filter.q)) : undefined,
      ),
    )
    .orderBy(asc(units.propertyId), asc(units.label), asc(units.id))
    .limit(pageWindow(filter).limit)
    .offset(pageWindow(filter).offset);
  const page = pageOf(rows, filter);
  return { items: page.items.map(toDto), nextPage: page.nextPage };
}

export async function getUnit(deps: PortfolioDeps, workspaceId: string, id: string) {
  return toDto(await findOwn(deps.db, units, workspaceId, id, 'Unit'));
}

export async function createUnit(deps: PortfolioDeps, workspaceId: string, input: UnitInput) {
  await requireOwnProperty(deps, workspaceId, input.propertyId);
  await refuseDuplicateLabel(deps, workspaceId, input.propertyId, input.label);
  const [row] = await conflictOnConstraint(
    deps.db
      .insert(units)
      .values({ ...input, workspaceId })
      .returning(),
    { unique: `This property already has a unit ${input.label}`, reference: 'The property was deleted meanwhile' },
    'label',
  );
  return toDto(row!);
}

export async function updateUnit(deps: PortfolioDeps, workspaceId: string, id: string, input: Partial<Omit<UnitInput, 'propertyId'>>) {
  const current = await findOwn(deps.db, units, workspaceId, id, 'Unit');
  if (input.label !== undefined) await refuseDuplicateLabel(deps, workspaceId, current.propertyId, input.label, id);
  const [row] = await conflictOnConstraint(
    deps.db
      .update(units)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(units.id, id), eq(units.workspaceId, workspaceId)))
      .returning(),
    { unique: `This property already has a unit ${input.label}`, reference: 'The unit changed meanwhile' },
    'label',
  );
  return toDto(row!);
}

/** Refused (409) while a lease names the unit. */
export async function deleteUnit(deps: PortfolioDeps, workspaceId: string, id: string) {
  await findOwn(deps.db, units, workspaceId, id, 'Unit');
  const [used] = await deps.db
    .select({ n: count() })
    .from(leases)
    .where(and(eq(leases.workspaceId, workspaceId), eq(leases.unitId, id)));
  if ((used?.n ?? 0) > 0) throw new AppError('conflict', `This unit is on ${used!.n} lease(s); delete them first`, { existing: { leases: used!.n } });
  await conflictOnConstraint(deps.db.delete(units).where(and(eq(units.id, id), eq(units.workspaceId, workspaceId))), {
    reference: 'This unit was put on a lease meanwhile',
  });
}
