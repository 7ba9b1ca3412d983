/**
 * The product's own search service, called in process as the routes call it (retrieval is measured on the ranked
 * passages; answers go through the public API, eval/api-client.ts). Loaded by path at run time so the evaluation
 * says clearly what is missing.
 */
import type { SearchHit, SearchRequest, SearchResponse } from '../common/search.js';
import type { AppDeps } from '../server/deps.js';

type SearchFn = (deps: Pick<AppDeps, 'db' | 'embedder' | 'termStats'>, scope: { workspaceId: string }, req: SearchRequest) => Promise<SearchResponse>;

export interface Product {
  /** Which implementation searched. */
  searchImpl: string;
  search(workspaceId: string, query: string, limit: number): Promise<SearchHit[]>;
}

async function load<T>(path: string, name: string): Promise<T | null> {
  try {
    const mod = (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
    return (mod[name] as T) ?? null;
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return null;
    throw err;
  }
}

export async function loadProduct(deps: AppDeps): Promise<Product> {
  const searchDocuments = await load<SearchFn>('../server/modules/search/search.service.js', 'searchDocuments');
  if (!searchDocuments) throw new Error('server/modules/search/search.service.ts (searchDocuments) is missing: nothing to evaluate');
  return {
    searchImpl: 'server/modules/search/search.service.ts searchDocuments',
    search: async (workspaceId, query, limit) => (await searchDocuments(deps, { workspaceId }, { query, limit })).results,
  };
}
