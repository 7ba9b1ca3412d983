import type { ExtractedPage } from './types.js';

export function normalizeNewlines(text: string) {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * Flowing text has no real pages; it is cut into pages of about `pageChars` characters at paragraph
 * boundaries so that citations can still name a page.
 */
export function paginateText(text: string, pageChars: number): ExtractedPage[] {
  const paragraphs = normalizeNewlines(text)
    .split(/\n[ \t]*\n+/)
    .map((p) => p.replace(/\s+$/, ''))
    .filter((p) => p.trim() !== '')
    .flatMap((p) => splitLong(p, pageChars));
  const pages: string[] = [];
  let current = '';
  for (const p of paragraphs) {
    if (current && current.length + 2 + p.length > pageChars) {
      pages.push(current);
      current = p;
    } else {
      current = current ? `${current}\n\n${p}` : p;
    }
  }
  if (current) pages.push(current);
  return pages.map((t, i) => ({ number: i + 1, text: t, ocr: false }));
}

/** A paragraph longer than a page is cut at line ends, then at spaces, then anywhere. */
function splitLong(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const parts: string[] = [];
  let rest = paragraph;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    let cut = window.lastIndexOf('\n');
    if (cut < max / 2) cut = window.lastIndexOf(' ');
    if (cut < max / 2) cut = max;
    parts.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).replace(/^\s+/, '');
  }
  if (rest) parts.push(rest);
  return parts;
}

/** "Unit: 4B; Issue: Leak; Cost: $120" — a table row kept readable with its headers. */
export function formatRow(headers: string[], values: string[]): string {
  const parts: string[] = [];
  values.forEach((value, i) => {
    const v = value.trim();
    if (!v) return;
    const h = headers[i]?.trim();
    parts.push(h ? `${h}: ${v}` : v);
  });
  return parts.join('; ');
}

/** Rows become lines; a long table is split into pages of about `pageChars` characters, headers repeated in each row. */
export function paginateRows(lines: string[], pageChars: number, heading?: string): string[] {
  const pages: string[] = [];
  let current = heading ?? '';
  for (const line of lines) {
    if (current && current !== heading && current.length + 1 + line.length > pageChars) {
      pages.push(current);
      current = heading ?? '';
    }
    current = current ? `${current}\n${line}` : line;
  }
  if (current && current !== heading) pages.push(current);
  return pages;
}
