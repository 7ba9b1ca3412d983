/**
 * The lease extractor on a set in the lease evaluation format, without a database or a server: each document's
 * text as the product reads it (extract-text.ts), extractLease, and per-field accuracy against gold.jsonl, text
 * documents and scans apart, with the failures to study.
 *
 *   node --import tsx eval/leases/extract-harness.ts --dir /work/lease-devset/train [--field late_fee] [--doc NAME]
 *        [--failures N] [--json results.json] [--by-form]
 *
 * Fields are compared by eval/leases/score.ts (the format's rules, as the API evaluation scores them): a lease on
 * every gold key, an amendment on the keys its gold holds. Accuracy per field counts both kinds of gold: a non-null
 * value scores by its rule, a null one scores 1 when the extractor reports it not stated. The harness also checks
 * the evidence contract: every value has a quote that is exactly its page's characters at the reported offsets.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { amendmentTermKeys, leaseTermKeys } from '../../common/lease-terms.js';
import { EXTRACTOR_VERSION, extractLease } from '../../server/modules/leases/extract/index.js';
import { loadDocument, listDocuments, WorkerPools } from './extract-text.js';
import { type GoldDocument, type PredictedTerm, scoreDocument } from './score.js';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string' },
    field: { type: 'string' },
    doc: { type: 'string' },
    failures: { type: 'string', default: '6' },
    json: { type: 'string' },
    'by-form': { type: 'boolean', default: false },
  },
});
if (!args.dir) {
  console.error('usage: extract-harness.ts --dir DIR [--field F] [--doc NAME] [--failures N] [--json FILE]');
  process.exit(2);
}
const dir = args.dir;
const gold = new Map(
  readFileSync(join(dir, 'gold.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as GoldDocument)
    .map((g) => [g.document, g]),
);

// Scored: every lease term (permitted_use is not in the format's table) and an amendment's effective date.
const scoredKeys = [...leaseTermKeys.filter((k) => k !== 'permitted_use'), 'effective_date'] as const;

interface Row {
  document: string;
  scanned: boolean;
  field: string;
  gold: unknown;
  predicted: unknown;
  score: number;
  overlap: number | null;
  quote: string | null;
  goldQuote: string | null;
  confidence: number;
}

const rows: Row[] = [];
const kinds: Array<{ document: string; gold: string; predicted: string | null; building: string | null }> = [];
const contract: string[] = [];
const times: number[] = [];
const pools = new WorkerPools();
const docs = listDocuments(dir).filter((d) => gold.has(d.name) && (!args.doc || d.name === args.doc));
for (const d of docs) {
  const g = gold.get(d.name)!;
  const loaded = await loadDocument(dir, d, pools);
  const started = performance.now();
  const result = extractLease(loaded.text);
  times.push(performance.now() - started);
  kinds.push({ document: d.name, gold: g.kind, predicted: result.kind, building: result.references.buildingName });
  const expectedKeys = result.kind === 'amendment' ? amendmentTermKeys : leaseTermKeys;
  if (result.kind && result.terms.map((t) => t.key).join() !== expectedKeys.join()) contract.push(`${d.name}: terms are not the keys of its kind`);
  const byKey = new Map(result.terms.map((t) => [t.key, t]));
  for (const t of result.terms) {
    if (t.value === null) continue;
    const e = t.evidence;
    const page = e && loaded.text.pages.find((p) => p.number === e.page);
    if (!e || !page || page.text.slice(e.charStart - page.charStart, e.charEnd - page.charStart) !== e.quote)
      contract.push(`${d.name}.${t.key}: evidence missing or not the page's characters`);
  }
  const predicted: Record<string, PredictedTerm> = Object.fromEntries(result.terms.map((t) => [t.key, { value: t.value, evidence: t.evidence }]));
  for (const r of scoreDocument(g, predicted)) {
    const term = byKey.get(r.field as never);
    rows.push({
      document: d.name,
      scanned: loaded.scanned,
      field: r.field,
      gold: r.gold,
      predicted: r.got,
      score: r.score,
      overlap: r.evidence,
      quote: term?.evidence?.quote ?? null,
      goldQuote: g.evidence[r.field] ?? null,
      confidence: term?.confidence ?? 0,
    });
  }
}
await pools.close();

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
const fmt = (x: number) => (Number.isNaN(x) ? '  -  ' : x.toFixed(3));
console.log(
  `extractor v${EXTRACTOR_VERSION} on ${dir}: ${docs.length} documents (${docs.filter((d) => rows.find((r) => r.document === d.name)?.scanned).length} scans)`,
);
console.log(
  `${'field'.padEnd(22)} ${'all'.padStart(6)} ${'text'.padStart(6)} ${'scans'.padStart(6)} ${'stated'.padStart(7)} ${'null ok'.padStart(8)} ${'evid.'.padStart(6)}`,
);
for (const field of scoredKeys) {
  const fr = rows.filter((r) => r.field === field);
  const stated = fr.filter((r) => r.gold !== null);
  const nulls = fr.filter((r) => r.gold === null);
  console.log(
    `${field.padEnd(22)} ${fmt(mean(fr.map((r) => r.score))).padStart(6)} ${fmt(mean(fr.filter((r) => !r.scanned).map((r) => r.score))).padStart(6)} ${fmt(mean(fr.filter((r) => r.scanned).map((r) => r.score))).padStart(6)} ${`${fmt(mean(stated.map((r) => r.score)))}/${stated.length}`.padStart(7)} ${`${fmt(mean(nulls.map((r) => r.score)))}/${nulls.length}`.padStart(8)} ${fmt(mean(stated.filter((r) => r.overlap !== null).map((r) => r.overlap!))).padStart(6)}`,
  );
}
const all = (filter: (r: Row) => boolean) => fmt(mean(rows.filter(filter).map((r) => r.score)));
console.log(`overall field accuracy: ${all(() => true)} (text ${all((r) => !r.scanned)}, scans ${all((r) => r.scanned)})`);
console.log(`stated fields right: ${all((r) => r.gold !== null)}; null fields reported not stated: ${all((r) => r.gold === null)}`);
console.log(`evidence overlap (stated fields): ${fmt(mean(rows.filter((r) => r.overlap !== null).map((r) => r.overlap!)))}`);
console.log(`kind right: ${kinds.filter((k) => k.gold === k.predicted).length}/${kinds.length}`);
const sorted = [...times].sort((a, b) => a - b);
console.log(`extractLease time: p50 ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, max ${sorted[sorted.length - 1]?.toFixed(1)} ms`);
console.log(`evidence contract: ${contract.length ? `${contract.length} violations` : 'every value has its exact page quote'}`);
for (const c of contract.slice(0, 10)) console.log(`  ${c}`);
for (const k of kinds.filter((k) => k.gold !== k.predicted)) console.log(`  kind ${k.document}: gold ${k.gold}, extracted ${k.predicted}`);

// Per form (manifest.jsonl, written by the development-set generator): where a split's score comes from, without
// looking at any document's sentences.
if (args['by-form'] && existsSync(join(dir, 'manifest.jsonl'))) {
  const formOf = new Map(
    readFileSync(join(dir, 'manifest.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { document: string; form: string })
      .map((m) => [m.document, m.form.replace(/^amendment:.*/, 'amendment')]),
  );
  const forms = [...new Set(rows.map((r) => formOf.get(r.document) ?? '?'))].sort();
  console.log(`\nper form (text / scans): ${forms.map((f) => f.padStart(11)).join(' ')}`);
  const cell = (rs: Row[]) => `${fmt(mean(rs.filter((r) => !r.scanned).map((r) => r.score)))}/${fmt(mean(rs.filter((r) => r.scanned).map((r) => r.score)))}`;
  for (const field of [...scoredKeys, 'ALL'])
    console.log(
      `${field.padEnd(24)} ${forms.map((f) => cell(rows.filter((r) => formOf.get(r.document) === f && (field === 'ALL' || r.field === field))).padStart(11)).join(' ')}`,
    );
}

const limit = Number(args.failures);
const short = (s: string | null) => (s ? s.replace(/\s+/g, ' ').slice(0, 160) : '-');
for (const field of scoredKeys) {
  if (args.field && field !== args.field) continue;
  const failed = rows.filter((r) => r.field === field && r.score < 1);
  if (!failed.length || limit === 0) continue;
  console.log(`\n## ${field}: ${failed.length} wrong`);
  for (const r of failed.slice(0, limit)) {
    console.log(`- ${r.document}${r.scanned ? ' (scan)' : ''}: gold ${JSON.stringify(r.gold)} | got ${JSON.stringify(r.predicted)} (${r.confidence})`);
    console.log(`    cited: ${short(r.quote)}`);
    if (r.goldQuote) console.log(`    gold:  ${short(r.goldQuote)}`);
  }
}
if (args.json) writeFileSync(args.json, JSON.stringify({ version: EXTRACTOR_VERSION, rows, kinds, contract }, null, 2));
