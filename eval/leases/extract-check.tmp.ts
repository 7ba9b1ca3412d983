import { readFileSync } from 'node:fs';
import { detectFileType, extractDocument } from '../../server/lib/extract/index.js';
import { WorkerPools } from '../../server/lib/workers/pools.js';
const pools = new WorkerPools();
for (const path of process.argv.slice(2)) {
  const bytes = readFileSync(path);
  const t0 = Date.now();
  const doc = await extractDocument(bytes, await detectFileType(bytes, path), { pools });
  console.log(`=== ${path}: ${doc.pages.length} pages, ${Date.now() - t0} ms, ocr=${doc.pages.map((p) => p.ocr).join(',')}`);
  console.log(
    doc.pages
      .map((p) => p.text)
      .join('\n---PAGE---\n')
      .slice(0, Number(process.env.CHARS ?? 2500)),
  );
}
await pools.close();
