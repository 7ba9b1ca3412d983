import type { PlacedText } from './align-runs.js';
import type { TextItemBox } from './render-protocol.js';
import { glyphWidth } from '../../../common/glyph-widths.js';

/**
 * Splits a text item into its words, each with its share of the item's length: [{ text, from, to }] where
 * from/to are fractions (0..1) of the item's width.
 */
export function wordsOf(text: string): Array<{ text: string; from: number; to: number }> {
  const chars = [...text];
  const total = chars.reduce((sum, ch) => sum + glyphWidth(ch), 0) || 1;
  const words: Array<{ text: string; from: number; to: number }> = [];
  let x = 0;
  let word: { text: string; start: number } | null = null;
  for (const ch of chars) {
    const w = glyphWidth(ch);
    if (/\s/.test(ch)) {
      if (word) words.push({ text: word.text, from: word.start / total, to: x / total });
      word = null;
    } else if (!word) word = { text: ch, start: x };
    else word.text += ch;
    x += w;
  }
  if (word) words.push({ text: word.text, from: word.start / total, to: x / total });
  return words;
}

/** One placed piece per word, so a highlight starting or ending mid-line lands on the right glyphs. */
export function splitIntoWords(items: TextItemBox[]): PlacedText[] {
  const out: PlacedText[] = [];
  for (const item of items) {
    for (const word of wordsOf(item.str)) {
      if (item.vertical) out.push({ text: word.text, x: item.x, y: item.y + word.from * item.h, w: item.w, h: (word.to - word.from) * item.h });
      else out.push({ text: word.text, x: item.x + word.from * item.w, y: item.y, w: (word.to - word.from) * item.w, h: item.h });
    }
  }
  return out;
}
