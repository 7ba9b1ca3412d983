/** /api/app/queries: ask a question (whole, or streamed as server-sent events), recent questions, a saved one. */
import { z } from 'zod';
import type { AnswerValue } from '../answer-value.js';
import { answerRoutes, askRequestSchema, questionKinds, type AnswerResponse, type Citation, type QueryLogEntryDto } from '../search.js';
import { endpoint, raw } from './endpoint.js';
import { searchHitSchema } from './search.js';

export const citationSchema = z.object({
  number: z.number(),
  chunkId: z.string(),
  documentId: z.string(),
  versionId: z.string(),
  documentTitle: z.string(),
  projectId: z.string(),
  page: z.number(),
  pageEnd: z.number(),
  quote: z.string(),
  charStart: z.number(),
  charEnd: z.number(),
  leaseId: z.string().optional(),
}) satisfies z.ZodType<Citation>;

const normalized = { normalized: z.string() };
const polarity = z.enum(['yes', 'no', 'conditional']);
export const answerValueSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('date'),
    iso: z.string().nullable(),
    year: z.number().nullable(),
    month: z.number().nullable(),
    day: z.number().nullable(),
    ...normalized,
  }),
  z.object({ type: z.literal('amount'), value: z.number(), currency: z.string().nullable(), percent: z.boolean(), per: z.string().nullable(), ...normalized }),
  z.object({
    type: z.literal('duration'),
    amount: z.number(),
    unit: z.enum(['day', 'week', 'month', 'year']),
    successive: z.boolean(),
    count: z.number().nullable(),
    ...normalized,
  }),
  z.object({ type: z.literal('perpetual'), normalized: z.literal('perpetual') }),
  z.object({ type: z.literal('jurisdiction'), name: z.string(), ...normalized }),
  z.object({ type: z.literal('place'), name: z.string(), ...normalized }),
  z.object({ type: z.literal('parties'), names: z.array(z.string()), roles: z.array(z.string().nullable()), ...normalized }),
  z.object({ type: z.literal('yes_no'), polarity, normalized: polarity }),
  z.object({ type: z.literal('list'), items: z.array(z.string()), ...normalized }),
  z.object({ type: z.literal('text'), ...normalized }),
]) satisfies z.ZodType<AnswerValue>;

export const answerResponseSchema = z.object({
  queryId: z.string(),
  query: z.string(),
  answer: z.string(),
  answered: z.boolean(),
  kind: z.enum(questionKinds),
  citations: z.array(citationSchema),
  passages: z.array(searchHitSchema),
  generator: z.enum(['offline', 'llm']),
  value: answerValueSchema.nullable(),
  route: z.enum(answerRoutes),
  tookMs: z.number(),
}) satisfies z.ZodType<AnswerResponse>;

const asker = z.object({ id: z.string(), name: z.string() });
export const queryLogEntrySchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  answered: z.boolean(),
  citations: z.array(citationSchema),
  route: z.enum(answerRoutes).nullable(),
  projectId: z.string().nullable(),
  resultCount: z.number(),
  responseMs: z.number(),
  askedBy: z.union([asker.extend({ kind: z.literal('user') }), asker.extend({ kind: z.literal('api_key') })]).nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<QueryLogEntryDto>;

// A bad limit falls back to the default rather than failing the Recent Queries list.
const listQuery = z.object({
  projectId: z.string().optional(),
  limit: z.coerce.number().catch(20).optional(),
});

export const queriesApi = {
  ask: endpoint({ method: 'post', path: '/queries', body: askRequestSchema, response: answerResponseSchema }),
  /** Server-sent events: passages, deltas, done (common/search.ts AnswerStreamEvent); bad input answers JSON first. */
  askStream: endpoint({ method: 'post', path: '/queries/stream', body: askRequestSchema, response: raw('text/event-stream') }),
  list: endpoint({ method: 'get', path: '/queries', query: listQuery, response: z.object({ queries: z.array(queryLogEntrySchema) }) }),
  get: endpoint({ method: 'get', path: '/queries/:id', response: queryLogEntrySchema }),
};
