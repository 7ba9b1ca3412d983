import { documentTypeLabels } from '../../../common/documents';
import type { QuickSearchResponse } from '../../../common/search';

export interface QuickSearchItem {
  id: string;
  kind: 'document' | 'project' | 'search' | 'ask';
  label: string;
  detail: string;
  to: string;
}

/** Words that read as a question (or a request for a list), which the palette offers to answer. */
export function looksLikeQuestion(q: string): boolean {
  const t = q.trim().toLowerCase();
  if (t.split(/\s+/).length < 3) return false;
  return t.endsWith('?') || /^(what|which|who|whose|when|where|how|is|are|does|do|did|can|could|should|will|list|show|any|total)\b/.test(t);
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
  const ask: QuickSearchItem = {
    id: 'ask',
    kind: 'ask',
    label: `Ask: “${term}”`,
    detail: 'An answer with citations, from your portfolio records or your documents',
    to: '',
  };
  // A question is most likely what the words are: answering it comes first; otherwise after the names found.
  const question = looksLikeQuestion(term);
  return [
    ...(question ? [ask] : []),
    ...documents,
    ...projects,
    ...(!question && term.split(/\s+/).length >= 2 ? [ask] : []),
    {
      id: 'search-all',
      kind: 'search',
      label: `Search all documents for “${term}”`,
      detail: 'Passages with the matched words highlighted',
      to: searchPageHref(term),
    },
  ];
}
