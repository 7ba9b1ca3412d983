/**
 * Developer probe (not part of npm run eval): asks the named key-term questions of an already-ingested set
 * (a --reuse directory of npm run eval) and prints each wrong or misplaced answer, for studying failures quickly.
 *   node --import tsx eval/probe-named.ts --data /work/eval-data --set dev [--fields parties,expiration] [--limit 20] [--doc NAME-PREFIX] [--out FILE] [--quotes]
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { keyTermQuestion, scoreAnswer, txtEvidenceLocator } from './answers.js';
import { startEvalApi } from './api-client.js';
import { loadDataset } from './dataset.js';
import { keyTermFields, type KeyTermField } from './keyterms.js';
import { buildOffsetMap } from './offsets.js';
import { loadCanonicalText, Pipeline } from './pipeline.js';
import { repoRoot } from './options.js';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const set = arg('set') ?? 'dev';
const dataDir = arg('data') ?? (set === 'dev' ? '/work/eval-data' : `/work/eval-data-${set}`);
const fields = (arg('fields')?.split(',') ?? keyTermFields) as KeyTermField[];
const limit = Number(arg('limit') ?? 1e9);
const mode = (arg('mode') ?? 'named') as 'named' | 'filtered';

const data = loadDataset(join(repoRoot, '..', 'shared', 'eval', `cuad-${set}`));
const pipeline = await Pipeline.open(dataDir);
const corpus = pipeline.corpora.txt;
const api = await startEvalApi(pipeline.deps, pipeline.userId);
const maps = new Map<string, ReturnType<typeof buildOffsetMap>>();
for (const [name, id] of corpus.documents) maps.set(id, buildOffsetMap(data.txt(name), await loadCanonicalText(pipeline, id)));
const locate = txtEvidenceLocator(corpus.documents, (id, a, b) => maps.get(id)?.toSource(a, b) ?? null);
const titles = new Map([...corpus.documents].map(([n, id]) => [id, n]));
const rows: Array<ReturnType<typeof scoreAnswer> & { question: string; cited: string[]; quotes: string[] }> = [];
let n = 0;
const only = arg('doc');
for (const kt of data.keyTerms.filter((k) => !only || k.document.startsWith(only)).slice(0, limit)) {
  const documentId = corpus.documents.get(kt.document);
  if (!documentId) continue;
  for (const field of fields) {
    const q = keyTermQuestion(data, kt.document, field, mode);
    const res = await api.ask(corpus.workspaceId, q, mode === 'filtered' ? documentId : undefined);
    const row = scoreAnswer(kt, field, documentId, res, locate);
    const cited = [...new Set(res.citations.map((c) => titles.get(c.documentId) ?? c.documentId))];
    rows.push({ ...row, question: q.slice(0, 160), cited, quotes: res.citations.map((c) => c.text) });
    n++;
  }
}
const bad = rows.filter((r) => !r.correct || r.citesOther);
for (const r of bad)
  console.log(
    `${r.correct ? 'ok ' : 'BAD'} ${r.citesOther ? 'OTHER' : '     '} ${r.field} | ${r.document.slice(0, 50)}\n   gold: ${r.gold.slice(0, 120)}\n   got:  ${r.got.slice(0, 120)}\n   ans:  ${r.answer.slice(0, 200).replace(/\n/g, ' ')}\n   cited: ${r.cited.join(' | ').slice(0, 200)}${process.argv.includes('--quotes') ? r.quotes.map((q) => `\n   quote: ${q.slice(0, 300).replace(/\n/g, ' ')}`).join('') : ''}`,
  );
const byField = Object.fromEntries(
  fields.map((f) => [f, rows.filter((r) => r.field === f && r.correct).length / Math.max(1, rows.filter((r) => r.field === f).length)]),
);
console.log(
  JSON.stringify({ n, correct: rows.filter((r) => r.correct).length / n, citesOther: rows.filter((r) => r.citesOther).length / n, byField }, null, 1),
);
if (arg('out')) writeFileSync(arg('out')!, JSON.stringify(rows, null, 1));
await api.close();
await pipeline.close();
