/**
 * What an answer asked through the public API rests on: whether it cites a document other than the one the
 * question names, whether the gold passage was among the first passages the product returned, and (over many
 * questions) how often it said "not found" although the gold passage was shown on top. Pure functions.
 */
import type { KeyTermField } from './keyterms.js';
import { mean } from './metrics.js';

/** A citation or a returned passage as the public API gives it, in the document's canonical-text offsets. */
export interface ApiSpan {
  documentId: string;
  charStart: number;
  charEnd: number;
  /** The quote (citations) or the passage text (passages). */
  text: string;
}

/** A gold span in the contract's `.txt`. */
export type GoldSpan = [number, number];

/** Maps a canonical-text span of a document to its contract's `.txt` span, or null when it cannot (another document, no offsets). */
export type ToTxt = (documentId: string, start: number, end: number) => { start: number; end: number } | null;

/** How many of the returned passages count as "on top" for the not-found measure. */
export const TOP_PASSAGES = 3;

/** True when any citation names a document other than `documentId` (the answer rests on it, at least in part). */
export function citesOtherDocument(citations: ApiSpan[], documentId: string): boolean {
  return citations.some((c) => c.documentId !== documentId);
}

/** True when a span of the named document, mapped to the `.txt`, overlaps a gold span. */
export function overlapsGold(span: ApiSpan, documentId: string, gold: GoldSpan[], toTxt: ToTxt): boolean {
  if (span.documentId !== documentId) return false;
  const txt = toTxt(span.documentId, span.charStart, span.charEnd);
  return !!txt && gold.some(([s, e]) => txt.start < e && s < txt.end);
}

/** Whether a span rests on the gold: a citation's quote or a returned passage. */
export type IsGold = (s: ApiSpan) => boolean;

/** Whether one of the first `k` returned passages is on the gold. */
export function goldInTop(passages: ApiSpan[], isGold: IsGold, k = TOP_PASSAGES): boolean {
  return passages.slice(0, k).some(isGold);
}

/** The grounding facts of one answered question. */
export interface Grounding {
  answered: boolean;
  /** Some citation names another document than the named one. */
  citesOther: boolean;
  /** null when the gold has no evidence span. */
  goldInTop3: boolean | null;
  /** null when the gold has no evidence span. */
  citationOverlap: boolean | null;
}

/** `hasGold` false: the gold states nothing to look for (no evidence), so the two gold measures do not apply. */
export function grounding(
  answer: { answered: boolean; citations: ApiSpan[]; passages: ApiSpan[] },
  documentId: string,
  hasGold: boolean,
  isGold: IsGold,
): Grounding {
  return {
    answered: answer.answered,
    citesOther: citesOtherDocument(answer.citations, documentId),
    goldInTop3: hasGold ? goldInTop(answer.passages, isGold) : null,
    citationOverlap: hasGold ? answer.citations.some(isGold) : null,
  };
}

export interface GroundingSummary {
  questions: number;
  /** Questions whose answer cites another document, and their share of all questions. */
  otherDocument: number;
  otherDocumentShare: number;
  /** Questions whose gold passage was among the first three returned, and the share of those answered "not found". */
  goldInTop3: number;
  notFoundGoldInTop3: number;
  notFoundGoldInTop3Share: number;
  /** Questions with gold evidence, and the share with a citation overlapping it. */
  withEvidence: number;
  citationOverlap: number;
}

export function summarizeGrounding(rows: Grounding[]): GroundingSummary {
  const other = rows.filter((r) => r.citesOther).length;
  const shown = rows.filter((r) => r.goldInTop3 === true);
  const missed = shown.filter((r) => !r.answered).length;
  const withEvidence = rows.filter((r) => r.citationOverlap !== null);
  return {
    questions: rows.length,
    otherDocument: other,
    otherDocumentShare: rows.length ? other / rows.length : 0,
    goldInTop3: shown.length,
    notFoundGoldInTop3: missed,
    notFoundGoldInTop3Share: shown.length ? missed / shown.length : 0,
    withEvidence: withEvidence.length,
    citationOverlap: mean(withEvidence.map((r) => (r.citationOverlap ? 1 : 0))),
  };
}

/** The targets on cuad-dev, for questions naming the contract over the whole workspace. */
export const ANSWER_TARGETS = {
  meanCorrect: 0.92,
  fieldCorrect: 0.85,
  citationOverlap: 0.9,
  otherDocumentShare: 0.005,
  notFoundGoldInTop3Share: 0.03,
  /** Largest train − dev gap, in points (shares), of the mean key-term accuracy. */
  trainDevGap: 0.03,
} as const;

export interface TargetCheck {
  measure: string;
  value: number;
  /** What the value is of, when it is one field's (the worst one). */
  detail?: string;
  target: string;
  met: boolean;
  /** Whether a larger value is better (for the train − dev gap's direction). */
  higherIsBetter: boolean;
}

/** Checks the figures of one set against ANSWER_TARGETS (the per-field floor on the worst field). */
export function checkAnswerTargets(s: { meanAccuracy: number; byField: Record<KeyTermField, { accuracy: number }> } & GroundingSummary): TargetCheck[] {
  const t = ANSWER_TARGETS;
  const [worstField, worst] = Object.entries(s.byField).reduce((a, b) => (b[1].accuracy < a[1].accuracy ? b : a));
  return [
    {
      measure: 'Key terms correct, mean of the seven fields',
      value: s.meanAccuracy,
      target: `≥ ${t.meanCorrect}`,
      met: s.meanAccuracy >= t.meanCorrect,
      higherIsBetter: true,
    },
    {
      measure: 'Key terms correct, worst field',
      value: worst.accuracy,
      detail: worstField,
      target: `≥ ${t.fieldCorrect} every field`,
      met: worst.accuracy >= t.fieldCorrect,
      higherIsBetter: true,
    },
    {
      measure: 'Citations overlapping gold evidence',
      value: s.citationOverlap,
      detail: `of ${s.withEvidence}`,
      target: `≥ ${t.citationOverlap}`,
      met: s.citationOverlap >= t.citationOverlap,
      higherIsBetter: true,
    },
    {
      measure: 'Answers citing a document other than the named one',
      value: s.otherDocumentShare,
      detail: `${s.otherDocument} of ${s.questions}`,
      target: `≤ ${t.otherDocumentShare}`,
      met: s.otherDocumentShare <= t.otherDocumentShare,
      higherIsBetter: false,
    },
    {
      measure: '"Not found" while the gold passage was in the top 3',
      value: s.notFoundGoldInTop3Share,
      detail: `of ${s.goldInTop3}`,
      target: `≤ ${t.notFoundGoldInTop3Share}`,
      met: s.notFoundGoldInTop3Share <= t.notFoundGoldInTop3Share,
      higherIsBetter: false,
    },
  ];
}

/** How much worse dev is than train (positive: dev worse), whichever direction is better. */
export function devShortfall(train: number, dev: number, higherIsBetter: boolean) {
  return higherIsBetter ? train - dev : dev - train;
}
