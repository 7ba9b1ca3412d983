import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Tenant } from '../../../common/api/portfolio.js';
import { tenantKinds, type ListFilter, type TenantInput } from '../../../common/portfolio.js';
import { leaseTenants, tenants } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { conflictOnConstraint, findOwn, iso, likePattern, pageOf, pageWindow, plural, statusFilter, type PortfolioDeps } from './shared.js';

type Row = typeof tenants.$inferSelect;
const toDto = (row: Row): Tenant => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  email: row.email,
  phone: row.phone,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** Tenants by name; `status` filters on the kind (person, company); `q` matches name, email or phone. */
export async function listTenants(deps: PortfolioDeps, workspaceId: string, filter: ListFilter) {
  const like = filter.q ? likePattern(filter.q) : '';
  const rows = await deps.db
    .select()
    .from(tenants)
    .where(
      and(
        eq(tenants.workspaceId, workspaceId),
        statusFilter(tenants.kind, tenantKinds, filter.status),
        filter.q ? or(ilike(tenants.name, like), ilike(tenants.email, like), ilike(tenants.phone, like)) : undefined,
      ),
    )
    .orderBy(asc(tenants.name), asc(tenants.id))
    .limit(pageWindow(filter).limit)
    .offset(pageWindow(filter).offset);
  const page = pageOf(rows, filter);
  return { items: page.items.map(toDto), nextPage: page.nextPage };
}

export async function getTenant(deps: PortfolioDeps, workspaceId: string, id: string) {
  return toDto(await findOwn(deps.db, tenants, workspaceId, id, 'Tenant'));
}

export async function createTenant(deps: PortfolioDeps, workspaceId: string, input: TenantInput) {
  const [row] = await deps.db
    .insert(tenants)
    .values({ ...input, workspaceId })
    .returning();
  return toDto(row!);
}

export async function updateTenant(deps: PortfolioDeps, workspaceId: string, id: string, input: Partial<TenantInput>) {
  await findOwn(deps.db, tenants, workspaceId, id, 'Tenant');
  const [row] = await deps.db
    .update(tenants)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(tenants.id, id), eq(tenants.workspaceId, workspaceId)))
    .returning();
  return toDto(row!);
}

/** Refused (409) while the tenant is on a lease. */
export async function deleteTenant(deps: PortfolioDeps, workspaceId: string, id: string) {
  await findOwn(deps.db, tenants, workspaceId, id, 'Tenant');
  const [used] = await deps.db
    .select({ n: count() })
    .from(leaseTenants)
    .where(and(eq(leaseTenants.workspaceId, workspaceId), eq(leaseTenants.tenantId, id)));
  if ((used?.n ?? 0) > 0)
    throw new AppError('conflict', `This tenant is on ${plural(used!.n, 'lease', 'leases')}; remove them from ${used!.n === 1 ? 'it' : 'those leases'} first`, {
      existing: { leases: used!.n },
    });
  await conflictOnConstraint(deps.db.delete(tenants).where(and(eq(tenants.id, id), eq(tenants.workspaceId, workspaceId))), {
    reference: 'This tenant was put on a lease meanwhile',
  });
}
