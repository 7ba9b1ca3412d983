/**
 * Measures one ingested CUAD set: retrieval (the product's search in process, beside BM25), key-term answers and
 * the clause queries through the public API (POST /api/v1/query over a loopback port, with an API key).
 */
import { evaluateAnswers, quoteEvidenceLocator, txtEvidenceLocator, type AnswerRow, type AnswersSummary } from './answers.js';
import { startEvalApi } from './api-client.js';
import { Bm25Index, fixedChunks } from './bm25.js';
import { evaluateClauseQueries, type ClauseRow, type ClauseSummary } from './clause-questions.js';
import { fitQuery, type Dataset } from './dataset.js';
import type { ToTxt } from './grounding.js';
import { log } from './log.js';
import type { Span } from './metrics.js';
import { buildOffsetMap, type OffsetMap } from './offsets.js';
import { corpusSizes, loadCanonicalText, loadChunkSpans, type CorpusKind, type IngestResult, type Pipeline } from './pipeline.js';
import { loadProduct } from './product.js';
import type { EvalResults, SetResults } from './results.js';
import {
  scoreCharQuery,
  scoreQuoteQuery,
  summarizeChar,
  summarizeQuote,
  type CharQueryResult,
  type QuoteQueryResult,
  type RankedPassage,
} from './retrieval.js';

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
    if (++n % 500 === 0) log(`  ${label}: ${n}/${queries.length} queries`);
  }
  return (performance.now() - start) / 1000 / Math.max(1, n);
}

export async function evaluateSet(
  name: string,
  data: Dataset,
  pipeline: Pipeline,
  options: EvalResults['options'],
  ingestion: IngestResult,
  reused: boolean,
  withPdf: boolean,
): Promise<SetResults> {
  const product = await loadProduct(pipeline.deps);
  const txt = pipeline.corpora.txt;
  const pdf = pipeline.corpora.pdf;
  const nameOf = (corpusDocs: Map<string, string>) => new Map([...corpusDocs].map(([n, id]) => [id, n]));
  const txtNames = nameOf(txt.documents);
  const pdfNames = nameOf(pdf.documents);

  // Canonical text → .txt offsets, one map per contract (checked: every non-space character must line up).
  const maps = new Map<string, OffsetMap>();
  const inexact: Array<{ name: string; matchedShare: number }> = [];
  for (const contract of data.contracts) {
    const id = txt.documents.get(contract);
    if (!id) continue;
    const map = buildOffsetMap(data.txt(contract), await loadCanonicalText(pipeline, id));
    maps.set(contract, map);
    if (!map.exact) inexact.push({ name: contract, matchedShare: map.matched / Math.max(1, data.txt(contract).replace(/\s/g, '').length) });
  }
  log(`[${name}] offset maps: ${maps.size - inexact.length} exact, ${inexact.length} inexact`);
  const toTxt: ToTxt = (documentId, start, end) => {
    const contract = txtNames.get(documentId);
    return contract ? (maps.get(contract)?.toSource(start, end) ?? null) : null;
  };

  // The product's index, as .txt spans, for nDCG's ideal ranking.
  const productIndex = new Map<string, Span[]>();
  for (const c of await loadChunkSpans(pipeline, 'txt')) {
    const contract = txtNames.get(c.documentId);
    const span = contract ? maps.get(contract)?.toSource(c.charStart, c.charEnd) : null;
    if (!contract || !span) continue;
    productIndex.set(contract, [...(productIndex.get(contract) ?? []), { doc: contract, ...span }]);
  }

  log(`[${name}] retrieval: product search over the .txt workspace (${product.searchImpl})`);
  const productChar: CharQueryResult[] = [];
  const productQuoteTxt: QuoteQueryResult[] = [];
  const productSecs = await runQueries(
    data.queries,
    'product .txt',
    async (query) =>
      (await product.search(txt.workspaceId, query, 64)).map((h) => {
        const contract = txtNames.get(h.documentId) ?? h.documentId;
        return { doc: contract, span: maps.get(contract)?.toSource(h.charStart, h.charEnd) ?? null, text: h.text };
      }),
    (q, ranked) => {
      productChar.push(scoreCharQuery(q, ranked, productIndex));
      productQuoteTxt.push(scoreQuoteQuery(q, ranked));
    },
  );

  log(`[${name}] retrieval: BM25 baseline over 500-character chunks of the .txt files`);
  const bm25 = new Bm25Index(data.contracts.flatMap((contract) => fixedChunks(contract, data.txt(contract), 500)));
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

  let answers: SetResults['answers'] = null;
  let clauses: ClauseSummary | null = null;
  const details = { answersNamed: [] as AnswerRow[], answersFiltered: [] as AnswerRow[], answersPdf: [] as AnswerRow[], clauses: [] as ClauseRow[] };
  if (options.answers || options.clauses) {
    const api = await startEvalApi(pipeline.deps, pipeline.userId);
    log(`[${name}] public API listening on ${api.url}`);
    try {
      if (options.answers) {
        const askTxt = (query: string, documentId?: string) => api.ask(txt.workspaceId, query, documentId);
        const locate = txtEvidenceLocator(txt.documents, toTxt);
        log(`[${name}] answers: ${data.keyTerms.length} contracts × 7 key terms, the contract named in the question, whole workspace`);
        const named = await evaluateAnswers(data, askTxt, 'named', txt.documents, locate, name);
        details.answersNamed = named.rows;
        let filtered: AnswersSummary | null = null;
        if (options.filtered) {
          log(`[${name}] answers: the same, filtered to the contract (filters.document_ids)`);
          const f = await evaluateAnswers(data, askTxt, 'filtered', txt.documents, locate, name);
          details.answersFiltered = f.rows;
          filtered = f.summary;
        }
        let pdfSummary: AnswersSummary | null = null;
        if (options.pdfAnswers && withPdf) {
          log(`[${name}] answers: named questions on the .pdf corpus`);
          const askPdf = (query: string, documentId?: string) => api.ask(pdf.workspaceId, query, documentId);
          const p = await evaluateAnswers(data, askPdf, 'named', pdf.documents, quoteEvidenceLocator(pdf.documents), `${name} .pdf`);
          details.answersPdf = p.rows;
          pdfSummary = p.summary;
        }
        answers = { named: named.summary, filtered, pdf: pdfSummary };
      }
      if (options.clauses) {
        log(`[${name}] clause questions: ${data.queries.length} queries as written, whole workspace`);
        const c = await evaluateClauseQueries(data.queries, (query) => api.ask(txt.workspaceId, query), txt.documents, toTxt, name);
        details.clauses = c.rows;
        clauses = c.summary;
      }
    } finally {
      await api.close();
    }
  }

  const productPdf: QuoteQueryResult[] = [];
  let pdfSecs = 0;
  if (withPdf) {
    const sample = data.queries.filter((_, i) => i % options.pdfEvery === 0);
    log(`[${name}] retrieval: product search over the .pdf workspace (${sample.length} queries)`);
    pdfSecs = await runQueries(
      sample,
      'product .pdf',
      async (query) =>
        (await product.search(pdf.workspaceId, query, 64)).map((h) => ({ doc: pdfNames.get(h.documentId) ?? h.documentId, span: null, text: h.text })),
      (q, ranked) => productPdf.push(scoreQuoteQuery(q, ranked)),
    );
  }

  const txtSizes = await corpusSizes(pipeline, 'txt');
  const pdfSizes = withPdf ? await corpusSizes(pipeline, 'pdf') : null;
  const failures = (kind: CorpusKind) => ingestion.reports.find((r) => r.kind === kind)?.failures ?? [];
  return {
    name,
    dir: data.dir,
    implementations: {
      search: product.searchImpl,
      answers: options.answers || options.clauses ? 'POST /api/v1/query (server/app.ts createApp on a loopback port, Full Access API key)' : null,
      embeddingModel: pipeline.deps.embedder.model,
    },
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
      productPdf: withPdf ? { ...summarizeQuote(productPdf), secondsPerQuery: pdfSecs } : null,
    },
    answers,
    clauses,
    details: { product: productChar, bm25: bm25Char, productPdf, ...details },
  };
}
