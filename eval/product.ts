/**
 * The product's own search and answer services, called in process as the routes call them. They are loaded by
 * path at run time so the evaluation still runs (and says so in its report) while one of them is missing.
 */
import type { AnswerResponse, AskRequest, Citation, SearchHit, SearchRequest, SearchResponse } from '../common/search.js';
import type { AppDeps } from '../server/deps.js';
import type { StatedValue } from './keyterms.js';

type SearchFn = (deps: Pick<AppDeps, 'db' | 'embedder' | 'termStats'>, scope: { workspaceId: string }, req: SearchRequest) => Promise<SearchResponse>;
type AskFn = (deps: AppDeps, scope: { workspaceId: string; userId?: string }, req: AskRequest) => Promise<AnswerResponse>;
type ComposeFn = (question: string, passages: SearchHit[]) => { answer: string; answered: boolean; citations: Citation[]; value: unknown };

export interface ProductAnswerResult {
  answer: string;
  answered: boolean;
  citations: Citation[];
  value: StatedValue | null;
}

export interface Product {
  /** Which implementation answered: the service path, or why a fallback was used. */
  searchImpl: string;
  answerImpl: string | null;
  search(workspaceId: string, query: string, limit: number): Promise<SearchHit[]>;
  ask: ((workspaceId: string, userId: string, query: string, documentId: string) => Promise<ProductAnswerResult>) | null;
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
  const search = async (workspaceId: string, query: string, limit: number) => (await searchDocuments(deps, { workspaceId }, { query, limit })).results;

  const askQuestion = await load<AskFn>('../server/modules/answers/answers.service.js', 'askQuestion');
  if (askQuestion) {
    return {
      searchImpl: 'server/modules/search/search.service.ts searchDocuments',
      answerImpl: 'server/modules/answers/answers.service.ts askQuestion',
      search,
      ask: async (workspaceId, userId, query, documentId) => {
        const res = await askQuestion(deps, { workspaceId, userId }, { query, filters: { documentIds: [documentId] } });
        const value = (res as AnswerResponse & { value?: StatedValue | null }).value ?? null;
        return { answer: res.answer, answered: res.answered, citations: res.citations, value };
      },
    };
  }
  // Until the answers service exists: the offline composer over the same search, scoped to the contract.
  const compose = await load<ComposeFn>('../server/modules/answers/offline/compose-offline.js', 'composeOfflineAnswer');
  return {
    searchImpl: 'server/modules/search/search.service.ts searchDocuments',
    answerImpl: compose ? 'composeOfflineAnswer over searchDocuments (answers.service.ts not found)' : null,
    search,
    ask: compose
      ? async (workspaceId, _userId, query, documentId) => {
          const hits = (await searchDocuments(deps, { workspaceId }, { query, filters: { documentIds: [documentId] }, limit: 10 })).results;
          const c = compose(query, hits);
          return { answer: c.answer, answered: c.answered, citations: c.citations, value: (c.value as StatedValue | null) ?? null };
        }
      : null,
  };
}
