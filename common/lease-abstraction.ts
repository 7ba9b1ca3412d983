/**
 * Lease abstraction states (issue 10), shared by the server's schema and both sides of the API.
 */
export const abstractionStatuses = ['queued', 'processing', 'ready', 'failed'] as const;
export type AbstractionStatus = (typeof abstractionStatuses)[number];

/** An amendment's link to the lease it changes: suggested by matching, or confirmed by a person. */
export const leaseLinkStatuses = ['suggested', 'confirmed'] as const;
export type LeaseLinkStatus = (typeof leaseLinkStatuses)[number];

/** One term in the review form: as extracted, accepted by a person, or corrected by one. */
export const termReviewStatuses = ['extracted', 'accepted', 'corrected'] as const;
export type TermReviewStatus = (typeof termReviewStatuses)[number];

/** Below this the review form asks a person to look at the value. */
export const LOW_CONFIDENCE = 0.6;

/**
 * Live event `lease.abstraction` on GET /api/app/events: a document's abstraction changed (queued, processing,
 * ready, failed), or `none` when it was removed (the document reads as neither a lease nor an amendment).
 */
export const LEASE_ABSTRACTION_EVENT = 'lease.abstraction';
export interface LeaseAbstractionEvent {
  documentId: string;
  status: AbstractionStatus | 'none';
  leaseId: string | null;
}
