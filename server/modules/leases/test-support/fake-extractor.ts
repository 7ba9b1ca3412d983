/**
 * A stand-in for the lease extractor in tests that need known values (the real one is judged by the evaluation,
 * not here): each file name maps to what it "states". Values come with evidence that points at real text of the
 * document, as the contract in extract/types.ts asks. Files with no entry read as neither lease nor amendment.
 */
import { amendmentTermKeys, leaseTermKeys, type ExtractedTerm, type LeaseTerms } from '../../../../common/lease-terms.js';
import type { LeaseExtraction, LeaseReferences, LeaseText } from '../extract/types.js';

export interface FakeDocument {
  kind: 'lease' | 'amendment';
  terms: LeaseTerms;
  references?: Partial<LeaseReferences>;
  /** Confidence of every stated value (default 0.9). */
  confidence?: number;
}

export const fakeDocuments = new Map<string, FakeDocument>();

const noReferences: LeaseReferences = { landlord: null, tenants: [], premisesAddress: null, unit: null, leaseDate: null, buildingName: null };

export function fakeExtractLease(text: LeaseText): LeaseExtraction {
  const spec = fakeDocuments.get(text.fileName);
  if (!spec) return { kind: null, terms: [], references: noReferences };
  const keys = spec.kind === 'amendment' ? amendmentTermKeys : leaseTermKeys;
  const page = text.pages[text.pages.length - 1]!;
  const terms = keys.map((key): ExtractedTerm => {
    const value = spec.terms[key] ?? null;
    if (value === null) return { key, value: null, evidence: null, confidence: 0.5 };
    // The quote: the first line of the last page that names the term's words, else its first line.
    const line = page.text.split('\n').find((l) => l.toLowerCase().includes(key.split('_')[0]!)) ?? page.text.split('\n')[0]!;
    const at = page.text.indexOf(line);
    return {
      key,
      value,
      evidence: { page: page.number, quote: line, charStart: page.charStart + at, charEnd: page.charStart + at + line.length },
      confidence: spec.confidence ?? 0.9,
    };
  });
  return { kind: spec.kind, terms, references: { ...noReferences, ...spec.references } };
}
