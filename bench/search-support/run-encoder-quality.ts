/**
 * Dense-only retrieval quality of the static encoder against USE Lite on the CUAD evaluation subset (20 contracts,
 * every fourth; the static table was distilled from the other contracts' text only). Prints a Markdown table.
 *
 *   node --import tsx bench/search-support/run-encoder-quality.ts [--cache /tmp/encoder-quality] [--table PATH ...]
 *
 * USE Lite takes ~2–10 minutes here (1,400 chunks, two worker threads); its vectors are cached in --cache.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { StaticEncoder } from '../../server/lib/embeddings/static-encoder.js';
import { ThreadedSentenceEncoder } from '../../server/lib/embeddings/threaded-sentence-encoder.js';
import { evalContracts, loadSubset } from './cuad-subset.js';
import { denseQuality, embedAll, type QualityResult } from './encoder-quality.js';

const { values: args } = parseArgs({
  options: { cache: { type: 'string', default: '/tmp/encoder-quality' }, table: { type: 'string', multiple: true } },
});
const D = 512;
const pack = (vs: Float32Array[]) => {
  const f = new Float32Array(vs.length * D);
  vs.forEach((v, i) => f.set(v, i * D));
  return Buffer.from(f.buffer);
};
const unpack = (path: string) => {
  const b = readFileSync(path);
  const f = new Float32Array(b.buffer, b.byteOffset, b.length / 4);
  return Array.from({ length: f.length / D }, (_, i) => f.subarray(i * D, (i + 1) * D));
};

const { chunks, queries } = loadSubset(evalContracts());
mkdirSync(args.cache!, { recursive: true });
const chunkCache = join(args.cache!, 'use-lite-chunks.f32');
const queryCache = join(args.cache!, 'use-lite-queries.f32');
if (!existsSync(chunkCache) || !existsSync(queryCache)) {
  const use = new ThreadedSentenceEncoder(2);
  writeFileSync(
    queryCache,
    pack(
      await embedAll(
        use,
        queries.map((q) => q.query),
      ),
    ),
  );
  writeFileSync(
    chunkCache,
    pack(
      await embedAll(
        use,
        chunks.map((c) => c.input),
      ),
    ),
  );
  await use.close();
}
const results: QualityResult[] = [denseQuality('use-lite-512', chunks, unpack(chunkCache), queries, unpack(queryCache))];
for (const table of args.table?.length ? args.table : [undefined]) {
  const encoder = table ? new StaticEncoder(table) : new StaticEncoder();
  const name = table ? table.split('/').pop()! : encoder.model;
  results.push(
    denseQuality(
      name,
      chunks,
      chunks.map((c) => encoder.embedOne(c.input)),
      queries,
      queries.map((q) => encoder.embedOne(q.query)),
    ),
  );
}

const f = (n: number) => n.toFixed(3);
console.log(`${chunks.length} chunks of ${evalContracts().length} contracts, ${queries.length} queries\n`);
console.log('| encoder | recall@1 | recall@8 | recall@64 | precision@8 | MRR@10 |');
console.log('|---|---|---|---|---|---|');
for (const r of results)
  console.log(`| ${r.model} | ${f(r.recallAt[1]!)} | ${f(r.recallAt[8]!)} | ${f(r.recallAt[64]!)} | ${f(r.precisionAt[8]!)} | ${f(r.mrr10)} |`);
