/**
 * What a portfolio question is answered from: the records, the names they give (the vocabulary), the leases'
 * terms as of the question's date and the facts built from both. For the workspace as a whole they come from its
 * terms snapshot (server/modules/leases/portfolio-snapshot.ts), kept in memory while its portfolio version is
 * unchanged, so a question over 10,000 leases neither reads them all again nor works out again what every lease
 * said on the date about a term an earlier question read. A question asked inside projects reads the database
 * each time: which documents are filed where is not part of the portfolio version.
 *
 * Both ways give the same terms: a term's value as of a date depends only on that term in the lease's documents
 * and on the documents' kinds, dates and order (terms-as-of.ts), so it is worked out once per term and date and
 * shared by every question that reads the term.
 */
import type { LeaseTermKey, TermAsOf } from '../../../common/lease-terms.js';
import type { Database } from '../../db/client.js';
import { type TermsSource, termsFromDatabase } from '../leases/lease-terms.service.js';
import { termsAsOf } from '../leases/terms-as-of.js';
import { deepFreeze, type PortfolioSnapshot, portfolioSnapshot, termParts } from '../leases/portfolio-snapshot.js';
import { buildFacts, type LeaseFact, leaseBases } from './lease-facts.js';
import { type LeaseTerms, loadLeaseTerms, loadRecords, type PortfolioRecords } from './records.js';
import { type LeaseIdentity, Vocabulary } from './vocabulary.js';

/** The terms that say how a lease names its premises, unit and tenants. */
export const IDENTITY_KEYS: LeaseTermKey[] = ['premises_address', 'unit', 'tenants'];

type ReadTerms = (asOf: string, keys: LeaseTermKey[], leaseIds: string[] | undefined, into?: Map<string, LeaseTerms>) => Promise<Map<string, LeaseTerms>>;

export interface QuestionPortfolio {
  records: PortfolioRecords;
  /** The names of the records. */
  vocabulary(): Promise<Vocabulary>;
  /**
   * The names of the records and of how each abstracted lease names its premises, unit and tenants as of the date,
   * with those terms (a map the caller may add to).
   */
  identity(asOf: string, leaseIds: string[] | undefined): Promise<{ terms: Map<string, LeaseTerms>; vocabulary: Vocabulary }>;
  /**
   * Every lease's fact with the given terms as of the date (read for `leaseIds` only when given; loadLeaseTerms in
   * records.ts), added to the terms `known` from the identity read.
   */
  facts(asOf: string, keys: LeaseTermKey[], leaseIds: string[] | undefined, known: Map<string, LeaseTerms>): Promise<LeaseFact[]>;
}

/** How each abstracted lease names its premises, unit and tenants, for finding names the records lack. */
function identityOf(terms: Map<string, LeaseTerms>): Map<string, LeaseIdentity> {
  return new Map(
    [...terms].map(([leaseId, t]) => {
      const tenants = t.terms.get('tenants')?.value;
      const identity: LeaseIdentity = {
        premises: (t.terms.get('premises_address')?.value as string | null) ?? null,
        unit: (t.terms.get('unit')?.value as string | null) ?? null,
        tenants: Array.isArray(tenants) ? (tenants as string[]) : [],
      };
      return [leaseId, identity];
    }),
  );
}

async function readIdentity(records: PortfolioRecords, leaseTerms: ReadTerms, asOf: string, leaseIds: string[] | undefined) {
  const terms = await leaseTerms(asOf, IDENTITY_KEYS, leaseIds);
  return { terms, vocabulary: new Vocabulary(records, identityOf(terms)) };
}

/** Records shared by every answer of a snapshot: frozen, so that no answer changes the next one's. */
function frozen(records: PortfolioRecords): PortfolioRecords {
  for (const map of [records.properties, records.units, records.tenants, records.leases]) for (const r of map.values()) deepFreeze(r);
  return records;
}

/** A rent in force needs the rent schedule beside it (terms-as-of.ts withRentInForce). */
const withSchedule = (keys: readonly LeaseTermKey[]): LeaseTermKey[] =>
  keys.includes('monthly_rent') && !keys.includes('rent_schedule') ? [...keys, 'rent_schedule'] : [...keys];

/** Each lease's value of one term as of a date, worked out once per snapshot. */
function termByLease(snapshot: PortfolioSnapshot, asOf: string, key: LeaseTermKey): Promise<Map<string, TermAsOf>> {
  const read = withSchedule([key]);
  return snapshot.memo(`terms-as-of:${asOf}:${key}`, termParts(read), async () => {
    const byLease = new Map<string, TermAsOf>();
    for (const [leaseId, docs] of await snapshot.documentsByLease(undefined, read))
      byLease.set(leaseId, deepFreeze(termsAsOf(docs, asOf, read).find((t) => t.key === key)!));
    return byLease;
  });
}

/** loadLeaseTerms over the snapshot, with each term's values shared between questions. */
function snapshotTerms(snapshot: PortfolioSnapshot): ReadTerms {
  return async (asOf, keys, leaseIds, into = new Map()) => {
    if (keys.length === 0) return into;
    const read = withSchedule(keys);
    // Not held: the facts worked out from them are, per question shape.
    const documents = snapshot.documentsByLease(leaseIds, read);
    const [byLease, ...values] = await Promise.all([documents, ...read.map((key) => termByLease(snapshot, asOf, key))]);
    for (const [leaseId, docs] of byLease) {
      const known = into.get(leaseId);
      // The same documents as the first read, with these terms added to each.
      const merged = known ? known.documents.map((d) => ({ ...d, terms: { ...d.terms, ...docs.find((x) => x.documentId === d.documentId)?.terms } })) : docs;
      const terms = new Map(known?.terms ?? []);
      read.forEach((key, i) => terms.set(key, values[i]!.get(leaseId)!));
      into.set(leaseId, { documents: merged, terms });
    }
    return into;
  };
}

export async function questionPortfolio(db: Database, workspaceId: string, projectIds?: string[]): Promise<QuestionPortfolio> {
  if (projectIds?.length) {
    const records = await loadRecords(db, workspaceId, projectIds);
    const source: TermsSource = termsFromDatabase(db, workspaceId);
    const leaseTerms: ReadTerms = (asOf, keys, leaseIds, into) => loadLeaseTerms(source, asOf, keys, leaseIds, into);
    return {
      records,
      vocabulary: async () => new Vocabulary(records, new Map()),
      identity: (asOf, leaseIds) => readIdentity(records, leaseTerms, asOf, leaseIds),
      facts: async (asOf, keys, leaseIds, known) => buildFacts(records, await leaseTerms(asOf, keys, leaseIds, known)),
    };
  }
  const snapshot = await portfolioSnapshot(db, workspaceId);
  const records = await snapshot.memo('question-records', ['records'], async () => frozen(await loadRecords(db, workspaceId)));
  const leaseTerms = snapshotTerms(snapshot);
  const build = async (asOf: string, keys: LeaseTermKey[], leaseIds: string[] | undefined, known: Map<string, LeaseTerms>) => {
    const bases = await snapshot.memo('question-bases', ['records'], () => deepFreeze(leaseBases(records)));
    return buildFacts(records, await leaseTerms(asOf, keys, leaseIds, known), bases);
  };
  return {
    records,
    vocabulary: () => snapshot.memo('question-vocabulary', ['records'], () => new Vocabulary(records, new Map())),
    identity: async (asOf, leaseIds) => {
      const found = await snapshot.memo(`question-identity:${asOf}`, ['records', ...termParts(IDENTITY_KEYS)], () =>
        readIdentity(records, leaseTerms, asOf, leaseIds),
      );
      return { terms: new Map(found.terms), vocabulary: found.vocabulary };
    },
    // Questions of one shape (the same terms of every lease on the same day) share their facts.
    facts: (asOf, keys, leaseIds, known) =>
      !leaseIds && known.size === 0
        ? snapshot.memo(`question-facts:${asOf}:${keys.join(',')}`, ['records', ...termParts(withSchedule(keys))], async () =>
            deepFreeze(await build(asOf, keys, leaseIds, known)),
          )
        : build(asOf, keys, leaseIds, known),
  };
}
