/**
 * Key-term answers: each of the seven questions, asked of each contract through POST /api/v1/query, either as a
 * user asks it (the contract named in the question, over the whole workspace: 'named') or with the search limited
 * to the contract (filters.document_ids: 'filtered'). Each answer is scored against the lawyers' normalised answer,
 * and its grounding measured: a citation overlapping the gold evidence, a citation of another document, and a
 * "not found" while the gold passage was among the first three returned.
 */
import type { ApiAnswer } from './api-client.js';
import type { Dataset, KeyTermRow } from './dataset.js';
import { namedQuestion } from './dataset.js';
import { grounding, summarizeGrounding, type ApiSpan, type GroundingSummary, type ToTxt } from './grounding.js';
import { keyTermFields, keyTermQuestions, scoreKeyTerm, stripMarkers, type KeyTermField, type StatedValue } from './keyterms.js';
import { log } from './log.js';
import { mean, passageGrams, quoteWords, wordTrigrams } from './metrics.js';

export type AskMode = 'named' | 'filtered';

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
  /** A citation names another document than the contract asked about. */
  citesOther?: boolean;
  /** One of the first three returned passages overlaps the gold evidence (null without evidence). */
  goldInTop3?: boolean | null;
  /** The structured value the API returned, when it did (kept so --report can score the run again). */
  value?: StatedValue | null;
}

export interface FieldSummary extends Omit<GroundingSummary, 'questions'> {
  contracts: number;
  accuracy: number;
  /** Contracts whose gold states a value, and the accuracy on those alone. */
  stated: number;
  accuracyStated: number;
}

export interface AnswersSummary extends GroundingSummary {
  mode: AskMode;
  byField: Record<KeyTermField, FieldSummary>;
  /** Mean over the seven fields of the per-field accuracy (the README's target). */
  meanAccuracy: number;
  meanAccuracyStated: number;
  /** Answers that came with a typed `value`. */
  withValue: number;
  secondsPerQuestion: number;
}

/** Whether a span (citation or passage) of the contract rests on a field's gold evidence. */
export type EvidenceLocator = (s: ApiSpan, row: KeyTermRow, field: KeyTermField) => boolean;

/** `.txt` corpus: the span, mapped to `.txt` offsets, overlaps an evidence span of the contract. */
export function txtEvidenceLocator(documentIds: Map<string, string>, toTxt: ToTxt): EvidenceLocator {
  return (s, row, field) => {
    if (s.documentId !== documentIds.get(row.document)) return false;
    const span = toTxt(s.documentId, s.charStart, s.charEnd);
    return !!span && row[field].evidence_spans.some(([a, b]) => span.start < b && a < span.end);
  };
}

/** PDF text differs from the `.txt`: a span overlaps when half the word 3-grams of it or of an evidence passage are shared. */
export function quoteEvidenceLocator(documentIds: Map<string, string>): EvidenceLocator {
  return (s, row, field) => {
    if (s.documentId !== documentIds.get(row.document)) return false;
    const grams = passageGrams(s.text);
    const tri = wordTrigrams(quoteWords(s.text));
    return row[field].evidence_text.some((ev) => {
      const evTri = wordTrigrams(quoteWords(ev));
      if (!evTri.length || !tri.length) return false;
      const evGrams = passageGrams(ev);
      const inQuote = evTri.filter((g) => grams.has(g)).length / evTri.length;
      const inEvidence = tri.filter((g) => evGrams.has(g)).length / tri.length;
      return inQuote >= 0.5 || inEvidence >= 0.5;
    });
  };
}

/** The question sent for one contract and field: named as its queries name it, or the bare question under a filter. */
export function keyTermQuestion(data: Pick<Dataset, 'queries'>, document: string, field: KeyTermField, mode: AskMode): string {
  return mode === 'named' ? namedQuestion(data.queries, document, keyTermQuestions[field]) : keyTermQuestions[field];
}

export async function evaluateAnswers(
  data: Dataset,
  ask: (query: string, documentId?: string) => Promise<ApiAnswer>,
  mode: AskMode,
  documentIds: Map<string, string>,
  locate: EvidenceLocator,
  label: string,
): Promise<{ rows: AnswerRow[]; summary: AnswersSummary }> {
  const rows: AnswerRow[] = [];
  const start = performance.now();
  for (const kt of data.keyTerms) {
    const documentId = documentIds.get(kt.document);
    if (!documentId) continue;
    for (const field of keyTermFields) {
      const res = await ask(keyTermQuestion(data, kt.document, field, mode), mode === 'filtered' ? documentId : undefined);
      rows.push(scoreAnswer(kt, field, documentId, res, locate));
    }
    if (rows.length % 70 === 0) log(`  ${label} answers (${mode}): ${rows.length / 7}/${data.keyTerms.length} contracts`);
  }
  return { rows, summary: summarizeAnswers(rows, mode, (performance.now() - start) / 1000 / Math.max(1, rows.length)) };
}

export function scoreAnswer(kt: KeyTermRow, field: KeyTermField, documentId: string, res: ApiAnswer, locate: EvidenceLocator): AnswerRow {
  const verdict = scoreKeyTerm(field, kt[field].answer, { text: stripMarkers(res.answer), answered: res.answered, value: res.value });
  const g = grounding(res, documentId, kt[field].evidence_spans.length > 0, (s) => locate(s, kt, field));
  return {
    document: kt.document,
    field,
    gold: kt[field].answer,
    answer: res.answer,
    answered: res.answered,
    got: verdict.got,
    correct: verdict.correct,
    goldEmpty: verdict.goldEmpty,
    citationOverlap: g.citationOverlap,
    citesOther: g.citesOther,
    goldInTop3: g.goldInTop3,
    value: res.value,
  };
}

const groundingOf = (r: AnswerRow) => ({
  answered: r.answered,
  citesOther: !!r.citesOther,
  goldInTop3: r.goldInTop3 ?? null,
  citationOverlap: r.citationOverlap,
});

export function summarizeAnswers(rows: AnswerRow[], mode: AskMode = 'filtered', secondsPerQuestion = 0): AnswersSummary {
  const byField = Object.fromEntries(
    keyTermFields.map((field) => {
      const rs = rows.filter((r) => r.field === field);
      const stated = rs.filter((r) => !r.goldEmpty);
      const { questions: _questions, ...g } = summarizeGrounding(rs.map(groundingOf));
      const summary: FieldSummary = {
        ...g,
        contracts: rs.length,
        accuracy: mean(rs.map((r) => (r.correct ? 1 : 0))),
        stated: stated.length,
        accuracyStated: mean(stated.map((r) => (r.correct ? 1 : 0))),
      };
      return [field, summary];
    }),
  ) as Record<KeyTermField, FieldSummary>;
  return {
    ...summarizeGrounding(rows.map(groundingOf)),
    mode,
    byField,
    meanAccuracy: mean(keyTermFields.map((f) => byField[f].accuracy)),
    meanAccuracyStated: mean(keyTermFields.map((f) => byField[f].accuracyStated)),
    withValue: rows.filter((r) => r.value).length,
    secondsPerQuestion,
  };
}
