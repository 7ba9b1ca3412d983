/**
 * Clause answers per CUAD category, DB-free: for each query, whether the offline composer answers with a
 * sentence overlapping the gold, and how often it says "not found" while a gold passage is in the top three;
 * for each category a contract lacks, how often it rightly says "not found".
 *
 *   node --import tsx eval/clauses/report.ts --set cuad-train [--limit 20] [--out eval/clauses/results/after-train.json]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeOfflineAnswer } from '../../server/modules/answers/offline/compose-offline.js';
import { analyzeQuestion } from '../../server/modules/answers/offline/question-kind.js';
import { loadCases } from './cases.js';
import { overlaps } from './passages.js';

export const EVAL_ROOT = process.env.EVAL_ROOT ?? fileURLToPath(new URL('../../../shared/eval', import.meta.url));

interface Row {
  category: string;
  keyTerm: boolean;
  queries: number;
  answeredGold: number;
  goldTop3: number;
  notFoundTop3: number;
  negatives: number;
  negativesNotFound: number;
  /** Negatives answered with a claim: "Yes:", "No:" or "Only with conditions:". */
  negativesClaimed: number;
  /** Queries with gold answered with such a claim, citing the gold. */
  claimedGold: number;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export function clauseReport(set: string, limit?: number): Row[] {
  const rows = new Map<string, Row>();
  for (const c of loadCases(join(EVAL_ROOT, set), { limit })) {
    let r = rows.get(c.category);
    if (!r) {
      const keyTerm = analyzeQuestion(c.query).topic !== null;
      rows.set(
        c.category,
        (r = {
          category: c.category,
          keyTerm,
          queries: 0,
          answeredGold: 0,
          goldTop3: 0,
          notFoundTop3: 0,
          negatives: 0,
          negativesNotFound: 0,
          negativesClaimed: 0,
          claimedGold: 0,
        }),
      );
    }
    const a = composeOfflineAnswer(c.query, c.passages);
    if (!c.gold.length) {
      r.negatives++;
      if (!a.answered) r.negativesNotFound++;
      if (/^(Yes|No|Only with conditions):/.test(a.answer)) r.negativesClaimed++;
      continue;
    }
    r.queries++;
    if (a.answered && a.citations.some((x) => overlaps(x.charStart, x.charEnd, c.gold))) {
      r.answeredGold++;
      if (/^(Yes|No|Only with conditions):/.test(a.answer)) r.claimedGold++;
    }
    if (c.goldInTop3) {
      r.goldTop3++;
      if (!a.answered) r.notFoundTop3++;
    }
  }
  return [...rows.values()].sort((a, b) => Number(a.keyTerm) - Number(b.keyTerm) || b.queries - a.queries);
}

export function totals(rows: Row[], keyTerm: boolean | null) {
  const sel = rows.filter((r) => keyTerm === null || r.keyTerm === keyTerm);
  const sum = (k: keyof Row) => sel.reduce((n, r) => n + (r[k] as number), 0);
  return {
    queries: sum('queries'),
    answeredGold: sum('answeredGold') / Math.max(1, sum('queries')),
    notFoundTop3: sum('notFoundTop3') / Math.max(1, sum('goldTop3')),
    goldTop3: sum('goldTop3'),
    negatives: sum('negatives'),
    negativesNotFound: sum('negativesNotFound') / Math.max(1, sum('negatives')),
    negativesClaimed: sum('negativesClaimed') / Math.max(1, sum('negatives')),
    claimedGold: sum('claimedGold') / Math.max(1, sum('queries')),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const set = arg('set') ?? 'cuad-dev';
  const limit = arg('limit') ? Number(arg('limit')) : undefined;
  const started = performance.now();
  const rows = clauseReport(set, limit);
  const pct = (x: number) => (100 * x).toFixed(1);
  console.log(`${set}: ${rows.reduce((n, r) => n + r.queries, 0)} queries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log('category | queries | answered from gold % | gold in top 3 | not found there % | negatives | negatives not found %');
  for (const r of rows)
    console.log(
      `${r.keyTerm ? '*' : ''}${r.category} | ${r.queries} | ${pct(r.answeredGold / Math.max(1, r.queries))} | ${r.goldTop3} | ${pct(r.notFoundTop3 / Math.max(1, r.goldTop3))} | ${r.negatives} | ${pct(r.negativesNotFound / Math.max(1, r.negatives))}`,
    );
  for (const [label, k] of [
    ['clause (generic path)', false],
    ['key terms', true],
    ['all', null],
  ] as const) {
    const t = totals(rows, k);
    console.log(
      `${label}: answered from gold ${pct(t.answeredGold)}%, not found with gold in top 3 ${pct(t.notFoundTop3)}% (${t.goldTop3}), negatives not found ${pct(t.negativesNotFound)}%, negatives answered "Yes:"/"No:" ${pct(t.negativesClaimed)}%, answered "Yes:"/"No:" from gold ${pct(t.claimedGold)}%`,
    );
  }
  const out = arg('out');
  if (out) {
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify({ set, rows, generic: totals(rows, false), keyTerms: totals(rows, true), all: totals(rows, null) }, null, 1)}\n`);
  }
}
