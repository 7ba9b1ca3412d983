import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DocumentLinkField, DocumentLinks } from '../../../common/documents.js';
import type { Database } from '../../db/client.js';
import { leases, projects, properties, tenants, units } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../lib/errors.js';

/**
 * Links from a document to the portfolio records it is about (issue 10; documents.property_id, unit_id,
 * tenant_id, lease_id). Every id is looked up in the caller's workspace: one from another workspace is the same
 * 400 as one that does not exist. The links must agree with each other: a unit or lease brings its property
 * (and a lease its unit) when those are not set, and a unit or lease of another property than the one linked
 * is refused, naming the field. So filtering by a property finds the documents about its units and leases too.
 */

type Links = Record<DocumentLinkField, string | null>;
export const noLinks: Links = { propertyId: null, unitId: null, tenantId: null, leaseId: null };

// pg_advisory_xact_lock(namespace, key): the property's own project is created once, however many uploads race.
const lockNamespace = 7_414_203;

const missing = (field: DocumentLinkField, what: string) => new AppError('invalid_input', `No such ${what} in this workspace`, { field });

/**
 * The links a document would have after `change` (fields left out keep `current`), checked and completed.
 * `fieldNames` renames the error's field for an API that spells it differently (the upload's `unit_id`).
 */
export async function checkLinks(
  db: Database,
  workspaceId: string,
  change: DocumentLinks,
  current: Links = noLinks,
  fieldNames: Partial<Record<DocumentLinkField, string>> = {},
): Promise<Links> {
  try {
    return await completeLinks(db, workspaceId, change, current);
  } catch (err) {
    const field = err instanceof AppError ? (err.details.field as DocumentLinkField | undefined) : undefined;
    if (field && fieldNames[field]) throw new AppError('invalid_input', err instanceof Error ? err.message : '', { field: fieldNames[field] });
    throw err;
  }
}

async function completeLinks(db: Database, workspaceId: string, change: DocumentLinks, current: Links): Promise<Links> {
  const next: Links = { propertyId: current.propertyId, unitId: current.unitId, tenantId: current.tenantId, leaseId: current.leaseId };
  for (const key of Object.keys(noLinks) as DocumentLinkField[]) if (change[key] !== undefined) next[key] = change[key] ?? null;

  const lease = next.leaseId ? await findLease(db, workspaceId, next.leaseId) : null;
  if (next.leaseId && !lease) throw missing('leaseId', 'lease');
  // A lease always brings its unit, and a unit or lease its property: a document about unit 4B is about its building.
  if (lease?.unitId && !next.unitId) next.unitId = lease.unitId;
  const unit = next.unitId ? await findUnit(db, workspaceId, next.unitId) : null;
  if (next.unitId && !unit) throw missing('unitId', 'unit');
  if (next.tenantId && !(await exists(db, tenants, workspaceId, next.tenantId))) throw missing('tenantId', 'tenant');
  if (next.propertyId && !(await exists(db, properties, workspaceId, next.propertyId))) throw missing('propertyId', 'property');

  const recordProperty = unit?.propertyId ?? lease?.propertyId;
  if (recordProperty && !next.propertyId) next.propertyId = recordProperty;
  if (unit && next.propertyId && unit.propertyId !== next.propertyId)
    throw new AppError('invalid_input', 'This unit is not at the chosen property', { field: 'unitId' });
  if (lease && next.propertyId && lease.propertyId !== next.propertyId)
    throw new AppError('invalid_input', 'This lease is not at the chosen property', { field: 'leaseId' });
  if (lease?.unitId && next.unitId && lease.unitId !== next.unitId)
    throw new AppError('invalid_input', 'This lease is for another unit than the one chosen', { field: 'leaseId' });
  return next;
}

async function exists(db: Database, table: typeof tenants | typeof properties, workspaceId: string, id: string) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.workspaceId, workspaceId)))
    .limit(1);
  return !!row;
}

async function findUnit(db: Database, workspaceId: string, id: string) {
  const [row] = await db
    .select({ propertyId: units.propertyId })
    .from(units)
    .where(and(eq(units.id, id), eq(units.workspaceId, workspaceId)));
  return row ?? null;
}

async function findLease(db: Database, workspaceId: string, id: string) {
  const [row] = await db
    .select({ propertyId: leases.propertyId, unitId: leases.unitId })
    .from(leases)
    .where(and(eq(leases.id, id), eq(leases.workspaceId, workspaceId)));
  return row ?? null;
}

/** What an upload asks for, as both APIs name it once parsed (camelCase here). */
export interface UploadRequest {
  projectId?: string;
  /** A property record's id, or (the older meaning, decision 0027) a project's. */
  propertyId?: string;
  unitId?: string;
  tenantId?: string;
  leaseId?: string;
}

/**
 * Where an upload goes and what it is linked to. `property_id` is decided by the table its id is found in,
 * within the workspace: a property links the document to it, a project is the project (its older meaning). A
 * document must be filed in a project: without `project_id`, a linked property's own project is used, found by
 * the property's name or created for it (decision 0027): `ensureProject` finds or creates it.
 */
export async function resolveUploadTarget(deps: AppDeps, workspaceId: string, userId: string | null, request: UploadRequest) {
  const { db } = deps;
  let projectId = request.projectId;
  let propertyId: string | undefined;
  if (request.propertyId) {
    if (await exists(db, properties, workspaceId, request.propertyId)) propertyId = request.propertyId;
    else if (await projectExists(db, workspaceId, request.propertyId)) {
      if (projectId && projectId !== request.propertyId)
        throw new AppError('invalid_input', 'property_id names a project other than project_id; send one of them', { field: 'property_id' });
      projectId = request.propertyId;
    } else throw notFound('Property');
  }
  const links = await checkLinks(db, workspaceId, { propertyId, unitId: request.unitId, tenantId: request.tenantId, leaseId: request.leaseId }, noLinks, {
    propertyId: 'property_id',
    unitId: 'unit_id',
    tenantId: 'tenant_id',
    leaseId: 'lease_id',
  });
  // Created only once the file has passed its checks (addDocument calls this), so a refused upload creates nothing.
  const linkedProperty = links.propertyId;
  const ensureProject = !projectId && linkedProperty ? () => propertyProject(deps, workspaceId, userId, linkedProperty) : undefined;
  return { projectId, links, ensureProject };
}

async function projectExists(db: Database, workspaceId: string, id: string) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.workspaceId, workspaceId)));
  return !!row;
}

const PROJECT_NAME_MAX = 120;
const PROJECT_ADDRESS_MAX = 300;

/** The property's own project: the project named like the property (found or created, see `namedProject`). */
export async function propertyProject(deps: AppDeps, workspaceId: string, userId: string | null, propertyId: string): Promise<string> {
  const [property] = await deps.db
    .select({ name: properties.name, address: properties.address })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.workspaceId, workspaceId)));
  if (!property) throw notFound('Property');
  return namedProject(deps, workspaceId, userId, property.name, property.address);
}

/**
 * The workspace's oldest project of this name (any case), or a new one with it and the address. Two uploads at
 * once create one project (an advisory lock per name).
 */
export async function namedProject(
  deps: AppDeps,
  workspaceId: string,
  userId: string | null,
  projectName: string,
  address: string | null = null,
): Promise<string> {
  const name = projectName.slice(0, PROJECT_NAME_MAX).trim();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockNamespace}, hashtext(${`${workspaceId}:${name.toLowerCase()}`}))`);
    const [found] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.workspaceId, workspaceId), sql`lower(${projects.name}) = lower(${name})`))
      .orderBy(asc(projects.createdAt), asc(projects.id))
      .limit(1);
    if (found) return found.id;
    const [created] = await tx
      .insert(projects)
      .values({ workspaceId, name, address: address?.slice(0, PROJECT_ADDRESS_MAX) ?? null, createdBy: userId })
      .returning({ id: projects.id });
    return created!.id;
  });
}

/**
 * Which of these ids are the workspace's property records. The public API's `property_id(s)` is decided by the
 * table its id is found in: these are properties, the others keep the field's older meaning (projects).
 */
export async function propertyRecordIds(db: Database, workspaceId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), inArray(properties.id, ids)));
  return rows.map((r) => r.id);
}
