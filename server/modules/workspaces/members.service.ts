import { and, asc, eq, max } from 'drizzle-orm';
import { canManageMember, type Role } from '../../../common/permissions.js';
import type { Database } from '../../db/client.js';
import { member, session, user } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { WorkspaceContext } from '../auth/session.middleware.js';

/** Members with their last activity: the latest update of any of their sessions, or null for never. */
export async function listMembers(db: Database, workspaceId: string) {
  const lastActive = db
    .select({ userId: session.userId, at: max(session.updatedAt).as('at') })
    .from(session)
    .groupBy(session.userId)
    .as('last_active');
  const rows = await db
    .select({
      id: member.id,
      userId: user.id,
      name: user.name,
      email: user.email,
      image: user.image,
      role: member.role,
      joinedAt: member.createdAt,
      lastActiveAt: lastActive.at,
    })
    .from(member)
    .innerJoin(user, eq(member.userId, user.id))
    .leftJoin(lastActive, eq(lastActive.userId, member.userId))
    .where(eq(member.organizationId, workspaceId))
    .orderBy(asc(member.createdAt));
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    name: r.name,
    email: r.email,
    image: r.image,
    role: r.role as Role,
    joinedAt: r.joinedAt.toISOString(),
    lastActiveAt: r.lastActiveAt ? new Date(r.lastActiveAt).toISOString() : null,
  }));
}

async function findTarget(db: Database, workspaceId: string, memberId: string) {
  const target = await db.query.member.findFirst({ where: and(eq(member.id, memberId), eq(member.organizationId, workspaceId)) });
  if (!target) throw notFound('Member');
  return target;
}

/** An Owner acting on an Owner (themselves, when alone) hears why first; everyone else gets the matrix's answer. */
async function assertNotLastOwner(db: Database, ws: WorkspaceContext, targetRole: string) {
  if (targetRole !== 'owner' || ws.role !== 'owner') return;
  const workspaceId = ws.id;
  const owners = await db.query.member.findMany({ where: and(eq(member.organizationId, workspaceId), eq(member.role, 'owner')) });
  if (owners.length <= 1) throw new AppError('conflict', 'A workspace must keep at least one Owner');
}

export async function changeMemberRole(db: Database, ws: WorkspaceContext, memberId: string, newRole: Role) {
  const target = await findTarget(db, ws.id, memberId);
  await assertNotLastOwner(db, ws, target.role);
  if (!canManageMember(ws.role, target.role as Role, newRole)) throw forbidden('Your role does not allow changing this member');
  await db
    .update(member)
    .set({ role: newRole })
    .where(and(eq(member.id, memberId), eq(member.organizationId, ws.id)));
}

export async function removeMember(db: Database, ws: WorkspaceContext, memberId: string) {
  const target = await findTarget(db, ws.id, memberId);
  await assertNotLastOwner(db, ws, target.role);
  if (!canManageMember(ws.role, target.role as Role)) throw forbidden('Your role does not allow removing this member');
  await db.delete(member).where(and(eq(member.id, memberId), eq(member.organizationId, ws.id)));
  // Their open sessions fall back to another of their workspaces instead of pointing at this one.
  await db
    .update(session)
    .set({ activeOrganizationId: null })
    .where(and(eq(session.userId, target.userId), eq(session.activeOrganizationId, ws.id)));
}
