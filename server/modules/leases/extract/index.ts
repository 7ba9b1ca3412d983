/**
 * Lease abstraction: reads the terms of a lease or amendment out of its text (see types.ts for the contract).
 * Bump EXTRACTOR_VERSION whenever what it extracts changes: abstractions made by an older version are redone,
 * and a person's corrections are kept (lease-terms.service.ts saveExtractedTerms).
 */
import { amendmentTermKeys, leaseTermKeys } from '../../../../common/lease-terms.js';
import type { LeaseExtraction, LeaseText } from './types.js';

export const EXTRACTOR_VERSION = '0';

export function extractLease(text: LeaseText): LeaseExtraction {
  const amendment = /\b(amendment|extension|renewal)\b/i.test(text.title);
  const keys = amendment ? amendmentTermKeys : leaseTermKeys;
  return {
    kind: amendment ? 'amendment' : 'lease',
    terms: keys.map((key) => ({ key, value: null, evidence: null, confidence: 0 })),
    references: { landlord: null, tenants: [], premisesAddress: null, unit: null, leaseDate: null },
  };
}
