/**
 * npm run eval: ingests the CUAD dev set (both the .txt and the .pdf of every contract) through the real pipeline,
 * measures retrieval and key-term answers as ../shared/eval/cuad-dev/README.md defines them, beside a plain BM25
 * baseline over 500-character chunks computed in the same run, and writes EVALUATION.md and reports/eval-*.json.
 *
 *   npm run eval                               everything, from scratch (a throwaway PGlite database)
 *   npm run eval -- --limit 10                 the first 10 contracts only (EVALUATION.md is then left alone)
 *   npm run eval -- --reuse [DIR]              keep the ingested database in DIR (default .data-eval) between runs
 *   npm run eval -- --dir PATH                 the dev set (default: CUAD_DIR, else ../shared/eval/cuad-dev)
 *   npm run eval -- --database-url URL         PostgreSQL instead of PGlite (use an empty database)
 *   --no-pdf, --no-answers                     skip the PDF corpus / the key-term answers
 *   --pdf-every N                              PDF retrieval on every N-th query only (a deterministic sample, for speed)
 *   --pdf-answers                              also ask the key-term questions of the PDF corpus (slow)
 *   --write-md                                 write EVALUATION.md even for a --limit run
 *   --report FILE                              only re-render EVALUATION.md (in --out-dir) from a reports/eval-*.json
 *   --out-dir DIR                              where EVALUATION.md and reports/ go (default: the repository root)
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateAnswers, quoteCitationLocator, summarizeAnswers, txtCitationLocator, type AnswersSummary, type AnswerRow } from './answers.js';
import { scoreKeyTerm, stripMarkers } from './keyterms.js';
import { Bm25Index, fixedChunks } from './bm25.js';
import { fitQuery, loadDataset, type Dataset } from './dataset.js';
import { log } from './log.js';
import type { Span } from './metrics.js';
import { buildOffsetMap, type OffsetMap } from './offsets.js';
import { corpusSizes, loadCanonicalText, loadChunkSpans, Pipeline, type CorpusKind, type IngestionRecord, type IngestResult } from './pipeline.js';
import { loadProduct, type Product } from './product.js';
import { renderReport, writeEvaluationMd } from './report.js';
import {
  scoreCharQuery,
  scoreQuoteQuery,
  summarizeChar,
  summarizeQuote,
  type CharQueryResult,
  type CharSummary,
  type QuoteQueryResult,
  type QuoteSummary,
  type RankedPassage,
} from './retrieval.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv: string[]) {
  const has = (name: string) => argv.includes(`--${name}`);
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    const v = i >= 0 ? argv[i + 1] : undefined;
    return v && !v.startsWith('--') ? v : undefined;
  };
  const limit = value('limit') ? Number(value('limit')) : undefined;
  if (limit !== undefined && !(limit > 0)) throw new Error('--limit takes a positive number');
  return {
    dir: resolve(value('dir') ?? process.env.CUAD_DIR ?? join(repoRoot, '..', 'shared', 'eval', 'cuad-dev')),
    limit,
    reuse: has('reuse') ? resolve(value('reuse') ?? join(repoRoot, '.data-eval')) : null,
    databaseUrl: value('database-url') ?? process.env.EVAL_DATABASE_URL,
    pdf: !has('no-pdf'),
    answers: !has('no-answers'),
    pdfAnswers: has('pdf-answers') && !has('no-pdf'),
    pdfEvery: Math.max(1, Number(value('pdf-every') ?? 1) || 1),
    writeMd: has('write-md') || limit === undefined,
    outDir: resolve(value('out-dir') ?? repoRoot),
    report: value('report') ? resolve(value('report')!) : null,
  };
}
export type EvalOptions = ReturnType<typeof parseArgs>;

export interface EvalResults {
  date: string;
  /** Set when EVALUATION.md was re-rendered with --report: the recorded answers were scored again then. */
  answersRescoredAt?: string;
  options: EvalOptions;
  machine: { cpus: number; cpuModel: string; totalMemoryGb: number; node: string; loadAverageBefore: number[]; loadAverageAfter: number[] };
  implementations: { search: string; answers: string | null; embeddingModel: string };
  corpus: {
    contracts: number;
    queries: number;
    keyTermContracts: number;
    txt: { documents: number; pages: number; chunks: number; failures: Array<{ name: string; reason: string }> };
    pdf: { documents: number; pages: number; ocrPages: number; chunks: number; failures: Array<{ name: string; reason: string }> } | null;
    bm25Chunks: number;
  };
  ingestion: {
    seconds: number;
    processedSeconds: number;
    reused: boolean;
    embeddingsMissing: number;
    embeddingFailure: string | null;
    /** With --reuse: the earlier ingestions into this database (the first one is from scratch). */
    history: IngestionRecord[];
  };
  offsets: { exact: number; inexact: Array<{ name: string; matchedShare: number }> };
  retrieval: {
    product: CharSummary & { quote: QuoteSummary; secondsPerQuery: number };
    bm25: CharSummary & { quote: QuoteSummary; secondsPerQuery: number };
    productPdf: (QuoteSummary & { secondsPerQuery: number }) | null;
    /** Queries holding quoted text ("...") against the rest: quotes are web-search phrases in the product's first full-text pass. */
    byQueryForm?: Record<'quoted' | 'plain', { queries: number; product: CharSummary; bm25: CharSummary }>;
  };
  answers: { txt: AnswersSummary; pdf: AnswersSummary | null } | null;
  details: {
    product: CharQueryResult[];
    bm25: CharQueryResult[];
    productPdf: QuoteQueryResult[];
    answersTxt: AnswerRow[];
    answersPdf: AnswerRow[];
  };
}

async function runQueries(
  queries: Dataset['queries'],
  label: string,
  retrieve: (query: string) => Promise<RankedPassage[]>,
  score: (q: Dataset['queries'][number], ranked: RankedPassage[]) => void,
) {
  const start = performance.now();
  let n = 0;
  for (const q of queries) {
    score(q, await retrieve(fitQuery(q.query)));
    if (++n % 100 === 0) log(`  ${label}: ${n}/${queries.length} queries`);
  }
  return (performance.now() - start) / 1000 / Math.max(1, n);
}

/** Scores the recorded answers again with the current rules (citations are kept as recorded). */
function rescoreAnswers(results: EvalResults) {
  if (!results.answers) return;
  results.answersRescoredAt = new Date().toISOString();
  const again = (rows: AnswerRow[]) =>
    rows.map((row) => {
      const v = scoreKeyTerm(row.field, row.gold, { text: stripMarkers(row.answer), answered: row.answered });
      return { ...row, correct: v.correct, got: v.got, goldEmpty: v.goldEmpty };
    });
  results.details.answersTxt = again(results.details.answersTxt);
  results.answers.txt = summarizeAnswers(results.details.answersTxt, results.answers.txt.secondsPerQuestion);
  if (results.answers.pdf) {
    results.details.answersPdf = again(results.details.answersPdf);
    results.answers.pdf = summarizeAnswers(results.details.answersPdf, results.answers.pdf.secondsPerQuestion);
  }
}

/** Splits the .txt retrieval figures by whether the query holds quoted text (most CUAD queries quote party aliases). */
function addQueryFormBreakdown(results: EvalResults, data: Dataset) {
  const quoted = new Set(data.queries.filter((q) => /"[^"]+"/.test(fitQuery(q.query))).map((q) => q.query_id));
  const split = (isQuoted: boolean) => {
    const pick = (rs: CharQueryResult[]) => rs.filter((r) => quoted.has(r.queryId) === isQuoted);
    return {
      queries: pick(results.details.product).length,
      product: summarizeChar(pick(results.details.product)),
      bm25: summarizeChar(pick(results.details.bm25)),
    };
  };
  results.retrieval.byQueryForm = { quoted: split(true), plain: split(false) };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.report) {
    const results = JSON.parse(readFileSync(options.report, 'utf8')) as EvalResults;
    addQueryFormBreakdown(results, loadDataset(results.options.dir, results.options.limit));
    rescoreAnswers(results);
    process.stdout.write(renderReport(results, 'stdout') + '\n');
    writeEvaluationMd(join(options.outDir, 'EVALUATION.md'), results);
    log(`wrote ${join(options.outDir, 'EVALUATION.md')} from ${options.report}`);
    return;
  }
  const loadAverageBefore = loadavg().map((l) => Number(l.toFixed(2)));
  const data = loadDataset(options.dir, options.limit);
  log(`CUAD dev set at ${options.dir}: ${data.contracts.length} contracts, ${data.queries.length} queries, ${data.keyTerms.length} key-term rows`);

  const reused = !!options.reuse && existsSync(join(options.reuse, 'eval-manifest.json'));
  const dataDir = options.reuse ?? mkdtempSync(join(tmpdir(), 'propwise-eval-'));
  mkdirSync(dataDir, { recursive: true });
  log(`database: ${options.databaseUrl ? 'PostgreSQL (--database-url)' : `PGlite in ${dataDir}`}${reused ? ' (reused)' : ''}`);
  const pipeline = await Pipeline.open(dataDir, { databaseUrl: options.databaseUrl });
  try {
    const kinds: CorpusKind[] = options.pdf ? ['txt', 'pdf'] : ['txt'];
    const ingestion: IngestResult = await pipeline.ingest(kinds.flatMap((kind) => data.contracts.map((name) => ({ kind, name, path: data.path(name, kind) }))));
    log(`ingested in ${ingestion.seconds.toFixed(0)} s (all processed after ${ingestion.processedSeconds.toFixed(0)} s)`);
    const results = await evaluate(data, pipeline, options, ingestion, reused, loadAverageBefore);
    addQueryFormBreakdown(results, data);
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
  } finally {
    await pipeline.close();
    if (!options.reuse) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function evaluate(
  data: Dataset,
  pipeline: Pipeline,
  options: EvalOptions,
  ingestion: IngestResult,
  reused: boolean,
  loadAverageBefore: number[],
): Promise<EvalResults> {
  const product: Product = await loadProduct(pipeline.deps);
  const txt = pipeline.corpora.txt;
  const pdf = pipeline.corpora.pdf;
  const nameOf = (corpusDocs: Map<string, string>) => new Map([...corpusDocs].map(([name, id]) => [id, name]));
  const txtNames = nameOf(txt.documents);
  const pdfNames = nameOf(pdf.documents);

  // Canonical text → .txt offsets, one map per contract (checked: every non-space character must line up).
  const maps = new Map<string, OffsetMap>();
  const inexact: Array<{ name: string; matchedShare: number }> = [];
  for (const name of data.contracts) {
    const id = txt.documents.get(name);
    if (!id) continue;
    const map = buildOffsetMap(data.txt(name), await loadCanonicalText(pipeline, id));
    maps.set(name, map);
    if (!map.exact) inexact.push({ name, matchedShare: map.matched / Math.max(1, data.txt(name).replace(/\s/g, '').length) });
  }
  log(`offset maps: ${maps.size - inexact.length} exact, ${inexact.length} inexact`);

  // The product's index, as .txt spans, for nDCG's ideal ranking.
  const productIndex = new Map<string, Span[]>();
  for (const c of await loadChunkSpans(pipeline, 'txt')) {
    const name = txtNames.get(c.documentId);
    const span = name ? maps.get(name)?.toSource(c.charStart, c.charEnd) : null;
    if (!name || !span) continue;
    productIndex.set(name, [...(productIndex.get(name) ?? []), { doc: name, ...span }]);
  }

  log(`retrieval: product search over the .txt workspace (${product.searchImpl})`);
  const productChar: CharQueryResult[] = [];
  const productQuoteTxt: QuoteQueryResult[] = [];
  const productSecs = await runQueries(
    data.queries,
    'product .txt',
    async (query) =>
      (await product.search(txt.workspaceId, query, 64)).map((h) => {
        const name = txtNames.get(h.documentId) ?? h.documentId;
        return { doc: name, span: maps.get(name)?.toSource(h.charStart, h.charEnd) ?? null, text: h.text };
      }),
    (q, ranked) => {
      productChar.push(scoreCharQuery(q, ranked, productIndex));
      productQuoteTxt.push(scoreQuoteQuery(q, ranked));
    },
  );

  log('retrieval: BM25 baseline over 500-character chunks of the .txt files');
  const bm25 = new Bm25Index(data.contracts.flatMap((name) => fixedChunks(name, data.txt(name), 500)));
  const bm25Index = new Map<string, Span[]>();
  for (const c of bm25.chunks) bm25Index.set(c.doc, [...(bm25Index.get(c.doc) ?? []), { doc: c.doc, start: c.start, end: c.end }]);
  const bm25Char: CharQueryResult[] = [];
  const bm25Quote: QuoteQueryResult[] = [];
  const bm25Secs = await runQueries(
    data.queries,
    'BM25',
    async (query) => bm25.search(query, 64).map(({ chunk }) => ({ doc: chunk.doc, span: { start: chunk.start, end: chunk.end }, text: chunk.text })),
    (q, ranked) => {
      bm25Char.push(scoreCharQuery(q, ranked, bm25Index));
      bm25Quote.push(scoreQuoteQuery(q, ranked));
    },
  );

  let answers: EvalResults['answers'] = null;
  let answersTxt: AnswerRow[] = [];
  let answersPdf: AnswerRow[] = [];
  if (options.answers && product.ask) {
    log(`answers: ${data.keyTerms.length} contracts × 7 key terms on the .txt corpus (${product.answerImpl})`);
    const t = await evaluateAnswers(
      data,
      product,
      { workspaceId: txt.workspaceId, userId: pipeline.userId, documentIds: txt.documents },
      txtCitationLocator(txt.documents, maps),
      '.txt',
    );
    answersTxt = t.rows;
    let pdfSummary: AnswersSummary | null = null;
    if (options.pdfAnswers) {
      log('answers: the same on the .pdf corpus');
      const p = await evaluateAnswers(
        data,
        product,
        { workspaceId: pdf.workspaceId, userId: pipeline.userId, documentIds: pdf.documents },
        quoteCitationLocator(pdf.documents),
        '.pdf',
      );
      answersPdf = p.rows;
      pdfSummary = p.summary;
    }
    answers = { txt: t.summary, pdf: pdfSummary };
  } else if (options.answers) {
    log('answers: skipped, no answer service or offline composer found');
  }

  const productPdf: QuoteQueryResult[] = [];
  let pdfSecs = 0;
  if (options.pdf) {
    const sample = data.queries.filter((_, i) => i % options.pdfEvery === 0);
    log(`retrieval: product search over the .pdf workspace (${sample.length} queries)`);
    pdfSecs = await runQueries(
      sample,
      'product .pdf',
      async (query) =>
        (await product.search(pdf.workspaceId, query, 64)).map((h) => ({ doc: pdfNames.get(h.documentId) ?? h.documentId, span: null, text: h.text })),
      (q, ranked) => productPdf.push(scoreQuoteQuery(q, ranked)),
    );
  }

  const txtSizes = await corpusSizes(pipeline, 'txt');
  const pdfSizes = options.pdf ? await corpusSizes(pipeline, 'pdf') : null;
  const failures = (kind: CorpusKind) => ingestion.reports.find((r) => r.kind === kind)?.failures ?? [];
  return {
    date: new Date().toISOString(),
    options,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      totalMemoryGb: Math.round(totalmem() / 1024 ** 3),
      node: process.version,
      loadAverageBefore,
      loadAverageAfter: loadavg().map((l) => Number(l.toFixed(2))),
    },
    implementations: { search: product.searchImpl, answers: product.answerImpl, embeddingModel: pipeline.deps.embedder.model },
    corpus: {
      contracts: data.contracts.length,
      queries: data.queries.length,
      keyTermContracts: data.keyTerms.length,
      txt: { documents: txt.documents.size, pages: txtSizes.pages, chunks: txtSizes.chunks, failures: failures('txt') },
      pdf: pdfSizes ? { documents: pdf.documents.size, ...pdfSizes, failures: failures('pdf') } : null,
      bm25Chunks: bm25.chunks.length,
    },
    ingestion: {
      seconds: ingestion.seconds,
      processedSeconds: ingestion.processedSeconds,
      reused,
      embeddingsMissing: ingestion.embeddingsMissing,
      embeddingFailure: ingestion.embeddingFailure,
      history: pipeline.ingestions,
    },
    offsets: { exact: maps.size - inexact.length, inexact },
    retrieval: {
      product: { ...summarizeChar(productChar), quote: summarizeQuote(productQuoteTxt), secondsPerQuery: productSecs },
      bm25: { ...summarizeChar(bm25Char), quote: summarizeQuote(bm25Quote), secondsPerQuery: bm25Secs },
      productPdf: options.pdf ? { ...summarizeQuote(productPdf), secondsPerQuery: pdfSecs } : null,
    },
    answers,
    details: { product: productChar, bm25: bm25Char, productPdf, answersTxt, answersPdf },
  };
}

await main();
process.exit(0);
