import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { invitation, member } from '../../db/schema/index.js';

/**
 * Creating an account from an invitation link (decided in the issue-15 work):
 * - the new account joins the inviting workspace with the invited role and gets no workspace of its own;
 * - its email counts as verified: the link carries the invitation id, a secret that was mailed only to that
 *   address, so opening it proves the mailbox as well as a verification link would. Besides the invitee, only
 *   the workspace's Owners and Admins see the id (pending invitations list), and they could already add anyone
 *   by inviting an address of their own; the id stops working once used, revoked or expired (7 days);
 * - it is approved even under SIGNUP_APPROVAL=manual: a workspace Owner or Admin vouched for the person, and
 *   the account creates no tenant of its own.
 * better-auth's own /sign-up/email does the work; the request carries `invitationId`, and the auth hooks
 * (auth.ts beside this file) ask this file whether it is an open invitation for that address.
 */

export const INVITATION_CLOSED = 'This invitation can no longer be used. Ask the person who invited you to send a new one.';

export type OpenInvitation = typeof invitation.$inferSelect;

interface HookContext {
  path?: string;
  body?: unknown;
}

/** The invitation id an email sign-up carries when it was made from an invitation link. */
export function invitationIdOf(ctx: HookContext | null | undefined): string | undefined {
  if (ctx?.path !== '/sign-up/email') return undefined;
  const id = (ctx.body as { invitationId?: unknown } | undefined)?.invitationId;
  return typeof id === 'string' && id.trim() ? id.trim() : undefined;
}

/** The invitation when it is pending, unexpired and addressed to `email`; otherwise null. */
export async function openInvitationFor(db: Database, invitationId: string, email: string): Promise<OpenInvitation | null> {
  const inv = await db.query.invitation.findFirst({ where: eq(invitation.id, invitationId) });
  if (!inv || inv.status !== 'pending' || inv.expiresAt.getTime() <= Date.now()) return null;
  return inv.email.trim().toLowerCase() === email.trim().toLowerCase() ? inv : null;
}

/** The open invitation a sign-up request was made from, if any. */
export async function invitationOfSignUp(db: Database, ctx: HookContext | null | undefined, email: string) {
  const id = invitationIdOf(ctx);
  return id ? openInvitationFor(db, id, email) : null;
}

/**
 * Makes the new user a member of the inviting workspace with the invited role and marks the invitation
 * accepted, in one step: of two racing uses of one invitation only the first joins. Answers whether it joined.
 */
export async function joinInvitedWorkspace(db: Database, userId: string, inv: OpenInvitation): Promise<boolean> {
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(invitation)
      .set({ status: 'accepted' })
      .where(and(eq(invitation.id, inv.id), eq(invitation.status, 'pending')))
      .returning({ id: invitation.id });
    if (!closed.length) return false;
    const role = inv.role === 'admin' ? 'admin' : 'member';
    await tx.insert(member).values({ id: randomBytes(12).toString('base64url'), organizationId: inv.organizationId, userId, role, createdAt: new Date() });
    return true;
  });
}
