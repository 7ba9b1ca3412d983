/** Maps the services' objects to the public API's snake_case shapes, field by field (nothing leaks by accident). */
import type { DocumentDto } from '../../../common/documents.js';
import type { DocumentText } from '../documents/document-text.js';
import type { AnswerResponse, Citation, SearchFilters, SearchHit, SearchResponse } from '../../../common/search.js';
import type { SearchFiltersV1 } from './schemas.js';

/**
 * The service's filters from the API's. `property_ids` holds ids already split by the table they are found in
 * (`properties`: the ids of property records; the rest are projects, the field's older meaning): see
 * resolveSearchFilters in search.routes.ts.
 */
export function toServiceFilters(f: SearchFiltersV1 | undefined, propertyRecords: string[] = []): SearchFilters | undefined {
  if (!f) return undefined;
  const records = new Set(propertyRecords);
  const projectAliases = (f.property_ids ?? []).filter((id) => !records.has(id));
  const projectIds = f.project_ids || projectAliases.length ? [...new Set([...(f.project_ids ?? []), ...projectAliases])] : undefined;
  const propertyIds = (f.property_ids ?? []).filter((id) => records.has(id));
  return {
    ...(projectIds ? { projectIds } : {}),
    ...(propertyIds.length ? { propertyIds } : {}),
    ...(f.unit_ids ? { unitIds: f.unit_ids } : {}),
    ...(f.tenant_ids ? { tenantIds: f.tenant_ids } : {}),
    ...(f.lease_ids ? { leaseIds: f.lease_ids } : {}),
    ...(f.document_types ? { documentTypes: f.document_types } : {}),
    ...(f.document_ids ? { documentIds: f.document_ids } : {}),
    ...(f.uploaded_from ? { uploadedFrom: f.uploaded_from } : {}),
    ...(f.uploaded_to ? { uploadedTo: f.uploaded_to } : {}),
  };
}

export const documentV1 = (d: DocumentDto) => ({
  id: d.id,
  project_id: d.projectId,
  title: d.title,
  file_name: d.fileName,
  type: d.type,
  status: d.status,
  stage: d.stage,
  progress: d.progress,
  error: d.error,
  page_count: d.pageCount,
  size_bytes: d.sizeBytes,
  mime_type: d.mimeType,
  version: d.version,
  property_id: d.propertyId,
  unit_id: d.unitId,
  tenant_id: d.tenantId,
  lease_id: d.leaseId,
  created_at: d.createdAt,
  updated_at: d.updatedAt,
});

export const documentTextV1 = (t: DocumentText, fromPage: number) => ({
  document_id: t.documentId,
  version_id: t.versionId,
  version: t.version,
  page_count: t.pageCount,
  total_chars: t.totalChars,
  from_page: fromPage,
  char_start: t.charStart,
  char_end: t.charEnd,
  text: t.text,
  pages: t.pages.map((p) => ({ number: p.number, text: p.text, char_start: p.charStart, char_end: p.charEnd })),
  next_from_page: t.nextFromPage,
});

export const projectV1 = (p: {
  id: string;
  name: string;
  description: string;
  address: string | null;
  unitCount: number | null;
  documentCount: number;
  createdAt: string;
  updatedAt: string;
}) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  address: p.address,
  unit_count: p.unitCount,
  document_count: p.documentCount,
  created_at: p.createdAt,
  updated_at: p.updatedAt,
});

export const hitV1 = (h: SearchHit) => ({
  chunk_id: h.chunkId,
  document_id: h.documentId,
  version_id: h.versionId,
  document_title: h.documentTitle,
  document_type: h.documentType,
  project_id: h.projectId,
  project_name: h.projectName,
  page_start: h.pageStart,
  page_end: h.pageEnd,
  char_start: h.charStart,
  char_end: h.charEnd,
  text: h.text,
  snippet: h.snippet,
  highlights: h.highlights,
  score: h.score,
});

export const searchV1 = (r: SearchResponse) => ({ query: r.query, results: r.results.map(hitV1), took_ms: r.tookMs });

const citationV1 = (c: Citation) => ({
  number: c.number,
  chunk_id: c.chunkId,
  document_id: c.documentId,
  version_id: c.versionId,
  document_title: c.documentTitle,
  project_id: c.projectId,
  page: c.page,
  page_end: c.pageEnd,
  quote: c.quote,
  char_start: c.charStart,
  char_end: c.charEnd,
  lease_id: c.leaseId ?? null,
});

export const answerV1 = (a: AnswerResponse) => ({
  query_id: a.queryId,
  query: a.query,
  answer: a.answer,
  answered: a.answered,
  kind: a.kind,
  citations: a.citations.map(citationV1),
  passages: a.passages.map(hitV1),
  value: a.value ?? null,
  generator: a.generator,
  route: a.route,
  took_ms: a.tookMs,
});
