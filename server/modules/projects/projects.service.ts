import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import { can, type Role } from '../../../common/permissions.js';
import type { ProjectInput } from '../../../common/projects.js';
import type { Database } from '../../db/client.js';
import { documents, documentVersions, projects, queryLog, storedFiles, user } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';

export interface Caller {
  userId: string;
  role: Role;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Raw aggregates come back as strings (bigint) or Date/strings depending on the driver; normalise once here.
const toCount = (v: unknown) => Number(v ?? 0);
const toIso = (v: unknown) => (v == null ? null : new Date(v as string | Date).toISOString());

/** Owners and Admins change any project; anyone else only the projects they created. */
export function canEditProject(caller: Caller, createdBy: string | null) {
  return can(caller.role, 'projects.editAny') || (createdBy !== null && createdBy === caller.userId);
}

/** The project row of this workspace, or a 404 that never reveals whether the id exists elsewhere. */
async function findOwnRow(db: Database, workspaceId: string, id: string) {
  if (!uuidPattern.test(id)) throw notFound('Project');
  const row = await db.query.projects.findFirst({ where: and(eq(projects.id, id), eq(projects.workspaceId, workspaceId)) });
  if (!row) throw notFound('Project');
  return row;
}

// Correlated counts keep the list to one query however many projects a workspace has. The outer row is named
// explicitly: drizzle leaves columns unqualified in single-table selects, which would bind to the inner table.
const outerId = sql.raw('"projects"."id"');
const outerWorkspace = sql.raw('"projects"."workspace_id"');
const documentCountSql = sql<string>`(select count(*) from ${documents} where ${documents.projectId} = ${outerId} and ${documents.workspaceId} = ${outerWorkspace})`;
const queryCountSql = sql<string>`(select count(*) from ${queryLog} where ${queryLog.projectId} = ${outerId}::text and ${queryLog.workspaceId} = ${outerWorkspace})`;
const lastQuerySql = sql<
  string | null
>`(select max(${queryLog.createdAt}) from ${queryLog} where ${queryLog.projectId} = ${outerId}::text and ${queryLog.workspaceId} = ${outerWorkspace})`;

const cardColumns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  address: projects.address,
  unitCount: projects.unitCount,
  createdBy: projects.createdBy,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  documentCount: documentCountSql,
  totalQueries: queryCountSql,
  lastQueryAt: lastQuerySql,
};

type CardRow = { [K in keyof typeof cardColumns]: unknown } & {
  id: string;
  name: string;
  description: string;
  address: string | null;
  unitCount: number | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
};

function toCard(r: CardRow, caller: Caller) {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    address: r.address,
    unitCount: r.unitCount,
    documentCount: toCount(r.documentCount),
    totalQueries: toCount(r.totalQueries),
    lastQueryAt: toIso(r.lastQueryAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    canEdit: canEditProject(caller, r.createdBy),
  };
}

/** The workspace's projects, newest first, with real document and question counts. */
export async function listProjects(db: Database, workspaceId: string, caller: Caller) {
  const rows = await db.select(cardColumns).from(projects).where(eq(projects.workspaceId, workspaceId)).orderBy(desc(projects.createdAt));
  return rows.map((r) => toCard(r as CardRow, caller));
}

/** One project with its counts and who created it. */
export async function getProject(db: Database, workspaceId: string, id: string, caller: Caller) {
  await findOwnRow(db, workspaceId, id);
  const [row] = await db
    .select({ ...cardColumns, createdByName: user.name })
    .from(projects)
    .leftJoin(user, eq(user.id, projects.createdBy))
    .where(and(eq(projects.id, id), eq(projects.workspaceId, workspaceId)));
  if (!row) throw notFound('Project');
  return { ...toCard(row as CardRow, caller), createdByName: row.createdByName ?? null };
}

export async function createProject(db: Database, workspaceId: string, caller: Caller, input: ProjectInput) {
  const [row] = await db
    .insert(projects)
    .values({
      workspaceId,
      name: input.name,
      description: input.description ?? '',
      address: input.address || null,
      unitCount: input.unitCount ?? null,
      createdBy: caller.userId,
    })
    .returning({ id: projects.id });
  return getProject(db, workspaceId, row!.id, caller);
}

export async function updateProject(db: Database, workspaceId: string, id: string, caller: Caller, input: Partial<ProjectInput>) {
  const row = await findOwnRow(db, workspaceId, id);
  if (!canEditProject(caller, row.createdBy)) throw new AppError('forbidden', 'Only Owners, Admins and the project’s creator can change it');
  const patch: Partial<typeof projects.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) patch.name = input.name;
  if (input.description !== undefined) patch.description = input.description;
  if (input.address !== undefined) patch.address = input.address || null;
  if (input.unitCount !== undefined) patch.unitCount = input.unitCount;
  await db
    .update(projects)
    .set(patch)
    .where(and(eq(projects.id, id), eq(projects.workspaceId, workspaceId)));
  return getProject(db, workspaceId, id, caller);
}

/** Deletes the project; its documents, versions, pages and chunks cascade. Query history stays for usage. */
export async function deleteProject(db: Database, workspaceId: string, id: string, caller: Caller) {
  const row = await findOwnRow(db, workspaceId, id);
  if (!canEditProject(caller, row.createdBy)) throw new AppError('forbidden', 'Only Owners, Admins and the project’s creator can delete it');
  await db.delete(projects).where(and(eq(projects.id, id), eq(projects.workspaceId, workspaceId)));
}

/** The Overview tab: documents by type and status, questions asked, and the bytes its files take. */
export async function getProjectStats(db: Database, workspaceId: string, id: string) {
  await findOwnRow(db, workspaceId, id);
  const inProject = and(eq(documents.workspaceId, workspaceId), eq(documents.projectId, id));
  const byType = await db.select({ key: documents.type, n: count() }).from(documents).where(inProject).groupBy(documents.type);
  const byStatus = await db.select({ key: documents.status, n: count() }).from(documents).where(inProject).groupBy(documents.status);
  const [queries] = await db
    .select({ n: count(), last: max(queryLog.createdAt) })
    .from(queryLog)
    .where(and(eq(queryLog.workspaceId, workspaceId), eq(queryLog.projectId, id)));
  // A file shared by several versions (same content) is stored once, so count each file once.
  const fileIds = db
    .selectDistinct({ id: documentVersions.fileId })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(and(inProject, eq(documentVersions.workspaceId, workspaceId)));
  const [storage] = await db
    .select({ bytes: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
    .from(storedFiles)
    .where(and(eq(storedFiles.workspaceId, workspaceId), sql`${storedFiles.id} in ${fileIds}`));
  const tally = (rows: { key: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
  return {
    documentCount: byType.reduce((sum, r) => sum + Number(r.n), 0),
    documentsByType: tally(byType),
    documentsByStatus: tally(byStatus),
    totalQueries: toCount(queries?.n),
    lastQueryAt: toIso(queries?.last),
    storageBytes: toCount(storage?.bytes),
  };
}
