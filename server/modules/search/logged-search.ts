import type { SearchRequest, SearchResponse } from '../../../common/search.js';
import { recordQuery, scopedProject, type Asker } from '../queries/query-log.service.js';
import { searchDocuments, type SearchDeps } from './search.service.js';

/** A search asked by a person or an API key: runs it and records it in the query log like a question. */
export async function searchAndLog(deps: SearchDeps, asker: Asker, req: SearchRequest): Promise<SearchResponse> {
  const response = await searchDocuments(deps, { workspaceId: asker.workspaceId }, req);
  await recordQuery(deps.db, asker, {
    question: req.query,
    answer: null,
    answered: response.results.length > 0,
    citations: [],
    projectId: scopedProject(req.filters),
    responseMs: response.tookMs,
    resultCount: response.results.length,
    bestScore: response.results[0]?.score ?? null,
  });
  return response;
}
