import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { detectFileType } from './detect.js';
import { extractDocument } from './extract.js';
import { WorkerPools } from '../workers/pools.js';
import { buildPdf } from './fixtures/pdf.js';
import { textImage } from './fixtures/images.js';

const SCAN_LINES = ['Inspection report unit 12', 'Smoke alarm tested and working'];

const pools = new WorkerPools();

async function scannedPage(lines: string[]) {
  const jpeg = await sharp(textImage(lines, 1200, 80))
    .greyscale()
    .jpeg({ quality: 90 })
    .toBuffer();
  const { width, height } = await sharp(jpeg).metadata();
  return { data: jpeg, width: width!, height: height! };
}

async function extract(bytes: Buffer, name: string, limits = {}) {
  const stages: string[] = [];
  const doc = await extractDocument(bytes, await detectFileType(bytes, name), { pools, limits, onProgress: (p) => stages.push(p.stage) });
  return { doc, stages };
}

// OCR is the slowest part of the suite: few, small pages, and once (pglite project) since no database is involved.
describe('OCR', () => {
  afterAll(() => pools.close());

  it('OCRs an image-only PDF page and keeps the text layer of the others', async () => {
    const pdf = buildPdf([{ lines: ['Cover letter: the inspection of unit 12 took place on 2 March 2026.'] }, { jpeg: await scannedPage(SCAN_LINES) }]);
    const started = Date.now();
    const { doc, stages } = await extract(pdf, 'inspection.pdf');
    console.info(`OCR of one rendered PDF page (200 DPI, including worker start): ${Date.now() - started} ms`);
    expect(doc.pages).toHaveLength(2);
    expect(doc.pages[0]).toMatchObject({ number: 1, ocr: false });
    expect(doc.pages[1]).toMatchObject({ number: 2, ocr: true });
    expect(doc.pages[1].text).toMatch(/inspection report unit 12/i);
    expect(doc.pages[1].text).toMatch(/smoke alarm tested/i);
    // The recognised page keeps its word boxes (for the viewer); the text-layer page has none.
    expect(doc.pages[0].words).toBeUndefined();
    expect(doc.pages[1].words!.words.map(([text]) => text).join(' ')).toMatch(/Smoke alarm tested/);
    expect(stages).toContain('Recognising text (page 2 of 2)');
  });

  it('shares the OCR threads page by page: a one-page scan is not held behind a long one that started first', async () => {
    const long = buildPdf(
      await Promise.all(Array.from({ length: 8 }, async (_, i) => ({ jpeg: await scannedPage([`Inspection report unit ${i + 1}`, 'Window latch broken']) }))),
    );
    const short = buildPdf([{ jpeg: await scannedPage(['Inspection report unit 99', 'Boiler pressure low']) }]);
    const finished: string[] = [];
    const longDone = extractDocument(long, await detectFileType(long, 'long.pdf'), { pools }).then((d) => (finished.push('long'), d));
    // The long scan has its first pages in recognition when the short one arrives.
    await new Promise((r) => setTimeout(r, 1_000));
    const shortDoc = await extractDocument(short, await detectFileType(short, 'short.pdf'), { pools });
    finished.push('short');
    expect(shortDoc.pages[0].text).toMatch(/unit 99[\s\S]*boiler pressure low/i);
    expect((await longDone).pages.map((p) => p.ocr)).toEqual(Array(8).fill(true));
    expect(finished).toEqual(['short', 'long']);
  });

  it('skips recognition on a blank page', async () => {
    const pdf = buildPdf([{ lines: ['Exhibit B follows on the next page after this separator sheet.'] }, {}]);
    const { doc, stages } = await extract(pdf, 'exhibit.pdf');
    expect(doc.pages[1]).toEqual({ number: 2, text: '', ocr: false });
    expect(stages).toContain('Recognising text (page 2 of 2)');
  });

  it('reads a PNG photo of a page', async () => {
    const started = Date.now();
    const { doc } = await extract(textImage(['Boiler serviced 14 May']), 'photo.png');
    console.info(`OCR of one small PNG with a warm worker: ${Date.now() - started} ms`);
    expect(doc.pages).toEqual([{ number: 1, ocr: true, text: expect.stringMatching(/boiler serviced 14 may/i), words: expect.anything() }]);
    // Where each word was found, as fractions of the 900 × 120 image: the line is drawn from x = 30 px with its
    // baseline at y = 60 px, 36 px type.
    const { aspect, words } = doc.pages[0]!.words!;
    expect(aspect).toBe(0.1333);
    expect(words.map(([text]) => text.toLowerCase())).toEqual(['boiler', 'serviced', '14', 'may']);
    const [, x, y, , h] = words[0]!;
    expect(x).toBeCloseTo(30 / 900, 2);
    expect(y + h).toBeGreaterThan(0.45);
    expect(y + h).toBeLessThan(0.55);
    for (let i = 1; i < words.length; i++) expect(words[i]![1]).toBeGreaterThan(words[i - 1]![1] + words[i - 1]![3]);
  });

  it('turns a JPEG upright by its EXIF orientation before reading it', async () => {
    // Pixels stored rotated a quarter turn anticlockwise, with orientation 6 telling viewers to turn them back.
    const jpeg = await sharp(textImage(['Gutter cleaning overdue']))
      .rotate(270)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const meta = await sharp(jpeg).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.height).toBeGreaterThan(meta.width!);
    const { doc } = await extract(jpeg, 'phone.jpg');
    expect(doc.pages[0].text).toMatch(/gutter cleaning overdue/i);
    // Boxes are on the upright page, the one the viewer draws: a wide line, not a tall one.
    expect(doc.pages[0].words!.aspect).toBeLessThan(1);
  });

  it('reads every page of a multi-page TIFF as its own page', async () => {
    const tiff = await sharp([textImage(['Page one: roof']), textImage(['Page two: windows'])], { join: { animated: true } })
      .tiff()
      .toBuffer();
    expect((await sharp(tiff).metadata()).pages).toBe(2);
    const { doc } = await extract(tiff, 'scan.tif');
    expect(doc.pages.map((p) => p.number)).toEqual([1, 2]);
    expect(doc.pages[0].text).toMatch(/roof/i);
    expect(doc.pages[1].text).toMatch(/windows/i);
  });

  it('marks a page that runs out of OCR time and keeps the rest of the document', async () => {
    const pdf = buildPdf([{ lines: ['Schedule A: the landlord supplies a working smoke alarm in every bedroom.'] }, { jpeg: await scannedPage(SCAN_LINES) }]);
    const { doc } = await extract(pdf, 'lease.pdf', { ocrPageTimeoutMs: 1 });
    expect(doc.pages[0].text).toMatch(/^Schedule A/);
    expect(doc.pages[1].failure).toMatch(/took longer than/);
    expect(doc.pages[1].text).toBe('');
  });
});
