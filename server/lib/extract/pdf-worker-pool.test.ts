import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPools } from '../workers/pools.js';
import { detectFileType } from './detect.js';
import { extractDocument } from './extract.js';
import { prewarmPdfWorker } from './pdf-worker-pool.js';
import { buildPdf } from './fixtures/pdf.js';

const lease = (unit: number) => buildPdf([{ lines: [`LEASE FOR UNIT ${unit}`, '', 'The tenant pays rent on the first day of each month.'] }]);

async function extract(pools: WorkerPools, bytes: Buffer) {
  return extractDocument(bytes, await detectFileType(bytes, 'lease.pdf'), { pools });
}

describe('PDF worker pool', () => {
  let pools = new WorkerPools();
  afterEach(() => pools.close());

  it('is sized by PDF_WORKER_THREADS: starts threads ahead of need, never more than that, and the next documents use them', async () => {
    pools = new WorkerPools({ PDF_WORKER_THREADS: 2 });
    const live = () => pools.liveThreads('pdf');
    expect(live()).toBe(0);
    prewarmPdfWorker(pools);
    prewarmPdfWorker(pools);
    await expect.poll(live).toBe(2);
    prewarmPdfWorker(pools);
    const docs = await Promise.all([extract(pools, lease(1)), extract(pools, lease(2)), extract(pools, lease(3))]);
    expect(docs.map((d) => d.pages[0]!.text.split('\n')[0])).toEqual(['LEASE FOR UNIT 1', 'LEASE FOR UNIT 2', 'LEASE FOR UNIT 3']);
    // Three documents were read by the two threads already started: none was added.
    expect(live()).toBe(2);
  });

  it('a pool of one thread still reads documents side by side, and stops on request', async () => {
    pools = new WorkerPools({ PDF_WORKER_THREADS: 1 });
    const docs = await Promise.all([extract(pools, lease(4)), extract(pools, lease(5))]);
    expect(docs.map((d) => d.pages[0]!.text.split('\n')[0])).toEqual(['LEASE FOR UNIT 4', 'LEASE FOR UNIT 5']);
    expect(pools.liveThreads('pdf')).toBe(1);
    await pools.close();
    expect(pools.liveThreads('pdf')).toBe(0);
  });

  it('two sets of pools do not share threads: closing one leaves the other running', async () => {
    const other = new WorkerPools({ PDF_WORKER_THREADS: 1 });
    try {
      await Promise.all([extract(pools, lease(6)), extract(other, lease(7))]);
      expect(other.liveThreads('pdf')).toBe(1);
      await pools.close();
      expect(pools.liveThreads('pdf')).toBe(0);
      expect(other.liveThreads('pdf')).toBe(1);
      expect((await extract(other, lease(8))).pages[0]!.text).toContain('UNIT 8');
    } finally {
      await other.close();
    }
  });
});
