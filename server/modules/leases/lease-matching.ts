/**
 * Which lease an amendment changes: its references (parties, premises, unit, the date of the lease it amends)
 * scored against each lease of the workspace. Pure, so the rules are tested on their own; lease-links.ts reads
 * the candidates and writes the suggestion.
 */
import { sameAddress, sameName, unitKey } from './names.js';

export interface AmendmentReferences {
  landlord: string | null;
  tenants: string[];
  premisesAddress: string | null;
  unit: string | null;
  /** The date of the lease it amends, when stated. */
  leaseDate: string | null;
  /** When its changes take effect. */
  effectiveDate: string | null;
}

export interface LeaseCandidate {
  id: string;
  startDate: string;
  endDate: string | null;
  /** The property's address and name. */
  places: string[];
  unit: string | null;
  tenants: string[];
  landlord: string | null;
  /** The lease document's commencement date, when a lease document fills this lease. */
  commencement: string | null;
}

/** Enough to suggest a link: a score of at least this, with the parties or the premises among what matched. */
export const MIN_LINK_SCORE = 4;

export function referenceScore(refs: AmendmentReferences, lease: LeaseCandidate): { score: number; strong: boolean } {
  let score = 0;
  const tenantMatches = refs.tenants.filter((t) => lease.tenants.some((l) => sameName(t, l))).length;
  if (tenantMatches > 0) score += 3;
  if (tenantMatches >= 2 && tenantMatches === refs.tenants.length) score += 1;
  const place = !!refs.premisesAddress && lease.places.some((p) => sameAddress(refs.premisesAddress!, p));
  if (place) score += 2;
  if (refs.unit && lease.unit && unitKey(refs.unit) === unitKey(lease.unit)) score += 2;
  if (refs.landlord && lease.landlord && sameName(refs.landlord, lease.landlord)) score += 1;
  if (refs.leaseDate && (refs.leaseDate === lease.commencement || refs.leaseDate === lease.startDate)) score += 3;
  if (refs.effectiveDate && within(refs.effectiveDate, lease)) score += 1;
  return { score, strong: tenantMatches > 0 || place };
}

/** An extension often takes effect the day after the lease ends: that day still counts as the lease's. */
function within(date: string, lease: LeaseCandidate): boolean {
  if (date < lease.startDate) return false;
  if (!lease.endDate) return true;
  const dayAfter = new Date(`${lease.endDate}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  return date <= dayAfter.toISOString().slice(0, 10);
}

/** The best-matching lease, or null when none matches well enough or two match equally (a person chooses then). */
export function bestLease(refs: AmendmentReferences, candidates: LeaseCandidate[]): { lease: LeaseCandidate; score: number } | null {
  let best: { lease: LeaseCandidate; score: number } | null = null;
  let tied = false;
  for (const lease of candidates) {
    const { score, strong } = referenceScore(refs, lease);
    if (!strong || score < MIN_LINK_SCORE) continue;
    if (!best || score > best.score) {
      best = { lease, score };
      tied = false;
    } else if (score === best.score) tied = true;
  }
  return tied ? null : best;
}
