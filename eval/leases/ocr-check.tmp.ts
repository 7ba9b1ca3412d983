import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectFileType, extractDocument } from '../../server/lib/extract/index.js';
import { WorkerPools } from '../../server/lib/workers/pools.js';
import { imagesToPdf } from './combine-pages.js';
import { loadLeaseSet } from './dataset.js';
import { evidenceOverlap } from './score.js';
const dir = process.argv[2]!;
const set = loadLeaseSet(dir);
const manifest = readFileSync(join(dir, 'manifest.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
const pools = new WorkerPools();
const picks = process.argv.slice(3);
for (const name of picks) {
  const d = set.documents.find((x) => x.name === name)!;
  const read = (f: string) => new Uint8Array(readFileSync(join(dir, 'documents', f)));
  const bytes = d.pageSet ? Buffer.from(await imagesToPdf(d.files.map((f) => ({ bytes: read(f), fileName: f })))) : Buffer.from(read(d.files[0]!));
  const t0 = Date.now();
  const doc = await extractDocument(bytes, await detectFileType(bytes, d.pageSet ? `${name}.pdf` : d.files[0]!), { pools });
  const text = doc.pages.map((p) => p.text).join('\n\n');
  const g = set.gold.find((x) => x.document === name)!;
  const cov = Object.entries(g.evidence).map(([k, q]) => [k, evidenceOverlap(q, text)] as const);
  const mean = cov.reduce((s, [, v]) => s + v, 0) / cov.length;
  console.log(
    `${name} ${manifest.find((m) => m.document === name).format} ${d.files.join(',')}: ${doc.pages.length} pages, ocr ${doc.pages.filter((p) => p.ocr).length}, ${((Date.now() - t0) / 1000).toFixed(1)} s; gold quotes' 3-grams found in the OCR text: mean ${mean.toFixed(3)}, min ${Math.min(...cov.map(([, v]) => v)).toFixed(2)} (${cov
      .filter(([, v]) => v < 0.9)
      .map(([k, v]) => `${k} ${v.toFixed(2)}`)
      .join(', ')})`,
  );
}
await pools.close();
