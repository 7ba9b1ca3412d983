/**
 * Maps spans of a document's canonical text (what the pipeline stores: pages joined by a blank line) back to
 * offsets in the original `.txt`, where CUAD's gold spans live.
 *
 * The text extractor changes only whitespace: it normalises line endings, cuts flowing text into pages at
 * paragraph breaks (collapsing runs of blank lines and trailing spaces) and may cut an over-long paragraph at a
 * space, which becomes a page break. Every non-whitespace character survives in order, so the n-th
 * non-whitespace character of the canonical text is the n-th one of the `.txt`. A span maps to the source span
 * from its first to its last non-whitespace character; whitespace at its edges is dropped, which changes
 * character counts by a few spaces at most.
 */
export interface OffsetMap {
  /** Whether every non-whitespace character matched; when false, spans are mapped up to the first mismatch only. */
  exact: boolean;
  /** Non-whitespace characters matched before the first mismatch (all of them when exact). */
  matched: number;
  toSource(start: number, end: number): { start: number; end: number } | null;
}

// Exactly JavaScript's \s (what the extractor's trims and splits use), e.g. an em space (U+2003) counts.
const SPACE = /\s/;
const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13) || (c > 127 && SPACE.test(String.fromCharCode(c)));

/** Offsets of the non-whitespace characters of `text`, in order. */
function significant(text: string): Int32Array {
  const out = new Int32Array(text.length);
  let n = 0;
  for (let i = 0; i < text.length; i++) if (!isSpace(text.charCodeAt(i))) out[n++] = i;
  return out.subarray(0, n);
}

export function buildOffsetMap(source: string, canonical: string): OffsetMap {
  const src = significant(source);
  const can = significant(canonical);
  let matched = 0;
  const limit = Math.min(src.length, can.length);
  while (matched < limit && source.charCodeAt(src[matched]!) === canonical.charCodeAt(can[matched]!)) matched++;
  const exact = matched === src.length && matched === can.length;
  // For each canonical offset, the index of the first significant character at or after it.
  const nextSig = new Int32Array(canonical.length + 1);
  let k = can.length;
  for (let i = canonical.length; i >= 0; i--) {
    if (k > 0 && can[k - 1] === i) k--;
    nextSig[i] = k;
  }
  return {
    exact,
    matched,
    toSource(start, end) {
      const first = nextSig[Math.max(0, Math.min(start, canonical.length))]!;
      const afterLast = nextSig[Math.max(0, Math.min(end, canonical.length))]!; // significant chars before `end`
      if (afterLast <= first || first >= matched) return null;
      const last = Math.min(afterLast, matched) - 1;
      return { start: src[first]!, end: src[last]! + 1 };
    },
  };
}
