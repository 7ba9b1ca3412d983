/** The CUAD dev set on disk: contracts, LegalBench-RAG style queries and per-contract key terms. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_QUESTION_LENGTH } from '../common/search.js';
import { keyTermFields, type KeyTermField } from './keyterms.js';

export interface EvalQuery {
  query_id: string;
  category: string;
  query: string;
  /** Contract NAME (file name without extension). */
  document: string;
  snippets: Array<{ file_path: string; span: [number, number] }>;
  gold_text: string[];
}

export interface KeyTerm {
  answer: string;
  evidence_spans: Array<[number, number]>;
  evidence_text: string[];
}

export type KeyTermRow = { document: string; file_path: string } & Record<KeyTermField, KeyTerm>;

export interface Dataset {
  dir: string;
  /** Contract NAMEs, sorted. */
  contracts: string[];
  queries: EvalQuery[];
  keyTerms: KeyTermRow[];
  txt(name: string): string;
  path(name: string, kind: 'txt' | 'pdf'): string;
}

export function loadDataset(dir: string, limit?: number): Dataset {
  const contractsDir = join(dir, 'contracts');
  if (!existsSync(contractsDir)) throw new Error(`No contracts/ in ${dir} (set --dir or CUAD_DIR)`);
  let contracts = [
    ...new Set(
      readdirSync(contractsDir)
        .filter((f) => f.endsWith('.txt'))
        .map((f) => f.slice(0, -4)),
    ),
  ].sort();
  if (limit) contracts = contracts.slice(0, limit);
  const wanted = new Set(contracts);
  const nameOf = (filePath: string) => filePath.replace(/^contracts\//, '').replace(/\.txt$/, '');
  const queries = (JSON.parse(readFileSync(join(dir, 'queries.json'), 'utf8')) as { tests: EvalQuery[] }).tests.filter((q) => wanted.has(q.document));
  const keyTerms = readFileSync(join(dir, 'keyterms.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as KeyTermRow)
    .map((row) => ({ ...row, document: row.document ?? nameOf(row.file_path) }))
    .filter((row) => wanted.has(row.document));
  for (const row of keyTerms) for (const f of keyTermFields) if (!row[f]) throw new Error(`keyterms.jsonl: ${row.document} lacks ${f}`);
  const cache = new Map<string, string>();
  return {
    dir,
    contracts,
    queries,
    keyTerms,
    txt(name) {
      let t = cache.get(name);
      if (t === undefined) cache.set(name, (t = readFileSync(join(contractsDir, `${name}.txt`), 'utf8')));
      return t;
    },
    path: (name, kind) => join(contractsDir, `${name}.${kind}`),
  };
}

/**
 * The product takes questions of at most MAX_QUESTION_LENGTH characters. A few CUAD queries name dozens of
 * parties; for those the party list is cut (at a word) so the question itself, which comes last, is kept.
 */
export function fitQuery(query: string, max = MAX_QUESTION_LENGTH): string {
  if (query.length <= max) return query;
  const cut = query.lastIndexOf('; ');
  const question = cut >= 0 ? query.slice(cut + 2) : '';
  const room = max - question.length - 3;
  if (!question || room < 50) return query.slice(0, max);
  const head = query.slice(0, room);
  return `${head.slice(0, Math.max(head.lastIndexOf(' '), 1))}…; ${question}`;
}

/**
 * How the dev set's queries name their contract: the "Consider the <Title> between <parties>; " that opens every
 * query of that document (up to its last "; ", the question coming after it). '' when the document has no query.
 */
export function namingPrefix(queries: EvalQuery[], document: string): string {
  const q = queries.find((x) => x.document === document)?.query ?? '';
  const cut = q.lastIndexOf('; ');
  return cut >= 0 ? q.slice(0, cut + 2) : '';
}

/** A question as a user asks it of one contract among many: the contract named the way its queries name it. */
export function namedQuestion(queries: EvalQuery[], document: string, question: string): string {
  return fitQuery(`${namingPrefix(queries, document)}${question}`);
}
