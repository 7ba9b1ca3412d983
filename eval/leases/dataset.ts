/**
 * Reads a directory in the lease evaluation format (../shared/eval/leases/README.md): the documents (several
 * photographed pages NAME.p1.jpg, NAME.p2.jpg, ... are one document), gold.jsonl, asof.jsonl and portfolio.jsonl.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GoldDocument } from './score.js';

export interface AsOfRow {
  lease: string;
  as_of: string;
  field: string;
  expected: unknown;
}

export interface PortfolioRow {
  question: string;
  today: string;
  expected: string[];
}

export interface DocumentFiles {
  name: string;
  /** File names in documents/, pages in order for a photographed set. */
  files: string[];
  /** Several page images, to be combined into one PDF before upload. */
  pageSet: boolean;
}

export interface LeaseSet {
  dir: string;
  documents: DocumentFiles[];
  gold: GoldDocument[];
  asof: AsOfRow[];
  portfolio: PortfolioRow[];
}

const PAGE_FILE = /^(.+)\.p(\d+)\.(jpe?g|png)$/i;

/** Groups file names into documents: NAME.EXT alone, NAME.pN.(jpg|png) by NAME in page order. */
export function groupDocumentFiles(fileNames: string[]): DocumentFiles[] {
  const pages = new Map<string, { n: number; file: string }[]>();
  const single: DocumentFiles[] = [];
  for (const file of fileNames) {
    if (file.startsWith('.')) continue;
    const m = PAGE_FILE.exec(file);
    if (m) {
      const list = pages.get(m[1]!) ?? [];
      list.push({ n: Number(m[2]), file });
      pages.set(m[1]!, list);
    } else {
      const dot = file.lastIndexOf('.');
      single.push({ name: dot > 0 ? file.slice(0, dot) : file, files: [file], pageSet: false });
    }
  }
  const sets = [...pages].map(([name, list]) => ({ name, files: list.sort((a, b) => a.n - b.n).map((p) => p.file), pageSet: true }));
  const all = [...single, ...sets].sort((a, b) => a.name.localeCompare(b.name));
  const seen = new Set<string>();
  for (const d of all) {
    if (seen.has(d.name)) throw new Error(`documents/ holds ${d.name} twice (as a file and as pages, or with two extensions)`);
    seen.add(d.name);
  }
  return all;
}

function readJsonl<T>(path: string, required: boolean): T[] {
  if (!existsSync(path)) {
    if (required) throw new Error(`${path} is missing`);
    return [];
  }
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      try {
        return JSON.parse(l) as T;
      } catch {
        throw new Error(`${path}, line ${i + 1}: not JSON`);
      }
    });
}

export function loadLeaseSet(dir: string): LeaseSet {
  const docsDir = join(dir, 'documents');
  if (!existsSync(docsDir)) throw new Error(`${dir} has no documents/ folder: is it a split of the lease set (e.g. /work/lease-devset/dev)?`);
  const documents = groupDocumentFiles(readdirSync(docsDir));
  const gold = readJsonl<GoldDocument>(join(dir, 'gold.jsonl'), true);
  const names = new Set(documents.map((d) => d.name));
  const missing = gold.filter((g) => !names.has(g.document)).map((g) => g.document);
  if (missing.length) throw new Error(`gold.jsonl names documents that are not in documents/: ${missing.slice(0, 5).join(', ')}`);
  for (const g of gold) g.evidence ??= {};
  return { dir, documents, gold, asof: readJsonl(join(dir, 'asof.jsonl'), false), portfolio: readJsonl(join(dir, 'portfolio.jsonl'), false) };
}

/** The lease a document belongs to: itself for a lease, the lease it amends for an amendment. */
export function leaseOfDocument(gold: GoldDocument[]): Map<string, string> {
  return new Map(gold.map((g) => [g.document, g.kind === 'amendment' && g.amends ? g.amends : g.document]));
}

/**
 * The leases a portfolio answer cites: each cited document mapped to its NAME, an amendment to the lease it
 * amends; a document outside the set counts as a wrong lease of its own.
 */
export function citedLeases(citedDocumentIds: string[], nameOfId: Map<string, string>, leaseOf: Map<string, string>): string[] {
  return [...new Set(citedDocumentIds.map((id) => leaseOf.get(nameOfId.get(id) ?? '') ?? `(not in the set: ${id})`))];
}

/** The first `limit` leases with their amendments and as-of rows (a quick look; portfolio questions need the whole set). */
export function limitLeaseSet(set: LeaseSet, limit: number | undefined): LeaseSet {
  if (!limit) return set;
  const leases = new Set(
    set.gold
      .filter((g) => g.kind === 'lease')
      .slice(0, limit)
      .map((g) => g.document),
  );
  const gold = set.gold.filter((g) => leases.has(g.kind === 'amendment' && g.amends ? g.amends : g.document));
  const names = new Set(gold.map((g) => g.document));
  return { ...set, gold, documents: set.documents.filter((d) => names.has(d.name)), asof: set.asof.filter((r) => leases.has(r.lease)), portfolio: [] };
}
