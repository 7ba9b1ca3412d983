/**
 * Key-term answers: each of the seven questions, asked of each contract (scoped to it with a documentIds filter),
 * scored against the lawyers' normalised answer, and whether a citation overlaps the gold evidence.
 */
import type { Citation } from '../common/search.js';
import type { Dataset, KeyTermRow } from './dataset.js';
import { keyTermFields, keyTermQuestions, scoreKeyTerm, stripMarkers, type KeyTermField } from './keyterms.js';
import { log } from './log.js';
import { mean, passageGrams, quoteWords, wordTrigrams } from './metrics.js';
import type { OffsetMap } from './offsets.js';
import type { Product } from './product.js';

export interface AnswerRow {
  document: string;
  field: KeyTermField;
  gold: string;
  answer: string;
  answered: boolean;
  got: string;
  correct: boolean;
  goldEmpty: boolean;
  /** null when the gold has no evidence span to overlap. */
  citationOverlap: boolean | null;
}

export interface FieldSummary {
  contracts: number;
  accuracy: number;
  /** Contracts whose gold states a value, and the accuracy on those alone. */
  stated: number;
  accuracyStated: number;
  /** Contracts whose gold has evidence spans, and the share with a citation overlapping them. */
  withEvidence: number;
  citationOverlap: number;
}

export interface AnswersSummary {
  byField: Record<KeyTermField, FieldSummary>;
  /** Mean over the seven fields of the per-field accuracy (the README's target). */
  meanAccuracy: number;
  meanAccuracyStated: number;
  /** Over every (contract, field) with gold evidence. */
  citationOverlap: number;
  withEvidence: number;
  questions: number;
  secondsPerQuestion: number;
}

/** How a citation is located in the contract: by `.txt` span (text corpus) or by its words (PDF corpus). */
export type CitationLocator = (c: Citation, row: KeyTermRow, field: KeyTermField) => boolean;

export function txtCitationLocator(documentIds: Map<string, string>, maps: Map<string, OffsetMap>): CitationLocator {
  return (c, row, field) => {
    const map = maps.get(row.document);
    if (!map || c.documentId !== documentIds.get(row.document)) return false;
    const span = map.toSource(c.charStart, c.charEnd);
    return !!span && row[field].evidence_spans.some(([s, e]) => span.start < e && s < span.end);
  };
}

/** PDF text differs from the `.txt`: a citation overlaps when half the word 3-grams of it or of an evidence passage are shared. */
export function quoteCitationLocator(documentIds: Map<string, string>): CitationLocator {
  return (c, row, field) => {
    if (c.documentId !== documentIds.get(row.document)) return false;
    const quoteGrams = passageGrams(c.quote);
    const quoteTri = wordTrigrams(quoteWords(c.quote));
    return row[field].evidence_text.some((ev) => {
      const evTri = wordTrigrams(quoteWords(ev));
      if (!evTri.length || !quoteTri.length) return false;
      const evGrams = passageGrams(ev);
      const inQuote = evTri.filter((g) => quoteGrams.has(g)).length / evTri.length;
      const inEvidence = quoteTri.filter((g) => evGrams.has(g)).length / quoteTri.length;
      return inQuote >= 0.5 || inEvidence >= 0.5;
    });
  };
}

export async function evaluateAnswers(
  data: Dataset,
  product: Product,
  scope: { workspaceId: string; userId: string; documentIds: Map<string, string> },
  locate: CitationLocator,
  label: string,
): Promise<{ rows: AnswerRow[]; summary: AnswersSummary }> {
  const rows: AnswerRow[] = [];
  const start = performance.now();
  let asked = 0;
  for (const kt of data.keyTerms) {
    const documentId = scope.documentIds.get(kt.document);
    if (!documentId) continue;
    for (const field of keyTermFields) {
      const res = await product.ask!(scope.workspaceId, scope.userId, keyTermQuestions[field], documentId);
      asked++;
      const verdict = scoreKeyTerm(field, kt[field].answer, { text: stripMarkers(res.answer), answered: res.answered, value: res.value });
      const hasEvidence = kt[field].evidence_spans.length > 0;
      rows.push({
        document: kt.document,
        field,
        gold: kt[field].answer,
        answer: res.answer,
        answered: res.answered,
        got: verdict.got,
        correct: verdict.correct,
        goldEmpty: verdict.goldEmpty,
        citationOverlap: hasEvidence ? res.citations.some((c) => locate(c, kt, field)) : null,
      });
    }
    if (rows.length % 70 === 0) log(`  ${label} answers: ${rows.length / 7}/${data.keyTerms.length} contracts`);
  }
  return { rows, summary: summarizeAnswers(rows, (performance.now() - start) / 1000 / Math.max(1, asked)) };
}

export function summarizeAnswers(rows: AnswerRow[], secondsPerQuestion = 0): AnswersSummary {
  const byField = Object.fromEntries(
    keyTermFields.map((field) => {
      const rs = rows.filter((r) => r.field === field);
      const stated = rs.filter((r) => !r.goldEmpty);
      const withEvidence = rs.filter((r) => r.citationOverlap !== null);
      return [
        field,
        {
          contracts: rs.length,
          accuracy: mean(rs.map((r) => (r.correct ? 1 : 0))),
          stated: stated.length,
          accuracyStated: mean(stated.map((r) => (r.correct ? 1 : 0))),
          withEvidence: withEvidence.length,
          citationOverlap: mean(withEvidence.map((r) => (r.citationOverlap ? 1 : 0))),
        },
      ];
    }),
  ) as Record<KeyTermField, FieldSummary>;
  const withEvidence = rows.filter((r) => r.citationOverlap !== null);
  return {
    byField,
    meanAccuracy: mean(keyTermFields.map((f) => byField[f].accuracy)),
    meanAccuracyStated: mean(keyTermFields.map((f) => byField[f].accuracyStated)),
    citationOverlap: mean(withEvidence.map((r) => (r.citationOverlap ? 1 : 0))),
    withEvidence: withEvidence.length,
    questions: rows.length,
    secondsPerQuestion,
  };
}
