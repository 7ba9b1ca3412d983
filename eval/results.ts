/** What one evaluation run records (reports/eval-*.json) and EVALUATION.md is rendered from. */
import type { AnswerRow, AnswersSummary } from './answers.js';
import type { ClauseRow, ClauseSummary } from './clause-questions.js';
import type { IngestionRecord } from './pipeline.js';
import type { CharQueryResult, CharSummary, QuoteQueryResult, QuoteSummary } from './retrieval.js';

/** The figures of one CUAD set (cuad-dev, cuad-train), ingested into its own database and workspaces. */
export interface SetResults {
  /** 'dev', 'train', or the directory's name for another set. */
  name: string;
  dir: string;
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
  /** Key-term answers through POST /api/v1/query: the contract named over the whole workspace, and filtered to it. */
  answers: { named: AnswersSummary; filtered: AnswersSummary | null; pdf: AnswersSummary | null } | null;
  /** Every query of queries.json asked as written through POST /api/v1/query. */
  clauses: ClauseSummary | null;
  details: {
    product: CharQueryResult[];
    bm25: CharQueryResult[];
    productPdf: QuoteQueryResult[];
    answersNamed: AnswerRow[];
    answersFiltered: AnswerRow[];
    answersPdf: AnswerRow[];
    clauses: ClauseRow[];
  };
}

export interface EvalResults {
  date: string;
  /** Set when EVALUATION.md was re-rendered with --report: the recorded answers were scored again then. */
  answersRescoredAt?: string;
  /** The command line that produced the run (after `npm run eval --`). */
  command: string;
  options: {
    sets: Array<{ name: string; dir: string }>;
    limit?: number;
    reuse: string | null;
    /** PGlite (embedded, the default) or PostgreSQL (--database-url; the URL itself is not recorded). */
    database: 'PGlite' | 'PostgreSQL';
    pdf: boolean;
    answers: boolean;
    filtered: boolean;
    clauses: boolean;
    pdfAnswers: boolean;
    pdfEvery: number;
    writeMd: boolean;
    outDir: string;
    report: string | null;
  };
  machine: { cpus: number; cpuModel: string; totalMemoryGb: number; node: string; loadAverageBefore: number[]; loadAverageAfter: number[] };
  sets: SetResults[];
}
