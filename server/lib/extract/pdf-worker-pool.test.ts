import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { detectFileType } from './detect.js';
import { extractDocument } from './extract.js';
import { closePdfWorkers, livePdfWorkers, prewarmPdfWorker } from './pdf-worker-pool.js';
import { buildPdf } from './fixtures/pdf.js';

const lease = (unit: number) => buildPdf([{ lines: [`LEASE FOR UNIT ${unit}`, '', 'The tenant pays rent on the first day of each month.'] }]);

async function extract(bytes: Buffer) {
  return extractDocument(bytes, await detectFileType(bytes, 'lease.pdf'));
}

describe.skipIf(process.env.TEST_DB === 'postgres')('PDF worker pool', () => {
  afterEach(() => closePdfWorkers());

  it('starts workers ahead of need, never more than one per slot, and the next documents use them', async () => {
    await closePdfWorkers();
    expect(livePdfWorkers()).toBe(0);
    prewarmPdfWorker();
    prewarmPdfWorker();
    prewarmPdfWorker();
    // One slot per core, at most two: a third call starts nothing.
    const slots = Math.min(2, os.availableParallelism());
    expect(livePdfWorkers()).toBe(slots);
    const docs = await Promise.all([extract(lease(1)), extract(lease(2))]);
    expect(docs.map((d) => d.pages[0]!.text.split('\n')[0])).toEqual(['LEASE FOR UNIT 1', 'LEASE FOR UNIT 2']);
    // Both documents were read by the workers already started: none was added.
    expect(livePdfWorkers()).toBe(slots);
  });

  it('stops idle workers on request', async () => {
    prewarmPdfWorker();
    expect(livePdfWorkers()).toBe(1);
    await closePdfWorkers();
    expect(livePdfWorkers()).toBe(0);
  });
});
