/** A run of snippet text, marked when it is a matched term. */
export interface Segment {
  text: string;
  marked: boolean;
}

/**
 * Splits a snippet into plain and marked runs from [start, end) offsets. Offsets come from the server, so
 * they are clamped, sorted and merged rather than trusted; the text is never interpreted as HTML.
 */
export function highlightSegments(snippet: string, highlights: ReadonlyArray<readonly [number, number]>): Segment[] {
  const ranges = highlights
    .map(([s, e]) => [Math.max(0, Math.min(s, snippet.length)), Math.max(0, Math.min(e, snippet.length))] as const)
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [s, e] of ranges) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  const segments: Segment[] = [];
  let at = 0;
  for (const [s, e] of merged) {
    if (s > at) segments.push({ text: snippet.slice(at, s), marked: false });
    segments.push({ text: snippet.slice(s, e), marked: true });
    at = e;
  }
  if (at < snippet.length) segments.push({ text: snippet.slice(at), marked: false });
  return segments;
}
