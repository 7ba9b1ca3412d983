import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import { planById, TRIAL_DAYS, TRIAL_PLAN_ID } from '../../../common/plans.js';
import type { Role } from '../../../common/permissions.js';
import type { WorkspaceSettingsInput } from '../../../common/workspaces.js';
import type { Database } from '../../db/client.js';
import { documents, member, organization, projects, queryLog, storedFiles } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { portfolioCounts } from '../dashboard/portfolio-summary.js';
import { isKind, queryKindOf, type QueryKind } from '../queries/query-log.service.js';

export function slugify(name: string) {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'workspace'}-${randomBytes(3).toString('hex')}`;
}

/** Creates a workspace with `userId` as its Owner. */
export async function createWorkspace(db: Database, userId: string, name: string) {
  const id = randomBytes(12).toString('base64url');
  await db.insert(organization).values({ id, name, slug: slugify(name), createdAt: new Date() });
  await db.insert(member).values({ id: randomBytes(12).toString('base64url'), organizationId: id, userId, role: 'owner', createdAt: new Date() });
  return { id, name };
}

/** Every new account gets its own workspace, named after its company, with the user as Owner. */
export async function createWorkspaceForNewUser(db: Database, user: { id: string; name: string; company?: string | null }) {
  return createWorkspace(db, user.id, user.company?.trim() || `${user.name}'s workspace`);
}

/** The workspaces the user belongs to, oldest membership first. */
export async function listWorkspacesForUser(db: Database, userId: string) {
  const rows = await db
    .select({ id: organization.id, name: organization.name, role: member.role })
    .from(member)
    .innerJoin(organization, eq(member.organizationId, organization.id))
    .where(eq(member.userId, userId))
    .orderBy(asc(member.createdAt));
  return rows.map((r) => ({ id: r.id, name: r.name, role: r.role as Role }));
}

/** Workspaces are on a trial of TRIAL_PLAN_ID until billing exists; the trial runs from creation. */
function planFor(createdAt: Date) {
  const plan = planById(TRIAL_PLAN_ID);
  const trialEndsAt = new Date(createdAt.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
  return { id: plan.id, name: plan.name, monthlyQueries: plan.monthlyQueries, trial: true, trialDays: TRIAL_DAYS, trialEndsAt: trialEndsAt.toISOString() };
}

export async function getWorkspace(db: Database, workspaceId: string, role: Role) {
  const org = await db.query.organization.findFirst({ where: eq(organization.id, workspaceId) });
  if (!org) throw notFound('Workspace');
  return {
    id: org.id,
    name: org.name,
    website: org.website ?? '',
    description: org.description ?? '',
    createdAt: org.createdAt.toISOString(),
    role,
    plan: planFor(org.createdAt),
  };
}

export async function updateWorkspaceSettings(db: Database, workspaceId: string, input: WorkspaceSettingsInput) {
  await db
    .update(organization)
    .set({ name: input.name, website: input.website || null, description: input.description || null })
    .where(eq(organization.id, workspaceId));
}

/** Start of the current calendar month in UTC: the usage period. */
export function monthStartUtc(now = new Date()) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Questions (or searches) asked in the workspace since the start of the month, by people and API keys. */
export async function countThisMonth(db: Database, workspaceId: string, kind: QueryKind, now = new Date()) {
  const [row] = await db
    .select({ n: count() })
    .from(queryLog)
    .where(and(eq(queryLog.workspaceId, workspaceId), isKind(kind), gte(queryLog.createdAt, monthStartUtc(now))));
  return Number(row?.n ?? 0);
}

export async function getUsage(db: Database, workspaceId: string, now = new Date()) {
  const org = await db.query.organization.findFirst({ where: eq(organization.id, workspaceId) });
  if (!org) throw notFound('Workspace');
  const plan = planFor(org.createdAt);
  return {
    // The plans sell questions per month; searches are not metered.
    used: await countThisMonth(db, workspaceId, 'question', now),
    limit: plan.monthlyQueries,
    planName: plan.name,
    periodStart: monthStartUtc(now).toISOString(),
  };
}

export async function getSummary(db: Database, workspaceId: string) {
  // Independent counts, read at once (one after another they were most of the dashboard's wait).
  const [[members], [docs], [projectRows], [storage], portfolio, questionsThisMonth, searchesThisMonth] = await Promise.all([
    db.select({ n: count() }).from(member).where(eq(member.organizationId, workspaceId)),
    db.select({ n: count() }).from(documents).where(eq(documents.workspaceId, workspaceId)),
    db.select({ n: count() }).from(projects).where(eq(projects.workspaceId, workspaceId)),
    // Each distinct file is stored once per workspace (deduplicated by content), so this is what it occupies.
    db
      .select({ bytes: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
      .from(storedFiles)
      .where(eq(storedFiles.workspaceId, workspaceId)),
    portfolioCounts(db, workspaceId, new Date().toISOString().slice(0, 10), monthStartUtc()),
    countThisMonth(db, workspaceId, 'question'),
    countThisMonth(db, workspaceId, 'search'),
  ]);
  return {
    ...portfolio,
    documents: Number(docs?.n ?? 0),
    storageBytes: Number(storage?.bytes ?? 0),
    projects: Number(projectRows?.n ?? 0),
    questionsThisMonth,
    searchesThisMonth,
    members: Number(members?.n ?? 0),
  };
}

/**
 * The caller's latest questions and searches in this workspace, for the dashboard's Recent Searches: each
 * says what it was and what came of it (an answer with its citations, nothing found, or a number of results).
 */
export async function recentQueries(db: Database, workspaceId: string, userId: string, limit = 5) {
  const rows = await db
    .select({
      id: queryLog.id,
      question: queryLog.question,
      answer: queryLog.answer,
      answered: queryLog.answered,
      resultCount: queryLog.resultCount,
      citationCount: sql<number>`jsonb_array_length(${queryLog.citations})`,
      createdAt: queryLog.createdAt,
    })
    .from(queryLog)
    .where(and(eq(queryLog.workspaceId, workspaceId), eq(queryLog.userId, userId)))
    .orderBy(desc(queryLog.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: queryKindOf(r),
    question: r.question,
    answered: r.answered,
    resultCount: r.resultCount,
    citationCount: Number(r.citationCount),
    createdAt: r.createdAt.toISOString(),
  }));
}
