import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { member, organization, user, waitlistEntries } from '../../db/schema/index.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { emails } from '../../lib/mail/templates.js';
import { AppError } from '../../lib/errors.js';
import type { PendingAccount, WaitlistRow } from '../../../common/admin.js';

/** Accounts created while SIGNUP_APPROVAL=manual that no platform administrator has approved yet. */
export async function listPendingAccounts(db: Database): Promise<PendingAccount[]> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      company: user.company,
      portfolioSize: user.portfolioSize,
      createdAt: user.createdAt,
      workspaceName: organization.name,
    })
    .from(user)
    .leftJoin(member, and(eq(member.userId, user.id), eq(member.role, 'owner')))
    .leftJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(user.approved, false))
    .orderBy(asc(user.createdAt));
  // A user owns one workspace at sign-up; keep the first row per user in case they own more.
  const seen = new Set<string>();
  return rows
    .filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)))
    .map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      emailVerified: r.emailVerified,
      company: r.company,
      portfolioSize: r.portfolioSize,
      workspaceName: r.workspaceName,
      createdAt: r.createdAt.toISOString(),
    }));
}

/** Approves an account and tells its owner by email. Approving twice is harmless and sends nothing. */
export async function approveAccount(deps: { db: Database; mailer: Mailer; publicUrl: string }, userId: string) {
  const [updated] = await deps.db
    .update(user)
    .set({ approved: true })
    .where(and(eq(user.id, userId), eq(user.approved, false)))
    .returning({ id: user.id, email: user.email });
  if (!updated) {
    const existing = await deps.db.query.user.findFirst({ where: eq(user.id, userId), columns: { id: true } });
    if (!existing) throw new AppError('not_found', 'Account not found');
    return { id: userId, approved: true, emailed: false };
  }
  await deps.mailer.send({ to: updated.email, ...emails.accountApproved(new URL('/sign-in', deps.publicUrl).toString()) });
  return { id: userId, approved: true, emailed: true };
}

export async function listWaitlist(db: Database): Promise<WaitlistRow[]> {
  const rows = await db.select().from(waitlistEntries).orderBy(asc(waitlistEntries.position), desc(waitlistEntries.createdAt));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    position: r.position,
    createdAt: r.createdAt.toISOString(),
    invitedAt: r.invitedAt?.toISOString() ?? null,
  }));
}

/** Emails a waitlist entry a link to create an account and records when. Re-inviting sends the email again. */
export async function inviteFromWaitlist(deps: { db: Database; mailer: Mailer; publicUrl: string }, entryId: string): Promise<WaitlistRow> {
  const entry = await deps.db.query.waitlistEntries.findFirst({ where: eq(waitlistEntries.id, entryId) });
  if (!entry) throw new AppError('not_found', 'Waitlist entry not found');
  const signUpUrl = new URL('/sign-up', deps.publicUrl);
  signUpUrl.searchParams.set('email', entry.email);
  await deps.mailer.send({ to: entry.email, ...emails.waitlistInvite(signUpUrl.toString()) });
  const [updated] = await deps.db.update(waitlistEntries).set({ invitedAt: new Date() }).where(eq(waitlistEntries.id, entryId)).returning();
  return {
    id: updated!.id,
    email: updated!.email,
    position: updated!.position,
    createdAt: updated!.createdAt.toISOString(),
    invitedAt: updated!.invitedAt?.toISOString() ?? null,
  };
}
