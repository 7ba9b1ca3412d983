/**
 * The 40 CUAD clause categories, asked as answers: every query of queries.json sent as written ("Consider the
 * <contract> between <parties>; <question>") to POST /api/v1/query over the whole workspace. A query counts as
 * answered with the gold when the product answers (not "not found") and a citation overlaps a gold span.
 */
import type { ApiAnswer } from './api-client.js';
import { fitQuery, type EvalQuery } from './dataset.js';
import { grounding, summarizeGrounding, type GroundingSummary, type ToTxt } from './grounding.js';
import { log } from './log.js';

export interface ClauseRow {
  queryId: string;
  category: string;
  answered: boolean;
  /** Answered and a citation overlaps a gold span. */
  answeredWithGold: boolean;
  citationOverlap: boolean;
  citesOther: boolean;
  goldInTop3: boolean;
}

export interface ClauseCategorySummary extends GroundingSummary {
  answered: number;
  answeredWithGold: number;
}

export interface ClauseSummary {
  overall: ClauseCategorySummary;
  byCategory: Record<string, ClauseCategorySummary>;
  secondsPerQuery: number;
}

export function scoreClauseQuery(q: EvalQuery, documentId: string, res: ApiAnswer, toTxt: ToTxt): ClauseRow {
  const gold = q.snippets.map((s) => s.span);
  const g = grounding(res, documentId, gold.length > 0, (s) => {
    if (s.documentId !== documentId) return false;
    const span = toTxt(s.documentId, s.charStart, s.charEnd);
    return !!span && gold.some(([a, b]) => span.start < b && a < span.end);
  });
  return {
    queryId: q.query_id,
    category: q.category,
    answered: res.answered,
    answeredWithGold: res.answered && g.citationOverlap === true,
    citationOverlap: g.citationOverlap === true,
    citesOther: g.citesOther,
    goldInTop3: g.goldInTop3 === true,
  };
}

function summarizeRows(rows: ClauseRow[]): ClauseCategorySummary {
  const n = Math.max(1, rows.length);
  return {
    ...summarizeGrounding(rows.map((r) => ({ answered: r.answered, citesOther: r.citesOther, goldInTop3: r.goldInTop3, citationOverlap: r.citationOverlap }))),
    answered: rows.filter((r) => r.answered).length / n,
    answeredWithGold: rows.filter((r) => r.answeredWithGold).length / n,
  };
}

export function summarizeClauses(rows: ClauseRow[], secondsPerQuery = 0): ClauseSummary {
  const categories = [...new Set(rows.map((r) => r.category))].sort();
  return {
    overall: summarizeRows(rows),
    byCategory: Object.fromEntries(categories.map((c) => [c, summarizeRows(rows.filter((r) => r.category === c))])),
    secondsPerQuery,
  };
}

export async function evaluateClauseQueries(
  queries: EvalQuery[],
  ask: (query: string) => Promise<ApiAnswer>,
  documentIds: Map<string, string>,
  toTxt: ToTxt,
  label: string,
): Promise<{ rows: ClauseRow[]; summary: ClauseSummary }> {
  const rows: ClauseRow[] = [];
  const start = performance.now();
  for (const q of queries) {
    const documentId = documentIds.get(q.document);
    if (!documentId) continue;
    rows.push(scoreClauseQuery(q, documentId, await ask(fitQuery(q.query)), toTxt));
    if (rows.length % 200 === 0) log(`  ${label} clause questions: ${rows.length}/${queries.length}`);
  }
  return { rows, summary: summarizeClauses(rows, (performance.now() - start) / 1000 / Math.max(1, rows.length)) };
}
