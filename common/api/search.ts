/** /api/app/search: passage search (logged) and name look-up as you type. Schemas of the shared search results. */
import { z } from 'zod';
import { documentTypes } from '../documents.js';
import { searchRequestSchema, type QuickSearchResponse, type SearchHit, type SearchResponse } from '../search.js';
import { endpoint } from './endpoint.js';

export const searchHitSchema = z.object({
  chunkId: z.string(),
  documentId: z.string(),
  versionId: z.string(),
  documentTitle: z.string(),
  documentType: z.enum(documentTypes),
  projectId: z.string(),
  projectName: z.string(),
  pageStart: z.number(),
  pageEnd: z.number(),
  charStart: z.number(),
  charEnd: z.number(),
  text: z.string(),
  snippet: z.string(),
  highlights: z.array(z.tuple([z.number(), z.number()])),
  score: z.number(),
}) satisfies z.ZodType<SearchHit>;

export const searchResponseSchema = z.object({
  query: z.string(),
  results: z.array(searchHitSchema),
  tookMs: z.number(),
}) satisfies z.ZodType<SearchResponse>;

export const quickSearchResponseSchema = z.object({
  projects: z.array(z.object({ id: z.string(), name: z.string(), address: z.string().nullable() })),
  documents: z.array(z.object({ id: z.string(), title: z.string(), projectId: z.string(), projectName: z.string(), type: z.enum(documentTypes) })),
}) satisfies z.ZodType<QuickSearchResponse>;

export const searchApi = {
  search: endpoint({ method: 'post', path: '/search', body: searchRequestSchema, response: searchResponseSchema }),
  quick: endpoint({ method: 'get', path: '/search/quick', query: z.object({ q: z.string().optional() }), response: quickSearchResponseSchema }),
};
