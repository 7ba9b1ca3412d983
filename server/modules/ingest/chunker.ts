/**
 * Structure-aware chunking with provenance. The input is a document's pages; the output is chunks that follow
 * the document's structure (headings, numbered sections, paragraphs, table rows) and record where they came
 * from: the page range and the character span in the document's canonical text, so an answer can cite and
 * highlight the exact passage.
 *
 * The canonical text is the pages joined with PAGE_SEPARATOR; `pageOffsets` maps offsets back to pages.
 */
import { SHEET_LABEL } from '../../lib/extract/types.js';

export const PAGE_SEPARATOR = '\n\n';

export interface ChunkOptions {
  /** Chunks grow up to this many characters before a new one starts at the next block boundary. */
  targetChars: number;
  /** A single block longer than this is split at sentence boundaries. */
  maxChars: number;
  /** A heading starts a new chunk unless the current one is shorter than this. */
  minChars: number;
}

export const defaultChunkOptions: ChunkOptions = { targetChars: 900, maxChars: 1400, minChars: 200 };

export interface Chunk {
  index: number;
  text: string;
  /** The nearest heading above the chunk (section title), if any. */
  heading: string | null;
  charStart: number;
  charEnd: number;
  pageStart: number;
  pageEnd: number;
}

interface Block {
  start: number;
  end: number;
  kind: 'heading' | 'paragraph' | 'row';
  /** The first block of a table page, or of the prose after one: the chunk before it ends there. */
  startsChunk?: boolean;
}

export function canonicalText(pages: string[]) {
  const pageOffsets: number[] = [];
  let offset = 0;
  for (const page of pages) {
    pageOffsets.push(offset);
    offset += page.length + PAGE_SEPARATOR.length;
  }
  return { text: pages.join(PAGE_SEPARATOR), pageOffsets };
}

/** 1-based page number holding the character at `offset`. */
export function pageAt(pageOffsets: number[], offset: number): number {
  let lo = 0;
  let hi = pageOffsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (pageOffsets[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

const numberedSection = /^\s*((article|section|schedule|exhibit|appendix)\s+[\divxlc]+[.:]?|\d{1,2}(\.\d{1,2})*\.?)\s+\S/i;

/** Short lines that look like titles: numbered sections, ARTICLE/SECTION labels, or mostly capitals. */
export function looksLikeHeading(line: string): boolean {
  const t = line.trim();
  if (t.length < 3 || t.length > 90) return false;
  if (/[.;,]$/.test(t) && !numberedSection.test(t)) return false;
  const letters = t.replace(/[^A-Za-z]/g, '');
  const upperShare = letters.length ? letters.replace(/[^A-Z]/g, '').length / letters.length : 0;
  if (letters.length >= 4 && upperShare > 0.8) return true;
  return numberedSection.test(t) && t.length <= 70 && t.split(/\s+/).length <= 10;
}

/**
 * A spreadsheet page (ExtractedPage.table): every line is one table row, labelled with its headers, and a first
 * "Sheet: name" line names the sheet. Rows are never merged into a paragraph or cut in two, so each row stays a
 * unit of meaning that a question about it finds whole (answers/offline/table-rows.ts).
 */
function tableBlocks(text: string, start: number, end: number): Block[] {
  const out: Block[] = [];
  const page = text.slice(start, end);
  const lineRe = /[^\n]+/g;
  for (let m = lineRe.exec(page); m; m = lineRe.exec(page)) {
    if (!m[0].trim()) continue;
    out.push({ start: start + m.index, end: start + m.index + m[0].length, kind: out.length === 0 && m[0].startsWith(SHEET_LABEL) ? 'heading' : 'row' });
  }
  return out;
}

/** Splits text into blocks: headings, paragraphs (blank-line separated) and table rows (lines with cells). */
function blocks(text: string): Block[] {
  const out: Block[] = [];
  const lineRe = /[^\n]*(\n|$)/g;
  let paraStart = -1;
  let paraEnd = -1;
  const flush = () => {
    if (paraStart >= 0) out.push({ start: paraStart, end: paraEnd, kind: 'paragraph' });
    paraStart = -1;
  };
  for (let m = lineRe.exec(text); m && m[0].length > 0; m = lineRe.exec(text)) {
    const line = m[0].replace(/\n$/, '');
    const start = m.index;
    const end = start + line.length;
    if (!line.trim()) {
      flush();
      continue;
    }
    const isRow = line.includes('\t') || / \| /.test(line);
    if (isRow || looksLikeHeading(line)) {
      flush();
      out.push({ start, end, kind: isRow ? 'row' : 'heading' });
      continue;
    }
    if (paraStart < 0) paraStart = start;
    paraEnd = end;
  }
  flush();
  return out;
}

/** Splits an over-long span at sentence ends (falling back to spaces) into pieces of at most maxChars. */
function splitLong(text: string, start: number, end: number, maxChars: number): Array<[number, number]> {
  const pieces: Array<[number, number]> = [];
  let s = start;
  while (end - s > maxChars) {
    const window = text.slice(s, s + maxChars);
    let cut = Math.max(window.lastIndexOf('. '), window.lastIndexOf('; '), window.lastIndexOf('.\n'));
    if (cut < maxChars / 3) cut = window.lastIndexOf(' ');
    if (cut <= 0) cut = maxChars - 1;
    pieces.push([s, s + cut + 1]);
    s += cut + 1;
    while (s < end && /\s/.test(text[s]!)) s++;
  }
  if (s < end) pieces.push([s, end]);
  return pieces;
}

/**
 * Prose pages are blocked as a whole (a paragraph may run on over a page break); a table page (tablePages[i])
 * is blocked row by row and starts a chunk of its own, so a chunk never mixes two sheets or a sheet and prose.
 */
function documentBlocks(text: string, pageOffsets: number[], pageLengths: number[], tablePages: boolean[]): Block[] {
  if (!tablePages.some(Boolean)) return blocks(text);
  const out: Block[] = [];
  let i = 0;
  while (i < pageOffsets.length) {
    let j = i + 1;
    // Prose pages run together as before; each table page stands alone.
    while (j < pageOffsets.length && !tablePages[i] && !tablePages[j]) j++;
    const start = pageOffsets[i]!;
    const end = pageOffsets[j - 1]! + pageLengths[j - 1]!;
    const run = tablePages[i]
      ? tableBlocks(text, start, end)
      : blocks(text.slice(start, end)).map((b) => ({ ...b, start: b.start + start, end: b.end + start }));
    if (run[0]) run[0].startsChunk = true;
    out.push(...run);
    i = j;
  }
  return out;
}

export function chunkPages(pages: string[], options: ChunkOptions = defaultChunkOptions, tablePages: boolean[] = []): Chunk[] {
  const { text, pageOffsets } = canonicalText(pages);
  const chunks: Chunk[] = [];
  let heading: string | null = null;
  let current: { start: number; end: number; heading: string | null } | null = null;

  const emit = () => {
    if (!current) return;
    let { start, end } = current;
    while (start < end && /\s/.test(text[start]!)) start++;
    while (end > start && /\s/.test(text[end - 1]!)) end--;
    if (end > start) {
      chunks.push({
        index: chunks.length,
        text: text.slice(start, end),
        heading: current.heading,
        charStart: start,
        charEnd: end,
        pageStart: pageAt(pageOffsets, start),
        pageEnd: pageAt(pageOffsets, end - 1),
      });
    }
    current = null;
  };

  const pageLengths = pages.map((p) => p.length);
  for (const block of documentBlocks(text, pageOffsets, pageLengths, tablePages)) {
    if (block.startsChunk) emit();
    if (block.kind === 'heading') {
      if (current && current.end - current.start >= options.minChars) emit();
      heading = text.slice(block.start, block.end).trim();
    }
    for (const [start, end] of splitLong(text, block.start, block.end, options.maxChars)) {
      if (current && end - current.start > options.targetChars) emit();
      if (!current) current = { start, end, heading };
      current.end = end;
    }
  }
  emit();
  return chunks;
}
