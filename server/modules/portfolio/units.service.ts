import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Unit } from '../../../common/api/portfolio.js';
import { unitStatuses, type ListFilter, type UnitInput } from '../../../common/portfolio.js';
import { leases, properties, units } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { conflictOnConstraint, findOwn, iso, likePattern, pageOf, pageWindow, plural, statusFilter, type PortfolioDeps } from './shared.js';

type Row = typeof units.$inferSelect;
const toDto = (row: Row, occupied: boolean): Unit => ({
  id: row.id,
  propertyId: row.propertyId,
  label: row.label,
  floor: row.floor,
  bedrooms: row.bedrooms,
  bathrooms: row.bathrooms === null ? null : Number(row.bathrooms),
  squareFeet: row.squareFeet,
  marketRentCents: row.marketRentCents,
  status: row.status,
  occupied,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** A lease of the unit that is active and has begun and not ended today. */
const currentLease = sql`exists (select 1 from ${leases} l where l.unit_id = ${units.id} and l.workspace_id = ${units.workspaceId}
  and l.status = 'active' and l.start_date <= current_date and (l.end_date is null or l.end_date >= current_date))`;
/** Occupied: marked so, or under a current lease (the property's occupied count counts the same units). */
const occupiedSql = sql<boolean>`(${units.status} = 'occupied' or ${currentLease})`.mapWith((v) => v === true || v === 't');

/**
 * Keeps a unit's marked status in step with its leases when a lease is written: a current active lease marks it
 * occupied (unless a person marked it unavailable), and an occupied unit left without one becomes vacant. Time
 * passing does not rewrite it (a lease that ends tonight leaves "occupied" marked): `occupied` in the answer, and
 * the property's count, are computed from the leases as of today.
 */
export async function syncUnitStatus(db: Pick<PortfolioDeps['db'], 'update'>, workspaceId: string, unitIds: Array<string | null | undefined>) {
  const ids = [...new Set(unitIds.filter((id): id is string => !!id))];
  if (!ids.length) return;
  await db
    .update(units)
    .set({
      status: sql`case when ${currentLease} then 'occupied' else 'vacant' end`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(units.workspaceId, workspaceId),
        inArray(units.id, ids),
        sql`${units.status} <> 'unavailable'`,
        sql`(${units.status} = 'occupied') <> ${currentLease}`,
      ),
    );
}

async function occupiedOf(deps: PortfolioDeps, workspaceId: string, id: string) {
  const [row] = await deps.db
    .select({ occupied: occupiedSql })
    .from(units)
    .where(and(eq(units.id, id), eq(units.workspaceId, workspaceId)));
  return row?.occupied ?? false;
}

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
    .select({ row: units, occupied: occupiedSql })
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
  return { items: page.items.map((r) => toDto(r.row, r.occupied)), nextPage: page.nextPage };
}

export async function getUnit(deps: PortfolioDeps, workspaceId: string, id: string) {
  return toDto(await findOwn(deps.db, units, workspaceId, id, 'Unit'), await occupiedOf(deps, workspaceId, id));
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
  return toDto(row!, row!.status === 'occupied');
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
  return toDto(row!, await occupiedOf(deps, workspaceId, id));
}

/** Refused (409) while a lease names the unit. */
export async function deleteUnit(deps: PortfolioDeps, workspaceId: string, id: string) {
  await findOwn(deps.db, units, workspaceId, id, 'Unit');
  const [used] = await deps.db
    .select({ n: count() })
    .from(leases)
    .where(and(eq(leases.workspaceId, workspaceId), eq(leases.unitId, id)));
  if ((used?.n ?? 0) > 0)
    throw new AppError('conflict', `This unit is on ${plural(used!.n, 'lease', 'leases')}; delete ${used!.n === 1 ? 'it' : 'them'} first`, {
      existing: { leases: used!.n },
    });
  await conflictOnConstraint(deps.db.delete(units).where(and(eq(units.id, id), eq(units.workspaceId, workspaceId))), {
    reference: 'This unit was put on a lease meanwhile',
  });
}
