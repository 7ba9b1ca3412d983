/**
 * npm run train:passages: records, for every key-term question of a CUAD set, the passages the product's own search
 * gives the composer (answer-passages.ts passagesInside: the question searched inside the contract, plus its opening
 * and signature passages for parties and dates), in the order search ranks them. The ranker's dataset
 * (dataset.ts passagesFor) reads them back so the model is fitted on the order it meets when it runs: the
 * database-free approximation of search (BM25 without the vector term) ranks differently, and the model leans on
 * a passage's rank, so a candidate fitted at rank 1 was served at rank 2 with less than half its probability.
 *
 * Needs a set already ingested by `npm run eval` (its --reuse directory):
 *   node --import tsx eval/ranker/snapshot-passages.ts --set train --data DIR
 * Writes eval/ranker/passages-cuad-<set>.json: per contract, per field, [chunk index (as dataset.ts
 * prepareContract numbers them), search score] in search order.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { passagesInside } from '../../server/modules/answers/answer-passages.js';
import { loadDataset } from '../dataset.js';
import { keyTermFields, keyTermQuestions } from '../keyterms.js';
import { log } from '../log.js';
import { repoRoot } from '../options.js';
import { Pipeline } from '../pipeline.js';
import { passagesFile, prepareContract, type PassageSnapshot } from './dataset.js';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const set = arg('set') ?? 'train';
const dataDir = arg('data');
if (!dataDir) throw new Error('--data DIR: the --reuse directory of an `npm run eval` that ingested this set');

const data = loadDataset(join(repoRoot, '..', 'shared', 'eval', `cuad-${set}`));
const pipeline = await Pipeline.open(dataDir);
const corpus = pipeline.corpora.txt;
const snapshot: PassageSnapshot = {};
let passages = 0;
let unmatched = 0;
for (const kt of data.keyTerms) {
  const documentId = corpus.documents.get(kt.document);
  if (!documentId) continue;
  // The chunks as the dataset builds them, found by their offsets in the canonical text (both chunk it the same way).
  const chunkAt = new Map(prepareContract(kt.document, data.txt(kt.document)).hits.map((h, i) => [`${h.charStart}:${h.charEnd}`, i]));
  snapshot[kt.document] = {};
  for (const field of keyTermFields) {
    const found = await passagesInside(pipeline.deps, corpus.workspaceId, keyTermQuestions[field], [documentId]);
    const ranked = found.map((p) => [chunkAt.get(`${p.charStart}:${p.charEnd}`), Math.round(p.score * 1e4) / 1e4] as const);
    passages += ranked.length;
    unmatched += ranked.filter(([i]) => i === undefined).length;
    snapshot[kt.document]![field] = ranked.filter((r): r is [number, number] => r[0] !== undefined);
  }
}
log(`${set}: ${passages} passages for ${data.keyTerms.length} contracts, ${unmatched} not matched to a chunk of the dataset`);
writeFileSync(passagesFile(`cuad-${set}`), `${JSON.stringify(snapshot)}\n`);
await pipeline.close();
