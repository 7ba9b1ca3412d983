import { and, desc, eq, gt } from 'drizzle-orm';
import type { Role } from '../../../common/permissions.js';
import type { InviteMemberInput } from '../../../common/workspaces.js';
import type { Database } from '../../db/client.js';
import { invitation, organization, user } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';
import { viaAuth } from './auth-errors.js';

const toInvitation = (r: { id: string; email: string; role: string | null; status: string; expiresAt: Date; createdAt: Date; inviterName: string | null }) => ({
  id: r.id,
  email: r.email,
  role: (r.role ?? 'member') as Role,
  status: r.status,
  expiresAt: r.expiresAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
  invitedBy: r.inviterName,
});

/** Open (pending, unexpired) invitations of a workspace. */
export async function listPendingInvitations(db: Database, workspaceId: string) {
  const rows = await db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      status: invitation.status,
      expiresAt: invitation.expiresAt,
      createdAt: invitation.createdAt,
      inviterName: user.name,
    })
    .from(invitation)
    .leftJoin(user, eq(invitation.inviterId, user.id))
    .where(and(eq(invitation.organizationId, workspaceId), eq(invitation.status, 'pending'), gt(invitation.expiresAt, new Date())))
    .orderBy(desc(invitation.createdAt));
  return rows.map(toInvitation);
}

/**
 * Invites through better-auth's organization plugin so its own checks (already a member, invitation limits)
 * apply and its configured email goes out. `resend` keeps the id and sends the same link again.
 */
export async function inviteMember(deps: AppDeps, headers: Headers, workspaceId: string, input: InviteMemberInput & { resend?: boolean }) {
  const created = await viaAuth(() =>
    deps.auth.api.createInvitation({ headers, body: { email: input.email, role: input.role, organizationId: workspaceId, resend: input.resend ?? false } }),
  );
  return { id: created.id, email: created.email };
}

export async function resendInvitation(deps: AppDeps, headers: Headers, workspaceId: string, invitationId: string) {
  const inv = await deps.db.query.invitation.findFirst({
    where: and(eq(invitation.id, invitationId), eq(invitation.organizationId, workspaceId), eq(invitation.status, 'pending')),
  });
  if (!inv) throw notFound('Invitation');
  const role = inv.role === 'admin' ? 'admin' : 'member';
  return inviteMember(deps, headers, workspaceId, { email: inv.email, role, resend: true });
}

export async function revokeInvitation(db: Database, workspaceId: string, invitationId: string) {
  const updated = await db
    .update(invitation)
    .set({ status: 'canceled' })
    .where(and(eq(invitation.id, invitationId), eq(invitation.organizationId, workspaceId), eq(invitation.status, 'pending')))
    .returning({ id: invitation.id });
  if (!updated.length) throw notFound('Invitation');
}

/**
 * What the invitation page shows before anyone signs in: the id in the emailed link is the secret, so the
 * workspace name, inviter and invited address are shown only to whoever holds it.
 */
export async function describeInvitation(db: Database, invitationId: string) {
  const [row] = await db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      status: invitation.status,
      expiresAt: invitation.expiresAt,
      workspaceName: organization.name,
      inviterName: user.name,
    })
    .from(invitation)
    .innerJoin(organization, eq(invitation.organizationId, organization.id))
    .leftJoin(user, eq(invitation.inviterId, user.id))
    .where(eq(invitation.id, invitationId));
  if (!row) throw notFound('Invitation');
  const expired = row.expiresAt.getTime() < Date.now();
  return {
    id: row.id,
    email: row.email,
    role: (row.role ?? 'member') as Role,
    workspaceName: row.workspaceName,
    inviterName: row.inviterName,
    status: expired && row.status === 'pending' ? 'expired' : row.status,
  };
}

/** Joins the workspace (better-auth checks the address matches the signed-in user) and makes it active. */
export async function acceptInvitation(deps: AppDeps, headers: Headers, invitationId: string) {
  const joined = await viaAuth(() => deps.auth.api.acceptInvitation({ headers, body: { invitationId } }));
  return { workspaceId: joined?.member.organizationId ?? null };
}
