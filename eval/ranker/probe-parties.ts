/**
 * npm run probe:parties (node --import tsx eval/ranker/probe-parties.ts [--set DIR] [--show N]): the Parties question
 * alone over a CUAD set, as the ranker's harness builds it (eval/ranker/dataset.ts): the share of contracts where some
 * candidate is right (the ceiling), and the contracts where none is, with the gold and the candidates.
 */
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDataset } from '../dataset.js';
import { prepareContract, questionRow } from './dataset.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const argv = process.argv.slice(2);
const value = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const dir = resolve(value('set') ?? join(repoRoot, '..', 'shared', 'eval', 'cuad-train'));
const show = Number(value('show') ?? 0);
const data = loadDataset(dir);
let some = 0;
let total = 0;
const misses: string[] = [];
const started = performance.now();
for (const kt of data.keyTerms) {
  const prepared = prepareContract(kt.document, data.txt(kt.document));
  const row = questionRow(prepared, 'Parties', kt.Parties);
  total++;
  if (row.candidates.some((c) => c.correct) || row.abstainCorrect) some++;
  else misses.push(kt.document);
}
console.log(`${dir}: ${total} contracts, ceiling ${((100 * some) / total).toFixed(1)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
for (const name of misses.slice(0, show)) console.log(name);
