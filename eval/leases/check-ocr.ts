/**
 * How much of each gold quote survives the product's own text extraction (OCR for scans and photos), without the
 * rest of the product: separates what OCR loses from what abstraction misses.
 *
 *   node --import tsx eval/leases/check-ocr.ts /work/lease-devset/dev [NAME ...]     (default: every scan and photo)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectFileType, extractDocument } from '../../server/lib/extract/index.js';
import { WorkerPools } from '../../server/lib/workers/pools.js';
import { classifyDocument } from './classify.js';
import { imagesToPdf } from './combine-pages.js';
import { loadLeaseSet } from './dataset.js';
import { evidenceOverlap } from './score.js';

const [dir, ...names] = process.argv.slice(2);
if (!dir) throw new Error('usage: check-ocr.ts DIR [NAME ...]');
const set = loadLeaseSet(dir);
const read = (f: string) => new Uint8Array(readFileSync(join(dir, 'documents', f)));
const pools = new WorkerPools();
try {
  for (const d of set.documents) {
    if (names.length ? !names.includes(d.name) : (await classifyDocument(d, read)) !== 'scan') continue;
    const bytes = Buffer.from(d.pageSet ? await imagesToPdf(d.files.map((f) => ({ bytes: read(f), fileName: f }))) : read(d.files[0]!));
    const started = Date.now();
    const doc = await extractDocument(bytes, await detectFileType(bytes, d.pageSet ? `${d.name}.pdf` : d.files[0]!), { pools });
    const text = doc.pages.map((p) => p.text).join('\n\n');
    const quotes = Object.entries(set.gold.find((g) => g.document === d.name)?.evidence ?? {}).map(([field, q]) => ({
      field,
      share: evidenceOverlap(q, text),
    }));
    const mean = quotes.reduce((s, q) => s + q.share, 0) / Math.max(1, quotes.length);
    const low = quotes.filter((q) => q.share < 0.9).map((q) => `${q.field} ${q.share.toFixed(2)}`);
    console.log(
      `${d.name} (${d.files.join(', ')}): ${doc.pages.length} pages, ${doc.pages.filter((p) => p.ocr).length} OCR'd, ${((Date.now() - started) / 1000).toFixed(1)} s; gold quotes' 3-grams in the text: mean ${mean.toFixed(3)}${low.length ? `; below 0.9: ${low.join(', ')}` : ''}`,
    );
  }
} finally {
  await pools.close();
}
