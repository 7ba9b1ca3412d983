/**
 * The search and answers contract, shared by the server (/api/app/search, /api/app/queries, /api/v1) and the
 * web app. Validation schemas live here too so the public API's OpenAPI document is generated from the very
 * schemas that check requests.
 */
import { z } from 'zod';
import type { AnswerValue } from './answer-value.js';
import { documentTypes, type DocumentType } from './documents.js';

export const MAX_QUESTION_LENGTH = 1000;
export const DEFAULT_SEARCH_LIMIT = 10;
export const MAX_SEARCH_LIMIT = 100;

const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date());

export const searchFiltersSchema = z
  .object({
    /** Projects (properties) to search in; `property_ids` is accepted as an alias on /api/v1. */
    projectIds: z.array(z.uuid()).max(100).optional(),
    documentTypes: z.array(z.enum(documentTypes)).max(documentTypes.length).optional(),
    documentIds: z.array(z.uuid()).max(500).optional(),
    /** Documents linked to these portfolio records (issue 10): any of the listed ids of each kind. */
    propertyIds: z.array(z.uuid()).max(100).optional(),
    unitIds: z.array(z.uuid()).max(100).optional(),
    tenantIds: z.array(z.uuid()).max(100).optional(),
    leaseIds: z.array(z.uuid()).max(500).optional(),
    /** Upload date range, inclusive. ISO date or date-time. */
    uploadedFrom: isoDate.optional(),
    uploadedTo: isoDate.optional(),
  })
  .strict();
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

const questionText = z
  .string()
  .trim()
  .min(1, 'Type a question or some words to search for.')
  .max(MAX_QUESTION_LENGTH, `Keep it under ${MAX_QUESTION_LENGTH} characters.`);

export const searchRequestSchema = z.object({
  query: questionText,
  filters: searchFiltersSchema.optional(),
  limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).optional(),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** A calendar day, YYYY-MM-DD (a lease date has no time zone). */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2027-03-01 (YYYY-MM-DD).')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'That date does not exist.');

export const askRequestSchema = z.object({
  query: questionText,
  filters: searchFiltersSchema.optional(),
  /**
   * The day "today" means for questions about the portfolio ("Which leases end in the next 90 days?"), and the
   * day whose lease terms (amendments applied) answer them. Default: today (UTC).
   */
  asOf: calendarDateSchema.optional(),
});
export type AskRequest = z.infer<typeof askRequestSchema>;

/** One passage found by search: a chunk of a document's current version, with its provenance. */
export interface SearchHit {
  chunkId: string;
  documentId: string;
  versionId: string;
  documentTitle: string;
  documentType: DocumentType;
  projectId: string;
  projectName: string;
  pageStart: number;
  pageEnd: number;
  /** Span of the passage in the version's canonical text (pages joined by a blank line). */
  charStart: number;
  charEnd: number;
  /**
   * For a passage that spans pages: where each page after the first begins, as [page number, offset in the
   * canonical text]. A citation names the page its quoted words are on from these (answers/cited-pages.ts).
   */
  pageBreaks?: Array<[page: number, charStart: number]>;
  /** The full passage text. */
  text: string;
  /**
   * A short excerpt around the best match. Matched terms are marked by `highlights`: [start, end) offsets into
   * `snippet`, so clients render them without trusting any HTML.
   */
  snippet: string;
  highlights: Array<[number, number]>;
  /** Fused relevance score; higher is better. Comparable within one response only. */
  score: number;
}

/** The documents a query names (by title, parties, file name, unit), whose passages search ranks first. */
export interface SearchFocus {
  documentIds: string[];
  titles: string[];
  /** 'question' when the query's words name them, 'filter' when a documentIds filter chose them. */
  namedBy: 'question' | 'filter';
  /** Each document is named by its own words: the query names several documents, not one name that fits several. */
  separateNames: boolean;
  /** The query's words (as full-text lexemes) that named them, which say nothing about what is asked. */
  namingLexemes: string[];
}

export interface SearchResponse {
  query: string;
  results: SearchHit[];
  tookMs: number;
  /** The documents the query names, or null when it names none (optional: not every caller reports it). */
  focus?: SearchFocus | null;
}

/** A numbered source in an answer: [n] in the answer text refers to citations[n-1]. */
export interface Citation {
  number: number;
  chunkId: string;
  documentId: string;
  versionId: string;
  documentTitle: string;
  projectId: string;
  page: number;
  pageEnd: number;
  /** The exact supporting passage (a sentence or clause within the chunk) and its span in the canonical text. */
  quote: string;
  charStart: number;
  charEnd: number;
  /** A portfolio-records answer cites each lease it rests on: the lease (its page is /dashboard/leases/:id). */
  leaseId?: string;
}

/**
 * Which path answered a question: 'records' (the portfolio's properties, units, tenants and leases with their
 * abstracted terms, citing each lease) or 'documents' (search over the documents' passages).
 */
export const answerRoutes = ['records', 'documents'] as const;
export type AnswerRoute = (typeof answerRoutes)[number];

export const questionKinds = ['when', 'how_much', 'how_long', 'who', 'where', 'yes_no', 'which', 'general'] as const;
export type QuestionKind = (typeof questionKinds)[number];

export interface AnswerResponse {
  /** The saved question's id: /dashboard/queries/:id shows it to workspace members. */
  queryId: string;
  query: string;
  /** Plain text with [n] citation markers. */
  answer: string;
  /** False when the documents do not answer the question; `passages` then holds the closest ones. */
  answered: boolean;
  kind: QuestionKind;
  citations: Citation[];
  passages: SearchHit[];
  /** 'offline' (composed from passages) or 'llm' (generated, then checked against its citations). */
  generator: 'offline' | 'llm';
  /** The value the answer states, structured (a date, amount, duration, jurisdiction, parties...), when known. */
  value: AnswerValue | null;
  /** Which path answered: the portfolio records or the documents. */
  route: AnswerRoute;
  tookMs: number;
}

/** Streaming answers (POST /api/app/queries/stream) send these as server-sent events, in this order. */
export type AnswerStreamEvent =
  | { type: 'passages'; passages: SearchHit[] }
  | { type: 'delta'; text: string }
  | { type: 'done'; answer: AnswerResponse }
  | { type: 'error'; error: { code: string; message: string } };

export const NOT_FOUND_ANSWER = "I couldn't find this in your documents.";

/** A row of the query log as the web app shows it (Recent Queries, shared answers, dashboard). */
export interface QueryLogEntryDto {
  id: string;
  question: string;
  answer: string | null;
  answered: boolean;
  citations: Citation[];
  /** Which path answered a question; null for a search. */
  route: AnswerRoute | null;
  projectId: string | null;
  resultCount: number;
  responseMs: number;
  askedBy: { kind: 'user'; id: string; name: string } | { kind: 'api_key'; id: string; name: string } | null;
  createdAt: string;
}

/** Header quick search (Ctrl/Cmd-K): documents and projects whose names match as you type. */
export interface QuickSearchResponse {
  projects: Array<{ id: string; name: string; address: string | null }>;
  documents: Array<{ id: string; title: string; projectId: string; projectName: string; type: DocumentType }>;
}
