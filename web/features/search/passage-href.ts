import type { SearchHit } from '@common/search';
import { citationHref } from '@/features/viewer/citation-link';

/** The viewer at a search hit's passage (its first page, its span, the version it was found in). */
export const hitHref = (hit: SearchHit) =>
  citationHref({ documentId: hit.documentId, versionId: hit.versionId, page: hit.pageStart, charStart: hit.charStart, charEnd: hit.charEnd });

/** "p. 3" or "pp. 3–5". */
export const pageLabel = (start: number, end = start) => (end > start ? `pp. ${start}–${end}` : `p. ${start}`);
