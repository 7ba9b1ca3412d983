import { documentTypes, type DocumentType } from '../../../common/documents';
import type { SearchFilters, SearchRequest } from '../../../common/search';

/** What the search page shows, kept in the address so a search can be shared, bookmarked and gone back to. */
export interface SearchState {
  q: string;
  projectId: string;
  /** Documents linked to this property (a portfolio record). */
  propertyId: string;
  type: DocumentType | '';
  documentId: string;
  /** Upload date range, inclusive, as yyyy-mm-dd. */
  from: string;
  to: string;
}

export const emptySearchState: SearchState = { q: '', projectId: '', propertyId: '', type: '', documentId: '', from: '', to: '' };

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/** Reads the address; anything malformed (a hand-edited link) is dropped instead of failing the search. */
export function readSearchState(params: URLSearchParams): SearchState {
  const get = (k: string) => params.get(k)?.trim() ?? '';
  const type = get('type');
  const projectId = get('project');
  const propertyId = get('property');
  const documentId = get('document');
  return {
    q: params.get('q') ?? '',
    projectId: isUuid(projectId) ? projectId : '',
    propertyId: isUuid(propertyId) ? propertyId : '',
    type: (documentTypes as readonly string[]).includes(type) ? (type as DocumentType) : '',
    documentId: isUuid(documentId) ? documentId : '',
    from: isDate(get('from')) ? get('from') : '',
    to: isDate(get('to')) ? get('to') : '',
  };
}

/** The address for a state, leaving out empty values so links stay short. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const entries: Array<[string, string]> = [
    ['q', state.q.trim()],
    ['project', state.projectId],
    ['property', state.propertyId],
    ['type', state.type],
    ['document', state.documentId],
    ['from', state.from],
    ['to', state.to],
  ];
  for (const [k, v] of entries) if (v) params.set(k, v);
  return params;
}

export function searchFilters(state: SearchState): SearchFilters | undefined {
  const filters: SearchFilters = {};
  if (state.projectId) filters.projectIds = [state.projectId];
  if (state.propertyId) filters.propertyIds = [state.propertyId];
  if (state.type) filters.documentTypes = [state.type];
  if (state.documentId) filters.documentIds = [state.documentId];
  if (state.from) filters.uploadedFrom = state.from;
  if (state.to) filters.uploadedTo = state.to;
  return Object.keys(filters).length ? filters : undefined;
}

/** The request for a state, or null while there is nothing to search for. */
export function searchRequest(state: SearchState, limit = 20): SearchRequest | null {
  const query = state.q.trim();
  if (!query) return null;
  const filters = searchFilters(state);
  return filters ? { query, filters, limit } : { query, limit };
}

export const hasFilters = (state: SearchState) => !!(state.projectId || state.propertyId || state.type || state.documentId || state.from || state.to);
