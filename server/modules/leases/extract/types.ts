/**
 * The lease extractor's contract: a document's text in, the lease terms it states out, each with the passage it
 * was read from. Pure (no database, no network), so the job, the tests and the evaluation harness all call it
 * the same way.
 */
import type { DocumentLeaseKind, ExtractedTerm } from '../../../../common/lease-terms.js';

export interface LeaseTextPage {
  /** 1-based page number. */
  number: number;
  text: string;
  /** Where the page starts in the version's canonical text (pages joined by a blank line). */
  charStart: number;
}

export interface LeaseText {
  title: string;
  fileName: string;
  pages: LeaseTextPage[];
}

/**
 * What identifies a lease: an amendment's are matched against the workspace's leases to suggest a link; a lease's
 * building name names the property made for it.
 */
export interface LeaseReferences {
  landlord: string | null;
  tenants: string[];
  premisesAddress: string | null;
  unit: string | null;
  /** The date of the lease it amends ("the Lease dated March 1, 2024"), when stated. */
  leaseDate: string | null;
  /** The name of the building or centre the premises are in ("Sterling Plaza"), when stated: names a new property. */
  buildingName: string | null;
}

export interface LeaseExtraction {
  /** 'lease' or 'amendment' (an amendment, extension or renewal letter); null when the document is neither. */
  kind: DocumentLeaseKind | null;
  /** One entry per key of leaseTermKeys (amendments: amendmentTermKeys), value null when not stated. */
  terms: ExtractedTerm[];
  references: LeaseReferences;
}
