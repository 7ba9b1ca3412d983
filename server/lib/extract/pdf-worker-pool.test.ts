import { afterEach, describe, expect, it } from 'vitest';
import { configureWorkerPools } from '../workers/pools.js';
import { detectFileType } from './detect.js';
import { extractDocument } from './extract.js';
import { closePdfWorkers, livePdfWorkers, prewarmPdfWorker } from './pdf-worker-pool.js';
import { buildPdf } from './fixtures/pdf.js';

const lease = (unit: number) => buildPdf([{ lines: [`LEASE FOR UNIT ${unit}`, '', 'The tenant pays rent on the first day of each month.'] }]);

async function extract(bytes: Buffer) {
  return extractDocument(bytes, await detectFileType(bytes, 'lease.pdf'));
}

describe.skipIf(process.env.TEST_DB === 'postgres')('PDF worker pool', () => {
  afterEach(async () => {
    await closePdfWorkers();
    configureWorkerPools({});
  });

  it('is sized by PDF_WORKER_THREADS: starts threads ahead of need, never more than that, and the next documents use them', async () => {
    await closePdfWorkers();
    configureWorkerPools({ PDF_WORKER_THREADS: 2 });
    expect(livePdfWorkers()).toBe(0);
    prewarmPdfWorker();
    prewarmPdfWorker();
    await expect.poll(livePdfWorkers).toBe(2);
    prewarmPdfWorker();
    const docs = await Promise.all([extract(lease(1)), extract(lease(2)), extract(lease(3))]);
    expect(docs.map((d) => d.pages[0]!.text.split('\n')[0])).toEqual(['LEASE FOR UNIT 1', 'LEASE FOR UNIT 2', 'LEASE FOR UNIT 3']);
    // Three documents were read by the two threads already started: none was added.
    expect(livePdfWorkers()).toBe(2);
  });

  it('a pool of one thread still reads documents side by side, and stops on request', async () => {
    configureWorkerPools({ PDF_WORKER_THREADS: 1 });
    const docs = await Promise.all([extract(lease(4)), extract(lease(5))]);
    expect(docs.map((d) => d.pages[0]!.text.split('\n')[0])).toEqual(['LEASE FOR UNIT 4', 'LEASE FOR UNIT 5']);
    expect(livePdfWorkers()).toBe(1);
    await closePdfWorkers();
    expect(livePdfWorkers()).toBe(0);
  });
});
