import type { SearchHit } from '../../../common/search.js';

/**
 * The pages a quote's words are on. A passage can span pages (a chunk runs on past a page break, or a short
 * PDF is one chunk), so the chunk's first page is not the quote's: the quote's own span in the canonical text
 * is placed among the pages the passage crosses (SearchHit.pageBreaks, read from the version's page offsets).
 * `charStart`/`charEnd` are offsets in the canonical text, `charEnd` exclusive.
 */
export function citedPages(
  passage: Pick<SearchHit, 'pageStart' | 'pageEnd' | 'pageBreaks'>,
  charStart: number,
  charEnd: number,
): { page: number; pageEnd: number } {
  if (passage.pageEnd <= passage.pageStart || !passage.pageBreaks?.length) return { page: passage.pageStart, pageEnd: passage.pageEnd };
  const pageOf = (offset: number) => {
    let page = passage.pageStart;
    for (const [number, start] of passage.pageBreaks!) if (start <= offset) page = number;
    return page;
  };
  const page = pageOf(charStart);
  return { page, pageEnd: Math.max(page, pageOf(Math.max(charStart, charEnd - 1))) };
}
