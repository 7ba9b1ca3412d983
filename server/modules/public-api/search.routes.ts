import { createRoute } from '@hono/zod-openapi';
import { recordQueryLater, scopedProject } from '../queries/query-log.service.js';
import { askRouted } from '../questions/ask.service.js';
import { searchDocuments } from '../search/search.service.js';
import { propertyRecordIds } from '../documents/document-links.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { requireLevel } from './api-key-auth.js';
import { answerV1, searchV1, toServiceFilters } from './mappers.js';
import { bearer, curlSample, errorResponses, type PublicApi, type PublicApiContext } from './route-helpers.js';
import { AnswerSchema, QueryBody, SearchBody, SearchResponseSchema, type SearchFiltersV1 } from './schemas.js';

/**
 * `property_ids` holds property records' ids (documents linked to them) or, its older meaning, project ids
 * (decision 0027), told apart by the table each id is found in within the workspace. One list is one meaning:
 * a list mixing both is refused rather than read as "in these projects and linked to those properties".
 */
async function serviceFilters(deps: AppDeps, workspaceId: string, f: SearchFiltersV1 | undefined) {
  const records = await propertyRecordIds(deps.db, workspaceId, f?.property_ids ?? []);
  if (records.length && records.length < new Set(f?.property_ids).size)
    throw new AppError('invalid_input', 'property_ids mixes property ids with other ids; pass project ids as project_ids', { field: 'property_ids' });
  return toServiceFilters(f, records);
}

const search = createRoute({
  method: 'post',
  path: '/search',
  summary: 'Search documents',
  description:
    "Hybrid full-text and semantic search over the workspace's processed documents. Returns passages with page, character span and a highlighted snippet.",
  tags: ['Search'],
  security: bearer,
  middleware: [requireLevel('read')] as const,
  request: { body: { required: true, content: { 'application/json': { schema: SearchBody } } } },
  responses: {
    200: { description: 'Matching passages, best first', content: { 'application/json': { schema: SearchResponseSchema } } },
    ...errorResponses(415),
  },
  ...curlSample(
    'curl -X POST -H "Authorization: Bearer $PROPWISE_API_KEY" -H "Content-Type: application/json" \\\n  -d \'{"query": "security deposit", "filters": {"document_types": ["lease"]}, "limit": 5}\' \\\n  https://propwise.example/api/v1/search',
  ),
});

const query = createRoute({
  method: 'post',
  path: '/query',
  summary: 'Ask a question',
  description:
    'A short plain-English answer with numbered citations (document, page and the supporting quote) and the passages it ' +
    'rests on. When the documents do not answer it, `answered` is false and `passages` holds the closest ones. A question ' +
    'about the portfolio as a whole ("Which leases end in the next 90 days?", "What is the total monthly rent at Oak Street?", ' +
    '"Who pays for repairs at unit 4B?") is answered from the portfolio records and the abstracted lease terms as of `as_of` ' +
    '(`route: records`), citing each lease that supports it: the lease document and the passage of the term that decided it.',
  tags: ['Search'],
  security: bearer,
  middleware: [requireLevel('read')] as const,
  request: { body: { required: true, content: { 'application/json': { schema: QueryBody } } } },
  responses: {
    200: { description: 'The answer', content: { 'application/json': { schema: AnswerSchema } } },
    ...errorResponses(415),
  },
  ...curlSample(
    'curl -X POST -H "Authorization: Bearer $PROPWISE_API_KEY" -H "Content-Type: application/json" \\\n  -d \'{"query": "When does the lease for unit 4B end?"}\' https://propwise.example/api/v1/query',
  ),
});

export function registerSearchRoutes(api: PublicApi, { deps }: PublicApiContext) {
  api.openapi(search, async (c) => {
    const caller = c.get('caller');
    const body = c.req.valid('json');
    const filters = await serviceFilters(deps, caller.workspaceId, body.filters);
    const result = await searchDocuments(deps, { workspaceId: caller.workspaceId }, { query: body.query, filters, limit: body.limit });
    // Searches count as queries of the key (usage meter, analytics), like the web app's searches. Nothing in the
    // answer needs the log row, so it is written while the answer goes out (failures are retried, then logged).
    recordQueryLater(
      deps,
      { workspaceId: caller.workspaceId, apiKeyId: caller.apiKeyId },
      {
        question: body.query,
        answer: null,
        answered: result.results.length > 0,
        citations: [],
        projectId: scopedProject(filters),
        responseMs: result.tookMs,
        resultCount: result.results.length,
        bestScore: result.results[0]?.score ?? null,
      },
    );
    return c.json(searchV1(result), 200);
  });

  api.openapi(query, async (c) => {
    const caller = c.get('caller');
    const body = c.req.valid('json');
    const answer = await askRouted(
      deps,
      { workspaceId: caller.workspaceId, apiKeyId: caller.apiKeyId },
      { query: body.query, filters: await serviceFilters(deps, caller.workspaceId, body.filters), asOf: body.as_of },
    );
    return c.json(answerV1(answer), 200);
  });
}
