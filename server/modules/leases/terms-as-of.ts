/**
 * What a lease says on a date (issue 10, "as of"): the lease's own terms with every amendment that took effect on
 * or before the date applied in order of its effective date. Pure: the caller reads the documents' terms (a
 * person's correction already in place of the extracted value) and this decides which value is in force.
 */
import { leaseTermKeys, type DocumentLeaseKind, type LeaseTermKey, type TermAsOf, type TermEvidence } from '../../../common/lease-terms.js';

/** One document's terms as the rest of the product uses them (corrections applied). */
export interface TermsDocument {
  documentId: string;
  title: string;
  kind: DocumentLeaseKind;
  /** An amendment's effective date; a lease's is null (it is in force from the start). */
  effectiveDate: string | null;
  /** When the document was added, to order amendments that state no date. */
  addedAt: string;
  terms: Partial<Record<LeaseTermKey, { value: unknown; evidence: TermEvidence | null; corrected: boolean }>>;
}

/** The lease first, then its amendments by effective date (undated ones by when they were added, after the dated). */
export function inForceOrder(documents: TermsDocument[]): TermsDocument[] {
  const rank = (d: TermsDocument) => (d.kind === 'lease' ? 0 : 1);
  return [...documents].sort(
    (a, b) => rank(a) - rank(b) || (a.effectiveDate ?? '9999-12-31').localeCompare(b.effectiveDate ?? '9999-12-31') || a.addedAt.localeCompare(b.addedAt),
  );
}

/** An amendment without a date applies from when it was added; one dated after `asOf` does not apply yet. */
function appliesOn(document: TermsDocument, asOf: string): boolean {
  if (document.kind === 'lease') return true;
  return (document.effectiveDate ?? document.addedAt.slice(0, 10)) <= asOf;
}

/**
 * Each term as of `asOf` (YYYY-MM-DD): its value, the document that set it and its history (every value any of
 * the documents states, in force order, including amendments that take effect later).
 */
export function termsAsOf(documents: TermsDocument[], asOf: string, keys: readonly LeaseTermKey[] = leaseTermKeys): TermAsOf[] {
  const ordered = inForceOrder(documents);
  const terms = keys.map((key): TermAsOf => {
    const history: TermAsOf['history'] = [];
    let source: TermAsOf['source'] = null;
    let value: unknown = null;
    for (const d of ordered) {
      const term = d.terms[key];
      if (!term || term.value === null || term.value === undefined) continue;
      history.push({ value: term.value, documentId: d.documentId, title: d.title, kind: d.kind, effectiveDate: d.effectiveDate, corrected: term.corrected });
      if (!appliesOn(d, asOf)) continue;
      value = term.value;
      source = { documentId: d.documentId, title: d.title, kind: d.kind, effectiveDate: d.effectiveDate, evidence: term.evidence };
    }
    return { key, value, source, history };
  });
  return withRentInForce(terms, asOf);
}

/**
 * The monthly rent in force: a rent schedule's step that began on or before the date replaces the base rent, when
 * it was set by the same or a later document than the base rent (an amendment's new rent beats the old schedule).
 */
function withRentInForce(terms: TermAsOf[], asOf: string): TermAsOf[] {
  const rent = terms.find((t) => t.key === 'monthly_rent');
  const schedule = terms.find((t) => t.key === 'rent_schedule');
  if (!rent || !schedule || !Array.isArray(schedule.value)) return terms;
  const steps = (schedule.value as { from: string; monthly_rent: number }[]).filter((s) => s.from <= asOf).sort((a, b) => a.from.localeCompare(b.from));
  const step = steps.at(-1);
  if (!step) return terms;
  const rentSetLater =
    rent.source &&
    schedule.source &&
    (rent.source.effectiveDate ?? '') > (schedule.source.effectiveDate ?? '') &&
    (rent.source.effectiveDate ?? '') > step.from;
  if (rentSetLater) return terms;
  return terms.map((t) => (t === rent ? { ...t, value: step.monthly_rent, source: schedule.source } : t));
}

/** The value of one term as of a date, or null. */
export function termValue<K extends LeaseTermKey>(terms: TermAsOf[], key: K): unknown {
  return terms.find((t) => t.key === key)?.value ?? null;
}
