/**
 * Writes the lease development set (eval/leases/README.md): two splits drafted from different lease forms, in the
 * format of ../shared/eval/leases/README.md.
 *
 *   node --import tsx eval/leases/generate/index.ts --out /work/lease-devset [--seed S] [--no-images] [--split dev]
 *
 * --no-images delivers the documents planned as scans or photos as text PDFs instead (fast; for a quick look).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { planSplit, type PlannedDoc, type Split } from './plan.js';
import { renderDocx } from './render-docx.js';
import { renderPdf } from './render-pdf.js';
import { renderTxt } from './render-text.js';

export const DEFAULT_SEED = 'propwise-leases-1';

function arg(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

/** Writes one document in its format; returns the files written. */
async function writeDocument(dir: string, d: PlannedDoc, images: boolean): Promise<string[]> {
  const format = !images && (d.format === 'scan' || d.format === 'photo') ? 'pdf' : d.format;
  switch (format) {
    case 'pdf': {
      writeFileSync(join(dir, `${d.name}.pdf`), await renderPdf(d.doc, d.title));
      return [`${d.name}.pdf`];
    }
    case 'docx':
      writeFileSync(join(dir, `${d.name}.docx`), await renderDocx(d.doc, d.title));
      return [`${d.name}.docx`];
    case 'txt':
      writeFileSync(join(dir, `${d.name}.txt`), renderTxt(d.doc));
      return [`${d.name}.txt`];
    case 'scan':
    case 'photo': {
      const { renderScan, renderPhotos } = await import('./render-images.js');
      const pdf = await renderPdf(d.doc, d.title);
      if (format === 'scan') {
        writeFileSync(join(dir, `${d.name}.pdf`), await renderScan(pdf, d.name));
        return [`${d.name}.pdf`];
      }
      const pages = await renderPhotos(pdf, d.name);
      if (pages.length === 1) {
        writeFileSync(join(dir, `${d.name}.png`), pages[0]!.png);
        return [`${d.name}.png`];
      }
      return pages.map((p, i) => {
        writeFileSync(join(dir, `${d.name}.p${i + 1}.jpg`), p.jpeg);
        return `${d.name}.p${i + 1}.jpg`;
      });
    }
  }
}

const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';

export async function writeSplit(out: string, split: Split, seed: string, images: boolean) {
  const started = performance.now();
  const plan = planSplit(split, seed);
  const dir = join(out, split);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'documents'), { recursive: true });
  const manifest: { document: string; files: string[]; form: string; format: string }[] = [];
  for (const d of plan.docs) {
    const files = await writeDocument(join(dir, 'documents'), d, images);
    manifest.push({ document: d.name, files, form: d.form, format: images || (d.format !== 'scan' && d.format !== 'photo') ? d.format : 'pdf' });
  }
  const gold = plan.docs.map((d) => ({
    document: d.name,
    kind: d.kind,
    amends: d.amends,
    fields: d.fields,
    evidence: Object.fromEntries(Object.entries(d.doc.evidence).filter(([k]) => d.fields[k as keyof typeof d.fields] != null)),
  }));
  writeFileSync(join(dir, 'gold.jsonl'), jsonl(gold));
  writeFileSync(join(dir, 'asof.jsonl'), jsonl(plan.asof));
  writeFileSync(join(dir, 'portfolio.jsonl'), jsonl(plan.portfolio));
  // Not part of the README's format: which form and format each document is, for looking into results by form.
  writeFileSync(join(dir, 'manifest.jsonl'), jsonl(manifest));
  const leases = plan.docs.filter((d) => d.kind === 'lease').length;
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${split}: ${leases} leases, ${plan.docs.length - leases} amendments, ${plan.asof.length} as-of rows, ${plan.portfolio.length} portfolio questions in ${seconds.toFixed(1)} s`,
  );
}

async function main() {
  const argv = process.argv.slice(2);
  const out = resolve(arg(argv, 'out') ?? '/work/lease-devset');
  const seed = arg(argv, 'seed') ?? DEFAULT_SEED;
  const images = !argv.includes('--no-images');
  const splits = (arg(argv, 'split')?.split(',') ?? ['train', 'dev']) as Split[];
  const started = performance.now();
  for (const split of splits) await writeSplit(out, split, seed, images);
  console.log(`wrote ${splits.join(' and ')} to ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s (seed ${seed})`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
