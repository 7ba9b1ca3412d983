import type { LayoutRun } from '../../../common/viewer.js';

/** A piece of text drawn on a page (a PDF text item or an OCR word) and its box, as fractions of the page. */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const isSpace = (ch: string) => /\s/.test(ch);
/** How far ahead to look for the place where two texts agree again after a difference. */
const RESYNC_WINDOW = 80;
const RESYNC_MATCH = 4;

/**
 * Gives each placed piece of text the [start, end) range it occupies in the stored page text.
 *
 * The stored text was built from the very same pieces, only with whitespace changed (spaces between items, line
 * and paragraph breaks), so the non-space characters of both appear in the same order: walking them side by side
 * maps each piece exactly. Where they differ (OCR run again on another engine build), the walk skips ahead to the
 * next place both agree on a few characters, so one misread word does not shift every highlight after it.
 */
export function alignRuns(pageText: string, placed: PlacedText[]): LayoutRun[] {
  const offsets: number[] = [];
  for (let i = 0; i < pageText.length; i++) if (!isSpace(pageText[i]!)) offsets.push(i);
  const chars = offsets.map((o) => pageText[o]!);

  // The non-space characters of every piece, in drawing order, remembering which piece each came from.
  const pieceChars: string[] = [];
  const pieceOf: number[] = [];
  placed.forEach((p, index) => {
    for (const ch of p.text) {
      if (isSpace(ch)) continue;
      pieceChars.push(ch);
      pieceOf.push(index);
    }
  });

  const start = new Array<number>(placed.length).fill(-1);
  const end = new Array<number>(placed.length).fill(-1);
  let i = 0;
  for (let j = 0; j < pieceChars.length && i < chars.length; j++) {
    if (chars[i] !== pieceChars[j]) {
      const next = resync(chars, i, pieceChars, j);
      if (!next) continue; // this character is not in the stored text: leave it unplaced
      i = next.i;
      j = next.j;
    }
    const piece = pieceOf[j]!;
    const offset = offsets[i]!;
    if (start[piece] === -1) start[piece] = offset;
    end[piece] = offset + 1;
    i++;
  }

  const runs: LayoutRun[] = [];
  placed.forEach((p, index) => {
    if (start[index] === -1 || p.w <= 0 || p.h <= 0) return;
    runs.push({ start: start[index]!, end: end[index]!, x: p.x, y: p.y, w: p.w, h: p.h });
  });
  return runs;
}

/** The nearest pair of positions (ahead of i and j) where both sequences agree on a few characters. */
function resync(a: string[], i: number, b: string[], j: number): { i: number; j: number } | null {
  for (let distance = 1; distance <= RESYNC_WINDOW; distance++) {
    for (let di = 0; di <= distance; di++) {
      const ii = i + di;
      const jj = j + (distance - di);
      if (agree(a, ii, b, jj)) return { i: ii, j: jj };
    }
  }
  return null;
}

function agree(a: string[], i: number, b: string[], j: number) {
  const n = Math.min(RESYNC_MATCH, a.length - i, b.length - j);
  if (n <= 0) return false;
  for (let k = 0; k < n; k++) if (a[i + k] !== b[j + k]) return false;
  return true;
}
