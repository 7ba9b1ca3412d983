/**
 * npm run eval: ingests CUAD sets through the real pipeline (each set in its own database), measures retrieval as
 * ../shared/eval/cuad-dev/README.md defines it beside a plain BM25 baseline, asks the key-term questions and the
 * clause queries through the public API (POST /api/v1/query), and writes EVALUATION.md and reports/eval-*.json.
 *
 *   npm run eval                               cuad-dev, everything, from scratch (a throwaway PGlite database)
 *   npm run eval -- --sets train,dev           cuad-train and cuad-dev, each in its own database, side by side
 *   npm run eval -- --limit 10                 the first 10 contracts of each set only (EVALUATION.md is then left alone)
 *   npm run eval -- --reuse [DIR]              keep the ingested database in DIR (default .data-eval) between runs;
 *                                              sets other than dev go in DIR-<set> (e.g. .data-eval-train)
 *   npm run eval -- --dir PATH                 the set to run alone (default: CUAD_DIR, else ../shared/eval/cuad-dev)
 *   npm run eval -- --database-url URL         PostgreSQL instead of PGlite (use an empty database; sets get their own workspaces)
 *   --no-pdf, --no-answers, --no-clauses       skip the PDF corpus / the key-term answers / the clause queries as answers
 *   --no-filtered                              skip the key-term questions filtered to the contract (named ones only)
 *   --pdf-every N                              PDF retrieval on every N-th query only (a deterministic sample, for speed)
 *   --pdf-answers                              also ask the named key-term questions of the PDF corpus (slow)
 *   --write-md                                 write EVALUATION.md even for a --limit run
 *   --report FILE                              only re-render EVALUATION.md (in --out-dir) from a reports/eval-*.json
 *   --out-dir DIR                              where EVALUATION.md and reports/ go (default: the repository root)
 *
 *   npm run eval -- --leases DIR               lease abstraction instead (eval/leases/README.md): DIR is a split
 *                                              (/work/lease-devset/dev) or a set of them (every split found);
 *                                              --leases-split dev|train|train,dev, --leases-timeout SECONDS,
 *                                              --limit N (first N leases, no portfolio questions), --database-url URL
 *                                              --keep-data DIR (keep the PGlite database there)
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { summarizeAnswers, type AnswerRow } from './answers.js';
import { fitQuery, loadDataset, type Dataset } from './dataset.js';
import { evaluateSet } from './evaluate-set.js';
import { scoreKeyTerm, stripMarkers } from './keyterms.js';
import { log } from './log.js';
import { commandLine, parseArgs, parseLeaseArgs, reuseDir } from './options.js';
import { Pipeline, type CorpusKind } from './pipeline.js';
import { renderReport, writeEvaluationMd } from './report.js';
import type { EvalResults, SetResults } from './results.js';
import { summarizeChar, type CharQueryResult } from './retrieval.js';

/** Scores the recorded answers again with the current rules (citations are kept as recorded). */
function rescoreAnswers(results: EvalResults) {
  results.answersRescoredAt = new Date().toISOString();
  const again = (rows: AnswerRow[]) =>
    rows.map((row) => {
      const v = scoreKeyTerm(row.field, row.gold, { text: stripMarkers(row.answer), answered: row.answered, value: row.value });
      return { ...row, correct: v.correct, got: v.got, goldEmpty: v.goldEmpty };
    });
  for (const set of results.sets) {
    if (!set.answers) continue;
    const a = set.answers;
    set.details.answersNamed = again(set.details.answersNamed);
    a.named = summarizeAnswers(set.details.answersNamed, 'named', a.named.secondsPerQuestion);
    if (a.filtered) {
      set.details.answersFiltered = again(set.details.answersFiltered);
      a.filtered = summarizeAnswers(set.details.answersFiltered, 'filtered', a.filtered.secondsPerQuestion);
    }
    if (a.pdf) {
      set.details.answersPdf = again(set.details.answersPdf);
      a.pdf = summarizeAnswers(set.details.answersPdf, 'named', a.pdf.secondsPerQuestion);
    }
  }
}

/** Splits the .txt retrieval figures by whether the query holds quoted text (most CUAD queries quote party aliases). */
function addQueryFormBreakdown(set: SetResults, data: Dataset) {
  const quoted = new Set(data.queries.filter((q) => /"[^"]+"/.test(fitQuery(q.query))).map((q) => q.query_id));
  const split = (isQuoted: boolean) => {
    const pick = (rs: CharQueryResult[]) => rs.filter((r) => quoted.has(r.queryId) === isQuoted);
    return { queries: pick(set.details.product).length, product: summarizeChar(pick(set.details.product)), bm25: summarizeChar(pick(set.details.bm25)) };
  };
  set.retrieval.byQueryForm = { quoted: split(true), plain: split(false) };
}

const hasPdfs = (dir: string) => readdirSync(join(dir, 'contracts')).some((f) => f.endsWith('.pdf'));

async function runSet(set: { name: string; dir: string }, options: EvalResults['options'], databaseUrl: string | undefined): Promise<SetResults> {
  const data = loadDataset(set.dir, options.limit);
  log(`[${set.name}] ${set.dir}: ${data.contracts.length} contracts, ${data.queries.length} queries, ${data.keyTerms.length} key-term rows`);
  const withPdf = options.pdf && hasPdfs(set.dir);
  const dataDir = options.reuse ? reuseDir(options.reuse, set.name) : mkdtempSync(join(tmpdir(), `propwise-eval-${set.name}-`));
  const reused = !!options.reuse && existsSync(join(dataDir, 'eval-manifest.json'));
  mkdirSync(dataDir, { recursive: true });
  log(`[${set.name}] database: ${databaseUrl ? 'PostgreSQL (--database-url)' : `PGlite in ${dataDir}`}${reused ? ' (reused)' : ''}`);
  const pipeline = await Pipeline.open(dataDir, { databaseUrl });
  try {
    const kinds: CorpusKind[] = withPdf ? ['txt', 'pdf'] : ['txt'];
    const ingestion = await pipeline.ingest(kinds.flatMap((kind) => data.contracts.map((name) => ({ kind, name, path: data.path(name, kind) }))));
    log(`[${set.name}] ingested in ${ingestion.seconds.toFixed(0)} s (all processed after ${ingestion.processedSeconds.toFixed(0)} s)`);
    const results = await evaluateSet(set.name, data, pipeline, options, ingestion, reused, withPdf);
    addQueryFormBreakdown(results, data);
    return results;
  } finally {
    await pipeline.close();
    if (!options.reuse) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--leases')) {
    const { runLeaseEvaluation } = await import('./leases/run.js');
    process.exit(await runLeaseEvaluation(parseLeaseArgs(argv, existsSync)));
  }
  const options = parseArgs(argv);
  if (options.report) {
    const results = JSON.parse(readFileSync(options.report, 'utf8')) as EvalResults;
    if (!Array.isArray(results.sets)) throw new Error(`${options.report} was recorded before runs held several sets: run the evaluation again`);
    for (const set of results.sets) addQueryFormBreakdown(set, loadDataset(set.dir, results.options.limit));
    rescoreAnswers(results);
    process.stdout.write(renderReport(results, 'stdout') + '\n');
    writeEvaluationMd(join(options.outDir, 'EVALUATION.md'), results);
    log(`wrote ${join(options.outDir, 'EVALUATION.md')} from ${options.report}`);
    return;
  }
  const databaseUrl = argv.includes('--database-url') ? argv[argv.indexOf('--database-url') + 1] : process.env.EVAL_DATABASE_URL;
  const loadAverageBefore = loadavg().map((l) => Number(l.toFixed(2)));
  const sets: SetResults[] = [];
  for (const set of options.sets) sets.push(await runSet(set, options, databaseUrl));
  const results: EvalResults = {
    date: new Date().toISOString(),
    command: commandLine(argv),
    options,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      totalMemoryGb: Math.round(totalmem() / 1024 ** 3),
      node: process.version,
      loadAverageBefore,
      loadAverageAfter: loadavg().map((l) => Number(l.toFixed(2))),
    },
    sets,
  };
  const stamp = results.date.replace(/[:.]/g, '-');
  mkdirSync(join(options.outDir, 'reports'), { recursive: true });
  const jsonFile = join(options.outDir, 'reports', `eval-${stamp}.json`);
  writeFileSync(jsonFile, JSON.stringify(results, null, 2) + '\n');
  process.stdout.write(renderReport(results, 'stdout') + '\n');
  log(`wrote ${jsonFile}`);
  if (options.writeMd) {
    writeEvaluationMd(join(options.outDir, 'EVALUATION.md'), results);
    log('wrote EVALUATION.md');
  }
}

await main();
process.exit(0);
