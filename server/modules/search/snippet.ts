import { MATCH_END, MATCH_START } from './search.sql.js';

export interface Snippet {
  snippet: string;
  highlights: Array<[number, number]>;
}

/**
 * Turns ts_headline output (matched terms wrapped in private-use markers) into plain text plus highlight
 * offsets, so clients render marks without ever treating document text as HTML.
 */
export function parseHeadline(headline: string): Snippet {
  const highlights: Array<[number, number]> = [];
  let snippet = '';
  let openAt = -1;
  for (const ch of headline.replace(/\s+/g, ' ').trim()) {
    if (ch === MATCH_START) openAt = snippet.length;
    else if (ch === MATCH_END) {
      if (openAt >= 0 && snippet.length > openAt) highlights.push([openAt, snippet.length]);
      openAt = -1;
    } else snippet += ch;
  }
  return { snippet, highlights };
}
