import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rentRollUploadFields, type RentRollPreview } from '../../../../common/api/rent-roll.js';
import type { Database } from '../../../db/client.js';
import { leases, leaseTenants, properties, rentRollImports, tenants, units } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../deps.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { receiveUpload } from '../../documents/upload-receiver.js';
import { conflictOnConstraint } from '../shared.js';
import { syncUnitStatus } from '../units.service.js';
import { parseRentRoll, type ParsedRoll } from './parse.js';
import { planRentRoll, type Inserts, type Snapshot } from './plan.js';

/** A rent roll is a table, not a library: a smaller ceiling than documents have. */
export const RENT_ROLL_MAX_MB = 20;

/** What rent_roll_imports.rows holds: the rows as read, and the choices made at upload. */
interface StoredImport extends ParsedRoll {
  propertyType: RentRollPreview['propertyType'];
}

// One confirmation at a time per workspace: two overlapping files confirmed together never both create a record.
const lockNamespace = 7_414_204;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Reads an uploaded rent roll (streamed to disk under the size limit, typed by content, XLSX through the zip
 * guard) and stores what it holds for preview. Nothing is written to the portfolio.
 */
export async function previewRentRoll(deps: AppDeps, workspaceId: string, userId: string, request: Request): Promise<RentRollPreview> {
  const maxMb = Math.min(RENT_ROLL_MAX_MB, deps.env.MAX_UPLOAD_MB);
  const upload = await receiveUpload(request, { tempDir: join(deps.env.DATA_DIR, 'tmp'), maxBytes: maxMb * 1024 * 1024 });
  try {
    const fields = rentRollUploadFields.safeParse(upload.fields);
    if (!fields.success) {
      const issue = fields.error.issues[0]!;
      throw new AppError('invalid_input', issue.message, { field: String(issue.path[0] ?? 'body') });
    }
    const roll = await parseRentRoll(await readFile(upload.tempPath), upload.fileName, { defaultProperty: fields.data.default_property });
    const stored: StoredImport = { ...roll, propertyType: fields.data.property_type };
    const [row] = await deps.db
      .insert(rentRollImports)
      .values({ workspaceId, createdBy: userId, fileName: upload.fileName.slice(0, 255), sha256: upload.sha256, rows: stored })
      .returning();
    return present(deps.db, workspaceId, row!);
  } finally {
    await upload.discard();
  }
}

export async function getRentRoll(deps: AppDeps, workspaceId: string, id: string): Promise<RentRollPreview> {
  return present(deps.db, workspaceId, await findImport(deps.db, workspaceId, id));
}

/**
 * Applies the import's rows without problems, in one transaction: the rows are matched again against the
 * records as they are now (another import or a person may have added some since the preview), what is missing
 * is created, and the import is marked confirmed. Confirming twice is refused; another workspace's import is 404.
 */
export async function confirmRentRoll(deps: AppDeps, workspaceId: string, id: string): Promise<RentRollPreview> {
  await conflictOnConstraint(
    deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${lockNamespace}, hashtext(${workspaceId}))`);
      const [current] = await tx
        .select()
        .from(rentRollImports)
        .where(and(eq(rentRollImports.id, id), eq(rentRollImports.workspaceId, workspaceId)))
        .for('update');
      if (!current) throw notFound('Import');
      if (current.status === 'confirmed') throw new AppError('conflict', 'This rent roll was imported already');
      const stored = current.rows as StoredImport;
      const plan = planRentRoll(stored, await loadSnapshot(tx, workspaceId, stored), { today: today(), propertyType: stored.propertyType });
      await writeInserts(tx, workspaceId, plan.inserts);
      const result = {
        created: {
          properties: plan.inserts.properties.length,
          units: plan.inserts.units.length,
          tenants: plan.inserts.tenants.length,
          leases: plan.inserts.leases.length,
        },
        skippedRows: plan.counts.bad,
      };
      await tx.update(rentRollImports).set({ status: 'confirmed', result, confirmedAt: new Date() }).where(eq(rentRollImports.id, id));
    }),
    // A record another request created at the same moment (the unique unit label, a deleted property).
    { unique: 'The portfolio changed while importing; open the preview again and confirm', reference: 'The portfolio changed while importing; try again' },
  );
  return getRentRoll(deps, workspaceId, id);
}

async function findImport(db: Database, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(rentRollImports)
    .where(and(eq(rentRollImports.id, id), eq(rentRollImports.workspaceId, workspaceId)));
  if (!row) throw notFound('Import');
  return row;
}

/** The preview as it stands now: matched against today's records (after confirming, every row finds its records). */
async function present(db: Database, workspaceId: string, row: typeof rentRollImports.$inferSelect): Promise<RentRollPreview> {
  const stored = row.rows as StoredImport;
  const plan = planRentRoll(stored, await loadSnapshot(db, workspaceId, stored), { today: today(), propertyType: stored.propertyType });
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    columns: stored.columns,
    propertyType: stored.propertyType,
    rows: plan.rows,
    counts: plan.counts,
    result: (row.result as RentRollPreview['result']) ?? null,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The records an import can match: all the workspace's properties, and the units, leases and tenants it names. */
async function loadSnapshot(db: Database | Tx, workspaceId: string, roll: ParsedRoll): Promise<Snapshot> {
  const propertyRows = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.workspaceId, workspaceId))
    .orderBy(asc(properties.createdAt), asc(properties.id));
  const named = new Set(roll.rows.flatMap((r) => (r.property ? [r.property.trim().toLowerCase()] : [])));
  const propertyIds = [...new Set(propertyRows.filter((p) => named.has(p.name.trim().toLowerCase())).map((p) => p.id))];
  const tenantNames = [...new Set(roll.rows.flatMap((r) => r.tenants.map((t) => t.name.trim().toLowerCase())))];
  // One after another: inside the import's transaction `db` is one client, which runs one query at a time.
  const unitRows = propertyIds.length
    ? await db
        .select({ id: units.id, propertyId: units.propertyId, label: units.label })
        .from(units)
        .where(and(eq(units.workspaceId, workspaceId), inArray(units.propertyId, propertyIds)))
    : [];
  const leaseRows = propertyIds.length
    ? await db
        .select({
          id: leases.id,
          propertyId: leases.propertyId,
          unitId: leases.unitId,
          startDate: leases.startDate,
          endDate: leases.endDate,
          status: leases.status,
        })
        .from(leases)
        .where(and(eq(leases.workspaceId, workspaceId), inArray(leases.propertyId, propertyIds)))
    : [];
  const tenantRows = tenantNames.length
    ? await db
        .select({ id: tenants.id, name: tenants.name, email: tenants.email })
        .from(tenants)
        .where(and(eq(tenants.workspaceId, workspaceId), sql`lower(trim(${tenants.name})) = any(${sql.param(tenantNames)}::text[])`))
        .orderBy(asc(tenants.createdAt), asc(tenants.id))
    : [];
  return { properties: propertyRows, units: unitRows, leases: leaseRows, tenants: tenantRows };
}

/** Insert in slices: one statement per table and slice keeps parameters far below PostgreSQL's limit. */
const SLICE = 500;
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += SLICE) await insert(rows.slice(i, i + SLICE));
}

async function writeInserts(tx: Tx, workspaceId: string, inserts: Inserts) {
  const ws = <T extends object>(rows: T[]) => rows.map((r) => ({ ...r, workspaceId }));
  await insertAll(ws(inserts.properties), (s) => tx.insert(properties).values(s));
  await insertAll(ws(inserts.units), (s) => tx.insert(units).values(s));
  await insertAll(ws(inserts.tenants), (s) => tx.insert(tenants).values(s));
  await insertAll(ws(inserts.leases), (s) => tx.insert(leases).values(s));
  await insertAll(ws(inserts.leaseTenants), (s) => tx.insert(leaseTenants).values(s).onConflictDoNothing());
  // A unit already there that a new current lease now occupies is marked so, as when a lease is added by hand.
  const leasedUnits = [...new Set(inserts.leases.map((l) => l.unitId))];
  for (let i = 0; i < leasedUnits.length; i += SLICE) await syncUnitStatus(tx, workspaceId, leasedUnits.slice(i, i + SLICE));
}
