/** What a lease evaluation run records (reports/leases-*.json) and renders into EVALUATION.md. */
import type { DocumentClass } from './classify.js';
import type { AbstractionSummary, FieldResult } from './score.js';

export interface AsOfResult {
  lease: string;
  leaseClass: DocumentClass;
  as_of: string;
  field: string;
  expected: unknown;
  got: unknown;
  correct: boolean;
  /** Why there is no answer (no lease record, the call failed). */
  error?: string;
}

export interface PortfolioResult {
  question: string;
  today: string;
  expected: string[];
  got: string[];
  f1: number;
  route: string | null;
  error?: string;
}

export interface DocumentResult {
  document: string;
  kind: 'lease' | 'amendment';
  class: DocumentClass;
  files: string[];
  /** Seconds from upload until the abstraction was ready (or the wait ended). */
  seconds: number;
  /** What went wrong, when the product gave no ready abstraction. */
  failure: string | null;
  kindFound: 'lease' | 'amendment' | null;
  /** For an amendment: whether the product linked it to the lease it amends. */
  linkedRight: boolean | null;
  fields: FieldResult[];
}

export interface LeaseSplitResults {
  name: string;
  dir: string;
  documents: { total: number; leases: number; amendments: number; text: number; scan: number; pageSetsCombined: string[] };
  abstraction: { text: AbstractionSummary; scan: AbstractionSummary; all: AbstractionSummary };
  kinds: { correct: number; total: number };
  links: { correct: number; total: number };
  asof: { total: number; accuracy: number; text: { total: number; accuracy: number }; scan: { total: number; accuracy: number } };
  portfolio: { questions: number; meanF1: number; byRoute: Record<string, number> };
  timing: { totalSeconds: number; p50DocumentSeconds: number; maxDocumentSeconds: number };
  /** Parts that could not be measured (an endpoint answered 404), with the message. */
  notMeasured: string[];
  details: { documents: DocumentResult[]; asof: AsOfResult[]; portfolio: PortfolioResult[] };
}

export interface LeaseEvalResults {
  date: string;
  command: string;
  machine: { cpus: number; cpuModel: string; totalMemoryGb: number; node: string };
  database: string;
  splits: LeaseSplitResults[];
}

/** The targets (issue 10, "Measured"). */
export const LEASE_TARGETS = { textAccuracy: 0.9, scanAccuracy: 0.85, valuesWithEvidence: 1, asOf: 0.9, portfolioF1: 0.95 };
