/**
 * The document viewer's address for one passage: /dashboard/documents/:documentId?page=N&from=S&to=E, where S
 * and E are the passage's span in the version's canonical text. Search results and answers both link here.
 */
export function passageHref(p: { documentId: string; page: number; charStart: number; charEnd: number }) {
  const q = new URLSearchParams({ page: String(p.page), from: String(p.charStart), to: String(p.charEnd) });
  return `/dashboard/documents/${encodeURIComponent(p.documentId)}?${q}`;
}

/** "p. 3" or "pp. 3–5". */
export const pageLabel = (start: number, end = start) => (end > start ? `pp. ${start}–${end}` : `p. ${start}`);
