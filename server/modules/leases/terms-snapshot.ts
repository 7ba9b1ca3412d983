/**
 * A workspace's abstracted lease terms (and what is derived from them) held in memory while the workspace's
 * portfolio is unchanged, so that portfolio questions, critical dates and the dashboard do not read every lease's
 * terms from the database on every request (10,000 leases are ~200,000 term rows).
 *
 * Current by construction, across processes: database triggers add one to `portfolio_versions.version` at the
 * commit of every change to the workspace's properties, units, tenants, leases, lease tenants, abstractions or
 * terms, and to a document's title or date (migration portfolio-version). Each use reads that one row first and
 * keeps the snapshot only while the number is the one it was built at, so a write by any process (a correction,
 * an amendment linked, a lease deleted, a rent-roll import) is seen by the next request. Everything is read after
 * the version, lazily, per term key; a write after the version read makes the next request start a new snapshot.
 *
 * Values are frozen: they are shared by every answer built from the snapshot, and a caller changing one would
 * change the next answer.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { amendmentTermKeys, type LeaseTermKey, type TermEvidence } from '../../../common/lease-terms.js';
import type { Database } from '../../db/client.js';
import { documents, leaseAbstractions, leaseAbstractionTerms, portfolioVersions } from '../../db/schema/index.js';
import type { TermsDocument } from './terms-as-of.js';

type TermCell = TermsDocument['terms'][LeaseTermKey] & {};

interface AbstractionRow {
  id: string;
  leaseId: string;
  kind: TermsDocument['kind'];
  documentId: string;
  title: string;
  addedAt: string;
}

/** Workspaces kept per database handle, least recently used dropped first (a 10,000-lease one is tens of MB). */
const MAX_WORKSPACES = 8;
/** Derived values kept per snapshot (some are per "as of" date). */
const MAX_MEMOS = 32;

/** Freezes a value shared between requests and everything in it (a Map's values too; the Map itself stays). */
export function deepFreeze<T>(value: T): T {
  if (value instanceof Map) for (const v of value.values()) deepFreeze(v);
  else if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The workspace's portfolio version: 0 until its first change since the triggers were installed. */
export async function portfolioVersion(db: Database, workspaceId: string): Promise<number> {
  const [row] = await db.select({ version: portfolioVersions.version }).from(portfolioVersions).where(eq(portfolioVersions.workspaceId, workspaceId));
  return Number(row?.version ?? 0);
}

export class TermsSnapshot {
  private abstractions?: Promise<AbstractionRow[]>;
  private readonly cells = new Map<LeaseTermKey, Promise<Map<string, TermCell>>>();
  private readonly memos = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Database,
    readonly workspaceId: string,
    readonly version: number,
  ) {}

  /**
   * What termsDocumentsByLease returns (lease-terms.service.ts), from memory: every lease and amendment document of
   * the given leases (or of all the workspace's leases) read at least once, oldest first, each with exactly the
   * given terms (all of them without `keys`) and an amendment's effective date.
   */
  async documentsByLease(leaseIds?: string[], keys?: readonly LeaseTermKey[]): Promise<Map<string, TermsDocument[]>> {
    const byLease = new Map<string, TermsDocument[]>();
    if (leaseIds && leaseIds.length === 0) return byLease;
    const wanted = [...new Set<LeaseTermKey>(['effective_date', ...(keys ?? amendmentTermKeys)])];
    const [abstractions, ...columns] = await Promise.all([this.loadAbstractions(), ...wanted.map((k) => this.loadKey(k))]);
    const scope = leaseIds ? new Set(leaseIds) : null;
    for (const a of abstractions) {
      if (scope && !scope.has(a.leaseId)) continue;
      const terms: TermsDocument['terms'] = {};
      wanted.forEach((key, i) => {
        const cell = columns[i]!.get(a.id);
        if (cell) terms[key] = cell;
      });
      const effective = terms.effective_date?.value;
      const doc: TermsDocument = {
        documentId: a.documentId,
        title: a.title,
        kind: a.kind,
        effectiveDate: a.kind === 'amendment' && typeof effective === 'string' ? effective : null,
        addedAt: a.addedAt,
        terms,
      };
      const list = byLease.get(a.leaseId);
      if (list) list.push(doc);
      else byLease.set(a.leaseId, [doc]);
    }
    return byLease;
  }

  /** A value derived from this version of the portfolio, built once (frozen by the caller when shared). */
  memo<T>(name: string, build: () => Promise<T> | T): Promise<T> {
    let found = this.memos.get(name) as Promise<T> | undefined;
    if (!found) {
      if (this.memos.size >= MAX_MEMOS) this.memos.delete(this.memos.keys().next().value!);
      found = Promise.resolve().then(build);
      // A failed build is not kept: the next call tries again.
      found.catch(() => this.memos.delete(name));
      this.memos.set(name, found);
    }
    return found;
  }

  private loadAbstractions(): Promise<AbstractionRow[]> {
    this.abstractions ??= this.db
      .select({
        id: leaseAbstractions.id,
        leaseId: leaseAbstractions.leaseId,
        kind: leaseAbstractions.kind,
        documentId: leaseAbstractions.documentId,
        title: documents.title,
        addedAt: documents.createdAt,
      })
      .from(leaseAbstractions)
      .innerJoin(documents, eq(documents.id, leaseAbstractions.documentId))
      .where(
        and(
          eq(leaseAbstractions.workspaceId, this.workspaceId),
          // Read at least once: a document being read again keeps applying its terms until the new ones are in.
          isNotNull(leaseAbstractions.extractorVersion),
          isNotNull(leaseAbstractions.leaseId),
        ),
      )
      .orderBy(asc(documents.createdAt))
      .then((rows) => rows.map((r) => ({ ...r, leaseId: r.leaseId as string, addedAt: r.addedAt.toISOString() })));
    this.abstractions.catch(() => (this.abstractions = undefined));
    return this.abstractions;
  }

  /** One term of every abstraction of the workspace, as the rest of the product uses it (corrections applied). */
  private loadKey(key: LeaseTermKey): Promise<Map<string, TermCell>> {
    let found = this.cells.get(key);
    if (!found) {
      const t = leaseAbstractionTerms;
      found = this.db
        .select({
          abstractionId: t.abstractionId,
          extractedValue: t.extractedValue,
          extractedEvidence: t.extractedEvidence,
          corrected: t.corrected,
          correctedValue: t.correctedValue,
        })
        .from(t)
        .where(and(eq(t.workspaceId, this.workspaceId), eq(t.key, key)))
        .then(
          (rows) =>
            new Map(
              rows.map((r) => [
                r.abstractionId,
                deepFreeze({
                  // The value in use (lease-terms.service.ts valueInUse): a correction, else what was extracted.
                  value: (r.corrected ? r.correctedValue : r.extractedValue) ?? null,
                  evidence: r.corrected ? null : (r.extractedEvidence as TermEvidence | null),
                  corrected: r.corrected,
                }),
              ]),
            ),
        );
      found.catch(() => this.cells.delete(key));
      this.cells.set(key, found);
    }
    return found;
  }
}

const snapshots = new WeakMap<Database, Map<string, TermsSnapshot>>();

/** The workspace's snapshot at its current portfolio version (one small read; a new snapshot after any change). */
export async function termsSnapshot(db: Database, workspaceId: string): Promise<TermsSnapshot> {
  const version = await portfolioVersion(db, workspaceId);
  let held = snapshots.get(db);
  if (!held) snapshots.set(db, (held = new Map()));
  let snapshot = held.get(workspaceId);
  held.delete(workspaceId);
  if (!snapshot || snapshot.version !== version) snapshot = new TermsSnapshot(db, workspaceId, version);
  held.set(workspaceId, snapshot);
  if (held.size > MAX_WORKSPACES) held.delete(held.keys().next().value!);
  return snapshot;
}
