import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { isBlankBitmap, MAX_INK_SHARE } from './blank-page.mjs';
import { detectFileType } from './detect.js';
import { extractDocument } from './extract.js';
import { buildPdf, rawPdf } from './fixtures/pdf.js';
import { textImage } from './fixtures/images.js';
import { WorkerPools } from '../workers/pools.js';
import { ExtractionError } from './types.js';

/** A page's RGBA pixels: white, with `draw` applied. */
function page(width: number, height: number, draw: (ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void = () => {}) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  draw(ctx);
  return ctx.getImageData(0, 0, width, height).data;
}

describe('isBlankBitmap (a drawn page)', () => {
  // A Letter page at the OCR resolution (200 DPI).
  const [W, H] = [1700, 2200];

  it('calls a white page, a pale tint, and a few specks of scanner dust blank', () => {
    expect(isBlankBitmap(page(W, H), W, H)).toBe(true);
    expect(
      isBlankBitmap(
        page(W, H, (ctx) => ((ctx.fillStyle = '#e8e8e8'), ctx.fillRect(0, 0, W, H))),
        W,
        H,
      ),
    ).toBe(true);
    const specks = page(W, H, (ctx) => {
      ctx.fillStyle = '#000000';
      for (let i = 0; i < 8; i++) ctx.fillRect(100 + i * 150, 300 + i * 200, 2, 2);
    });
    expect(isBlankBitmap(specks, W, H)).toBe(true);
  });

  it('does not call a page with one short word blank, nor one in any dark colour', () => {
    const word = page(W, H, (ctx) => ((ctx.fillStyle = '#000000'), (ctx.font = '33px sans-serif'), ctx.fillText('No.', 200, 400)));
    expect(isBlankBitmap(word, W, H)).toBe(false);
    const red = page(W, H, (ctx) => ((ctx.fillStyle = '#c00000'), (ctx.font = '33px sans-serif'), ctx.fillText('Paid', 200, 400)));
    expect(isBlankBitmap(red, W, H)).toBe(false);
  });

  it('the line between blank and not is MAX_INK_SHARE of the page', () => {
    const allowed = Math.floor(W * H * MAX_INK_SHARE);
    const withInk = (pixels: number) => page(W, H, (ctx) => ((ctx.fillStyle = '#000000'), ctx.fillRect(10, 10, pixels, 1)));
    expect(isBlankBitmap(withInk(allowed), W, H)).toBe(true);
    expect(isBlankBitmap(withInk(allowed + 1), W, H)).toBe(false);
  });
});

const pools = new WorkerPools();

async function extract(bytes: Buffer, limits = {}) {
  return extractDocument(bytes, await detectFileType(bytes, 'file.pdf'), { pools, limits });
}

async function failure(bytes: Buffer, limits = {}) {
  const err = await extract(bytes, limits).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ExtractionError);
  return err as ExtractionError;
}

const EXHIBIT = 'BT /F1 12 Tf 72 720 Td (Exhibit A: the plan of the premises follows on the next pages) Tj ET';

// Whole documents: once (pglite project), since no database is involved.
describe('blank pages in PDFs', () => {
  beforeEach(() => pools.close(['ocr']));
  afterAll(async () => {
    await pools.close();
  });

  it('reads a PDF that declares 2,000 blank pages in a few hundred bytes in seconds, without text recognition', async () => {
    const pdf = rawPdf([''], { repeat: 2_000 });
    expect(pdf.length).toBeLessThan(15_000);
    const started = Date.now();
    const err = await failure(pdf);
    // Drawing 2,000 empty pages at the OCR resolution took 22 minutes; a glance at each shows there is nothing to recognise.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(err).toMatchObject({ code: 'empty', message: 'No readable text was found in this file.' });
    expect(pools.liveThreads('ocr')).toBe(0);
  }, 60_000);

  it('keeps the numbering of 1,999 blank pages after a text page, each an empty page', async () => {
    const pdf = rawPdf([EXHIBIT, ...Array<string>(1_999).fill('')]);
    const started = Date.now();
    const doc = await extract(pdf);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(doc.pages).toHaveLength(2_000);
    expect(doc.pages[0]).toMatchObject({ number: 1, text: 'Exhibit A: the plan of the premises follows on the next pages', ocr: false });
    expect(doc.pages[1_999]).toEqual({ number: 2_000, text: '', ocr: false });
    expect(doc.pages.filter((p) => p.text)).toHaveLength(1);
    expect(pools.liveThreads('ocr')).toBe(0);
  }, 60_000);

  it('skips near-blank pages too (a white box over the page, a scanned empty sheet), without recognising them', async () => {
    const emptyScan = await sharp({ create: { width: 1200, height: 1550, channels: 3, background: '#f5f5f5' } })
      .greyscale()
      .jpeg()
      .toBuffer();
    const pdf = buildPdf([{ lines: ['Exhibit B follows: photographs of the empty unit.'] }, { jpeg: { data: emptyScan, width: 1200, height: 1550 } }]);
    const whiteBoxes = rawPdf([EXHIBIT, '1 g 0 0 612 792 re f', '0.97 g 36 36 540 720 re f']);
    expect((await extract(pdf)).pages[1]).toEqual({ number: 2, text: '', ocr: false });
    expect((await extract(whiteBoxes)).pages.slice(1)).toEqual([
      { number: 2, text: '', ocr: false },
      { number: 3, text: '', ocr: false },
    ]);
    expect(pools.liveThreads('ocr')).toBe(0);
  }, 60_000);

  it('a glance never skips a faint page: pale grey type after a blank page is still recognised', async () => {
    const faint = await sharp(textImage(['Inspection report unit 12', 'Smoke alarm tested and working'], 1200, 80))
      .linear(0.4, 153) // black type becomes grey 153 on white: ink, but barely
      .greyscale()
      .jpeg({ quality: 90 })
      .toBuffer();
    const { width, height } = await sharp(faint).metadata();
    const doc = await extract(buildPdf([{}, { jpeg: { data: faint, width: width!, height: height! } }]));
    expect(doc.pages[0]).toEqual({ number: 1, text: '', ocr: false });
    expect(doc.pages[1]).toMatchObject({ number: 2, ocr: true });
    expect(doc.pages[1].text).toMatch(/smoke alarm tested/i);
  }, 60_000);

  it('blank pages do not count against MAX_OCR_PAGES; pages that need recognition past it fail the document at once', async () => {
    const jpeg = await sharp(textImage(['Inspection report unit 12'], 1200, 80))
      .greyscale()
      .jpeg()
      .toBuffer();
    const { width, height } = await sharp(jpeg).metadata();
    const scan = { jpeg: { data: jpeg, width: width!, height: height! } };
    // Two scanned pages among four blank ones: within a limit of 2.
    const mostlyBlank = buildPdf([{}, scan, {}, {}, scan, {}]);
    const doc = await extract(mostlyBlank, { maxOcrPages: 2 });
    expect(doc.pages.map((p) => p.ocr)).toEqual([false, true, false, false, true, false]);

    await pools.close(['ocr']);
    const started = Date.now();
    const err = await failure(buildPdf([scan, scan, scan, {}]), { maxOcrPages: 2 });
    expect(err.code).toBe('too_large');
    expect(err.message).toBe(
      'This PDF has 3 pages without a text layer (of 4) that need text recognition; the limit is 2 (MAX_OCR_PAGES). Split it into smaller files and upload them separately.',
    );
    // Refused before any page was recognised.
    expect(pools.liveThreads('ocr')).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 120_000);

  it('refuses a PDF longer than MAX_DOCUMENT_PAGES, saying how long it is and what the limit is', async () => {
    const err = await failure(rawPdf([''], { repeat: 5_000 }));
    expect(err).toMatchObject({
      code: 'too_large',
      message: 'This PDF has 5,000 pages; the limit is 2,000 (MAX_DOCUMENT_PAGES). Split it into smaller files and upload them separately.',
    });
  });
});
