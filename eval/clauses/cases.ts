/**
 * The clause questions of a CUAD split as cases for the DB-free harness: each query with its contract's top
 * passages and gold spans, and, for every category a contract has no gold for, the same question asked of that
 * contract (a negative: the product should say it did not find it).
 */
import type { SearchHit } from '../../common/search.js';
import { fitQuery, loadDataset } from '../dataset.js';
import { indexContract, overlaps, rankPassages, type IndexedContract } from './passages.js';

export interface ClauseCase {
  id: string;
  category: string;
  contract: string;
  query: string;
  passages: SearchHit[];
  /** Gold spans in the contract's text; empty for a negative. */
  gold: Array<[number, number]>;
  /** Whether one of the first three passages overlaps a gold span. */
  goldInTop3: boolean;
}

function questionOf(query: string): string {
  const cut = query.lastIndexOf('; ');
  return cut >= 0 ? query.slice(cut + 2) : query;
}

export function loadCases(dir: string, options: { limit?: number; negatives?: boolean } = {}): ClauseCase[] {
  const data = loadDataset(dir, options.limit);
  const indexed = new Map<string, IndexedContract>();
  const contract = (name: string) => {
    let c = indexed.get(name);
    if (!c) indexed.set(name, (c = indexContract(name, data.txt(name))));
    return c;
  };
  const cases: ClauseCase[] = [];
  const questions = new Map<string, string>();
  const present = new Map<string, Set<string>>();
  const contextOf = new Map<string, string>();
  for (const q of data.queries) {
    const query = fitQuery(q.query);
    questions.set(q.category, questionOf(q.query));
    if (!present.has(q.document)) present.set(q.document, new Set());
    present.get(q.document)!.add(q.category);
    const cut = query.lastIndexOf('; ');
    if (cut >= 0) contextOf.set(q.document, query.slice(0, cut));
    const passages = rankPassages(contract(q.document), query);
    const gold = q.snippets.map((s) => s.span);
    cases.push({
      id: q.query_id,
      category: q.category,
      contract: q.document,
      query,
      passages,
      gold,
      goldInTop3: passages.slice(0, 3).some((p) => overlaps(p.charStart, p.charEnd, gold)),
    });
  }
  if (options.negatives !== false) {
    const categories = [...questions.keys()].sort();
    for (const name of data.contracts) {
      const has = present.get(name) ?? new Set();
      for (const category of categories) {
        if (has.has(category)) continue;
        const context = contextOf.get(name);
        const query = context ? `${context}; ${questions.get(category)!}` : questions.get(category)!;
        cases.push({
          id: `neg:${name}:${category}`,
          category,
          contract: name,
          query,
          passages: rankPassages(contract(name), query),
          gold: [],
          goldInTop3: false,
        });
      }
    }
  }
  return cases;
}
