import { documentTypeLabels } from '../../../common/documents';
import type { QuickSearchResponse } from '../../../common/search';

export interface QuickSearchItem {
  id: string;
  kind: 'document' | 'project' | 'search';
  label: string;
  detail: string;
  to: string;
}

export const searchPageHref = (q: string) => `/dashboard/search?${new URLSearchParams({ q: q.trim() })}`;

/** Documents first (what people look for most), then projects, then a full search for the words typed. */
export function quickSearchItems(q: string, data: QuickSearchResponse | undefined): QuickSearchItem[] {
  const term = q.trim();
  if (!term) return [];
  const documents: QuickSearchItem[] = (data?.documents ?? []).slice(0, 6).map((d) => ({
    id: `document-${d.id}`,
    kind: 'document',
    label: d.title,
    detail: `${documentTypeLabels[d.type] ?? d.type} · ${d.projectName}`,
    to: `/dashboard/documents/${encodeURIComponent(d.id)}`,
  }));
  const projects: QuickSearchItem[] = (data?.projects ?? []).slice(0, 4).map((p) => ({
    id: `project-${p.id}`,
    kind: 'project',
    label: p.name,
    detail: p.address ?? 'Project',
    to: `/dashboard/projects/${encodeURIComponent(p.id)}`,
  }));
  return [
    ...documents,
    ...projects,
    {
      id: 'search-all',
      kind: 'search',
      label: `Search all documents for “${term}”`,
      detail: 'Passages with the matched words highlighted',
      to: searchPageHref(term),
    },
  ];
}
