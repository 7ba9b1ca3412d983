import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { detectFileType } from './detect.js';
import { extractDocument, type ExtractOptions } from './extract.js';
import { buildPdf } from './fixtures/pdf.js';
import { textImage } from './fixtures/images.js';
import { WorkerPools } from '../workers/pools.js';
import { ExtractionError } from './types.js';

async function scan(pages: number) {
  const specs = [];
  for (let i = 0; i < pages; i++) {
    const lines = Array.from({ length: 8 }, (_, j) => `Inspection report unit ${i + 1}, item ${j + 1}: smoke alarm tested and working`);
    const jpeg = await sharp(textImage(lines, 1700, 70))
      .greyscale()
      .jpeg({ quality: 85 })
      .toBuffer();
    const { width, height } = await sharp(jpeg).metadata();
    specs.push({ jpeg: { data: jpeg, width: width!, height: height! } });
  }
  return buildPdf(specs);
}

const pools = new WorkerPools();

async function extract(bytes: Buffer, options: Omit<ExtractOptions, 'pools'> = {}) {
  return extractDocument(bytes, await detectFileType(bytes, 'scan.pdf'), { pools, ...options });
}

/** Resolves when `stage` first matches a progress report of the extraction started with the returned options. */
function watchProgress(match: RegExp) {
  let seen: () => void = () => {};
  const reached = new Promise<void>((resolve) => (seen = resolve));
  return { reached, onProgress: ({ stage, done }: { stage: string; done: number }) => match.test(stage) && done >= 1 && seen() };
}

// Whole documents with OCR: once (pglite project), since no database is involved.
describe('stopping extraction', () => {
  afterAll(async () => {
    await pools.close();
  });

  it('an aborted signal stops a scan being recognised within moments (its OCR and PDF threads are terminated), and the pools serve the next document', async () => {
    const pdf = await scan(5);
    const controller = new AbortController();
    const progress = watchProgress(/^Recognising text/);
    const outcome = extract(pdf, { signal: controller.signal, onProgress: progress.onProgress }).then(
      () => 'finished',
      (e: unknown) => e,
    );
    // A page is recognised and the next ones are in the OCR threads.
    await progress.reached;
    expect(pools.liveThreads('ocr')).toBeGreaterThan(0);
    const reason = new Error('The document was deleted');
    const aborted = Date.now();
    controller.abort(reason);
    expect(await outcome).toBe(reason);
    const stoppedIn = Date.now() - aborted;
    console.info(`extraction stopped ${stoppedIn} ms after its signal was aborted, mid-OCR`);
    expect(stoppedIn).toBeLessThan(2_000);
    // The pools carry on with fresh threads: the next scan reads normally.
    const next = await extract(await scan(1));
    expect(next.pages[0].text).toMatch(/unit 1, item 1/i);
  }, 180_000);

  it('an aborted signal stops a PDF whose text layer never finishes, long before its time limit', async () => {
    const runaway = buildPdf([{ nestedForms: { depth: 9, fan: 10, leaf: 'text' } }]);
    const controller = new AbortController();
    const outcome = extract(runaway, { signal: controller.signal }).then(
      () => 'finished',
      (e: unknown) => e,
    );
    await expect.poll(() => pools.liveThreads('pdf')).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1_000));
    const aborted = Date.now();
    controller.abort(new Error('cancelled'));
    expect(await outcome).toEqual(new Error('cancelled'));
    expect(Date.now() - aborted).toBeLessThan(2_000);
  }, 60_000);

  it('a document over DOCUMENT_TIME_LIMIT_SECONDS is stopped and fails with the reason', async () => {
    const pdf = await scan(6);
    const started = Date.now();
    const err = await extract(pdf, { limits: { documentTimeoutMs: 3_000 } }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ExtractionError);
    expect(err).toMatchObject({
      code: 'timeout',
      message:
        'Reading this file took longer than 3 seconds, the most Propwise spends on one file (DOCUMENT_TIME_LIMIT_SECONDS), so it was stopped. Split it into smaller files and upload them separately.',
    });
    expect(Date.now() - started).toBeLessThan(6_000);
  }, 60_000);
});
