/**
 * A Markdown table of two clause reports side by side (before/after, train/dev), per category:
 *   node --import tsx eval/clauses/compare.ts eval/clauses/results
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Row {
  category: string;
  keyTerm: boolean;
  queries: number;
  answeredGold: number;
  goldTop3: number;
  notFoundTop3: number;
  negatives: number;
  negativesNotFound: number;
}
interface Report {
  rows: Row[];
  generic: { queries: number; answeredGold: number; notFoundTop3: number; goldTop3: number; negatives: number; negativesNotFound: number };
}

const dir = process.argv[2] ?? 'eval/clauses/results';
const load = (name: string) => JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Report;
const reports = { tb: load('before-train'), ta: load('after-train'), db: load('before-dev'), da: load('after-dev') };
const pct = (n: number, d: number) => (d ? ((100 * n) / d).toFixed(0) : '–');
const find = (r: Report, category: string) => r.rows.find((x) => x.category === category);

console.log(
  '| category | train n | answered from gold, train before → after | not found, gold in top 3, train | dev n | answered from gold, dev | not found, gold in top 3, dev |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const a of reports.ta.rows.filter((r) => !r.keyTerm)) {
  const cells = [a.category, String(a.queries)];
  const tb = find(reports.tb, a.category)!;
  cells.push(`${pct(tb.answeredGold, tb.queries)} → ${pct(a.answeredGold, a.queries)}`);
  cells.push(`${pct(tb.notFoundTop3, tb.goldTop3)} → ${pct(a.notFoundTop3, a.goldTop3)}`);
  const db = find(reports.db, a.category);
  const da = find(reports.da, a.category);
  cells.push(String(da?.queries ?? 0));
  cells.push(db && da ? `${pct(db.answeredGold, db.queries)} → ${pct(da.answeredGold, da.queries)}` : '–');
  cells.push(db && da ? `${pct(db.notFoundTop3, db.goldTop3)} → ${pct(da.notFoundTop3, da.goldTop3)}` : '–');
  console.log(`| ${cells.join(' | ')} |`);
}
const g = (r: Report) => r.generic;
const f = (x: number) => (100 * x).toFixed(1);
console.log(
  `| **all clause questions** | ${g(reports.ta).queries} | ${f(g(reports.tb).answeredGold)} → ${f(g(reports.ta).answeredGold)} | ${f(g(reports.tb).notFoundTop3)} → ${f(g(reports.ta).notFoundTop3)} | ${g(reports.da).queries} | ${f(g(reports.db).answeredGold)} → ${f(g(reports.da).answeredGold)} | ${f(g(reports.db).notFoundTop3)} → ${f(g(reports.da).notFoundTop3)} |`,
);
console.log(
  `\nNegatives (a category the contract lacks), said "not found": train ${f(g(reports.tb).negativesNotFound)}% → ${f(g(reports.ta).negativesNotFound)}% of ${g(reports.ta).negatives}; dev ${f(g(reports.db).negativesNotFound)}% → ${f(g(reports.da).negativesNotFound)}% of ${g(reports.da).negatives}.`,
);
