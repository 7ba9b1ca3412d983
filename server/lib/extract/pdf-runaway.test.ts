import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { detectFileType } from './detect.js';
import { extractDocument } from './extract.js';
import { WorkerPools } from '../workers/pools.js';
import { ExtractionError } from './types.js';
import { buildPdf } from './fixtures/pdf.js';
import { textImage } from './fixtures/images.js';

const LEASE = buildPdf([{ lines: ['RESIDENTIAL LEASE', '', '1. Rent. The tenant pays $1,450 on the first day', 'of each month by bank transfer.'] }], {
  title: 'Lease 4B',
});
// 10^8 nested draws of one word: pdfjs would read this 3 KB file's text layer for hours, without yielding.
const TEXT_LAUGHS = buildPdf([{ nestedForms: { depth: 9, fan: 10, leaf: 'text' } }]);

const pools = new WorkerPools();

async function extract(bytes: Buffer, limits = {}) {
  return extractDocument(bytes, await detectFileType(bytes, 'file.pdf'), { pools, limits });
}

/** Counts event-loop turns while `work` runs: PDF parsing on this thread would starve them. */
async function withTicks<T>(work: Promise<T>) {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 50);
  try {
    return { result: await work, ticks: () => ticks };
  } finally {
    clearInterval(timer);
  }
}

describe('runaway PDFs', () => {
  afterAll(async () => {
    await pools.close();
  });

  it('stops a PDF whose text layer never finishes at the time limit, with a reason, while the server keeps running', async () => {
    expect(TEXT_LAUGHS.length).toBeLessThan(4_000);
    // Warm the worker so the limit measures the parse, not tsx and pdfjs loading on a busy machine.
    expect((await extract(LEASE)).title).toBe('Lease 4B');

    const started = Date.now();
    const { result: err, ticks } = await withTicks(
      extract(TEXT_LAUGHS, { pdfTimeoutMs: 2_000 }).then(
        () => null,
        (e: unknown) => e,
      ),
    );
    const elapsed = Date.now() - started;
    expect(err).toBeInstanceOf(ExtractionError);
    expect((err as ExtractionError).code).toBe('timeout');
    expect((err as ExtractionError).message).toMatch(/^This PDF took too long to read, so it was stopped after 2 seconds\./);
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
    expect(elapsed).toBeLessThan(10_000);
    // The main thread was free the whole time (a blocked loop would count 0 or 1).
    expect(ticks()).toBeGreaterThanOrEqual(10);

    // The terminated worker is replaced: the next document reads normally, with the same text as always.
    const next = await extract(LEASE);
    expect(next.pages).toEqual([
      { number: 1, text: 'RESIDENTIAL LEASE\n\n1. Rent. The tenant pays $1,450 on the first day\nof each month by bank transfer.', ocr: false },
    ]);
  }, 60_000);

  it('a runaway PDF does not hold up another document read at the same time', async () => {
    const runaway = extract(TEXT_LAUGHS, { pdfTimeoutMs: 3_000 }).then(
      () => null,
      (e: unknown) => e,
    );
    const other = await extract(LEASE);
    expect(other.pages[0].text).toMatch(/^RESIDENTIAL LEASE/);
    expect(((await runaway) as ExtractionError).code).toBe('timeout');
  }, 60_000);

  it('gives up on a page that never finishes rendering for OCR, and still reads the pages after it', async () => {
    const jpeg = await sharp(textImage(['Inspection report unit 12', 'Smoke alarm tested and working'], 1200, 80))
      .greyscale()
      .jpeg({ quality: 90 })
      .toBuffer();
    const { width, height } = await sharp(jpeg).metadata();
    const pdf = buildPdf([
      { lines: ['Cover letter: the inspection of unit 12 took place on 2 March 2026.'] },
      // No text layer (so it is rendered for OCR), and 10^8 nested squares to draw.
      { nestedForms: { depth: 9, fan: 10, leaf: 'square' } },
      { jpeg: { data: jpeg, width: width!, height: height! } },
    ]);
    // Generous for the normal pages even on a loaded machine (a page renders in well under a second when idle).
    const doc = await extract(pdf, { pdfRenderTimeoutMs: 8_000 });
    expect(doc.pages.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(doc.pages[0]).toMatchObject({ ocr: false, text: 'Cover letter: the inspection of unit 12 took place on 2 March 2026.' });
    expect(doc.pages[1]).toMatchObject({ text: '', failure: 'This page took longer than 8 seconds to render for text recognition' });
    // Rendered by a fresh worker that opened the document again.
    expect(doc.pages[2], JSON.stringify(doc.pages[2])).toMatchObject({ ocr: true });
    expect(doc.pages[2].text).toMatch(/smoke alarm tested/i);
  }, 120_000);
});
