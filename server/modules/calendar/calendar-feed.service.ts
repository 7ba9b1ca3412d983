/**
 * Each user's secret calendar address (ICS feed) for one workspace. The address carries a random token; only
 * its SHA-256 is stored, so the address is shown once, when it is made. Making a new one revokes the old one;
 * a revoked token, or one whose owner has left the workspace, finds nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { can } from '../../../common/permissions.js';
import type { Database } from '../../db/client.js';
import { calendarFeeds, member, organization, user } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/** 32 random bytes: guessing one is hopeless, so the address itself is the credential (like a calendar app's own). */
const TOKEN_BYTES = 32;
export const feedTokenPattern = /^[A-Za-z0-9_-]{43}$/;
/** Namespace for the per-user advisory lock that keeps one live feed per user and workspace. */
const FEED_LOCK_NAMESPACE = 7_414_305;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function feedUrls(publicUrl: string, token: string) {
  const url = new URL(`/api/calendar/${token}.ics`, publicUrl).href;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

export async function feedStatus(db: Database, workspaceId: string, userId: string) {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.workspaceId, workspaceId), eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
  return { active: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
}

/** A new address for the caller's feed; the previous one (if any) stops working in the same transaction. */
export async function createFeed(db: Database, publicUrl: string, workspaceId: string, userId: string) {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FEED_LOCK_NAMESPACE}, hashtext(${`${workspaceId}:${userId}`}))`);
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(calendarFeeds.workspaceId, workspaceId), eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ workspaceId, userId, tokenHash: hashToken(token) })
      .returning({ createdAt: calendarFeeds.createdAt });
    return row!;
  });
  return { ...feedUrls(publicUrl, token), createdAt: created.createdAt.toISOString() };
}

export async function revokeFeed(db: Database, workspaceId: string, userId: string) {
  const revoked = await db
    .update(calendarFeeds)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(calendarFeeds.workspaceId, workspaceId), eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  if (!revoked.length) throw notFound('Calendar feed');
}

export interface ResolvedFeed {
  id: string;
  workspaceId: string;
  workspaceName: string;
  userId: string;
}

/**
 * The live feed a token opens, or null: unknown, revoked, or its owner is no longer a member allowed to see the
 * workspace's portfolio (removed, or an account not approved). Checked on every fetch, so leaving a workspace
 * ends the feed at once.
 */
export async function resolveFeed(db: Database, token: string): Promise<ResolvedFeed | null> {
  if (!feedTokenPattern.test(token)) return null;
  const [row] = await db
    .select({
      id: calendarFeeds.id,
      workspaceId: calendarFeeds.workspaceId,
      workspaceName: organization.name,
      userId: calendarFeeds.userId,
      role: member.role,
      approved: user.approved,
    })
    .from(calendarFeeds)
    .innerJoin(organization, eq(organization.id, calendarFeeds.workspaceId))
    .innerJoin(member, and(eq(member.organizationId, calendarFeeds.workspaceId), eq(member.userId, calendarFeeds.userId)))
    .innerJoin(user, eq(user.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), isNull(calendarFeeds.revokedAt)));
  if (!row || row.approved === false || !can(row.role, 'portfolio.view')) return null;
  return { id: row.id, workspaceId: row.workspaceId, workspaceName: row.workspaceName, userId: row.userId };
}
