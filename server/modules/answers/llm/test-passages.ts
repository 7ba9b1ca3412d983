/**
 * Test support: passages cut from a real contract of the CUAD development set by the real chunker, shaped as
 * search hits with their true spans in the canonical text (so a citation's span can be checked against it).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SearchHit } from '../../../../common/search.js';
import { canonicalText, chunkPages } from '../../ingest/chunker.js';

import { CUAD_CONTRACTS } from '../../../test/cuad.js';

export { CUAD_CONTRACTS };

export interface ContractPassages {
  title: string;
  canonical: string;
  chunks: SearchHit[];
  /** The chunk containing `phrase` (whitespace-insensitive); throws when there is none. */
  find(phrase: string): SearchHit;
}

/** Cuts the text into pages of about `pageChars` at line breaks, as extracted pages would be. */
function pagesOf(text: string, pageChars: number): string[] {
  const pages: string[] = [];
  let from = 0;
  while (from < text.length) {
    let to = Math.min(text.length, from + pageChars);
    const nl = text.lastIndexOf('\n', to);
    if (to < text.length && nl > from + pageChars / 2) to = nl;
    pages.push(text.slice(from, to).trim());
    from = to;
  }
  return pages.filter(Boolean);
}

export function contractPassages(name: string, pageChars = 3500): ContractPassages {
  const raw = readFileSync(`${CUAD_CONTRACTS}/${name}.txt`, 'utf8');
  const pages = pagesOf(raw, pageChars);
  const { text: canonical } = canonicalText(pages);
  const documentId = randomUUID();
  const versionId = randomUUID();
  const projectId = randomUUID();
  const chunks: SearchHit[] = chunkPages(pages).map((c, i) => ({
    chunkId: randomUUID(),
    documentId,
    versionId,
    documentTitle: name,
    documentType: 'other',
    projectId,
    projectName: 'CUAD',
    pageStart: c.pageStart,
    pageEnd: c.pageEnd,
    charStart: c.charStart,
    charEnd: c.charEnd,
    text: c.text,
    snippet: c.text.slice(0, 160),
    highlights: [],
    score: 1 - i / 1000,
  }));
  const squash = (s: string) => s.replace(/\s+/g, ' ');
  return {
    title: name,
    canonical,
    chunks,
    find(phrase) {
      const hit = chunks.find((c) => squash(c.text).includes(squash(phrase)));
      if (!hit) throw new Error(`no chunk of ${name} contains "${phrase}"`);
      return hit;
    },
  };
}

export const CORIO = 'CORIOINC_07_20_2000-EX-10.5-LICENSE AND HOSTING AGREEMENT';
export const HYPERION = 'HYPERIONSOFTWARECORP_09_28_1994-EX-10.47-EXCLUSIVE DISTRIBUTOR AGREEMENT';
