/**
 * A workspace's portfolio held in memory while it is unchanged: its abstracted lease terms and what is worked out
 * from its records and terms (portfolio questions' records and names, critical dates, the dashboard's counts), so
 * that a question or the dashboard over 10,000 leases does not read ~200,000 term rows on every request.
 *
 * Current by construction, across processes: database triggers add one to a part of `portfolio_versions` at the
 * commit of every change to the workspace's records (properties, units, tenants, leases, lease tenants), its
 * abstractions (which document is which lease's lease or amendment, and the documents' titles and dates), their
 * states (read, failed, reviewed), or one of its terms (per key: a correction of pets moves `pets` only) (migration
 * portfolio-version). Each use reads that
 * one row first; what was worked out from a part whose number moved is dropped, the rest is kept. So a write by
 * any process (a correction, an amendment linked, a lease deleted, a rent-roll import) is seen by the next
 * request, and costs that request only what it touched. Everything is read after the version, lazily; a write
 * after the version read only makes the next request work it out again.
 *
 * Values are shared by every answer built from the snapshot, and a caller changing one would change the next
 * answer: under test they are frozen (deepFreeze), so such code fails there.
 */
import { and, eq } from 'drizzle-orm';
import { amendmentTermKeys, type LeaseTermKey, type TermEvidence } from '../../../common/lease-terms.js';
import type { Database } from '../../db/client.js';
import { leaseAbstractionTerms, portfolioVersions } from '../../db/schema/index.js';
import { abstractionDocuments, appliedAbstractions } from './lease-terms.service.js';
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

export interface PortfolioVersion {
  records: number;
  abstractions: number;
  /** The abstractions' states: read, failed, reviewed (Items Needing Attention). */
  states: number;
  /** Per term key; a key never changed is 0. */
  terms: Record<string, number>;
}

/**
 * A part of the portfolio a value held in the snapshot was worked out from: it is kept while every part it names
 * stands. `term:<key>` is one term of every abstraction.
 */
export type SnapshotPart = 'records' | 'abstractions' | 'states' | `term:${LeaseTermKey}`;

/** The parts that documents with the given terms are read from (an amendment's effective date orders them). */
export const termParts = (keys: readonly LeaseTermKey[]): SnapshotPart[] => [
  'abstractions',
  ...new Set(['effective_date' as const, ...keys].map((k): SnapshotPart => `term:${k}`)),
];

const partVersion = (v: PortfolioVersion, part: SnapshotPart) =>
  part === 'records' || part === 'abstractions' || part === 'states' ? v[part] : (v.terms[part.slice(5)] ?? 0);

const sameVersion = (a: PortfolioVersion, b: PortfolioVersion) =>
  a.records === b.records &&
  a.abstractions === b.abstractions &&
  a.states === b.states &&
  [...new Set([...Object.keys(a.terms), ...Object.keys(b.terms)])].every((k) => (a.terms[k] ?? 0) === (b.terms[k] ?? 0));

/** Workspaces kept per database handle, least recently used dropped first (a 10,000-lease one holds 100–200 MB). */
const MAX_WORKSPACES = 4;
/** Values kept per workspace and kind of value (the name before its first ':'), least recently used dropped first. */
const MAX_MEMOS_PER_KIND = 8;

/**
 * Under test, freezes a value shared between requests and everything in it (a Map's values too; the Map itself
 * stays), so that code changing a shared value fails loudly there. Elsewhere it is left as it is: freezing tens of
 * thousands of objects costs time on every rebuild and guards nothing that the tests do not.
 */
const freezing = process.env.NODE_ENV === 'test';

export function deepFreeze<T>(value: T): T {
  if (!freezing) return value;
  if (value instanceof Map) for (const v of value.values()) deepFreeze(v);
  else if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The workspace's portfolio version: every part 0 until its first change since the triggers were installed. */
export async function portfolioVersion(db: Database, workspaceId: string): Promise<PortfolioVersion> {
  const [row] = await db
    .select({
      records: portfolioVersions.recordsVersion,
      abstractions: portfolioVersions.abstractionsVersion,
      states: portfolioVersions.statesVersion,
      terms: portfolioVersions.termVersions,
    })
    .from(portfolioVersions)
    .where(eq(portfolioVersions.workspaceId, workspaceId));
  return {
    records: Number(row?.records ?? 0),
    abstractions: Number(row?.abstractions ?? 0),
    states: Number(row?.states ?? 0),
    terms: row?.terms ?? {},
  };
}

export class PortfolioSnapshot {
  private abstractions?: Promise<AbstractionRow[]>;
  private readonly cells = new Map<LeaseTermKey, Promise<Map<string, TermCell>>>();
  private readonly memos = new Map<string, { parts: readonly SnapshotPart[]; value: Promise<unknown> }>();

  constructor(
    private readonly db: Database,
    readonly workspaceId: string,
    readonly version: PortfolioVersion,
    earlier?: PortfolioSnapshot,
  ) {
    if (!earlier) return;
    // Keep what the change did not touch: what was read or worked out from parts whose version stands.
    const stands = (part: SnapshotPart) => partVersion(earlier.version, part) === partVersion(version, part);
    if (stands('abstractions')) this.abstractions = earlier.abstractions;
    for (const [key, cells] of earlier.cells) if (stands(`term:${key}`)) this.cells.set(key, cells);
    for (const [name, memo] of earlier.memos) if (memo.parts.every(stands)) this.memos.set(name, memo);
  }

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

  /**
   * A value worked out from the given parts of this version of the portfolio, once (the caller freezes it when it
   * is shared). A failed build is not kept: the next call tries again.
   */
  memo<T>(name: string, parts: readonly SnapshotPart[], build: () => Promise<T> | T): Promise<T> {
    const found = this.memos.get(name);
    if (found) {
      // Most recently used last: the first of a kind is the one to drop.
      this.memos.delete(name);
      this.memos.set(name, found);
      return found.value as Promise<T>;
    }
    const value = Promise.resolve().then(build);
    value.catch(() => this.memos.get(name)?.value === value && this.memos.delete(name));
    this.memos.set(name, { parts, value });
    const kind = name.split(':')[0]!;
    const ofKind = [...this.memos.keys()].filter((n) => n.split(':')[0] === kind);
    if (ofKind.length > MAX_MEMOS_PER_KIND) this.memos.delete(ofKind[0]!);
    return value;
  }

  private loadAbstractions(): Promise<AbstractionRow[]> {
    this.abstractions ??= abstractionDocuments(this.db, appliedAbstractions(this.workspaceId)).then((rows) =>
      rows.map((r) => ({ ...r, leaseId: r.leaseId as string, addedAt: r.addedAt.toISOString() })),
    );
    const loading = this.abstractions;
    loading.catch(() => this.abstractions === loading && (this.abstractions = undefined));
    return loading;
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
      const loading = found;
      loading.catch(() => this.cells.get(key) === loading && this.cells.delete(key));
      this.cells.set(key, loading);
    }
    return found;
  }
}

const snapshots = new WeakMap<Database, Map<string, PortfolioSnapshot>>();

/** The workspace's snapshot at its current portfolio version: one small read, and a new snapshot after a change. */
export async function portfolioSnapshot(db: Database, workspaceId: string): Promise<PortfolioSnapshot> {
  const version = await portfolioVersion(db, workspaceId);
  let held = snapshots.get(db);
  if (!held) snapshots.set(db, (held = new Map()));
  let snapshot = held.get(workspaceId);
  held.delete(workspaceId);
  if (!snapshot || !sameVersion(snapshot.version, version)) snapshot = new PortfolioSnapshot(db, workspaceId, version, snapshot);
  held.set(workspaceId, snapshot);
  if (held.size > MAX_WORKSPACES) held.delete(held.keys().next().value!);
  return snapshot;
}
