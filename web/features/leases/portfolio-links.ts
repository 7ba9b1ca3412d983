import type { TermEvidence } from '@common/lease-terms';
import { citationHref } from '@/features/viewer/citation-link';

/**
 * Where the lease screens link to portfolio records. The lists and record screens of properties, units and tenants
 * live in the portfolio feature; these addresses are theirs.
 */
export const portfolioLinks = {
  leases: '/dashboard/leases',
  lease: (id: string) => `/dashboard/leases/${id}`,
  property: (id: string) => `/dashboard/properties/${id}`,
  /** The tenants list, found by name, with this tenant's leases open. */
  tenant: (id: string, name: string) => `/dashboard/tenants?q=${encodeURIComponent(name)}&open=${id}`,
};

/** The viewer opened at a term's passage, highlighted and named. */
export function evidenceHref(documentId: string, evidence: TermEvidence, termLabel: string) {
  return `${citationHref({ documentId, page: evidence.page, charStart: evidence.charStart, charEnd: evidence.charEnd })}&term=${encodeURIComponent(termLabel)}`;
}
