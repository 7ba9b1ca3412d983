import { describe, expect, it } from 'vitest';
import { highlightRects } from '../../../common/viewer.js';
import { alignRuns, type PlacedText } from './align-runs.js';
import { wordsOf } from './glyph-widths.js';

const box = (text: string, x: number, y: number): PlacedText => ({ text, x, y, w: 0.1, h: 0.02 });

describe('alignRuns', () => {
  it('maps each placed piece to its characters in text rebuilt with different whitespace', () => {
    const pageText = 'RENT\n\nTenant shall pay\nmonthly rent.';
    const runs = alignRuns(pageText, [
      box('RENT', 0.1, 0.1),
      box('Tenant', 0.1, 0.2),
      box('shall', 0.2, 0.2),
      box('pay', 0.3, 0.2),
      box('monthly rent.', 0.1, 0.3),
    ]);
    expect(runs.map((r) => pageText.slice(r.start, r.end))).toEqual(['RENT', 'Tenant', 'shall', 'pay', 'monthly rent.']);
  });

  it('resynchronises after a piece the stored text does not have, without shifting later pieces', () => {
    const pageText = 'Boiler serviced on 14 May by Acme Heating';
    const runs = alignRuns(pageText, [
      box('Boiler', 0, 0),
      box('servlced', 0, 0),
      box('on', 0, 0),
      box('14', 0, 0),
      box('May', 0, 0),
      box('by', 0, 0),
      box('Acme', 0, 0),
      box('Heating', 0, 0),
    ]);
    const texts = runs.map((r) => pageText.slice(r.start, r.end));
    expect(texts[0]).toBe('Boiler');
    expect(texts.slice(-5)).toEqual(['14', 'May', 'by', 'Acme', 'Heating']);
  });
});

describe('highlightRects', () => {
  it('cuts runs at the span ends and merges one line into one band', () => {
    const pageText = 'pay monthly rent now';
    const runs = alignRuns(
      pageText,
      wordsOf(pageText).map((w) => ({ text: w.text, x: 0.1 + w.from * 0.8, y: 0.5, w: (w.to - w.from) * 0.8, h: 0.02 })),
    );
    const from = pageText.indexOf('monthly');
    const rects = highlightRects(runs, from, from + 'monthly rent'.length);
    expect(rects).toHaveLength(1);
    const [r] = rects;
    const words = wordsOf(pageText);
    expect(r!.x).toBeCloseTo(0.1 + words[1]!.from * 0.8, 5);
    expect(r!.x + r!.w).toBeCloseTo(0.1 + words[2]!.to * 0.8, 5);
  });
});

describe('highlightRects with the page text', () => {
  it('cuts a run by glyph widths, so a narrow trailing full stop is left out without cutting the last letter', () => {
    const pageText = 'damage.';
    const run = { start: 0, end: 7, x: 0, y: 0, w: 1, h: 0.02 };
    const [even] = highlightRects([run], 0, 6);
    const [weighted] = highlightRects([run], 0, 6, pageText);
    expect(even!.w).toBeCloseTo(6 / 7, 5);
    // "damage" is 3613 of 3891 thousandths of an em: the full stop takes less than an even seventh.
    expect(weighted!.w).toBeCloseTo(3613 / 3891, 5);
  });
});
