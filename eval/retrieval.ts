/**
 * Scores ranked passages against the gold snippets of each query: character precision/recall at 1, 8 and 64,
 * nDCG@10 and MRR@10 for passages with `.txt` offsets; quote recall at 1, 8 and 64 for passages without them (PDFs).
 */
import type { EvalQuery } from './dataset.js';
import { charPrecisionRecall, isRelevant, mean, mrrAtK, ndcgAtK, passageGrams, quoteRecallAtK, type Span } from './metrics.js';

export const KS = [1, 8, 64] as const;

/** A ranked passage: its contract and, when known, its span in the contract's `.txt`. */
export interface RankedPassage {
  doc: string;
  span: { start: number; end: number } | null;
  text: string;
}

export interface CharQueryResult {
  queryId: string;
  category: string;
  precision: Record<number, number>;
  recall: Record<number, number>;
  ndcg10: number;
  mrr10: number;
  /** The top passage is from the query's contract. */
  rightContractAt1: boolean;
}

export interface CharSummary {
  queries: number;
  precision: Record<number, number>;
  recall: Record<number, number>;
  ndcg10: number;
  mrr10: number;
  rightContractAt1: number;
  byCategory: Record<string, { queries: number; recall8: number; recall64: number; ndcg10: number }>;
}

export function goldSpans(q: EvalQuery): Span[] {
  return q.snippets.map((s) => ({ doc: q.document, start: s.span[0], end: s.span[1] }));
}

/**
 * @param indexSpans every passage of the system's index per contract (`.txt` spans), so nDCG's ideal ranking
 *   holds as many relevant passages as the system's chunking has.
 */
export function scoreCharQuery(q: EvalQuery, ranked: RankedPassage[], indexSpans: Map<string, Span[]>): CharQueryResult {
  const gold = goldSpans(q);
  const spans: Span[] = ranked.map((p) => (p.span ? { doc: p.doc, start: p.span.start, end: p.span.end } : { doc: p.doc, start: 0, end: 0 }));
  const precision: Record<number, number> = {};
  const recall: Record<number, number> = {};
  for (const k of KS) {
    const pr = charPrecisionRecall(spans, gold, k);
    precision[k] = pr.precision;
    recall[k] = pr.recall;
  }
  const relevance = spans.map((s) => isRelevant(s, gold));
  const relevantInIndex = (indexSpans.get(q.document) ?? []).filter((s) => isRelevant(s, gold)).length;
  return {
    queryId: q.query_id,
    category: q.category,
    precision,
    recall,
    ndcg10: ndcgAtK(relevance, relevantInIndex, 10),
    mrr10: mrrAtK(relevance, 10),
    rightContractAt1: ranked[0]?.doc === q.document,
  };
}

export function summarizeChar(results: CharQueryResult[]): CharSummary {
  const byK = (pick: (r: CharQueryResult) => Record<number, number>) => Object.fromEntries(KS.map((k) => [k, mean(results.map((r) => pick(r)[k]!))]));
  const categories = [...new Set(results.map((r) => r.category))].sort();
  return {
    queries: results.length,
    precision: byK((r) => r.precision),
    recall: byK((r) => r.recall),
    ndcg10: mean(results.map((r) => r.ndcg10)),
    mrr10: mean(results.map((r) => r.mrr10)),
    rightContractAt1: mean(results.map((r) => (r.rightContractAt1 ? 1 : 0))),
    byCategory: Object.fromEntries(
      categories.map((c) => {
        const rs = results.filter((r) => r.category === c);
        return [
          c,
          {
            queries: rs.length,
            recall8: mean(rs.map((r) => r.recall[8]!)),
            recall64: mean(rs.map((r) => r.recall[64]!)),
            ndcg10: mean(rs.map((r) => r.ndcg10)),
          },
        ];
      }),
    ),
  };
}

export interface QuoteQueryResult {
  queryId: string;
  category: string;
  quoteRecall: Record<number, number>;
  rightContractAt1: boolean;
}

export interface QuoteSummary {
  queries: number;
  quoteRecall: Record<number, number>;
  rightContractAt1: number;
}

/** Quote recall: only passages of the query's own contract can hold its quotes; others still take their rank. */
export function scoreQuoteQuery(q: EvalQuery, ranked: RankedPassage[]): QuoteQueryResult {
  const empty = new Set<string>();
  const grams = ranked.map((p) => (p.doc === q.document ? passageGrams(p.text) : empty));
  return {
    queryId: q.query_id,
    category: q.category,
    quoteRecall: Object.fromEntries(KS.map((k) => [k, quoteRecallAtK(q.gold_text, grams, k)])),
    rightContractAt1: ranked[0]?.doc === q.document,
  };
}

export function summarizeQuote(results: QuoteQueryResult[]): QuoteSummary {
  return {
    queries: results.length,
    quoteRecall: Object.fromEntries(KS.map((k) => [k, mean(results.map((r) => r.quoteRecall[k]!))])),
    rightContractAt1: mean(results.map((r) => (r.rightContractAt1 ? 1 : 0))),
  };
}
